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
from typing import Any

from ..i18n import N_, _
from ..systems.quest.cards import content_hash
from ..systems.quest.set_files import check_file, install, installed_sets
from ..systems.quest.template import template, template_text  # noqa: F401 - the template, as the tool's
from ..ui import phrases  # noqa: F401 - registers the sentences engine_text says again (a field's problem)
from . import cli, printed_import

USAGE = N_("usage: python -m thunderstone_gui.quest_import template [FILE] | check FILE | install FILE | list")


def _valid(file: str, data: Any) -> str:
    return _("{file}: a valid Quest card set {id} ({n} cards, content {digest})").format(
        file=file, id=repr(data.id), n=len(data.cards), digest=content_hash(data))


IMPORTER = printed_import.Importer("quest_import", USAGE, template_text, check_file, install, installed_sets, _valid)


# ----------------------------------------------------------------------------------------------- command line
def main(argv: list[str] | None = None) -> int:
    return printed_import.main(IMPORTER, __doc__ or "", argv)


if __name__ == "__main__":
    sys.exit(cli.run("quest_import", main))
