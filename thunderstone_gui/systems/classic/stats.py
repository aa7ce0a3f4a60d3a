"""The original game's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by rank from the `attack` and `battle_result` events, XP from `defeated`, `gained_xp` and
`levelled_up`."""

from __future__ import annotations

from ..hall.stats import HallStats
from .rules.scoring import score

# The Thunderstone is counted with the monsters (a card of the Dungeon); Disease cards have a layer of their own.
STATS = HallStats(score, kinds=("heroes", "village", "monsters", "basic", "disease"),
                  kind_of={"hero": "heroes", "village": "village", "monster": "monsters", "thunderstone": "monsters",
                           "basic": "basic", "disease": "disease"},
                  gained=("defeated", "gained_xp"), spent=("levelled_up",))
KINDS, TURN_ENDED = STATS.kinds, "turn_ended"
snapshot, count = STATS.snapshot, STATS.count
