"""Hard's endgame decisions played out over several own turns (hard.ENDGAME_OWN_TURNS)."""

from __future__ import annotations

from thunderstone_gui.ai import Budget
from thunderstone_gui.ai.classic.hard import HardAgent, horizon, own_turns_horizon
from thunderstone_gui.ai.classic.simulate import stone_rank
from thunderstone_gui.systems.classic.observe import Observation

from .helpers import first_decision


def _endgame_turn_choice() -> Observation:
    """The first turn choice (Village, Dungeon or Rest) made with the Thunderstone in the Hall."""
    return first_decision(lambda state, obs: state.pending.kind == "turn" and bool(stone_rank(state))
                          and len(obs.legal) >= 2)


def _searched_turns(obs: Observation, endgame_own_turns: int) -> int:
    # Turn choices played out past the reshuffle (TURN_PLAYOUT) would reach further still: off here.
    agent = HardAgent(seed=5, budget=Budget(seconds=None, iterations=10), endgame_own_turns=endgame_own_turns,
                      turn_playout=False)
    agent.explain(obs)
    assert agent.last_search is not None
    return agent.last_search.horizon_turns


def test_own_turns_count_this_one_and_a_round_for_each_further_one() -> None:
    obs = _endgame_turn_choice()
    seats = len(obs.seats)
    assert own_turns_horizon(obs, 1) == horizon(obs, False) == seats
    assert own_turns_horizon(obs, 3) == 3 * seats


def test_with_the_thunderstone_in_the_hall_the_search_plays_further() -> None:
    obs = _endgame_turn_choice()
    assert _searched_turns(obs, 0) == horizon(obs, False)
    assert _searched_turns(obs, 3) == own_turns_horizon(obs, 3)
