"""Thunderstone Advance's side of the computer seats' seam (ai/systems.py): its New Game levels, its hint level, and
what the searching level (hard.py) plays and scores playouts with - the Normal level's evaluation and the Easy
level's cheap policy."""

from __future__ import annotations

import random
from typing import Sequence

from ...engine.actions import Action
from ...systems.advance.observe import Observation
from ...systems.advance.state import AdvanceState
from ..mcts import Evaluate, Policy
from ..systems import GameAI
from .evaluation import Evaluator
from .policy import FastPolicy


class AdvanceAI(GameAI):
    game = "advance"
    player_levels = ("easy", "normal", "hard")
    hint_level = "normal"

    def evaluation(self, obs: Observation) -> Evaluate[AdvanceState]:
        """The Normal level's judgement of a playout for the observation's seat (evaluation.py)."""
        return Evaluator(obs.viewer).outcome

    def rollout(self, obs: Observation, rng: random.Random) -> Policy[AdvanceState]:
        """The Easy level's policy for every seat, its attacks judged by the preview alone (cheaper)."""
        return FastPolicy(simulate=False)

    def candidates(self, state: AdvanceState, legal: Sequence[Action], first: Action) -> list[Action]:
        """Free preparations in the Dungeon (equipping, unequipping) are left to the policy."""
        if state.pending.kind == "dungeon":
            legal = [a for a in legal if a.kind not in ("equip", "unequip")]
        return super().candidates(state, legal, first)


GAME_AI = AdvanceAI()
