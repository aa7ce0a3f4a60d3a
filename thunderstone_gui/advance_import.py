"""`python -m thunderstone_gui.advance_import`: the Advance printed-cards importer under the short name New Game
tells players (the tool itself: tools/advance_import.py)."""

import sys

from .tools import cli
from .tools.advance_import import main

if __name__ == "__main__":
    sys.exit(cli.run("advance_import", main))
