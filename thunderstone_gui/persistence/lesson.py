"""How far the player has come in Learn to play (`ui/coach.py`): `lesson.json` in the data folder, written after each
step, read when a lesson game is resumed.

Whatever the file holds, reading it never blocks and never raises: only a regular file of at most LESSON_BYTES is
read, and each value is checked for its type. A file that cannot be used whole is set aside (lesson.damaged-<date>.json
beside it), what can be used of it is kept, and the player is told once (`take_progress_notice`).
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from .atomic import atomic_write_text, set_aside
from .disk import disk_problem
from .limits import LESSON_BYTES, LESSON_TEXT, LESSON_TIPS
from .paths import autosaves_dir, data_dir
from .readable import FileMissing, FileProblem, read_json

PROGRESS_FILE = "lesson.json"


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def read_progress() -> dict[str, Any]:
    """The stored progress ({} when there is none: the lesson then starts over). A file that cannot be used whole -
    not a regular file, too large, not JSON, a value of the wrong type - is set aside (lesson.damaged-<date>.json
    beside it) with a notice for the player (`take_progress_notice`), and what can be used of it is kept."""
    path = progress_path()
    try:
        data = read_json(path, LESSON_BYTES)
    except FileMissing:
        return {}
    except FileProblem as exc:
        _set_aside(path, exc.reason, kept=False)
        return {}
    if not isinstance(data, dict):
        _set_aside(path, "is damaged (it holds no lesson progress)", kept=False)
        return {}
    progress: dict[str, Any] = {}
    dropped = []
    for key, kind in _PROGRESS.items():
        if key not in data:
            continue
        value = data[key]
        if kind is list:
            usable = (isinstance(value, list) and len(value) <= LESSON_TIPS
                      and all(isinstance(v, str) and len(v) <= LESSON_TEXT for v in value))
        else:
            usable = type(value) is kind and not (isinstance(value, str) and len(value) > LESSON_TEXT)
        if not usable:
            dropped.append(key)
        elif key != "autosave" or _own_autosave(value):
            progress[key] = value
    if dropped:
        _set_aside(path, f"has values that cannot be used ({', '.join(dropped)})", kept=True)
    return progress


# What the progress holds (coach.save writes it), each with its type.
_PROGRESS: dict[str, type] = {"lesson": str, "game": str, "step": str, "script_done": bool, "tips": list,
                              "left": bool, "finished": bool, "autosave": str}
_notices: list[str] = []


def _own_autosave(value: str) -> bool:
    """Whether the progress names an autosave among the unfinished games (the only file Learn to play opens); one
    elsewhere (a data folder moved since) is passed over: the lesson starts over."""
    try:
        return value == "" or Path(value).parent == autosaves_dir()
    except (TypeError, ValueError):
        return False


def _set_aside(path: Path, reason: str, kept: bool) -> None:
    rest = "the rest of it is kept" if kept else "the lesson starts over"
    try:
        target = set_aside(path, path.parent, "lesson")
    except OSError as exc:
        _notices.append(f"The lesson's progress file {reason}, and it could not be set aside ({disk_problem(exc)}); "
                        f"{rest}.")
        return
    _notices.append(f"The lesson's progress file {reason}. It was kept beside it as {target.name}; {rest}.")


def take_progress_notice() -> str:
    """What became of a progress file that could not be used, for the player once ("" when nothing did)."""
    text = " ".join(_notices)
    _notices.clear()
    return text


def write_progress(data: dict[str, Any]) -> None:
    # A disk that refuses it: the lesson goes on; a resumed game would start at the free part.
    with contextlib.suppress(OSError):
        atomic_write_text(progress_path(), json.dumps(data))
