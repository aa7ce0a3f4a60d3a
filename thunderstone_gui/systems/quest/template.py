"""The fill-in template of Thunderstone Quest's printed cards (Quest 1 "A Mirror in the Dark"): every card with its
name, keywords, level and count where known, and `FILL` where a printed number or text is to be typed in. Written by
`python -m thunderstone_gui.quest_import template` (tools/quest_import.py) and by New Game's Printed cards…
(ui/quest/printed_cards.py); a filled-in copy is checked by set_files.py."""

from __future__ import annotations

from typing import Any

import yaml

from ...resources import package_file
from .set_files import FILL

NUMBERS = {
    "hero": ("count", "cost", "gold", "light", "vp", "skill", "attack", "magic_attack"),
    "item": ("count", "cost", "gold", "light", "vp", "attack", "magic_attack", "attack_boost"),
    "spell": ("count", "cost", "gold", "light", "vp", "attack", "magic_attack"),
    "weapon": ("count", "cost", "gold", "light", "vp", "skill_requirement", "attack_boost", "magic_attack_boost"),
    "monster": ("count", "health", "armor", "magic_resistance", "wounds", "xp"),
    "guardian": ("health", "armor", "magic_resistance", "wounds"),
    "room": ("light_requirement", "health_boost", "armor_boost", "magic_resistance_boost", "wound_boost",
             "xp_boost"),
}


def _structure() -> dict[str, Any]:
    path = package_file("systems", "quest", "data", "quest1_structure.yaml")
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _card(card_id: str, name: str, kind: str, known: dict[str, Any], **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": card_id, "name": name, "kind": kind}
    out.update(fields)
    for field in NUMBERS.get(kind, ()):
        if field not in out:
            out[field] = known.get(card_id, {}).get(field, FILL)
    out.setdefault("text", FILL)
    return out


def template() -> dict[str, Any]:
    """Quest 1 as a fill-in set: names, keywords, levels and counts where known, FILL for the printed rest."""
    s = _structure()
    known: dict[str, Any] = s["known"]
    cards: list[dict[str, Any]] = [
        _card("adventurer", "Adventurer", "hero", known, group="Adventurer", level=0, count=24,
              keywords=["starter"], cost=None, vp=None),
        _card("dagger", "Dagger", "weapon", known, group="Dagger", count=8, keywords=["starter"], cost=None,
              traits=[{"verb": "destroy_on_buy"}]),
        _card("lantern", "Lantern", "item", known, group="Lantern", count=8, keywords=["starter"], cost=None,
              traits=[{"verb": "wilderness_after_village"}]),
        _card("thunderstone_shard", "Thunderstone Shard", "card", known, group="Thunderstone Shard", count=8,
              keywords=["starter"], gold=FILL, abilities=[{"key": "shard", "when": ["village", "dungeon"],
                                                           "effects": FILL}]),
        _card("festering_wound", "Festering Wound", "wound", known, group="Wound", count=24, keywords=["wound"]),
        _card("the_wilderness", "The Wilderness", "room", known, group="Dungeon Room", level=0,
              light_requirement=0),
        _card("giant_rat", "Giant Rat", "rat", known, group="The Wilderness", level=0, health=FILL, wounds=0, xp=0,
              abilities=[{"key": "grow", "when": ["spoils"],
                          "effects": [{"verb": "level_up_free", "keyword": "adventurer"}]}]),
    ]
    for line in s["hero_lines"]:
        for level in (1, 2, 3):
            fields: dict[str, Any] = {"group": line["group"], "level": level, "keywords": line["keywords"]}
            if level < 3:
                fields["levels_to"] = f"{line['id']}_{level + 1}"
            cards.append(_card(f"{line['id']}_{level}", line["group"], "hero", known, **fields))
    for m in s["marketplace"]:
        cards.append(_card(m["id"], m["name"], m["kind"], known, group=m["name"], keywords=m["keywords"]))
    for group in s["monster_groups"]:
        slug = group["name"].lower().replace("'", "").replace(" ", "_")
        cards.append(_card(f"{slug}_monster", FILL, "monster", known, group=group["name"], level=group["level"],
                           keywords=group["keywords"], note=f"one entry per Monster name of {group['name']}; their "
                                                            f"counts add up to {group['count']}"))
    for level in (4, 5, 6):
        g = s["guardian"]
        cards.append(_card(f"{g['id']}_{level}", g["name"], "guardian", known, group=g["name"], level=level,
                           keywords=g["keywords"]))
    for room in s["rooms"]:
        cards.append(_card(room["id"], room["name"], "room", known, group="Dungeon Room", level=room["level"]))
    cards.append(_card("treasure_card", FILL, "item", known, treasure=True,
                       note=f"one entry per Treasure ({s['components']['treasure']} cards; a Cache is kind: cache "
                            f"with on_gain effects)"))
    return {
        "format": "thunderstone-quest-set", "format_version": 1, "id": s["id"], "name": s["quest"],
        "publisher_cards": True,
        "notice": "Typed in by the owner of the printed cards for private play; never shipped with the game.",
        "starting_deck": s["starting_deck"], "wilderness": "the_wilderness", "rat": "giant_rat",
        "wound_card": "festering_wound", "cards": cards,
        "setups": [{"id": "first_game", "name": "First game", "heroes": ["Silverhelm", "Hawkswood", "Pylorian",
                                                                          "Stormhand"],
                    "marketplace": ["short_bow", "short_sword", "magic_missile", "tome_of_knowledge"],
                    "rooms": [r["id"] for r in s["rooms"]],
                    "monster_groups": ["Goblin Grunts", "Hobgoblin Brutes", "Goblin King's Guard"],
                    "guardian": s["guardian"]["name"]}],
    }


TEMPLATE_HEAD = """\
# Thunderstone Quest card set - fill-in template of Quest 1 "A Mirror in the Dark" (docs/quest-cards.md).
# Replace every FILL with the printed value (a number, or the card's text in your own words). A value the card does
# not print at all (no icon) is null or left out: null is "no value", which is not 0. Effects use the vocabulary of
# docs/quest-cards.md. Check it with: python -m thunderstone_gui.quest_import check FILE
#
# Forms for what printed cards say (docs/quest-cards.md has them all):
#   an amount read from the game:  {verb: gain_xp, amount: {equal_to: light}}       (XP equal to your current Light)
#   a condition:                   {verb: if, condition: {have: treasure}, effects: [{verb: wound, count: 1}]}
#                                  {verb: unless, condition: {value: wounds, at_least: 2}, effects: [...]}
#   a choice of one:               {verb: choose_one, options: [{label: Bear, effects: [...]}, {label: Owl, ...}]}
#   "whenever ..." on a card:      triggers: [{whenever: wounded, effects: [{verb: gain_xp, amount: 1}]}]
#                                  (wounded, defeated, bought, leveled_up, gained_treasure, revealed)
#   traits:                        {verb: protected, against: [destroy]}   {verb: hero_bonus, skill: 2,
#                                   condition: {have: blunt}}
#   Lexicon words:                 {verb: cancel, what: [before_battle]}   {verb: discard_from_deck, count: 2}
#                                  {verb: destroy_card, lowest: cost}
#                                  amount: {equal_to: cards, keyword: hero, most: 2}
#   a Monster face down in a room: {verb: place_face_down, room: this, level: 2}   (room: this or any)
#   dice (Doubles):                {verb: roll_dice, count: 2}, then {verb: if, condition: {doubles: true}, ...}
#                                  and amounts {equal_to: roll} (the total)
"""


def template_text() -> str:
    return TEMPLATE_HEAD + yaml.safe_dump(template(), sort_keys=False, width=110, allow_unicode=True)
