"""What is transient goes when the table changes (issue 45.2): the enlarged card stays while the mouse rests on its
card or on the enlargement only as long as that card is still there (a monster beaten or gone under the Dungeon Deck
took its enlargement along through a computer's whole turn, hiding the next monster's preview; a hand card's
enlargement over the log stayed across turns), and a refusal - the lesson's "asks for something else" - goes once
the right action is taken."""

from __future__ import annotations

import pygame

from thunderstone_gui.engine.actions import Action

from .test_lesson import next_step, start


def test_the_enlarged_monster_goes_with_its_monster(driver):
    from thunderstone_gui.engine.config import Seat
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.systems.classic.position import Position
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.table import TableScene

    # Ann against a computer (no pass-and-play cover between the turns: the table stays as it is drawn).
    session = Session.from_position(Position.model_validate(
        {"players": [{"name": "Ann", "hand": ["militia", "militia", "militia", "militia", "torch", "torch"]},
                     {"name": "Cid"}], "hall": ["harbinger", "grudgebeast", "nixie"]}))
    seats = (session.config.seats[0], Seat(name="Cid", kind="ai", ai_level="easy"))
    session.state.config = session.config = session.config.model_copy(update={"seats": seats})
    session.submit({"type": "enter_dungeon"})
    match = Match(session, autosave=False)
    match.take_device(0)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    view = table.view
    state = table.state
    monster = state.hall[0]
    spot = view.hover_spot("rank", 1)
    driver.move(spot.center)
    driver.frames(2)
    assert view.sticky is not None and view.sticky.card is state.cards[monster]
    assert table.submit(Action("attack", rank=1))
    for _ in range(40):                             # the computer's turn, the mouse resting where it was
        driver.move(spot.center)
        driver.frames(1)
    assert driver.scene is table and table.overlay is None
    assert monster not in table.state.hall
    shown = view.sticky
    assert shown is None or shown.card is not state.cards[monster], "the beaten monster is still shown large"
    # What is shown large is what lies under the mouse now (or nothing).
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
