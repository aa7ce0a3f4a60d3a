"""`python -m thunderstone_gui` (or the `thunderstone` command): open the game.

Flags: --version, --new (straight to the New Game screen), --load FILE (open a saved game), --self-test (play a
whole game between two computer seats through the real app, save and reload it; `ui/self_test.py`). Anything else
is refused with one line and exit status 2. `main()` parses into a dict of options and dispatches, so a new flag is
one entry in FLAGS and one branch.
"""

from __future__ import annotations

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
        if name not in FLAGS:
            raise UsageError(f"unknown option {arg!r}")
        key, takes_value = FLAGS[name]
        if takes_value:
            if value is None:
                if not args:
                    raise UsageError(f"{name} needs a value")
                value = args.pop(0)
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
        from pathlib import Path

        path = Path(options["load"])
        if not path.is_file():
            print(f"thunderstone: no such save file: {path}", file=sys.stderr)
            return 2
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner in the player's terminal
    if options.get("self_test"):
        from .ui.self_test import run_self_test

        return run_self_test(started)
    from .app import run_app

    return run_app(options)


if __name__ == "__main__":
    sys.exit(main())
