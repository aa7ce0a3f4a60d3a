"""Today's computer seats play exactly as they did before the AI was split into a generic core (ai/) and the classic
game's levels (ai/classic/): whole games with fixed agent seeds give the moves the code before the split recorded
(tests/ai/same_moves.py, fixtures/moves-before-split.json)."""

from __future__ import annotations

import json

import pytest

from thunderstone_gui.engine.config import parse_config

from .same_moves import FIXTURE, GAMES, play

RECORDED = {game["name"]: game for game in json.loads(FIXTURE.read_text(encoding="utf-8"))["games"]}


def test_the_fixture_covers_every_level_of_the_classic_game() -> None:
    levels = {level for game in RECORDED.values() for level in game["levels"]}
    assert levels == {"random", "greedy", "easy", "normal", "hard"}
    assert any(game["tuning"] for game in RECORDED.values())
    assert [game.name for game in GAMES] == list(RECORDED)


@pytest.mark.parametrize("game", GAMES, ids=[game.name for game in GAMES])
def test_a_whole_game_gives_the_recorded_moves(game) -> None:  # noqa: ANN001 - a same_moves.Game
    recorded = RECORDED[game.name]
    config = parse_config(recorded["config"])
    assert recorded["levels"] == list(game.levels) and recorded["agent_seeds"] == list(game.agent_seeds)
    assert recorded["iterations"] == game.iterations
    played = play(game, config)
    moves = played["moves"]
    first_difference = next((i for i, (a, b) in enumerate(zip(moves, recorded["moves"])) if a != b), None)
    assert first_difference is None, (f"move {first_difference}: {moves[first_difference]} where the recorded game "
                                      f"has {recorded['moves'][first_difference]}")
    assert len(moves) == len(recorded["moves"])
    assert (played["turns"], played["scores"], played["state_hash"]) == (
        recorded["turns"], recorded["scores"], recorded["state_hash"])
