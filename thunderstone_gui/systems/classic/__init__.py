"""The original Thunderstone (AEG 2009): 2nd-edition rules by default, the 1st edition as a rules profile, the base
set and Wrath of the Elements of the online edition.

    state.py      the table: Village supply, Dungeon Hall and Deck, destroyed pile, the turn in progress
    config.py     card set, card sets in play, rules edition      profile.py   1st/2nd-edition differences
    cards.py      card data -> compiled cards                       effects.py   the effect vocabulary of the data
    rules/        one module per rulebook section (setup, turn, village, dungeon, combat, hall, party, scoring)
    battle.py     battle arithmetic (the preview and the fight)    explain.py   actions and refusals in words
    observe.py / determinize.py / invariants.py / position.py      views of a game, hand-written positions
    data/         card data (our own words for the texts) and the preset setups
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .system import SYSTEM

__all__ = ["SYSTEM"]


def __getattr__(name: str) -> Any:
    # SYSTEM is imported on first use, not with the package: `python -m thunderstone_gui.systems.classic.cards` runs
    # cards.py as a program, and a package that had imported it already makes Python warn on stderr that the module
    # is there twice.
    if name == "SYSTEM":
        from .system import SYSTEM

        return SYSTEM
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
