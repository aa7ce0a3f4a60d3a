"""The seam between the computer seats' generic core and one game: what a game gives to get computer seats, and where
each game's seats are found.

A game's seats live in the package `thunderstone_gui.ai.<game>` (`<game>` as in `GameConfig.game`: `ai/classic/` for
the original game). The first time a level of that game is asked for (`make_agent(..., game=...)`, `levels_for`,
`hint`), the package and every module in it (but those whose name starts with "_") are imported; its modules register
their levels with `register(level, game="<game>")`, and the package exposes `GAME_AI`, an instance of a `GameAI`
subclass. A game without such a package still gets the levels that play every game (`random`).

What a `GameAI` gives:
- `player_levels`, the levels a player picks in New Game (weakest first), and `hint_level`, the one the Hint button
  asks;
- for a searching level (search.py: `SearchAgent`, the information-set search of mcts.py over determinized states):
  `evaluation` (how good a playout's end is for the searching seat), `rollout` (the policy that plays every seat's
  decisions in the playouts), `candidates` (the root actions worth searching) and `horizon` (how many turns a
  playout runs). Only `evaluation` has no default.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import random
from typing import Any, Sequence

from ..engine.actions import Action
from ..engine.game import legal_actions
from ..engine.state import GameState
from .mcts import Evaluate, Policy, turns_to_own_turn


class GameAI:
    """What a game gives its computer seats. Subclass it in `ai/<game>/` and expose one instance as `GAME_AI`."""

    game: str = ""
    # The levels a player picks in New Game, weakest first (other levels of the game are for the arena).
    player_levels: tuple[str, ...] = ()
    # The level the table's Hint button asks (quick enough to answer at once); "" - the random level.
    hint_level: str = ""

    def evaluation(self, obs: Any) -> Evaluate[Any]:
        """How a search scores a playout for the observation's seat: `(the deal as dealt, the playout's end) ->
        value`, in the game's points (VP-equivalents: one VP is about 1; a search compares values on the same
        deals, so only differences count). Called once per decision: it may read the observation (the seat's
        standing, the turns left) and precompute."""
        raise NotImplementedError(f"the {self.game or type(self).__name__} game gives no evaluation for a search")

    def rollout(self, obs: Any, rng: random.Random) -> Policy[Any]:
        """The policy that plays every seat's decisions in a search's playouts (`state -> action`, the state's
        pending seat deciding; an illegal answer is replaced by a harmless legal one). By default a legal action at
        random from `rng`; a game's cheap heuristic plays much better playouts."""
        def random_legal(state: GameState) -> Action:
            return rng.choice(legal_actions(state))
        return random_legal

    def candidates(self, state: Any, legal: Sequence[Action], first: Action) -> list[Action]:
        """The root actions worth searching on `state` (a state of the game, dealt from the observation), `first`
        (the rollout policy's own choice) first. By default every legal action; a searching level keeps the first
        `SearchAgent.max_candidates`."""
        return [first] + [a for a in legal if a != first]

    def horizon(self, state: Any, seat: int) -> int:
        """How many turns a playout from `state` runs: by default until `seat`'s next turn begins."""
        return turns_to_own_turn(state, seat)


# game -> its GameAI (None: the game has no seats of its own), once imported.
_loaded: dict[str, GameAI | None] = {}


def game_ai(game: str) -> GameAI | None:
    """The computer seats of `game`, their package imported (and with it their levels registered); None when the
    game has no package in ai/."""
    if game in _loaded:
        return _loaded[game]
    found: GameAI | None = None
    name = f"{__package__}.{game}"
    spec = importlib.util.find_spec(name) if game.isidentifier() else None
    if spec is not None and spec.submodule_search_locations is not None:   # a package, not a module of the core
        package = importlib.import_module(name)
        for module in pkgutil.iter_modules(package.__path__):
            if not module.name.startswith("_"):
                importlib.import_module(f"{name}.{module.name}")
        found = getattr(package, "GAME_AI", None)
    _loaded[game] = found
    return found
