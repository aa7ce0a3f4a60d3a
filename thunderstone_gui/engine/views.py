"""Views of a game that every game system gives in its own shape: what one seat may know (`observe`), a full state
consistent with such an observation (`determinize`, for the computer seats' search), the battle preview
(`breakdown`) and the facts that hold in every reachable state (`check_invariants`)."""

from __future__ import annotations

from typing import Any

from .state import GameState
from .system import get_system


def observe(state: GameState, seat: int) -> Any:
    """What `seat` may know of the game now (-1: a spectator); the shape is the game system's `Observation`."""
    return state.system.observe(state, seat)


def determinize(observation: Any, seed: int) -> GameState:
    """A full state consistent with an observation, the hidden cards dealt at random with `seed`."""
    return get_system(observation.config.game).determinize(observation, seed)


def breakdown(state: GameState, *args: Any, **kwargs: Any) -> Any:
    """The battle preview of the game system (classic: `breakdown(state, rank)`)."""
    return state.system.breakdown(state, *args, **kwargs)


def check_invariants(state: GameState) -> None:
    """Raise AssertionError naming the first broken fact. The core checks that no card was created or lost and that
    the pending decision is answerable; the game system checks its own facts."""
    from .game import legal_actions

    seen: dict[int, str] = {}
    for name, cards in state.all_zones().items():
        for iid in cards:
            assert 0 <= iid < len(state.cards), f"unknown card {iid} in {name}"
            assert iid not in seen, f"card {state.ref(iid)} is both in {seen[iid]} and in {name}"
            seen[iid] = name
    missing = [state.ref(i) for i in range(len(state.cards)) if i not in seen]
    assert not missing, f"cards lost: {missing[:5]}"
    for player in state.players:
        assert player.xp >= 0, "negative XP"
    if state.result is None:
        assert state.pending.kind != "game_over", "a game without a result says it is over"
        assert 0 <= state.pending.seat < state.seats, "the pending decision belongs to no seat"
        assert legal_actions(state), f"no legal action for {state.pending}"
    else:
        assert state.pending.kind == "game_over" and not legal_actions(state), "a finished game still asks"
    state.system.check_invariants(state)
