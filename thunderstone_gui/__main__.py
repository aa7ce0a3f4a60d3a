"""`python -m thunderstone_gui` (or the `thunderstone` command): open the game.

Flags: --version, --new (straight to the New Game screen), --load FILE (open a saved game). Anything else is
refused with one line and exit status 2. `main()` parses into a dict of options and dispatches, so a new flag
(--self-test is next) is one entry in FLAGS and one branch.
"""

from __future__ import annotations

import sys
from typing import Any

USAGE = "usage: thunderstone [--version] [--new] [--load FILE]"
# flag -> (option name, takes a value)
FLAGS: dict[str, tuple[str, bool]] = {
    "--version": ("version", False),
    "--new": ("new", False),
    "--load": ("load", True),
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
    return options


def main(argv: list[str] | None = None) -> int:
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
    from .app import run_app

    return run_app(options)


if __name__ == "__main__":
    sys.exit(main())
