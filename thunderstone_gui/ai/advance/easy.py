"""Easy: the cheap policy of policy.py, straight (value-table purchases, fights it can win, Curses shaken off)."""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.advance.observe import Observation
from ...systems.advance.state import AdvanceState
from .. import register
from ..base import StateAgent
from .policy import FastPolicy


@register("easy", game="advance")
class EasyAgent(StateAgent):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = FastPolicy()

    def decide(self, obs: Observation, state: AdvanceState) -> tuple[Action, str]:
        return self.policy.act(state)
