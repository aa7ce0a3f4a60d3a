"""The suite never writes into the player's folders: every test has its own data folder, and a data path outside
the test's temporary folder fails the test (tests/conftest.py)."""

from pathlib import Path

from thunderstone_gui.persistence import paths


def test_every_data_path_lies_in_the_tests_own_folder(tmp_path, data_path_guard):
    for path in (paths.data_dir(), paths.config_dir(), paths.autosave_path(), paths.settings_path(),
                 paths.saves_dir(), paths.crash_dir()):
        assert path.is_relative_to(tmp_path)
    assert data_path_guard.escapes == []


def test_undoing_the_tests_own_patches_keeps_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "APP_NAME", "something else")
    monkeypatch.undo()                      # what tests/ui/test_disk_problems.py did to mend its disk
    assert paths.autosave_path().is_relative_to(tmp_path)


def test_a_data_path_outside_the_tests_folder_is_caught_and_kept_away_from_the_player(tmp_path, monkeypatch,
                                                                                     data_path_guard):
    monkeypatch.delenv(paths.HOME_ENV)      # the platform folder: the player's real one
    for path in (paths.autosave_path(), paths.settings_path()):
        assert path.is_relative_to(tmp_path)    # never written outside, even by a broken test
    assert len(data_path_guard.escapes) == 2 and all(p.name == "thunderstone" for p in data_path_guard.escapes)
    data_path_guard.escapes.clear()         # this test broke the rule on purpose


def test_temporary_folders_the_app_makes_are_in_pytests_folders(tmp_path_factory):
    import tempfile

    assert Path(tempfile.mkdtemp()).is_relative_to(tmp_path_factory.getbasetemp())
