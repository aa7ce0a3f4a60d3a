"""Positions written by hand (scenarios): a game state built from a description instead of from the start of a
game. Each game system has its own `Position` model (`GameSystem.position_class`); `parse_position` reads any of
them from JSON data (a position without `game` is a classic one)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from .config import DEFAULT_GAME, GameConfig
from .state import GameState
from .system import get_system, system_names


class PositionError(ValueError):
    """A position that cannot be built; the message names the problem."""


def position_game(position: BaseModel) -> str:
    return str(getattr(position, "game", DEFAULT_GAME))


def parse_position(data: Any) -> BaseModel:
    """A position of any game system from its JSON data (raises ValueError naming what is wrong)."""
    if isinstance(data, BaseModel):
        return data
    if not isinstance(data, dict):
        raise ValueError("a position is a JSON object")
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or game not in system_names():
        raise ValueError(f"unknown game {game!r}; known: {', '.join(system_names())}")
    model = get_system(game).position_class
    if model is None:
        raise ValueError(f"the game {game!r} has no hand-written positions")
    return model.model_validate({**data, "game": game})


def position_state(position: BaseModel) -> GameState:
    """The state a position describes, checked against the rules (raises PositionError)."""
    system = get_system(position_game(position))
    if system.build_position is None or system.check_position is None:
        raise PositionError(f"the game {system.name!r} has no hand-written positions")
    state = system.build_position(position)
    system.check_position(state)
    return state


def position_config(position: BaseModel) -> GameConfig:
    """The config a position makes (raises PositionError)."""
    system = get_system(position_game(position))
    if system.position_config is None:
        raise PositionError(f"the game {system.name!r} has no hand-written positions")
    return system.position_config(position)
