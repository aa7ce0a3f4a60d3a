"""Thunderstone Advance's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by rank from the `attack` and `battle_result` events, XP gained from `gained_xp` (a victory's
XP and every other gain) and spent from `levelled_up` and `lost_xp` (XP a Curse or a monster takes away count as
spent: gained less spent is the XP a player holds)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.stats import Tally
from ..hall.stats import count_xp_and_battles, owned_by_kind
from .rules.scoring import score
from .state import AdvanceState

KINDS = ("heroes", "village", "monsters", "basic", "curses")
TURN_ENDED = "turn_ended"

# Card kinds as the charts group them: the Thunderstone Bearer is counted with the monsters (a card of the Dungeon).
_KIND_OF = {"hero": "heroes", "village": "village", "monster": "monsters", "thunderstone_bearer": "monsters",
            "basic": "basic", "curse": "curses"}


def snapshot(state: AdvanceState, seat: int) -> tuple[int, dict[str, int]]:
    return score(state, seat), owned_by_kind(state, seat, KINDS, _KIND_OF)


def count(tally: Tally, event: Event) -> None:
    count_xp_and_battles(tally, event, gained=("gained_xp",), spent=("levelled_up", "lost_xp"))
