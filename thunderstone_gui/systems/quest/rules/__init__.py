"""Thunderstone Quest's rules, one module per section of the rulebook: setup, turn (Prep and End of Turn), village,
dungeon (movement and Alert!), combat (the battle, rewards, Treasure, Spoils), guardian (Keys, the Guardian, the last
round), abilities (the effect vocabulary at work), extras (Side Quests, Sponsorships, Legendary cards), scoring."""

from . import abilities, combat, dungeon, extras, guardian, scoring, setup, turn, village

__all__ = ["abilities", "combat", "dungeon", "extras", "guardian", "scoring", "setup", "turn", "village"]
