"""Noticing a stuck Dungeon Hall.

The game ends only when monsters leave the Hall. If nobody can beat any of the three monsters there, careful players
shop forever; real players then attack anyway - a lost battle sends the monster to the bottom of the Dungeon Deck and
brings a new one. An agent remembers what it has seen (a player may), so it can tell how long the Hall has been
unchanged.
"""

from __future__ import annotations

from ...systems.classic.observe import Observation

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
        return self.rounds(obs) >= STALL_ROUNDS

    def rounds(self, obs: Observation) -> float:
        """Whole rounds the Hall has stayed as it is."""
        return self.update(obs) / len(obs.seats)

    def stuck_rounds(self, obs: Observation) -> float:
        """Whole rounds the Hall has been stuck (from STALL_ROUNDS on), else 0: the Evaluator's floor for the turns
        left in the game."""
        rounds = self.rounds(obs)
        return rounds if rounds >= STALL_ROUNDS else 0.0

    def urgency(self, obs: Observation) -> float:
        """0 while the Hall moves; from STALL_ROUNDS on, 1 and growing by one every further round, so that sooner or
        later moving a monster on outweighs whatever keeps the seat from it."""
        rounds = self.rounds(obs)
        return 0.0 if rounds < STALL_ROUNDS else 1.0 + (rounds - STALL_ROUNDS)
