import pytest

from thunderstone_gui.ui.scenes.net_play import LOOPBACK_ONLY_ENV


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch):
    """The network screens listen on the loopback address and never send multicast (no other network in CI)."""
    monkeypatch.setenv(LOOPBACK_ONLY_ENV, "1")
