"""Hard's purchases played out until the bought card may have been played (hard.PURCHASE_PLAYOUT)."""

from __future__ import annotations

import itertools

from thunderstone_gui.ai import Budget
from thunderstone_gui.ai.classic.hard import PURCHASE_EXTRA_TURNS, PURCHASE_MAX_TURNS, HardAgent, purchase_horizon
from thunderstone_gui.systems.classic.observe import Observation

from .helpers import first_decision


def _shopping_decision() -> Observation:
    """The first Village decision of a seat that can buy at least three different cards."""
    return first_decision(lambda state, obs: state.pending.kind == "village"
                          and len({a.card for a in obs.legal if a.kind == "buy"}) >= 3)


def test_the_horizon_reaches_the_turns_after_the_reshuffle() -> None:
    obs = _shopping_decision()
    seats = len(obs.seats)
    # Until the seat's next turn begins (the other seat has answered), then a whole round per further own turn.
    assert purchase_horizon(obs, 0) == seats + seats * (PURCHASE_EXTRA_TURNS - 1)
    assert purchase_horizon(obs, 7) == seats + seats * PURCHASE_EXTRA_TURNS      # one hand left before the reshuffle
    assert purchase_horizon(obs, 60) == seats + seats * (PURCHASE_MAX_TURNS - 1)


def _buy_differences(purchase_playout: bool) -> list[float]:
    """Standard errors of the paired differences between the purchases the search compared."""
    obs = _shopping_decision()
    # Scored in VP-equivalents: on the chance of winning (winchance.py) equal distances are no longer equal.
    agent = HardAgent(seed=5, budget=Budget(seconds=None, iterations=60), purchase_playout=purchase_playout,
                      win_chance=False)
    agent.explain(obs)
    search = agent.last_search
    assert search is not None
    buys = [a for a in search.candidates if a.kind == "buy"]
    assert len(buys) >= 2
    return [search.paired(a, b)[1] for a, b in itertools.combinations(buys, 2)]


def test_without_it_a_purchase_plays_out_as_the_deck_model_values_it() -> None:
    # The bought card is not drawn before the playout stops: every deal scores the purchases the same distance apart.
    assert all(error < 1e-9 for error in _buy_differences(False))


def test_with_it_the_bought_cards_are_played_in_some_deals() -> None:
    assert any(error > 1e-6 for error in _buy_differences(True))
