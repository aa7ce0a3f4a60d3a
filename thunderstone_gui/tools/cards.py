"""`python -m thunderstone_gui.tools.cards --dump-json FILE`: the original game's card catalogue (base game and Wrath
of the Elements, the sets present) as JSON, in the form `../shared/tools/compare_cards.py` reads to check our card
data against the shared reference (`systems.classic.cards.catalogue_as_json`)."""

from __future__ import annotations

import json
import sys

from ..i18n import _
from ..systems.classic.cards import available_sets, catalogue_as_json
from . import cli


def main(argv: list[str]) -> int:
    """`--dump-json FILE`: the catalogue, written whole or not at all (the command-line tools' rules, cli.py: a
    folder, a named pipe, a device or a missing folder is one line, exit 2)."""
    argv = cli.arguments(argv)
    usage = _("usage: python -m thunderstone_gui.tools.cards --dump-json FILE")
    if argv in (["-h"], ["--help"]):
        print(usage)
        return 0
    if len(argv) != 2 or argv[0] != "--dump-json":
        problem = _("--dump-json FILE is needed")
        print(f"cards: {problem} ({usage})", file=sys.stderr)
        return 2
    rows = catalogue_as_json(available_sets())
    try:
        cli.write_text_file(argv[1], json.dumps(rows, indent=1))
    except cli.ToolInputError as exc:
        print(f"cards: {exc}", file=sys.stderr)
        return 2
    print(_("wrote {n} cards to {file}").format(n=len(rows), file=argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("cards", main))
