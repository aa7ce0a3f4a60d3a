"""Whatever is in the data folder, the app starts and lists what it can: a damaged autosave is set aside with a
message, damaged saves are listed with the reason, odd file names and named pipes break nothing."""

import json
import os
import time

import pygame
import pytest

from tests.persistence.test_crafted_files import CRAFTED, DEEP, crafted_folder
from thunderstone_gui.app import start_app
from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import autosave_slot, read_info, save_as, session_meta
from thunderstone_gui.ui.classic.demo import advance
from thunderstone_gui.ui.scenes.files import FileDialogScene
from thunderstone_gui.ui.scenes.title import TitleScene

from .scenarios import buy_seed
from .test_app_flow import new_game


def started(options=None):
    """The app as `thunderstone` starts it, a few frames drawn."""
    app = start_app(options or {})
    for _ in range(3):
        app.step(1 / 60)
    return app


def write_autosave(text: str | bytes) -> None:
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        paths.autosave_path().write_bytes(text)
    else:
        paths.autosave_path().write_text(text)


def game(decisions: int = 30, seed: int = 5) -> Session:
    return advance(Session(GameConfig.new(["Ann", "Bob"], seed=seed)), decisions, seed)


@pytest.mark.parametrize("content", [CRAFTED["seats-null.json"], DEEP, CRAFTED["meta-list.json"],
                                     CRAFTED["version-huge.json"], b"\xff\xfe\x00garbage", ""],
                         ids=["seats-null", "deep", "meta-list", "huge-number", "binary", "empty"])
def test_the_app_starts_with_a_damaged_autosave_and_sets_it_aside(home, content):
    write_autosave(content)
    app = started()
    try:
        assert isinstance(app.scene, TitleScene) and app.last_crash is None
        assert app.scene.message.startswith("The autosave ")
        assert "kept in your data folder as autosave.damaged-" in app.scene.message
        assert not app.scene.widgets.get("continue").enabled
        [kept] = home.glob("autosave.damaged-*.json")
        assert kept.read_bytes() == (content if isinstance(content, bytes) else content.encode())
        assert not paths.autosave_path().exists()
    finally:
        app.shutdown()
    again = started()                                  # the next start is a clean one
    try:
        assert again.scene.message == "" and len(list(home.glob("autosave.damaged-*.json"))) == 1
    finally:
        again.shutdown()


def test_a_second_damaged_autosave_is_kept_beside_the_first(home):
    for _ in range(2):
        write_autosave("{")
        started().shutdown()
    assert len(list(home.glob("autosave.damaged-*.json"))) == 2


def test_a_named_pipe_as_the_autosave_is_set_aside_without_being_opened(home):
    home.mkdir(parents=True)
    os.mkfifo(paths.autosave_path())
    app = started()
    try:
        assert "not a regular file" in app.scene.message and not app.scene.widgets.get("continue").enabled
    finally:
        app.shutdown()


def test_loading_a_named_pipe_from_the_command_line_says_why(home):
    home.mkdir(parents=True)
    pipe = home / "x.json"
    os.mkfifo(pipe)
    app = started({"load": str(pipe)})
    try:
        assert isinstance(app.scene, FileDialogScene)
        assert app.scene.message == "Could not load: x.json is not a regular file (a pipe or a device)"
    finally:
        app.shutdown()


def test_an_autosave_that_does_not_replay_is_set_aside_when_continued(driver, home):
    record = json.loads(game(60).record().to_json())
    record["actions"] = record["actions"][:3] + record["actions"][4:]
    record["length"] -= 1                   # whole, but one decision in the middle was taken out
    record["checkpoints"] = [c for c in record["checkpoints"] if c["index"] <= len(record["actions"])]
    write_autosave(json.dumps(record))
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert driver.scene.widgets.get("continue").enabled          # it looks fine until it is replayed
    driver.press("continue")
    assert isinstance(driver.scene, TitleScene) and driver.app.last_crash is None
    assert driver.scene.message.startswith("The autosave cannot be loaded: its decision 4 cannot be replayed")
    assert not driver.scene.widgets.get("continue").enabled
    assert len(list(home.glob("autosave.damaged-*.json"))) == 1


def test_an_unfinished_autosave_that_says_it_is_finished_can_be_continued(driver, home):
    session = game(30)
    assert session.state.result is None
    meta = {**session_meta(session, "Autosave"), "finished": True}
    write_autosave(session.record(meta=meta).to_json())
    assert read_info(paths.autosave_path()).finished         # what the file claims
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert driver.scene.widgets.get("continue").enabled
    driver.press("continue")
    if driver.scene.name == "cover":
        driver.take_cover()
    assert driver.table.state.state_hash() == session.state.state_hash()


def test_a_finished_autosave_turns_continue_off(driver, home):
    session = game(5000)
    assert session.state.result is not None
    write_autosave(session.record(meta={**session_meta(session, "Autosave"), "finished": False}).to_json())
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert driver.scene.widgets.get("continue").enabled           # the file does not say so: nothing to check
    for path in paths.autosaves_dir().glob("*.json"):
        path.unlink()
    write_autosave(session.record(meta=session_meta(session, "Autosave")).to_json())
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert not driver.scene.widgets.get("continue").enabled
    assert driver.scene.message == "" and list(paths.autosaves_dir().glob("*.json")) == []   # it ended: removed


def test_the_load_dialog_lists_every_odd_file_and_opening_one_only_says_why(driver, home):
    folder = crafted_folder(paths.saves_dir())
    with open(os.path.join(os.fsencode(folder), b"\xff.json"), "wb") as handle:
        handle.write(b"{")
    os.mkfifo(folder / "x.json")
    save_as(game(20), "A good one")
    driver.app.switch(TitleScene(driver.app))           # the title looks for saves when it opens
    driver.press("load")
    dialog = driver.scene
    assert isinstance(dialog, FileDialogScene) and driver.app.last_crash is None
    names = {info.path.name for info in dialog.entries}
    assert names == {p.name for p in folder.iterdir()}
    for index, info in enumerate(dialog.entries):
        if info.label == "A good one":
            continue
        dialog.selected = index
        dialog.scroll = max(0, index - 3)
        driver.key(pygame.K_RETURN)
        assert driver.scene is dialog and driver.app.last_crash is None, info
        assert dialog.message == f"{info.label}: {info.error}"
    odd = next(i for i in dialog.entries if i.path.name.startswith("\udcff"))
    assert odd.label == "\\xff" and "damaged" in odd.error


def test_a_save_with_an_odd_file_name_that_fails_to_load_is_reported(driver, home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    text = game(60).record().to_json().replace('"visit_village"', '"rest"', 1)   # valid, but does not replay
    with open(os.path.join(os.fsencode(folder), b"caf\xe9.json"), "w") as handle:
        handle.write(text)
    driver.app.switch(TitleScene(driver.app))
    driver.press("load")
    [info] = driver.scene.entries
    assert info.ok
    driver.key(pygame.K_RETURN)
    assert driver.scene.message.startswith("Could not load: caf\\xe9.json cannot be loaded")
    driver.frames(2)
    assert driver.app.last_crash is None


def test_stale_temp_files_of_killed_runs_are_removed_at_start(home):
    paths.ensure_user_dirs()
    old = time.time() - 3600
    stale = [home / ".autosave.json.k2j4_x9q.tmp", paths.saves_dir() / ".Good Game.json.abcdefgh.tmp",
             paths.replays_dir() / ".r.json.00000000.tmp"]
    fresh = home / ".autosave.json.zzzzzzzz.tmp"            # another running copy of the app is writing it
    others = [home / "notes.tmp", home / ".autosave.json.tmp", home / "x.abcdefgh.tmp",
              paths.saves_dir() / ".hidden.json.ABCDEFGH.tmp"]
    for path in [*stale, fresh, *others]:
        path.write_text("x")
        if path is not fresh:
            os.utime(path, (old, old))
    app = started()
    try:
        assert [p for p in stale if p.exists()] == []
        assert fresh.exists() and all(p.exists() for p in others)
    finally:
        app.shutdown()


def test_quitting_compacts_the_autosave_into_a_plain_record(driver, home):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    buy = next(a for a in table.legal() if a.kind == "buy")
    driver.perform(buy)
    path = autosave_slot(table.match.session)
    with pytest.raises(json.JSONDecodeError):
        json.loads(path.read_text())                          # a journal: the record and a line after it
    driver.app.shutdown()
    assert len(json.loads(path.read_text())["actions"]) == 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_saves_folder_that_cannot_be_read_is_said_not_shown_empty(driver, home, monkeypatch, lang):
    from thunderstone_gui import i18n

    paths.saves_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.saves_dir().write_text("a file where the folder belongs")
    i18n.set_language(lang)
    try:
        driver.app.switch(FileDialogScene(driver.app, "load"))
        driver.frames(1)
        in_the_way = driver.scene.message
        real_scandir = os.scandir
        paths.saves_dir().unlink()
        paths.saves_dir().mkdir()

        def refused(path, *args):
            if str(path) == str(paths.saves_dir()):
                raise PermissionError(13, "Permission denied")
            return real_scandir(path, *args)

        monkeypatch.setattr(os, "scandir", refused)
        driver.app.switch(FileDialogScene(driver.app, "load"))
        driver.frames(1)
        no_permission = driver.scene.message
    finally:
        i18n.set_language("en")
    if lang == "en":
        assert in_the_way == "The folder of your saved games cannot be read: a file is in the way of the folder"
        assert no_permission == "The folder of your saved games cannot be read: there is no permission to read it"
    else:
        assert in_the_way == ("Der Ordner deiner gespeicherten Spiele lässt sich nicht lesen: eine Datei steht dem "
                              "Ordner im Weg")
        assert no_permission == ("Der Ordner deiner gespeicherten Spiele lässt sich nicht lesen: es fehlt die "
                                 "Berechtigung, ihn zu lesen")
