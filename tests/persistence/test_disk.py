"""A full or read-only disk: readable reasons, folders made on the first start, listings that never raise."""

import errno
import os
from pathlib import Path

import pytest

from tests.persistence.test_saves import played
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.disk import disk_problem
from thunderstone_gui.persistence.saves import exists, list_saves, save_as


def test_disk_problems_in_words():
    assert disk_problem(OSError(errno.ENOSPC, "No space left on device")) == "the disk is full"
    assert disk_problem(OSError(errno.EROFS, "Read-only file system")) == "the disk is read-only"
    assert disk_problem(PermissionError(errno.EACCES, "Permission denied")) == "there is no permission to write there"
    assert disk_problem(OSError(errno.EIO, "Input/output error")) == "input/output error"
    assert disk_problem(OSError("something odd")) == "something odd"


def test_the_first_start_makes_every_folder(home):
    assert not home.exists()
    assert paths.ensure_user_dirs() == ""
    for folder in (paths.saves_dir(), paths.replays_dir(), paths.crash_dir(), paths.logs_dir(), paths.config_dir()):
        assert folder.is_dir()


def test_folders_that_cannot_be_made_give_a_message_not_an_exception(home, monkeypatch):
    def refuse(self, *args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "mkdir", refuse)
    message = paths.ensure_user_dirs()
    assert "cannot be created: the disk is read-only" in message and str(home) in message


def test_save_as_on_a_full_disk_raises_oserror_and_leaves_no_partial_file(home, monkeypatch):
    session = played(10)
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()
            return False

        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda fd, *a, **k: Full(real_fdopen(fd, *a, **k)))
    with pytest.raises(OSError) as caught:
        save_as(session, "full")
    assert disk_problem(caught.value) == "the disk is full"
    assert list(paths.saves_dir().iterdir()) == []          # neither the save nor its temp file


def test_listing_a_folder_that_cannot_be_read_lists_nothing(home, monkeypatch):
    paths.ensure_user_dirs()

    def refuse(self, pattern):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "glob", refuse)
    assert list_saves(paths.saves_dir()) == []


def test_exists_is_false_when_the_folder_cannot_be_read(home, monkeypatch):
    def refuse(self):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "exists", refuse)
    assert exists(paths.autosave_path()) is False


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes through chmod")
def test_a_read_only_data_folder_refuses_saves_with_a_reason(home):
    paths.ensure_user_dirs()
    os.chmod(paths.saves_dir(), 0o500)
    try:
        with pytest.raises(OSError) as caught:
            save_as(played(5), "nope")
        assert disk_problem(caught.value) == "there is no permission to write there"
    finally:
        os.chmod(paths.saves_dir(), 0o700)
