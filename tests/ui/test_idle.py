"""An idle screen is not drawn again and again: only what changed is (the UI bench's idle_cpu_percent)."""

import pygame

from thunderstone_gui.engine.config import Seat
from thunderstone_gui.systems.classic.config import ClassicConfig
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.title import TitleScene

from .driver import Driver
from .scenarios import buy_seed
from .test_app_flow import new_game


def drawn_over(d, frames: int) -> int:
    before = d.app.frames_drawn
    d.frames(frames)
    return d.app.frames_drawn - before


def test_the_title_and_new_game_are_drawn_once_then_only_when_something_happens(driver):
    assert isinstance(driver.scene, TitleScene)
    assert drawn_over(driver, 60) == 0
    driver.move((10, 10))
    assert drawn_over(driver, 30) == 1          # the mouse moved: one frame shows it
    driver.press("new_game")
    assert isinstance(driver.scene, NewGameScene)
    driver.frames(2)
    assert drawn_over(driver, 60) == 0


def test_a_focused_text_field_redraws_only_for_its_caret(driver, monkeypatch):
    driver.press("new_game")
    field = driver.scene.widgets.get("seed")
    driver.click(field.rect.center)
    assert field.focused
    now = [0]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    before = driver.app.frames_drawn
    for _ in range(120):                         # two seconds of frames: the caret turns on or off 3-4 times
        now[0] += 1000 // 60
        driver.frames(1)
    assert 3 <= driver.app.frames_drawn - before <= 5


def test_the_table_waiting_for_the_player_is_not_drawn_again(driver):
    table = new_game(driver, buy_seed())
    driver.frames(3)
    assert drawn_over(driver, 60) == 0
    driver.key(pygame.K_v)                      # a decision: the table shows it
    assert table.state.pending.kind == "village"
    driver.frames(2)
    assert drawn_over(driver, 60) == 0
    table.say("a message")                      # a message shows at once, and goes again after a few seconds
    assert drawn_over(driver, 1) == 1
    assert 1 <= drawn_over(driver, 60 * 6) <= 2 and table.message == ""


def test_moving_cards_and_a_thinking_computer_are_drawn_every_frame(home):
    d = Driver(animation_speed="slow")
    try:
        table = new_game(d, buy_seed())
        d.key(pygame.K_v)
        d.perform(next(a for a in table.legal() if a.kind == "buy"))
        assert table.animator.busy
        assert drawn_over(d, 10) == 10
    finally:
        d.close()
    d = Driver()
    try:
        config = ClassicConfig(seats=(Seat(name="Ann", kind="ai", ai_level="random"),
                                      Seat(name="Robot", kind="ai", ai_level="random")), seed=8)
        from thunderstone_gui.ui.scenes.title import start_match

        start_match(d.app, Match.new(config))
        assert drawn_over(d, 20) == 20           # computers playing: the table moves all the time
    finally:
        d.close()
