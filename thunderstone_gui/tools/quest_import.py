"""`python -m thunderstone_gui.quest_import template [FILE] | check FILE | install FILE | list`

Thunderstone Quest's printed cards are not public, so the game ships our own card set and lets a player type in the
cards they own. The format is a Quest card set file (docs/quest-cards.md).

- `template [FILE]` writes a fill-in template of Quest 1 "A Mirror in the Dark": every card with its name, keywords,
  level and count where known, and `FILL` where a printed number or text is to be typed in (to stdout without FILE;
  an existing FILE is never overwritten).
- `check FILE` validates a filled file: one line per missing or wrong field; exit 0 when the set is valid.
- `install FILE` checks it and stores it in the user data folder (`quest-sets/`), where New Game finds it
  (`installed_sets()`); nothing of it is shipped.
- `list` prints the installed sets.

Players run it as `python -m thunderstone_gui.quest_import`, the name New Game's Quest panel tells them (an alias of
this module: thunderstone_gui/quest_import.py). Reading, checking and installing a set is the game's own code
(systems/quest/set_files.py), so a file `check` passes is one the game loads.

Exit status: 0 success, 1 the file is not a valid set (each problem on its own line), 2 misuse or an unreadable file.
Never a traceback, never a wait: only a regular file of UTF-8 text within the limits of a set is read (a FIFO is
refused, not waited on), and a set beyond the limits of persistence/limits.py (nesting, values counting what aliases
repeat, text lengths, numbers, counts, ids) is refused with the line or the field.
A template is written whole or not at all, never over an existing file, a folder, a named pipe or a device.
"""

from __future__ import annotations

import sys

from ..i18n import N_, _
from ..persistence.documents import DocumentProblem
from ..systems.quest.cards import content_hash
from ..systems.quest.set_files import SetProblem, check_file, install, installed_sets
from ..systems.quest.template import template, template_text  # noqa: F401 - the template, as the tool's
from ..ui import phrases  # noqa: F401 - registers the sentences engine_text says again (a field's problem)
from . import cli

USAGE = N_("usage: python -m thunderstone_gui.quest_import template [FILE] | check FILE | install FILE | list")


# ----------------------------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    args = cli.arguments(argv)
    if cli.asks_for_help(args, __doc__ or ""):
        return 0
    if not args or args[0] not in ("template", "check", "install", "list"):
        print(_(USAGE), file=sys.stderr)
        return 2
    command, rest = args[0], args[1:]
    if (command == "template" and len(rest) > 1) or (command in ("check", "install") and len(rest) != 1) or (
            command == "list" and rest):
        print(_(USAGE), file=sys.stderr)
        return 2
    try:
        if command == "template":
            text = template_text()
            if not rest:
                sys.stdout.write(text)
                return 0
            try:
                cli.write_text_file(rest[0], text, replace=False)
            except cli.ToolInputError as exc:
                print(f"quest_import: {exc}", file=sys.stderr)
                return 2
            print(_("template written to {file}").format(file=rest[0]))
            return 0
        if command == "list":
            for entry in installed_sets():
                state = _("ok") if entry.data is not None else _("invalid: {why}").format(why=entry.problem)
                print(f"{entry.set_id}\t{entry.name}\t{entry.digest or '-'}\t{state}")
            return 0
        if command == "check":
            data = check_file(rest[0])
            print(_("{file}: a valid Quest card set {id} ({n} cards, content {digest})").format(
                file=rest[0], id=repr(data.id), n=len(data.cards), digest=content_hash(data)))
            return 0
        target = install(rest[0])
        print(_("installed as {file}").format(file=target))
        return 0
    except DocumentProblem as exc:
        print(f"quest_import: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except SetProblem as exc:
        for problem in exc.problems:
            print(f"{rest[0]}: {' '.join(problem.split())}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"quest_import: {exc.strerror or exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(cli.run("quest_import", main))
