"""Thunderstone Quest's rules, one module per section of the rulebook: setup, turn (Prep and End of Turn), village,
dungeon (movement and Alert!), combat (the battle, rewards, Treasure, Spoils), guardian (Keys, the Guardian, the last
round), abilities (the effect vocabulary at work), extras (Side Quests, Sponsorships, Legendary cards), scoring,
epic (Epic Thunderstone Quest)."""

from ....engine.system import Decision
from . import abilities, combat, dungeon, epic, extras, guardian, scoring, setup, turn, village

__all__ = ["abilities", "combat", "dungeon", "epic", "extras", "guardian", "scoring", "setup", "turn", "village"]

# The game's own decisions (the pending kinds that are not prompts): their legal actions, how one begins, what it
# asks.
DECISIONS = {
    "prep": Decision(turn.prep_choices, turn.choose, "choose a Village location or the Dungeon"),
    "village": Decision(village.legal, village.act, "act in the Village"),
    "dungeon": Decision(dungeon.legal, dungeon.act, "prepare, move and battle"),
}
