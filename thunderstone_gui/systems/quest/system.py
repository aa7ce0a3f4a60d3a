"""Thunderstone Quest as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from ...engine.system import Decision, assemble
from .config import QuestConfig
from .rules import dungeon, turn, village
from .state import QuestState

# Everything else the core needs is found in this folder's modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="quest", title="Thunderstone Quest", config_class=QuestConfig, state_class=QuestState,
    decisions={
        "prep": Decision(turn.prep_choices, turn.choose, "choose a Village location or the Dungeon"),
        "village": Decision(village.legal, village.act, "act in the Village"),
        "dungeon": Decision(dungeon.legal, dungeon.act, "prepare, move and battle"),
    },
)
