"""Thunderstone Quest as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from ...engine.system import assemble
from .config import QuestConfig
from .state import QuestState

# Everything else the core needs - the decisions in rules/__init__.py among them - is found in this folder's
# modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="quest", title="Thunderstone Quest", config_class=QuestConfig, state_class=QuestState)
