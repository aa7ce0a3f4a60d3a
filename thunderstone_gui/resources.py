"""Where the app's own read-only files are: `asset_path("fonts", "DejaVuSans.ttf")` for assets/,
`package_file("systems", "classic", "data", "cards_base.yaml")` for data inside the package (the card data).

One helper so that the source tree, an installed package and a PyInstaller bundle (which unpacks to
`sys._MEIPASS`) all work; no other module builds data paths itself. No pygame here: the engine uses it too.
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


def package_file(*parts: str) -> Path:
    """A file shipped inside the thunderstone_gui package. In a PyInstaller bundle the package's modules report paths
    under `sys._MEIPASS/thunderstone_gui`, where build.spec puts the package data too."""
    return Path(__file__).resolve().parent.joinpath(*parts)


def asset_path(*parts: str) -> Path:
    """A file under `assets/` (it may not exist: callers fall back to built-in defaults)."""
    return assets_root().joinpath(*parts)
