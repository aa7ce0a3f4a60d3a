"""Playing forward on determinized states (never the real game): finish a turn, try an option and see.

A `Decider` maps a state whose pending decision belongs to some seat to one of its legal actions. Simulations stop at
the end of the turn, at the end of the game, or after a step cap (a safety net: a buggy policy must not hang the AI).
"""

from __future__ import annotations

from typing import Callable, Iterable, Iterator

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...systems.classic.battle import Breakdown, breakdown
from ...systems.classic.cards import Card
from ...systems.classic.rules.village import gold_available
from ...systems.classic.state import ClassicState

__all__ = ["Decider", "after", "fallback", "finish_turn", "gold_available", "hall_battles", "stone_rank"]

Decider = Callable[[ClassicState], Action]
STEP_CAP = 400


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


def decider_seat(state: ClassicState) -> int:
    return state.pending.seat


def finish_turn(state: ClassicState, decide: Decider, steps: int = STEP_CAP) -> ClassicState:
    """Play `state` (changed in place) until the active player's turn is over."""
    turn = state.turn_number
    while state.result is None and state.turn_number == turn and steps > 0:
        apply(state, decide(state))
        steps -= 1
    return state


def play_turns(state: ClassicState, decide: Decider, turns: int, steps: int = STEP_CAP * 4) -> ClassicState:
    """Play `turns` whole turns (the current one counts as the first), or to the end of the game."""
    stop = state.turn_number + turns
    while state.result is None and state.turn_number < stop and steps > 0:
        apply(state, decide(state))
        steps -= 1
    return state


def after(state: ClassicState, action: Action) -> ClassicState:
    other = state.clone()
    apply(other, action)
    return other


def safe_choice(state: ClassicState, action: Action) -> Action:
    """`action` if legal, else a harmless legal one (guards against a policy bug in a simulation)."""
    legal = legal_actions(state)
    if action in legal:
        return action
    return fallback(legal)


def fallback(legal: list[Action] | tuple[Action, ...]) -> Action:
    """A sensible answer when nothing better is known: finish or skip rather than spend or destroy."""
    for option in ("done", "skip"):
        for a in legal:
            if a.kind == "choose" and a.option == option:
                return a
    for a in legal:
        if a.kind == "end_turn":
            return a
    return legal[0]
