"""The sentences the Hall games' tables say alike (the original game's and Thunderstone Advance's own tables fall back
to these, then to the shell's `ui/strings.py`). English, marked for the catalog with `N_`."""

from __future__ import annotations

from ...i18n import N_, Nn_
from ..strings import Entry, game_strings

EN: dict[str, Entry] = {
    "count_of_discard_note": N_("Under each card: in your discard pile / you own in all"),
    # the question before ending a turn: what the player could still do
    "left_to_do": N_("You can still {what}."),
    "left_buy": Nn_("buy ({gold} Gold, {n} buy)", "buy ({gold} Gold, {n} buys)"),
    "left_level_up": N_("level up {heroes}"),
    "left_use": N_("use {cards}"),
    "left_equip": N_("equip {cards}"),
}

tr = game_strings(EN)
