"""Normal judges ahead, in the move that ends its turn, the hands its changed deck will be judged on next turn
(ai/normal.py): the same moves, with the work moved out of the next turn's first decision."""

from __future__ import annotations

import pytest

from thunderstone_gui.ai.classic import deckmodel, normal

from .helpers import play


def _turn_hands(monkeypatch: pytest.MonkeyPatch) -> tuple[list[object], int]:
    """The moves of a Normal-vs-Normal game and the new hands its turn choices judged."""
    judged = {"turn": 0}
    real = deckmodel.DeckModel._chances
    kinds: list[str] = []

    def counting(self, hf, groups):  # type: ignore[no-untyped-def]
        if kinds and kinds[-1] == "turn":
            judged["turn"] += 1
        return real(self, hf, groups)

    real_decide = normal.NormalAgent.decide

    def decide(self, obs, state):  # type: ignore[no-untyped-def]
        kinds.append(state.pending.kind)
        try:
            return real_decide(self, obs, state)
        finally:
            kinds.pop()

    monkeypatch.setattr(deckmodel.DeckModel, "_chances", counting)
    monkeypatch.setattr(normal.NormalAgent, "decide", decide)
    _, moves = play(("normal", "normal"), seed=31, cap=40)
    return list(moves), judged["turn"]


def test_judging_ahead_changes_no_move_and_lightens_the_turn_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(normal, "JUDGE_AHEAD_SECONDS", 60.0)   # the hand limit alone: the same count on any machine
    with_ahead, ahead_hands = _turn_hands(monkeypatch)
    monkeypatch.setattr(normal, "JUDGE_AHEAD_SECONDS", 0.0)   # always out of time: nothing judged ahead
    without, plain_hands = _turn_hands(monkeypatch)
    assert with_ahead == without
    assert ahead_hands < plain_hands / 2, (ahead_hands, plain_hands)
