"""Thunderstone Advance (Towers of Ruin) as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from ...engine.system import assemble
from .config import AdvanceConfig
from .state import AdvanceState

# Everything else the core needs - the decisions in rules/__init__.py among them - is found in this folder's
# modules by their names (engine/system.py, FOLDER_PARTS).
SYSTEM = assemble(
    __package__, name="advance", title="Thunderstone Advance", config_class=AdvanceConfig, state_class=AdvanceState)
