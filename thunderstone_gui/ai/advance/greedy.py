"""Greedy baseline: buys the dearest card it can afford, attacks whenever it can win, never levels up, never rests,
never shakes a Curse off."""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.advance.observe import Observation
from ...systems.advance.state import AdvanceState
from .. import register
from ..base import StateAgent
from .policy import FastPolicy


@register("greedy", game="advance")
class GreedyAgent(StateAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = FastPolicy(level_up=False, rest=False, greedy_buy=True, shake_curses=False,
                                 fight_threshold=-100.0, simulate=False)

    def decide(self, obs: Observation, state: AdvanceState) -> tuple[Action, str]:
        return self.policy.act(state)
