"""Hard's turn choice and battles played out like purchases when hard.TURN_PLAYOUT is on."""

from __future__ import annotations

from thunderstone_gui.ai import Budget
from thunderstone_gui.ai.classic.hard import HardAgent, horizon, purchase_horizon
from thunderstone_gui.systems.classic.observe import Observation

from .helpers import first_decision


def _turn_choice() -> Observation:
    """The first turn choice of a seat that may both enter the Dungeon and visit the Village."""
    return first_decision(lambda state, obs: state.pending.kind == "turn"
                          and {"enter_dungeon", "visit_village"} <= {a.kind for a in obs.legal})


def _searched_horizon(turn_playout: bool) -> int:
    obs = _turn_choice()
    agent = HardAgent(seed=3, budget=Budget(seconds=None, iterations=10), turn_playout=turn_playout,
                      endgame_own_turns=0)
    agent.explain(obs)
    assert agent.last_search is not None
    return agent.last_search.horizon_turns


def test_off_the_turn_choice_plays_out_until_the_next_turn() -> None:
    assert _searched_horizon(False) == horizon(_turn_choice(), False)


def test_on_the_turn_choice_plays_out_until_after_the_reshuffle() -> None:
    obs = _turn_choice()
    # The same rule as a purchase: the hands left in the draw pile, then the reshuffle and the extra turns.
    assert _searched_horizon(True) == purchase_horizon(obs, obs.seats[obs.viewer].deck_size)
