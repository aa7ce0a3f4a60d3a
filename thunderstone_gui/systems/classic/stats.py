"""The original game's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by rank from the `attack` and `battle_result` events, XP from `defeated`, `gained_xp` and
`levelled_up`."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.stats import Tally
from ..hall.stats import count_xp_and_battles, owned_by_kind
from .rules.scoring import score
from .state import ClassicState

KINDS = ("heroes", "village", "monsters", "basic", "disease")
TURN_ENDED = "turn_ended"

# Card kinds as the charts group them: the Thunderstone is counted with the monsters (a card of the Dungeon).
_KIND_OF = {"hero": "heroes", "village": "village", "monster": "monsters", "thunderstone": "monsters",
            "basic": "basic", "disease": "disease"}


def snapshot(state: ClassicState, seat: int) -> tuple[int, dict[str, int]]:
    return score(state, seat), owned_by_kind(state, seat, KINDS, _KIND_OF)


def count(tally: Tally, event: Event) -> None:
    count_xp_and_battles(tally, event, gained=("defeated", "gained_xp"), spent=("levelled_up",))
