"""What a deck is worth in Thunderstone Advance: the mean value of the hands it deals.

A hand's value is the better of what it fights and what it buys: its Attack (Heroes and the Weapons they can carry -
the strongest Weapon to the weakest Hero that lifts it -, Items, Spells, Trophies, the Glamercast auras, less a point
per Curse) against the Darkness its Light leaves, turned into the chance of beating a monster of the Dungeon; and its
Gold, turned into the purchase it makes. So a Weapon nobody in the deck can carry is worth little, a Hero is worth
more where Weapons wait for it, and Light matters where the Hall is dark.

Hands are sampled the same way for decks that differ by a card (common random numbers): each copy of a card has a
fixed random priority in each sample, and a sample's hand is the six copies with the lowest priorities. Values are
cached by the deck's contents.
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache
from typing import Sequence

from ...systems.advance.cards import Card

HAND = 6
SAMPLES = 20
# The Darkness a typical battle has (ranks 1 to 3 or 4; the deepest ranks are the strongest monsters').
DARKNESS = 2
# What a victory brings (VP and XP at its worth), and the chance of one by the Attack left after Darkness: even at
# 7 (the Health of a middling monster), rising and falling by the slope, so every point of Attack counts.
VICTORY = 4.0
EVEN, SLOPE = 7.0, 2.0
# A hand that fights does not shop, and the other way round: its Gold counts at a share.
SHOP_SHARE = 0.6


def _shop(gold: int) -> float:
    """What a hand's Gold buys, in the same points: a basic card, a Level 1 Hero or a good Village card, more."""
    if gold >= 11:
        return 2.4
    if gold >= 8:
        return 2.0
    if gold >= 5:
        return 1.5
    if gold >= 3:
        return 0.6
    return 0.0


def hand_power(cards: Sequence[Card]) -> tuple[int, int, int]:
    """(Attack, Light, Gold) of a hand: each Weapon to the weakest Hero strong enough for it, strongest first."""
    heroes = sorted((c for c in cards if c.is_hero), key=lambda c: c.strength)
    weapons = sorted((c for c in cards if c.is_weapon), key=lambda c: -(c.attack + c.magic_attack + c.ranged_attack))
    free = list(heroes)
    attack = light = gold = 0
    aura = sum(h.other_magic for h in heroes)
    for hero in heroes:
        attack += hero.attack + hero.magic_attack + aura - hero.other_magic + hero.darkness_bonus // 2
        light += hero.light
    for weapon in weapons:
        gold += weapon.gold
        carrier = next((h for h in free if weapon.weight <= h.strength
                        or (weapon.equip_keyword and weapon.equip_keyword in h.keywords)), None)
        if carrier is not None:
            free.remove(carrier)
            bonus = weapon.attack + weapon.magic_attack + weapon.ranged_attack // 2
            if weapon.level_magic:
                bonus += carrier.level
            if weapon.zero_wielder:
                bonus -= carrier.attack
            attack += bonus
            light += weapon.light
        elif weapon.counts_unequipped:
            attack += weapon.magic_attack
            light += weapon.light
    for card in cards:
        if card.is_hero:
            gold += card.gold
        elif card.is_weapon:
            continue
        elif card.is_curse:
            attack -= 1
        else:
            attack += card.attack + card.magic_attack
            light += card.light
            gold += card.gold
    return attack, light, gold


def hand_value(cards: Sequence[Card]) -> float:
    attack, light, gold = hand_power(cards)
    effective = attack - max(0, DARKNESS - light)
    chance = 1.0 / (1.0 + math.exp(-(effective - EVEN) / SLOPE))
    return VICTORY * chance + SHOP_SHARE * _shop(gold)


def _priority(card_id: str, copy: int, sample: int) -> int:
    return zlib.crc32(f"{card_id}/{copy}/{sample}".encode())


# Every card a deck value was asked for, by object: the cache below is keyed by plain tuples.
_CARDS: dict[int, Card] = {}


@lru_cache(maxsize=20000)
def _deck_value(key: tuple[tuple[str, int, int], ...]) -> float:
    copies = [(cid, obj, k) for cid, obj, n in key for k in range(n)]
    total = 0.0
    for sample in range(SAMPLES):
        hand = sorted(copies, key=lambda c: _priority(c[0], c[2], sample))[:HAND]
        total += hand_value([_CARDS[obj] for _, obj, _ in hand])
    return total / SAMPLES


def deck_value(cards: Sequence[Card]) -> float:
    """The mean value of the hands of six the deck deals (its cards' multiset decides it)."""
    if not cards:
        return 0.0
    counts: dict[int, int] = {}
    for card in cards:
        key = id(card)
        if key not in counts:
            counts[key] = 0
            _CARDS.setdefault(key, card)
        counts[key] += 1
    return _deck_value(tuple(sorted((_CARDS[k].id, k, n) for k, n in counts.items())))


def sample_hands(cards: Sequence[Card]) -> list[list[Card]]:
    """The hands of six `deck_value` judges the deck by (the same samples: a deck with one card more deals the same
    hands except where that card comes in)."""
    copies: list[tuple[str, int, Card]] = []
    seen: dict[str, int] = {}
    for card in cards:
        k = seen.get(card.id, 0)
        seen[card.id] = k + 1
        copies.append((card.id, k, card))
    return [[c for _, _, c in sorted(copies, key=lambda c: _priority(c[0], c[1], sample))[:HAND]]
            for sample in range(SAMPLES)]
