"""The installed package carries the assets the app draws with (setuptools finds the packages itself)."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_asset_file_is_shipped_as_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assets_dir = ROOT / config["package-dir"]["thunderstone_gui.assets"]
    shipped: set[Path] = set()
    for package, patterns in config["package-data"].items():
        if package == "thunderstone_gui.assets" or package.startswith("thunderstone_gui.assets."):
            folder = assets_dir.joinpath(*package.split(".")[2:])
            for pattern in patterns:                      # setuptools globs each pattern in the package's folder
                shipped |= {p for p in folder.glob(pattern) if p.is_file()}
    files = {p for p in assets_dir.rglob("*") if p.is_file()}
    missing = sorted(str(p.relative_to(ROOT)) for p in files - shipped)
    assert not missing, f"add to pyproject.toml [tool.setuptools.package-data]: {missing}"
