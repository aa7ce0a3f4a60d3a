"""Card movements after an action: each card an event names flies from where it was to where it is now.

Positions come from two snapshots of "where is every card" (before and after the action) and the table's card
rectangles; the events only give the order. Speed comes from the settings ("off" = no animation); Space or any
new action finishes every flight at once.
"""

from __future__ import annotations

from typing import Callable, NamedTuple, Sequence

import pygame

from ..engine.events import Event
from ..engine.state import GameState

SPEEDS = {"off": 0.0, "fast": 0.18, "normal": 0.32, "slow": 0.6}
STAGGER = 0.35          # of a flight's duration between two cards


def locate_all(state: GameState) -> dict[int, tuple[str, int]]:
    """Every card's zone: ("hand"|"deck"|"discard", seat), ("supply:<stack>", 0), ("hall", rank), ("dungeon", 0),
    ("trash", 0), ("revealed", 0)."""
    where: dict[int, tuple[str, int]] = {}
    for stack, pile in state.supply.items():
        for iid in pile:
            where[iid] = (f"supply:{stack}", 0)
    for rank, iid in enumerate(state.hall, start=1):
        if iid >= 0:
            where[iid] = ("hall", rank)
    for iid in state.dungeon:
        where[iid] = ("dungeon", 0)
    for iid in state.trash:
        where[iid] = ("trash", 0)
    for iid in state.revealed:
        where[iid] = ("revealed", 0)
    for seat, player in enumerate(state.players):
        for iid in player.deck:
            where[iid] = ("deck", seat)
        for iid in player.hand:
            where[iid] = ("hand", seat)
        for iid in player.discard:
            where[iid] = ("discard", seat)
    return where


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

    def plan(self, events: Sequence[Event], before: dict[int, tuple[str, int]], after: dict[int, tuple[str, int]],
             rect_before: Callable[[int, tuple[str, int]], pygame.Rect | None],
             rect_after: Callable[[int, tuple[str, int]], pygame.Rect | None],
             image_for: Callable[[int, int], pygame.Surface], speed: str) -> None:
        """Queue a flight for every card an event names whose place changed."""
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
                a, b = before.get(iid), after.get(iid)
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

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            t = (self.clock - f.delay) / f.duration
            if t < 0 or t >= 1:
                continue
            e = 1 - (1 - t) ** 3          # ease out
            x = f.start.x + (f.end.x - f.start.x) * e
            y = f.start.y + (f.end.y - f.start.y) * e
            w = f.start.w + (f.end.w - f.start.w) * e
            img = f.image
            if abs(w - img.get_width()) > 1:
                img = pygame.transform.smoothscale(img, (max(4, round(w)), max(4, round(w * 1.4))))
            surface.blit(img, (round(x), round(y)))
