"""Hard: the Normal level's choice, checked by the information-set search of ai/mcts.py.

For each decision with a real choice, the hidden cards are dealt again and again (`engine.determinize`); on each deal
the Normal choice and up to four other candidates (ai/search.py) are played out for the rest of the turn and the other
players' turns, every seat played by the Easy policy, until the seat's next turn, and scored by the Normal
evaluation against the best rival. Normal's choice is kept unless another plays out better by `edge` VP and
`significance` standard errors on the same deals, each candidate played out on at least `min_deals` of them.

What the search may change (`HardTuning`; the arena compares variants with `--a-tuning`): a purchase plays out until
the seat's next turn begins, before the bought card can ever be drawn, so the playouts cannot tell one purchase from
another or from none: only the evaluation's static guess of the deck tells them apart, and paired deals make that
guess look certain. So the playouts of a visit to the Village (and with `long_turn` of the turn's choice) run until
the bought card may have been drawn (`long_village`: the seat's own turns until its deck runs out, plus `extra_turns`,
at most `max_turns`), as the original game's Hard does (ai/classic/hard.py, PURCHASE_PLAYOUT); `search_village` off
leaves shopping to Normal instead.

Measured at 100 playouts a decision against Normal, 40 games each, arena seed 5100 (docs/ai.md, "Advance's Hard"):
the search as it was (edge 0.3, 1.5 standard errors, short playouts) had won 25.0% of 24 (seed 777) and 47.5% of 200;
Village left to Normal 45.0%; that and 2.5 standard errors on 16 deals 42.5%; long Village playouts with 2 standard
errors on 12 deals 65.0% (95% CI 49.5-77.9%).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ...engine.actions import Action
from ...systems.advance.determinize import determinize
from ...systems.advance.observe import Observation
from ...systems.advance.state import HAND_SIZE, AdvanceState
from .. import Budget, register
from ..mcts import turns_to_own_turn
from ..search import SearchAgent, SearchPlan
from .game_ai import GAME_AI
from .normal import Planner
from .policy import FastPolicy


@dataclass(frozen=True)
class HardTuning:
    """The search's thresholds (see the module's docstring)."""

    edge: float = 0.3                 # VP-equivalents another candidate must play out better by
    significance: float = 2.0         # ... and standard errors of that paired difference
    min_deals: float = 12             # playouts each candidate needs before it may replace Normal's choice
    search_village: bool = True       # purchases, level-ups and the end of a visit searched too
    search_prompts: bool = True       # a prompt's answers searched too
    long_village: bool = True         # a visit's playouts run until the bought card may have been drawn
    long_turn: bool = False           # ... and so do the turn's choice's
    extra_turns: float = 1            # own turns played out after the deck runs out
    max_turns: float = 4              # own turns played out at most
    normal_turns: bool = False        # in the playouts every seat chooses its turn's action as Normal does


HARD = HardTuning()


class NormalTurns:
    """A playout policy: each seat's turn action (Village, Dungeon, Prepare, Rest) as the Normal level chooses it -
    each played out to the end of the turn - and everything else by the cheap policy. The seat Hard plays against
    is a Normal; with the cheap policy alone a candidate that is better for Normal's way of playing on looks no
    better in the playouts. A deal costs about three times the cheap policy's (9.6 against 3.1 ms CPU, 96 deals of
    mid-game decisions)."""

    def __init__(self) -> None:
        self.fast = FastPolicy(simulate=False)
        self.planners: dict[int, Planner] = {}

    def __call__(self, state: AdvanceState) -> Action:
        if state.pending.kind != "turn":
            return self.fast(state)
        seat = state.pending.seat
        planner = self.planners.get(seat)
        if planner is None:
            planner = self.planners[seat] = Planner(seat)
        return planner.act(state.clone(), 0)[0]


@register("hard", game="advance")
class HardAgent(SearchAgent):
    level = "hard"
    game_ai = GAME_AI

    def __init__(self, seed: int = 0, budget: Budget | None = None, tuning: HardTuning = HARD) -> None:
        super().__init__(seed, budget)
        self.tuning = tuning
        self.edge = tuning.edge
        self.significance = tuning.significance
        self.min_deals = int(tuning.min_deals)

    def plan(self, obs: Observation) -> SearchPlan:
        state = determinize(obs, self.rng.getrandbits(62))
        first, reason = Planner(obs.viewer).act(state.clone(), 0)
        game = self.game_ai
        assert game is not None
        legal = list(obs.legal)
        if first not in legal:
            self.fallbacks += 1
            first, reason = legal[0], "fallback"
        kind = state.pending.kind
        if (kind == "village" and not self.tuning.search_village) or (
                kind == "prompt" and not self.tuning.search_prompts):
            return SearchPlan(state, first, reason)
        rollout: Any = NormalTurns() if self.tuning.normal_turns else FastPolicy(simulate=False)
        candidates = game.candidates(state, legal, first)[:self.max_candidates]
        horizon = game.horizon(state, obs.viewer)
        if (kind == "village" and self.tuning.long_village) or (kind == "turn" and self.tuning.long_turn):
            horizon = self.long_horizon(state, obs.viewer)
        return SearchPlan(state, first, reason, candidates, rollout, game.evaluation(obs), horizon,
                          self.budget.iterations)

    def long_horizon(self, state: AdvanceState, seat: int) -> int:
        """Turns until `seat` has drawn through its deck (a card bought now is in the discard pile, drawn after the
        next reshuffle) and played `extra_turns` more own turns, at most `max_turns` own turns."""
        own_turns = math.ceil(len(state.players[seat].deck) / HAND_SIZE) + int(self.tuning.extra_turns)
        own_turns = max(1, min(own_turns, int(self.tuning.max_turns)))
        return turns_to_own_turn(state, seat) + state.seats * (own_turns - 1)


__all__ = ["HARD", "HardAgent", "HardTuning"]
