"""Hard: the Normal level's choice, checked by the information-set search of ai/mcts.py.

For each decision with a real choice, the hidden cards are dealt again and again (`engine.determinize`); on each deal
the Normal choice and up to four other candidates (ai/search.py) are played out for the rest of the turn and the other
players' turns, every seat played by the Easy policy, until the seat's next turn, and scored by the Normal
evaluation against the best rival. Normal's choice is kept unless another plays out better by `edge` VP and
`significance` standard errors on the same deals."""

from __future__ import annotations

from typing import Any

from ...systems.advance.determinize import determinize
from ...systems.advance.observe import Observation
from .. import register
from ..search import SearchAgent, SearchPlan
from .game_ai import GAME_AI
from .normal import Planner
from .policy import FastPolicy


@register("hard", game="advance")
class HardAgent(SearchAgent):
    level = "hard"
    game_ai = GAME_AI

    def plan(self, obs: Observation) -> SearchPlan:
        state = determinize(obs, self.rng.getrandbits(62))
        first, reason = Planner(obs.viewer).act(state.clone(), 0)
        game = self.game_ai
        assert game is not None
        legal = list(obs.legal)
        if first not in legal:
            self.fallbacks += 1
            first, reason = legal[0], "fallback"
        rollout: Any = FastPolicy(simulate=False)
        candidates = game.candidates(state, legal, first)[:self.max_candidates]
        return SearchPlan(state, first, reason, candidates, rollout, game.evaluation(obs),
                          game.horizon(state, obs.viewer), self.budget.iterations)


__all__ = ["HardAgent"]
