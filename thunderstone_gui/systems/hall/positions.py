"""What the hand-written positions of the two Hall games - the original game and Advance - have alike: seats, the
active seat, each player's piles, the Hall and the top of the Dungeon Deck, and the card set completed from defaults.
(Quest's positions describe a map of rooms: systems/quest/position.py.)"""

from __future__ import annotations

from typing import Sequence

from pydantic import BaseModel, ConfigDict, Field


# One seat of a position: its name, hand, deck, discard pile (None: as a new game deals them) and XP. (No docstring:
# pydantic would put it in the scenario schema.)
class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    hand: list[str] | None = None
    deck: list[str] | None = Field(default=None, description="top card first")
    discard: list[str] | None = Field(default=None, description="bottom card first")
    xp: int = Field(default=0, ge=0)


class HallPosition:
    """A mixin of the games' pydantic `Position` models (they declare the fields)."""

    seats: int | None
    active: int
    players: Sequence[PlayerPosition]
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
