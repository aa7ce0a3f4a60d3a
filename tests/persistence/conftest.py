import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every persistence test gets its own data folder (THUNDERSTONE_HOME), never the player's."""
    monkeypatch.setenv("THUNDERSTONE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
