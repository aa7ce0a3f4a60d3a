"""Disk problems in words a player understands: a full or read-only disk, a folder without permission.

Every place that writes user data (autosave, Save as, replays, exported logs, settings, the folders created on the
first start) turns an `OSError` into `disk_problem(exc)` and shows it; none of them lets the error end the game.
"""

from __future__ import annotations

import errno

_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "there is no permission to write there",
    errno.EPERM: "there is no permission to write there",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "a file is in the way of the folder",
    errno.EISDIR: "a folder is in the way of the file",
}
if hasattr(errno, "EDQUOT"):
    _REASONS[errno.EDQUOT] = "the disk quota is used up"


def read_problem(exc: OSError) -> str:
    """Why a file or folder cannot be read, in a few words ("there is no permission to read it")."""
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "there is no permission to read it"
    return disk_problem(exc)


def disk_problem(exc: OSError) -> str:
    """What went wrong, in a few words ("the disk is full"), for messages like "Autosave failed: ..."."""
    reason = _REASONS.get(exc.errno or -1)
    if reason:
        return reason
    return (exc.strerror or str(exc) or type(exc).__name__).rstrip(".").lower()
