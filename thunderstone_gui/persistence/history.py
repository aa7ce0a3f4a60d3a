"""Every finished game, for the Statistics screen: `history/games.jsonl` in the data folder, one JSON line per game
(`GameEntry`: game and card set, seats and computer levels, result and VP, length, date, the cards bought, and the
name of its replay, kept beside it in `history/replays/`).

- **Written atomically**, like the saves: the whole file is written again through a temp file and `os.replace`
  (`atomic.atomic_write_text`) when a game is added, so a crash leaves the old history or the new one.
- **Read line by line**: a line that cannot be used (not JSON, not an entry, a value out of bounds: a hand-edited
  or damaged file) costs that line only. The file as it was is set aside (`history.damaged-<date>.json` beside it,
  never deleted), the entries that could be read are written back, and the player is told once which lines were
  left out. A file that cannot be read at all (too large, not a regular file) is set aside the same way and a new
  history starts.
- **Limits** (`persistence/limits.py`): the file's size, a line's length, the texts and numbers of an entry.

The English messages are said again in the player's language by the screens (`i18n.engine_text`; the phrases are
registered in ui/scenes/statistics.py).
"""

from __future__ import annotations

import contextlib
import json
import secrets
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ..engine.limits import MAX_SEATS_LISTED, at_most
from . import paths
from .atomic import atomic_write_text, set_aside, write_new_file
from .disk import disk_problem
from .limits import HISTORY_BOUGHT, HISTORY_BYTES, HISTORY_LINE_BYTES, HISTORY_NUMBER, HISTORY_TEXT
from .readable import FileMissing, FileProblem, read_bytes

if TYPE_CHECKING:
    from ..engine.session import Session

HISTORY_FORMAT = 1
HISTORY_FILE = "games.jsonl"
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"

Text = Annotated[str, Field(max_length=HISTORY_TEXT)]
Count = Annotated[int, Field(ge=0, le=HISTORY_NUMBER)]
Score = Annotated[int, Field(ge=-HISTORY_NUMBER, le=HISTORY_NUMBER)]


def history_dir() -> Path:
    return paths.history_dir()


def history_path() -> Path:
    return history_dir() / HISTORY_FILE


def replays_dir() -> Path:
    """The replays of the games of the history (the Replays dialog's own folder is the player's: saved by hand)."""
    return history_dir() / "replays"


class SeatRecord(BaseModel):
    """A seat of a finished game: the name typed at the table and, for a computer, its level ("" for a person)."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    name: Annotated[str, Field(min_length=1, max_length=HISTORY_TEXT)]
    level: Text = ""

    @property
    def human(self) -> bool:
        return not self.level


class GameEntry(BaseModel):
    """One finished game. Fields a later version adds are ignored by this one (extra="ignore"), so a newer history
    still reads here."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    format: int = HISTORY_FORMAT
    id: Text
    finished_at: Text                       # local time, DATE_FORMAT
    game: Text                              # "classic", "advance", "quest"
    setup: Text = ""                        # the card set's source: "random", "custom", or a preset's id
    sets: Annotated[tuple[Text, ...], at_most(32, "sets")] = ()
    board: Text = ""                        # Thunderstone Advance: "dungeon" or "wilderness"
    seats: Annotated[tuple[SeatRecord, ...], at_most(MAX_SEATS_LISTED, "seats")]
    scores: Annotated[tuple[Score, ...], at_most(MAX_SEATS_LISTED, "scores")]
    winners: Annotated[tuple[Count, ...], at_most(MAX_SEATS_LISTED, "winners")]
    turns: Count = 0
    decisions: Count = 0
    # Per seat, the cards bought: card name (English, as the card data names it) -> copies.
    bought: Annotated[tuple[dict[Text, Count], ...], at_most(MAX_SEATS_LISTED, "bought")] = ()
    replay: Text = ""                       # the replay's file name in history/replays ("" when none was written)
    lesson: bool = False                    # a game of Learn to play

    @field_validator("finished_at")
    @classmethod
    def _a_date(cls, value: str) -> str:
        datetime.strptime(value, DATE_FORMAT)       # raises ValueError: not a date of ours
        return value

    @field_validator("bought")
    @classmethod
    def _few_cards(cls, value: tuple[dict[str, int], ...]) -> tuple[dict[str, int], ...]:
        if any(len(cards) > HISTORY_BOUGHT for cards in value):
            raise ValueError(f"more than {HISTORY_BOUGHT} kinds of cards bought")
        return value

    @model_validator(mode="after")
    def _seats_agree(self) -> GameEntry:
        n = len(self.seats)
        if n < 1 or len(self.scores) != n or (self.bought and len(self.bought) != n):
            raise ValueError("the seats, scores and cards bought do not match")
        if any(w >= n for w in self.winners):
            raise ValueError("a winner who is not a seat")
        if "/" in self.replay or "\\" in self.replay or self.replay in (".", ".."):
            raise ValueError("a replay outside the history's folder")
        return self

    @property
    def when(self) -> datetime:
        return datetime.strptime(self.finished_at, DATE_FORMAT)

    def seat_of(self, name: str) -> int:
        """The first seat a person of that name played (-1: none)."""
        return next((k for k, s in enumerate(self.seats) if s.human and s.name == name), -1)

    def replay_path(self) -> Path | None:
        return replays_dir() / self.replay if self.replay else None


class History(NamedTuple):
    entries: list[GameEntry]        # oldest first, as played
    message: str                    # "" or what became of a file that could not be used whole, for the player
    # Whether the file holds no more than `entries` (False: a damaged file could not be set aside, and writing the
    # history again would lose its unread lines).
    intact: bool = True


def load_history(path: Path | None = None) -> History:
    """Every game of the history that can be read. A line that cannot be used is left out and the file set aside
    (see the module's docstring); never raises."""
    path = path or history_path()
    try:
        raw = read_bytes(path, HISTORY_BYTES)
    except FileMissing:
        return History([], "")
    except FileProblem as exc:
        message, moved = _set_aside(path, exc.reason, [])
        return History([], message, moved)
    entries, bad = parse_lines(raw)
    if not bad:
        return History(entries, "")
    message, moved = _set_aside(path, "", entries, bad)
    return History(entries, message, moved)


def parse_lines(raw: bytes) -> tuple[list[GameEntry], list[int]]:
    """The entries of a history file's bytes and the numbers (from 1) of the lines that are none. Blank lines are
    no loss; the same game twice (a line copied by hand) is kept once."""
    entries: list[GameEntry] = []
    bad: list[int] = []
    seen: set[str] = set()
    for number, line in enumerate(raw.split(b"\n"), 1):
        if not line.strip():
            continue
        entry = _entry(line, first=number == 1)
        if entry is None:
            bad.append(number)
        elif entry.id not in seen:
            seen.add(entry.id)
            entries.append(entry)
    return entries, bad


def _entry(line: bytes, first: bool) -> GameEntry | None:
    if len(line) > HISTORY_LINE_BYTES:
        return None
    try:
        data = json.loads(line.decode("utf-8-sig" if first else "utf-8"))
        if not isinstance(data, dict):
            return None
        return GameEntry.model_validate(data)
    except (UnicodeDecodeError, ValueError, ValidationError, RecursionError):
        return None


def _lines(bad: list[int]) -> str:
    shown = ", ".join(str(n) for n in bad[:10]) + (", …" if len(bad) > 10 else "")
    return f"line {shown}" if len(bad) == 1 else f"lines {shown}"


def _set_aside(path: Path, reason: str, entries: list[GameEntry], bad: list[int] | None = None) -> tuple[str, bool]:
    """Set the history file aside and write back what could be read of it; the sentence for the player, and
    whether the file was set aside."""
    kept = f"the other games ({len(entries)}) are kept" if entries else "a new history is started"
    what = f"has {_lines(bad)} that cannot be read" if bad else reason
    try:
        target = set_aside(path, path.parent, "history")
    except OSError as exc:
        return (f"The history of your games {what}, and it could not be set aside ({disk_problem(exc)}); "
                f"the games that could be read are shown.", False)
    with contextlib.suppress(OSError):
        # What could be read is the history from now on; should the disk refuse, the next game writes it.
        write_history(entries, path)
    return f"The history of your games {what}. It was kept beside it as {target.name}; {kept}.", True


def write_history(entries: list[GameEntry], path: Path | None = None) -> None:
    """The whole history written atomically (a crash leaves the old file or the new one). Raises OSError."""
    text = "".join(entry.model_dump_json() + "\n" for entry in entries)
    atomic_write_text(path or history_path(), text)


# ------------------------------------------------------------------------------------------------ recording a game
class Recorded(NamedTuple):
    entry: GameEntry
    message: str                    # "" or what the player should know (a damaged history set aside, no replay)


def bought_cards(session: Session) -> list[dict[str, int]]:
    """Per seat, the cards bought in the game (by name), from its events (the game replayed once)."""
    from ..engine.game import apply

    seats = len(session.config.seats)
    counts: list[Counter[str]] = [Counter() for _ in range(seats)]
    state = session.state_at(0)
    for step in session.steps:
        for event in apply(state, step.action):
            if event.kind == "bought" and 0 <= event.seat < seats:
                for iid in event.cards:
                    if 0 <= iid < len(state.cards):
                        counts[event.seat][str(state.cards[iid].name)[:HISTORY_TEXT]] += 1
    return [dict(c.most_common(HISTORY_BOUGHT)) for c in counts]


def entry_for(session: Session, replay: str = "", lesson: bool = False, when: datetime | None = None) -> GameEntry:
    """The history's entry of a finished game."""
    config = session.config
    state = session.state
    result = state.result
    card_set = getattr(config, "card_set", None)
    choice = getattr(config, "choice", None)
    setup = str(getattr(card_set, "source", "") or getattr(choice, "source", "") or "")
    sets = tuple(getattr(config, "sets", ()) or ((card_set,) if isinstance(card_set, str) else ()))
    moment = when or datetime.now()
    return GameEntry(
        id=f"{moment.strftime('%Y%m%d%H%M%S')}-{secrets.token_hex(4)}",
        finished_at=moment.strftime(DATE_FORMAT),
        game=config.game,
        setup=setup[:HISTORY_TEXT],
        sets=tuple(str(s)[:HISTORY_TEXT] for s in sets),
        board=str(getattr(config, "board", "") or ""),
        seats=tuple(SeatRecord(name=s.name, level=(s.ai_level or "?") if s.kind == "ai" else "")
                    for s in config.seats),
        scores=tuple(result.scores) if result is not None else (0,) * len(config.seats),
        winners=tuple(result.winners) if result is not None else (),
        turns=state.turn_number,
        decisions=len(session.steps),
        bought=tuple(bought_cards(session)),
        replay=replay,
        lesson=lesson,
    )


def save_history_replay(session: Session, when: datetime | None = None) -> Path:
    """The game's replay in history/replays (a file of its own, never another's). Raises OSError."""
    from .saves import SAVE_SUFFIX, safe_file_name, session_meta

    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    names = " vs ".join(s.name for s in session.config.seats)
    stem = f"{stamp} {safe_file_name(names)}"[:80].strip()
    record = session.record(meta=session_meta(session, f"{names} {stamp}"))
    return write_new_file(replays_dir(), stem, SAVE_SUFFIX, record.to_json())


def record_game(session: Session, lesson: bool = False) -> Recorded:
    """Add a finished game to the history, its replay saved beside it. Raises OSError when the history cannot be
    written (the game itself is not touched); a replay that cannot be written leaves the entry without one."""
    when = datetime.now()
    notes = []
    try:
        replay = save_history_replay(session, when).name
    except OSError as exc:
        replay = ""
        notes.append(f"Its replay could not be kept ({disk_problem(exc)}).")
    entry = entry_for(session, replay, lesson, when)
    history = load_history()
    if not history.intact:
        # Writing it again would lose the lines it could not read: left as it is until it can be set aside.
        raise OSError(history.message)
    write_history([*history.entries, entry])
    return Recorded(entry, " ".join(m for m in (history.message, *notes) if m))
