"""`python -m thunderstone_gui.quest_import`: the Quest card set importer under the name it had before the tools
moved to `thunderstone_gui/tools/` (the tool itself: tools/quest_import.py).

This alias stays because the game itself names the command to players: New Game's Quest panel says "Printed cards:
python -m thunderstone_gui.quest_import" (ui/quest/strings.py), in every language, and a player types what the
screen says. It only runs the tool's `main`.
"""

import sys

from .tools import cli
from .tools.quest_import import main

if __name__ == "__main__":
    sys.exit(cli.run("quest_import", main))
