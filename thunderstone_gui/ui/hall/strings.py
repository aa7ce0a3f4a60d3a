"""The sentences the Hall games' tables say alike (the original game's and Thunderstone Advance's own tables fall back
to these, then to the shell's `ui/strings.py`). English, marked for the catalog with `N_`."""

from __future__ import annotations

from ...i18n import N_
from ..strings import Entry, game_strings

EN: dict[str, Entry] = {
    "count_of_discard_note": N_("Under each card: in your discard pile / you own in all"),
}

tr = game_strings(EN)
