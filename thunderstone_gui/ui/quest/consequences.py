"""What a Village decision of Thunderstone Quest costs, said before it is taken, and what is left before the turn ends.

The Village Phase runs in the rulebook's order (systems/quest/rules/village.py): a later step closes the earlier
ones, so levelling up a Hero first ends the purchases, the heals and the Village abilities of the turn. The table
says so on the level-up's menu entry and on its drop target ("ends buying"), as the original game does for its 2nd
edition; and the question before ending the turn names what the player could still do.
"""

from __future__ import annotations

from typing import Sequence

from ...engine.actions import Action
from ...systems.quest.party import gold_available
from ...systems.quest.state import QuestState
from ..decision_notes import StillOpen
from ..decision_notes import closes as shared_closes
from ..decision_notes import closes_text as shared_closes_text
from ..decision_notes import left_to_do as said_left_to_do
from .strings import tr

# The Village decisions a later step can close, in the order they are named.
CLOSABLE = ("buy", "buy_gear", "buy_treasure", "heal", "use", "wield")
VILLAGE_DECISIONS = ("buy", "buy_gear", "buy_treasure", "heal", "level_up")


def closes(state: QuestState, action: Action) -> list[str]:
    """The kinds of Village decisions `action` ends for the turn (a level-up before buying: "buy")."""
    return shared_closes(state, action, VILLAGE_DECISIONS, CLOSABLE)


def closes_text(kinds: Sequence[str]) -> str:
    """"ends buying" / "ends buying and healing" ("" for nothing)."""
    return shared_closes_text(kinds, tr)


# What the question before the end of the turn names, in this order.
STILL_OPEN = (StillOpen(("buy",), "left_buy"), StillOpen(("buy_gear",), "left_buy_gear"),
              StillOpen(("buy_treasure",), "left_buy_treasure"), StillOpen(("level_up",), "left_level_up", "heroes"),
              StillOpen(("heal",), "left_heal"), StillOpen(("use",), "left_use", "cards"),
              StillOpen(("wield",), "left_wield", "cards"), StillOpen(("gear",), "left_gear"),
              StillOpen(("move", "fight"), "left_battle"))


def left_to_do(state: QuestState, legal: Sequence[Action]) -> str:
    """What the player could still do instead of ending the turn, in one sentence ("" when nothing)."""
    return said_left_to_do(state, legal, STILL_OPEN, tr, gold=gold_available(state))
