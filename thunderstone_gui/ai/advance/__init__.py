"""Thunderstone Advance's computer seats: Easy, Normal and Hard for players, Greedy as the arena's baseline (the random
level plays every game: ai/__init__.py).

Each level module registers itself with `register(level, game="advance")`; `GAME_AI` is the game's side of the seam
(game_ai.py). The levels share the card values (values.py), the cheap policy (policy.py: Easy's brain and the
rollouts), the evaluation of a turn's course (evaluation.py) and the turn planner (normal.py). docs/ai.md tells how
each level plays.
"""

from .game_ai import GAME_AI

__all__ = ["GAME_AI"]
