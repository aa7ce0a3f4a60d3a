"""The original game's side of the computer seats' seam (ai/systems.py): its New Game levels, its hint level, and
what a generic searching level (ai/search.py) plays and scores playouts with - the Normal level's evaluation and the
Easy level's cheap policy. The classic Hard level searches with more judgement of its own (hard.py)."""

from __future__ import annotations

import random
from typing import Sequence

from ...engine.actions import Action
from ...systems.classic.observe import Observation
from ...systems.classic.state import ClassicState
from ..mcts import Evaluate, Policy
from ..systems import GameAI
from .deckmodel import ModelCache
from .evaluation import Evaluator
from .fast import FastPolicy
from .normal import SAMPLES
from .tuning import DEFAULT


class ClassicAI(GameAI):
    game = "classic"
    player_levels = ("easy", "normal", "hard")
    hint_level = "normal"

    def evaluation(self, obs: Observation) -> Evaluate[ClassicState]:
        """The Normal level's judgement of a playout for the observation's seat: VP, XP, deck quality and the race
        for the Thunderstone gained between the deal and the playout's end (evaluation.py)."""
        return Evaluator(obs, 0, SAMPLES, ModelCache(), DEFAULT).outcome

    def rollout(self, obs: Observation, rng: random.Random) -> Policy[ClassicState]:
        """The Easy level's policy for every seat: value-table purchases, fights it can win (fast.py)."""
        return FastPolicy()

    def candidates(self, state: ClassicState, legal: Sequence[Action], first: Action) -> list[Action]:
        """Free preparations in the Dungeon (equipping, unequipping) are left to the policy: the attack and the
        Dungeon's other actions are searched."""
        if state.pending.kind == "dungeon":
            legal = [a for a in legal if a.kind not in ("equip", "unequip")]
        return super().candidates(state, legal, first)


GAME_AI = ClassicAI()
