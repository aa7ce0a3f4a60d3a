"""Playing forward on determinized states of the original game: the battles the Hall offers, where the Thunderstone
is. The game-agnostic part (finish a turn, try an action, the guards against a policy's bug) is ai/playout.py; it is
re-exported here for the classic levels.
"""

from __future__ import annotations

from typing import Iterable, Iterator

from ...systems.classic.battle import Breakdown, breakdown
from ...systems.classic.cards import Card
from ...systems.classic.rules.village import gold_available
from ...systems.classic.state import ClassicState
from ..playout import STEP_CAP, Decider, after, fallback, finish_turn, play_turns, safe_choice

__all__ = ["STEP_CAP", "Decider", "after", "fallback", "finish_turn", "gold_available", "hall_battles", "play_turns",
           "safe_choice", "stone_rank"]


def hall_battles(state: ClassicState, ranks: Iterable[int] = (1, 2, 3)) -> Iterator[tuple[int, Card, Breakdown]]:
    """(rank, monster, the engine's preview) for every monster of these ranks the party may attack now."""
    for rank in ranks:
        iid = state.hall[rank - 1]
        if iid < 0 or not state.cards[iid].is_monster:
            continue
        bd = breakdown(state, rank)
        if bd.can_attack:
            yield rank, state.cards[iid], bd


def stone_rank(state: ClassicState) -> int:
    """1-3 when the Thunderstone is in the Hall, 0 otherwise."""
    for rank, iid in enumerate(state.hall, 1):
        if iid >= 0 and state.cards[iid].is_stone:
            return rank
    return 0
