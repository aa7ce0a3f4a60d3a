"""New Game's options stay above the card lists for every game, at the smallest and a common window size."""

from __future__ import annotations

import pytest

from thunderstone_gui.ui.game_view import game_names
from thunderstone_gui.ui.scenes.new_game import NewGameScene

from .driver import Driver


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_every_games_options_end_above_the_card_lists(home, size):
    d = Driver(size=size)
    try:
        d.press("new_game")
        scene = d.scene
        assert isinstance(scene, NewGameScene)
        for game in game_names():
            while scene.game != game:
                d.press("game")
            lists = scene.lists_rect
            # The options' columns (the game's card set, its rules, undo and seed) start where their headings do.
            columns = {scene.col_cards.x, scene.col_variants.x}
            options = [w for w in scene.widgets.items if w.rect.x in columns]
            assert any(w.id == "seed" for w in options)
            for widget in options:
                assert widget.rect.bottom <= lists.y, f"{game}: {widget.id} {widget.rect} runs into the lists {lists}"
    finally:
        d.close()
