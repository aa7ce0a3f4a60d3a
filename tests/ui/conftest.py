import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Each UI test has its own data folder: saves, autosave and settings never touch the player's."""
    monkeypatch.setenv("THUNDERSTONE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def driver(home):
    from tests.ui.driver import Driver

    d = Driver()
    yield d
    d.close()
