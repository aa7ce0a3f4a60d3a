"""Noticing a stuck Dungeon Hall.

The game ends only when monsters leave the Hall. If nobody can beat any of the three monsters there, careful players
shop forever; real players then attack anyway - a lost battle sends the monster to the bottom of the Dungeon Deck and
brings a new one. An agent remembers what it has seen (a player may), so it can tell how long the Hall has been
unchanged.
"""

from __future__ import annotations

from ..engine.observe import Observation

# Whole rounds the same Hall must stay before a level attacks just to move a monster on.
STALL_ROUNDS = 3


class HallWatch:
    def __init__(self) -> None:
        self.hall: tuple[int, ...] = ()
        self.since = 0

    def update(self, obs: Observation) -> int:
        """Turns the Hall has stayed as it is now (as far as this seat has seen)."""
        hall = tuple(obs.hall)
        if hall != self.hall or obs.turn_number < self.since:
            self.hall = hall
            self.since = obs.turn_number
        return obs.turn_number - self.since

    def stalled(self, obs: Observation) -> bool:
        return self.update(obs) >= STALL_ROUNDS * len(obs.seats)
