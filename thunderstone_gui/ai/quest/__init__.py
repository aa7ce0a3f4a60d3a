"""Computer seats for Thunderstone Quest: Easy, Normal and Hard for players, Greedy as the arena's baseline (the
random level plays every game: ai/__init__.py), and the card set's balancing simulation, played by those levels
(`python -m thunderstone_gui.ai.quest.simulate`).

Each level registers itself with `register(level, game="quest")` (levels.py); `GAME_AI` is the game's side of the
seam (game_ai.py): New Game's levels, the Hint level, and the Hard level's evaluation and playout policy. The
levels' judgement on a game state is policy.py. docs/ai.md ("Thunderstone Quest") tells how each level plays.
"""

from .. import RandomAgent
from .game_ai import GAME_AI

__all__ = ["GAME_AI", "RandomAgent"]
