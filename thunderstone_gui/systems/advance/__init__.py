"""Thunderstone Advance (AEG 2012), the core set Towers of Ruin, played without Familiars (their cards are unknown).

    state.py      the table: Village supply, Hall of 3 or 4 ranks, Dungeon, Curse and Horde decks, the turn
    config.py     card set (a monster group per level, Bearer, hero lines, Village), board side, a scenario's cards
    cards.py      card data -> compiled cards                       effects.py   the effect vocabulary of the data
    rules/        one module per section of the rules: setup, turn, village, dungeon, abilities, combat, hall,
                  curses, react, party, scoring
    battle.py     battle arithmetic (the preview and the fight)    explain.py   actions and refusals in words
    observe.py / determinize.py / invariants.py / position.py / report.py   views of a game, hand-written positions
    data/         card data (our own words for the texts) and AEG's themed setups
"""

from __future__ import annotations

from .system import SYSTEM

__all__ = ["SYSTEM"]
