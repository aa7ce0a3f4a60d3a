"""How Thunderstone Quest explains its decisions: an action in words, and why an illegal one is illegal."""

from __future__ import annotations

from ...engine.actions import Action
from .effects import GEAR_NAMES
from .party import can_wield, gold_available
from .state import LOCATION_NAMES, QuestState

DECISIONS = {"prep": "choose a Village location or the Dungeon", "village": "act in the Village",
             "dungeon": "prepare, move and battle"}
GEAR_USES = {"rations_gold": "Iron Rations for 1 gold", "rations_skill": "Iron Rations for Skill +2",
             "lantern": "a Lantern token for 1 Light", "potion": "a Potion to heal 1 Wound"}


def describe_action(state: QuestState, action: Action) -> str:
    cards = state.cards

    def name(iid: int) -> str:
        return cards[iid].name if 0 <= iid < len(cards) else "?"

    k = action.kind
    if k == "go_to":
        return f"go to {LOCATION_NAMES.get(action.option, action.option)}"
    if k == "enter_dungeon":
        return "enter the Dungeon"
    if k == "use":
        return f"use {name(action.card)} ({action.option})"
    if k == "gear":
        text = GEAR_USES.get(action.option, action.option)
        return text + (f" on {name(action.target)}" if action.target >= 0 else "")
    if k == "wield":
        return f"{name(action.target)} wields {name(action.card)}"
    if k == "buy":
        return f"buy {name(action.card)} ({cards[action.card].cost} gold)"
    if k == "buy_gear":
        return f"buy {GEAR_NAMES.get(action.option, action.option)}"
    if k == "buy_treasure":
        return "buy the top Treasure (10 gold)"
    if k == "heal":
        return "heal a Wound token" if action.option == "token" else f"heal {name(action.card)}"
    if k == "level_up":
        into = state.catalogue[action.option].name if action.option in state.catalogue else action.option
        return f"level up {name(action.card)} into {into}"
    if k == "move":
        rooms = [state.catalogue[r].name if r in state.catalogue else r for r in action.option.split(">")]
        return "move to " + " > ".join(rooms)
    if k == "fight":
        return "battle here"
    if k == "to_wilderness":
        return "go on to The Wilderness"
    if k == "end_turn":
        return "end the turn"
    if k == "choose":
        if action.card >= 0:
            return f"choose {name(action.card)}" + (f" ({action.option})" if action.option else "")
        return f"choose {action.option}"
    return k


def specific_reason(state: QuestState, action: Action) -> str:
    cards = state.cards
    hand = state.players[state.active].hand if state.players else []
    if action.kind in ("use", "wield") and action.card >= 0 and action.card not in hand:
        return f"{cards[action.card].name} is not in front of you"
    if action.kind == "wield" and action.card >= 0 and action.target >= 0:
        if not cards[action.card].is_weapon:
            return f"{cards[action.card].name} is not a Weapon"
        if not cards[action.target].is_hero:
            return f"{cards[action.target].name} is not a Hero"
        if action.card in state.turn.removed:
            return "a removed Weapon cannot be given to another Hero"
        if not can_wield(state, action.card, action.target):
            return f"{cards[action.target].name} has too little Skill for {cards[action.card].name}"
    if action.kind == "buy" and action.card >= 0 and state.pending.kind == "village":
        if state.turn.bought:
            return "one card purchase a turn"
        card, gold = cards[action.card], gold_available(state)
        if card.cost > gold:
            return f"{card.name} costs {card.cost} and you have {gold} gold"
        return "only the top card of a stack can be bought"
    if action.kind == "level_up" and state.players[state.active].location == "temple":
        return "no level-up at The Temple"
    if action.kind == "move" and state.turn.wilderness_only:
        return "this Dungeon Phase battles only in The Wilderness"
    return ""
