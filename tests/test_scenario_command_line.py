"""`python -m thunderstone_gui.tools.scenario FILE` on files that are not scenarios: one line on stderr naming the
problem, exit status 2 (docs/scenarios.md: 1 is for an illegal action, 2 for a file that cannot be read as a
scenario), never a traceback and never a wait."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from thunderstone_gui.tools.scenario import MAX_SCENARIO_BYTES, main


def refused(path, capsys, status: int = 2) -> str:
    assert main([str(path)]) == status
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert not captured.out and len(lines) == 1 and lines[0].startswith(f"scenario {path}: "), captured.err
    return lines[0].removeprefix(f"scenario {path}: ")


def write(tmp_path, content: str | bytes, name: str = "scenario.yaml"):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def test_a_binary_file(tmp_path, capsys):
    path = write(tmp_path, bytes(range(256)) * 8)
    assert refused(path, capsys) == "not a text file (byte 128 is not UTF-8)"


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,                               # YAML flow sequences
    '{"a": ' * 100_000 + "1" + "}" * 100_000,                    # JSON objects (JSON is YAML)
    "actions: [{type: buy, card: " + "[" * 5_000 + "]" * 5_000 + "}]",
])
def test_a_file_nested_deeper_than_python_can_parse(tmp_path, capsys, text):
    assert refused(write(tmp_path, text), capsys) == "nested too deeply to be a scenario"


def test_a_missing_file_and_a_folder(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    assert refused(missing, capsys) == f"cannot read {missing}: {os.strerror(errno.ENOENT)}"
    assert refused(tmp_path, capsys) == f"{tmp_path} is a folder, not a scenario file"


def test_a_file_the_system_will_not_open(tmp_path, monkeypatch, capsys):
    # Root may open anything: the refusal of a folder the user may not enter is simulated.
    path = write(tmp_path, "seats: 2")

    def denied(name, *args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(name))

    monkeypatch.setattr(os, "open", denied)
    monkeypatch.setattr(os, "stat", denied)
    assert refused(path, capsys) == f"cannot read {path}: {os.strerror(errno.EACCES)}"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "scenario.yaml"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "thunderstone_gui.tools.scenario", str(fifo)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and not done.stdout
    assert done.stderr == f"scenario {fifo}: cannot read {fifo}: not a regular file\n"


def test_an_oversized_file_is_not_read_whole(tmp_path, capsys):
    path = write(tmp_path, "# " + "x" * MAX_SCENARIO_BYTES)
    assert refused(path, capsys) == "larger than 4 MB: not a scenario"


@pytest.mark.parametrize("text, message", [
    ("", "a scenario is a YAML mapping (position fields and `actions`)"),
    ("[1, 2]", "a scenario is a YAML mapping (position fields and `actions`)"),
    ("seats: [", "not valid YAML (line 2, column 1): did not find expected node content"),
    ("title: 2020-02-30", "not valid YAML: a value cannot be read (day is out of range for month)"),
    ("seed: !!int abc", "not valid YAML: a value cannot be read (invalid literal for int() with base 10: 'abc')"),
    ("seats: abc", "seats must be a whole number"),
    ("active: 4", "active seat 4 does not exist (2 seats)"),
    ("players: [{}, {}, {}, {}, {}, {}]", "seats: Thunderstone is played by 2 to 5 players, not 6"),
    ("seats: 3\nplayers: [{}, {}, {}, {}]", "4 players listed for 3 seats"),
    ("sets: [base, moon]", "unknown card set 'moon'; known sets: base, wrath"),
    ("card_set: {village: [militia, militia]}", "village: names a card twice: ['militia', 'militia']"),
    ("card_set: {village: [dragon_tooth]}", "'dragon_tooth' is not a village card of the chosen sets"),
])
def test_wrong_content_is_one_line(tmp_path, capsys, text, message):
    assert refused(write(tmp_path, text), capsys) == message


def test_an_illegal_action_is_status_1_naming_its_index(tmp_path, capsys):
    line = refused(write(tmp_path, "actions: [rest, {type: attack, rank: 1}]"), capsys, status=1)
    assert line.startswith("action 1: ")


def test_a_byte_order_mark_is_fine(tmp_path, capsys):
    assert main([str(write(tmp_path, "\ufeffseats: 3".encode("utf-8")))]) == 0
    assert '"turn": 1' in capsys.readouterr().out
