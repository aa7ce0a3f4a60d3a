"""`python -m thunderstone_gui.quest_import template [FILE] | check FILE | install FILE | list`

Thunderstone Quest's printed cards are not public, so the game ships our own card set and lets a player type in the
cards they own. The format is a Quest card set file (docs/quest-cards.md).

- `template [FILE]` writes a fill-in template of Quest 1 "A Mirror in the Dark": every card with its name, keywords,
  level and count where known, and `FILL` where a printed number or text is to be typed in (to stdout without FILE;
  an existing FILE is never overwritten).
- `check FILE` validates a filled file: one line per missing or wrong field; exit 0 when the set is valid.
- `install FILE` checks it and stores it in the user data folder (`quest-sets/`), where New Game finds it
  (`installed_sets()`); nothing of it is shipped.
- `list` prints the installed sets.

Players run it as `python -m thunderstone_gui.quest_import`, the name New Game's Quest panel tells them (an alias of
this module: thunderstone_gui/quest_import.py). Reading, checking and installing a set is the game's own code
(systems/quest/set_files.py), so a file `check` passes is one the game loads.

Exit status: 0 success, 1 the file is not a valid set (each problem on its own line), 2 misuse or an unreadable file.
Never a traceback, never a wait: only a regular file of UTF-8 text within the limits of a set is read (a FIFO is
refused, not waited on), and a set beyond the limits of persistence/limits.py (nesting, values counting what aliases
repeat, text lengths, numbers, counts, ids) is refused with the line or the field.
A template is written whole or not at all, never over an existing file, a folder, a named pipe or a device.
"""

from __future__ import annotations

import sys
from typing import Any

import yaml

from ..i18n import N_, _
from ..persistence.documents import DocumentProblem
from ..resources import package_file
from ..systems.quest.cards import content_hash
from ..systems.quest.set_files import FILL, SetProblem, check_file, install, installed_sets
from ..ui import phrases  # noqa: F401 - registers the sentences engine_text says again (a field's problem)
from . import cli

USAGE = N_("usage: python -m thunderstone_gui.quest_import template [FILE] | check FILE | install FILE | list")
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


# ----------------------------------------------------------------------------------------------- the template
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
"""


def template_text() -> str:
    return TEMPLATE_HEAD + yaml.safe_dump(template(), sort_keys=False, width=110, allow_unicode=True)


# ----------------------------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    args = cli.arguments(argv)
    if cli.asks_for_help(args, __doc__ or ""):
        return 0
    if not args or args[0] not in ("template", "check", "install", "list"):
        print(_(USAGE), file=sys.stderr)
        return 2
    command, rest = args[0], args[1:]
    if (command == "template" and len(rest) > 1) or (command in ("check", "install") and len(rest) != 1) or (
            command == "list" and rest):
        print(_(USAGE), file=sys.stderr)
        return 2
    try:
        if command == "template":
            text = template_text()
            if not rest:
                sys.stdout.write(text)
                return 0
            try:
                cli.write_text_file(rest[0], text, replace=False)
            except cli.ToolInputError as exc:
                print(f"quest_import: {exc}", file=sys.stderr)
                return 2
            print(_("template written to {file}").format(file=rest[0]))
            return 0
        if command == "list":
            for entry in installed_sets():
                state = _("ok") if entry.data is not None else _("invalid: {why}").format(why=entry.problem)
                print(f"{entry.set_id}\t{entry.name}\t{entry.digest or '-'}\t{state}")
            return 0
        if command == "check":
            data = check_file(rest[0])
            print(_("{file}: a valid Quest card set {id} ({n} cards, content {digest})").format(
                file=rest[0], id=repr(data.id), n=len(data.cards), digest=content_hash(data)))
            return 0
        target = install(rest[0])
        print(_("installed as {file}").format(file=target))
        return 0
    except DocumentProblem as exc:
        print(f"quest_import: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except SetProblem as exc:
        for problem in exc.problems:
            print(f"{rest[0]}: {' '.join(problem.split())}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"quest_import: {exc.strerror or exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(cli.run("quest_import", main))
