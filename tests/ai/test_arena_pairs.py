"""Pairing two arena runs of one seed game by game (arena_pairs.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from thunderstone_gui.tools.arena import GameOutcome, Match, progress_line, side_names
from thunderstone_gui.tools.arena_pairs import compare, main, side_a_shares

MIRROR = side_names(Match("normal", "normal", 2, 1, "2nd", "random", 400, None))


def lines(results: list[tuple[int, tuple[int, ...]]]) -> list[str]:
    """Progress lines as the arena prints them: (game index, winning seats)."""
    return [progress_line(GameOutcome(i, ("normal", "normal"), turns=50, winners=w, scores=(30, 30)), k + 1,
                          len(results), MIRROR) for k, (i, w) in enumerate(results)]


def test_side_a_is_found_from_the_game_index_and_the_winning_seat() -> None:
    # Even games: seat 1 plays side a; odd games: seat 2 does. A shared victory is half each.
    shares = side_a_shares(lines([(0, (0,)), (1, (0,)), (2, (0, 1)), (3, (1,))]))
    assert shares == {0: 1.0, 1: 0.0, 2: 0.5, 3: 1.0}
    failed = progress_line(GameOutcome(4, ("normal", "normal"), failure="turn cap 400 reached"), 5, 5, MIRROR)
    assert side_a_shares([failed, "  game 3/200"]) == {}


def test_the_difference_is_taken_game_by_game() -> None:
    base = {0: 1.0, 1: 0.0, 2: 1.0, 3: 0.0, 4: 1.0}
    variant = {0: 1.0, 1: 1.0, 2: 1.0, 3: 0.0, 4: 1.0, 9: 1.0}   # game 9 has no partner and is left out
    first, second, third = compare(base, variant)
    assert first == "games paired: 5; side a's share: base 60.0%, variant 80.0%"
    assert second.startswith("variant - base: +20.0 points (standard error 20.0;")
    assert third.startswith("the same result in 4 of 5 games (80%)")


def test_runs_without_games_in_common_are_a_clear_message(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("\n".join(lines([(0, (0,)), (1, (1,))])), encoding="utf-8")
    b.write_text("\n".join(lines([(2, (0,)), (3, (1,))])), encoding="utf-8")
    assert main([str(a), str(b)]) == 2
    assert "0 finished game(s) in common" in capsys.readouterr().err
    assert main([str(a), str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main([str(a), str(a)]) == 0
    assert "the same result in 2 of 2 games" in capsys.readouterr().out
