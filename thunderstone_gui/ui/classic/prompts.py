"""The original game's prompts as panels over the table: the question in words, its options as cards (click one,
or a number key) or buttons; cards turned over with the ones to choose from are shown dimmed. The hand stays
draggable meanwhile (a discard onto the discard pile, a destroy onto the destroyed pile)."""

from __future__ import annotations

import contextlib
from typing import Any, Callable, Sequence

import pygame

from ...engine.actions import Action
from ...i18n import card_name, engine_text
from ...systems.classic.state import ClassicState
from .. import theme
from ..card_faces import card_height
from ..hall.layout import HallLayout
from ..layout import grid
from ..overlays import Choice, ChoicePanel, wrap_buttons
from .card_art import CardArt
from .strings import tr


def prompt_title(state: ClassicState, names: Sequence[str]) -> str:
    p = state.pending
    d = p.detail
    name = names[p.seat] if 0 <= p.seat < len(names) else ""
    kind = p.prompt
    reason = engine_text(str(d("reason", "")))
    if kind == "discard":
        mode = d("mode", "any")
        if mode == "hero_or_two":
            return tr("prompt_discard_hero_or_two", name=name, reason=reason)
        if mode == "hero":
            return tr("prompt_discard_hero", name=name, reason=reason)
        return tr("prompt_discard", name=name, n=d("count", 1), reason=reason)
    if kind == "destroy":
        return tr("prompt_destroy", reason=reason)
    if kind == "penalty":
        source = d("source", "")
        label = tr("penalty_disease") if source == "disease" else tr("penalty_battle")
        if isinstance(source, str) and source.startswith("hero:"):
            with contextlib.suppress(ValueError, IndexError):
                label = tr("penalty_on", name=card_name(state.cards[int(source.split(':')[1])].name))
        return tr("prompt_penalty", source=label, attack=d("attack", "?"), magic=d("magic", "?"))
    if kind == "spoils":
        return tr("prompt_spoils", gold=d("gold", 0))
    if kind == "battle_destroy":
        what = d("what", "")
        if not what:
            return tr("prompt_battle_destroy_card")
        return tr("prompt_battle_destroy", what=engine_text(str(what)))
    if kind == "conjure_hero":
        weapon = d("weapon", -1)
        what = (card_name(state.cards[weapon].name) if isinstance(weapon, int) and 0 <= weapon < len(state.cards)
                else engine_text("Weapon"))
        return tr("prompt_conjure_hero", weapon=what)
    if kind in ("reveal_destroy", "destroy_own"):
        return tr(f"prompt_{kind}", name=name, reason=reason)
    key = f"prompt_{kind}"
    text = tr(key)
    return text if text != key else engine_text(kind.replace("_", " ")).capitalize()


def option_label(state: ClassicState, action: Action) -> str:
    """A button label for a prompt option that is not a card."""
    opt = action.option
    if opt == "attack":
        return tr("take_attack")
    if opt == "magic":
        return tr("take_magic")
    if opt == "skip":
        return tr("skip")
    if opt == "done":
        return tr("done")
    if opt == "bottom" and action.rank:
        iid = state.hall[action.rank - 1]
        return tr("bottom_rank", n=action.rank, name=card_name(state.cards[iid].name) if iid >= 0 else "?")
    if opt.startswith("arrange:"):
        ranks = [int(r) for r in opt.split(":")[1].split(",")]
        names = [card_name(state.cards[state.hall[r - 1]].name) for r in ranks if state.hall[r - 1] >= 0]
        return tr("arrange", order=" · ".join(f"{k + 1}: {n}" for k, n in enumerate(names)))
    if action.rank and action.card < 0:
        iid = state.hall[action.rank - 1]
        return tr("rank_option", n=action.rank, name=card_name(state.cards[iid].name) if iid >= 0 else "?")
    return engine_text(opt) if opt else "?"


class PromptPanel(ChoicePanel):
    """A prompt as clear choices: its cards (click one) and its other options (buttons)."""


    def __init__(self, L: HallLayout, art: CardArt, state: ClassicState, names: Sequence[str],
                 options: Sequence[Action], on_choose: Callable[[Action], Any]) -> None:
        prompt = state.pending.prompt
        hint = {"destroy": tr("drag_or_click"), "discard": tr("drag_or_click"),
                "destroy_own": tr("drag_or_click"), "stow": tr("drag_to_deck")}.get(prompt, "")
        super().__init__(L, art, prompt_title(state, names), hint, on_choose)
        self.state = state
        area = pygame.Rect(L.main.x, L.hall.y, L.main.w, L.village.bottom - L.hall.y)
        cards = [a for a in options if a.card >= 0]
        others = [a for a in options if a.card < 0]
        # Cards turned over with the ones to choose from (a Torment's Breach): shown too, dimmed, not choosable.
        chosen = {a.card for a in cards}
        extras = [i for i in state.revealed if i not in chosen] if prompt in ("reveal_destroy", "sphinx") else []
        cw = max(90, round(L.hand_card[0] * 0.95))
        ch = card_height(cw)
        gap = L.px(12)
        per_row = max(1, (area.w - L.px(40) + gap) // (cw + gap))
        shown = len(cards) + len(extras)
        rows = (shown + per_row - 1) // per_row
        f = theme.fonts()
        bsize = L.font(16)
        button_h = bsize + L.px(18)
        labels = [option_label(state, a) for a in others]
        bws = [f.get("bold", bsize).size(t)[0] + L.px(30) for t in labels]
        head = L.font(20) + L.px(28) + (L.font(14) + L.px(4) if self.hint else 0)
        # Buttons wrap into as many rows as they need (Banish can offer six orders).
        button_rows = wrap_buttons(bws, area.w - L.px(40), gap)
        gap_rows = gap + L.font(12) + L.px(4)
        h = head + rows * (ch + gap_rows) + len(button_rows) * (button_h + gap) + L.px(16)
        width = min(area.w, max(L.px(520), min(shown, per_row) * (cw + gap) + L.px(40), max(
            [sum(bws[k] + gap for k in r) for r in button_rows] + [0]) + L.px(40)))
        self.rect = pygame.Rect(0, 0, width, min(h, L.height - L.top_bar.bottom - L.action_bar.h))
        self.rect.midtop = (area.centerx, area.y + L.px(10))
        cells = grid(pygame.Rect(self.rect.x + L.px(20), self.rect.y + head, self.rect.w - L.px(40),
                                 rows * (ch + gap_rows)), shown, cw, ch, gap)
        cells = [c.move(0, (c.y - self.rect.y - head) // (ch + gap) * (gap_rows - gap)) for c in cells]
        if shown:
            used_w = min(shown, per_row) * (cw + gap) - gap
            shift = (self.rect.w - L.px(40) - used_w) // 2
            cells = [c.move(shift, 0) for c in cells]
        for a, cell in zip(cards, cells):
            self.choices.append(Choice(cell, card_name(state.cards[a.card].name), a, state.cards[a.card]))
        self.add_buttons(button_rows, bws, labels, others, self.rect.y + head + rows * (ch + gap_rows), button_h, gap)
        self.add_turned_over([state.cards[iid] for iid in extras], cells[len(cards):])

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        self.draw_frame(surface)
        L = self.L
        for k, c in enumerate(self.choices):
            hover = c.rect.collidepoint(mouse)
            if c.card is not None and not c.enabled:
                theme.blit(surface, self.art.face(c.card, c.rect.w), c.rect)
                veil = pygame.Surface(c.rect.size, pygame.SRCALPHA)
                veil.fill((10, 12, 16, 130))
                surface.blit(veil, c.rect)
                theme.draw_text(surface, tr("turned_over_discarded"), (c.rect.centerx, c.rect.bottom + L.px(4)),
                                L.font(12), theme.TEXT_DIM, "cond", "midtop", max_width=c.rect.w + L.px(10))
            elif c.card is not None:
                self.draw_card_choice(surface, c, hover)
                if k < 9:
                    theme.draw_text(surface, str(k + 1), (c.rect.centerx, c.rect.bottom + L.px(4)), L.font(12),
                                    theme.TEXT_DIM, "bold", "midtop")
            else:
                self.draw_button(surface, c, k, hover, L.font(16))
