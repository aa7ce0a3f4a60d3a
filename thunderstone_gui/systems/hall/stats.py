"""The end-of-game statistics both Hall games (the original game and Advance) count alike (engine/stats.py): the
cards a player owns by the charts' kinds, and battles by rank from the `attack` and `battle_result` events. Each game
names its kinds and its XP events."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ...engine.events import Event
from ...engine.stats import Tally


def owned_by_kind(state: Any, seat: int, kinds: Sequence[str], kind_of: Mapping[str, str]) -> dict[str, int]:
    counts = dict.fromkeys(kinds, 0)
    for iid in state.players[seat].owned():
        kind = kind_of.get(state.cards[iid].kind)
        if kind is not None:
            counts[kind] += 1
    return counts


def count_xp_and_battles(tally: Tally, event: Event, gained: Sequence[str], spent: Sequence[str]) -> None:
    """A battle by the rank attacked; XP from the events `gained` and `spent` name."""
    seat = event.seat
    if not 0 <= seat < tally.seats:
        return
    kind = event.kind
    if kind == "attack":
        tally.attacking[seat] = event.get("rank", 0)
    elif kind == "battle_result":
        tally.battle(seat, tally.attacking[seat], bool(event.get("victory")))
    elif kind in gained:
        tally.xp_gained[seat] += event.get("xp", 0)
    elif kind in spent:
        tally.xp_spent[seat] += event.get("xp", 0)


@dataclass(frozen=True)
class HallStats:
    """A Hall game's part of the statistics, as data: how it scores, the kinds the deck chart stacks (bottom first)
    and which card kind goes in which, and the events that gain and spend XP. Its module hands the engine
    `KINDS`, `TURN_ENDED`, `snapshot` and `count` from it (engine/stats.py)."""

    score: Callable[[Any, int], int]
    kinds: tuple[str, ...]
    kind_of: Mapping[str, str]
    gained: tuple[str, ...]
    spent: tuple[str, ...]

    def snapshot(self, state: Any, seat: int) -> tuple[int, dict[str, int]]:
        return self.score(state, seat), owned_by_kind(state, seat, self.kinds, self.kind_of)

    def count(self, tally: Tally, event: Event) -> None:
        count_xp_and_battles(tally, event, gained=self.gained, spent=self.spent)
