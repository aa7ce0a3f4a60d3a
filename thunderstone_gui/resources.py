"""Where the app's own read-only files (fonts, images) are: `asset_path("fonts", "DejaVuSans.ttf")`.

One helper so that the source tree, an installed package and a PyInstaller bundle (which unpacks to
`sys._MEIPASS`) all work; no other module builds asset paths itself.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The `assets/` folder: inside the PyInstaller bundle when frozen, else beside the package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    package_dir = Path(__file__).resolve().parent
    for candidate in (package_dir.parent / "assets", package_dir / "assets"):
        if candidate.is_dir():
            return candidate
    return package_dir.parent / "assets"


def asset_path(*parts: str) -> Path:
    """A file under `assets/` (it may not exist: callers fall back to built-in defaults)."""
    return assets_root().joinpath(*parts)
