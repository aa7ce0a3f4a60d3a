"""Things drawn over the table: a card's action menu, the prompt panel, pile viewers, confirmations, the menu.

Each overlay consumes the events it handles (`handle` returns True) and says when it is `done`. Every choice an
overlay offers is a legal action from the engine, kept with the rectangle a player (or a test) clicks.
"""

from __future__ import annotations

import contextlib
from typing import Any, Callable, NamedTuple, Sequence

import pygame

from ..engine.actions import Action
from ..systems.classic.cards import Card
from ..systems.classic.state import ClassicState
from . import theme
from .card_art import CardArt, card_height
from .layout import TableLayout, grid
from .strings import tr


class Choice(NamedTuple):
    rect: pygame.Rect
    label: str
    action: Action | None
    card: Card | None = None
    callback: Callable[[], Any] | None = None
    enabled: bool = True


class ScreenScale(NamedTuple):
    """The sizes an overlay needs, on a menu screen (the table passes its TableLayout, which has the same)."""

    width: int
    height: int
    scale: float

    def font(self, base: float) -> int:
        return max(9, round(base * self.scale))

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))


class Overlay:
    done = False
    modal = True        # blocks the table below (the prompt panel does not: the hand stays usable)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        pass

    def choice_at(self, pos: tuple[int, int]) -> Choice | None:
        return next((c for c in getattr(self, "choices", []) if c.rect.collidepoint(pos) and c.enabled), None)


class CardMenu(Overlay):
    """The actions one card offers now (the click equivalent of every drag)."""

    def __init__(self, L: TableLayout, title: str, items: Sequence[tuple[str, Action]], anchor: pygame.Rect,
                 on_choose: Callable[[Action], Any]) -> None:
        self.L = L
        self.title = title
        self.on_choose = on_choose
        f = theme.fonts()
        size = L.font(15)
        width = max([f.get("sans", size).size(f"{k + 1}. {label}")[0] for k, (label, _) in enumerate(items)]
                    + [f.get("bold", size).size(title)[0]]) + L.px(28)
        row = size + L.px(12)
        h = row * (len(items) + 1) + L.px(8)
        self.rect = pygame.Rect(anchor.centerx - width // 2, anchor.y - h - L.px(6), width, h)
        if self.rect.y < L.top_bar.bottom:
            self.rect.y = anchor.bottom + L.px(6)
        self.rect.clamp_ip(pygame.Rect(0, 0, L.width, L.height))
        self.choices = [Choice(pygame.Rect(self.rect.x + L.px(4), self.rect.y + L.px(4) + row * (k + 1),
                                           width - L.px(8), row), f"{k + 1}. {label}", action)
                        for k, (label, action) in enumerate(items)]

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.choice_at(event.pos)
            self.done = True
            if choice is not None and choice.action is not None:
                self.on_choose(choice.action)
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.done = True
                return True
            index = _digit(event)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                index = 0
            if index is not None and index < len(self.choices):
                self.done = True
                action = self.choices[index].action
                if action is not None:
                    self.on_choose(action)
                return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        theme.panel(surface, self.rect.move(L.px(4), L.px(4)), (0, 0, 0), None, L.px(8))
        theme.panel(surface, self.rect, (30, 34, 42), theme.ACCENT, L.px(8))
        theme.draw_text(surface, self.title, (self.rect.x + L.px(12), self.rect.y + L.px(8)), L.font(15),
                        theme.ACCENT, "bold")
        for c in self.choices:
            if c.rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.PANEL_LIGHT, c.rect, border_radius=L.px(5))
            theme.draw_text(surface, c.label, (c.rect.x + L.px(8), c.rect.centery), L.font(15), theme.TEXT, "sans",
                            "midleft")


def _digit(event: pygame.event.Event) -> int | None:
    if pygame.K_1 <= event.key <= pygame.K_9:
        return event.key - pygame.K_1
    if pygame.K_KP1 <= event.key <= pygame.K_KP9:
        return event.key - pygame.K_KP1
    return None


def prompt_title(state: ClassicState, names: Sequence[str]) -> str:
    p = state.pending
    d = p.detail
    name = names[p.seat] if 0 <= p.seat < len(names) else ""
    kind = p.prompt
    if kind == "discard":
        mode = d("mode", "any")
        if mode == "hero_or_two":
            return tr("prompt_discard_hero_or_two", name=name, reason=d("reason", ""))
        if mode == "hero":
            return tr("prompt_discard_hero", name=name, reason=d("reason", ""))
        return tr("prompt_discard", name=name, count=d("count", 1), reason=d("reason", ""))
    if kind == "destroy":
        return tr("prompt_destroy", reason=d("reason", ""))
    if kind == "penalty":
        source = d("source", "")
        label = "Disease" if source == "disease" else "Battle penalty"
        if isinstance(source, str) and source.startswith("hero:"):
            with contextlib.suppress(ValueError, IndexError):
                label = f"Penalty on {state.cards[int(source.split(':')[1])].name}"
        return tr("prompt_penalty", source=label, attack=d("attack", "?"), magic=d("magic", "?"))
    if kind == "spoils":
        return tr("prompt_spoils", gold=d("gold", 0))
    if kind == "battle_destroy":
        return tr("prompt_battle_destroy", what=d("what", "card"))
    if kind == "conjure_hero":
        weapon = d("weapon", -1)
        what = state.cards[weapon].name if isinstance(weapon, int) and 0 <= weapon < len(state.cards) else "Weapon"
        return tr("prompt_conjure_hero", weapon=what)
    if kind in ("reveal_destroy", "destroy_own"):
        return tr(f"prompt_{kind}", name=name, reason=d("reason", ""))
    key = f"prompt_{kind}"
    text = tr(key)
    return text if text != key else kind.replace("_", " ").title()


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
        return tr("bottom_rank", n=action.rank, name=state.cards[iid].name if iid >= 0 else "?")
    if opt.startswith("arrange:"):
        ranks = [int(r) for r in opt.split(":")[1].split(",")]
        names = [state.cards[state.hall[r - 1]].name for r in ranks if state.hall[r - 1] >= 0]
        return tr("arrange", order=" · ".join(f"{k + 1}: {n}" for k, n in enumerate(names)))
    if action.rank and action.card < 0:
        iid = state.hall[action.rank - 1]
        return f"Rank {action.rank}: {state.cards[iid].name if iid >= 0 else '?'}"
    return opt or "?"


class PromptPanel(Overlay):
    """A prompt as clear choices: its cards (click one) and its other options (buttons)."""

    modal = False

    def __init__(self, L: TableLayout, art: CardArt, state: ClassicState, names: Sequence[str],
                 options: Sequence[Action], on_choose: Callable[[Action], Any]) -> None:
        self.L = L
        self.art = art
        self.state = state
        self.on_choose = on_choose
        self.title = prompt_title(state, names)
        prompt = state.pending.prompt
        self.hint = {"destroy": tr("drag_or_click"), "discard": tr("drag_or_click"),
                     "destroy_own": tr("drag_or_click"), "stow": tr("drag_to_deck")}.get(prompt, "")
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
        button_rows: list[list[int]] = []
        x_used = 0
        for k, bw in enumerate(bws):
            if not button_rows or x_used + bw > area.w - L.px(40):
                button_rows.append([])
                x_used = 0
            button_rows[-1].append(k)
            x_used += bw + gap
        gap_rows = gap + L.font(12) + L.px(4)
        h = head + rows * (ch + gap_rows) + len(button_rows) * (button_h + gap) + L.px(16)
        width = min(area.w, max(L.px(520), min(shown, per_row) * (cw + gap) + L.px(40), max(
            [sum(bws[k] + gap for k in r) for r in button_rows] + [0]) + L.px(40)))
        self.rect = pygame.Rect(0, 0, width, min(h, L.height - L.top_bar.bottom - L.action_bar.h))
        self.rect.midtop = (area.centerx, area.y + L.px(10))
        self.choices: list[Choice] = []
        cells = grid(pygame.Rect(self.rect.x + L.px(20), self.rect.y + head, self.rect.w - L.px(40),
                                 rows * (ch + gap_rows)), shown, cw, ch, gap)
        cells = [c.move(0, (c.y - self.rect.y - head) // (ch + gap) * (gap_rows - gap)) for c in cells]
        if shown:
            used_w = min(shown, per_row) * (cw + gap) - gap
            shift = (self.rect.w - L.px(40) - used_w) // 2
            cells = [c.move(shift, 0) for c in cells]
        for a, cell in zip(cards, cells):
            self.choices.append(Choice(cell, state.cards[a.card].name, a, state.cards[a.card]))
        y = self.rect.y + head + rows * (ch + gap_rows)
        for row in button_rows:
            row_w = sum(bws[k] for k in row) + gap * (len(row) - 1)
            x = self.rect.centerx - row_w // 2
            for k in row:
                self.choices.append(Choice(pygame.Rect(x, y, bws[k], button_h), labels[k], others[k]))
                x += bws[k] + gap
            y += button_h + gap
        # Last, so that number keys still count only the real choices.
        for iid, cell in zip(extras, cells[len(cards):]):
            self.choices.append(Choice(cell, state.cards[iid].name, None, state.cards[iid], enabled=False))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.choice_at(event.pos)
            if choice is not None and choice.action is not None:
                self.on_choose(choice.action)
                return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            index = _digit(event)
            if index is not None and index < len(self.choices):
                action = self.choices[index].action
                if action is not None:
                    self.on_choose(action)
                return True
        return False

    def card_at(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        for c in self.choices:
            if c.card is not None and c.rect.collidepoint(pos):
                return c.card, c.rect
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        theme.panel(surface, self.rect.move(L.px(5), L.px(5)), (0, 0, 0), None, L.px(12))
        theme.panel(surface, self.rect, (30, 36, 44), theme.ACCENT, L.px(12), 2)
        theme.draw_text(surface, self.title, (self.rect.centerx, self.rect.y + L.px(12)), L.font(20), theme.ACCENT,
                        "bold", "midtop", max_width=self.rect.w - L.px(30))
        if self.hint:
            theme.draw_text(surface, self.hint, (self.rect.centerx, self.rect.y + L.px(16) + L.font(20)),
                            L.font(14), theme.TEXT_DIM, "sans", "midtop")
        f = theme.fonts()
        for k, c in enumerate(self.choices):
            hover = c.rect.collidepoint(mouse)
            if c.card is not None and not c.enabled:
                surface.blit(self.art.face(c.card, c.rect.w), c.rect)
                veil = pygame.Surface(c.rect.size, pygame.SRCALPHA)
                veil.fill((10, 12, 16, 130))
                surface.blit(veil, c.rect)
                note = f.render(tr("turned_over_discarded"), "cond", L.font(12), theme.TEXT_DIM)
                surface.blit(note, note.get_rect(midtop=(c.rect.centerx, c.rect.bottom + L.px(4))))
                continue
            if c.card is not None:
                surface.blit(self.art.face(c.card, c.rect.w), c.rect)
                pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.TARGET, c.rect.inflate(6, 6),
                                 3 if hover else 2, border_radius=L.px(10))
            else:
                pygame.draw.rect(surface, (176, 128, 40) if hover else (120, 90, 36), c.rect, border_radius=L.px(8))
                pygame.draw.rect(surface, theme.HIGHLIGHT, c.rect, 1, border_radius=L.px(8))
                img = f.render(c.label, "bold", L.font(16), theme.TEXT)
                surface.blit(img, img.get_rect(center=c.rect.center))
            if k < 9:
                num = f.render(str(k + 1), "bold", L.font(12), theme.TEXT_DIM)
                surface.blit(num, num.get_rect(midtop=(c.rect.centerx, c.rect.bottom + L.px(4)))
                             if c.card is not None else num.get_rect(midright=(c.rect.x - L.px(4), c.rect.centery)))


class PileViewer(Overlay):
    """A pile's cards grouped by card, with counts (x/y: here / owned in all, like the online edition)."""

    def __init__(self, L: TableLayout, art: CardArt, title: str, entries: Sequence[tuple[Card, str]]) -> None:
        self.L = L
        self.art = art
        self.title = title
        self.entries = list(entries)
        cw = max(80, round(L.supply_card[0] * 1.1))
        ch = card_height(cw)
        gap = L.px(14)
        # As large as the cards need, at most 80% of the window.
        max_w, max_h = round(L.width * 0.8), round(L.height * 0.8)
        cols = max(1, min(len(self.entries), (max_w - L.px(40) + gap) // (cw + gap)))
        rows = max(1, (len(self.entries) + cols - 1) // cols)
        head, foot = L.font(22) + L.px(30), L.font(12) + L.px(24)
        width = max(L.px(420), cols * (cw + gap) - gap + L.px(40))
        height = min(max_h, head + rows * (ch + L.font(16) + gap) + foot)
        self.rect = pygame.Rect(0, 0, min(max_w, width), height)
        self.rect.center = (L.width // 2, L.height // 2)
        used = cols * (cw + gap) - gap
        inner = pygame.Rect(self.rect.centerx - used // 2, self.rect.y + head, used, height - head - foot)
        self.cells = grid(inner, len(self.entries), cw, ch + L.font(16), gap)
        self.cw = cw
        self.choices: list[Choice] = []

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.done = True
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.done = True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def card_at(self, pos: tuple[int, int]) -> tuple[Card, pygame.Rect] | None:
        for (card, _), cell in zip(self.entries, self.cells):
            if cell.collidepoint(pos):
                return card, cell
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        dim = pygame.Surface((L.width, L.height), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        theme.panel(surface, self.rect, (28, 32, 40), theme.ACCENT, L.px(14), 2)
        theme.draw_text(surface, self.title, (self.rect.centerx, self.rect.y + L.px(14)), L.font(22), theme.ACCENT,
                        "bold", "midtop")
        if not self.entries:
            theme.draw_text(surface, tr("empty_pile"), self.rect.center, L.font(18), theme.TEXT_DIM, "sans", "center")
        for (card, count), cell in zip(self.entries, self.cells):
            if cell.bottom > self.rect.bottom - L.px(10):
                break
            surface.blit(self.art.face(card, self.cw), cell.topleft)
            theme.draw_text(surface, count, (cell.centerx, cell.y + card_height(self.cw) + L.px(2)), L.font(15),
                            theme.TEXT, "bold", "midtop")
        theme.draw_text(surface, "Click anywhere or press Esc to close", (self.rect.centerx, self.rect.bottom
                                                                           - L.px(10)),
                        L.font(12), theme.TEXT_DIM, "sans", "midbottom")


class ConfirmDialog(Overlay):
    def __init__(self, L: TableLayout | ScreenScale, text: str, detail: str, on_yes: Callable[[], Any]) -> None:
        self.L = L
        self.text = text
        self.detail = detail
        self.on_yes = on_yes
        self.rect = pygame.Rect(0, 0, L.px(560), L.px(200))
        self.rect.center = (L.width // 2, L.height // 2)
        bw, bh = L.px(160), L.px(48)
        y = self.rect.bottom - bh - L.px(20)
        self.choices = [Choice(pygame.Rect(self.rect.centerx - bw - L.px(10), y, bw, bh), tr("yes"), None,
                               callback=self._yes),
                        Choice(pygame.Rect(self.rect.centerx + L.px(10), y, bw, bh), tr("no"), None,
                               callback=self._no)]

    def _yes(self) -> None:
        self.done = True
        self.on_yes()

    def _no(self) -> None:
        self.done = True

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.choice_at(event.pos)
            if choice and choice.callback:
                choice.callback()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self._yes()
            elif event.key in (pygame.K_ESCAPE, pygame.K_n):
                self._no()
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        dim = pygame.Surface((L.width, L.height), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        theme.panel(surface, self.rect, (30, 34, 42), theme.ACCENT, L.px(12), 2)
        theme.draw_text(surface, self.text, (self.rect.centerx, self.rect.y + L.px(24)), L.font(22), theme.TEXT,
                        "bold", "midtop")
        theme.draw_text(surface, self.detail, (self.rect.centerx, self.rect.y + L.px(64)), L.font(15), theme.TEXT_DIM,
                        "sans", "midtop", max_width=self.rect.w - L.px(30))
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if not hover else theme.mix(theme.PANEL_LIGHT, (255, 255, 255),
                                                                                    0.15), c.rect,
                             border_radius=L.px(8))
            pygame.draw.rect(surface, theme.ACCENT, c.rect, 1, border_radius=L.px(8))
            theme.draw_text(surface, c.label, c.rect.center, L.font(18), theme.TEXT, "bold", "center")


class MenuOverlay(Overlay):
    """The in-game menu (Esc)."""

    def __init__(self, L: TableLayout, entries: Sequence[tuple[str, str, Callable[[], Any]]]) -> None:
        self.L = L
        bw, bh, gap = L.px(320), L.px(50), L.px(12)
        h = len(entries) * (bh + gap) + L.px(80)
        self.rect = pygame.Rect(0, 0, bw + L.px(60), h)
        self.rect.center = (L.width // 2, L.height // 2)
        y = self.rect.y + L.px(64)
        self.choices = []
        self.ids = []
        for wid, label, callback in entries:
            self.choices.append(Choice(pygame.Rect(self.rect.centerx - bw // 2, y, bw, bh), label, None,
                                       callback=callback))
            self.ids.append(wid)
            y += bh + gap

    def choice_by_id(self, wid: str) -> Choice | None:
        return next((c for c, i in zip(self.choices, self.ids) if i == wid), None)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.choice_at(event.pos)
            if choice and choice.callback:
                self.done = True
                choice.callback()
            elif not self.rect.collidepoint(event.pos):
                self.done = True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.done = True
            return True
        return False

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        dim = pygame.Surface((L.width, L.height), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        theme.panel(surface, self.rect, (30, 34, 42), theme.ACCENT, L.px(12), 2)
        theme.draw_text(surface, tr("menu"), (self.rect.centerx, self.rect.y + L.px(18)), L.font(24), theme.ACCENT,
                        "title", "midtop")
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            pygame.draw.rect(surface, theme.mix(theme.PANEL_LIGHT, (255, 255, 255), 0.15 if hover else 0), c.rect,
                             border_radius=L.px(8))
            pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.PANEL_EDGE, c.rect, 1,
                             border_radius=L.px(8))
            theme.draw_text(surface, c.label, c.rect.center, L.font(18), theme.TEXT, "bold", "center")
