"""Static card values for Thunderstone Advance: what a card is worth to own (buying, levelling up, judging a deck)
and how much a player minds losing it (discards, destroys, Rest).

A value is read off the card's printed numbers and its effect verbs (systems/advance/effects.py), never from its
name, so a scenario's own cards get sensible values too. Units are loose points: only comparisons count. Light is
worth nearly as much as Attack (every point of Darkness left costs a point of the Total Attack Value); Gold buys the
next cards; a Curse costs a point of Attack in every battle and a place in every hand.
"""

from __future__ import annotations

from functools import cache

from ...systems.advance.cards import Card

# Buying a card worth less than this only dilutes the deck.
BUY_THRESHOLD = 1.2

# Dungeon abilities that cost nothing and only help (drawing, Strength, a Darkness strike, scouting).
FREE_DUNGEON = ("draw", "hero_strength", "darkness_strike", "scout", "inspire", "summon_regulars")
# Village abilities that cost nothing and only help.
FREE_VILLAGE = ("draw", "gain_gold", "xp_per_monster", "top_discard_gold")

ABILITY_WORTH = {
    "draw": 1.0, "gain_gold": 0.8, "top_discard_gold": 0.8, "borrow_from_hands": 1.5, "swap_neighbours": 0.4,
    "arrange_hall": 0.6,
    "darkness_strike": 1.5, "scout": 0.6, "destroy_card": 0.8, "destroy_curse_draw": 0.6, "bolt": 1.5,
    "suppress": 0.5, "level_into_hand": 0.6, "inspire": 1.2, "writ": 0.8, "summon_regulars": 0.8,
    "back_on_deck": 0.6, "xp_per_monster": 0.5, "hero_strength": 0.4, "wilderness_map": 0.6, "destroy_for_buy": 0.7,
    "smuggle": 0.6, "spoils_buy": 1.0, "destroy_regulars": 0.6, "free_level": 1.0, "xp_per_hero": 0.8,
    "extra_turn": 1.0, "gain_xp": 0.5, "react_buy": 0.4,
}


@cache
def worth(card: Card) -> float:
    """What the card adds to the hands it is drawn in (its battle and shopping power), judged alone."""
    if card.is_curse:
        return -2.0
    if card.is_monster:
        # A Trophy's bonus; the monster's VP are counted apart.
        return 0.8 * card.attack + 1.0 * card.magic_attack + 0.6 * card.light + (0.4 if card.trophy_versus else 0.0)
    value = 0.3 * card.gold
    value += sum(ABILITY_WORTH.get(a.verb, 0.3) for a in card.abilities if a.where not in ("trophy",))
    if card.is_hero:
        value += 1.0 * card.attack + 1.2 * card.magic_attack + 0.8 * card.light
        value += 0.12 * card.strength + 0.3 * card.level
        value += 1.5 * card.other_magic + 0.9 * card.darkness_bonus + 0.5 * card.versus_vp
        if card.is_regular:
            value = 0.5
        return value
    if card.is_weapon:
        # A Weapon needs a Hero strong enough to carry it.
        value += 0.75 * card.attack + 1.1 * card.magic_attack + 0.7 * card.light
        value += 0.6 * card.ranged_attack + (1.2 if card.level_magic else 0.0) + (0.4 if card.shielded else 0.0)
        value += (0.4 * card.magic_attack + 0.3 * card.light) if card.counts_unequipped else 0.0
        value -= 0.05 * card.weight
        if card.zero_wielder:
            value -= 1.2
        return value
    value += 1.0 * card.attack + 1.2 * card.magic_attack + 0.8 * card.light
    if card.single_use:
        value *= 0.5
    if card.extra_buy_bought:
        value += 0.4
    return value


def buy_value(card: Card, vp_weight: float = 0.5) -> float:
    """How good a card is to buy: its worth plus its VP at `vp_weight` (which grows as the game nears its end)."""
    return worth(card) + vp_weight * card.vp


def keep_value(card: Card) -> float:
    """How much a player minds losing the card (Curses first, then Regulars and the basic cards)."""
    if card.is_curse:
        return -3.0
    if card.is_monster:
        return 0.5 + 2.0 * card.vp + worth(card)
    if card.is_regular:
        return 0.4
    return 0.6 + worth(card) + 2.0 * card.vp


def monster_value(monster: Card, xp_value: float = 0.5) -> float:
    """A victory over the monster: its VP and XP."""
    return monster.vp + xp_value * monster.xp
