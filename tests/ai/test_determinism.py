"""The same seed and the same budget in iterations give the same moves (the time budget is for play, not tests)."""

from __future__ import annotations

from thunderstone_gui.ai import Budget, hint, make_agent
from thunderstone_gui.engine import GameConfig, new_game, observe

from .helpers import play


def test_same_seed_same_game() -> None:
    levels = ("hard", "normal", "easy")
    first_state, first = play(levels, seed=21, cap=60)
    second_state, second = play(levels, seed=21, cap=60)
    assert first == second
    assert first_state.state_hash() == second_state.state_hash()


def test_a_search_is_a_function_of_its_seed() -> None:
    state = new_game(GameConfig.new(2, setup="random", seed=4))
    obs = observe(state, state.pending.seat)
    budget = Budget(seconds=None, iterations=12)
    choices = {make_agent("hard", 9, budget).choose(obs) for _ in range(3)}
    assert len(choices) == 1


def test_hint_names_a_legal_action_with_a_reason() -> None:
    state = new_game(GameConfig.new(3, setup="random", seed=6))
    obs = observe(state, state.pending.seat)
    for level in ("easy", "normal", "hard"):
        action, reason = hint(obs, level, budget=Budget(seconds=None, iterations=6))
        assert action in obs.legal
        assert reason and "\n" not in reason
    assert hint(obs) == hint(obs)
