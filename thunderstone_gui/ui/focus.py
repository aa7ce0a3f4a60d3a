"""Keyboard focus: a ring that moves between what a screen lets a player click, and keys that act where it is.

Every screen offers its clickable places as `Spot`s (`Scene.focus_spots`: its widgets, an open question's or menu's
choices, and what the screen draws itself: the title's unfinished games, a file's row, the table's cards, stacks,
ranks, rooms and buttons). Tab / Shift+Tab go to the next / previous spot, the arrow keys to the nearest one that
way; Enter or Space clicks it, I shows what hovering it shows (a card large with its help), Escape does what it
does on that screen. The ring is drawn only once the keyboard moved it (a click of the mouse hides it again), so a
player with a mouse sees nothing new and every shortcut a screen had keeps working.

A keyboard click is the mouse's own: the screen gets a press and a release at the spot (`Scene.activate`), so a
card's menu, a drop's click equivalent, a question's answer go exactly where a click would and the table never
changes the game itself. Nothing here knows a game: a table's spots come from its view's regions
(`GameView.focus_spots`).
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import pygame

from .widgets import Cycler, TextField, WidgetGroup

# Black outside, white inside: seen on the felt, on a card, on a lit stack and in high contrast alike, and unlike any
# colour of the table's own highlights (what can act glows gold, the hint blue, a drop's targets green).
RING_OUTER = (0, 0, 0)
RING_INNER = (255, 255, 255)

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
HELP_KEY = pygame.K_i


class Spot(NamedTuple):
    """A place the ring can stand on: `key` names it across layouts, `rect` is where the ring is drawn, `point` where
    a click there lands (None: the rectangle's centre; a card half covered by another is clicked where it shows)."""

    key: str
    rect: pygame.Rect
    point: tuple[int, int] | None = None

    @property
    def at(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center


def widget_spots(group: WidgetGroup) -> list[Spot]:
    """The widgets a click can use, in the order the screen made them."""
    return [Spot(f"w:{w.id}", w.rect) for w in group.items if w.visible and w.enabled and w.rect.w > 0]


def overlay_spots(overlay: Any) -> list[Spot]:
    """An overlay's choices (a card's menu, a question, the in-game menu), or its cards (a pile viewer: a click there
    closes it, I shows a card large)."""
    choices = getattr(overlay, "choices", None) or []
    spots = [Spot(f"o:{k}", c.rect) for k, c in enumerate(choices) if c.enabled]
    if not spots:
        entries = getattr(overlay, "entries", None) or []
        cells = getattr(overlay, "cells", None) or []
        rect = getattr(overlay, "rect", None)
        spots = [Spot(f"o:card:{k}", cell) for k, (_, cell) in enumerate(zip(entries, cells))
                 if rect is None or cell.bottom <= rect.bottom]
    return spots


class FocusRing:
    """Where the keyboard's focus is on one screen, and whether it is shown."""

    def __init__(self) -> None:
        self.key = ""                 # the spot focused (its key: kept while the screen is laid out again)
        self.shown = False            # drawn (the keyboard moved it since the last click)
        self.help = False             # I: the focused spot shows what hovering it shows
        self.trail: list[str] = []    # spots focused before: a menu closed, the ring goes back where it was

    def current(self, spots: Sequence[Spot]) -> Spot | None:
        """The focused spot; when it is gone (a menu closed, a card played), the last one before that is still
        there, else the first."""
        if not spots:
            return None
        by_key = {s.key: s for s in spots}
        if self.key in by_key:
            return by_key[self.key]
        for key in reversed(self.trail):
            if key in by_key:
                self._go(key)
                return by_key[key]
        self._go(spots[0].key)
        return spots[0]

    def _go(self, key: str) -> None:
        if key == self.key:
            return
        if self.key:
            self.trail = [k for k in self.trail if k != self.key][-30:] + [self.key]
        self.key = key

    def step(self, spots: Sequence[Spot], delta: int) -> Spot | None:
        """Tab (+1) / Shift+Tab (-1); the first Tab only shows the ring where it is."""
        now = self.current(spots)
        if now is None:
            return None
        if self.shown:
            index = next(k for k, s in enumerate(spots) if s.key == now.key)
            now = spots[(index + delta) % len(spots)]
            self._go(now.key)
        self.shown = True
        return now

    def toward(self, spots: Sequence[Spot], dx: int, dy: int) -> Spot | None:
        """An arrow key: the nearest spot that way (along the arrow counts once, across it twice), or the ring stays."""
        now = self.current(spots)
        if now is None:
            return None
        if not self.shown:
            self.shown = True
            return now
        cx, cy = now.rect.center
        best: tuple[float, Spot] | None = None
        for spot in spots:
            if spot.key == now.key:
                continue
            x, y = spot.rect.center
            along = (x - cx) * dx + (y - cy) * dy
            # Past the focused spot's edge that way (not merely its centre): a row of cards is crossed by one press.
            edge = now.rect.w // 2 if dx else now.rect.h // 2
            if along <= 0 or along < edge // 3:
                continue
            across = abs((y - cy) if dx else (x - cx))
            score = along + 2 * across
            if best is None or score < best[0]:
                best = (score, spot)
        if best is not None:
            self._go(best[1].key)
            return best[1]
        return now

    def draw(self, surface: pygame.Surface, spot: Spot, scale: float = 1.0) -> None:
        width = max(2, round(3 * scale))
        radius = max(4, round(8 * scale))
        outer = spot.rect.inflate(4 * width, 4 * width)
        pygame.draw.rect(surface, RING_OUTER, outer, 2 * width, border_radius=radius)
        pygame.draw.rect(surface, RING_INNER, outer.inflate(-width, -width), width, border_radius=radius)


def chart_spots(charts: Any) -> list[Spot]:
    """The charts' deck chart while they are shown (a click there shows the next player's deck)."""
    if not getattr(charts, "shown", False) or charts.stats is None or charts.stats.seats < 2:
        return []
    return [Spot("charts:deck", charts.deck_rect())]


def cycler_arrow(widget: Any, key: int) -> tuple[int, int] | None:
    """Left / Right on a focused cycler: the point of its ◀ / ▶ (a click there steps it that way)."""
    if not isinstance(widget, Cycler) or key not in (pygame.K_LEFT, pygame.K_RIGHT):
        return None
    r = widget.rect
    return (r.x + r.h // 2, r.centery) if key == pygame.K_LEFT else (r.right - r.h // 2, r.centery)


def drop_text_focus(group: WidgetGroup) -> None:
    """Tab leaves a text field being typed into."""
    for w in group.items:
        if isinstance(w, TextField):
            w.focused = False
