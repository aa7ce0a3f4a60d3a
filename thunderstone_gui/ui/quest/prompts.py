"""Quest's prompts as panels over the map and the Village: the question in words, its options as cards (click one,
or a number key) or buttons. The hand stays draggable meanwhile (a discard onto the discard pile, a destroy onto the
destroyed pile, The Temple's cards onto the deck).

Side Quests and Guild Sponsorships are shown as their cards; a free level-up as the card each Hero becomes; a
Spoils ability as the card that has it; a heal as the Wound cards and a button for the Wound token; Gear tokens as
buttons. A panel only ever opens for the seat whose decision it is (the Side Quests dealt are that player's secret:
the pass-and-play cover hides the table between two players).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ...engine.actions import Action
from ...i18n import card_name
from ...systems.quest.state import QuestState
from .. import theme
from ..card_faces import card_height
from ..decision_notes import told_apart
from ..layout import grid
from ..overlays import Choice, ChoicePanel, key_caption
from .card_art import QuestCardArt, keyword_word
from .layout import QuestLayout
from .log import GEAR, gear_name
from .strings import tr


def prompt_title(state: QuestState, names: Sequence[str]) -> str:
    p = state.pending
    name = names[p.seat] if 0 <= p.seat < len(names) else ""
    kind = p.prompt
    keyword = p.detail("keyword")
    what = tr("of_keyword", keyword=keyword_word(str(keyword))) if keyword else ""
    if kind == "side_quest":
        return tr("prompt_side_quest", name=name)
    if kind == "sponsorship":
        return tr("prompt_sponsorship", name=name)
    if kind == "temple":
        done = any(a.option == "done" for a in p.options)
        return tr("prompt_temple_more" if done else "prompt_temple")
    if kind == "discard":
        return tr("prompt_discard", what=what)
    if kind == "destroy":
        optional = any(a.option == "skip" for a in p.options)
        return tr("prompt_destroy" if optional else "prompt_destroy_required", what=what)
    if kind == "guardian_discard":
        return tr("prompt_guardian_discard", name=name, n=p.detail("left", 1))
    key = f"prompt_{kind}"
    text = tr(key)
    return text if text != key else kind.replace("_", " ").capitalize()


def option_label(state: QuestState, action: Action) -> str:
    """A button for an option that is not shown as a card."""
    opt = action.option
    if opt == "skip":
        return tr("skip")
    if opt == "done":
        return tr("done")
    if opt == "token":
        return tr("heal_token_choice")
    if opt in GEAR:
        return str(gear_name(opt))
    if state.pending.prompt == "market_take":         # Epic: a Marketplace deck
        return tr(f"market_deck_{opt}")
    return opt.replace("_", " ").capitalize() or "?"


def choice_card(state: QuestState, action: Action) -> tuple[Any, str] | None:
    """The card an option is shown as, and its caption (None: a button)."""
    prompt = state.pending.prompt
    cards = state.cards
    if prompt in ("side_quest", "sponsorship") and action.option in state.catalogue:
        card = state.catalogue[action.option]
        return card, card_name(card.name)
    if prompt == "free_level" and action.card >= 0 and action.option in state.catalogue:
        into = state.catalogue[action.option]
        return into, hero_caption(state, action.card)      # the card shows what the Hero becomes
    if action.card >= 0:
        return cards[action.card], hero_caption(state, action.card)
    return None


def hero_caption(state: QuestState, iid: int) -> str:
    """A card of the hand by name, with what sets it apart from its twins this turn (a choice offers two alike
    Adventurers apart only when they differ: one wields a Weapon, is boosted or has used its ability)."""
    t = state.turn
    return told_apart(state, iid, [w for w, hero in t.wields.items() if hero == iid],
                      any(h == iid for h, _, _ in t.boosts), tr)


class QuestPromptPanel(ChoicePanel):
    """A prompt as clear choices: cards (click one) and buttons."""

    def __init__(self, L: QuestLayout, art: QuestCardArt, state: QuestState, names: Sequence[str],
                 options: Sequence[Action], on_choose: Callable[[Action], Any]) -> None:
        prompt = state.pending.prompt
        hint = {"discard": tr("drag_to_discard"), "guardian_discard": tr("drag_to_discard"),
                "destroy": tr("drag_to_box"), "destroy_on_buy": tr("drag_to_box"),
                "temple": tr("drag_to_deck")}.get(prompt, "")
        super().__init__(L, art, prompt_title(state, names), hint, on_choose)
        area = pygame.Rect(L.main.x, L.dungeon.y, L.main.w, L.dungeon.h)
        shown = [(a, choice_card(state, a)) for a in options]
        cards = [(a, c) for a, c in shown if c is not None]
        others = [a for a, c in shown if c is None]
        big = prompt in ("side_quest", "sponsorship")
        cw = max(90, round(L.hand_card[0] * (1.25 if big else 0.95)))
        ch = card_height(cw)
        gap = L.px(12)
        per_row = max(1, (area.w - L.px(40) + gap) // (cw + gap))
        rows = (len(cards) + per_row - 1) // per_row
        caption = 2 * L.font(12) + L.px(8)          # two lines: a long name wraps rather than shrinking unread
        rows_fit = max(1, (area.h - L.px(140)) // (ch + caption + gap))
        if rows > rows_fit:
            # Many choices (a full hand): smaller cards rather than a panel off the screen.
            cw = max(60, round(cw * rows_fit / rows))
            ch = card_height(cw)
            per_row = max(1, (area.w - L.px(40) + gap) // (cw + gap))
            rows = (len(cards) + per_row - 1) // per_row
        f = theme.fonts()
        bsize = L.font(16)
        button_h = bsize + L.px(18)
        labels = [option_label(state, a) for a in others]
        bws = [f.get("bold", bsize).size(t)[0] + L.px(30) for t in labels]
        head = L.font(20) + L.px(26) + (L.font(13) + L.px(4) if self.hint else 0)
        button_rows = 1 if others else 0
        h = head + rows * (ch + caption + gap) + button_rows * (button_h + gap) + L.px(12)
        width = min(area.w, max(L.px(520), min(len(cards), per_row) * (cw + gap) + L.px(40),
                                sum(bws) + gap * len(bws) + L.px(40)))
        self.rect = pygame.Rect(0, 0, width, min(h, area.h))
        self.rect.midtop = (area.centerx, area.y + L.px(6))
        inner = pygame.Rect(self.rect.x + L.px(20), self.rect.y + head, self.rect.w - L.px(40),
                            rows * (ch + caption + gap))
        cells = grid(inner, len(cards), cw, ch + caption, gap)
        if cards:
            used = min(len(cards), per_row) * (cw + gap) - gap
            shift = (inner.w - used) // 2
            cells = [pygame.Rect(c.x + shift, c.y, cw, ch) for c in cells]
        self.captions: list[str] = []
        for (a, (card, text)), cell in zip(cards, cells):
            self.choices.append(Choice(cell, text, a, card))
            self.captions.append(text)
        # One row of buttons.
        self.add_buttons([list(range(len(others)))], bws, labels, others,
                         self.rect.y + head + rows * (ch + caption + gap), button_h, gap)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self.draw_frame(surface)
        L = self.L
        for k, c in enumerate(self.choices):
            hover = c.rect.collidepoint(mouse)
            if c.card is not None:
                self.draw_card_choice(surface, c, hover)
                box = pygame.Rect(c.rect.x - L.px(5), c.rect.bottom + L.px(4), c.rect.w + L.px(10),
                                  2 * L.font(12) + L.px(4))
                theme.text_box(surface, key_caption(k, c.label), box, L.font(12), theme.TEXT, "cond", "center",
                               lines=2)
            else:
                self.draw_button(surface, c, k, hover, L.font(16))
