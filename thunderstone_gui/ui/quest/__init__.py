"""Thunderstone Quest's table (`GameView` for the `quest` game system): the Dungeon map, the Village board, the
players' boards, card faces and the Lexicon's help, drag targets, prompt panels, log sentences, New Game's panel and
the Game Over breakdown."""

from . import phrases  # noqa: F401 - the engine's English phrases, said again in the player's language
from .table_view import QuestView as VIEW

__all__ = ["VIEW"]
