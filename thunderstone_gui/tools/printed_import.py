"""The command line every game's printed-cards importer shares (`template [FILE] | check FILE | install FILE | list`):
tools/quest_import.py (Quest's card sets) and tools/advance_import.py (Advance's Horde and Familiars) each say only
what their files are (`Importer`); reading, checking and installing is systems/printed_sets.py.

Exit status: 0 success, 1 the file is not valid (each problem on its own line), 2 misuse or an unreadable file.
A template is written whole or not at all, never over an existing file, a folder, a named pipe or a device.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Callable

from ..i18n import _
from ..persistence.documents import DocumentProblem
from ..systems.printed_sets import InstalledSet, SetProblem
from . import cli


@dataclass(frozen=True)
class Importer:
    name: str                                  # the tool's name in its messages ("quest_import")
    usage: str                                 # a msgid
    template_text: Callable[[], str]
    check_file: Callable[[str], Any]
    install: Callable[[str], Any]
    installed: Callable[[], list[InstalledSet]]
    valid: Callable[[str, Any], str]           # what `check` says of a valid file


def main(importer: Importer, doc: str, argv: list[str] | None = None) -> int:
    args = cli.arguments(argv)
    if cli.asks_for_help(args, doc):
        return 0
    if not args or args[0] not in ("template", "check", "install", "list"):
        print(_(importer.usage), file=sys.stderr)
        return 2
    command, rest = args[0], args[1:]
    if (command == "template" and len(rest) > 1) or (command in ("check", "install") and len(rest) != 1) or (
            command == "list" and rest):
        print(_(importer.usage), file=sys.stderr)
        return 2
    try:
        if command == "template":
            text = importer.template_text()
            if not rest:
                sys.stdout.write(text)
                return 0
            try:
                cli.write_text_file(rest[0], text, replace=False)
            except cli.ToolInputError as exc:
                print(f"{importer.name}: {exc}", file=sys.stderr)
                return 2
            print(_("template written to {file}").format(file=rest[0]))
            return 0
        if command == "list":
            for entry in importer.installed():
                state = _("ok") if entry.data is not None else _("invalid: {why}").format(why=entry.problem)
                print(f"{entry.set_id}\t{entry.name}\t{entry.digest or '-'}\t{state}")
            return 0
        if command == "check":
            print(importer.valid(rest[0], importer.check_file(rest[0])))
            return 0
        target = importer.install(rest[0])
        print(_("installed as {file}").format(file=target))
        return 0
    except DocumentProblem as exc:
        print(f"{importer.name}: {' '.join(str(exc).split())}", file=sys.stderr)
        return 2
    except SetProblem as exc:
        for problem in exc.problems:
            print(f"{rest[0]}: {' '.join(problem.split())}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{importer.name}: {exc.strerror or exc}", file=sys.stderr)
        return 2
