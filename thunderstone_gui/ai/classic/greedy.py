"""Greedy baseline: buys the most expensive card it can afford, attacks whenever it can win, never levels up."""

from __future__ import annotations

from .. import register
from ..base import PolicyAgent
from .fast import FastPolicy


@register("greedy", game="classic")
class GreedyAgent(PolicyAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        # No rest, no level-ups, no endgame sense: the baseline the issue describes.
        super().__init__(seed, FastPolicy(level_up=False, endgame=False, rest=False, greedy_buy=True,
                                          fight_threshold=0.0))
