"""How Thunderstone Quest explains its decisions: an action in words, and why an illegal one is illegal."""

from __future__ import annotations

from ...engine.actions import Action
from ..explain import Words, describe, held_and_carried_refusal
from .effects import GEAR_NAMES
from .party import can_wield, gold_available
from .state import LOCATION_NAMES, QuestState

GEAR_USES = {"rations_gold": "Iron Rations for 1 gold", "rations_skill": "Iron Rations for Skill +2",
             "lantern": "a Lantern token for 1 Light", "potion": "a Potion to heal 1 Wound"}


# Actions said the same way whatever their option ({card}, {target}, {into}, {cost}: systems/explain.py, Words).
SENTENCES = {
    "enter_dungeon": "enter the Dungeon",
    "use": "use {card} ({option})",
    "wield": "{target} wields {card}",
    "buy": "buy {card} ({cost} gold)",
    "buy_treasure": "buy the top Treasure (10 gold)",
    "level_up": "level up {card} into {into}",
    "fight": "battle here",
    "to_wilderness": "go on to The Wilderness",
    "end_turn": "end the turn",
}
UNKNOWN = "?"


def describe_action(state: QuestState, action: Action) -> str:
    said = describe(state, action, SENTENCES, UNKNOWN)
    if said is not None:
        return said
    name = Words(state, action, UNKNOWN).name
    k = action.kind
    if k == "go_to":
        return f"go to {LOCATION_NAMES.get(action.option, action.option)}"
    if k == "gear":
        text = GEAR_USES.get(action.option, action.option)
        return text + (f" on {name(action.target)}" if action.target >= 0 else "")
    if k == "buy_gear":
        return f"buy {GEAR_NAMES.get(action.option, action.option)}"
    if k == "heal":
        return "heal a Wound token" if action.option == "token" else f"heal {name(action.card)}"
    if k == "move":
        rooms = [state.catalogue[r].name if r in state.catalogue else r for r in action.option.split(">")]
        return "move to " + " > ".join(rooms)
    if k == "choose":
        # An option's id (a Side Quest, a Guild, the card a Hero levels into, a Gear token) is said as what it
        # stands for: the table says the sentence again in the player's language, and an id has no words there.
        into = state.catalogue[action.option].name if action.option in state.catalogue else ""
        if action.card >= 0:
            if into:
                return f"level up {name(action.card)} into {into}"
            return f"choose {name(action.card)}" + (f" ({action.option})" if action.option else "")
        if action.option == "token":            # a heal's choice: a Wound token rather than a Wound card
            return "heal a Wound token"
        return f"choose {GEAR_NAMES.get(action.option) or into or action.option}"
    return k


def specific_reason(state: QuestState, action: Action) -> str:
    cards = state.cards
    hand = state.players[state.active].hand if state.players else []
    reason = held_and_carried_refusal(cards, hand, action, "use", "wield", "in front of you")
    if reason:
        return reason
    if action.kind == "wield" and action.card >= 0 and action.target >= 0:
        if action.card in state.turn.removed:
            return "a removed Weapon cannot be given to another Hero"
        if not can_wield(state, action.card, action.target):
            return f"{cards[action.target].name} has too little Skill for {cards[action.card].name}"
    if action.kind == "buy" and action.card >= 0 and state.pending.kind == "village":
        if state.turn.bought:
            return "one card purchase a turn"
        # The Village Phase's steps come in order: a later one ended the purchases (village.py).
        ended_by = {"location": "buying at The Bazaar or the Shop", "heal": "healing", "level": "levelling up"}
        if state.turn.step in ended_by:
            return (f"buying ended with {ended_by[state.turn.step]}: "
                    "the Village Phase buys before it heals and levels up")
        card, gold = cards[action.card], gold_available(state)
        if card.cost > gold:
            return f"{card.name} costs {card.cost} and you have {gold} gold"
        return "only the top card of a stack can be bought"
    if action.kind == "level_up" and state.players[state.active].location == "temple":
        return "no level-up at The Temple"
    if action.kind == "move" and state.turn.wilderness_only:
        return "this Dungeon Phase battles only in The Wilderness"
    return ""
