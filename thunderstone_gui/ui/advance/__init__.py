"""Thunderstone Advance's table (`GameView` for the `advance` game system): its play area (3 or 4 ranks), card faces
and help, drag targets, log sentences, prompt panels, New Game panel and Game Over scores. Pieces that work as in the
original game (drag sources, pile viewers, the card cache, the log's sentence helpers) come from `ui/classic/`."""

from . import phrases  # noqa: F401 - the engine's English phrases, said again in the player's language
from .table_view import AdvanceView as VIEW

__all__ = ["VIEW"]
