"""Playing forward on determinized states (never the real game), for any game: finish a turn, try an action and see,
and the guards that keep a policy's bug from hanging or derailing a computer seat.

A `Decider` maps a state whose pending decision belongs to some seat to one of its legal actions. Simulations stop at
the end of the turn, at the end of the game, or after a step cap (a safety net: a buggy policy must not hang the AI).
"""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from ..engine.actions import Action
from ..engine.game import apply, legal_actions
from ..engine.state import GameState

S = TypeVar("S", bound=GameState)
Decider = Callable[[S], Action]
STEP_CAP = 400


def finish_turn(state: S, decide: Decider[S], steps: int = STEP_CAP) -> S:
    """Play `state` (changed in place) until the active player's turn is over."""
    turn = state.turn_number
    while state.result is None and state.turn_number == turn and steps > 0:
        apply(state, decide(state))
        steps -= 1
    return state


def play_turns(state: S, decide: Decider[S], turns: int, steps: int = STEP_CAP * 4) -> S:
    """Play `turns` whole turns (the current one counts as the first), or to the end of the game."""
    stop = state.turn_number + turns
    while state.result is None and state.turn_number < stop and steps > 0:
        apply(state, decide(state))
        steps -= 1
    return state


def after(state: S, action: Action) -> S:
    """A copy of `state` with `action` taken."""
    other = state.clone()
    apply(other, action)
    return other


def safe_choice(state: GameState, action: Action) -> Action:
    """`action` if legal, else a harmless legal one (guards against a policy bug in a simulation)."""
    legal = legal_actions(state)
    if action in legal:
        return action
    return fallback(legal)


def fallback(legal: Sequence[Action]) -> Action:
    """A sensible answer when nothing better is known: finish or skip rather than spend or destroy (the core's
    `choose` and `end_turn` actions, engine/actions.py)."""
    for option in ("done", "skip"):
        for a in legal:
            if a.kind == "choose" and a.option == option:
                return a
    for a in legal:
        if a.kind == "end_turn":
            return a
    return legal[0]
