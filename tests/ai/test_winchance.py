"""Hard's playouts scored on the chance of winning (ai/winchance.py)."""

from __future__ import annotations

import math

import pytest

from thunderstone_gui.ai import Budget
from thunderstone_gui.ai.classic.evaluation import Evaluator
from thunderstone_gui.ai.classic.hard import HardAgent
from thunderstone_gui.ai.classic.winchance import CLAMP, curve, projected_lead, spread, win_chance
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.config import GameConfig
from thunderstone_gui.engine.game import new_game

from .helpers import first_decision


def test_an_even_game_is_a_coin_flip_and_a_lead_counts_more_as_the_game_runs_out() -> None:
    assert win_chance(0.0, 10) == pytest.approx(0.5)
    assert 0.5 < win_chance(3.0, 20) < win_chance(3.0, 5) < win_chance(3.0, 1) < 1.0
    assert win_chance(-3.0, 5) == pytest.approx(1.0 - win_chance(3.0, 5))
    assert spread(0) < spread(4) < spread(16)


@pytest.mark.parametrize("lead", [-6.0, 0.0, 4.0])
def test_near_the_decisions_lead_a_vp_still_counts_one_vp(lead: float) -> None:
    score = curve(lead, 6)
    assert score(0.0) == pytest.approx(0.0)
    assert (score(0.01) - score(-0.01)) / 0.02 == pytest.approx(1.0, rel=1e-3)


def test_ahead_risk_counts_against_a_line_behind_it_counts_for_it() -> None:
    ahead, even, behind = curve(5.0, 6), curve(0.0, 6), curve(-5.0, 6)
    assert ahead(8.0) + ahead(-8.0) < 0      # an even gamble loses value for the leader
    assert behind(8.0) + behind(-8.0) > 0    # and gains value for the seat behind
    assert even(8.0) + even(-8.0) == pytest.approx(0.0, abs=1e-9)


def test_a_won_game_is_worth_a_bounded_amount_and_a_decided_game_damps_every_score() -> None:
    even = curve(0.0, 2)
    width = spread(2)
    assert even(1e6) == pytest.approx(0.5 * width * math.sqrt(2 * math.pi))
    decided = curve(4 * width, 2)            # beyond CLAMP spreads ahead
    assert CLAMP < 4
    assert 0 < decided(1.0) < 0.01


def test_at_the_start_both_seats_stand_level() -> None:
    state = new_game(GameConfig.new(["A", "B"], setup="random", seed=4, edition="2nd"))
    evs = [Evaluator(observe(state, seat), 1, 16) for seat in range(2)]
    assert projected_lead(evs[0], evs[1:]) == pytest.approx(0.0, abs=1e-9)


def test_the_search_scores_each_deal_on_the_curve() -> None:
    """The same seed plays the same deals with and without the curve: each candidate's scores are a strictly
    increasing function of the VP-equivalent ones, and not the same numbers."""
    obs = first_decision(lambda state, obs: state.pending.kind == "turn" and state.turn_number > 10
                         and len(obs.legal) >= 2)
    searches = []
    for on in (False, True):
        agent = HardAgent(seed=5, budget=Budget(seconds=None, iterations=12), win_chance=on)
        agent.explain(obs)
        assert agent.last_search is not None
        searches.append(agent.last_search)
    plain, scored = searches
    pairs = sorted((p, s) for action in plain.candidates for p, s in zip(plain.values[action], scored.values[action]))
    assert len(pairs) == plain.playouts
    assert any(p != pytest.approx(s) for p, s in pairs)
    for (p1, s1), (p2, s2) in zip(pairs, pairs[1:]):
        assert s1 <= s2 if p1 == p2 else s1 < s2
