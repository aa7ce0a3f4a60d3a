"""How the Quest levels judge a seat's standing, in VP-equivalents (one VP is 1):

- the VP it has now: its cards' VP, a completed Side Quest, and every XP token (XP kept are VP; XP spent on a
  level-up come back only as the stronger Hero's VP and battles);
- what its deck will still earn: hands dealt from everything it owns, each against the deepest level of the Dungeon
  its Light reaches and its Attack defeats (the XP, Treasure and Wounds of an average Monster there; the Giant Rat's
  free level-up while Adventurers are left), times the share of turns spent in the Dungeon and the turns it has
  left - counted from the Guardian Keys still to find (none once the Guardian is out), so a level-up that is worth
  it early is not at the end;
- its Gear tokens, a little each while turns are left, less its Wound tokens (each costs a card a turn until
  healed).
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache
from typing import Any, NamedTuple

from ...systems.quest.rules.scoring import score
from ...systems.quest.state import START_HP, QuestState

# The share of its turns a seat spends in the Dungeon (Easy against Easy: about two in three).
DUNGEON_SHARE = 0.25
GEAR_VALUE = (0.5, 0.6, 0.9)     # Iron Rations, Lantern, Potion
# Own turns between two Guardian Keys found (Normal against Normal, 20 games each: 6.0 with 2 seats, 5.2 with 3).
TURNS_PER_KEY = 6.0
SAMPLES = 24                     # hands dealt to judge a deck
TREASURE_VALUE = 2.5
WOUND_COST = 0.6
RAT_VALUE = 1.5
# A Wound token costs a card a turn until it is healed, and a heal is one a turn in the Village (more at The Temple):
# a passing cost, not one for the rest of the game.
WOUND_TOKEN_COST = 0.7


def turns_left(state: QuestState, seat: int = -1) -> float:
    """The seat's own turns still to play, from the Guardian Keys still to find - none after the last round."""
    if state.result is not None:
        return 0.0
    if state.summoned:
        return 0.5 if state.final_turns > 0 else 0.0
    keys = max(0, state.config.variants.keys_needed - len(state.keys_found))
    return 1.0 + keys * TURNS_PER_KEY


class Target(NamedTuple):
    """A level of the Dungeon as a deck model sees it: the Light to get there from The Wilderness, the Attack an
    average Monster there needs (Health, Armor and the rooms' boosts), what defeating it gives."""

    light: int
    attack: float
    value: float


@lru_cache(maxsize=64)
def _targets(catalogue: Any, rooms: tuple[str, ...], groups: tuple[str, ...]) -> tuple[Target, ...]:
    by_level: dict[int, list[Any]] = {}
    for room_id in rooms[1:]:
        room = catalogue[room_id]
        by_level.setdefault(room.level, []).append(room)
    monsters = catalogue.monster_groups()
    out = []
    light = 0
    for level in sorted(by_level):
        here = by_level[level]
        light += min(r.light_requirement for r in here)
        cards = [c for g in groups if g in monsters for c in monsters[g] if c.level == level]
        if not cards:
            continue
        weight = sum(c.count for c in cards)
        health = sum((c.health + c.armor + c.magic_resistance) * c.count for c in cards) / weight
        reward = sum((c.xp + TREASURE_VALUE * sum(r.treasure for r in c.rewards) - WOUND_COST * c.wounds) * c.count
                     for c in cards) / weight
        boost = sum(r.health_boost + r.armor_boost for r in here) / len(here)
        extra = sum(r.xp_boost + TREASURE_VALUE * sum(w.treasure for w in r.rewards) - WOUND_COST * r.wound_boost
                    for r in here) / len(here)
        out.append(Target(light, health + boost, reward + extra))
    return tuple(out)


def targets(state: QuestState) -> tuple[Target, ...]:
    return _targets(state.catalogue, tuple(state.rooms), tuple(state.config.choice.monster_groups))


def hand_power(hand: list[Any]) -> tuple[int, int]:
    """A hand's Attack (Physical and Magic, Weapons given to the Heroes that can carry them, boosts only with a Hero)
    and Light, roughly as the battle counts them."""
    heroes = [c for c in hand if c.is_hero]
    attack = sum(c.attack + c.magic_attack for c in hand if not c.is_weapon)
    light = sum(c.light for c in hand if not c.is_weapon)
    if heroes:
        attack += sum(c.attack_boost + c.magic_attack_boost for c in hand if not c.is_weapon and not c.is_hero)
        skills = sorted((c.skill for c in heroes), reverse=True)
        for weapon in sorted((c for c in hand if c.is_weapon), key=lambda c: -(c.attack_boost + c.magic_attack_boost)):
            for k, skill in enumerate(skills):
                if skill >= weapon.skill_requirement:
                    skills[k] -= weapon.skill_requirement
                    attack += weapon.attack_boost + weapon.magic_attack_boost
                    light += weapon.light
                    break
    return attack, light


# A deck's rate depends only on its cards (and the game's rooms and Monsters): a search scores the same decks again
# and again (every candidate's playout starts from the same deal).
_rates: dict[tuple[int, tuple[str, ...], str], float] = {}
RATE_CACHE = 20000


def xp_rate(state: QuestState, seat: int) -> float:
    """What a Dungeon turn of this seat's deck is worth on average: hands of its HP dealt from everything it owns,
    each against the deepest level its Light reaches and its Attack defeats."""
    cards = state.cards
    owned = sorted(state.players[seat].owned())
    if not owned:
        return 0.0
    deck = [cards[i] for i in owned]
    names = ",".join(c.id for c in deck)
    key = (id(state.catalogue), tuple(state.rooms), names)
    known = _rates.get(key)
    if known is not None:
        return known
    size = min(len(deck), START_HP)
    levels = targets(state)
    if any(c.is_adventurer for c in deck):
        # The Giant Rat's Spoils level an Adventurer up for free while any is left.
        rat = state.catalogue[state.catalogue.data.rat]
        levels = (Target(0, rat.health, RAT_VALUE),) + levels
    # The same hands for the same cards: two states' decks are compared on common draws.
    rng = random.Random(zlib.crc32(names.encode()))
    total = 0.0
    for _ in range(SAMPLES):
        attack, light = hand_power(rng.sample(deck, size))
        best = 0.0
        for target in levels:
            if light >= target.light and attack >= target.attack and target.value > best:
                best = target.value
        total += best
    if len(_rates) > RATE_CACHE:
        _rates.clear()
    _rates[key] = rate = total / SAMPLES
    return rate


def standing(state: QuestState, seat: int, turns: float) -> float:
    """VP now, what the deck will still earn in the turns left, Gear tokens."""
    player = state.players[seat]
    gear = sum(GEAR_VALUE[k] * n for k, n in enumerate(player.gear))
    hurt = WOUND_TOKEN_COST * player.wounds * min(1.0, turns)
    return score(state, seat) + DUNGEON_SHARE * turns * xp_rate(state, seat) + gear * min(1.0, turns) - hurt
