"""`python -m thunderstone_gui.advance_import template [FILE] | check FILE | install FILE | list`

Thunderstone Advance's printed cards that no public source gives in full (the Soulstolen Horde's Health) are typed
in by their owner, in the same file format, checker and install path as Quest's card sets (systems/printed_sets.py;
docs/rules-advance.md "Your printed cards").

- `template [FILE]` writes the fill-in file (to stdout without FILE; an existing FILE is never overwritten).
- `check FILE` validates a filled file: one line per missing or wrong field; exit 0 when it is valid.
- `install FILE` checks it and stores it in the user data folder (`advance-sets/`), where New Game finds it.
- `list` prints the installed files.

Exit status: 0 success, 1 the file is not valid (each problem on its own line), 2 misuse or an unreadable file.
"""

from __future__ import annotations

import sys
from typing import Any

from ..i18n import N_, _
from ..systems.advance.printed import check_file, content_hash, install, installed_sets, template_text
from ..ui import phrases  # noqa: F401 - registers the sentences engine_text says again (a field's problem)
from . import cli, printed_import

USAGE = N_("usage: python -m thunderstone_gui.advance_import template [FILE] | check FILE | install FILE | list")


def _valid(file: str, data: Any) -> str:
    return _("{file}: a valid file of printed Advance cards {id} ({n} cards, content {digest})").format(
        file=file, id=repr(data.id), n=len(data.cards), digest=content_hash(data))


IMPORTER = printed_import.Importer("advance_import", USAGE, template_text, check_file, install, installed_sets,
                                   _valid)


def main(argv: list[str] | None = None) -> int:
    return printed_import.main(IMPORTER, __doc__ or "", argv)


if __name__ == "__main__":
    sys.exit(cli.run("advance_import", main))
