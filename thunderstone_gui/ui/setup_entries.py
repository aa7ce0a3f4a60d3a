"""A game's card set on the New Game screen as its entries (monster classes, hero lines, Village stacks...), each
with a lock toggle and a reroll button, and the randomizer's notes as sentences beside them.

Game-agnostic: a setup panel gives the columns of `BoardEntry` (its own entry objects as keys) and asks `hit(pos)`
what a click meant: ("lock", key) or ("reroll", key). What a reroll draws is the game's business.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import pygame

from . import theme
from .setup_phrases import note_text
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
        img = padlock(max(8, side - 4), entry.locked)
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
        color = theme.mix(theme.ACCENT, (0, 0, 0), 0.55) if on else theme.PANEL_LIGHT if hover else theme.PANEL
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


_padlocks: dict[tuple[int, bool], pygame.Surface] = {}


def padlock(size: int, locked: bool) -> pygame.Surface:
    """A padlock drawn with primitives (4x and smoothed): closed and gold when locked, open and grey when not."""
    key = (size, locked)
    surf = _padlocks.get(key)
    if surf is None:
        big = size * 4
        layer = pygame.Surface((big, big), pygame.SRCALPHA)
        color = theme.ACCENT if locked else theme.TEXT_DIM
        width = max(2, big // 9)
        body = pygame.Rect(round(big * 0.18), round(big * 0.46), round(big * 0.64), round(big * 0.46))
        radius = round(big * 0.2)
        lift = 0 if locked else round(big * 0.14)
        arc = pygame.Rect(big // 2 - radius, round(big * 0.1) - lift, 2 * radius, 2 * radius)
        pygame.draw.arc(layer, color, arc, 0, 3.1416, width)
        leg_top = arc.centery
        pygame.draw.line(layer, color, (arc.x + width // 2, leg_top), (arc.x + width // 2, body.y), width)
        right_end = body.y if locked else leg_top + round(big * 0.06)
        pygame.draw.line(layer, color, (arc.right - width // 2 - 1, leg_top), (arc.right - width // 2 - 1, right_end),
                         width)
        pygame.draw.rect(layer, color, body, 0 if locked else width, border_radius=round(big * 0.08))
        surf = _padlocks[key] = pygame.transform.smoothscale(layer, (size, size))
    return surf


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
        lines = f.wrap(note_text(note), "sans", size, area.w - round(16 * s))
        for j, line in enumerate(lines):
            if y + 2 * line_h > area.bottom and (j < len(lines) - 1 or k < len(notes) - 1):
                theme.draw_text(surface, line + " …", (area.x + (round(14 * s) if j else 0), y), size,
                                theme.TEXT, "sans", max_width=area.w)
                return
            prefix = "• " if notes and j == 0 else ""
            theme.draw_text(surface, prefix + line, (area.x + (round(14 * s) if j and notes else 0), y), size,
                            theme.TEXT if notes else theme.TEXT_DIM, "sans")
            y += line_h
        y += round(4 * s)
