"""The arena command line: its report, its statistics and its error messages."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from thunderstone_gui.arena import GameOutcome, Match, main, side_wins, wilson

LINE = re.compile(r"^(\w+): (\d+\.\d)% wins \(95% CI (\d+\.\d)–(\d+\.\d)%\)")


def test_wilson_interval() -> None:
    lo, hi = wilson(167, 200)
    assert 0.77 < lo < 0.78 and 0.88 < hi < 0.89
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_shared_victory_counts_half_to_each_side() -> None:
    match = Match("easy", "normal", 2, 1, "2nd", "random", 400, None)
    shared = GameOutcome(0, ("easy", "normal"), winners=(0, 1))
    assert side_wins(shared, 0, match) == side_wins(shared, 1, match) == 0.5
    swapped = GameOutcome(1, ("normal", "easy"), winners=(1,))    # game 1: seat 1 plays the first level
    assert side_wins(swapped, 0, match) == 1.0


def test_a_small_arena_reports_a_line_per_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "easy", "--b", "random", "--games", "4", "--seed", "3", "--jobs", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    sides = [LINE.match(line) for line in out[:2]]
    assert [m.group(1) for m in sides if m] == ["easy", "random"]
    rates = [float(m.group(2)) for m in sides if m]
    assert sum(rates) == pytest.approx(100.0)
    assert any(line.startswith("average game length") for line in out)
    easy = next(line for line in out if line.startswith("decision time easy"))
    assert re.search(r"\d+\.\d ms worst over \d+ decisions, \d+\.\d\d% \(\d+\) over 50 ms$", easy), easy
    assert any("0 failed" in line for line in out)


def test_a_turn_cap_is_reported_as_a_failed_game(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--a", "random", "--b", "random", "--games", "1", "--turn-cap", "10"])
    out = capsys.readouterr().out
    assert "1 failed" in out and "turn cap 10 reached" in out


@pytest.mark.parametrize("flags, message", [
    (["--a", "easy", "--b", "superb"], "invalid choice"),
    (["--a", "easy", "--b", "random", "--games", "0"], "--games"),
    (["--a", "easy", "--b", "random", "--seats", "6"], "--seats"),
    (["--a", "easy", "--b", "random", "--jobs", "0"], "--jobs"),
    (["--a", "easy", "--b", "random", "--setup", "nowhere"], "--setup"),
    (["--a", "easy"], "required"),
])
def test_bad_flags_exit_2_with_a_message(flags: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "thunderstone_gui.arena", *flags], capture_output=True, text=True)
    assert result.returncode == 2
    assert message in result.stderr
