"""How the original game explains its decisions: an action in words, and why an illegal one is illegal."""

from __future__ import annotations

from ...engine.actions import Action
from .battle import attack_forbidden_reason
from .rules import village
from .state import HALL_RANKS, ClassicState


def specific_reason(state: ClassicState, action: Action) -> str:
    """Why an illegal action is illegal, in the words of the rules ("" when there is nothing particular to say)."""
    cards = state.cards
    hand = state.players[state.active].hand
    if action.kind == "attack" and state.pending.kind == "dungeon":
        reason = attack_forbidden_reason(state, action.rank) if 1 <= action.rank <= HALL_RANKS else "ranks are 1 to 3"
        if reason:
            return reason
        if state.rules.use_every_card:
            return "1st-edition rules: every card that can still be used must be used before the attack"
    if action.kind in ("use", "equip") and action.card >= 0 and action.card not in hand:
        return f"{cards[action.card].name} is not in your hand"
    if action.kind == "equip" and action.card >= 0 and action.target >= 0:
        if not cards[action.card].is_weapon:
            return f"{cards[action.card].name} is not a Weapon"
        if not cards[action.target].is_hero:
            return f"{cards[action.target].name} is not a Hero"
        if action.target in state.turn.equips.values():
            return f"{cards[action.target].name} already carries a Weapon"
        return f"{cards[action.target].name} is not strong enough to carry {cards[action.card].name}"
    if action.kind == "buy" and action.card >= 0 and state.pending.kind == "village":
        card = cards[action.card]
        gold = village.gold_available(state)
        if state.turn.buys_left <= 0:
            return "no purchase left this turn"
        if card.cost > gold:
            return f"{card.name} costs {card.cost} and you have {gold} Gold"
        return "only the top card of a Village stack can be bought"
    if action.kind == "level_up" and action.card >= 0:
        card = cards[action.card]
        if card.levelup_xp > state.players[state.active].xp:
            return f"levelling {card.name} costs {card.levelup_xp} XP"
    return ""


def describe_action(state: ClassicState, action: Action) -> str:
    """An action in a few words ("equip Spear to Amazon Archer")."""
    cards = state.cards

    def name(iid: int) -> str:
        return cards[iid].name if 0 <= iid < len(cards) else f"card #{iid}"

    k = action.kind
    if k == "use":
        extra = f" on {name(action.target)}" if action.target >= 0 else (f" (rank {action.rank})" if action.rank
                                                                       else "")
        return f"use {name(action.card)}: {action.option}{extra}"
    if k == "buy":
        return f"buy {name(action.card)}"
    if k == "level_up":
        into = state.catalogue[action.option].name if action.option in state.catalogue else action.option
        return f"level up {name(action.card)} into {into}"
    if k == "equip":
        return f"equip {name(action.card)} to {name(action.target)}"
    if k == "unequip":
        return f"unequip {name(action.card)}"
    if k == "attack":
        return f"attack rank {action.rank}"
    if k == "choose":
        parts = [p for p in (name(action.card) if action.card >= 0 else "", action.option,
                             f"rank {action.rank}" if action.rank else "") if p]
        return "choose " + " ".join(parts)
    return k.replace("_", " ")
