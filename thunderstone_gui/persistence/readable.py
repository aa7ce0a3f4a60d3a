"""Reading a file from the player's folders, whatever is there: a folder, a named pipe, a device, a huge file, bytes
that are not text. Only regular files are opened (a named pipe would block the reader forever), and every problem
becomes a `FileProblem` with a reason a player can read.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, Literal

from .limits import SAVE_BYTES

# Far more than any save (a 6,000-decision game is about 0.3 MB); a larger file is not read into memory.
MAX_SAVE_BYTES = SAVE_BYTES


# What a FileProblem is, for a reader that words it its own way (the command-line tools, persistence/documents.py).
Problem = Literal["missing", "unreadable", "bad name", "folder", "not regular", "too large", "not text"]


class FileProblem(Exception):
    """Why a file cannot be read, as the end of a sentence that starts with its name ("is not a file"). `what` is
    which problem it is; `why` the system's own words where it gave some (a missing or unreadable file, a name it
    cannot take)."""

    def __init__(self, reason: str, what: Problem = "unreadable", why: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.what: Problem = what
        self.why = why


class FileMissing(FileProblem):
    def __init__(self, why: str = "") -> None:
        super().__init__("does not exist", "missing", why)


class FileNotText(FileProblem):
    """A regular file that was read, whose bytes are not text: what it holds is damaged, the file itself is fine."""

    def __init__(self) -> None:
        super().__init__("is damaged (not text)", "not text")


def regular_file(path: str | os.PathLike[str], save: bool = True) -> os.stat_result:
    """The file's status, if it is a regular file (found without opening it). Raises FileProblem (`save`: the file
    is a save, and the reasons say so)."""
    try:
        info = os.stat(path)
    except FileNotFoundError as exc:
        raise FileMissing(_system_words(exc)) from None
    except OSError as exc:
        raise _unreadable(exc) from None
    except ValueError as exc:               # a NUL in the name
        raise FileProblem("cannot be read (its name is not valid)", "bad name", str(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem("is a folder, not a save file" if save else "is a folder, not a file", "folder")
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(NOT_REGULAR, "not regular")
    return info


def read_text(path: str | os.PathLike[str], limit: int | None = None) -> str:
    """A regular file's text (UTF-8, with or without a byte-order mark), at most `limit` bytes (a save's when None:
    the reasons then speak of a save). Raises FileProblem."""
    return decode_text(read_bytes(path, limit))


def decode_text(data: bytes) -> str:
    """A file's bytes as text (UTF-8, with or without a byte-order mark). Raises FileProblem."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileNotText() from None


def read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """A regular file's bytes, at most `limit` (a save's when None: the reasons then speak of a save). Raises
    FileProblem."""
    save = limit is None
    limit = MAX_SAVE_BYTES if limit is None else limit
    too_large = "is too large to be a save" if save else f"is too large (more than {_size(limit)})"
    info = regular_file(path, save)
    if info.st_size > limit:
        raise FileProblem(too_large, "too large")
    # O_NONBLOCK: should the file have been swapped for a named pipe since the check, opening it still returns.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _unreadable(exc) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileProblem(NOT_REGULAR, "not regular")
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _unreadable(exc) from None
    finally:
        os.close(fd)
    if size > limit:
        raise FileProblem(too_large, "too large")
    return b"".join(chunks)


def read_json(path: Path, limit: int) -> Any:
    """A small JSON file of the player's folders (settings, lesson progress, a kept setup), parsed: what `read_text`
    takes, and JSON of any nesting the parser copes with. Raises FileMissing or FileProblem ("is damaged (not valid
    JSON)", "is damaged (nested too deeply)"); what the data holds is for the caller to check."""
    text = read_text(path, limit)
    try:
        return json.loads(text)
    except RecursionError:
        raise FileProblem("is damaged (nested too deeply)") from None
    except ValueError:
        raise FileProblem("is damaged (not valid JSON)") from None


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit // 1024} KB"


NOT_REGULAR = "is not a regular file (a pipe or a device)"


def _unreadable(exc: OSError) -> FileProblem:
    return FileProblem(f"cannot be read ({_system_words(exc).rstrip('.').lower()})", "unreadable", _system_words(exc))


def _system_words(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__
