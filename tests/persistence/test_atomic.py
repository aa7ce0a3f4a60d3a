"""Atomic writes flush the folder too (POSIX), and the temp files of killed runs do not pile up."""

import os
import stat
import time

from thunderstone_gui.persistence import atomic
from thunderstone_gui.persistence.atomic import atomic_write_text, remove_stale_temp_files


def synced_kinds(monkeypatch):
    """What os.fsync is called on: "file" or "folder", in order."""
    kinds = []
    real_fsync = os.fsync

    def fsync(fd):
        kinds.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return kinds


def test_the_folder_is_flushed_after_the_rename_on_posix(tmp_path, monkeypatch):
    kinds = synced_kinds(monkeypatch)
    atomic_write_text(tmp_path / "save.json", "{}")
    assert kinds == ["file", "folder"]


def test_windows_flushes_only_the_file(tmp_path, monkeypatch):
    kinds = synced_kinds(monkeypatch)
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: (opened.append(path), real_open(path, *a, **k))[1])
    monkeypatch.setattr(atomic.os, "name", "nt")
    atomic_write_text(tmp_path / "save.json", "{}")
    assert kinds == ["file"] and tmp_path not in opened


def test_a_folder_that_cannot_be_flushed_does_not_fail_the_write(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def fsync(fd):
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(22, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    atomic_write_text(tmp_path / "save.json", "{}")
    assert (tmp_path / "save.json").read_text() == "{}"


def test_only_our_own_stale_temp_files_are_removed(tmp_path):
    old = time.time() - atomic.STALE_TEMP_SECONDS - 60
    ours = [tmp_path / ".autosave.json.abc_12yz.tmp", tmp_path / ".Good Game.json.00000000.tmp"]
    fresh = tmp_path / ".autosave.json.qwertyui.tmp"
    not_ours = [tmp_path / "autosave.json", tmp_path / ".autosave.json.tmp", tmp_path / "a.abcdefgh.tmp",
                tmp_path / ".x.json.ABCDEFGH.tmp", tmp_path / ".x.json.abcdefg.tmp", tmp_path / ".x.json.abcdefgh.txt"]
    for path in [*ours, fresh, *not_ours]:
        path.write_text("x")
        if path != fresh:
            os.utime(path, (old, old))
    folder = tmp_path / ".y.json.abcdefgh.tmp"          # a folder of that name is not a temp file of ours
    folder.mkdir()
    os.utime(folder, (old, old))
    removed = remove_stale_temp_files(tmp_path, tmp_path / "missing")
    assert sorted(removed) == sorted(ours)
    assert fresh.exists() and folder.is_dir() and all(p.exists() for p in not_ours)
