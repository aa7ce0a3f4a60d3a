"""Entry point of the standalone executable (build.spec): the same `main()` as `python -m thunderstone_gui`.

PyInstaller runs its entry script outside any package, so this file uses absolute imports only.
"""

import sys

from thunderstone_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
