"""Greedy baseline: buys the most expensive card it can afford, attacks whenever it can win, never levels up."""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.classic.observe import Observation
from ...systems.classic.state import ClassicState
from .. import register
from ..base import StateAgent
from .fast import FastPolicy


@register("greedy", game="classic")
class GreedyAgent(StateAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        # No rest, no level-ups, no endgame sense: the baseline the issue describes.
        self.policy = FastPolicy(level_up=False, endgame=False, rest=False, greedy_buy=True,
                                 fight_threshold=0.0)

    def decide(self, obs: Observation, state: ClassicState) -> tuple[Action, str]:
        return self.policy.act(state)
