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
        """The most promising alternatives first (the search keeps five): in the Dungeon the attacks before the
        abilities (equipping is left to the policy); in the Village ending the visit, then the purchases by what
        they add to the deck (deck.py), then level-ups and abilities."""
        kind = state.pending.kind
        others = [a for a in legal if a != first]
        if kind == "dungeon":
            others = [a for a in others if a.kind not in ("equip", "unequip")]
            others.sort(key=lambda a: a.kind != "attack")
        elif kind == "village":
            policy = FastPolicy(simulate=False)
            gains: dict[Action, float] = {}
            buys = [a for a in others if a.kind == "buy"]
            for a in buys:
                found = policy.best_buy(state, [a])
                gains[a] = found[0] if found is not None else 0.0
            order = {"end_turn": 0, "buy": 1, "level_up": 2, "use": 3}
            others.sort(key=lambda a: (order.get(a.kind, 4), -gains.get(a, 0.0)))
        return [first] + others


GAME_AI = AdvanceAI()
