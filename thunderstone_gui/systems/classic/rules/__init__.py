"""The rules, one module per section of the rulebook. Importing this package registers every step and prompt."""

from ....engine.system import Decision
from . import combat, dungeon, hall, party, scoring, setup, turn, village  # noqa: F401

# The game's own decisions (the pending kinds that are not prompts): their legal actions, how one begins, what it
# asks.
DECISIONS = {
    "turn": Decision(turn.turn_choices, turn.choose_turn_action, "choose Village, Dungeon or Rest"),
    "village": Decision(village.legal, village.act, "act in the Village"),
    "dungeon": Decision(dungeon.legal, dungeon.act, "prepare the battle"),
}
