"""Thunderstone Advance (Towers of Ruin) as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from ...engine.system import Decision, assemble
from .config import AdvanceConfig
from .rules import dungeon, turn, village
from .state import AdvanceState

# Everything else the core needs is found in this folder's modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="advance", title="Thunderstone Advance", config_class=AdvanceConfig, state_class=AdvanceState,
    decisions={
        "turn": Decision(turn.turn_choices, turn.choose_turn_action, "choose Village, Dungeon, Prepare or Rest"),
        "village": Decision(village.legal, village.act, "act in the Village"),
        "dungeon": Decision(dungeon.legal, dungeon.act, "prepare the battle"),
    },
)
