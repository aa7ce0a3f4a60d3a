"""The original Thunderstone as a game system of the engine (engine/system.py): 2nd-edition rules by default, the
1st edition as a rules profile, the base set and Wrath of the Elements."""

from __future__ import annotations

from ...engine.system import assemble
from .config import ClassicConfig
from .state import ClassicState

# Everything else the core needs - the decisions in rules/__init__.py among them - is found in this folder's
# modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="classic", title="Thunderstone", config_class=ClassicConfig, state_class=ClassicState)
