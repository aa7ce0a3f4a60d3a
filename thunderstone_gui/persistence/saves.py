"""Save files, the autosave and replays: each is a game record (engine/record.py) written atomically.

A save's `meta` holds what the file dialog lists (date, label, turn), so listing never replays a game - nor builds
its decisions: a record in the app's layout is read around them (`record.read_summary`); the listing takes meta as a
hint only (the seats come from the record's config, which is validated). An autosave journal that lost its end is
listed with what it lost and continued only when the player agrees (`SaveCutShort`, `continue_cut_short`).
Loading replays the record. Anything wrong with a file, whatever it holds, becomes a listing with the reason or a
`SaveError` with a sentence a player can read, never another exception.

Autosaves: every unfinished game has its own, `autosaves/game-<date>-<tag>.json` (its slot), kept until the game ends
or the player deletes it; the title lists them newest first (`list_autosaves`). A game gets its slot with its first
autosave and keeps it when continued; a game loaded from a save, a rematch or a game forked from a replay is a new
game with a slot of its own. Each autosave is a journal (journal.py): its record, then a line per decision. The
single `autosave.json` of older versions is moved into the folder as one more unfinished game. The record names its
game (`config.game`), so the list serves every game system.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import secrets
import traceback
import weakref
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..engine.limits import MAX_DECISIONS
from ..engine.record import (
    READABLE_FORMATS,
    RecordError,
    RecordSummary,
    read_summary,
    record_from_data,
    too_many_decisions,
)
from ..engine.session import Session
from .atomic import atomic_write_text, present, set_aside, write_new_file
from .campaigns import CAMPAIGN_GAME_KEY, CAMPAIGN_KEY
from .disk import disk_problem, read_problem
from .journal import (
    JOURNAL_KEY,
    AutosaveJournal,
    CutShort,
    JournalError,
    apply_lines,
    check_sequence,
    cut_short,
    last_facts,
    read_journal,
    read_tail,
)
from .limits import CAMPAIGN_GAMES
from .names import file_label, printable
from .paths import autosave_path, autosaves_dir, crash_dir, data_dir, replays_dir, saves_dir
from .readable import FileProblem, decode_text, read_bytes

SAVE_SUFFIX = ".json"
MAX_FILE_LABEL = 60         # characters of a label kept in a file name
# A save in another layout than the app writes (by hand, by a script) is read whole: up to this size (a compact
# record of 100,000 decisions is about 4 MB).
HANDWRITTEN_BYTES = 8 * 1024 * 1024
# Names Windows keeps for devices, with or without an extension and in any case: a save cannot be called that.
# (CONIN$ and CONOUT$ too, but "$" never survives safe_file_name.)
RESERVED_NAMES = frozenset({"con", "prn", "aux", "nul",
                            *(f"{port}{n}" for port in ("com", "lpt") for n in (*"123456789", "¹", "²", "³"))})


class SaveError(Exception):
    """A save file that cannot be used; the message ("<file name> <reason>") is for the player. `needs` names what
    its game needs and this installation lacks (an imported Quest card set): such a file is not damaged."""

    def __init__(self, name: str, reason: str, needs: str = "") -> None:
        super().__init__(f"{name} {reason}")
        self.name = name
        self.reason = reason        # the sentence without the name: "is damaged (not valid JSON)"
        self.needs = needs


class SaveInfo(NamedTuple):
    path: Path
    label: str
    saved_at: str          # "2026-05-01 14:03" (local time) or "" if unknown
    seats: tuple[str, ...]
    turn: int
    finished: bool         # what the file says: a hint (see list_autosaves)
    error: str             # "" when the file looks usable
    game: str = "classic"  # the game system the record plays (GameConfig.game)
    levels: tuple[str, ...] = ()     # per seat: "" for a human, the computer's level
    lost: int = 0          # an autosave journal cut short: how many of its `expected` decisions it lost
    expected: int = 0
    needs: str = ""        # what the game needs and this installation lacks ("the Quest card set 'x'"): the error
    identity: str = ""     # which game it is (game_identity of its config): saves of one game share it
    lesson: str = ""       # the lesson the game is played in (ui/coach.py META_KEY), "" for any other game
    campaign: str = ""     # the campaign file a campaign's game names (campaigns.CAMPAIGN_KEY), "" for any other
    campaign_game: int = 0  # its game number in that campaign

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def cut_short(self) -> bool:
        return self.lost > 0


def session_meta(session: Session, label: str = "") -> dict[str, Any]:
    state = session.state
    return {
        "label": label,
        "saved_at": datetime.now().strftime("%Y-%m-%d %H:%M"),
        "seats": [s.name for s in session.config.seats],
        "turn": state.turn_number,
        "finished": state.result is not None,
        "actions": len(session.steps),
    }


def write_session(session: Session, path: Path, label: str = "") -> Path:
    record = session.record(meta=session_meta(session, label or path.stem))
    atomic_write_text(path, record.to_json())
    return path


_journal = AutosaveJournal()
# Each game's autosave slot, from its first autosave (or from the slot it was continued from) for as long as it lives.
_slots: weakref.WeakKeyDictionary[Session, Path] = weakref.WeakKeyDictionary()
AUTOSAVE_PREFIX = "game-"


def _autosave_meta(session: Session) -> dict[str, Any]:
    return session_meta(session, "Autosave")


def autosave_slot(session: Session) -> Path:
    """The file the session's game is autosaved to: its own, made up on first use."""
    path = _slots.get(session)
    if path is None:
        path = _slots[session] = new_slot()
    return path


# The record's meta entry naming the lesson a game is played in (ui/coach.py writes it; listings read it).
LESSON_KEY = "lesson"


def game_identity(config: Any) -> str:
    """Which game a record is: its config (the seed, the seats, the cards, the rules), as a short fingerprint. A save,
    its autosave and a game continued from either share it; two games started apart never do (a new deal's seed)."""
    text = config.model_dump_json()
    return hashlib.blake2b(text.encode(), digest_size=9).hexdigest()


def autosave_of(session: Session) -> SaveInfo | None:
    """The unfinished game in the autosaves that is this session's game (the newest, should there be several)."""
    identity = game_identity(session.config)
    return next((info for info in list_autosaves().games if info.identity == identity), None)


def holds_no_more_than(path: Path, session: Session) -> bool:
    """Whether the game in `path` is the session's game at this point or at an earlier one: its decisions are the
    first of the session's (nothing it holds is lost when the session's game is autosaved over it)."""
    try:
        saved, _lines, _cut = _load(path)
    except SaveError:
        return False
    if saved.config != session.config or len(saved.steps) > len(session.steps):
        return False
    ours = session.record().action_dicts()
    return saved.record().action_dicts() == ours[:len(saved.steps)]


def continue_in(session: Session, path: Path) -> None:
    """Autosave the session's game in `path` from now on (the unfinished game it continues, replaced)."""
    _slots[session] = path


def new_slot(when: datetime | None = None) -> Path:
    """A file name for a new unfinished game: the date it started and a random tag (two games started in the same
    second, in one app or two, never share a file)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return autosaves_dir() / f"{AUTOSAVE_PREFIX}{stamp}-{secrets.token_hex(3)}{SAVE_SUFFIX}"


def autosave(session: Session) -> Path:
    """Save the game after a decision in its slot: the whole record the first time, then one line per decision."""
    path = autosave_slot(session)
    _journal.write(session, path, _autosave_meta)
    return path


def compact_autosave() -> bool:
    """Write the game last autosaved as its plain record again if lines were appended to it (on quit). True if it
    did."""
    try:
        return _journal.compact(_autosave_meta)
    except OSError:
        return False            # the journal is as good a save; the next start reads it all the same


def delete_autosave(path: Path) -> None:
    """The player deletes an unfinished game. Raises OSError (the disk's reason) if the file cannot be removed."""
    _journal.forget_file(path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def safe_file_name(label: str) -> str:
    """A file name from a label the player typed (letters, digits, spaces, - and _ kept), never a name Windows
    keeps for a device (CON, NUL, COM1...: those get a "_")."""
    cleaned = re.sub(r"[^\w\- ]+", "", label, flags=re.UNICODE).strip()
    cleaned = re.sub(r"\s+", " ", cleaned)[:MAX_FILE_LABEL].strip()
    if cleaned.lower() in RESERVED_NAMES:
        cleaned += "_"
    return cleaned or "game"


def save_path(label: str, folder: Path | None = None) -> Path:
    """Where Save as puts a save of that name (two labels can share a file: "Good Game!" and "Good Game")."""
    return (folder or saves_dir()) / (safe_file_name(label) + SAVE_SUFFIX)


def save_as(session: Session, label: str, folder: Path | None = None, replace: bool = False) -> Path:
    """Save under the player's label. Raises FileExistsError if a save of that file name exists and `replace` is
    False (the dialog asks first), OSError on a disk problem."""
    path = save_path(label, folder)
    if not replace and exists(path):
        raise FileExistsError(f"{path.name} exists")
    return write_session(session, path, label)


def save_replay(session: Session, label: str = "") -> Path:
    """Keep a finished game in the replays folder, in a file of its own: never another replay's. The file is named
    after the players and the moment (the players' names are cut, not the date), with " (2)"... when that name is
    taken (two games of the same players in one second, or names cut to the same text)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    names = " vs ".join(s.name for s in session.config.seats)
    if label:
        stem = safe_file_name(label)
    else:
        label = f"{names} {stamp}"
        stem = f"{safe_file_name(names)[:MAX_FILE_LABEL - len(stamp) - 1].strip()} {stamp}"
    record = session.record(meta=session_meta(session, label))
    return write_new_file(replays_dir(), stem, SAVE_SUFFIX, record.to_json())


def rename_save(path: Path, label: str) -> Path:
    """Give a save (or a replay) another name: its label and its file name, in the same folder; the date it was
    saved stays. Returns the new path. Raises SaveError (a file that cannot be used), FileExistsError (another
    file has that name: never replaced unasked) or OSError (a disk problem; the file is then as it was)."""
    info = read_info(path)
    if not info.ok:
        raise SaveError(file_label(path), info.error)
    session = load_session(path)
    target = save_path(label, path.parent)
    if exists(target) and not _same_file(target, path):
        raise FileExistsError(f"{target.name} exists")
    meta = session_meta(session, label)
    if saved_at_ok(info.saved_at):
        meta["saved_at"] = info.saved_at
    atomic_write_text(target, session.record(meta=meta).to_json())
    if not _same_file(target, path):
        os.unlink(path)
    return target


def delete_save(path: Path) -> None:
    """Delete a save or a replay (the dialog asked first). Raises OSError with the disk's reason."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a == b


def any_saves(*folders: Path) -> bool:
    """Whether any of the folders holds a file the dialogs would list (without reading one)."""
    for folder in folders:
        try:
            if any(name.endswith(SAVE_SUFFIX) and not name.startswith(".") for name in os.listdir(folder)):
                return True
        except OSError:
            continue
    return False


# ---------------------------------------------------------------------------------------------- listing
def read_info(path: Path) -> SaveInfo:
    """What the dialog shows for one file, without replaying it. Never raises: a file it cannot use is listed
    with the reason."""
    try:
        return _read_info(path)
    except Exception as exc:  # noqa: BLE001 - a listing shows every file, whatever it holds
        return _damaged(path, f"is damaged ({type(exc).__name__})")


def _read_info(path: Path) -> SaveInfo:
    try:
        raw = read_bytes(path)
        found = _read_file(raw)
    except FileProblem as exc:
        return _damaged(path, exc.reason)
    except RecursionError:
        return _damaged(path, "is damaged (nested too deeply)")
    except (JournalError, RecordError) as exc:
        return _damaged(path, f"is damaged ({exc})")
    except ValueError:
        return _damaged(path, "is damaged (not valid JSON)")
    data, held, lines, torn, summary = found
    if not isinstance(data, dict) or "format_version" not in data:
        return _damaged(path, "is not a Thunderstone save")
    version = data["format_version"]
    if type(version) is not int or version not in READABLE_FORMATS:
        return _damaged(path, f"was made by an incompatible version (format {printable(version, 20)})")
    try:
        # Older formats brought up to date; a cut record is damaged. A record in our layout is checked without
        # building its actions (a listing never replays, nor reads every decision).
        record = summary.record() if summary is not None else record_from_data(data)
        held = held if summary is not None else len(record.actions)
        check_sequence(lines, held)
        if held + len(lines) > MAX_DECISIONS:
            raise RecordError(too_many_decisions(held + len(lines)))
    except RecordError as exc:
        if exc.needs:
            return _damaged(path, needs_sentence(exc.needs))._replace(needs=printable(exc.needs, 190))
        return _damaged(path, f"is damaged ({exc})")
    except JournalError as exc:
        return _damaged(path, f"is damaged ({exc})")
    meta = record.meta
    label = meta.get("label")
    label = printable(label) if isinstance(label, str) and label.strip() else printable(path.stem)
    seats = tuple(printable(seat.name, 24) for seat in record.config.seats)
    turn, finished = last_facts(lines)
    if turn is None:
        turn, finished = meta.get("turn"), meta.get("finished") is True
    saved_at = meta.get("saved_at")
    if lines or not saved_at_ok(saved_at):
        saved_at = _modified(path)          # a journal's lines are newer than its record's date
    levels = tuple(printable(seat.ai_level or "?", 12) if seat.kind == "ai" else "" for seat in record.config.seats)
    cut = cut_short(meta, held + len(lines), torn)
    lesson = meta.get(LESSON_KEY)
    campaign, number = meta.get(CAMPAIGN_KEY), meta.get(CAMPAIGN_GAME_KEY)
    if not (isinstance(campaign, str) and type(number) is int and 0 < number <= CAMPAIGN_GAMES):
        campaign, number = "", 0
    return SaveInfo(path, label, printable(saved_at, 16), seats, _count(turn), bool(finished), "",
                    printable(record.config.game, 30), levels, cut.lost if cut else 0, cut.expected if cut else 0,
                    identity=game_identity(record.config),
                    lesson=printable(lesson, 40) if isinstance(lesson, str) else "",
                    campaign=printable(campaign, 120), campaign_game=number)


def _read_file(raw: bytes) -> tuple[Any, int, list[dict[str, Any]], bool, RecordSummary | None]:
    """A save file's record data, how many actions its record holds, its journal lines, whether the last line was
    torn, and the record's summary when the file is in the layout the app writes (then the actions are only
    counted, never built: `data` lacks them and `held` counts them). A file in another layout is read whole, up to
    HANDWRITTEN_BYTES. Raises FileProblem, RecordError, JournalError, ValueError (not JSON) or RecursionError."""
    summary = read_summary(raw)
    if summary is None:
        if len(raw) > HANDWRITTEN_BYTES:
            raise FileProblem("is too large to be a save")
        data, _, lines, torn = read_journal(decode_text(raw))
        actions = data.get("actions") if isinstance(data, dict) else None
        return data, len(actions) if isinstance(actions, list) else 0, lines, torn, None
    decisions = summary.actions + _lines_after(raw, summary)      # counted before a line is read
    if decisions > MAX_DECISIONS:
        raise JournalError(too_many_decisions(decisions))
    try:
        tail = raw[summary.end:].decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem("is damaged (not text)") from None
    lines, torn = read_tail(tail)
    return summary.data, summary.actions, lines, torn, summary


def needs_sentence(needs: str) -> str:
    """Why a file whose game needs something not installed cannot be opened (after its name)."""
    return f"needs {printable(needs, 190)}"


def _damaged(path: Path, reason: str) -> SaveInfo:
    return SaveInfo(path, printable(path.stem), _modified(path), (), 0, False, printable(reason, 200))


def _modified(path: Path) -> str:
    try:
        return datetime.fromtimestamp(os.stat(path).st_mtime).strftime("%Y-%m-%d %H:%M")
    except (OSError, ValueError, OverflowError):
        return ""


def _count(value: object) -> int:
    return value if type(value) is int and 0 <= value <= 1_000_000 else 0


def saved_at_ok(value: object) -> bool:
    return isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", value) is not None


def folder_problem(folder: Path) -> str:
    """Why the saves in `folder` cannot be listed, in words; "" when they can (a folder not made yet holds no saves:
    nothing is wrong)."""
    try:
        if not folder.exists():
            return ""
        if not folder.is_dir():
            return "a file is in the way of the folder"
        with os.scandir(folder) as entries:
            next(entries, None)
    except OSError as exc:
        return read_problem(exc)
    return ""


def list_saves(*folders: Path) -> list[SaveInfo]:
    """Every save file in the folders, newest first (damaged ones included, with their error)."""
    infos: list[SaveInfo] = []
    for folder in folders:
        try:
            paths = [p for p in folder.glob("*" + SAVE_SUFFIX) if not p.name.startswith(".")] \
                if folder.is_dir() else []
        except OSError:
            continue            # a folder that cannot be read lists nothing (folder_problem says why)
        infos.extend(read_info(path) for path in paths)
    infos.sort(key=lambda i: (i.saved_at, i.path.name), reverse=True)
    return infos


# ---------------------------------------------------------------------------------------------- loading
def load_session(path: Path) -> Session:
    """Replay a save file. Raises SaveError with a readable reason (never another exception): SaveCutShort for an
    autosave journal that lost decisions (it carries the game as far as the file goes, to continue from there once
    the player agrees: `continue_cut_short`)."""
    session, _, cut = _load(path)
    if cut is not None:
        raise SaveCutShort(file_label(path), cut, session)
    return session


class SaveCutShort(SaveError):
    """A journal that lost its end: `cut` says how many decisions of how many; `session` is the game after the
    ones kept. Continuing it is the player's choice (`continue_cut_short` keeps the damaged file)."""

    def __init__(self, name: str, cut: CutShort, session: Session) -> None:
        super().__init__(name, f"was cut short: {lost_sentence(cut)}")
        self.cut = cut
        self.session = session


def lost_sentence(cut: CutShort) -> str:
    return (f"{cut.lost} decision of {cut.expected} was lost" if cut.lost == 1 else
            f"{cut.lost} decisions of {cut.expected} were lost")


def _load(path: Path) -> tuple[Session, list[dict[str, Any]], CutShort | None]:
    name = file_label(path)
    try:
        raw = read_bytes(path)
        summary = read_summary(raw)
        if summary is not None:
            summary.record()               # an absurd size or a damaged header refused before the game is built
            decisions = summary.actions + _lines_after(raw, summary)
            if decisions > MAX_DECISIONS:
                raise RecordError(too_many_decisions(decisions))
        elif len(raw) > HANDWRITTEN_BYTES:
            raise FileProblem("is too large to be a save")
        data, record_text, lines_read, torn = read_journal(decode_text(raw))
        session = Session.from_record(record_text)
        apply_lines(session, lines_read)
        session.meta.pop(JOURNAL_KEY, None)     # the file's count, not the game's: a save made from it has its own
    except FileProblem as exc:
        raise SaveError(name, exc.reason) from None
    except RecursionError:
        raise SaveError(name, "is damaged (nested too deeply)") from None
    except JournalError as exc:
        raise SaveError(name, f"is damaged ({printable(str(exc), 160)})") from None
    except RecordError as exc:
        if exc.needs:
            raise SaveError(name, needs_sentence(exc.needs), printable(exc.needs, 190)) from None
        if exc.index is not None:
            # The engine's detail (which action, what the game expected) names data ids: for a developer, not for
            # the player (the record tool prints it).
            raise SaveError(name, f"cannot be loaded: its decision {exc.index + 1} cannot be replayed (the file was "
                                  "changed, or made by an incompatible version)") from None
        raise SaveError(name, f"cannot be loaded: {printable(str(exc), 160)}") from None
    except ValueError:
        raise SaveError(name, "is damaged (not valid JSON)") from None
    except Exception as exc:  # noqa: BLE001 - a broken file must never crash the app
        raise SaveError(name, f"cannot be loaded: {type(exc).__name__}: {printable(str(exc), 120)}") from None
    meta = data.get("meta") if isinstance(data, dict) else None
    return session, lines_read, cut_short(meta, len(session.steps), torn)


def _lines_after(raw: bytes, summary: RecordSummary) -> int:
    """How many lines follow the record (a journal's decisions, a torn last one included), counted, not read."""
    after_newline = max(0, raw.count(b"\n", summary.end) - 1)       # the record ends its own line
    return after_newline + (1 if len(raw) > summary.end + 1 and not raw.endswith(b"\n") else 0)


def continue_cut_short(path: Path, exc: SaveCutShort) -> tuple[Session, str]:
    """The player continues a game whose file was cut short from its last good decision: the damaged file is set
    aside in the data folder (renamed, never deleted) and the game as far as it goes is written in its place (an
    autosave goes on as a journal there). Returns the game and a sentence for the player. Raises OSError when the
    damaged file cannot be set aside (then nothing changed)."""
    session = exc.session
    _journal.forget_file(path)
    kept = set_aside(path, data_dir(), "autosave" if _in_autosaves(path) else path.stem)
    try:
        if _in_autosaves(path):
            _slots[session] = path
            _journal.write_record(session, path, _autosave_meta)
        else:
            label = session.meta.get("label")
            write_session(session, path, label if isinstance(label, str) else path.stem)
    except OSError as why:
        return session, (f"The game goes on from decision {exc.cut.kept}; the damaged file was kept in your data "
                         f"folder as {kept.name}, but the game could not be saved ({disk_problem(why)}).")
    return session, (f"The game goes on from decision {exc.cut.kept}; the damaged file was kept in your data folder "
                     f"as {kept.name}.")


def _in_autosaves(path: Path) -> bool:
    return path.parent == autosaves_dir()


def load_autosave(path: Path | None = None) -> Session | None:
    """An unfinished game to continue (by default the newest), or None if there is none; raises SaveError if it
    cannot be used. The game goes on being autosaved in the same file; a journal is written as its plain record
    again first."""
    if path is None:
        games = list_autosaves().games
        if not games:
            return None
        path = games[0].path
    elif not exists(path):
        return None
    session, lines, cut = _load(path)
    if cut is not None:
        raise SaveCutShort(file_label(path), cut, session)
    _slots[session] = path
    if lines:
        with contextlib.suppress(OSError):
            _journal.write_record(session, path, _autosave_meta)
    return session


def exists(path: Path) -> bool:
    """Path.exists that says False instead of raising when a folder on the way cannot be read."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


# ---------------------------------------------------------------------------------------------- the autosaves
class Autosaves(NamedTuple):
    games: list[SaveInfo]       # the unfinished games that can be continued, newest first
    message: str                # for the player: autosaves set aside, and why ("" when all is well)
    # Unfinished games that wait for what they need (an imported Quest card set): kept as they are, not offered.
    waiting: tuple[SaveInfo, ...] = ()


_finished_by_file: dict[tuple[Any, ...], bool] = {}
# The games waiting for a card set the player was told of (once a run, not every time the title is shown).
_told_waiting: set[tuple[str, str]] = set()


def list_autosaves() -> Autosaves:
    """What the title offers to continue: every unfinished game, newest first. An autosave that cannot be used is
    set aside (renamed, never deleted) with a message, so Continue never meets it; a game that has ended is removed
    (its autosave served its purpose). A file saying its game is over is not taken at its word: the game is
    replayed to see (once per version of the file). The single autosave of older versions joins the list first."""
    messages = []
    moved = adopt_old_autosave()
    if moved:
        messages.append(moved)
    games = []
    waiting = []
    for path in _autosave_files():
        info = read_info(path)
        if info.needs:
            waiting.append(info)
            messages.append(waiting_message(path, info.needs))
            continue
        if not info.ok:
            messages.append(set_aside_autosave(info.error, path))
            continue
        if info.finished and not info.cut_short:      # a file cut short is offered as it is (a count, no claim)
            try:
                finished = _replayed_finished(path)
            except SaveError as exc:
                if exc.needs:
                    waiting.append(info._replace(needs=exc.needs, error=exc.reason))
                    messages.append(waiting_message(path, exc.needs))
                else:
                    messages.append(set_aside_autosave(exc.reason, path))
                continue
            if finished:
                with contextlib.suppress(OSError):
                    delete_autosave(path)
                continue
            info = info._replace(finished=False)
        games.append(info)
    games.sort(key=lambda i: (_modified_ns(i.path), i.path.name), reverse=True)     # the last one played first
    return Autosaves(games, " ".join(m for m in messages if m), tuple(waiting))


def waiting_message(path: Path, needs: str, again: bool = False) -> str:
    """What the player is told of an unfinished game that waits for what it needs: once a run, unless `again` (the
    player just tried to continue it)."""
    key = (str(path), needs)
    if key in _told_waiting and not again:
        return ""
    _told_waiting.add(key)
    return (f"The unfinished game {file_label(path)} needs {printable(needs, 190)}. It is kept as it is and can be "
            "continued once the set is installed again.")


def _modified_ns(path: Path) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def _autosave_files() -> list[Path]:
    folder = autosaves_dir()
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []               # no folder (yet), or one that cannot be read: no unfinished game
    return [folder / name for name in names if name.endswith(SAVE_SUFFIX) and not name.startswith(".")]


def adopt_old_autosave() -> str:
    """Move the single autosave.json of older versions into the autosaves folder, as one more unfinished game.
    Returns "" or why it could not be moved."""
    old = autosave_path()
    if not present(old):
        return ""
    try:
        when = datetime.fromtimestamp(os.lstat(old).st_mtime)
    except (OSError, ValueError, OverflowError):
        when = None
    target = new_slot(when)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.rename(old, target)
    except OSError as exc:
        return f"The autosave could not be moved to {target.parent.name} ({disk_problem(exc)})."
    return ""


def _replayed_finished(path: Path) -> bool:
    try:
        info = os.stat(path)
    except OSError as exc:
        raise SaveError(file_label(path), f"cannot be read ({disk_problem(exc)})") from None
    key = (str(path), info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
    if key not in _finished_by_file:
        session = load_session(path)
        if len(_finished_by_file) > 64:
            _finished_by_file.clear()
        _finished_by_file[key] = session.state.result is not None
    return _finished_by_file[key]


def set_aside_autosave(reason: str, path: Path) -> str:
    """Rename an autosave that cannot be used to autosave.damaged-<date>.json in the data folder (kept for whoever
    can mend it) and say so in a sentence for the player."""
    _journal.forget_file(path)
    try:
        target = set_aside(path, data_dir(), "autosave")
    except OSError as exc:
        return f"The autosave {reason}, and it could not be set aside ({disk_problem(exc)})."
    return f"The autosave {reason}. It was kept in your data folder as {target.name}."


def write_crash_report(exc: BaseException, context: str = "") -> Path:
    """A text file with the traceback; returns its path (shown on the error screen)."""
    import platform

    from .. import __version__

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    lines = [f"Thunderstone {__version__} crash report, {datetime.now().isoformat(timespec='seconds')}",
             f"Python {platform.python_version()} on {platform.platform()}", ""]
    if context:
        lines += [context, ""]
    lines += traceback.format_exception(type(exc), exc, exc.__traceback__)
    text = "\n".join(line.rstrip("\n") for line in lines) + "\n"
    # An odd file name in a message (bytes that are not UTF-8) must not stop the report being written. Two crashes
    # in one second get two reports.
    return write_new_file(crash_dir(), f"crash-{stamp}", ".txt", text.encode("utf-8", "backslashreplace")
                          .decode("utf-8"))
