"""Normal: the strong heuristic level. A deck model (deckmodel.py) values cards, the engine's battle preview picks
the fight, and each turn choice and battle is played out on a determinized copy before it is taken (planner.py)."""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.observe import Observation
from ..engine.state import GameState
from . import register
from .base import StateAgent
from .deckmodel import ModelCache
from .evaluation import Evaluator
from .planner import Planner
from .stall import HallWatch
from .tuning import DEFAULT, Tuning

# Partial hands the deck model judges cards on (deckmodel.py): enough to rank purchases within Normal's time budget.
SAMPLES = 16


@register("normal")
class NormalAgent(StateAgent):
    level = "normal"

    def __init__(self, seed: int = 0, samples: int = SAMPLES, tuning: Tuning = DEFAULT) -> None:
        super().__init__(seed)
        self.tuning = tuning
        self.seed = seed
        self.samples = samples
        self.watch = HallWatch()
        self.cache = ModelCache()

    def planner(self, obs: Observation) -> Planner:
        ev = Evaluator(obs, self.seed, self.samples, self.cache, self.tuning)
        return Planner(ev, stall=self.watch.urgency(obs))

    def decide(self, obs: Observation, state: GameState) -> tuple[Action, str]:
        return self.planner(obs).act(state)
