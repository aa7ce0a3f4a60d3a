"""Computer seats. An agent sees only an `Observation` (engine/observe.py) and returns one of its legal actions.

The table runs `agent.choose(observation)` on a worker thread; the arena runs many games with it. Levels register
themselves in LEVELS; `make_agent(level, seed)` builds one.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from ..engine.actions import Action
from ..engine.observe import Observation


class Agent(Protocol):
    level: str

    def choose(self, obs: Observation) -> Action:
        """One of `obs.legal` (never empty when called)."""
        ...


AgentFactory = Callable[[int], Agent]
LEVELS: dict[str, AgentFactory] = {}


def register(level: str) -> Callable[[AgentFactory], AgentFactory]:
    def add(factory: AgentFactory) -> AgentFactory:
        LEVELS[level] = factory
        return factory
    return add


def make_agent(level: str, seed: int = 0) -> Agent:
    _load_levels()
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(sorted(LEVELS))}")
    return LEVELS[level](seed)


def _load_levels() -> None:
    """Import the modules that register levels (kept lazy so `import thunderstone_gui.ai` stays light)."""
    import importlib
    import pkgutil

    for module in pkgutil.iter_modules(__path__):
        if not module.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module.name}")


@register("random")
class RandomAgent:
    """Uniform over the legal actions: the arena's weakest baseline."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
