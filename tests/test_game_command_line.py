"""`python -m thunderstone_gui`'s flags: every misuse is one line on stderr and exit status 2, before a window opens
(a window would show here as a call of run_app or run_self_test, both replaced by a failing stand-in)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from thunderstone_gui import __main__ as game
from thunderstone_gui.__main__ import main, parse_args


@pytest.fixture(autouse=True)
def no_window(monkeypatch):
    def opened(*args, **kwargs):
        raise AssertionError("a window was opened")

    monkeypatch.setattr("thunderstone_gui.app.run_app", opened)
    monkeypatch.setattr("thunderstone_gui.self_test.run_self_test", opened)


def refused(argv, capsys) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("thunderstone: "), err
    return lines[0]


def test_a_file_name_too_long_for_the_system(tmp_path, capsys):
    line = refused(["--load", str(tmp_path / ("x" * 300 + ".json"))], capsys)
    assert "cannot open the save file" in line and os.strerror(errno.ENAMETOOLONG) in line


def test_a_save_in_a_folder_the_player_may_not_enter(tmp_path, monkeypatch, capsys):
    # The tests run as root, who may enter any folder: the system's refusal is simulated, as it comes - from asking
    # for the file's status and from opening it.
    locked = tmp_path / "locked"
    locked.mkdir()
    save = locked / "game.json"
    save.write_text("{}", encoding="utf-8")

    def denied(real):
        def call(path, *args, **kwargs):
            if os.fspath(path).startswith(str(locked)):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))
            return real(path, *args, **kwargs)
        return call

    monkeypatch.setattr(os, "stat", denied(os.stat))
    monkeypatch.setattr(os, "open", denied(os.open))
    line = refused(["--load", str(save)], capsys)
    assert line == f"thunderstone: cannot open the save file {save}: {os.strerror(errno.EACCES)}"


@pytest.mark.parametrize("argv, message", [
    (["--load="], "--load needs a value, not an empty one"),
    (["--load", ""], "--load needs a value, not an empty one"),
    (["--load"], "--load needs a value"),
    (["--load", "--new"], "--load needs a value"),
    (["--load", "a.json", "--load", "b.json"], "--load is given twice"),
    (["game.json"], "unexpected argument 'game.json' (a save is opened with --load FILE)"),
    (["--new=yes"], "--new takes no value"),
    (["--self-test=1"], "--self-test takes no value"),
    (["--version=2"], "--version takes no value"),
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["-x"], "unknown option '-x'"),
    (["--new", "--load", "a.json"], "--new and --load cannot be used together"),
    (["--self-test", "--new"], "--self-test runs on its own"),
])
def test_misuse_is_one_line_naming_the_problem_and_the_usage(argv, message, capsys):
    line = refused(argv, capsys)
    assert line == f"thunderstone: {message} ({game.USAGE})"


def test_a_folder_is_not_a_save(tmp_path, capsys):
    assert refused(["--load", str(tmp_path)], capsys) == f"thunderstone: {tmp_path} is a folder, not a save file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "THUNDERSTONE_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "thunderstone_gui", "--load", str(fifo)], capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 2 and not done.stdout
    assert done.stderr == f"thunderstone: {fifo} is not a save file (not a regular file)\n"


def test_the_long_name_from_a_shell_is_one_line_too(tmp_path):
    done = subprocess.run([sys.executable, "-m", "thunderstone_gui", "--load=" + "y" * 300], capture_output=True,
                          text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1


def test_a_real_save_passes_the_check(tmp_path):
    save = tmp_path / "game.json"
    save.write_text("not even JSON", encoding="utf-8")     # what the file holds is the loader's to judge
    assert game.save_file_problem(str(save)) == ""
    assert parse_args(["--load", str(save)]) == {"load": str(save)}
