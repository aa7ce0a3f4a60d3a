"""Greedy baseline: buys the dearest card it can afford, attacks whenever it can win, never levels up, never rests,
never shakes a Curse off."""

from __future__ import annotations

from .. import register
from ..base import PolicyAgent
from .policy import FastPolicy


@register("greedy", game="advance")
class GreedyAgent(PolicyAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, FastPolicy(level_up=False, rest=False, greedy_buy=True, shake_curses=False,
                                          fight_threshold=-100.0, simulate=False))
