"""A searching level for any game: the heuristic's choice, checked by the information-set search of mcts.py.

For every decision with a choice it deals the hidden cards (`engine.determinize`), asks a plan of what to search - the
choice it would make without searching, the root candidates, the rollout policy, the evaluation, the horizon, the
playouts - runs the search on paired deals and keeps the first choice unless another candidate plays out clearly
better on the same deals (`Search.best`). A game gets such a level from its `GameAI` alone:

    @register("hard", game="quest")
    class QuestHard(SearchAgent):
        level = "hard"
        game_ai = GAME_AI

A level with more judgement of its own (the classic Hard: ai/classic/hard.py) overrides `plan`.

Budget: `Budget(seconds=1.5)` by default (the table's setting); `Budget(seconds=None, iterations=n)` makes the search a
pure function of the seed (tests, reproducible arenas).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any, ClassVar, NamedTuple, Sequence

from ..engine import determinize
from ..engine.actions import Action
from ..engine.game import describe_action
from ..engine.state import GameState
from . import Budget
from .mcts import Evaluate, Policy, Search
from .playout import fallback, safe_choice
from .systems import GameAI


class SearchPlan(NamedTuple):
    """What one decision searches. With fewer than two candidates there is no search: `first` is the answer."""

    state: GameState                  # the deal the plan was made on
    first: Action                     # the choice without search, kept unless another plays out clearly better
    reason: str                       # why `first`, in a few words
    candidates: Sequence[Action] = ()   # the root actions, `first` among them
    rollout: Policy[Any] | None = None
    evaluate: Evaluate[Any] | None = None
    horizon_turns: int = 1
    iterations: int | None = None     # the playouts this decision may use (None: the time budget alone)


class SearchAgent:
    """Subclasses name their game's `game_ai`, or override `plan`."""

    level = "search"
    game_ai: ClassVar[GameAI | None] = None
    # Another candidate replaces the first choice only if it plays out better by this much (the evaluation's points)
    # on the same deals, and by `significance` standard errors of that difference.
    edge = 0.3
    significance = 1.5
    # ... on at least this many deals (a few deals' standard error is itself a guess).
    min_deals = 0
    # UCB1 exploration constant below the root, in the evaluation's points (with `own_tree`).
    exploration = 3.0
    # Whether the searcher's later decisions of the turn form a UCB tree below each root action (mcts.py).
    own_tree = False
    # At most this many root actions are searched (the first choice and the most promising others).
    max_candidates = 5
    # Seconds kept in hand for choosing once the search ends (Search.run starts no deal it expects to end later).
    deal_margin = 0.03

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.budget = budget if budget is not None else Budget()
        self.last_search: Search[Any] | None = None
        self.fallbacks = 0   # answers the policy got wrong and the guard replaced (tests expect none)
        # Decisions searched and those where another candidate replaced the first choice, by the kind of decision
        # ("turn", "village", "prompt"...): where the search plays otherwise than the level below (arena reports).
        self.searched: Counter[str] = Counter()
        self.departed: Counter[str] = Counter()

    def choose(self, obs: Any) -> Action:
        return self.explain(obs)[0]

    def explain(self, obs: Any) -> tuple[Action, str]:
        """The action and a one-line reason."""
        started = self._clock()
        if not obs.legal:
            raise ValueError("not this seat's decision: the observation has no legal actions")
        self.last_search = None
        if len(obs.legal) == 1:
            return obs.legal[0], "the only legal action"
        plan = self.plan(obs)
        if len(plan.candidates) < 2 or plan.rollout is None or plan.evaluate is None:
            return plan.first, plan.reason
        search: Search[Any] = Search(obs, plan.candidates, plan.rollout, plan.evaluate,
                                     random.Random(self.rng.getrandbits(62)), horizon_turns=plan.horizon_turns,
                                     exploration=self.exploration, own_tree=self.own_tree)
        search.run(self._seconds_left(started), plan.iterations, self._clock)
        self.last_search = search
        choice, gain = search.best(plan.first, self.edge, self.significance, self.min_deals)
        kind = plan.state.pending.kind
        self.searched[kind] += 1
        if choice == plan.first:
            return plan.first, plan.reason
        self.departed[kind] += 1
        return choice, (f"search: {describe_action(plan.state, choice)} plays out {gain:.1f} VP better over the "
                        "next turns")

    def plan(self, obs: Any) -> SearchPlan:
        """What to search for this decision (more than one legal action): by default the game's rollout policy
        chooses first, and its candidates, evaluation and horizon come from the game's `GameAI`."""
        game = self.game_ai
        if game is None:
            raise NotImplementedError(f"{type(self).__name__} names no game_ai and plans nothing")
        state = determinize(obs, self.rng.getrandbits(62))
        rollout = game.rollout(obs, random.Random(self.rng.getrandbits(62)))
        first = safe_choice(state, rollout(state))
        reason = "the playout policy's choice"
        if first not in obs.legal:   # the state was dealt from the observation: only a game's bug gets here
            self.fallbacks += 1
            first, reason = fallback(obs.legal), "fallback"
        candidates = game.candidates(state, list(obs.legal), first)[:self.max_candidates]
        return SearchPlan(state, first, reason, candidates, rollout, game.evaluation(obs),
                          game.horizon(state, obs.viewer), self.budget.iterations)

    def _seconds_left(self, started: float) -> float | None:
        """The time budget covers the whole decision: the plan made before the search counts, and the search stops
        early enough for the deal in progress to finish within it."""
        if self.budget.seconds is None:
            return None
        return max(0.0, self.budget.seconds - (self._clock() - started) - self.deal_margin)

    def _clock(self) -> float:
        return time.process_time() if self.budget.clock == "cpu" else time.perf_counter()
