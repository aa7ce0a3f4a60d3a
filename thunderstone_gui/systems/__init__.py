"""The game systems the engine hosts, one package each: its rules (one module per rulebook section), its effect
vocabulary, its card data and its `SYSTEM` object (`engine/system.py`)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.system import GameSystem

# Game name (as recorded in `GameConfig.game`) -> the package that holds it. Imported on first use.
SYSTEMS = {
    "classic": "thunderstone_gui.systems.classic",
    "advance": "thunderstone_gui.systems.advance",
    "quest": "thunderstone_gui.systems.quest",
}

_loaded: dict[str, GameSystem] = {}


def load_system(name: str) -> GameSystem:
    system = _loaded.get(name)
    if system is None:
        if name not in SYSTEMS:
            raise ValueError(f"unknown game {name!r}; known: {', '.join(SYSTEMS)}")
        system = importlib.import_module(SYSTEMS[name]).SYSTEM
        _loaded[name] = system
    return system
