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
this module: thunderstone_gui/quest_import.py).

Exit status: 0 success, 1 the file is not a valid set (each problem on its own line), 2 misuse or an unreadable file.
Never a traceback, never a wait: only a regular file of UTF-8 text up to MAX_SET_BYTES is read (a FIFO is refused,
not waited on), and a set beyond the limits of persistence/limits.py (nesting, values counting what aliases repeat,
text lengths, numbers, counts, ids) is refused with the line or the field - the same limits the game applies to the
installed sets.
A template is written whole or not at all, never over an existing file, a folder, a named pipe or a device.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from pydantic import ValidationError

from ..engine.validation import describe
from ..i18n import N_, _, engine_text, language, set_language, system_language
from ..persistence import limits, paths, safe_yaml
from ..persistence.atomic import atomic_write_text
from ..resources import package_file
from ..systems.quest.cards import CardDataError, SetFile, content_hash
from ..ui import phrases  # noqa: F401 - registers the sentences engine_text says again (a field's problem)
from . import cli

FILL = "FILL"
MAX_SET_BYTES = limits.QUEST_SET.bytes
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


class SetProblem(ValueError):
    """A file that is not a valid set: `problems` has one line per missing or wrong field."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


class FileProblem(ValueError):
    """A file that cannot be read at all (exit 2)."""


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


# ----------------------------------------------------------------------------------------------- reading and checking
def read_text(path: str | Path) -> str:
    """The file's text; FileProblem when it is not a regular file of UTF-8 text of a set's size. What the file is
    is looked up before it is opened (a named pipe or a device is never opened), and it is opened without blocking
    (should it have been swapped for a named pipe since)."""
    if not os.fspath(path):
        raise FileProblem(_("the file name is empty"))
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        raise FileProblem(_("cannot read {path}: {why}").format(path=path, why=exc.strerror or exc)) from None
    except ValueError as exc:
        raise FileProblem(_("cannot read {path}: {why}").format(path=repr(path), why=exc)) from None
    if stat.S_ISDIR(mode):
        raise FileProblem(_("{path} is a folder, not a card set file").format(path=path))
    if not stat.S_ISREG(mode):
        raise FileProblem(_("cannot read {path}: not a regular file").format(path=path))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        if os.path.isdir(path):
            raise FileProblem(_("{path} is a folder, not a card set file").format(path=path)) from None
        raise FileProblem(_("cannot read {path}: {why}").format(path=path, why=exc.strerror or exc)) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise FileProblem(_("{path} is a folder, not a card set file").format(path=path) if stat.S_ISDIR(mode) else
                          _("cannot read {path}: not a regular file").format(path=path))
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(MAX_SET_BYTES + 1)
        except OSError as exc:
            raise FileProblem(_("cannot read {path}: {why}").format(path=path, why=exc.strerror or exc)) from None
    if len(data) > MAX_SET_BYTES:
        raise FileProblem(_("larger than {mb} MB: not a card set").format(mb=MAX_SET_BYTES // 1024 // 1024))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(_("not a text file (byte {n} is not UTF-8)").format(n=exc.start)) from None


def parse_text(text: str) -> Any:
    """The file's data, built only when it stays within the limits of a set (limits.QUEST_SET)."""
    try:
        return safe_yaml.load(text, limits.QUEST_SET)
    except safe_yaml.YamlLimit as exc:
        raise FileProblem(_beyond(exc)) from None
    except RecursionError:
        raise FileProblem(_(TOO_DEEP)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or _("unreadable")
        if mark is not None:
            raise FileProblem(_("not valid YAML (line {line}, column {column}): {problem}").format(
                line=mark.line + 1, column=mark.column + 1, problem=problem)) from None
        raise FileProblem(_("not valid YAML: {problem}").format(problem=problem)) from None
    except Exception as exc:  # noqa: BLE001 - PyYAML's constructors fail on some well-formed text in their own ways
        raise FileProblem(_("not valid YAML: a value cannot be read ({why})").format(why=exc)) from None


TOO_DEEP = N_("nested too deeply to be a card set")


def _beyond(exc: safe_yaml.YamlLimit) -> str:
    if exc.what == "depth":
        return _("line {line}: nested more than {n} levels deep: too deeply for a card set").format(
            line=exc.line, n=exc.limit)
    if exc.what == "text":
        return _("line {line}: a text longer than {n} characters: too long for a card set").format(
            line=exc.line, n=exc.limit)
    if exc.what == "self":
        return _("line {line}: an alias (*name) inside the very anchor (&name) it repeats").format(line=exc.line)
    return _("line {line}: more than {n} values (what aliases repeat counted too): too many for a card set").format(
        line=exc.line, n=exc.limit)


def _where(data: Any, loc: tuple[Any, ...]) -> str:
    """A readable place: cards[12] (short_sword).cost."""
    parts: list[str] = []
    node = data
    for key in loc:
        if isinstance(key, int) and isinstance(node, list) and 0 <= key < len(node):
            node = node[key]
            label = node.get("id") if isinstance(node, dict) else None
            parts[-1:] = [f"{parts[-1] if parts else ''}[{key}]" + (f" ({label})" if label else "")]
        else:
            node = node.get(key) if isinstance(node, dict) else None
            parts.append(str(key))
    return ".".join(parts)


def _walk(node: Any, path: tuple[Any, ...], fills: list[tuple[Any, ...]],
          numbers: list[tuple[tuple[Any, ...], Any]]) -> None:
    """Where the set still says FILL, and where it has a number beyond what any card prints."""
    if isinstance(node, dict):
        for key, value in node.items():
            _walk(value, path + (key,), fills, numbers)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            _walk(value, path + (index,), fills, numbers)
    elif node == FILL:
        fills.append(path)
    elif isinstance(node, (int, float)) and not isinstance(node, bool) and not abs(node) <= limits.QUEST_NUMBER:
        numbers.append((path, node))


def check_data(data: Any) -> SetFile:
    """A valid set, or SetProblem listing every missing or wrong field and every number, count or id beyond the
    limits of a set (persistence/limits.py: the same for `check` and for the sets New Game reads)."""
    if not isinstance(data, dict):
        raise SetProblem([_("a card set is a YAML mapping (format, id, name, starting_deck, cards...)")])
    filled: list[tuple[Any, ...]] = []
    numbers: list[tuple[tuple[Any, ...], Any]] = []
    try:
        _walk(data, (), filled, numbers)
    except RecursionError:
        raise FileProblem(_(TOO_DEEP)) from None
    problems = [_("{where}: fill in the printed value (it still says FILL)").format(where=_where(data, loc))
                for loc in filled]
    problems += [_("{where}: {value} is beyond what a card prints (at most {n}, at least -{n})").format(
        where=_where(data, loc), value=str(value)[:24], n=limits.QUEST_NUMBER) for loc, value in numbers]
    cards = data.get("cards")
    if isinstance(cards, list) and len(cards) > limits.QUEST_CARDS:
        # Said before thousands of cards are checked one by one.
        raise SetProblem([*problems, _("cards: {n} cards; a set holds at most {most}").format(
            n=len(cards), most=limits.QUEST_CARDS)])
    set_aside = set(filled) | {loc for loc, _value in numbers}
    cleaned = _without_notes(data)
    try:
        checked = SetFile.model_validate(cleaned)
    except ValidationError as exc:
        for error in exc.errors():
            loc = tuple(error["loc"])
            if any(loc[:len(f)] == f for f in set_aside):
                continue
            problems.append(engine_text(describe(error, _where(cleaned, loc))))
        raise SetProblem(problems or [_("the set is not valid")]) from None
    except RecursionError:
        raise FileProblem(_(TOO_DEEP)) from None
    except CardDataError as exc:
        problems.append(str(exc))
    if not problems:
        problems += _beyond_limits(checked)
    if not problems and checked.publisher_cards:
        problems += _group_sizes(checked)
    if problems:
        raise SetProblem(problems)
    return checked


def _beyond_limits(data: SetFile) -> list[str]:
    """Ids, counts and sizes a set may not exceed: a set's id names its file, and every card copy is dealt."""
    most = limits.QUEST_SET_ID_CHARS
    long_id = _("{where}: an id of {n} characters; at most {most}")
    problems = [long_id.format(where="id", n=len(data.id), most=most)] if len(data.id) > most else []
    problems += [long_id.format(where=f"cards[{k}]", n=len(c.id), most=most)
                 for k, c in enumerate(data.cards) if len(c.id) > most]
    problems += [long_id.format(where=f"setups[{k}]", n=len(s.id), most=most)
                 for k, s in enumerate(data.setups) if len(s.id) > most]
    problems += [long_id.format(where=f"cards[{k}] ({c.id[:most]}).abilities", n=len(a.key), most=most)
                 for k, c in enumerate(data.cards) for a in c.abilities if len(a.key) > most]
    problems += [_("{where}.count: {n} copies of one card; at most {most}").format(
        where=f"cards[{k}] ({c.id[:most]})", n=c.count, most=limits.QUEST_CARD_COPIES)
        for k, c in enumerate(data.cards) if c.count > limits.QUEST_CARD_COPIES]
    deck = sum(data.starting_deck.values())
    if deck > limits.QUEST_STARTING_DECK:
        problems.append(_("starting_deck: {n} cards; a starting deck has at most {most}").format(
            n=deck, most=limits.QUEST_STARTING_DECK))
    return problems


def _without_notes(data: dict[str, Any]) -> dict[str, Any]:
    """Template notes (`note:` on a card) are help for the person filling it in, not card data."""
    cards = data.get("cards")
    if not isinstance(cards, list):
        return data
    return {**data, "cards": [{k: v for k, v in c.items() if k != "note"} if isinstance(c, dict) else c
                              for c in cards]}


def _group_sizes(data: SetFile) -> list[str]:
    sizes: dict[str, int] = {}
    for card in data.cards:
        if card.kind == "monster":
            sizes[card.group] = sizes.get(card.group, 0) + card.count
    return [_("monster group {group} has {n} cards; a Quest monster group has 10").format(group=repr(g), n=n)
            for g, n in sizes.items() if n != 10]


def check_file(path: str | Path) -> SetFile:
    return check_data(parse_text(read_text(path)))


# ----------------------------------------------------------------------------------------------- installed sets
def sets_dir() -> Path:
    return paths.quest_sets_dir()


class InstalledSet(NamedTuple):
    set_id: str
    name: str
    digest: str
    path: Path
    data: SetFile | None      # None: the file no longer validates (`problem` says why)
    problem: str


def installed_sets() -> list[InstalledSet]:
    """Every set in the user's quest-sets folder, valid or not (for the New Game screen). A file is read and checked
    once while it stays as it is (the title, Load and New Game all ask, each Quest game's listing too)."""
    folder = sets_dir()
    out = []
    try:
        files = sorted(folder.glob("*.yaml"))
    except OSError:
        return []
    for path in files:
        try:
            info = os.stat(path)
            key: tuple[Any, ...] | None = (str(path), info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns,
                                           language())
        except (OSError, ValueError):
            key = None
        entry = _checked.get(key) if key is not None else None
        if entry is None:
            entry = _installed_set(path)
            if key is not None:
                if len(_checked) > 64:
                    _checked.clear()
                _checked[key] = entry
        out.append(entry)
    return out


# What installed_sets found in each file, by the file's identity and the language its problems are said in.
_checked: dict[tuple[Any, ...], InstalledSet] = {}


def _installed_set(path: Path) -> InstalledSet:
    try:
        data = check_file(path)
        return InstalledSet(data.id, data.name, content_hash(data), path, data, "")
    except (SetProblem, FileProblem) as exc:
        problems = exc.problems if isinstance(exc, SetProblem) else [str(exc)]
        return InstalledSet(path.stem, path.stem, "", path, None, problems[0])


def load_installed(set_id: str, digest: str) -> SetFile | None:
    for entry in installed_sets():
        if entry.data is not None and entry.set_id == set_id and (not digest or entry.digest == digest):
            return entry.data
    return None


def install(path: str | Path) -> Path:
    text = read_text(path)
    data = check_data(parse_text(text))
    if data.id == "ours":
        raise SetProblem([_("id: 'ours' is our own shipped set; give the imported set another id")])
    folder = sets_dir()
    target = folder / f"{data.id}-{content_hash(data)}.yaml"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(target, text)          # the text checked, never half of it
    except OSError as exc:
        raise FileProblem(_("cannot write {file}: {why}").format(file=target, why=exc.strerror or exc)) from None
    return target


# ----------------------------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    set_language(system_language())
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
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
    except FileProblem as exc:
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
