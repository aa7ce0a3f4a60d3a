"""The Thunderstone rules engine: pure Python, no pygame, no I/O but its own card data.

    from thunderstone_gui.engine import GameConfig, new_game, legal_actions, apply
    state = new_game(GameConfig.new(2, seed=7))
    events = apply(state, legal_actions(state)[0])
"""

from .actions import Action, IllegalAction, action_to_json
from .battle import Breakdown, breakdown, hero_strengths
from .cards import Card, load_catalogue
from .config import CardSet, GameConfig, Seat, Variants
from .events import Event
from .game import apply, describe_action, explain_illegal, illegal_reason, is_legal, legal_actions, new_game, resolve
from .rules.village import gold_available
from .state import GameResult, GameState, Pending, state_hash

__all__ = ["Action", "IllegalAction", "action_to_json", "Breakdown", "breakdown", "hero_strengths", "Card",
           "load_catalogue", "CardSet", "GameConfig", "Seat", "Variants", "Event", "apply", "describe_action",
           "explain_illegal", "illegal_reason", "is_legal", "legal_actions", "new_game", "resolve", "gold_available",
           "GameResult", "GameState", "Pending", "state_hash"]
