"""Things drawn over the table: a card's action menu, pile viewers, confirmations, the menu (a game's prompt panels
are overlays too: `GameView.prompt_panel`).

Each overlay consumes the events it handles (`handle` returns True) and says when it is `done`. Every choice an
overlay offers is a legal action from the engine, kept with the rectangle a player (or a test) clicks.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

import pygame

from ..engine.actions import Action
from ..i18n import card_name
from . import marks, theme
from .layout import Frame, grid
from .strings import tr


def key_caption(index: int, label: str) -> str:
    """A choice's label after the number key that takes it (`index` from 0; none past 9): "[1] 1 XP" - the key in
    brackets, so that it never reads as a part of a label that begins with a number ("1. 1 XP" read as "1.1 XP")."""
    return f"[{index + 1}] {label}".rstrip() if index < 9 else label


class Choice(NamedTuple):
    rect: pygame.Rect
    label: str
    action: Action | None
    card: Any = None             # a card of the game shown as the choice
    callback: Callable[[], Any] | None = None
    enabled: bool = True


class ScreenScale(NamedTuple):
    """The sizes an overlay needs, on a menu screen (the table passes its Frame, which has the same)."""

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

    def draw_dialog(self, surface: pygame.Surface, L: Any, rect: pygame.Rect, color: theme.Color = (30, 34, 42),
                    radius: int = 12, dim: int = 150) -> None:
        """What lies under the overlay dimmed (`dim`: how much), and its panel at `rect`."""
        shade = pygame.Surface((L.width, L.height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, dim))
        surface.blit(shade, (0, 0))
        theme.panel(surface, rect, color, theme.ACCENT, L.px(radius), 2)

    def choice_at(self, pos: tuple[int, int]) -> Choice | None:
        return next((c for c in getattr(self, "choices", []) if c.rect.collidepoint(pos) and c.enabled), None)

    def take_choice_at(self, pos: tuple[int, int]) -> Choice | None:
        """A click at `pos`: the choice there with a callback runs it. Returns the choice (None: none there)."""
        choice = self.choice_at(pos)
        if choice and choice.callback:
            choice.callback()
        return choice

    def card_at(self, pos: tuple[int, int]) -> tuple[Any, pygame.Rect] | None:
        """The card shown under `pos` (hovering it shows it large), with where it is drawn."""
        return None


class ChoicePanel(Overlay):
    """A game's prompt panel over the table: its choices (cards or buttons, each a legal action) taken by a click or
    a number key, the cards shown large on hover, and the panel's frame with its title and hint. The games' panels
    (`GameView.prompt_panel`) lay out `rect` and `choices` and draw them, with the buttons and cards drawn here."""

    modal = False
    rect: pygame.Rect
    choices: list[Choice]

    def __init__(self, L: Any, art: Any, title: str, hint: str, on_choose: Callable[[Action], Any]) -> None:
        """`L`: the table's layout; `art`: the game's card art; `hint`: a line under the title ("" for none)."""
        self.L = L
        self.art = art
        self.title = title
        self.hint = hint
        self.on_choose = on_choose
        self.choices = []

    def add_buttons(self, rows: Sequence[Sequence[int]], widths: Sequence[int], labels: Sequence[str],
                    actions: Sequence[Action], y: int, height: int, gap: int) -> int:
        """The options shown as buttons, row by row (`rows`: their indexes in `labels`), each row centred in the panel
        from `y` down. Returns the y below them."""
        for row in rows:
            row_w = sum(widths[k] for k in row) + gap * (len(row) - 1)
            x = self.rect.centerx - row_w // 2
            for k in row:
                self.choices.append(Choice(pygame.Rect(x, y, widths[k], height), labels[k], actions[k]))
                x += widths[k] + gap
            y += height + gap
        return y

    def add_turned_over(self, cards: Sequence[Any], cells: Sequence[pygame.Rect]) -> list[int]:
        """Cards turned over with the choice that cannot be chosen themselves: shown (dimmed, by `draw`), after every
        real choice so that number keys count only those. Returns their indexes in `choices`."""
        added = []
        for card, cell in zip(cards, cells):
            added.append(len(self.choices))
            self.choices.append(Choice(cell, card_name(card.name), None, card, enabled=False))
        return added

    def draw_card_choice(self, surface: pygame.Surface, choice: Choice, hover: bool) -> None:
        """A card to choose: its face, lit (brighter under the mouse)."""
        theme.blit(surface, self.art.face(choice.card, choice.rect.w), choice.rect)
        ring = choice.rect.inflate(6, 6)
        pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.TARGET, ring, 3 if hover else 2,
                         border_radius=self.L.px(10))
        marks.ring_mark(surface, ring, "target", theme.HIGHLIGHT if hover else theme.TARGET, self.L.px(9))

    def draw_button(self, surface: pygame.Surface, choice: Choice, index: int, hover: bool, size: int,
                    max_width: int = 0) -> None:
        """An option as a button with its label (`size` px, shrunk to `max_width` when given), its number key at its
        left."""
        L = self.L
        pygame.draw.rect(surface, (176, 128, 40) if hover else (120, 90, 36), choice.rect, border_radius=L.px(8))
        pygame.draw.rect(surface, theme.HIGHLIGHT, choice.rect, 1, border_radius=L.px(8))
        theme.draw_text(surface, choice.label, choice.rect.center, size, theme.TEXT, "bold", "center",
                        max_width=max_width, box=None if max_width else choice.rect)
        if index < 9:
            theme.draw_text(surface, str(index + 1), (choice.rect.x - L.px(4), choice.rect.centery), L.font(12),
                            theme.TEXT_DIM, "bold", "midright")

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

    def card_at(self, pos: tuple[int, int]) -> tuple[Any, pygame.Rect] | None:
        for c in self.choices:
            if c.card is not None and c.rect.collidepoint(pos):
                return c.card, c.rect
        return None

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The panel with its shadow, the title and the hint under it."""
        L = self.L
        theme.panel(surface, self.rect.move(L.px(5), L.px(5)), (0, 0, 0), None, L.px(12))
        theme.panel(surface, self.rect, (30, 36, 44), theme.ACCENT, L.px(12), 2)
        theme.draw_text(surface, self.title, (self.rect.centerx, self.rect.y + L.px(12)), L.font(20), theme.ACCENT,
                        "bold", "midtop", max_width=self.rect.w - L.px(30))
        if self.hint:
            theme.draw_text(surface, self.hint, (self.rect.centerx, self.rect.y + L.px(16) + L.font(20)),
                            L.font(14), theme.TEXT_DIM, "sans", "midtop", max_width=self.rect.w - L.px(30))


class CardMenu(Overlay):
    """The actions one card offers now (the click equivalent of every drag)."""

    def __init__(self, L: Frame, title: str, items: Sequence[tuple[str, Action]], anchor: pygame.Rect,
                 on_choose: Callable[[Action], Any]) -> None:
        self.L = L
        self.title = title
        self.on_choose = on_choose
        f = theme.fonts()
        size = L.font(15)
        width = max([f.get("sans", size).size(key_caption(k, label))[0] for k, (label, _) in enumerate(items)]
                    + [f.get("bold", size).size(title)[0]]) + L.px(28)
        row = size + L.px(12)
        h = row * (len(items) + 1) + L.px(8)
        self.rect = pygame.Rect(anchor.centerx - width // 2, anchor.y - h - L.px(6), width, h)
        if self.rect.y < L.top_bar.bottom:
            self.rect.y = anchor.bottom + L.px(6)
        self.rect.clamp_ip(pygame.Rect(0, 0, L.width, L.height))
        self.choices = [Choice(pygame.Rect(self.rect.x + L.px(4), self.rect.y + L.px(4) + row * (k + 1),
                                           width - L.px(8), row), key_caption(k, label), action)
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


def wrap_buttons(widths: Sequence[int], room: int, gap: int) -> list[list[int]]:
    """Buttons of these widths in rows at most `room` wide (the indexes of each row's buttons)."""
    rows: list[list[int]] = []
    used = 0
    for k, width in enumerate(widths):
        if not rows or used + width > room:
            rows.append([])
            used = 0
        rows[-1].append(k)
        used += width + gap
    return rows


def _digit(event: pygame.event.Event) -> int | None:
    if pygame.K_1 <= event.key <= pygame.K_9:
        return event.key - pygame.K_1
    if pygame.K_KP1 <= event.key <= pygame.K_KP9:
        return event.key - pygame.K_KP1
    return None


class PileViewer(Overlay):
    """A pile's cards grouped by card, with counts (x/y: here / owned in all, like the online edition)."""

    def __init__(self, L: Frame, art: Any, title: str, entries: Sequence[tuple[Any, str]], card_width: int,
                 note: str = "") -> None:
        """`art`: the game's card art; `card_width`: the width of the table's stack cards (the viewer's are a
        little larger); `note`: a line under the title (what the numbers under the cards count)."""
        self.L = L
        self.art = art
        self.title = title
        self.note = note
        self.entries = list(entries)
        cw = max(80, round(card_width * 1.1))
        ch = art.height(cw)
        gap = L.px(14)
        # As large as the cards need, at most 80% of the window.
        max_w, max_h = round(L.width * 0.8), round(L.height * 0.8)
        cols = max(1, min(len(self.entries), (max_w - L.px(40) + gap) // (cw + gap)))
        rows = max(1, (len(self.entries) + cols - 1) // cols)
        head, foot = L.font(22) + L.px(30) + (L.font(14) + L.px(6) if note else 0), L.font(12) + L.px(24)
        title_w = theme.fonts().get("bold", L.font(22)).size(title)[0] + L.px(40)    # the panel holds its title
        width = max(L.px(420), cols * (cw + gap) - gap + L.px(40), title_w)
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

    def card_at(self, pos: tuple[int, int]) -> tuple[Any, pygame.Rect] | None:
        for (card, _), cell in zip(self.entries, self.cells):
            if cell.collidepoint(pos):
                return card, cell
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        self.draw_dialog(surface, L, self.rect, (28, 32, 40), radius=14)
        theme.draw_text(surface, self.title, (self.rect.centerx, self.rect.y + L.px(14)), L.font(22), theme.ACCENT,
                        "bold", "midtop", max_width=self.rect.w - L.px(24))
        if self.note:
            theme.draw_text(surface, self.note, (self.rect.centerx, self.rect.y + L.px(20) + L.font(22)), L.font(14),
                            theme.TEXT_DIM, "sans", "midtop", max_width=self.rect.w - L.px(24))
        if not self.entries:
            theme.draw_text(surface, tr("empty_pile"), self.rect.center, L.font(18), theme.TEXT_DIM, "sans", "center")
        for (card, count), cell in zip(self.entries, self.cells):
            if cell.bottom > self.rect.bottom - L.px(10):
                break
            theme.blit(surface, self.art.face(card, self.cw), cell.topleft)
            theme.draw_text(surface, count, (cell.centerx, cell.y + self.art.height(self.cw) + L.px(2)), L.font(15),
                            theme.TEXT, "bold", "midtop")
        theme.draw_text(surface, tr("close_hint"), (self.rect.centerx, self.rect.bottom - L.px(10)), L.font(12),
                        theme.TEXT_DIM, "sans", "midbottom", max_width=self.rect.w - L.px(20))


class ConfirmDialog(Overlay):
    def __init__(self, L: Frame | ScreenScale, text: str, detail: str, on_yes: Callable[[], Any],
                 yes: str = "", no: str = "", on_no: Callable[[], Any] | None = None) -> None:
        """`yes`/`no`: the buttons' words when Yes and No would not say what each does; `on_no`: what No does
        besides closing the question."""
        self.L = L
        self.text = text
        self.detail = detail
        self.on_yes = on_yes
        self.on_no = on_no
        # The detail in as many lines as it needs (a question that names what is left to do can be long).
        width = L.px(640)
        self.detail_lines = theme.fonts().wrap(detail, "sans", L.font(15), width - L.px(40)) if detail else []
        line_h = L.font(15) + L.px(5)
        self.rect = pygame.Rect(0, 0, width, L.px(176) + max(1, len(self.detail_lines)) * line_h)
        self.rect.center = (L.width // 2, L.height // 2)
        bw, bh = L.px(160), L.px(48)
        y = self.rect.bottom - bh - L.px(20)
        self.choices = [Choice(pygame.Rect(self.rect.centerx - bw - L.px(10), y, bw, bh), yes or tr("yes"), None,
                               callback=self._yes),
                        Choice(pygame.Rect(self.rect.centerx + L.px(10), y, bw, bh), no or tr("no"), None,
                               callback=self._no)]

    def _yes(self) -> None:
        self.done = True
        self.on_yes()

    def _no(self) -> None:
        self.done = True
        if self.on_no is not None:
            self.on_no()

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.take_choice_at(event.pos)
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
        self.draw_dialog(surface, L, self.rect, dim=140)
        theme.draw_text(surface, self.text, (self.rect.centerx, self.rect.y + L.px(24)), L.font(22), theme.TEXT,
                        "bold", "midtop", max_width=self.rect.w - L.px(30))
        y = self.rect.y + L.px(64)
        for line in self.detail_lines:
            theme.draw_text(surface, line, (self.rect.centerx, y), L.font(15), theme.TEXT_DIM, "sans", "midtop",
                            max_width=self.rect.w - L.px(30))
            y += L.font(15) + L.px(5)
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if not hover else theme.mix(theme.PANEL_LIGHT, (255, 255, 255),
                                                                                    0.15), c.rect,
                             border_radius=L.px(8))
            pygame.draw.rect(surface, theme.ACCENT, c.rect, 1, border_radius=L.px(8))
            theme.draw_text(surface, c.label, c.rect.center, L.font(18), theme.TEXT, "bold", "center",
                            max_width=c.rect.w - L.px(12))


class MenuOverlay(Overlay):
    """The in-game menu (Esc)."""

    def __init__(self, L: Frame, entries: Sequence[tuple[str, str, Callable[[], Any]]]) -> None:
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
        self.draw_dialog(surface, L, self.rect)
        theme.draw_text(surface, tr("menu"), (self.rect.centerx, self.rect.y + L.px(18)), L.font(24), theme.ACCENT,
                        "title", "midtop")
        for c in self.choices:
            hover = c.rect.collidepoint(mouse)
            pygame.draw.rect(surface, theme.mix(theme.PANEL_LIGHT, (255, 255, 255), 0.15 if hover else 0), c.rect,
                             border_radius=L.px(8))
            pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.PANEL_EDGE, c.rect, 1,
                             border_radius=L.px(8))
            theme.draw_text(surface, c.label, c.rect.center, L.font(18), theme.TEXT, "bold", "center",
                            max_width=c.rect.w - L.px(12))
