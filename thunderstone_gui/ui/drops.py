"""What a card of the hand dropped where it may not go most likely meant, at every game's table (the engine then
says why it is illegal): a Weapon onto a Hero is arming it, a Hero onto a Hero stack its level-up."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.actions import Action


def meant_by_hand_drop(cards: Any, iid: int, onto: str, target: int, arm: str,
                       levels_up_freely: Callable[[Any], bool] = lambda card: False) -> Action | None:
    """The action a card of the hand dropped onto a card of the hand (`onto` "card", `target` that card) or a Hero
    stack (`onto` "stack") meant, or None. `arm`: the game's action for a Weapon given to a Hero ("equip", "wield");
    `levels_up_freely`: a card that levels up into a Hero the player picks (the original game's Militia)."""
    if onto == "card" and 0 <= target < len(cards):
        return Action(arm, iid, target) if cards[iid].is_weapon else None
    if onto == "stack":
        card = cards[iid]
        if card.levels_to:
            return Action("level_up", iid, option=card.levels_to)
        if levels_up_freely(card):
            return Action("level_up", iid, option="")
    return None
