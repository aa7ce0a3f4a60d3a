"""The Thunderstone rules engine: pure Python, no pygame, no I/O but its own card data.

    from thunderstone_gui.engine import GameConfig, new_game, legal_actions, apply
    state = new_game(GameConfig.new(2, seed=7))
    events = apply(state, legal_actions(state)[0])
"""

from .actions import Action, IllegalAction, action_to_json
from .battle import Breakdown, breakdown
from .cards import Card, load_catalogue
from .config import CardSet, GameConfig, Seat, Variants
from .events import Event
from .game import apply, describe_action, is_legal, legal_actions, new_game, resolve
from .state import GameResult, GameState, Pending, state_hash

__all__ = ["Action", "IllegalAction", "action_to_json", "Breakdown", "breakdown", "Card", "load_catalogue",
           "CardSet", "GameConfig", "Seat", "Variants", "Event", "apply", "describe_action", "is_legal",
           "legal_actions", "new_game", "resolve", "GameResult", "GameState", "Pending", "state_hash"]
