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
from ..base import PolicyAgent
from ..search import SearchAgent
from .game_ai import GAME_AI
from .policy import EASY, NORMAL, GreedyPolicy, QuestPolicy, Style


@register("greedy", game="quest")
class GreedyAgent(PolicyAgent):
    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, GreedyPolicy())


@register("easy", game="quest")
class EasyAgent(PolicyAgent):
    level = "easy"

    def __init__(self, seed: int = 0, tuning: Style = EASY) -> None:
        super().__init__(seed, None)
        self.policy = QuestPolicy(tuning, self.rng)


@register("normal", game="quest")
class NormalAgent(EasyAgent):
    """Easy's policy in Normal's style, its reasons worded for a player when it explains (the Hint)."""

    level = "normal"

    def __init__(self, seed: int = 0, tuning: Style = NORMAL) -> None:
        super().__init__(seed, tuning)

    def decide(self, obs: Observation, state: QuestState) -> tuple[Action, str]:
        self.policy.verbose = self.wording
        return self.policy.act(state)


@register("hard", game="quest")
class HardAgent(SearchAgent):
    """Normal's choice, checked by playing each worthwhile alternative out over the next turns on dealt hands."""

    level = "hard"
    game_ai = GAME_AI
