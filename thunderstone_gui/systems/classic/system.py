"""The original Thunderstone as a game system of the engine (engine/system.py): 2nd-edition rules by default, the
1st edition as a rules profile, the base set and Wrath of the Elements."""

from __future__ import annotations

from ...engine.system import Decision, assemble
from .config import ClassicConfig
from .rules import dungeon, turn, village
from .state import ClassicState

# Everything else the core needs is found in this folder's modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="classic", title="Thunderstone", config_class=ClassicConfig, state_class=ClassicState,
    decisions={
        "turn": Decision(turn.turn_choices, turn.choose_turn_action, "choose Village, Dungeon or Rest"),
        "village": Decision(village.legal, village.act, "act in the Village"),
        "dungeon": Decision(dungeon.legal, dungeon.act, "prepare the battle"),
    },
)
