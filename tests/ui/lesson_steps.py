"""What the three games' lesson tests do alike on the table: open a lesson, press Next, wait out the computer's
turn, find a card of the hand, start a lesson over."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from thunderstone_gui.ui.coach import GAME_KEY
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.learn import start_lesson
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver


def open_lesson(driver: Driver, game: str, lesson_id: str, fresh: bool = False) -> tuple[Any, Any]:
    start_lesson(driver.app, game, fresh=fresh)
    driver.frames(2)
    table = driver.table
    assert table.coach is not None and table.coach.lesson.id == lesson_id
    return table, table.coach


def next_step(driver: Driver, coach: Any) -> None:
    driver.frames(1)
    assert "next" in coach.buttons, f"{coach.current.id} has no Next"
    driver.click(coach.buttons["next"].center)


def wait_for_my_turn(driver: Driver, table: Any, frames: int = 900) -> None:
    for _ in range(frames):
        driver.frames(1)
        if table.match.my_decision() and table.state.active == 0:
            return
    raise AssertionError("the computer never finished its turn")


def hand_region(table: Any, card_id: str) -> Any:
    return next(r for r in table.view.hand_regions() if table.state.cards[r.iid].id == card_id)


def starting_over_then_an_ordinary_game(driver: Driver, table: Any, coach: Any, lesson_id: str,
                                        lesson_session: Callable[[], Any]) -> None:
    """The menu's "Start the lesson over" deals a new game of the lesson at its first step; the same deal started as
    an ordinary game has no coach."""
    first = table.match.session.meta[GAME_KEY]
    next_step(driver, coach)
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("restart_lesson").rect.center)
    table = driver.table
    assert table.match.session.meta[GAME_KEY] != first and table.coach.current.id == "welcome"
    assert table.coach.lesson.id == lesson_id
    start_match(driver.app, Match(lesson_session(), autosave=False))
    assert driver.table.coach is None


def to_title(driver: Driver, table: Any) -> None:
    """The in-game menu's Title: the game stays the autosave."""
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("title").rect.center)
