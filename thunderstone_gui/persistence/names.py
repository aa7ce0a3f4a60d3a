"""Text that comes from the player's folders, made safe to show: file names and whatever a file holds.

A file name that is not valid UTF-8 (possible on Linux) reaches Python with its odd bytes as lone surrogates, which
no text renderer draws; a crafted save can hold control characters, lone surrogates or a label a million characters
long. `printable` turns any of them into a short line of text that can always be drawn.
"""

from __future__ import annotations

import re
from pathlib import Path

# Control characters (NUL included) and lone surrogates.
_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _shown(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"      # a byte of a file name that is not UTF-8, as the byte it is
    if code < 0xD800:
        return " "                           # a line break or a tab in a label: one line of text
    return "\ufffd"


def printable(text: object, limit: int = 80) -> str:
    """`text` as one drawable line of at most about `limit` characters (longer text ends in "…")."""
    value = text if isinstance(text, str) else repr(text)
    if len(value) > limit:
        value = value[: limit - 1] + "…"
    return _UNSHOWABLE.sub(_shown, value)


def file_label(path: Path, limit: int = 80) -> str:
    """A file's name, safe to show."""
    return printable(path.name, limit)
