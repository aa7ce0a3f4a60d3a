"""The autosave as a journal: the game's record once, then one line appended per decision.

The table autosaves after every decision. Writing the whole record each time costs more the longer the game (18.7 ms
a decision at 6,000 decisions, most of it validating the record again); appending a line costs the same at any
length. A journal file is the record exactly as a save file holds it (GameRecord.to_json), followed by lines like

    {"n": 6001, "action": {"type": "buy", "card": "torch#17"}, "turn": 2925, "finished": false, "state_hash": "..."}

`n` counts the decisions, so a line that does not follow the one before is noticed. The last line of each write
carries the state hash after it (checked on loading) and the turn and result the listings show. A file without
lines is an ordinary save: old autosaves load as they are, and compacting a journal is writing its record again.

How many decisions the file holds is written in its record too, in `meta` (`"journal_decisions": 6001` followed by
spaces to a fixed width), and rewritten in place after each append: a file that lost its end - the last lines cut
off by a full disk, a copy that stopped, a sync gone wrong - says it holds more than it does, and is reported
(`cut_short`: "5 decisions of 80 were lost") instead of loading silently at an earlier moment. Journals written
before the count existed load as they always did.

Crash safety: the record is written atomically (atomic.py); each line is appended with one write, then the count,
flushed to disk before the decision counts as saved. A run killed mid-write loses that decision only: the torn last
line is ignored on reading, and the count, written after the lines, never names it (should the disk have kept the
count and lost the line, that one decision is ignored the same way). A game that went back (undo) or a file changed
behind the writer's back gets its whole record written again.
"""

from __future__ import annotations

import json
import os
import re
import stat
import weakref
from pathlib import Path
from typing import Any, Callable, NamedTuple

from ..engine.actions import action_to_json
from ..engine.limits import MAX_DECISIONS
from ..engine.session import Session, Step
from .atomic import append_text, atomic_write_text

_JSON_SPACE = re.compile(r"[ \t\n\r]*")
# The record's meta entry saying how many decisions the file holds, and the width its number is padded to.
JOURNAL_KEY = "journal_decisions"
MARK_WIDTH = 20


class JournalError(ValueError):
    """A journal whose lines cannot be read or do not follow each other (not a torn last line: damage). `index` is
    the failing decision's position in the game (0 for the first), when one decision fails."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def replay_journal(text: str) -> tuple[Session, list[dict[str, Any]]]:
    """The game a save file or an autosave journal holds: its record replayed, then the journal's decisions taken
    (the loader of the app and of `python -m thunderstone_gui.tools.record`). Returns the session and the journal lines.
    Raises ValueError (not JSON; RecordError, JournalError), RecursionError (nested too deeply) or whatever a
    crafted file makes the engine raise."""
    _, record_text, lines = split_journal(text)
    session = Session.from_record(record_text)
    apply_lines(session, lines)
    return session, lines


def split_journal(text: str) -> tuple[Any, str, list[dict[str, Any]]]:
    """The JSON value the text starts with (the record, when the file is a save), its text, and the decision lines
    after it. Raises ValueError (not JSON), RecursionError (nested too deeply) or JournalError."""
    data, record_text, lines, _ = read_journal(text)
    return data, record_text, lines


def read_journal(text: str) -> tuple[Any, str, list[dict[str, Any]], bool]:
    """`split_journal`, and whether the last line was torn (and left out)."""
    start = _JSON_SPACE.match(text).end()  # type: ignore[union-attr]   # the pattern matches the empty string
    data, end = json.JSONDecoder().raw_decode(text, start)
    lines, torn = read_tail(text[end:])
    return data, text[start:end], lines, torn


def read_lines(tail: str) -> list[dict[str, Any]]:
    return read_tail(tail)[0]


def read_tail(tail: str) -> tuple[list[dict[str, Any]], bool]:
    """The decision lines after a record, and whether the last one was torn (left out: the decision being written
    when the run stopped). Raises JournalError for a damaged line before the last."""
    lines = [line for line in tail.split("\n") if line.strip()]
    if len(lines) > MAX_DECISIONS + 1:
        raise JournalError(f"it holds {len(lines):,} decision lines, more than any game (at most {MAX_DECISIONS:,})")
    out: list[dict[str, Any]] = []
    for k, line in enumerate(lines):
        item = _line(line)
        if item is None:
            if k == len(lines) - 1:
                return out, True
            raise JournalError(f"line {k + 1} after the record cannot be read")
        out.append(item)
    return out, False


class CutShort(NamedTuple):
    """A journal that holds fewer decisions than its record says it had: how many were lost, of how many."""

    lost: int
    expected: int

    @property
    def kept(self) -> int:
        return self.expected - self.lost


def cut_short(meta: Any, held: int, torn: bool) -> CutShort | None:
    """Whether a file holding `held` decisions lost some of those its record's count names. Only a torn last line
    is no loss worth a word (the decision being written when the run stopped); a count beyond any game's is no
    count. None for a file that lost nothing, or that has no count (written before it existed)."""
    expected = meta.get(JOURNAL_KEY) if isinstance(meta, dict) else None
    if type(expected) is not int or not held < expected <= MAX_DECISIONS:
        return None
    if torn and held == expected - 1:
        return None
    return CutShort(expected - held, expected)


def _line(text: str) -> dict[str, Any] | None:
    try:
        item = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(item, dict) or type(item.get("n")) is not int or not isinstance(item.get("action"), dict):
        return None
    return item


def check_sequence(lines: list[dict[str, Any]], recorded: int) -> None:
    """Raise JournalError unless the lines number the decisions after the record's `recorded` ones, in order."""
    for k, item in enumerate(lines):
        if item["n"] != recorded + k + 1:
            raise JournalError(f"line {k + 1} after the record is decision {item['n']}, not {recorded + k + 1}")


def last_facts(lines: list[dict[str, Any]]) -> tuple[int | None, bool | None]:
    """The turn and whether the game was over, as the last line that says them says (hints for listings)."""
    for item in reversed(lines):
        turn = item.get("turn")
        if type(turn) is int:
            return turn, item.get("finished") is True
    return None, None


def apply_lines(session: Session, lines: list[dict[str, Any]]) -> None:
    """Take the journal's decisions on a session replayed from its record. Raises JournalError naming the line."""
    check_sequence(lines, len(session.steps))
    for item in lines:
        try:
            session.submit(item["action"])
        except Exception as exc:  # noqa: BLE001 - whatever a crafted line makes the engine raise
            raise JournalError(f"decision {item['n']} cannot be taken ({exc})", item["n"] - 1) from None
        expected = item.get("state_hash")
        if expected is not None and session.state.state_hash() != expected:
            raise JournalError(f"the game diverges from the autosave at decision {item['n']} (state hash differs)",
                               item["n"] - 1)


class AutosaveJournal:
    """Writes one session's autosave: its record first, then a line for each decision taken since."""

    def __init__(self) -> None:
        self._forget()

    def _forget(self) -> None:
        self._session: weakref.ref[Session] | None = None
        self._path: Path | None = None
        self._written = 0                   # decisions in the file
        self._lines = 0                     # of which in lines after the record
        self._last: Step | None = None      # the last decision in the file (undo replaces the Step objects)
        self._file: tuple[int, int, int] | None = None    # (device, inode, size) after our last write
        self._mark: int | None = None       # where the record's count of decisions is written (bytes)

    def write(self, session: Session, path: Path, meta: Callable[[Session], dict[str, Any]]) -> None:
        """Save the session's decisions not yet in the file. Raises OSError (the next call writes the record)."""
        if not self._continues(session, path):
            self.write_record(session, path, meta)
            return
        steps = session.steps
        if len(steps) == self._written:
            return
        state = session.state
        lines = [{"n": n + 1, "action": action_to_json(state, steps[n].action)} for n in range(self._written,
                                                                                              len(steps))]
        lines[-1].update(turn=state.turn_number, finished=state.result is not None, state_hash=state.state_hash())
        text = "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)
        assert self._file is not None
        mark = None if self._mark is None else (self._mark, _count(len(steps)), _count(self._written))
        try:
            size = append_text(path, text, self._file[2], mark)
        except BaseException:
            self._forget()
            raise
        self._file = (self._file[0], self._file[1], size)
        self._lines += len(steps) - self._written
        self._written = len(steps)
        self._last = steps[-1]

    def write_record(self, session: Session, path: Path, meta: Callable[[Session], dict[str, Any]]) -> None:
        """Write the session's whole record (a plain save file) and append to it from now on."""
        self._forget()
        decisions = len(session.steps)
        text = session.record(meta={**meta(session), JOURNAL_KEY: decisions}).to_json()
        text, mark = _with_mark(text, decisions)
        atomic_write_text(path, text + "\n")
        info = os.stat(path)
        self._session = weakref.ref(session)
        self._path = path
        self._written = len(session.steps)
        self._last = session.steps[-1] if session.steps else None
        self._file = (info.st_dev, info.st_ino, info.st_size)
        self._mark = mark

    def compact(self, meta: Callable[[Session], dict[str, Any]]) -> bool:
        """Write the record of the file last written again if lines were appended to it (and the file is still
        ours). True if it did."""
        session = self._session() if self._session is not None else None
        path = self._path
        if session is None or path is None or not self._lines or not self._continues(session, path):
            return False
        self.write_record(session, path, meta)
        return True

    def forget_file(self, path: Path) -> None:
        """The file is going away (deleted, set aside): never append to whatever later takes its name."""
        if self._path == path:
            self._forget()

    def _continues(self, session: Session, path: Path) -> bool:
        """Whether the file holds exactly this session's first `_written` decisions, as we left it."""
        if self._session is None or self._session() is not session or self._path != path or self._file is None:
            return False
        steps = session.steps
        if len(steps) < self._written or (self._written and steps[self._written - 1] is not self._last):
            return False
        try:
            info = os.stat(path)
        except OSError:
            return False
        return stat.S_ISREG(info.st_mode) and (info.st_dev, info.st_ino, info.st_size) == self._file


def _count(decisions: int) -> bytes:
    return str(decisions).ljust(MARK_WIDTH).encode("ascii")


def _with_mark(text: str, decisions: int) -> tuple[str, int | None]:
    """The record's text with its count of decisions padded to MARK_WIDTH, and the count's offset in bytes. (JSON
    escapes a quote inside a string, so `"journal_decisions": ` occurs only as the key.)"""
    needle = f'"{JOURNAL_KEY}": {decisions}'
    at = text.rfind(needle)
    if at < 0:
        return text, None
    number = at + len(needle) - len(str(decisions))
    text = text[:at + len(needle)] + " " * (MARK_WIDTH - len(str(decisions))) + text[at + len(needle):]
    return text, len(text[:number].encode("utf-8"))
