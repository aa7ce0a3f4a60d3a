"""What the hand-written positions of the two Hall games - the original game and Advance - have alike: seats, the
active seat, each player's piles, the Hall and the top of the Dungeon Deck, and the card set completed from defaults.
(Quest's positions describe a map of rooms: systems/quest/position.py.)"""

from __future__ import annotations

from typing import Any, Sequence


class HallPosition:
    """A mixin of the games' pydantic `Position` models (they declare the fields)."""

    seats: int | None
    active: int
    players: Sequence[Any]
    hall: Sequence[str | None] | None
    dungeon: Sequence[str]

    def seat_count(self) -> int:
        return self.seats if self.seats is not None else max(2, len(self.players))

    def check_seats(self) -> None:
        seats = self.seat_count()
        if len(self.players) > seats:
            raise ValueError(f"{len(self.players)} players listed for {seats} seats")
        if self.active >= seats:
            raise ValueError(f"active seat {self.active} does not exist ({seats} seats)")

    def named_cards(self) -> list[str]:
        names = list(self.dungeon) + [c for c in (self.hall or []) if c]
        for p in self.players:
            for zone in (p.hand, p.deck, p.discard):
                names += zone or []
        return names


def fill_defaults(named: Sequence[str], defaults: Sequence[str], size: int) -> tuple[str, ...]:
    """The groups a position names (each once), completed up to `size` from `defaults` in their order."""
    out = list(dict.fromkeys(named))
    for item in defaults:
        if len(out) >= size:
            break
        if item not in out:
            out.append(item)
    return tuple(out)
