"""The Quest card sets a player installed: a set file read and checked (every missing or wrong field, every number,
count or id beyond the limits of a set), the sets of the user data folder's `quest-sets/` that New Game lists, and a
checked file installed there.

The printed cards are not public, so a player types in the cards they own (docs/quest-cards.md) and installs them
with `python -m thunderstone_gui.quest_import` (tools/quest_import.py, which also writes the fill-in template). The
checker and the game read a set alike: a file that `check` passes is one the game loads. Never a traceback, never a
wait: only a regular file of UTF-8 text within the limits of a set (persistence/limits.py: its size, nesting, values
counting what aliases repeat, text lengths) is read, as persistence/documents.py reads every hand-written document.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import ValidationError

from ...engine.validation import describe
from ...i18n import N_, _, engine_text, language
from ...persistence import limits, paths
from ...persistence.atomic import atomic_write_text
from ...persistence.documents import DocumentKind, DocumentProblem, parse_document, read_document_text
from .cards import CardDataError, SetFile, content_hash

FILL = "FILL"            # what the fill-in template says where a printed value is still to be typed in

# A set file: the limits of a set, and how its refusals name it.
SET_FILE = DocumentKind(
    limits=limits.QUEST_SET,
    folder=N_("{path} is a folder, not a card set file"),
    too_large=N_("larger than {mb} MB: not a card set"),
    too_deep=N_("nested too deeply to be a card set"),
    beyond={
        "depth": N_("line {line}: nested more than {n} levels deep: too deeply for a card set"),
        "text": N_("line {line}: a text longer than {n} characters: too long for a card set"),
        "self": N_("line {line}: an alias (*name) inside the very anchor (&name) it repeats"),
        "values": N_("line {line}: more than {n} values (what aliases repeat counted too): too many for a card set"),
    },
)


class SetProblem(ValueError):
    """A file that is not a valid set: `problems` has one line per missing or wrong field."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


def read_text(path: str | Path) -> str:
    """The file's text; DocumentProblem when it is not a regular file of UTF-8 text of a set's size."""
    return read_document_text(path, SET_FILE)


def parse_text(text: str) -> Any:
    """The file's data, built only when it stays within the limits of a set (limits.QUEST_SET)."""
    return parse_document(text, SET_FILE)


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
        raise DocumentProblem(_(SET_FILE.too_deep)) from None
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
        raise DocumentProblem(_(SET_FILE.too_deep)) from None
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
    except (SetProblem, DocumentProblem) as exc:
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
        raise DocumentProblem(_("cannot write {file}: {why}").format(file=target, why=exc.strerror or exc)) from None
    return target
