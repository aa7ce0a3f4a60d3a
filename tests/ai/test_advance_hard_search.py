"""Advance's Hard: where its search may overrule Normal, and how far a visit to the Village is played out."""

from __future__ import annotations

import random

import pytest

from thunderstone_gui.ai import Budget, make_agent, parse_tuning
from thunderstone_gui.ai.advance.hard import HARD, HardAgent, HardTuning
from thunderstone_gui.ai.mcts import Search, turns_to_own_turn
from thunderstone_gui.engine import GameConfig, apply, legal_actions, new_game, observe
from thunderstone_gui.engine.game import describe_action


def village_decision(seats: int = 2, seed: int = 3):
    """The first visit to the Village of a game between Easy seats."""
    state = new_game(GameConfig.new(seats, game="advance", seed=seed))
    easy = [make_agent("easy", seat, game="advance") for seat in range(seats)]
    for _ in range(400):
        if state.pending.kind == "village" and any(a.kind == "buy" for a in legal_actions(state)):
            return state
        apply(state, easy[state.pending.seat].choose(observe(state, state.pending.seat)))
    raise AssertionError("no visit to the Village")


def test_a_visit_is_played_out_until_the_bought_card_may_have_been_drawn():
    state = village_decision()
    seat = state.pending.seat
    hard = HardAgent(1, Budget(seconds=None, iterations=12))
    plan = hard.plan(observe(state, seat))
    deck = len(state.players[seat].deck)
    own_turns = min(max(1, -(-deck // 6) + 1), 4)
    assert plan.horizon_turns == turns_to_own_turn(state, seat) + state.seats * (own_turns - 1)
    assert plan.horizon_turns > turns_to_own_turn(state, seat) or own_turns == 1
    short = HardAgent(1, Budget(seconds=None, iterations=12), HardTuning(long_village=False))
    assert short.plan(observe(state, seat)).horizon_turns == turns_to_own_turn(state, seat)


def test_shopping_can_be_left_to_normal():
    state = village_decision()
    plan = HardAgent(1, tuning=HardTuning(search_village=False)).plan(observe(state, state.pending.seat))
    assert len(plan.candidates) < 2          # nothing searched: Normal's choice stands


def test_a_candidate_played_out_on_too_few_deals_never_overrules_the_first_choice():
    state = village_decision()
    seat = state.pending.seat
    obs = observe(state, seat)
    first, other = list(obs.legal)[:2]
    search = Search(obs, [first, other], lambda s: legal_actions(s)[0], lambda start, end: 0.0, random.Random(1),
                    horizon_turns=1, own_tree=False)
    search.values = {first: [0.0] * 8, other: [5.0 + 0.01 * i for i in range(8)]}   # clearly better, on 8 deals
    assert search.best(first, 0.3, 2.0)[0] == other
    assert search.best(first, 0.3, 2.0, min_deals=12)[0] == first
    assert describe_action(state, first)


def test_the_arena_can_change_hards_thresholds():
    assert parse_tuning("long_village=false,significance=2.5,min_deals=16", "hard", "advance") == {
        "long_village": False, "significance": 2.5, "min_deals": 16.0}
    agent = make_agent("hard", 1, Budget(seconds=None, iterations=10), {"significance": 2.5}, game="advance")
    assert isinstance(agent, HardAgent) and agent.significance == 2.5 and agent.min_deals == HARD.min_deals
    with pytest.raises(ValueError):
        parse_tuning("depth=3", "hard", "advance")


def test_a_cpu_clock_budget_counts_the_process_cpu_seconds(monkeypatch):
    """`--clock cpu`: the budget is spent by the process's CPU seconds, not by the seconds on the wall. A CPU clock
    that runs a second per reading spends a 2-second budget on the one deal every search plays."""
    state = village_decision()
    obs = observe(state, state.pending.seat)
    readings = iter(range(1000))
    monkeypatch.setattr("thunderstone_gui.ai.search.time.process_time", lambda: float(next(readings)))
    cpu = HardAgent(1, Budget(seconds=2.0, clock="cpu"))
    cpu.choose(obs)
    assert cpu.last_search is not None
    assert cpu.last_search.playouts == len(cpu.last_search.candidates)        # one deal
    wall = HardAgent(1, Budget(seconds=2.0, iterations=40))
    wall.choose(obs)
    assert wall.last_search is not None and wall.last_search.playouts > len(wall.last_search.candidates)


def test_hard_counts_the_decisions_it_searched_and_those_where_it_left_normals_choice():
    state = village_decision()
    seat = state.pending.seat
    hard = HardAgent(1, Budget(seconds=None, iterations=12))
    _, reason = hard.explain(observe(state, seat))
    assert hard.searched == {"village": 1}
    assert hard.departed == ({"village": 1} if reason.startswith("search:") else {})
    for _ in range(3):
        _, reason = hard.explain(observe(state, seat))
    assert hard.searched == {"village": 4}


def test_a_choice_the_search_finds_better_is_counted_as_leaving_normals(monkeypatch: pytest.MonkeyPatch):
    state = village_decision()
    seat = state.pending.seat
    hard = HardAgent(1, Budget(seconds=None, iterations=12))
    monkeypatch.setattr(Search, "best",
                        lambda self, first, *args: (next(a for a in self.candidates if a != first), 1.0))
    _, reason = hard.explain(observe(state, seat))
    assert reason.startswith("search:")
    assert hard.searched == hard.departed == {"village": 1}


def test_normal_turns_plays_each_seats_turn_action_as_normal_chooses_it():
    from thunderstone_gui.ai.advance.hard import NormalTurns
    from thunderstone_gui.ai.advance.normal import Planner
    from thunderstone_gui.ai.advance.policy import FastPolicy
    state = new_game(GameConfig.new(2, game="advance", seed=5))
    rollout, fast = NormalTurns(), FastPolicy(simulate=False)
    seen = 0
    for _ in range(300):
        if state.result is not None:
            break
        if state.pending.kind == "turn":
            seen += 1
            assert rollout(state) == Planner(state.pending.seat).act(state.clone(), 0)[0]
        else:
            assert rollout(state) == fast(state)
        apply(state, fast(state))
    assert seen >= 10
    visit = village_decision()
    plan = HardAgent(1, Budget(seconds=None, iterations=10), HardTuning(normal_turns=True)).plan(
        observe(visit, visit.pending.seat))
    assert isinstance(plan.rollout, NormalTurns)
    assert isinstance(HardAgent(1).plan(observe(visit, visit.pending.seat)).rollout, FastPolicy)
