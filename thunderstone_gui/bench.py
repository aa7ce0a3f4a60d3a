"""`python -m thunderstone_gui.bench`: the bench under the name it had before the tools moved to
`thunderstone_gui/tools/` (the tool itself, and what it prints: tools/bench.py).

This alias stays because a checklist outside this repository runs `python -m thunderstone_gui.bench --games 5`, and
that command must keep working; it only runs the tool's `main`. New commands name `thunderstone_gui.tools.bench`.
"""

import sys

from .tools import cli
from .tools.bench import main

if __name__ == "__main__":
    sys.exit(cli.run("bench", main))
