"""How Thunderstone Advance explains its decisions: an action in words, and why an illegal one is illegal."""

from __future__ import annotations

from ...engine.actions import Action
from ..explain import HALL_UNKNOWN, Words, describe_hall_action, plain_choice, purchase_refusal, unheld_refusal
from .battle import can_carry, fight_reason, hero_strengths
from .rules.abilities import gold_available
from .rules.village import mandatory_trophies_left
from .state import AdvanceState


def specific_reason(state: AdvanceState, action: Action) -> str:
    """Why an illegal action is illegal, in the words of the rules ("" when there is nothing particular to say)."""
    cards = state.cards
    t = state.turn
    hand = state.players[state.active].hand
    kind = state.pending.kind
    if kind == "turn" and action.kind in ("prepare", "rest"):
        curse = next((i for i in hand if cards[i].forbids_rest), -1)
        if curse >= 0:
            return f"{cards[curse].name} in your hand forbids Resting and Preparing"
    if kind in ("village", "dungeon") and action.kind in ("buy", "attack", "end_turn", "level_up") \
            and mandatory_trophies_left(state):
        return "a Trophy effect of your hand must be used first"
    if action.kind == "attack" and kind == "dungeon":
        reason = fight_reason(state, action.rank)
        if reason:
            return reason
    reason = unheld_refusal(cards, hand, action, ("use", "equip"), "in your hand")
    if reason:
        return reason
    if action.kind == "use" and action.card >= 0 and kind in ("village", "dungeon"):
        card = cards[action.card]
        if action.option not in card.ability_by_key:
            return f"{card.name} has no ability {action.option!r}"
        ability = card.ability_by_key[action.option]
        if (action.card, ability.key) in t.used and not ability.repeat:
            return f"{card.name}'s ability was already used this turn (it does not Repeat)"
        if t.locked:
            return "no more abilities this turn (Curse of Decay)"
        if kind == "dungeon" and (t.dungeon_closed or t.shackled):
            return "no more Dungeon abilities this turn"
    if action.kind == "equip" and action.card >= 0 and action.target >= 0 and kind == "dungeon":
        weapon, hero = cards[action.card], cards[action.target]
        if t.shackled:
            return "no more Weapons may be equipped this turn"
        if not weapon.is_weapon:
            return f"{weapon.name} is not a Weapon"
        if not hero.is_hero or action.target not in hand:
            return f"{hero.name} is not a Hero of your party"
        if action.target in t.equips.values():
            return f"{hero.name} already carries a Weapon (one per Hero)"
        if not can_carry(hero, weapon, hero_strengths(state).get(action.target, 0)):
            return f"{hero.name}'s Strength is below {weapon.name}'s Weight {weapon.weight}"
    if action.kind == "buy" and action.card >= 0 and kind == "village":
        reason = purchase_refusal(cards[action.card], gold_available(state), t.buys_left)
        return reason or "only the top card of a Village stack can be bought, before any level-up"
    if action.kind == "level_up" and action.card >= 0:
        card = cards[action.card]
        if action.card in t.levelled:
            return f"{card.name} was levelled up this turn already"
        if card.levelup_xp > state.players[state.active].xp:
            return f"levelling {card.name} costs {card.levelup_xp} XP"
        if card.levels_to and action.option != card.levels_to and not card.is_regular:
            return f"{card.name} levels up only into the next level of its line"
    return ""


def describe_action(state: AdvanceState, action: Action) -> str:
    """An action in a few words ("equip Longsword to Criochan Knight")."""
    return describe_hall_action(state, action, _describe_choice)


def _describe_choice(state: AdvanceState, action: Action) -> str:
    """A prompt's option in words: what the option's id stands for (a player, a card, a hero line, an effect of a
    monster, the Hall's new order), never the id itself - the table says the sentence again in the player's
    language, and an id has no words there."""
    name = Words(state, action, HALL_UNKNOWN).name
    opt = action.option
    slot, _sep, index = opt.partition(":")
    if slot == "seat" and index.isdigit():
        seat = int(index)
        seats = state.config.seats
        return f"choose {seats[seat].name if seat < len(seats) else opt}"
    if slot == "arrange":
        order = [name(state.hall[int(r) - 1]) for r in index.split(",")
                 if r.isdigit() and 0 < int(r) <= len(state.hall) and state.hall[int(r) - 1] >= 0]
        return "arrange the Hall: " + ", ".join(order)
    if slot in ("battle", "aftermath") and index.isdigit() and action.rank:
        monster = state.hall[action.rank - 1] if 1 <= action.rank <= len(state.hall) else -1
        return f"cancel the {slot.title()} effect {int(index) + 1} of {name(monster)} (rank {action.rank})"
    if action.card >= 0:
        card = state.cards[action.card] if action.card < len(state.cards) else None
        if opt in state.catalogue:
            return f"level up {name(action.card)} into {state.catalogue[opt].name}"
        if card is not None and opt in card.ability_by_key:
            return f"choose {name(action.card)}: {opt}"
    elif opt in state.catalogue.lines:
        return f"choose {state.catalogue.lines[opt].name}"
    return plain_choice(state, action)
