"""A game's card set on the New Game screen as its entries (monster classes, hero lines, Village stacks...), each
with a lock toggle and a reroll button, and the randomizer's notes as sentences beside them.

Game-agnostic: a setup panel gives the columns of `BoardEntry` (its own entry objects as keys) and asks `hit(pos)`
what a click meant: ("lock", key) or ("reroll", key). What a reroll draws is the game's business.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import pygame

from . import icons, theme
from .strings import tr


class BoardEntry(NamedTuple):
    key: Any                                  # the game's entry (classic: randomizer.Entry)
    name: str
    tag: str = ""                             # the set it comes from, as a pill ("" for none)
    tag_color: theme.Color | None = None      # the pill's colour (None: quiet grey)
    locked: bool = False


class EntryBoard:
    """Draws columns of entries and remembers where their controls are (a card set changes with the seed, so the
    controls are places of the last frame, not widgets)."""

    def __init__(self) -> None:
        self.hits: list[tuple[pygame.Rect, str, Any]] = []     # (rect, "lock" | "reroll" | "row", key)
        self.hover: Any = None                                  # the entry under the mouse

    def hit(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        """What a click at `pos` meant: ("lock", key), ("reroll", key), or None (a row's name: nothing)."""
        for rect, what, key in self.hits:
            if what != "row" and rect.collidepoint(pos):
                return what, key
        return None

    def rect_of(self, what: str, key: Any) -> pygame.Rect | None:
        """Where the control `what` of the entry `key` was drawn (tests click there)."""
        return next((rect for rect, w, k in self.hits if w == what and k == key), None)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, columns: Sequence[tuple[str, Sequence[BoardEntry]]],
             scale: float, mouse: tuple[int, int], can_reroll: bool = True) -> None:
        s = scale
        self.hits = []
        self.hover = None
        if not columns:
            return
        col_w = area.w // len(columns)
        most = max(1, max(len(entries) for _, entries in columns))
        top = area.y + round(26 * s)
        row_h = max(18, min(round(32 * s), (area.bottom - top) // most))
        for k, (label, entries) in enumerate(columns):
            x = area.x + k * col_w
            theme.draw_text(surface, f"{label} ({len(entries)})", (x, area.y), round(15 * s), theme.ACCENT, "bold",
                            max_width=col_w - round(10 * s))
            y = top
            for entry in entries:
                self._draw_row(surface, pygame.Rect(x, y, col_w - round(12 * s), row_h - 3), entry, s, mouse,
                               can_reroll)
                y += row_h

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: BoardEntry, s: float,
                  mouse: tuple[int, int], can_reroll: bool) -> None:
        hover = rect.collidepoint(mouse)
        if hover:
            self.hover = entry.key
        back = (58, 52, 34) if entry.locked else (32, 36, 44)
        pygame.draw.rect(surface, theme.mix(back, (255, 255, 255), 0.08) if hover else back, rect, border_radius=4)
        if entry.locked:
            pygame.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=4)
        side = rect.h - 4
        lock = pygame.Rect(rect.x + 2, rect.y + 2, side, side)
        reroll = pygame.Rect(rect.right - side - 2, rect.y + 2, side, side)
        self._control(surface, lock, mouse, entry.locked)
        img = icons.icon("lock", max(8, side - 6))
        if not entry.locked:
            img = img.copy()
            img.set_alpha(130)
        surface.blit(img, img.get_rect(center=lock.center))
        right = reroll.x - round(4 * s)
        if can_reroll and not entry.locked:
            self._control(surface, reroll, mouse, False)
            theme.draw_text(surface, "↻", reroll.center, max(9, side - 4), theme.ACCENT, "bold", "center")
            self.hits.append((reroll, "reroll", entry.key))
        if entry.tag:
            right = self._tag(surface, entry.tag, entry.tag_color, rect, right, s) - round(4 * s)
        theme.draw_text(surface, entry.name, (lock.right + round(8 * s), rect.centery), round(15 * s),
                        theme.TEXT, "sans", "midleft", max_width=max(10, right - lock.right - round(10 * s)))
        self.hits.append((lock, "lock", entry.key))
        self.hits.append((rect, "row", entry.key))

    @staticmethod
    def _control(surface: pygame.Surface, rect: pygame.Rect, mouse: tuple[int, int], on: bool) -> None:
        hover = rect.collidepoint(mouse)
        color = theme.PANEL_LIGHT if hover else theme.PANEL
        pygame.draw.rect(surface, color, rect, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT if on or hover else theme.PANEL_EDGE, rect, 1, border_radius=4)

    @staticmethod
    def _tag(surface: pygame.Surface, text: str, color: theme.Color | None, row: pygame.Rect, right: int,
             s: float) -> int:
        img = theme.fonts().render(text, "cond_bold", max(9, round(12 * s)),
                                   (255, 255, 255) if color else theme.TEXT_DIM)
        pill = img.get_rect().inflate(round(10 * s), round(2 * s))
        pill.midright = (right, row.centery)
        pygame.draw.rect(surface, color or (44, 48, 56), pill, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        return pill.x


def draw_notes(surface: pygame.Surface, area: pygame.Rect, notes: Sequence[str], empty: str, scale: float) -> None:
    """The randomizer's sentences under a heading ("Why these cards"), one paragraph each; `empty` when there are
    none. Lines that do not fit end the list with "…"."""
    s = scale
    theme.draw_text(surface, tr("setup_notes"), (area.x, area.y), round(15 * s), theme.ACCENT, "bold")
    size = max(11, round(14 * s))
    line_h = size + max(3, round(4 * s))
    y = area.y + round(26 * s)
    f = theme.fonts()
    for k, note in enumerate(notes or [empty]):
        lines = f.wrap(note, "sans", size, area.w - round(16 * s))
        for j, line in enumerate(lines):
            if y + 2 * line_h > area.bottom and (j < len(lines) - 1 or k < len(notes) - 1):
                theme.draw_text(surface, line + " …", (area.x + (round(14 * s) if j else 0), y), size,
                                theme.TEXT, "sans", max_width=area.w)
                return
            prefix = "• " if notes and j == 0 else ""
            theme.draw_text(surface, prefix + line, (area.x + (round(14 * s) if j or not notes else 0), y), size,
                            theme.TEXT if notes else theme.TEXT_DIM, "sans")
            y += line_h
        y += round(4 * s)
