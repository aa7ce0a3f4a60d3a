"""The settings and the lesson's progress file, made to hurt (wrong types, deep nesting, too large, a named pipe, a
folder): the app starts and Learn to play goes on, each refusal is said once in the player's words (English and
German), and nothing is lost - a file that cannot be used is set aside and what can be used of it is kept. Temp files
of killed runs are cleared from every folder the app writes into."""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.app import start_app
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.settings import Settings, load_settings
from thunderstone_gui.systems.quest import set_files
from thunderstone_gui.ui.coach import progress_path, read_progress, take_progress_notice
from thunderstone_gui.ui.scenes import learn
from thunderstone_gui.ui.strings import set_language

from .driver import Driver


def started(options=None):
    app = start_app(options or {})
    for _ in range(3):
        app.step(1 / 60)
    return app


def german(text: str) -> str:
    import thunderstone_gui.ui.phrases  # noqa: F401 - registers the files' phrases

    set_language("de")
    try:
        return i18n.engine_text(text)
    finally:
        set_language("en")


# ------------------------------------------------------------------------------------------------ settings.json
def test_a_damaged_settings_file_is_set_aside_and_what_it_holds_is_kept(home):
    home.mkdir(parents=True)
    written = json.dumps({"player_names": ["Zed", 5, "Quinn"], "window_size": [10**100, 5],
                          "animation_speed": "slow", "language": "en", "seat_kinds": "human"})
    paths.settings_path().write_text(written, encoding="utf-8")
    app = started()
    try:
        assert app.settings.player_names == ["Zed", "Quinn"] and app.settings.animation_speed == "slow"
        assert app.settings.window_size == Settings().window_size and app.settings.language == "en"
        [kept] = home.glob("settings.damaged-*.json")
        assert kept.read_text(encoding="utf-8") == written                  # nothing lost
        message = app.scene.message
        assert message.startswith("The settings file has values that cannot be used (window_size, player_names, "
                                   f"seat_kinds). It was kept beside it as {kept.name}; the rest of your settings "
                                   "are kept.")
        assert german(message).startswith("Die Einstellungsdatei hat Werte, die nicht verwendbar sind (")
    finally:
        app.shutdown()
    again = started()
    try:
        assert again.scene.message == "" and again.settings.player_names == ["Zed", "Quinn"]
    finally:
        again.shutdown()


@pytest.mark.parametrize("content", ["{", "[1, 2]", "[" * 100_000, "x" * (2 * 1024 * 1024)],
                         ids=["not-json", "a-list", "deep", "too-large"])
def test_a_settings_file_that_cannot_be_used_at_all_is_set_aside_not_overwritten(home, content):
    home.mkdir(parents=True)
    paths.settings_path().write_text(content, encoding="utf-8")
    app = started()
    try:
        [kept] = home.glob("settings.damaged-*.json")
        assert kept.read_text(encoding="utf-8") == content
        assert app.scene.message.startswith("The settings file ") and "the defaults are used" in app.scene.message
        assert json.loads(paths.settings_path().read_text(encoding="utf-8"))["language"]      # a new, clean file
    finally:
        app.shutdown()


def test_a_named_pipe_or_a_folder_as_the_settings_file_does_not_stop_the_start(home):
    home.mkdir(parents=True)
    os.mkfifo(paths.settings_path())
    settings, message = load_settings()
    assert settings == Settings() and "is not a regular file (a pipe or a device)" in message
    assert not paths.settings_path().exists() and len(list(home.glob("settings.damaged-*.json"))) == 1
    paths.settings_path().mkdir()
    settings, message = load_settings()
    assert message.startswith("The settings file is a folder, not a file. It was kept beside it as settings.damaged-")


def test_valid_settings_load_as_before(home):
    home.mkdir(parents=True)
    saved = Settings(player_names=["Ann", "Zoë"], window_size=(3840, 2160), language="de", sets_not_owned=["wrath"])
    paths.settings_path().write_text(saved.model_dump_json(), encoding="utf-8")
    assert load_settings() == (saved, "")
    assert not list(home.glob("settings.damaged-*"))


# ------------------------------------------------------------------------------------------------ lesson.json
LESSON_FILES = {
    "autosave-number": json.dumps({"lesson": "classic-first-game", "game": "abc", "autosave": 5}),
    "lesson-list": json.dumps({"lesson": ["classic-first-game"], "game": "abc"}),
    "tips-number": json.dumps({"lesson": "classic-first-game", "tips": 7}),
    "step-dict": json.dumps({"lesson": "classic-first-game", "step": {"id": "buy"}}),
    "deep": "[" * 100_000 + "]" * 100_000,
    "deep-object": '{"lesson": ' + '{"a": ' * 50_000 + "1" + "}" * 50_000 + "}",
    "not-json": "{lesson",
    "top-list": "[1, 2]",
    "too-large": json.dumps({"lesson": "x" * (100 * 1024)}),
}


@pytest.mark.parametrize("name", sorted(LESSON_FILES))
def test_learn_to_play_starts_whatever_the_progress_file_holds(driver: Driver, home, name):
    paths.ensure_user_dirs()
    progress_path().write_text(LESSON_FILES[name], encoding="utf-8")
    learn.start_lesson(driver.app)
    driver.frames(2)
    assert driver.app.last_crash is None and driver.table.coach is not None
    [kept] = home.glob("lesson.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == LESSON_FILES[name]
    message = driver.table.message
    assert message.startswith("The lesson's progress file ") and f"It was kept beside it as {kept.name}" in message
    assert german(message).startswith("Die Fortschrittsdatei der Lektion ")
    assert read_progress()["lesson"] == "classic-first-game"      # a new progress file
    assert take_progress_notice() == ""                              # said once


def test_a_named_pipe_as_the_progress_file_is_set_aside_without_waiting(driver: Driver, home):
    paths.ensure_user_dirs()
    os.mkfifo(progress_path())
    learn.start_lesson(driver.app)
    driver.frames(2)
    assert driver.table.coach is not None
    assert "is not a regular file (a pipe or a device)" in driver.table.message
    assert len(list(home.glob("lesson.damaged-*.json"))) == 1


def test_what_can_be_used_of_a_progress_file_is_kept(home):
    paths.ensure_user_dirs()
    autosave_file = str(paths.autosaves_dir() / "game-1.json")
    progress_path().write_text(json.dumps({"lesson": "l", "game": "g", "step": "buy", "tips": [1, "rest"],
                                           "autosave": autosave_file}), encoding="utf-8")
    assert read_progress() == {"lesson": "l", "game": "g", "step": "buy", "autosave": autosave_file}
    assert take_progress_notice().startswith("The lesson's progress file has values that cannot be used (tips). ")


def test_a_progress_file_naming_a_file_outside_the_unfinished_games_opens_nothing(home):
    paths.ensure_user_dirs()
    progress_path().write_text(json.dumps({"lesson": "l", "game": "g", "autosave": "/dev/zero"}), encoding="utf-8")
    assert read_progress() == {"lesson": "l", "game": "g"} and take_progress_notice() == ""


# ------------------------------------------------------------------------------------------------ temp files
def test_stale_temp_files_are_removed_from_every_folder_the_app_writes(home):
    paths.ensure_user_dirs()
    old = time.time() - 3600
    stale = [folder / ".x.json.abcdefgh.tmp" for folder in (paths.setups_dir(), paths.quest_sets_dir())]
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
        os.utime(path, (old, old))
    app = started()
    try:
        assert [p for p in stale if p.exists()] == []
    finally:
        app.shutdown()


def test_every_folder_the_app_writes_into_is_cleaned(home):
    written = set(paths.written_dirs())
    assert {paths.setups_dir(), set_files.sets_dir(), paths.autosaves_dir(), paths.config_dir()} <= written
    shutil.rmtree(home, ignore_errors=True)
