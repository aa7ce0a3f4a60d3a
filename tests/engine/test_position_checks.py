"""The checks of a hand-written position (engine/position.py and each game's check_position) refuse only what no
game reaches: every turn start of random games of the three games passes them."""

from __future__ import annotations

import random

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.game import apply, new_game
from thunderstone_gui.engine.system import get_system


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_every_turn_start_of_random_games_is_a_position_the_rules_allow(game):
    check = get_system(game).check_position
    assert check is not None
    starts = 0
    for seed in range(6):
        state = new_game(GameConfig.new(2 + seed % 3, game=game, seed=seed))
        rng = random.Random(seed)
        for _ in range(6000):
            if state.is_over:
                break
            events = apply(state, rng.choice(legal_actions(state)))
            if not state.is_over and any(e.kind == "turn_started" for e in events):
                check(state)
                starts += 1
    assert starts > 100
