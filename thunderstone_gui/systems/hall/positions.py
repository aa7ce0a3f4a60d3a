"""What the hand-written positions of the two Hall games - the original game and Advance - have alike: seats, the
active seat, each player's piles, the Hall and the top of the Dungeon Deck, and the card set completed from defaults.
(Quest's positions describe a map of rooms: systems/quest/position.py.)"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from ...engine.config import Seat
from ...engine.position import PositionError, position_seats, seat_names


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

    def seat_list(self) -> tuple[Seat, ...]:
        return position_seats([p.name for p in self.players], self.seat_count())

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


def place_players(state: Any, pos: HallPosition, take: Callable[[str], int], deal: Callable[[int], None]) -> None:
    """Each seat's XP and the piles the position names for it (`take` finds a card of the game by its id); a seat
    that names none of its piles gets its starting deck from `deal` (at once, or later: the order in which the
    cards are taken is each game's)."""
    for seat in range(len(state.players)):
        spec = pos.players[seat] if seat < len(pos.players) else PlayerPosition()
        player = state.players[seat]
        player.xp = spec.xp
        if spec.hand is None and spec.deck is None and spec.discard is None:
            deal(seat)
            continue
        player.hand = [take(c) for c in spec.hand or []]
        player.deck = [take(c) for c in reversed(spec.deck or [])]   # the list's end is the top
        player.discard = [take(c) for c in spec.discard or []]


def check_piles(state: Any, forbidden: Callable[[Any], str]) -> None:
    """No card in a player's hand, deck or discard pile that can never be there: `forbidden(card)` says why
    ("" where the card may be)."""
    names = seat_names(state)
    for seat, player in enumerate(state.players):
        for zone, pile in (("hand", player.hand), ("deck", player.deck), ("discard pile", player.discard)):
            for iid in pile:
                why = forbidden(state.cards[iid])
                if why:
                    raise PositionError(why.format(zone=f"{names[seat]}'s {zone}"))


def check_hall_filled(state: Any, what: str) -> None:
    """No empty rank that a card of the Dungeon Deck or a later rank would have filled (`what` the Hall holds: "card",
    "monster")."""
    for rank in range(1, len(state.hall) + 1):
        if state.hall[rank - 1] < 0 and (state.dungeon or any(i >= 0 for i in state.hall[rank:])):
            filler = "a card of the Dungeon Deck" if state.dungeon else f"the next rank's {what}"
            raise PositionError(f"Rank {rank} is empty while {filler} could fill it: the Hall is refilled whenever "
                                f"a {what} leaves it")


def check_village_stacks(state: Any, stack_of: Callable[[Any], str]) -> None:
    """Every card of a Village stack belongs to it (`stack_of(card)`: the stack a card belongs to)."""
    for stack, pile in state.supply.items():
        for iid in pile:
            if stack_of(state.cards[iid]) != stack:
                raise PositionError(f"{state.cards[iid].name} lies on the Village stack {stack}")
