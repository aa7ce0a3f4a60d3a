"""Title → Learn to play with lessons for more than one game: a button a lesson (the game it teaches under it), the
lesson in progress offered as "Resume" with a "Start over" beside it, Back and Escape to the title. With one lesson,
Learn to play starts it at once (tests/ui/test_lesson.py)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from thunderstone_gui.ui.classic.lesson import lesson as classic_lesson
from thunderstone_gui.ui.coach import GAME_KEY, read_progress
from thunderstone_gui.ui.scenes import learn
from thunderstone_gui.ui.widgets import Button

from .driver import Driver


@pytest.fixture
def two_lessons(monkeypatch):
    """The original game's lesson and a second one (the same script under Advance's name: the chooser is what is
    tested, whatever the games' own lessons are)."""
    first = classic_lesson()
    second = replace(first, game="advance", id="second-lesson", title="Second lesson")
    monkeypatch.setattr(learn, "lessons", lambda: [first, second])
    return first, second


def test_learn_to_play_offers_each_games_lesson(driver: Driver, two_lessons):
    driver.press("learn")
    assert driver.scene.name == "learn"
    buttons = {w.id: w.label for w in driver.scene.widgets.items if w.id.startswith(("lesson:", "restart:"))}
    assert buttons == {"lesson:classic": two_lessons[0].title, "lesson:advance": "Second lesson"}
    assert {text for text, _ in driver.scene.captions} == {"Thunderstone", "Thunderstone Advance"}
    driver.press("lesson:classic")
    table = driver.table
    assert table.coach is not None and table.coach.lesson.id == two_lessons[0].id
    assert read_progress()["lesson"] == two_lessons[0].id


def test_the_lesson_in_progress_resumes_or_starts_over(driver: Driver, two_lessons):
    driver.press("learn")
    driver.press("lesson:classic")
    coach = driver.table.coach
    for _ in range(3):                      # the first steps, then the first decision (it makes the autosave)
        driver.click(coach.buttons["next"].center)
    driver.press("village")
    game = driver.table.match.session.meta[GAME_KEY]
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.table.overlay.choice_by_id("title").rect.center)
    driver.press("learn")
    labels = {w.id: w.label for w in driver.scene.widgets.items if isinstance(w, Button)}
    assert labels["lesson:classic"] == f"Resume: {two_lessons[0].title}" and "restart:classic" in labels
    assert labels["lesson:advance"] == "Second lesson" and "restart:advance" not in labels
    driver.press("lesson:classic")
    assert driver.table.match.session.meta[GAME_KEY] == game             # the same game, resumed
    assert driver.table.coach.current.id == "buy"
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.table.overlay.choice_by_id("title").rect.center)
    driver.press("learn")
    driver.press("restart:classic")
    assert driver.table.match.session.meta[GAME_KEY] != game             # a new game of the lesson
    assert driver.table.coach.current.id == two_lessons[0].steps[0].id


def test_back_and_escape_lead_to_the_title(driver: Driver, two_lessons):
    driver.press("learn")
    driver.press("back")
    assert driver.scene.name == "title"
    driver.press("learn")
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "title"


def test_one_lesson_starts_at_once(driver: Driver, monkeypatch):
    monkeypatch.setattr(learn, "lessons", lambda: [classic_lesson()])
    driver.press("learn")
    assert driver.scene.name == "table" and driver.table.coach is not None


def test_every_game_has_its_lesson_on_the_learn_screen(driver: Driver):
    driver.press("learn")
    assert driver.scene.name == "learn"
    games = [w.id.split(":")[1] for w in driver.scene.widgets.items if w.id.startswith("lesson:")]
    assert games == ["classic", "advance", "quest"]          # in the order New Game offers the games
    for game in games:
        driver.press(f"lesson:{game}")
        table = driver.table
        assert table.state.config.game == game and table.coach is not None and table.coach.lesson.game == game
        driver.key(pygame.K_ESCAPE)
        driver.click(table.overlay.choice_by_id("title").rect.center)
        driver.press("learn")


def test_a_lesson_begun_again_is_one_row_of_the_title_named_as_a_lesson_and_resumes_as_one(driver: Driver,
                                                                                              two_lessons):
    for restart in (False, True, True):
        driver.press("learn")
        driver.press("restart:classic" if restart else "lesson:classic")
        coach = driver.table.coach
        for _ in range(3):
            driver.click(coach.buttons["next"].center)
        driver.press("village")                     # a decision: the attempt is autosaved
        driver.key(pygame.K_ESCAPE)
        driver.click(driver.table.overlay.choice_by_id("title").rect.center)
    title = driver.scene
    assert len(title.games) == 1 and title.games[0].lesson == two_lessons[0].id
    from thunderstone_gui.ui import theme

    with theme.recording() as records:
        title.invalidate()
        driver.frames(1)
    assert any(r.text.startswith("Thunderstone, lesson: ") for r in records)
    row, _ = title.game_rows[0]
    driver.click(row.center)
    if driver.scene.name == "cover":
        driver.take_cover()
    assert driver.table.coach is not None and driver.table.coach.current.id == "buy"
