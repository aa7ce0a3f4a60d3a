"""The games the app hosts: each game's name (as `GameConfig.game` records it) and the package that plays it.

This table is the only place that names the game systems' packages. The engine looks a game up through it
(`engine.system.get_system`) and never imports a game's package itself: a game's package imports the engine (its
`system.py` declares `SYSTEM`, assembled from its folder), so the import arrows point from the games to the core,
and the core reaches a game only through a name here. A package is imported on first use. It imports nothing of the app.
"""

from __future__ import annotations

import importlib
from typing import Any

# Game name -> the package that holds it (its `SYSTEM`; its optional `card_sets.py`, engine/card_sets.py).
GAMES = {
    "classic": "thunderstone_gui.systems.classic",
    "advance": "thunderstone_gui.systems.advance",
    "quest": "thunderstone_gui.systems.quest",
}

_loaded: dict[str, Any] = {}


def names() -> tuple[str, ...]:
    return tuple(GAMES)


def package(name: str) -> str:
    """The package of the game called `name` (raises ValueError for an unknown name)."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    return GAMES[name]


def load(name: str) -> Any:
    """The `SYSTEM` object (an engine.system.GameSystem) of the game called `name`, its package imported once."""
    system = _loaded.get(name)
    if system is None:
        system = _loaded[name] = importlib.import_module(package(name)).SYSTEM
    return system
