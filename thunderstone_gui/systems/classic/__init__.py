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

import warnings

from .system import SYSTEM

# `python -m thunderstone_gui.systems.classic.cards` (the card dump) runs cards.py as a program after this package,
# which imports it, has loaded it; Python then warns on stderr that the module is there twice. The program uses
# only its own copy (the card data it reads and writes out), so the warning says nothing to its user.
warnings.filterwarnings("ignore", message=r"'thunderstone_gui\.systems\.classic\.cards' found in sys\.modules",
                        category=RuntimeWarning)

__all__ = ["SYSTEM"]
