"""Atomic file writes: a reader (or a crash) sees the old file or the new one, never half of one.

A write goes to a temp file `.<name>.<8 random characters>.tmp` in the same folder, which is flushed to disk and
renamed over the target (os.replace); on POSIX the folder is flushed too, so that the rename itself survives a power
cut. A run killed between the two steps leaves its temp file behind: `remove_stale_temp_files` clears them at start.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

# tempfile.mkstemp's names: the prefix and suffix below around 8 characters of its alphabet.
_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
# A temp file lives for the milliseconds of one write; one this old belongs to no write still running.
STALE_TEMP_SECONDS = 15 * 60


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` through a temp file in the same folder and os.replace (atomic on every OS)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    sync_folder(path.parent)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries to disk (POSIX; Windows has no such call and makes renames durable itself)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        # Some file systems refuse to flush a folder (EINVAL); the file itself is on disk already.
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def append_text(path: Path, text: str, size: int) -> int:
    """Append `text` to the regular file `path`, which is `size` bytes long, with one write flushed to disk; returns
    the new size. A write that fails is cut off again where it can be, so the file ends where it ended before."""
    data = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        done = 0
        while done < len(data):
            done += os.write(fd, data[done:])
        getattr(os, "fdatasync", os.fsync)(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, size)
        raise
    finally:
        os.close(fd)
    return size + len(data)


def set_aside(path: Path, folder: Path, stem: str) -> Path:
    """Rename a file the app cannot use to `<stem>.damaged-<date>.json` in `folder` (a number added should one of
    that name exist), kept for whoever can mend it: never deleted, never overwritten. Returns the new path; raises
    OSError (the file is then where it was)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"{stem}.damaged-{stamp}.json"
    k = 1
    while _present(target):
        target = folder / f"{stem}.damaged-{stamp}-{k}.json"
        k += 1
    os.rename(path, target)
    return target


def _present(path: Path) -> bool:
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def remove_stale_temp_files(*folders: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temp files of writes that never finished (a run killed mid-write): only names of our own pattern,
    only regular files, only ones not touched for `older_than` seconds (a write of another running copy of the app
    is never older than that). Returns what was removed; a folder that cannot be read is skipped."""
    removed = []
    now = time.time()
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not _TEMP_NAME.match(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed
