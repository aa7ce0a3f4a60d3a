"""`python -m thunderstone_gui` (or the `thunderstone` command): open the game.

Flags: --version, --new (straight to the New Game screen), --load FILE (open a saved game), --self-test (play a
whole game between two computer seats through the real app, save and reload it; `ui/self_test.py`). Anything else
is refused with one line and exit status 2, before a window opens: an unknown flag, a stray argument, a flag given
twice, a value missing or empty, and a --load FILE that cannot be opened as a file (missing, a folder, a name too
long, a folder the user may not enter...). `main()` parses into a dict of options and dispatches, so a new flag is
one entry in FLAGS and one branch.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from typing import Any

USAGE = "usage: thunderstone [--version] [--new] [--load FILE] [--self-test]"
# flag -> (option name, takes a value)
FLAGS: dict[str, tuple[str, bool]] = {
    "--version": ("version", False),
    "--new": ("new", False),
    "--load": ("load", True),
    "--self-test": ("self_test", False),
    "--help": ("help", False),
    "-h": ("help", False),
}


class UsageError(Exception):
    pass


def parse_args(argv: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    args = list(argv)
    while args:
        arg = args.pop(0)
        name, value = arg, None
        if arg.startswith("--") and "=" in arg:
            name, value = arg.split("=", 1)
        if not arg.startswith("-"):
            raise UsageError(f"unexpected argument {arg!r} (a save is opened with --load FILE)")
        if name not in FLAGS:
            raise UsageError(f"unknown option {arg!r}")
        key, takes_value = FLAGS[name]
        if takes_value:
            if value is None:
                # The next argument is the value unless it is a flag (`--load --new` forgot the file name).
                if not args or args[0].startswith("--"):
                    raise UsageError(f"{name} needs a value")
                value = args.pop(0)
            if not value:
                raise UsageError(f"{name} needs a value, not an empty one")
            if key in options:
                raise UsageError(f"{name} is given twice")
            options[key] = value
        elif value is not None:
            raise UsageError(f"{name} takes no value")
        else:
            options[key] = True
    if options.get("new") and options.get("load"):
        raise UsageError("--new and --load cannot be used together")
    if options.get("self_test") and (options.get("new") or options.get("load")):
        raise UsageError("--self-test runs on its own")
    return options


def save_file_problem(name: str) -> str:
    """Why `--load name` cannot be opened ("" if it can): the file is opened once here, without blocking (a FIFO
    would wait for a writer), so every reason the system gives is one line before a window opens. What the file
    holds is the loader's to judge; the app shows that in the load dialog."""
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        return f"no such save file: {name}"
    except OSError as exc:
        if os.path.isdir(name):          # Windows refuses to open a folder with "permission denied"
            return f"{name} is a folder, not a save file"
        return f"cannot open the save file {name}: {exc.strerror or exc}"
    except ValueError as exc:            # a name the system cannot take at all
        return f"cannot open the save file {name!r}: {exc}"
    try:
        mode = os.fstat(fd).st_mode
    finally:
        os.close(fd)
    if stat.S_ISDIR(mode):
        return f"{name} is a folder, not a save file"
    if not stat.S_ISREG(mode):
        return f"{name} is not a save file (not a regular file)"
    return ""


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()           # the self-test reports the time from here to the first frame
    argv = sys.argv[1:] if argv is None else argv
    try:
        options = parse_args(argv)
    except UsageError as exc:
        print(f"thunderstone: {exc} ({USAGE})", file=sys.stderr)
        return 2
    if options.get("help"):
        print(USAGE)
        return 0
    if options.get("version"):
        from . import __version__

        print(__version__)
        return 0
    if options.get("load"):
        problem = save_file_problem(options["load"])
        if problem:
            print(f"thunderstone: {problem}", file=sys.stderr)
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner in the player's terminal
    if options.get("self_test"):
        from .ui.self_test import run_self_test

        return run_self_test(started)
    from .app import run_app

    return run_app(options)


if __name__ == "__main__":
    sys.exit(main())
