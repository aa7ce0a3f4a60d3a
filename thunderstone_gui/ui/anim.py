"""Card movements after an action: each card an event names flies from where it was to where it is now.

Positions come from the engine's `state.where` (or the game view's `card_place`) on the state before the action (a
cheap copy) and after it, and the table's card rectangles; the events only give the order. Speed comes from the
settings ("off" = no animation); Space or any new action finishes every flight at once.
"""

from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

import pygame

from ..engine.events import Event
from ..engine.state import GameState

SPEEDS = {"off": 0.0, "fast": 0.18, "normal": 0.32, "slow": 0.6}
STAGGER = 0.35          # of a flight's duration between two cards
ARC_SHARE = 0.12        # a flight's highest lift, as a share of its length...
ARC_MAX_PX = 48         # ...and at most this many pixels


Place = tuple[str, int]      # (zone, seat) from GameState.where; a game may number a zone's parts instead


def card_place(state: GameState, iid: int) -> Place | None:
    """Where a card is, by the engine's `state.where`; None for a card that is nowhere (a made-up instance)."""
    try:
        return state.where(iid)
    except KeyError:
        return None


class Flight(NamedTuple):
    iid: int
    image: pygame.Surface
    start: pygame.Rect
    end: pygame.Rect
    delay: float
    duration: float


class Animator:
    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def in_flight(self) -> frozenset[int]:
        """Cards not yet landed (the table leaves them out of their destination)."""
        return frozenset(f.iid for f in self.flights if self.clock < f.delay + f.duration)

    def skip(self) -> None:
        self.flights.clear()
        self.clock = 0.0

    def plan(self, events: Sequence[Event], before: GameState, after: GameState,
             rect_before: Callable[[int, Place], pygame.Rect | None],
             rect_after: Callable[[int, Place], pygame.Rect | None],
             image_for: Callable[[int, int], pygame.Surface], speed: str,
             place: Callable[[GameState, int], Place | None] = card_place) -> None:
        """Queue a flight for every card an event names whose place changed (`place`: where a card is, the game
        view's `card_place`)."""
        self.skip()
        duration = SPEEDS.get(speed, SPEEDS["normal"])
        if duration <= 0:
            return
        seen: set[int] = set()
        delay = 0.0
        for event in events:
            for iid in event.cards:
                if iid in seen or iid < 0:
                    continue
                seen.add(iid)
                a, b = place(before, iid), place(after, iid)
                if a is None or b is None or a == b:
                    continue
                start, end = rect_before(iid, a), rect_after(iid, b)
                if start is None or end is None or start == end:
                    continue
                self.flights.append(Flight(iid, image_for(iid, end.w), pygame.Rect(start), pygame.Rect(end), delay,
                                           duration))
                delay += duration * STAGGER
            if len(self.flights) > 24:
                break
        self.clock = 0.0

    def update(self, dt: float) -> bool:
        """Advance; returns True when a flight landed this frame (the table then redraws its layer)."""
        if not self.flights:
            return False
        before = self.in_flight()
        self.clock += dt
        if all(self.clock >= f.delay + f.duration for f in self.flights):
            self.flights.clear()
            self.clock = 0.0
            return True
        return self.in_flight() != before

    def draw(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The cards in flight, inside `area` (the play area: a card passes under the side panels and the bars,
        never over them)."""
        if area is not None:
            saved = surface.get_clip()
            surface.set_clip(area.clip(saved))
            try:
                self.draw(surface)
            finally:
                surface.set_clip(saved)
            return
        for f in self.flights:
            t = (self.clock - f.delay) / f.duration
            if t < 0 or t >= 1:
                continue
            x, y, w = flight_position(f, t)
            img = f.image
            if abs(w - img.get_width()) > 1:
                img = pygame.transform.smoothscale(img, (max(4, round(w)), max(4, round(w * 1.4))))
            surface.blit(img, (round(x), round(y)))


def flight_position(f: Flight, t: float) -> tuple[float, float, float]:
    """Top-left corner and width of a flying card at time t (0 = start, 1 = landed)."""
    e = 1 - (1 - t) ** 3          # ease out
    dx, dy = f.end.x - f.start.x, f.end.y - f.start.y
    # A card is lifted off the table as it travels: a shallow arc, higher for longer flights.
    lift = math.sin(math.pi * e) * min(ARC_MAX_PX, ARC_SHARE * math.hypot(dx, dy))
    return f.start.x + dx * e, f.start.y + dy * e - lift, f.start.w + (f.end.w - f.start.w) * e
