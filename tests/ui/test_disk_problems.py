"""A full or read-only disk in the running app: a clear message, never a crash, never a lost game."""

import errno
import tempfile
import types
from pathlib import Path

import pygame

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import atomic, journal, paths
from thunderstone_gui.persistence.saves import autosave_slot, load_session
from thunderstone_gui.ui.classic.demo import advance
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.files import SaveAsScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.settings import SettingsScene
from thunderstone_gui.ui.scenes.title import TitleScene, start_match

from .scenarios import buy_seed
from .test_app_flow import new_game


def break_disk(monkeypatch, code=errno.ENOSPC):
    """Every file the app writes now fails the way a full (or read-only) disk fails: creating the temp file, and
    appending a line to the autosave."""
    def refuse(*args, **kwargs):
        raise OSError(code, "simulated")

    monkeypatch.setattr(atomic, "tempfile", types.SimpleNamespace(mkstemp=refuse))
    monkeypatch.setattr(journal, "append_text", refuse)


def mend_disk(monkeypatch):
    """The disk works again: only what break_disk broke is put back (monkeypatch.undo() would also undo the
    test's other patches)."""
    monkeypatch.setattr(atomic, "tempfile", tempfile)
    monkeypatch.setattr(journal, "append_text", atomic.append_text)


def test_a_full_disk_warns_on_the_table_and_the_game_goes_on_then_saves_again(driver, monkeypatch):
    table = new_game(driver, buy_seed())
    break_disk(monkeypatch)
    driver.key(pygame.K_v)
    assert table.state.pending.kind == "village"                  # the decision was taken all the same
    assert "Autosave failed: the disk is full" in table.message
    assert table.frame.warning_rect is not None               # and the top bar keeps saying it
    buy = next(a for a in table.legal() if a.kind == "buy")
    driver.perform(buy)
    assert buy.card in table.state.players[table.state.active].discard
    driver.frames(400)                                             # the status message fades; the warning stays
    assert table.frame.warning_rect is not None and driver.scene is table
    # Space again: the next decision (an undo here) writes the whole game.
    mend_disk(monkeypatch)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert "Autosave works again" in table.message
    assert table.frame.warning_rect is None
    assert load_session(autosave_slot(table.match.session)).state.state_hash() == table.state.state_hash()


def test_closing_a_game_that_could_not_be_saved_asks_first(driver, monkeypatch):
    table = new_game(driver, buy_seed())
    break_disk(monkeypatch, errno.EROFS)
    driver.key(pygame.K_v)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(1)
    assert driver.app.running and isinstance(table.overlay, ConfirmDialog)
    assert "the disk is read-only" in table.overlay.detail
    driver.key(pygame.K_n)                                         # no: back to the game
    assert driver.app.running and table.overlay is None
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("title").rect.center)
    assert isinstance(table.overlay, ConfirmDialog) and driver.scene is table
    driver.key(pygame.K_y)
    assert isinstance(driver.scene, TitleScene)


def test_save_as_to_an_unwritable_folder_says_why_and_keeps_the_game(driver, monkeypatch):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    expected = table.state.state_hash()
    break_disk(monkeypatch, errno.EACCES)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(driver.scene, SaveAsScene)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.scene, SaveAsScene)
    assert driver.scene.message == "Could not save: there is no permission to write there. Your game goes on."
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table and table.state.state_hash() == expected
    assert not list(paths.saves_dir().glob("*.json"))


def test_the_first_start_on_a_read_only_disk_opens_the_title_with_a_message(home, monkeypatch):
    from thunderstone_gui.app import start_app

    def refuse(self, *args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "mkdir", refuse)
    app = start_app({})
    try:
        assert isinstance(app.scene, TitleScene)
        assert "cannot be created: the disk is read-only" in app.scene.message
        for _ in range(3):
            app.step(1 / 60)
        assert isinstance(app.scene, TitleScene) and app.last_crash is None
    finally:
        app.shutdown()


def test_the_first_start_makes_the_data_folders(home):
    from thunderstone_gui.app import start_app

    app = start_app({})
    try:
        assert paths.saves_dir().is_dir() and paths.crash_dir().is_dir() and paths.replays_dir().is_dir()
        assert app.scene.message == ""
    finally:
        app.shutdown()


def test_settings_that_cannot_be_stored_say_so_and_still_apply(driver, monkeypatch):
    break_disk(monkeypatch, errno.EROFS)
    driver.press("settings")
    assert isinstance(driver.scene, SettingsScene)
    cycler = driver.scene.widgets.get("animation_speed")
    driver.click((cycler.rect.right - 5, cycler.rect.centery))
    assert "settings could not be saved (the disk is read-only)" in driver.scene.message
    assert driver.app.settings.animation_speed == cycler.value


def test_a_replay_that_cannot_be_saved_says_why(driver, monkeypatch):
    session = advance(Session(GameConfig.new(["Ann", "Bob"], seed=5)), 5000, 5)
    assert session.state.result is not None
    start_match(driver.app, Match(session))
    driver.frames(1)
    assert isinstance(driver.scene, GameOverScene)
    break_disk(monkeypatch)
    driver.press("save_replay")
    assert driver.scene.message == "Could not save the replay: the disk is full"
    assert not list(paths.replays_dir().glob("*.json"))


def test_a_crash_while_the_disk_is_full_still_shows_the_error_screen(driver, monkeypatch):
    table = new_game(driver, 5)
    break_disk(monkeypatch)

    def broken(surface):
        raise RuntimeError("a bug in drawing")

    table.draw = broken
    table.invalidate()          # a table waiting for the player is drawn only when something changed
    driver.frames(1)
    assert driver.scene.name == "error" and driver.scene.report is None and not driver.scene.saved
    driver.frames(2)                                               # the error screen itself draws fine
    assert driver.app.running and driver.scene.name == "error"
