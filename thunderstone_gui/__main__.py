"""`python -m thunderstone_gui` (or the `thunderstone` command): open the game.

Flags: --version, --new (straight to the New Game screen), --load FILE (open a saved game), --self-test (play a
whole game between two computer seats through the real app, save and reload it; `self_test.py`). Anything else
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

from .i18n import N_, _, set_language, system_language

USAGE = N_("usage: thunderstone [--version] [--new] [--load FILE] [--self-test]")
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
            raise UsageError(_("unexpected argument {arg} (a save is opened with --load FILE)").format(arg=repr(arg)))
        if name not in FLAGS:
            raise UsageError(_("unknown option {arg}").format(arg=repr(arg)))
        key, takes_value = FLAGS[name]
        if takes_value:
            if value is None:
                # The next argument is the value unless it is a flag (`--load --new` forgot the file name).
                if not args or args[0].startswith("--"):
                    raise UsageError(_("{option} needs a value").format(option=name))
                value = args.pop(0)
            if not value:
                raise UsageError(_("{option} needs a value, not an empty one").format(option=name))
            if key in options:
                raise UsageError(_("{option} is given twice").format(option=name))
            options[key] = value
        elif value is not None:
            raise UsageError(_("{option} takes no value").format(option=name))
        else:
            options[key] = True
    if options.get("new") and options.get("load"):
        raise UsageError(_("--new and --load cannot be used together"))
    if options.get("self_test") and (options.get("new") or options.get("load")):
        raise UsageError(_("--self-test runs on its own"))
    return options


def save_file_problem(name: str) -> str:
    """Why `--load name` cannot be opened ("" if it can): the file is opened once here, without blocking (a FIFO
    would wait for a writer), so every reason the system gives is one line before a window opens. What the file
    holds is the loader's to judge; the app shows that in the load dialog."""
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        return _("no such save file: {name}").format(name=name)
    except OSError as exc:
        if os.path.isdir(name):          # Windows refuses to open a folder with "permission denied"
            return _("{name} is a folder, not a save file").format(name=name)
        return _("cannot open the save file {name}: {why}").format(name=name, why=exc.strerror or exc)
    except ValueError as exc:            # a name the system cannot take at all
        return _("cannot open the save file {name}: {why}").format(name=repr(name), why=exc)
    try:
        mode = os.fstat(fd).st_mode
    finally:
        os.close(fd)
    if stat.S_ISDIR(mode):
        return _("{name} is a folder, not a save file").format(name=name)
    if not stat.S_ISREG(mode):
        return _("{name} is not a save file (not a regular file)").format(name=name)
    return ""


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()           # the self-test reports the time from here to the first frame
    argv = sys.argv[1:] if argv is None else argv
    set_language(system_language())      # the app itself then takes the language of its settings
    try:
        options = parse_args(argv)
    except UsageError as exc:
        print(f"thunderstone: {exc} ({_(USAGE)})", file=sys.stderr)
        return 2
    if options.get("help") or options.get("version"):
        from . import __version__
        from .tools import cli

        # Through cli.say: a standard output that cannot take the line (a full disk) is one line on stderr, exit 2.
        return cli.say("thunderstone", (_(USAGE) if options.get("help") else __version__) + "\n")
    if options.get("load"):
        problem = save_file_problem(options["load"])
        if problem:
            print(f"thunderstone: {problem}", file=sys.stderr)
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner in the player's terminal
    if options.get("self_test"):
        from .self_test import run_self_test

        return run_self_test(started)
    from .app import run_app

    return run_app(options)


if __name__ == "__main__":
    sys.exit(main())
