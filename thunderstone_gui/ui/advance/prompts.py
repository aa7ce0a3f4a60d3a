"""Thunderstone Advance's prompts as panels over the table: the question in words, its options as cards (click one,
or a number key; a caption says what choosing it does where a card alone does not: "→ Criochan Sergeant", "on top")
or as buttons. Cards turned up with the choice but not to be chosen (a Scout's, the Curse of War's) are shown dimmed.
The hand stays draggable meanwhile (a discard onto the discard pile, a destroy onto the pile of cards out of the
game, Prepare onto the deck)."""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence

import pygame

from ...engine.actions import Action
from ...i18n import _, card_name, card_text, engine_text
from ...systems.advance.state import AdvanceState
from .. import theme
from ..card_faces import card_height
from ..decision_notes import told_apart
from ..hall.layout import HallLayout
from ..overlays import Choice, ChoicePanel, key_caption, wrap_buttons
from .strings import tr
from .words import ability_words


def prompt_title(state: AdvanceState, names: Sequence[str]) -> str:
    p = state.pending
    d = p.detail
    name = names[p.seat] if 0 <= p.seat < len(names) else ""
    kind = p.prompt
    cards = state.cards
    if kind == "discard":
        mode = d("mode", "any")
        if mode in ("hero", "magic"):
            return tr(f"prompt_discard_{mode}", name=name, reason=engine_text(str(d("reason", ""))))
        return tr("prompt_discard", name=name, n=d("count", 1), reason=engine_text(str(d("reason", ""))))
    if kind == "destroy":
        return tr("prompt_destroy", name=name, reason=engine_text(str(d("reason", ""))))
    if kind == "battle_pick":
        return tr(f"prompt_battle_pick_{d('what', 'destroy')}", reason=engine_text(str(d("reason", ""))))
    if kind == "raid_destroy":
        return tr("prompt_raid_destroy", reason=engine_text(str(d("reason", ""))))
    if kind == "scorch":
        return tr("prompt_scorch", reason=engine_text(str(d("reason", ""))), cards=d("cards", 3), xp=d("xp", 1))
    if kind == "place":
        monster = d("card", -1)
        return tr("prompt_place", monster=card_name(cards[monster].name) if 0 <= monster < len(cards)
                  else _("the monster"))
    if kind == "map":
        bottom = state.dungeon[0] if state.dungeon else -1
        low = min((a.rank for a in p.options if a.rank), default=3)
        return tr("prompt_map", monster=card_name(cards[bottom].name) if bottom >= 0 else _("the bottom card"), n=low)
    if kind in ("spoils_buy", "react_buy"):
        return tr(f"prompt_{kind}", gold=d("gold", 0))
    if kind == "dismiss":
        return tr("prompt_dismiss", left=d("left", 0))
    if kind == "react":
        return tr("prompt_react", name=names[state.active] if 0 <= state.active < len(names) else "")
    key = f"prompt_{kind}"
    text = tr(key)
    return text if text != key else engine_text(kind.replace("_", " ")).capitalize()


def effect_words(state: AdvanceState, rank: int, option: str) -> str:
    """A Battle or Aftermath effect of the monster in `rank` (option "battle:0"), in the card's own words where its
    text has a sentence for it."""
    iid = state.hall[rank - 1] if 1 <= rank <= len(state.hall) else -1
    name = card_name(state.cards[iid].name) if iid >= 0 else "?"
    slot, _sep, index = option.partition(":")
    head = tr("battle_slot") if slot == "battle" else tr("aftermath_slot")
    if iid >= 0:
        # The rules text in the current language names its effects with the same words ("Kampf:", "Battle:").
        sentences = re.findall(rf"{re.escape(head)}:([^.]*\.?)", card_text(state.cards[iid].text))
        if index.isdigit() and int(index) < len(sentences):
            return _("Rank {n} {name} — {slot}: {effect}").format(n=rank, name=name, slot=head,
                                                                 effect=sentences[int(index)].strip().rstrip("."))
    return tr("option_effect", n=rank, name=name, slot=head, k=int(index) + 1 if index.isdigit() else 1)


def option_label(state: AdvanceState, action: Action, names: Sequence[str]) -> str:
    """A button label for a prompt option that is not shown as a card."""
    opt = action.option
    cards = state.cards
    if opt in ("done", "pass", "keep"):
        return tr(opt)
    if opt == "discard":
        return tr("option_discard", n=state.pending.detail("cards", 3))
    if opt == "xp":
        return tr("option_xp", n=state.pending.detail("xp", 1))
    if opt.startswith("seat:"):
        seat = int(opt.split(":")[1])
        return tr("option_seat", name=names[seat] if 0 <= seat < len(names) else opt)
    if opt.startswith("arrange:"):
        origins = [int(r) for r in opt.split(":")[1].split(",")]
        shown = [f"{k + 1}: {card_name(cards[state.hall[r - 1]].name)}" for k, r in enumerate(origins)
                 if state.hall[r - 1] >= 0]
        return tr("option_arrange", order=" · ".join(shown))
    if opt in ("top", "bottom") and action.card >= 0:
        return tr(f"option_{opt}", name=card_name(cards[action.card].name))
    if action.rank and (opt.startswith("battle:") or opt.startswith("aftermath:")):
        return effect_words(state, action.rank, opt)
    if action.rank:
        iid = state.hall[action.rank - 1]
        return tr("option_rank", n=action.rank, name=card_name(cards[iid].name) if iid >= 0 else "?")
    if opt in state.catalogue.lines:
        return tr("option_line", name=card_name(state.catalogue.lines[opt].name))
    return engine_text(opt.replace("_", " ")) or "?"


def card_choice(state: AdvanceState, action: Action) -> tuple[Any, str] | None:
    """How an option shows as a card: the card's face and a caption (None: a button)."""
    cards = state.cards
    prompt = state.pending.prompt
    if action.card < 0:
        if prompt == "writ" and state.supply.get(action.option):
            return cards[state.supply[action.option][-1]], option_label(state, action, [])
        return None
    if prompt in ("scout",):
        return None
    if prompt in ("hone", "free_level") and action.option:
        into = state.catalogue[action.option]
        twins = sum(1 for a in state.pending.options if a.card >= 0 and a.option == action.option
                    and cards[a.card].id == cards[action.card].id)
        name = hero_caption(state, action.card) if twins > 1 else card_name(cards[action.card].name)
        return into, tr("option_level", name=name, into=card_name(into.name))
    if prompt == "spoils" and action.option:
        return cards[action.card], ability_words(state, Action("use", action.card, option=action.option))
    return cards[action.card], ""


def hero_caption(state: AdvanceState, iid: int) -> str:
    """A Hero by name with what sets it apart from an alike Hero this turn (the engine offers two alike Heroes only
    when they differ: one carries a Weapon, is boosted or has used its ability)."""
    t = state.turn
    return told_apart(state, iid, [w for w, hero in t.equips.items() if hero == iid],
                      iid in t.strength_bonus or iid in t.physical_bonus or iid in t.strike, tr)


class PromptPanel(ChoicePanel):
    """A prompt as clear choices: its cards (click one) and its other options (buttons)."""

    def __init__(self, L: HallLayout, art: Any, state: AdvanceState, names: Sequence[str],
                 options: Sequence[Action], on_choose: Callable[[Action], Any]) -> None:
        prompt = state.pending.prompt
        hint = {"discard": tr("drag_or_click"), "destroy": tr("drag_or_click"), "rest": tr("drag_or_click"),
                "battle_pick": tr("drag_or_click"), "prepare": tr("drag_to_deck")}.get(prompt, "")
        super().__init__(L, art, prompt_title(state, names), hint, on_choose)
        self.state = state
        area = pygame.Rect(L.main.x, L.hall.y, L.main.w, L.village.bottom - L.hall.y)
        shown = [(a, card_choice(state, a)) for a in options]
        card_options = [(a, c) for a, c in shown if c is not None]
        others = [a for a, c in shown if c is None]
        # Cards turned up with the choice that cannot be chosen themselves: shown dimmed.
        chosen = {a.card for a, _ in card_options}
        extras = [i for i in state.revealed if i not in chosen] if prompt == "scout" else []
        cw = max(80, round(L.hand_card[0] * 0.9))
        ch = card_height(cw)
        gap = L.px(12)
        caption_h = 2 * L.font(12) + L.px(8)      # two lines: a long caption wraps rather than shrinking unread
        count = len(card_options) + len(extras)
        per_row = max(1, (area.w - L.px(40) + gap) // (cw + gap))
        rows = (count + per_row - 1) // per_row
        f = theme.fonts()
        bsize = L.font(15)
        button_h = bsize + L.px(16)
        labels = [option_label(state, a, names) for a in others]
        max_button = area.w - L.px(40)
        bws = [min(max_button, f.get("bold", bsize).size(t)[0] + L.px(30)) for t in labels]
        head = L.font(20) + L.px(28) + (L.font(14) + L.px(4) if self.hint else 0)
        button_rows = wrap_buttons(bws, max_button, gap)
        # Many buttons (a Hall of four has 24 orders): they shrink to fit the play area.
        room = L.height - L.top_bar.bottom - L.action_bar.h - head - rows * (ch + caption_h + gap) - L.px(20)
        if button_rows and len(button_rows) * (button_h + gap) > room:
            button_h = max(L.font(11) + L.px(6), room // len(button_rows) - gap)
            bsize = max(9, button_h - L.px(10))
        h = head + rows * (ch + caption_h + gap) + len(button_rows) * (button_h + gap) + L.px(12)
        title_w = f.get("bold", L.font(20)).size(self.title)[0] + L.px(40)     # a long German title whole
        width = min(area.w, max(L.px(520), title_w, min(count, per_row) * (cw + gap) + L.px(40),
                                max([sum(bws[k] + gap for k in r) for r in button_rows] + [0]) + L.px(40)))
        self.rect = pygame.Rect(0, 0, width, min(h, L.height - L.top_bar.bottom - L.action_bar.h))
        self.rect.midtop = (area.centerx, area.y + L.px(8))
        self.button_size = bsize
        self.captions: dict[int, str] = {}
        used_w = min(count, per_row) * (cw + gap) - gap
        x0 = self.rect.centerx - used_w // 2
        cells = []
        for k in range(count):
            row, col = divmod(k, per_row)
            cells.append(pygame.Rect(x0 + col * (cw + gap), self.rect.y + head + row * (ch + caption_h + gap),
                                     cw, ch))
        for (a, (card, caption)), cell in zip(card_options, cells):
            self.captions[len(self.choices)] = caption
            self.choices.append(Choice(cell, card_name(card.name), a, card))
        self.add_buttons(button_rows, bws, labels, others, self.rect.y + head + rows * (ch + caption_h + gap),
                         button_h, gap)
        for k in self.add_turned_over([state.cards[iid] for iid in extras], cells[len(card_options):]):
            self.captions[k] = tr("turned_over")

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self.draw_frame(surface)
        L = self.L
        for k, c in enumerate(self.choices):
            hover = c.rect.collidepoint(mouse)
            caption = self.captions.get(k, "")
            if c.card is None:
                self.draw_button(surface, c, k, hover, self.button_size, c.rect.w - L.px(10))
                continue
            if c.enabled:
                self.draw_card_choice(surface, c, hover)
            else:
                theme.blit(surface, self.art.face(c.card, c.rect.w), c.rect)
                veil = pygame.Surface(c.rect.size, pygame.SRCALPHA)
                veil.fill((10, 12, 16, 130))
                surface.blit(veil, c.rect)
            label = key_caption(k, caption) if c.enabled else caption
            if label:
                line_h = theme.fonts().get("cond", L.font(12)).get_linesize()
                box = pygame.Rect(c.rect.x - L.px(5), c.rect.bottom + L.px(4), c.rect.w + L.px(10), 2 * line_h)
                theme.text_box(surface, label, box, L.font(12), theme.TEXT if c.enabled else theme.TEXT_DIM, "cond",
                               "center", lines=2, excerpt=True)
