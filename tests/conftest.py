import os
import tempfile
from pathlib import Path

# Every test runs headless and never touches the real user folders.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The app and the tools speak the system's language: the tests read English unless a test asks for another.
os.environ["THUNDERSTONE_LANG"] = "en"
import pytest

from thunderstone_gui.persistence import paths


class DataPathGuard:
    """Checks every data and config folder the app asks for during one test: each must lie inside the test's own
    temporary folders. One that does not is recorded (the test then fails) and replaced by a folder inside them,
    so that even a test that lost its redirect never writes into the player's folders."""

    def __init__(self, *roots: Path) -> None:
        self.roots = roots
        self.escapes: list[Path] = []

    def guard(self, resolve):
        def guarded() -> Path:
            path = resolve()
            if not any(_inside(path, root) for root in self.roots):
                self.escapes.append(path)
                return self.roots[0] / "escaped" / resolve.__name__
            return path

        guarded.__name__ = resolve.__name__
        return guarded


def _inside(path: Path, root: Path) -> bool:
    return Path(os.path.abspath(path)).is_relative_to(os.path.abspath(root))


@pytest.fixture(autouse=True)
def data_path_guard(tmp_path, tmp_path_factory):
    """Its own MonkeyPatch, not the test's `monkeypatch`: a test that undoes its own patches (monkeypatch.undo())
    must not undo the redirect of the data folder with them."""
    temp = tmp_path_factory.mktemp("tempfile")
    guard = DataPathGuard(tmp_path, temp)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
        # Folders the app makes for itself (the self-test's data folder) go to pytest's folders too.
        patch.setattr(tempfile, "tempdir", str(temp))
        patch.setattr(paths, "data_dir", guard.guard(paths.data_dir))
        patch.setattr(paths, "config_dir", guard.guard(paths.config_dir))
        yield guard
    if guard.escapes:
        pytest.fail(f"the test used data folders outside its temporary folder: {sorted(set(map(str, guard.escapes)))}")


@pytest.fixture
def home(data_path_guard, tmp_path):
    """The test's data folder (THUNDERSTONE_HOME): saves, autosave and settings, never the player's."""
    return tmp_path / "home"
