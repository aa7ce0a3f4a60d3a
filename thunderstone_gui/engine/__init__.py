"""The game-agnostic core of the Thunderstone engine: pure Python, no pygame, no card.

It hosts game systems (`thunderstone_gui/systems/<name>/`: the original game, ...): a config names its game, and
`new_game`, `legal_actions`, `apply`, `observe`, `determinize`, `breakdown` and `check_invariants` ask that game's
system. Undo, redo, saves and replays (`Session`, `GameRecord`) work the same for every game.

    from thunderstone_gui.engine import GameConfig, new_game, legal_actions, apply
    state = new_game(GameConfig.new(2, seed=7))            # a classic game; GameConfig.new(2, game=..., ...)
    events = apply(state, legal_actions(state)[0])
"""

from .actions import Action, IllegalAction, action_to_json
from .config import GameConfig, Seat, Variants, parse_config
from .events import Event
from .game import apply, describe_action, explain_illegal, illegal_reason, is_legal, legal_actions, new_game, resolve
from .state import GameResult, GameState, Pending, state_hash
from .system import GameSystem, get_system, system_names
from .views import breakdown, check_invariants, determinize, observe

__all__ = ["Action", "IllegalAction", "action_to_json", "GameConfig", "Seat", "Variants", "parse_config", "Event",
           "apply", "describe_action", "explain_illegal", "illegal_reason", "is_legal", "legal_actions", "new_game",
           "resolve", "GameResult", "GameState", "Pending", "state_hash", "GameSystem", "get_system", "system_names",
           "breakdown", "check_invariants", "determinize", "observe"]
