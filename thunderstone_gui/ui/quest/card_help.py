"""Which words of the rulebook's Lexicon (and which keywords) a Quest card or a place of the table needs explained.

`card_topics(card)` reads the card's compiled data - its kind, values, keywords, abilities, traits, effects, Alert!,
immunities and requirements - never its rules text, and adds a Lexicon term the text names that no data shows (a
printed card saying "highest"). `place_topics(kind)` gives the terms of the table's own places (the HP track, a Gear
token, the Keys...). `help_entries` turns either into the help texts the enlarged card shows, in our own words
(strings.LEXICON_EN).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ...systems.quest.cards import all_effects
from .strings import LEXICON_EN, lexicon

RACES = ("human", "elf", "dwarf", "halfling", "avian", "orc", "gnome", "giant")
WEAPON_TYPES = ("edged", "bow", "blunt")
MAGIC_TYPES = ("arcane", "divine", "elemental", "chaos", "magic")
CLASSES = ("cleric", "fighter", "rogue", "wizard")
EFFECT_TERMS = {"draw": "draw", "heal": "heal", "gain_gear": "gear tokens", "destroy_gear": "gear tokens",
                "gain_xp": "xp", "lose_xp": "xp", "gain_treasure": "treasure", "boost_hero": "boosts",
                "destroy_card": "destroy", "discard_card": "discard", "level_up_free": "level up", "wound": "wound",
                "wound_card": "festering wound", "produce": "", "unless_keyword": "class", "roll_dice": "doubles",
                "place_face_down": "face down"}
# Terms only a card's text can call for (none of our own cards uses them).
TEXT_ONLY = ("cancel", "doubles", "highest", "maximum")
# The table's own places and the terms hovering them explains.
PLACES: dict[str, tuple[str, ...]] = {
    "hp": ("hp", "wound", "heal", "maximum", "tokens"),
    "gear": ("gear tokens", "tokens"),
    "gear_supply": ("gear tokens", "the bazaar"),
    "xp": ("xp", "vp", "level up"),
    "keys": ("guardian key", "found", "guardian"),
    "guardian": ("guardian", "giant rat"),
    "champion": ("champion", "move", "adjacent"),
    "location:temple": ("the temple", "heal"),
    "location:bazaar": ("the bazaar", "gear tokens"),
    "location:shop": ("shop of arcane wonders", "treasure"),
    "location:guilds": ("the guilds' quarter", "level up"),
    "location:marketplace": ("the marketplace (epic)", "marketplace"),
    "market_deck": ("the marketplace (epic)",),
    "village": ("village", "marketplace"),
    "dungeon": ("dungeon", "move", "adjacent", "alert", "light"),
    "marketplace": ("marketplace", "card type"),
    "guilds": ("the guilds' quarter", "level up", "class"),
    "treasure": ("treasure", "cache"),
    "wounds": ("festering wound", "heal"),
    "box": ("destroy",),
    "deck": ("draw",),
    "discard": ("discard",),
    "side_quest": ("side quest", "legendary"),
    "sponsorship": ("guild sponsorship", "class"),
    "monster_decks": ("guardian key", "found"),
    "face_down": ("face down", "guardian key", "found"),
    "preview": ("total attack", "armor", "magic resistance", "physical attack", "magic attack", "immune", "required"),
}


# A Monster's values and effects that have a Lexicon term of their own (the card's attribute, the term), in order.
MONSTER_TERMS = (("armor", "armor"), ("magic_resistance", "magic resistance"), ("immune", "immune"),
                 ("required", "required"), ("wounds", "wound"), ("before_battle", "before battle"),
                 ("after_battle", "after battle"))


def card_topics(card: Any) -> list[str]:
    """The Lexicon terms and keywords that explain `card` (a QuestCard), most useful first, each once."""
    topics: list[str] = []
    add = topics.append
    kind = card.kind
    keywords = card.keywords
    if kind in ("hero", "item", "spell", "weapon", "monster"):
        add("card type")
    if card.is_hero:
        add("adventurer" if card.is_adventurer else "class")
        topics += [c for c in CLASSES if c in keywords]
        add("level up")
        if card.has("skill"):
            add("skill")
            add("wield")
        if any(r in keywords for r in RACES):
            add("race")
    if card.is_weapon:
        topics += ["wield", "skill", "remove"]
        if any(w in keywords for w in WEAPON_TYPES):
            add("weapon type")
    if any(m in keywords for m in MAGIC_TYPES):
        add("magic type")
    if card.attack_boost or card.magic_attack_boost or card.skill_boost:
        add("boosts")
    if card.has("attack") and not card.is_monster:
        add("physical attack")
    if card.has("magic_attack") and not card.is_monster:
        add("magic attack")
    if card.has("light") and kind != "room":
        add("light")
    if "starter" in keywords:
        add("starter")
    if card.abilities:
        add("abilities")
        whens = {w for a in card.abilities for w in a.when}
        for when, term in (("village", "village ability"), ("dungeon", "dungeon ability"), ("spoils", "spoils")):
            if when in whens:
                add(term)
        costs = {a.cost for a in card.abilities}
        if "destroy_self" in costs:
            add("destroy")
        if "discard_self" in costs:
            add("discard")
    for trait in card.traits:
        if trait.verb == "destroy_on_buy":
            add("destroy")
        elif trait.verb == "wilderness_after_village":
            add("the wilderness")
        elif trait.verb == "protected":
            topics += list(trait.against)
        elif trait.verb == "hero_bonus":
            topics += ["boosts"] + (["skill", "wield"] if trait.skill else [])
    if card.is_monster:
        add({"guardian": "guardian", "rat": "giant rat"}.get(kind, "health"))
        add("health")
        topics += [term for attr, term in MONSTER_TERMS if getattr(card, attr)]
        if kind != "rat":
            add("creature type")
        add("xp")
    if kind == "room":
        topics += ["dungeon", "light", "move", "adjacent"]
        if card.health_boost or card.armor_boost or card.magic_resistance_boost or card.wound_boost or card.xp_boost:
            add("boosts")
        if card.id == "the_wilderness" or card.level == 0:
            add("the wilderness")
    if card.alert:
        topics += ["alert", "move"]
    for reward in card.rewards:
        if reward.treasure:
            add("treasure")
        if reward.gear:
            add("gear tokens")
        if reward.xp:
            add("xp")
    for effect in all_effects(card):
        term = EFFECT_TERMS.get(getattr(effect, "verb", ""), "")
        if term:
            add(term)
    if card.treasure:
        add("treasure")
    if kind == "cache":
        add("cache")
    if card.legendary:
        add("legendary")
    if card.is_wound:
        topics += ["festering wound", "heal"]
    if card.is_key:
        topics += ["guardian key", "found"]
    if kind == "side_quest":
        add("side quest")
        if card.side_quest is not None and card.side_quest.legendary:
            add("legendary")
    if kind == "sponsorship":
        topics += ["guild sponsorship", "class"]
    if card.has("vp"):
        add("vp")
    topics += text_topics(card.text)
    return _unique(topics)


def text_topics(text: str) -> list[str]:
    """Lexicon terms a card's own text names (a printed card typed into an imported set)."""
    lowered = text.lower()
    return [term for term in TEXT_ONLY if re.search(rf"\b{re.escape(term)}", lowered)]


def place_topics(place: str) -> list[str]:
    return list(PLACES.get(place, ()))


def _unique(terms: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for term in terms:
        if term and term not in seen and term in LEXICON_EN:
            seen.add(term)
            out.append(term)
    return out


def help_entries(terms: Iterable[str]) -> list[str]:
    """The help texts of these terms ("Term: what it means"), each once."""
    return [lexicon(term) for term in _unique(terms) if lexicon(term)]
