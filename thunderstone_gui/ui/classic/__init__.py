"""The original game's table (`GameView` for the `classic` game system): its play area, card faces and help, drag
targets, log sentences, prompt panels, New Game panel and Game Over scores."""

from . import phrases  # noqa: F401 - the engine's English phrases, said again in the player's language
from .table_view import ClassicView as VIEW

__all__ = ["VIEW"]
