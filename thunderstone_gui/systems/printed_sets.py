"""Printed cards an owner typed in, for every game that has them (Quest's card sets, Advance's Horde and Familiars):
one file format, one checker, one install path.

A file is YAML: `format`, `format_version`, `id`, `name`, `publisher_cards`, `notice` and `cards` (docs/quest-cards.md,
docs/rules-advance.md). A fill-in template says `FILL` where a printed value is still to be typed in; the checker
names every such place and every missing or wrong field on its own line (SetProblem), and refuses any number, nesting
or size beyond the limits of a set (persistence/limits.py) before building anything. A checked file is installed
into its game's folder of the user data folder under `<id>-<content hash>.yaml`, written whole or not at all, and the
game lists what is there (`installed`). Each game says what its files are in a `PrintedKind`: the model, the folder,
the content hash and its own checks of a whole file. Never a traceback, never a wait: only a regular file of UTF-8
text within the limits is read (persistence/documents.py).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generic, NamedTuple, TypeVar

from pydantic import ValidationError

from ..engine.validation import describe
from ..i18n import N_, _, engine_text, language
from ..persistence import limits
from ..persistence.atomic import atomic_write_text
from ..persistence.documents import DocumentKind, DocumentProblem, parse_document, read_document_text
from .card_data import CardDataError

FILL = "FILL"            # what a fill-in template says where a printed value is still to be typed in

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

Model = TypeVar("Model")


class SetProblem(ValueError):
    """A file that is not a valid set: `problems` has one line per missing or wrong field."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


@dataclass(eq=False)
class PrintedKind(Generic[Model]):
    """What one game's printed-card files are."""

    validate: Callable[[Any], Model]          # the file's model (pydantic model_validate)
    folder: Callable[[], Path]                # where installed files go (in the user data folder)
    content_hash: Callable[[Model], str]
    not_a_mapping: str                        # the refusal of a file that is not a YAML mapping (a msgid)
    checks: Callable[[Model], list[str]] = lambda data: []      # its own checks of a whole valid file
    reserved_ids: tuple[str, ...] = ()        # ids of our own shipped files, which an import may not take
    # What `installed` found in each file, by the file's identity and the language its problems are said in.
    cache: dict[tuple[Any, ...], InstalledSet] = field(default_factory=dict)


def read_text(path: str | Path) -> str:
    """The file's text; DocumentProblem when it is not a regular file of UTF-8 text of a set's size."""
    return read_document_text(path, SET_FILE)


def parse_text(text: str) -> Any:
    """The file's data, built only when it stays within the limits of a set (limits.QUEST_SET)."""
    return parse_document(text, SET_FILE)


def where(data: Any, loc: tuple[Any, ...]) -> str:
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


def _in_data(data: Any, loc: tuple[Any, ...]) -> tuple[Any, ...]:
    """A validation error's place in the file: without the kind a union of card kinds puts into it (a card of
    `kind: monster` is checked as "monster")."""
    out: list[Any] = []
    node = data
    for key in loc:
        if isinstance(node, dict) and key not in node and key in (node.get("kind"), node.get("verb")):
            continue
        out.append(key)
        if isinstance(node, dict):
            node = node.get(key)
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
        else:
            node = None
    return tuple(out)


def without_notes(data: dict[str, Any]) -> dict[str, Any]:
    """Template notes (`note:` on a card) are help for the person filling it in, not card data."""
    cards = data.get("cards")
    if not isinstance(cards, list):
        return data
    return {**data, "cards": [{k: v for k, v in c.items() if k != "note"} if isinstance(c, dict) else c
                              for c in cards]}


def check_data(kind: PrintedKind[Model], data: Any) -> Model:
    """A valid file, or SetProblem listing every missing or wrong field and every number, count or id beyond the
    limits of a set (the same for `check` and for the files a game reads)."""
    if not isinstance(data, dict):
        raise SetProblem([_(kind.not_a_mapping)])
    filled: list[tuple[Any, ...]] = []
    numbers: list[tuple[tuple[Any, ...], Any]] = []
    try:
        _walk(data, (), filled, numbers)
    except RecursionError:
        raise DocumentProblem(_(SET_FILE.too_deep)) from None
    problems = [_("{where}: fill in the printed value (it still says FILL)").format(where=where(data, loc))
                for loc in filled]
    problems += [_("{where}: {value} is beyond what a card prints (at most {n}, at least -{n})").format(
        where=where(data, loc), value=str(value)[:24], n=limits.QUEST_NUMBER) for loc, value in numbers]
    cards = data.get("cards")
    if isinstance(cards, list) and len(cards) > limits.QUEST_CARDS:
        # Said before thousands of cards are checked one by one.
        raise SetProblem([*problems, _("cards: {n} cards; a set holds at most {most}").format(
            n=len(cards), most=limits.QUEST_CARDS)])
    set_aside = set(filled) | {loc for loc, _value in numbers}
    cleaned = without_notes(data)
    try:
        checked = kind.validate(cleaned)
    except ValidationError as exc:
        errors = [(_in_data(cleaned, tuple(error["loc"])), error) for error in exc.errors()]
        places = [loc for loc, _error in errors]
        for loc, error in errors:
            if any(loc[:len(f)] == f for f in set_aside):
                continue
            if any(len(other) > len(loc) and other[:len(loc)] == loc for other in places):
                continue        # said more precisely by an error inside it
            problems.append(engine_text(describe(error, where(cleaned, loc))))
        raise SetProblem(problems or [_("the set is not valid")]) from None
    except RecursionError:
        raise DocumentProblem(_(SET_FILE.too_deep)) from None
    except CardDataError as exc:
        problems.append(str(exc))
    if not problems:
        problems += kind.checks(checked)
    if problems:
        raise SetProblem(problems)
    return checked


def check_file(kind: PrintedKind[Model], path: str | Path) -> Model:
    return check_data(kind, parse_text(read_text(path)))


class InstalledSet(NamedTuple):
    set_id: str
    name: str
    digest: str
    path: Path
    data: Any | None          # None: the file no longer validates (`problem` says why)
    problem: str


def installed(kind: PrintedKind[Any], check: Callable[[Path], Any] | None = None) -> list[InstalledSet]:
    """Every file in the kind's folder, valid or not (for New Game). A file is read and checked once while it stays
    as it is. `check` reads one file (default: check_file)."""
    folder = kind.folder()
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
        entry = kind.cache.get(key) if key is not None else None
        if entry is None:
            entry = _installed_set(kind, path, check or (lambda p: check_file(kind, p)))
            if key is not None:
                if len(kind.cache) > 64:
                    kind.cache.clear()
                kind.cache[key] = entry
        out.append(entry)
    return out


def _installed_set(kind: PrintedKind[Any], path: Path, check: Callable[[Path], Any]) -> InstalledSet:
    try:
        data = check(path)
        return InstalledSet(data.id, data.name, kind.content_hash(data), path, data, "")
    except (SetProblem, DocumentProblem) as exc:
        problems = exc.problems if isinstance(exc, SetProblem) else [str(exc)]
        return InstalledSet(path.stem, path.stem, "", path, None, problems[0])


def install(kind: PrintedKind[Any], path: str | Path) -> Path:
    """Check the file and store the very text checked in the kind's folder; its path."""
    text = read_text(path)
    data = check_data(kind, parse_text(text))
    if data.id in kind.reserved_ids:
        raise SetProblem([_("id: {id} is our own shipped set; give the imported set another id").format(
            id=repr(data.id))])
    folder = kind.folder()
    target = folder / f"{data.id}-{kind.content_hash(data)}.yaml"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(target, text)          # the text checked, never half of it
    except OSError as exc:
        raise DocumentProblem(_("cannot write {file}: {why}").format(file=target, why=exc.strerror or exc)) from None
    return target
