"""Every command-line tool of the README (and arena_pairs) against hostile input: wrong types, huge and negative
numbers, missing, unreadable and special files (folders, named pipes, devices), names too long, empty or not
UTF-8, deeply nested and alias-bombed documents, a full disk. Each must answer with exactly one line on stderr and
exit status 2 (1 where the tool documents it: a record that does not replay, a scenario action that cannot be
taken), never a traceback, and at once: nothing here may take more than DEADLINE_S seconds, and an alarm stops a
tool that waits (a named pipe opened for reading blocks until a writer comes). Most cases run in-process through
`cli.run`, which is what `python -m` runs; a few run as processes, for what only a process shows (its standard
output on a full disk or taking bytes that are not UTF-8, the interpreter's own warnings)."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest

from thunderstone_gui import __main__ as game
from thunderstone_gui.tools import (
    advance_import,
    arena,
    arena_pairs,
    bench,
    cards,
    cli,
    quest_import,
    record,
    scenario,
)

DEADLINE_S = 60          # a hang guard, not a speed target (the bench measures speed)
LONG_NAME = "x" * 300                       # longer than any file system takes (255 bytes)
NOT_UTF8_NAME = os.fsdecode(b"\xff\xfe.yaml")
# Nine aliases of nine aliases ..., nine levels deep: 387 million values from 500 bytes.
BILLION_LAUGHS = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{k}: &a{k} [{', '.join([f'*a{k - 1}'] * 9)}]\n" for k in range(1, 9))
ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "fixtures" / "records-format-1" / "classic-2nd-2seats-finished.json"

TOOLS: dict[str, Callable[[list[str]], int]] = {
    "thunderstone": game.main, "scenario": scenario.main, "bench": bench.main, "arena": arena.main,
    "arena_pairs": arena_pairs.main, "record": record.main, "quest_import": quest_import.main, "cards": cards.main,
    "advance_import": advance_import.main}


class Hung(BaseException):      # not an Exception: the arena goes on past a game that raises one
    pass


def _alarm(signum, frame):
    raise Hung(f"still running after {DEADLINE_S} s")


@pytest.fixture(autouse=True)
def no_window(monkeypatch):
    """The game's command line never opens a window here: a misuse must be refused before one would open."""
    def opened(*args, **kwargs):
        raise AssertionError("a window was opened")

    monkeypatch.setattr("thunderstone_gui.app.run_app", opened)
    monkeypatch.setattr("thunderstone_gui.self_test.run_self_test", opened)


def answer(tool: str, argv: list[str], capsys) -> tuple[int, str, list[str]]:
    """(exit status, stdout, stderr lines) of `python -m <tool> argv`, run in-process under an alarm."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(DEADLINE_S)
    start = time.perf_counter()
    try:
        status = cli.run(tool, TOOLS[tool], argv)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    elapsed = time.perf_counter() - start
    captured = capsys.readouterr()
    assert elapsed < DEADLINE_S, f"{tool} {argv} took {elapsed:.1f} s"
    return status, captured.out, captured.err.splitlines()


def refused(tool: str, argv: list[str], capsys, status: int = 2) -> str:
    """The one line a refusal prints on stderr, after checking the status and that nothing else was said."""
    got, out, err = answer(tool, argv, capsys)
    assert got == status, f"{tool} {argv}: exit {got}, stderr {err}"
    assert len(err) == 1, f"{tool} {argv}: {len(err)} lines on stderr: {err}"
    assert "Traceback" not in err[0] and "this is a bug" not in err[0], err[0]
    if status == 2:
        assert not out, f"{tool} {argv} printed {out!r}"
    return err[0]


@pytest.fixture
def files(tmp_path) -> dict[str, str]:
    """Special files to hand a tool: a folder, a named pipe no one writes, devices, missing ones."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    return {"missing": str(tmp_path / "missing.yaml"), "folder": str(tmp_path), "fifo": str(fifo),
            "full": "/dev/full", "zero": "/dev/zero", "empty": "", "long": str(tmp_path / LONG_NAME),
            "nul": "a\0b", "not_utf8": str(tmp_path / NOT_UTF8_NAME),
            "no_folder": str(tmp_path / "no" / "such" / "folder" / "out.json")}


def write(tmp_path: Path, text: str | bytes, name: str = "input.yaml") -> str:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return str(path)


# ----------------------------------------------------------------------------------------------- files to read
READ_FILES = ["missing", "folder", "fifo", "full", "zero", "empty", "long", "nul", "not_utf8"]


@pytest.mark.parametrize("kind", READ_FILES)
@pytest.mark.parametrize("tool, argv", [
    ("scenario", ["FILE"]), ("record", ["FILE"]), ("quest_import", ["check", "FILE"]),
    ("quest_import", ["install", "FILE"]), ("arena_pairs", [str(RECORD), "FILE"]), ("thunderstone", ["--load", "FILE"]),
    ("advance_import", ["check", "FILE"]), ("advance_import", ["install", "FILE"]),
])
def test_a_file_to_read_that_cannot_be_read(tool, argv, kind, files, capsys):
    line = refused(tool, [files[kind] if a == "FILE" else a for a in argv], capsys)
    assert line.startswith(f"{tool}") and ": " in line


# ----------------------------------------------------------------------------------------------- files to write
WRITE_FILES = ["folder", "fifo", "full", "zero", "empty", "long", "nul", "no_folder"]


@pytest.mark.parametrize("kind", WRITE_FILES)
@pytest.mark.parametrize("tool, argv", [("cards", ["--dump-json", "FILE"]), ("quest_import", ["template", "FILE"]),
                                        ("advance_import", ["template", "FILE"])])
def test_a_file_to_write_that_cannot_be_written(tool, argv, kind, files, capsys, tmp_path):
    before = sorted(os.listdir(tmp_path))
    line = refused(tool, [files[kind] if a == "FILE" else a for a in argv], capsys)
    assert line.startswith(f"{tool}: ")
    assert sorted(os.listdir(tmp_path)) == before            # nothing written, no temp file left behind


def test_the_card_dump_names_the_problem(files, capsys):
    folder, fifo = files["folder"], files["fifo"]
    assert refused("cards", ["--dump-json", folder], capsys) == f"cards: {folder} is a folder, not a file"
    assert refused("cards", ["--dump-json", fifo], capsys) == f"cards: cannot write {fifo}: not a regular file"
    assert refused("cards", ["--dump-json", files["empty"]], capsys) == "cards: the file name is empty"
    line = refused("cards", ["--dump-json", files["no_folder"]], capsys)
    assert line.endswith(f"the folder {Path(files['no_folder']).parent} does not exist")
    line = refused("cards", ["--dump-json", files["long"]], capsys)
    assert line == f"cards: cannot write {files['long']}: {os.strerror(errno.ENAMETOOLONG)}"


def test_a_full_disk_leaves_no_half_written_file(tmp_path, monkeypatch, capsys):
    target = tmp_path / "cards.json"
    target.write_text("[]", encoding="utf-8")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    template = str(tmp_path / "t.yaml")
    for tool, argv in (("cards", ["--dump-json", str(target)]), ("quest_import", ["template", template])):
        line = refused(tool, argv, capsys)
        assert line.endswith(f": {os.strerror(errno.ENOSPC)}")
    assert target.read_text(encoding="utf-8") == "[]" and os.listdir(tmp_path) == ["cards.json"]


def test_a_template_never_replaces_a_file(tmp_path, capsys):
    mine = write(tmp_path, "my own work", "mine.yaml")
    assert refused("quest_import", ["template", mine], capsys) == f"quest_import: {mine} exists; not overwritten"
    assert Path(mine).read_text(encoding="utf-8") == "my own work"


# ----------------------------------------------------------------------------------------------- usage
@pytest.mark.parametrize("tool, argv", [
    ("thunderstone", ["--load"]), ("thunderstone", ["--load="]), ("thunderstone", ["--frobnicate"]),
    ("thunderstone", ["game.json"]), ("thunderstone", ["--new", "--load", "a.json"]),
    ("scenario", []), ("scenario", ["a.yaml", "b.yaml"]), ("scenario", ["--preview=1", "a.yaml"]), ("scenario", ["-"]),
    ("scenario", ["--schema", "chess"]), ("scenario", ["--schema", "classic", "extra"]), ("scenario", ["--preview"]),
    ("record", []), ("record", ["a", "b"]), ("record", ["-x"]),
    ("quest_import", []), ("quest_import", ["frobnicate"]), ("quest_import", ["check"]),
    ("quest_import", ["list", "x"]),
    ("cards", []), ("cards", ["--dump-json"]), ("cards", ["--dump-json", "a", "b"]), ("cards", ["--load", "a"]),
    ("bench", ["--frob"]), ("bench", ["stray"]), ("bench", ["--games"]), ("bench", ["--games=5"]),
    ("bench", ["--game", "chess"]), ("bench", ["--game"]),
    ("arena", []), ("arena", ["--a", "easy"]), ("arena", ["--a", "superb", "--b", "easy"]),
    ("arena", ["--game", "chess", "--a", "easy", "--b", "easy"]), ("arena", ["--a", "easy", "--b", "easy", "--x"]),
    ("arena_pairs", []), ("arena_pairs", ["one.txt"]), ("arena_pairs", ["a", "b", "c"]),
])
def test_misuse_is_one_line(tool, argv, capsys):
    refused(tool, argv, capsys)


# ----------------------------------------------------------------------------------------------- numbers
HUGE = str(10**12)
DIGITS_5000 = "9" * 5000
EASY = ["--a", "easy", "--b", "easy"]


@pytest.mark.parametrize("tool, argv", [
    ("bench", ["--games", HUGE]), ("bench", ["--games", "-1"]), ("bench", ["--games", "0"]),
    ("bench", ["--games", "x"]), ("bench", ["--games", "1.5"]), ("bench", ["--games", DIGITS_5000]),
    ("bench", ["--games", ""]), ("bench", ["--check", HUGE]), ("bench", ["--check", "-3"]),
    ("bench", ["--ui", "--ui-frames", HUGE]), ("bench", ["--ui", "--ui-frames", "-5"]),
    ("bench", ["--ai-in-app", HUGE]),
    ("bench", ["--ai-in-app", "-1"]), ("bench", ["--ai-in-app", "1", "--ai-decisions", HUGE]),
    ("arena", EASY + ["--games", HUGE]), ("arena", EASY + ["--games", "-1"]), ("arena", EASY + ["--games", "two"]),
    ("arena", EASY + ["--jobs", "1000000"]), ("arena", EASY + ["--jobs", "0"]), ("arena", EASY + ["--seats", HUGE]),
    ("arena", EASY + ["--seats", "-2"]), ("arena", EASY + ["--seed", "-1"]), ("arena", EASY + ["--seed", DIGITS_5000]),
    ("arena", EASY + ["--agent-seed", "-5"]), ("arena", EASY + ["--first", "-1"]),
    ("arena", EASY + ["--first", DIGITS_5000]),
    ("arena", EASY + ["--turn-cap", HUGE]), ("arena", EASY + ["--turn-cap", "5"]),
    ("arena", EASY + ["--hard-seconds", "nan"]), ("arena", EASY + ["--hard-seconds", "inf"]),
    ("arena", EASY + ["--hard-seconds", "-1"]), ("arena", EASY + ["--hard-seconds", "1e308"]),
    ("arena", EASY + ["--hard-iterations", HUGE]), ("arena", EASY + ["--hard-iterations", "0"]),
    ("arena", ["--a", "normal", "--b", "normal", "--a-tuning", "xp_value=nan"]),
    ("arena", ["--a", "normal", "--b", "normal", "--b-tuning", "xp_value=1e400"]),
    ("arena", EASY + ["--edition", "3rd"]), ("arena", EASY + ["--sets", "moon"]),
    ("arena", EASY + ["--setup", "nowhere"]),
])
def test_a_number_out_of_bounds_is_refused_at_once(tool, argv, capsys):
    line = refused(tool, argv, capsys)
    assert DIGITS_5000 not in line                     # a bad value is quoted short, if at all


# ----------------------------------------------------------------------------------------------- documents
DEEP_JSON = '{"a": ' * 100_000 + "1" + "}" * 100_000
SELF_HOLDING = "title: &a [*a]\n"


@pytest.mark.parametrize("text, status, words", [
    ("actions: [{type: [1]}]", 1, "action 0: malformed action {'type': [1]}"),
    ("actions: [{type: {a: 1}}]", 1, "action 0: malformed action {'type': {'a': 1}}"),
    ("actions: [{type: null}]", 1, "action 0: malformed action"),
    ("actions: [enter_dungeon, {type: attack, rank: -1}]", 1, "action 1: malformed action"),
    ("actions: [enter_dungeon, {type: attack, rank: 1000000000000000000000000}]", 1, "action 1: attack rank"),
    ("actions: [[1, 2]]", 2, "actions.0"),
    ("game: quest\ncards:\n  - {id: big, name: Big, kind: monster, group: Mire Goblins, count: 1000000000000,"
     " level: 1, health: 4, wounds: 2, xp: 2, text: x}\n", 2,
     "cards.0.count must be at most 100"),
    ("game: quest\ncards:\n  - {id: big, name: Big, kind: item, group: Big, count: 1000000000000, text: x}\n", 2,
     "cards.0.count"),
    ("game: quest\ncards:\n  - {id: big, name: Big, kind: item, group: Big, text: x, abilities: [{key: k, when: "
     "[village], effects: [{verb: heal, count: 1000000000000}]}]}\n", 2, "count must be at most 99"),
    ("game: quest\nplayers: [{gear: {potion: 1000000000000}}, {}]", 2, "Potion tokens; the box has 16"),
    ("game: quest\nplayers: [{gear: {potion: -5}}, {}]", 2, "Player 1 holds -5 Potion tokens"),
    ("game: quest\nmonster_decks: {1000000000000: [bog_cutter]}", 2, "monster_decks"),
    ("seed: -1", 2, "seed"), ("seed: 100000000000000000000000000000", 2, "seed"), ("seats: 1000000000000", 2, "seats"),
    ("seats: -3", 2, "seats"), ("active: -1", 2, "active"), ("active: 100000000000000", 2, "active seat"),
    ("players: [{xp: 1000000000000}, {}]", 2, "XP"), ("players: [{xp: -1}, {}]", 2, "xp"),
    ("players: [{hand: 5}, {}]", 2, "hand"), ("game: [classic]", 2, "unknown game"),
    ("game: {a: 1}", 2, "unknown game"), ("preview: maybe", 2, "preview"),
    (DEEP_JSON, 2, "nested too deeply"), (BILLION_LAUGHS, 2, "holds more than 1000000 values"),
    (BILLION_LAUGHS + "actions: [{type: rest, card: *a8}]\n", 2, "holds more than"),
    (SELF_HOLDING, 2, "a value holds itself"), (b"title: \xff\xfe", 2, "not a text file"),
    # Read within a scenario's limits as a card set is (persistence/documents.py): refused before it is built.
    ("title: " + "x" * 100_001, 2, "line 1: a text longer than 100000 characters: too long for a scenario"),
])
def test_a_scenario_that_cannot_be_played(text, status, words, tmp_path, capsys):
    path = write(tmp_path, text)
    assert words in refused("scenario", [path], capsys, status)


@pytest.mark.parametrize("text, words", [
    (BILLION_LAUGHS, "values (what aliases repeat counted too): too many for a card set"),
    ("format: &a [*a]\n", "an alias (*name) inside the very anchor (&name) it repeats"),
    ("cards: &a [{id: x, name: y, kind: hero, abilities: *a}]\n", "inside the very anchor (&name) it repeats"),
    ("[" * 100_000, "line 1: nested more than 32 levels deep: too deeply for a card set"),
    (b"\xff\xfe", "not a text file"),
    (DEEP_JSON, "levels deep: too deeply for a card set"),
])
def test_a_card_set_that_cannot_be_read(text, words, tmp_path, capsys):
    assert words in refused("quest_import", ["check", write(tmp_path, text)], capsys)


def test_a_card_set_with_a_count_of_a_trillion_is_a_problem_of_the_set(tmp_path, capsys):
    ours = (ROOT / "thunderstone_gui" / "systems" / "quest" / "data" / "ours.yaml").read_text(encoding="utf-8")
    crafted = ours.replace("id: ours", "id: crafted", 1).replace("count: 24", "count: 1000000000000", 1)
    assert crafted != ours
    line = refused("quest_import", ["check", write(tmp_path, crafted)], capsys, status=1)   # one line per problem
    assert "count: 1000000000000 is beyond what a card prints" in line


@pytest.mark.parametrize("content, words", [
    (b"", "not valid JSON"), (bytes(range(256)), "not a game record (not text)"),
    (b"[" * 100_000, "nested too deeply"), (DEEP_JSON.encode(), "nested too deeply"),
    (json.dumps({"format_version": 10**30}).encode(), "format version"),
    (b'{"format_version": 2, "config": {"seats": null}}', "does not replay"),
])
def test_a_record_that_does_not_replay_is_status_1(content, words, tmp_path, capsys):
    path = write(tmp_path, content, "record.json")
    line = refused("record", [path], capsys, status=1)
    assert line.startswith(f"record: {path}: does not replay: ") and words in line


def test_arena_runs_with_numbers_no_arena_prints_are_no_pairs(tmp_path, capsys):
    long_numbers = "".join(f"  {k}/2: game {DIGITS_5000} (a 3, b 4), 30 turns: won by seat {DIGITS_5000} (a)\n"
                           for k in (1, 2))
    path = write(tmp_path, long_numbers, "progress.txt")
    assert "0 finished game(s) in common" in refused("arena_pairs", [path, path], capsys)
    binary = write(tmp_path, bytes(range(256)) * 10, "binary.txt")
    assert "0 finished game(s) in common" in refused("arena_pairs", [binary, binary], capsys)


# ----------------------------------------------------------------------------------------------- processes
def run_tool(module: str, args: list[str], tmp_path: Path, stdout=subprocess.PIPE) -> subprocess.CompletedProcess:
    env = {**os.environ, "THUNDERSTONE_HOME": str(tmp_path / "home"), "PYTHONIOENCODING": "utf-8",
           "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", module, *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                          timeout=60, env=env, cwd=tmp_path)


@pytest.mark.parametrize("module, args, name", [
    ("thunderstone_gui.tools.record", [str(RECORD)], "record"), ("thunderstone_gui", ["--version"], "thunderstone")])
def test_output_to_a_full_disk_is_one_line(module, args, name, tmp_path):
    with open("/dev/full", "w") as full:
        done = run_tool(module, args, tmp_path, stdout=full)
    assert done.returncode == 2
    assert done.stderr == f"{name}: cannot write the output: {os.strerror(errno.ENOSPC)}\n"


def test_a_file_name_of_bytes_that_are_not_utf8_is_written_escaped(tmp_path):
    name = os.fsdecode(b"cards-\xff.json")
    done = run_tool("thunderstone_gui.tools.cards", ["--dump-json", name], tmp_path)
    # No warning either: the package no longer imports the module it runs (runpy warned of it on every run).
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("wrote ") and done.stdout.endswith(" cards to cards-\\udcff.json\n")
    assert json.loads((tmp_path / name).read_bytes())


def test_a_named_pipe_is_never_waited_on(tmp_path):
    fifo = tmp_path / "progress.txt"
    os.mkfifo(fifo)
    done = run_tool("thunderstone_gui.tools.arena_pairs", [str(fifo), str(fifo)], tmp_path)
    assert done.returncode == 2 and done.stderr == f"arena_pairs: cannot read {fifo}: not a regular file\n"
