"""Computer seats for Thunderstone Quest: a random player and a simple heuristic player (the seed of the Quest
computer levels), and the simulation that balances our card set (`python -m thunderstone_gui.ai.quest.simulate`)."""

from .agents import HeuristicAgent, RandomAgent

__all__ = ["HeuristicAgent", "RandomAgent"]
