"""Normal: the strong heuristic level. A deck model (deckmodel.py) values cards, the engine's battle preview picks
the fight, and each turn choice and battle is played out on a determinized copy before it is taken (planner.py)."""

from __future__ import annotations

import time

from ...engine.actions import Action
from ...systems.classic.cards import Card
from ...systems.classic.observe import Observation
from ...systems.classic.state import ClassicState
from .. import register
from ..base import StateAgent
from . import view
from .deckmodel import ModelCache
from .evaluation import Evaluator
from .planner import Planner
from .simulate import after
from .stall import HallWatch
from .tuning import DEFAULT, Tuning

# Partial hands the deck model judges cards on (deckmodel.py): enough to rank purchases within Normal's time budget.
SAMPLES = 16
# New hands a decision judges at most when it judges ahead for the next turn, its own work included (a new hand
# costs 0.15-0.4 ms on the 2-core machine), and the time into the decision after which it judges no more: the move
# that ends a turn stays well inside Normal's 50 ms even when its hands are slow ones.
JUDGE_AHEAD = 150
JUDGE_AHEAD_SECONDS = 0.030


@register("normal", game="classic")
class NormalAgent(StateAgent):
    level = "normal"

    def __init__(self, seed: int = 0, samples: int = SAMPLES, tuning: Tuning = DEFAULT) -> None:
        super().__init__(seed)
        self.tuning = tuning
        self.seed = seed
        self.samples = samples
        self.watch = HallWatch()
        self.cache = ModelCache()
        self._turn: tuple[int, list[str]] = (-1, [])   # (turn number, the cards owned when it began)
        self._judged_before = 0                          # the cache's size when the decision began
        self._started = 0.0                              # time.perf_counter() when the decision began

    def evaluator(self, obs: Observation) -> Evaluator:
        return Evaluator(obs, self.seed, self.samples, self.cache, self.tuning, self.watch.stuck_rounds(obs))

    def planner(self, obs: Observation) -> Planner:
        return Planner(self.evaluator(obs), stall=self.watch.urgency(obs), verbose=self.wording)

    def explain(self, obs: Observation) -> tuple[Action, str]:
        """The move and why, in a player's words (the Hint)."""
        self._judged_before, self._started = self.cache.size, time.perf_counter()
        action, reason = super().explain(obs)
        if len(obs.legal) == 1 and action.kind == "end_turn" and obs.active == obs.viewer:
            deck = view.owned_cards(obs, obs.viewer)
            if _deck_key(deck) != self._turn[1]:   # an Evaluator costs a few ms: only when there is work ahead
                self._judge_ahead(self.evaluator(obs), deck)
        return action, reason

    def decide(self, obs: Observation, state: ClassicState) -> tuple[Action, str]:
        planner = self.planner(obs)
        action, reason = planner.act(state)
        if state.active == planner.me and state.turn_number != self._turn[0]:
            self._turn = (state.turn_number, _deck_key(view.owned_cards(obs, planner.me)))
        if action.kind == "end_turn":
            self._judge_ahead(planner.ev, view.owned_cards(obs, planner.me))
        elif state.active == planner.me:
            trial = after(state, action)
            if trial.turn_number != state.turn_number and trial.result is None:
                self._judge_ahead(planner.ev, [trial.cards[i] for i in trial.players[planner.me].owned()])
        return action, reason

    def _judge_ahead(self, ev: Evaluator, deck: list[Card]) -> None:
        """The first decision of a turn judges the hands of the deck as it is then; after a turn that changed the
        seat's cards (a purchase, a victory, a card destroyed) that is a hundred new hands or more. The move that ends
        the turn judges them instead, well inside its own time: same values, just sooner."""
        if _deck_key(deck) != self._turn[1]:
            judged = max(0, self.cache.size - self._judged_before)
            if judged < JUDGE_AHEAD:
                ev.judge_ahead(deck, JUDGE_AHEAD - judged, self._started + JUDGE_AHEAD_SECONDS)


def _deck_key(deck: list[Card]) -> list[str]:
    return sorted(c.id for c in deck)
