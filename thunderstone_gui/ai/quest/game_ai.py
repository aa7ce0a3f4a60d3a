"""Thunderstone Quest's side of the computer seats' seam (ai/systems.py): New Game's levels, the Hint level, and what
the generic search (ai/search.py, the Hard level) plays and scores its playouts with.

A playout is worth the change in the seat's standing (evaluation.py: VP now, what its deck will still earn in the
turns left, Gear) minus the best change among the other seats.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...engine.actions import Action
from ...systems.quest.observe import Observation
from ...systems.quest.state import QuestState
from ..mcts import Evaluate, Policy
from ..systems import GameAI
from .evaluation import standing, turns_left
from .policy import NORMAL, QuestPolicy

# Decisions worth searching: the rest (Weapons, abilities that only produce) are left to the policy.
SEARCHED = ("go_to", "enter_dungeon", "buy", "buy_gear", "buy_treasure", "level_up", "move", "fight", "end_turn",
            "to_wilderness", "choose")

class QuestAI(GameAI):
    game = "quest"
    player_levels = ("easy", "normal", "hard")
    hint_level = "normal"

    def evaluation(self, obs: Observation) -> Evaluate[QuestState]:
        me = obs.viewer

        def outcome(start: QuestState, end: QuestState) -> float:
            turns_start = turns_left(start, me)
            turns_end = turns_left(end, me)
            gains = [standing(end, seat, turns_end) - standing(start, seat, turns_start)
                     for seat in range(end.seats)]
            mine = gains[me]
            rivals = [g for seat, g in enumerate(gains) if seat != me]
            return mine - max(rivals, default=0.0)
        return outcome

    def rollout(self, obs: Observation, rng: random.Random) -> Policy[QuestState]:
        """Normal's judgement plays every seat in the playouts."""
        return QuestPolicy(NORMAL, rng)

    def candidates(self, state: QuestState, legal: Sequence[Action], first: Action) -> list[Action]:
        """The decisions that shape a game: where to go, what to buy or level, which battle. Arming and abilities
        that only produce are left to the policy (they never hurt the battle)."""
        worth = [a for a in legal if a.kind in SEARCHED]
        if state.pending.kind == "village":
            # One purchase of each kind is enough to compare (the policy's own pick stays first).
            seen: set[tuple[str, int]] = set()
            kept = []
            for a in worth:
                key = (a.kind, state.cards[a.card].cost if a.card >= 0 else -1)
                if a.kind == "buy" and key in seen:
                    continue
                seen.add(key)
                kept.append(a)
            worth = kept
        return [first] + [a for a in worth if a != first]


GAME_AI = QuestAI()
