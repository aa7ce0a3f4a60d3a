"""Computer seats, for every game the engine hosts. An agent sees only an observation (`engine.observe`, in its game's
own shape) and returns one of its legal actions.

The table runs `agent.choose(observation)` on a worker thread; the arena runs many games with it. This package is the
generic core and knows no game: the `Agent` protocol, `Budget`, the level registry keyed by game, a random level that
plays any game, the determinize-then-decide base (base.py), the information-set search (mcts.py, search.py) and the
interface a game implements to get computer seats (systems.py: `GameAI`). Each game's levels live in `ai/<game>/`
(the original game: `ai/classic/`) and register themselves with `register(level, game=...)`; they are imported the
first time a level of that game is asked for. `make_agent(level, seed, budget, game=...)` builds one (`budget` sets a
searching level's thinking time or iterations; the other levels ignore it). An agent's seed must say nothing about the
game's seed, which decides every deck order: the app seeds its computers with `fresh_seed()`, the arena with a hash
(arena.agent_seed). `hint(observation)` is the table's Hint button: the action a level of the observation's game
would take in the viewer's place and a one-line reason. See docs/ai.md.
"""

from __future__ import annotations

import dataclasses
import inspect
import math
import random
import secrets
from typing import Any, Callable, Mapping, NamedTuple, Protocol, Sequence

from ..engine.actions import Action
from ..engine.config import DEFAULT_GAME, GameConfig


class Observation(Protocol):
    """What every game's observation gives a computer seat (each game's own class has more: the classic one is
    systems/classic/observe.py). The config carries seed 0."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def viewer(self) -> int: ...

    @property
    def legal(self) -> Sequence[Action]: ...


class Agent(Protocol):
    level: str

    def choose(self, obs: Any) -> Action:
        """One of `obs.legal` (never empty when called); `obs` is an observation of the agent's game."""
        ...


class Budget(NamedTuple):
    """How long a searching level may think per decision: a time limit, an iteration limit, or both (the first
    reached stops it). Iterations alone make the search deterministic (tests, reproducible arenas)."""

    seconds: float | None = 1.5
    iterations: int | None = None
    # "wall": the seconds a player waits. "cpu": the searching process's own CPU seconds, so that an arena on a
    # shared machine measures what an idle one does (there one decision's CPU time is its wall time).
    clock: str = "wall"


AgentFactory = Callable[..., Agent]
# Levels that play every game (registered with game=None): a game's own level of the same name comes first.
ANY_GAME = "*"
# game -> level -> factory(seed, [budget=...], [tuning=...])
LEVELS: dict[str, dict[str, AgentFactory]] = {}


def register(level: str, game: str | None = None) -> Callable[[AgentFactory], AgentFactory]:
    """Register `level` for `game` (None: every game). The factory takes the agent's seed and, if it wants them,
    `budget` and `tuning` keywords."""
    def add(factory: AgentFactory) -> AgentFactory:
        LEVELS.setdefault(ANY_GAME if game is None else game, {})[level] = factory
        return factory
    return add


def _factory(level: str, game: str) -> AgentFactory:
    _load_levels(game)
    factory = LEVELS.get(game, {}).get(level) or LEVELS.get(ANY_GAME, {}).get(level)
    if factory is None:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(known_levels(game))}")
    return factory


def make_agent(level: str, seed: int = 0, budget: Budget | None = None,
               tuning: Mapping[str, float | bool] | None = None, *, game: str = DEFAULT_GAME) -> Agent:
    """A computer seat of `game` at `level`. `tuning` changes some of the level's weights (its `tuning` keyword's
    default, a frozen dataclass), where the level has any: the arena compares variants of a level."""
    factory = _factory(level, game)
    accepts = inspect.signature(factory).parameters
    options: dict[str, object] = {}
    if budget is not None and "budget" in accepts:
        options["budget"] = budget
    if tuning and "tuning" in accepts:
        options["tuning"] = dataclasses.replace(accepts["tuning"].default, **tuning)
    return factory(seed, **options)


_self_test_seeds: random.Random | None = None


def fresh_seed() -> int:
    """A seed for a computer seat from the operating system's random source: nothing a seat observes, its own seed
    included, leads from it to the game's seed (an agent derived from the game's seed would carry the deal with it)."""
    if _self_test_seeds is not None:
        return _self_test_seeds.getrandbits(62)
    return secrets.randbits(62)


def seed_computers_for_self_test(seed: int | None) -> None:
    """The app's self-test plays the same games on every run (a failure can be played again): its computers draw
    their seeds from `seed` instead of the operating system (None: from the operating system again). A player's
    game never calls this."""
    global _self_test_seeds
    _self_test_seeds = None if seed is None else random.Random(seed)


def tuning_defaults(level: str, game: str = DEFAULT_GAME) -> Any:
    """The weights of `level` that make_agent's `tuning` can change (a frozen dataclass), or None."""
    parameter = inspect.signature(_factory(level, game)).parameters.get("tuning")
    return None if parameter is None else parameter.default


def tunable(level: str, game: str = DEFAULT_GAME) -> bool:
    """Whether `level` has weights that make_agent's `tuning` can change."""
    try:
        return tuning_defaults(level, game) is not None
    except ValueError:
        return False


def parse_tuning(text: str, level: str, game: str = DEFAULT_GAME) -> dict[str, float | bool]:
    """'deck_scale=0.3,xp_value=0.5' -> {'deck_scale': 0.3, 'xp_value': 0.5}: weights of `level` to change. Raises
    ValueError with a message a player can act on: an unknown name, a value of the wrong kind, a level without
    weights."""
    items = [part.strip() for part in text.split(",") if part.strip()]
    if not items:
        return {}
    defaults = tuning_defaults(level, game)
    if defaults is None:
        raise ValueError(f"the {level} level has no weights to change")
    kinds = {f.name: f.type for f in dataclasses.fields(defaults)}
    out: dict[str, float | bool] = {}
    for item in items:
        name, sep, value = (x.strip() for x in item.partition("="))
        if not sep or name not in kinds:
            raise ValueError(f"{item!r}: expected name=value with a name from {', '.join(kinds)}")
        if kinds[name] in (bool, "bool"):
            if value.lower() not in ("true", "false"):
                raise ValueError(f"{name} must be true or false, not {value!r}")
            out[name] = value.lower() == "true"
        else:
            try:
                number = float(value)
            except ValueError:
                raise ValueError(f"{name} must be a number, not {value!r}") from None
            if not math.isfinite(number):            # nan or inf would poison every score it enters
                raise ValueError(f"{name} must be a finite number, not {value!r}")
            out[name] = number
    return out


def levels_for(game: str = DEFAULT_GAME) -> list[str]:
    """Every level that plays `game`: the levels a player picks in New Game first, weakest first (the game's
    `GameAI.player_levels`), then the others (baselines for the arena) by name."""
    from .systems import game_ai

    _load_levels(game)
    found = game_ai(game)
    first = [level for level in found.player_levels if level in LEVELS.get(game, {})] if found else []
    rest = sorted((set(LEVELS.get(game, {})) | set(LEVELS.get(ANY_GAME, {}))) - set(first))
    return first + rest


def known_levels(game: str = DEFAULT_GAME) -> list[str]:
    """Every level that plays `game`, by name."""
    return sorted(levels_for(game))


def hint(obs: Any, level: str | None = None, seed: int = 0, budget: Budget | None = None) -> tuple[Action, str]:
    """What `level` (by default the game's hint level, `GameAI.hint_level`) would do in the viewer's place, and why
    (one line). The game is the observation's."""
    from .systems import game_ai

    game = obs.config.game
    if level is None:
        found = game_ai(game)
        level = found.hint_level if found is not None and found.hint_level else "random"
    agent = make_agent(level, seed, budget, game=game)
    explain = getattr(agent, "explain", None)
    if explain is not None:
        action, reason = explain(obs)
        return action, reason
    return agent.choose(obs), f"the {level} computer's choice"


def _load_levels(game: str) -> None:
    """Import the game's computer seats (ai/<game>/ and its modules, which register their levels); kept lazy so that
    `import thunderstone_gui.ai` stays light and a game's seats load only when its game is played."""
    from .systems import game_ai

    game_ai(game)


@register("random")
class RandomAgent:
    """Uniform over the legal actions, in any game: the arena's weakest baseline."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
