"""What a Hall game's player could still do before ending the turn, said by the question that asks first (the
original game and Thunderstone Advance alike: buys, level-ups, Village effects, Weapons to equip)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...engine.actions import Action
from ..decision_notes import cards_text
from .strings import tr


def left_to_do(state: Any, legal: Sequence[Action], gold: int,
               cards_text: Callable[[Any, Sequence[int]], str] = cards_text) -> str:
    """One sentence ("" when nothing is left): "You can still buy (3 Gold, 1 buy); level up Regian Cleric."
    `gold`: the gold the player has to spend; `cards_text`: the game's words for a few cards."""
    parts = []
    kinds = {a.kind for a in legal}
    if "buy" in kinds:
        parts.append(tr("left_buy", gold=gold, n=state.turn.buys_left))
    ups = [a for a in legal if a.kind == "level_up"]
    if ups:
        parts.append(tr("left_level_up", heroes=cards_text(state, sorted({a.card for a in ups}))))
    uses = sorted({a.card for a in legal if a.kind == "use"})
    if uses:
        parts.append(tr("left_use", cards=cards_text(state, uses)))
    equips = sorted({a.card for a in legal if a.kind == "equip"})
    if equips:
        parts.append(tr("left_equip", cards=cards_text(state, equips)))
    if not parts:
        return ""
    return tr("left_to_do", what="; ".join(parts))
