"""Static card values: the Easy level's buying table and the cheap worths rollouts and quick prompt answers use.

A card's value is read off its printed numbers and effect verbs (so a new card from an expansion gets a sensible
value without a table entry). Units are loose "points": only comparisons between cards matter.
"""

from __future__ import annotations

from ...systems.classic.cards import Card
from .handeval import facts

# Buying something worth less than this only dilutes the deck (a Dagger is about the limit early on).
BUY_THRESHOLD = 1.6


def buy_value(card: Card) -> float:
    """How good a card is to own, judged alone."""
    f = facts(card)
    if card.is_disease:
        return -2.0
    if card.is_monster or card.is_stone:
        return card.vp * 0.5
    value = 1.0 * card.attack + 1.4 * card.magic_attack + 0.9 * card.light + 0.45 * card.gold + 1.5 * card.vp
    if card.is_hero:
        if card.is_militia:
            return 0.6
        value += 0.12 * card.strength + 0.5 + 0.35 * card.level
        for ranks, bonus in f.rank_bonus:
            value += bonus * len(ranks) / 3 * 0.8
        value += f.edged_bonus * 0.6 + f.per_monster * 0.5 + f.per_light_item * 0.5 + f.militia_aura * 1.0
        value += f.non_fighter_aura * 1.0 + (f.multiplier - 1) * 2.0 + (f.empower_items + f.empower_spells) * 0.8
        value += f.eat * 0.3 + f.draws * 0.8 - 0.6 * len(f.cannot_rank)
        value += 0.6 * sum(1 for e in card.static if e.verb in ("spoils", "on_enter_others_discard",
                                                                "on_enter_others_discard_hero_or_two",
                                                                "after_victory_send_away"))
        value += 0.4 * sum(1 for a in card.abilities if a.verb == "cure_draw")
        return value
    if card.is_weapon:
        value -= 0.08 * card.weight
        if f.strong_wielder:
            value += 0.6 * (f.strong_wielder[1] - card.attack)
        if f.wielder_bonus:
            value += 0.4 * f.wielder_bonus[2]
        value += 0.5 * sum(a.attack for a in card.abilities if a.verb == "throw_weapon") / 3
        return value + 0.3
    value += f.aura_attack * 1.8 + f.aura_strength * 0.3 + f.feed * 0.25 + f.draws * 0.9
    value += f.village_draws * 0.9 + f.village_gold * 0.35 + (0.8 if f.extra_buy else 0.0)
    value += 1.0 * sum(1 for a in card.abilities if a.verb in ("banish", "train", "pawn"))
    value += 0.6 * sum(1 for a in card.abilities if a.verb in ("arcane_energies", "magical_aura"))
    return value


def keep_value(card: Card) -> float:
    """How much a player minds losing a card (destroyed, discarded): junk first."""
    if card.is_disease:
        return -3.0
    if card.is_militia:
        return 0.0
    if card.is_monster:
        return 0.5 + card.vp * 2.0
    if card.id in ("dagger", "iron_rations", "torch"):
        return 0.6 + 0.1 * card.gold
    return 1.0 + buy_value(card) + card.vp * 2.0


def monster_value(monster: Card, xp_value: float = 0.4) -> float:
    return monster.vp + xp_value * monster.xp
