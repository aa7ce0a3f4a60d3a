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


def write_new_file(folder: Path, stem: str, suffix: str, text: str | None = None) -> Path:
    """Write `text` to a file of `folder` that did not exist, never replacing one: `<stem><suffix>`, else
    `<stem> (2)<suffix>`, `<stem> (3)<suffix>`... (two games, two exports in the same second, or two labels cut to
    the same name each get a file). The text is on disk before the name is taken (O_EXCL, so another writer - a
    second copy of the app - never gets the same name), then moved onto it. With `text` None the new file is left
    empty for the caller to fill (a PNG). Returns the path; raises OSError."""
    folder.mkdir(parents=True, exist_ok=True)
    tmp_name = None
    if text is not None:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{stem}{suffix}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
            raise
    try:
        for k in range(1, 10_000):
            path = folder / (f"{stem}{suffix}" if k == 1 else f"{stem} ({k}){suffix}")
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666))
            except FileExistsError:
                continue
            if tmp_name is not None:
                try:
                    os.replace(tmp_name, path)      # onto the empty file we just made: nobody else's
                except BaseException:
                    with contextlib.suppress(OSError):
                        os.unlink(path)
                    raise
                tmp_name = None
            sync_folder(folder)
            return path
        raise FileExistsError(f"{stem}{suffix}: every numbered name is taken")
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


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


def append_text(path: Path, text: str, size: int, mark: tuple[int, bytes, bytes] | None = None) -> int:
    """Append `text` to the regular file `path`, which is `size` bytes long, with one write flushed to disk; returns
    the new size. `mark` (offset, new bytes, old bytes): bytes inside the file rewritten in place once the text is
    written (the count of decisions an autosave journal's record keeps), so a run killed between the two leaves
    the mark behind the text, never ahead of it. A write that fails is undone where it can be: the file cut off
    where it ended and the mark as it was."""
    data = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        _write_at(fd, size, data)
        if mark is not None:
            _write_at(fd, mark[0], mark[1])
        getattr(os, "fdatasync", os.fsync)(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, size)
            if mark is not None:
                _write_at(fd, mark[0], mark[2])
        raise
    finally:
        os.close(fd)
    return size + len(data)


def _write_at(fd: int, offset: int, data: bytes) -> None:
    os.lseek(fd, offset, os.SEEK_SET)
    done = 0
    while done < len(data):
        done += os.write(fd, data[done:])


def set_aside(path: Path, folder: Path, stem: str) -> Path:
    """Rename a file the app cannot use to `<stem>.damaged-<date>.json` in `folder` (a number added should one of
    that name exist), kept for whoever can mend it: never deleted, never overwritten. Returns the new path; raises
    OSError (the file is then where it was)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = folder / f"{stem}.damaged-{stamp}.json"
    k = 1
    while present(target):
        target = folder / f"{stem}.damaged-{stamp}-{k}.json"
        k += 1
    os.rename(path, target)
    return target


def present(path: Path) -> bool:
    """Whether anything stands at `path` (a broken link too); an unreadable or invalid path counts as absent."""
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
