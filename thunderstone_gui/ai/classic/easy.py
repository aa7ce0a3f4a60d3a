"""Easy: the cheap policy of fast.py, straight (value table purchases, fights it can win, rests away junk)."""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.classic.observe import Observation
from ...systems.classic.state import ClassicState
from .. import register
from ..base import PolicyAgent
from .fast import FastPolicy
from .stall import HallWatch


@register("easy", game="classic")
class EasyAgent(PolicyAgent):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, FastPolicy())
        self.watch = HallWatch()

    def decide(self, obs: Observation, state: ClassicState) -> tuple[Action, str]:
        self.policy.stalled = self.watch.stalled(obs)
        return self.policy.act(state)
