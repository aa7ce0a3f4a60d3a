"""What is transient goes when the table changes (issue 45.2): the enlarged card stays while the mouse rests on its
card or on the enlargement only as long as that card is still there (a monster beaten or gone under the Dungeon Deck
took its enlargement along through a computer's whole turn, hiding the next monster's preview; a hand card's
enlargement over the log stayed across turns), and a refusal - the lesson's "asks for something else" - goes once
the right action is taken."""

from __future__ import annotations

import pygame

from thunderstone_gui.engine.actions import Action

from .test_lesson import next_step, start
from .test_wrath_table import open_position


def test_the_enlarged_monster_goes_with_its_monster(driver):
    open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "militia", "militia", "militia", "torch",
                                                                "torch"]}],
                           "hall": ["harbinger", "grudgebeast", "nixie"]}, ["enter_dungeon"])
    table = driver.table
    view = table.view
    state = table.state
    monster = state.hall[0]
    spot = view.hover_spot("rank", 1)
    driver.move(spot.center)
    driver.frames(2)
    assert view.sticky is not None and view.sticky.card is state.cards[monster]
    assert table.submit(Action("attack", rank=1))
    driver.frames(3)
    if driver.scene is not table:                   # the next player's turn behind the pass-and-play cover
        driver.take_cover()
    driver.move(spot.center)
    driver.frames(3)
    assert driver.scene is table and table.overlay is None
    assert monster not in table.state.hall
    shown = view.sticky
    assert shown is None or shown.card is not state.cards[monster], "the beaten monster is still shown large"
    # The mouse has not moved: what is shown large is what lies under it now (or nothing).
    under = view.card_under(spot.center)
    if under >= 0:
        assert shown is not None and shown.card is table.state.cards[under]


def test_the_lessons_refusal_goes_after_the_right_action(driver):
    table, coach = start(driver)
    for _ in ("welcome", "hand", "gold"):
        next_step(driver, coach)
    assert coach.current.id == "village"
    driver.press("dungeon")                     # not what the lesson asks for: refused, and said why
    assert "lesson" in table.message
    driver.key(pygame.K_v)                      # the right action
    assert coach.current.id == "buy"
    assert "lesson" not in table.message and table.message == "", table.message
