"""Computer seats. An agent sees only an `Observation` (systems/classic/observe.py) and returns one of its legal
actions.

The table runs `agent.choose(observation)` on a worker thread; the arena runs many games with it. Levels register
themselves in LEVELS; `make_agent(level, seed)` builds one (`budget` sets the Hard level's thinking time or
iterations; the other levels ignore it). An agent's seed must say nothing about the game's seed, which decides every
deck order and the Dungeon Deck: the app seeds its computers with `fresh_seed()`, the arena with a hash
(arena.agent_seed). `hint(observation)` is the table's Hint button: the action a level would take in the viewer's
place and a one-line reason. See docs/ai.md for how each level plays.
"""

from __future__ import annotations

import dataclasses
import inspect
import random
import secrets
from typing import Callable, Mapping, NamedTuple, Protocol

from ..engine.actions import Action
from ..systems.classic.observe import Observation


class Agent(Protocol):
    level: str

    def choose(self, obs: Observation) -> Action:
        """One of `obs.legal` (never empty when called)."""
        ...


class Budget(NamedTuple):
    """How long a searching level may think per decision: a time limit, an iteration limit, or both (the first
    reached stops it). Iterations alone make the search deterministic (tests, reproducible arenas)."""

    seconds: float | None = 1.5
    iterations: int | None = None


AgentFactory = Callable[..., Agent]
LEVELS: dict[str, AgentFactory] = {}
# The levels a player picks in New Game, weakest first (the baselines are for the arena).
PLAYER_LEVELS = ("easy", "normal", "hard")


def register(level: str) -> Callable[[AgentFactory], AgentFactory]:
    def add(factory: AgentFactory) -> AgentFactory:
        LEVELS[level] = factory
        return factory
    return add


def make_agent(level: str, seed: int = 0, budget: Budget | None = None,
               tuning: Mapping[str, float | bool] | None = None) -> Agent:
    """`tuning` changes some of the level's weights (tuning.py), where the level has any: the arena compares
    variants of a level."""
    _load_levels()
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(sorted(LEVELS))}")
    factory = LEVELS[level]
    accepts = inspect.signature(factory).parameters
    options: dict[str, object] = {}
    if budget is not None and "budget" in accepts:
        options["budget"] = budget
    if tuning and "tuning" in accepts:
        options["tuning"] = dataclasses.replace(accepts["tuning"].default, **tuning)
    return factory(seed, **options)


def fresh_seed() -> int:
    """A seed for a computer seat from the operating system's random source: nothing a seat observes, its own seed
    included, leads from it to the game's seed (an agent derived from the game's seed would carry the deal with it)."""
    return secrets.randbits(62)


def tunable(level: str) -> bool:
    """Whether `level` has weights that make_agent's `tuning` can change."""
    _load_levels()
    return level in LEVELS and "tuning" in inspect.signature(LEVELS[level]).parameters


def known_levels() -> list[str]:
    _load_levels()
    return sorted(LEVELS)


def hint(obs: Observation, level: str = "normal", seed: int = 0,
         budget: Budget | None = None) -> tuple[Action, str]:
    """What `level` would do in the viewer's place, and why (one line)."""
    agent = make_agent(level, seed, budget)
    explain = getattr(agent, "explain", None)
    if explain is not None:
        action, reason = explain(obs)
        return action, reason
    return agent.choose(obs), f"the {level} computer's choice"


def _load_levels() -> None:
    """Import the modules that register levels (kept lazy so `import thunderstone_gui.ai` stays light)."""
    import importlib
    import pkgutil

    from . import classic

    for package in (__name__, classic.__name__):
        for module in pkgutil.iter_modules(importlib.import_module(package).__path__):
            if not module.name.startswith("_"):
                importlib.import_module(f"{package}.{module.name}")


@register("random")
class RandomAgent:
    """Uniform over the legal actions: the arena's weakest baseline."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
