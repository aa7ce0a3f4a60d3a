"""The installed package carries everything the app reads: every subpackage, the card data, assets and saves."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_subpackage_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "thunderstone_gui").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml [tool.setuptools] packages: {sorted(found - listed)}"
    assert config["package-dir"] == {"thunderstone_gui.assets": "assets", "thunderstone_gui.saves": "saves"}


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
