"""The original game's computer seats: Easy, Normal and Hard for players, Greedy as the arena's baseline (the random
level plays every game: ai/__init__.py).

Each level module registers itself with `register(level, game="classic")`; `GAME_AI` is the game's side of the seam
(game_ai.py). The levels share a deck model (deckmodel.py) that values cards on imagined hands (handeval.py), an
evaluation of a game's course (evaluation.py), the turn planner (planner.py), the cheap policy (fast.py, quick.py)
and the Hall watch (stall.py); facts read off an observation are in view.py. docs/ai.md tells how each level plays.
"""

from .game_ai import GAME_AI

__all__ = ["GAME_AI"]
