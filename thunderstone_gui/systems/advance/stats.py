"""Thunderstone Advance's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by rank from the `attack` and `battle_result` events, XP gained from `gained_xp` (a victory's
XP and every other gain) and spent from `levelled_up` and `lost_xp` (XP a Curse or a monster takes away count as
spent: gained less spent is the XP a player holds)."""

from __future__ import annotations

from ..hall.stats import HallStats
from .rules.scoring import score

# Card kinds as the charts group them: the Thunderstone Bearer is counted with the monsters (a card of the Dungeon).
STATS = HallStats(score, kinds=("heroes", "village", "monsters", "basic", "curses"),
                  kind_of={"hero": "heroes", "village": "village", "monster": "monsters",
                           "thunderstone_bearer": "monsters", "basic": "basic", "curse": "curses"},
                  gained=("gained_xp",), spent=("levelled_up", "lost_xp"))
KINDS, TURN_ENDED = STATS.kinds, "turn_ended"
snapshot, count = STATS.snapshot, STATS.count
