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

from pathlib import Path
from typing import Any

from ...i18n import N_, _
from ...persistence import limits, paths
from .. import printed_sets
from ..printed_sets import FILL as FILL
from ..printed_sets import SET_FILE as SET_FILE
from ..printed_sets import InstalledSet as InstalledSet
from ..printed_sets import SetProblem as SetProblem
from ..printed_sets import parse_text as parse_text
from ..printed_sets import read_text as read_text
from .cards import SetFile, content_hash


def sets_dir() -> Path:
    return paths.quest_sets_dir()


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


def _group_sizes(data: SetFile) -> list[str]:
    sizes: dict[str, int] = {}
    for card in data.cards:
        if card.kind == "monster":
            sizes[card.group] = sizes.get(card.group, 0) + card.count
    return [_("monster group {group} has {n} cards; a Quest monster group has 10").format(group=repr(g), n=n)
            for g, n in sizes.items() if n != 10]


def _checks(data: SetFile) -> list[str]:
    problems = _beyond_limits(data)
    if not problems and data.publisher_cards:
        problems += _group_sizes(data)
    return problems


# A Quest card set file, as the shared printed-cards reading, checking and installing know it.
QUEST_SETS: printed_sets.PrintedKind[SetFile] = printed_sets.PrintedKind(
    validate=SetFile.model_validate, folder=lambda: sets_dir(), content_hash=content_hash,
    not_a_mapping=N_("a card set is a YAML mapping (format, id, name, starting_deck, cards...)"), checks=_checks,
    reserved_ids=("ours",))
_checked = QUEST_SETS.cache      # what installed_sets found in each file (tests clear it)


def check_data(data: Any) -> SetFile:
    """A valid set, or SetProblem listing every missing or wrong field and every number, count or id beyond the
    limits of a set (persistence/limits.py: the same for `check` and for the sets New Game reads)."""
    return printed_sets.check_data(QUEST_SETS, data)


def check_file(path: str | Path) -> SetFile:
    return check_data(parse_text(read_text(path)))


def installed_sets() -> list[InstalledSet]:
    """Every set in the user's quest-sets folder, valid or not (for the New Game screen). A file is read and checked
    once while it stays as it is (the title, Load and New Game all ask, each Quest game's listing too)."""
    return printed_sets.installed(QUEST_SETS, lambda path: check_data(parse_text(read_text(path))))


def load_installed(set_id: str, digest: str) -> SetFile | None:
    for entry in installed_sets():
        if entry.data is not None and entry.set_id == set_id and (not digest or entry.digest == digest):
            return entry.data
    return None


def install(path: str | Path) -> Path:
    return printed_sets.install(QUEST_SETS, path)
