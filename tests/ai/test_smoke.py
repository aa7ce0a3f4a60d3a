"""Every level finishes whole games: 2, 3 and 5 seats, both rules editions, the base set and Wrath of the Elements."""

from __future__ import annotations

import pytest

from .helpers import play

TABLES = [
    ("easy", "normal"),
    ("hard", "greedy", "random"),
    ("normal", "hard", "easy", "greedy", "random"),
]


@pytest.mark.parametrize("edition", ["2nd", "1st"])
@pytest.mark.parametrize("levels", TABLES, ids=lambda lv: "-".join(lv))
def test_levels_finish_games(levels: tuple[str, ...], edition: str) -> None:
    state, moves = play(levels, seed=len(levels) * 31 + (edition == "1st"), edition=edition)
    assert state.result is not None, f"no end after {state.turn_number} turns"
    assert len(moves) > 50


@pytest.mark.parametrize("seats", [2, 4])
def test_levels_finish_games_with_wrath_of_the_elements(seats: int) -> None:
    levels = ("normal", "hard", "easy", "greedy")[:seats]
    state, _ = play(levels, seed=90 + seats, sets=("base", "wrath"), edition="2nd" if seats == 2 else "1st")
    assert state.result is not None
