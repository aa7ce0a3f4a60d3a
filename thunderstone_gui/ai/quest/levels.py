"""The Quest computer levels a player meets (Easy, Normal, Hard) and the arena's one-step baseline (Greedy); the
random level plays every game (ai/__init__.py).

Easy, Normal and Greedy deal the observation's hidden cards at random (`engine.determinize`) and ask their policy
(policy.py) on that state; Hard is the generic search (ai/search.py) with Quest's evaluation and Normal as the
playout policy (game_ai.py). Each explains its choice in words (the Hint button).
"""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.quest.observe import Observation
from ...systems.quest.state import QuestState
from .. import register
from ..base import StateAgent
from ..search import SearchAgent
from .game_ai import GAME_AI
from .policy import EASY, NORMAL, GreedyPolicy, QuestPolicy, Style


@register("greedy", game="quest")
class GreedyAgent(StateAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = GreedyPolicy()

    def decide(self, obs: Observation, state: QuestState) -> tuple[Action, str]:
        return self.policy.decide(state)


@register("easy", game="quest")
class EasyAgent(StateAgent):
    level = "easy"

    def __init__(self, seed: int = 0, tuning: Style = EASY) -> None:
        super().__init__(seed)
        self.policy = QuestPolicy(tuning, self.rng)

    def decide(self, obs: Observation, state: QuestState) -> tuple[Action, str]:
        return self.policy.decide(state)


@register("normal", game="quest")
class NormalAgent(StateAgent):
    level = "normal"

    def __init__(self, seed: int = 0, tuning: Style = NORMAL) -> None:
        super().__init__(seed)
        self.policy = QuestPolicy(tuning, self.rng)
        self.policy.verbose = True          # explain: reasons for a player (reasons.py); choose turns it off

    def choose(self, obs: Observation) -> Action:
        """The move alone: the words of `explain` cost a little more, the move is the same."""
        self.policy.verbose = False
        try:
            return self.explain(obs)[0]
        finally:
            self.policy.verbose = True

    def decide(self, obs: Observation, state: QuestState) -> tuple[Action, str]:
        return self.policy.decide(state)


@register("hard", game="quest")
class HardAgent(SearchAgent):
    """Normal's choice, checked by playing each worthwhile alternative out over the next turns on dealt hands."""

    level = "hard"
    game_ai = GAME_AI
