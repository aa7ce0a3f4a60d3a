"""How the original game explains its decisions: an action in words, and why an illegal one is illegal."""

from __future__ import annotations

from ...engine.actions import Action
from ..explain import describe_hall_action, held_and_carried_refusal, plain_choice, purchase_refusal
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
    reason = held_and_carried_refusal(cards, hand, action, "use", "equip", "in your hand")
    if reason:
        return reason
    if action.kind == "equip" and action.card >= 0 and action.target >= 0:
        if action.target in state.turn.equips.values():
            return f"{cards[action.target].name} already carries a Weapon"
        return f"{cards[action.target].name} is not strong enough to carry {cards[action.card].name}"
    if action.kind == "buy" and action.card >= 0 and state.pending.kind == "village":
        reason = purchase_refusal(cards[action.card], village.gold_available(state), state.turn.buys_left)
        return reason or "only the top card of a Village stack can be bought"
    if action.kind == "level_up" and action.card >= 0:
        card = cards[action.card]
        if card.levelup_xp > state.players[state.active].xp:
            return f"levelling {card.name} costs {card.levelup_xp} XP"
    return ""


def describe_action(state: ClassicState, action: Action) -> str:
    """An action in a few words ("equip Spear to Amazon Archer")."""
    return describe_hall_action(state, action, plain_choice)
