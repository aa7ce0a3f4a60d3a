"""The search's root values: what each candidate action is scored on."""

from __future__ import annotations

import random

from thunderstone_gui.ai.classic.fast import FastPolicy
from thunderstone_gui.ai.mcts import Search
from thunderstone_gui.ai.playout import safe_choice
from thunderstone_gui.engine import GameConfig, apply, determinize, new_game, observe
from thunderstone_gui.systems.classic.state import ClassicState

HORIZON = 2


def _turn_decision() -> tuple[ClassicState, int]:
    state = new_game(GameConfig.new(2, setup="random", seed=11))
    assert state.pending.kind == "turn"
    return state, state.pending.seat


def _score(me: int):  # noqa: ANN202 - an Evaluate (mcts.py)
    def evaluate(start: ClassicState, end: ClassicState) -> float:
        gained = len(end.players[me].owned()) - len(start.players[me].owned())
        return gained + end.players[me].xp - start.players[me].xp
    return evaluate


def _search(own_tree: bool) -> tuple[Search, ClassicState, int]:
    state, me = _turn_decision()
    obs = observe(state, me)
    search = Search(obs, list(obs.legal), FastPolicy(), _score(me), random.Random(3), horizon_turns=HORIZON,
                    own_tree=own_tree)
    search.run(None, 4 * len(obs.legal))
    return search, state, me


def test_without_a_tree_each_root_action_is_scored_on_the_policy_line() -> None:
    search, state, me = _search(own_tree=False)
    obs = observe(state, me)
    deals = random.Random(3)
    policy = FastPolicy()
    for deal in range(4):
        dealt = determinize(obs, deals.getrandbits(62))
        for action in obs.legal:
            line = dealt.clone()
            stop = line.turn_number + HORIZON
            apply(line, action)
            while line.result is None and line.turn_number < stop:
                apply(line, safe_choice(line, policy(line)))
            assert search.values[action][deal] == _score(me)(dealt, line)
    assert all(not root.children for root in search.roots.values())


def test_a_tree_explores_the_searchers_later_choices() -> None:
    search, _, _ = _search(own_tree=True)
    village = next(a for a in search.candidates if a.kind == "visit_village")
    assert len(search.roots[village].children) > 1


def test_a_time_budget_starts_no_deal_that_would_end_late(monkeypatch) -> None:  # noqa: ANN001 - pytest fixture
    # A fake clock: every deal takes 40 ms, so with 130 ms the search plays two deals (ending at 80 ms) and does
    # not start a third: it would end at 120 ms, in time, but the next deal is allowed half again the longest (60 ms).
    from thunderstone_gui.ai import mcts

    now = [0.0]
    monkeypatch.setattr(mcts.time, "perf_counter", lambda: now[0])
    state, me = _turn_decision()
    obs = observe(state, me)
    search = Search(obs, list(obs.legal), FastPolicy(), _score(me), random.Random(3), horizon_turns=HORIZON,
                    own_tree=False)
    real_deal = search.deal

    def slow_deal() -> None:
        real_deal()
        now[0] += 0.04

    monkeypatch.setattr(search, "deal", slow_deal)
    search.run(0.13, None)
    assert search.playouts == 2 * len(obs.legal)
