"""Running the table without a screen for a measurement: dummy SDL drivers and a throwaway data folder, so a bench
never touches the player's saves and prints nothing but its figures."""

from __future__ import annotations

import contextlib
import os
import tempfile
from typing import Iterator


@contextlib.contextmanager
def headless_home(prefix: str = "thunderstone-bench-") -> Iterator[str]:
    """Dummy video and audio, no pygame banner, and THUNDERSTONE_HOME in a temporary folder for the duration."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")    # stdout is the figures, one `key: value` a line
    previous_home = os.environ.get("THUNDERSTONE_HOME")
    with tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True) as home:
        os.environ["THUNDERSTONE_HOME"] = home
        try:
            yield home
        finally:
            if previous_home is None:
                os.environ.pop("THUNDERSTONE_HOME", None)
            else:
                os.environ["THUNDERSTONE_HOME"] = previous_home
