"""The deal of a game started in New Game cannot be found from what a seat sees.

The seed of a game decides every deck order, every hand and the Dungeon Deck. New Game shows the random card set to
everyone at the table, so the set must not be drawn from the deal's seed, and the deal's seed must not be a number
anyone can search for: from seat 1's first observation and the card set on screen, trying every seed of a range finds
no game that deals the same. The test confines the ordinary `random` module to that range (where New Game once drew
its seed), so that a seed drawn there would be found."""

from __future__ import annotations

import random

import pytest

from thunderstone_gui.engine import new_game, observe

from .test_wrath_table import cycle_to

SEARCHED = range(1, 301)
CONFINED = 123            # what random.randrange answers during the test: a seed drawn there lies in SEARCHED


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_no_search_over_seeds_finds_the_deal_from_a_seats_view_and_the_setup(driver, monkeypatch, game):
    monkeypatch.setattr(random, "randrange", lambda *args, **kwargs: CONFINED)
    monkeypatch.setattr(random, "randint", lambda *args, **kwargs: CONFINED)
    driver.press("new_game")
    cycle_to(driver, "game", game)
    if game != "quest":
        cycle_to(driver, "card_set", "random")
    driver.press("start")
    if not hasattr(driver.scene, "match"):
        driver.take_cover()
    config = driver.scene.match.config
    seen = observe(driver.scene.match.state, 0)
    found = [seed for seed in SEARCHED
             if observe(new_game(config.model_copy(update={"seed": seed})), 0) == seen]
    assert found == [], f"seed {found} deals what seat 1 sees"
    assert config.seed.bit_length() > 40            # 62 random bits: no range anyone searches holds it


def test_a_typed_seed_deals_that_game_again_and_the_card_set_stays_its_own(driver):
    driver.press("new_game")
    cycle_to(driver, "card_set", "random")
    shown = driver.scene.panel.card_set()
    from .test_wrath_table import type_seed

    type_seed(driver, 4242)
    assert driver.scene.panel.card_set() == shown          # the deal's seed does not draw the set
    driver.press("start")
    if not hasattr(driver.scene, "match"):
        driver.take_cover()
    assert driver.scene.match.config.seed == 4242 and driver.scene.match.config.card_set == shown
