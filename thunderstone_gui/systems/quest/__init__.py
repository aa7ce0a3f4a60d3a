"""Thunderstone Quest (AEG 2018) as a game system: the full rules, our own card set, and printed sets imported by
the player (set_files.py; the importer: thunderstone_gui/tools/quest_import.py)."""

from .system import SYSTEM

__all__ = ["SYSTEM"]
