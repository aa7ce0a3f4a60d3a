"""Save files, the autosave and replays: each is a game record (engine/record.py) written atomically.

A save's `meta` holds what the file dialog lists (date, seats, turn), so listing never replays a game. Loading
replays the record; anything wrong with a file becomes a `SaveError` with a sentence a player can read.
"""

from __future__ import annotations

import contextlib
import json
import re
import traceback
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..engine.record import RecordError
from ..engine.session import Session
from .atomic import atomic_write_text
from .paths import autosave_path, crash_dir, replays_dir, saves_dir

SAVE_SUFFIX = ".json"


class SaveError(Exception):
    """A save file that cannot be used; the message is for the player."""


class SaveInfo(NamedTuple):
    path: Path
    label: str
    saved_at: str          # "2026-05-01 14:03" (local time) or "" if unknown
    seats: tuple[str, ...]
    turn: int
    finished: bool
    error: str             # "" when the file looks usable

    @property
    def ok(self) -> bool:
        return not self.error


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


def autosave(session: Session) -> Path:
    return write_session(session, autosave_path(), "Autosave")


def clear_autosave() -> None:
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


def safe_file_name(label: str) -> str:
    """A file name from a label the player typed (letters, digits, spaces, - and _ kept)."""
    cleaned = re.sub(r"[^\w\- ]+", "", label, flags=re.UNICODE).strip()
    cleaned = re.sub(r"\s+", " ", cleaned)[:60]
    return cleaned or "game"


def save_as(session: Session, label: str, folder: Path | None = None) -> Path:
    folder = folder or saves_dir()
    return write_session(session, folder / (safe_file_name(label) + SAVE_SUFFIX), label)


def save_replay(session: Session, label: str = "") -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    names = " vs ".join(s.name for s in session.config.seats)
    label = label or f"{names} {stamp}"
    return write_session(session, replays_dir() / (safe_file_name(label) + SAVE_SUFFIX), label)


def read_info(path: Path) -> SaveInfo:
    """What the dialog shows for one file, without replaying it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        return SaveInfo(path, path.stem, "", (), 0, False, f"cannot be read ({exc.strerror or exc})")
    except (ValueError, UnicodeDecodeError):
        return SaveInfo(path, path.stem, "", (), 0, False, "is damaged (not valid JSON)")
    if not isinstance(data, dict) or "format_version" not in data:
        return SaveInfo(path, path.stem, "", (), 0, False, "is not a Thunderstone save")
    meta = data.get("meta") if isinstance(data.get("meta"), dict) else {}
    seats = meta.get("seats")
    if not isinstance(seats, list):
        config = data.get("config") if isinstance(data.get("config"), dict) else {}
        seats = [s.get("name", "?") for s in config.get("seats", []) if isinstance(s, dict)]
    error = ""
    from ..engine.record import FORMAT_VERSION

    if data.get("format_version") != FORMAT_VERSION:
        error = f"was made by an incompatible version (format {data.get('format_version')!r})"
    if not saved_at_ok(meta.get("saved_at")):
        try:
            saved_at = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except OSError:
            saved_at = ""
    else:
        saved_at = str(meta.get("saved_at"))
    turn = meta.get("turn") if isinstance(meta.get("turn"), int) else 0
    return SaveInfo(path, str(meta.get("label") or path.stem), saved_at, tuple(str(s) for s in seats), turn,
                    bool(meta.get("finished", False)), error)


def saved_at_ok(value: object) -> bool:
    return isinstance(value, str) and len(value) >= 10


def list_saves(*folders: Path) -> list[SaveInfo]:
    """Every save file in the folders, newest first (damaged ones included, with their error)."""
    infos = []
    for folder in folders:
        try:
            paths = [p for p in folder.glob("*" + SAVE_SUFFIX) if not p.name.startswith(".")] \
                if folder.is_dir() else []
        except OSError:
            continue            # a folder that cannot be read lists nothing (the dialog says "no saves")
        infos.extend(read_info(path) for path in paths)
    infos.sort(key=lambda i: (i.saved_at, i.path.name), reverse=True)
    return infos


def load_session(path: Path) -> Session:
    """Replay a save file. Raises SaveError with a readable reason (never another exception)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path.name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is damaged (not text)") from None
    try:
        return Session.from_record(text)
    except RecordError as exc:
        raise SaveError(f"{path.name} cannot be loaded: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a broken file must never crash the app
        raise SaveError(f"{path.name} cannot be loaded: {type(exc).__name__}: {exc}") from None


def load_autosave() -> Session | None:
    """The autosaved game, or None if there is none; raises SaveError if it is damaged."""
    path = autosave_path()
    if not exists(path):
        return None
    return load_session(path)


def exists(path: Path) -> bool:
    """Path.exists that says False instead of raising when a folder on the way cannot be read."""
    try:
        return path.exists()
    except OSError:
        return False


def write_crash_report(exc: BaseException, context: str = "") -> Path:
    """A text file with the traceback; returns its path (shown on the error screen)."""
    import platform

    from .. import __version__

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = crash_dir() / f"crash-{stamp}.txt"
    lines = [f"Thunderstone {__version__} crash report, {datetime.now().isoformat(timespec='seconds')}",
             f"Python {platform.python_version()} on {platform.platform()}", ""]
    if context:
        lines += [context, ""]
    lines += traceback.format_exception(type(exc), exc, exc.__traceback__)
    atomic_write_text(path, "\n".join(line.rstrip("\n") for line in lines) + "\n")
    return path
