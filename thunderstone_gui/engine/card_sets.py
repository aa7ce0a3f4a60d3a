"""The boxes a game's cards come in (the base game, an expansion) and the cards of each: what the card pool shows
and what New Game's "Sets I own" lists.

A game system that has them says so in its package's `card_sets.py`: `card_sets()` (a `CardSetInfo` per box) and
`set_cards(set_id)` (each card of the box once, in the order a player browses them; a card has `name`, `kind`, `text`
- its rules in words - and `keywords`). A game without that module has no sets to show.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, NamedTuple

from .. import games


class CardSetInfo(NamedTuple):
    """One box of a game's cards as players name it."""

    id: str                  # as configs and saved setups record it ("base", "wrath", "towers_of_ruin")
    title: str               # "Wrath of the Elements"
    required: bool = False   # every game of the system needs it: a player who plays the game owns it


def _module(game: str) -> ModuleType | None:
    name = f"{games.package(game)}.card_sets"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:         # the module exists but something it imports does not: a real error
            raise
        return None


def card_sets(game: str) -> tuple[CardSetInfo, ...]:
    """The boxes the game's cards come in, in the game's order (() for a game that names none)."""
    module = _module(game)
    return tuple(module.card_sets()) if module is not None else ()


def set_cards(game: str, set_id: str) -> list[Any]:
    """Every card of one of the game's sets, in browsing order ([] for a set the game does not have)."""
    module = _module(game)
    return list(module.set_cards(set_id)) if module is not None else []
