"""What a Hall game's player could still do before ending the turn, said by the question that asks first (the
original game and Thunderstone Advance alike: buys, level-ups, Village effects, Weapons to equip)."""

from __future__ import annotations

from typing import Any, Sequence

from ...engine.actions import Action
from ..decision_notes import StillOpen
from ..decision_notes import left_to_do as said_left_to_do
from .strings import tr

STILL_OPEN = (StillOpen(("buy",), "left_buy"), StillOpen(("level_up",), "left_level_up", "heroes"),
              StillOpen(("use",), "left_use", "cards"), StillOpen(("equip",), "left_equip", "cards"))


def left_to_do(state: Any, legal: Sequence[Action], gold: int) -> str:
    """One sentence ("" when nothing is left): "You can still buy (3 Gold, 1 buy); level up Regian Cleric."
    `gold`: the gold the player has to spend."""
    return said_left_to_do(state, legal, STILL_OPEN, tr, gold=gold, n=state.turn.buys_left)
