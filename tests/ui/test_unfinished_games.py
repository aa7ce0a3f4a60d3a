"""New Game never throws an unfinished game away: the title lists every one (newest first) to continue or delete;
saves and replays are renamed and deleted in their dialogs; Load and Replays wait for something to open."""

import pygame

from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import autosave_slot, list_autosaves, read_info, save_as, save_replay
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.files import FileDialogScene
from thunderstone_gui.ui.scenes.title import TitleScene

from .scenarios import buy_seed
from .test_app_flow import new_game


def play_a_little(d, seed):
    table = new_game(d, seed)
    d.key(pygame.K_v)                       # one decision: the game is autosaved
    return table.match.session


def to_title(d):
    d.key(pygame.K_ESCAPE)
    d.click(d.table.overlay.choice_by_id("title").rect.center)
    assert isinstance(d.scene, TitleScene)


def test_a_new_game_keeps_the_unfinished_one_and_both_can_be_continued(driver):
    first = play_a_little(driver, buy_seed())
    to_title(driver)
    second = play_a_little(driver, 77)
    to_title(driver)
    title = driver.scene
    assert [info.path for info in title.games] == [autosave_slot(second), autosave_slot(first)]
    assert [info.path for _, info in title.game_rows] == [autosave_slot(second), autosave_slot(first)]
    # Continue: the newest. A row: that game.
    driver.press("continue")
    if driver.scene.name == "cover":
        driver.take_cover()
    assert driver.table.match.config.seed == 77
    to_title(driver)
    row, _ = driver.scene.game_rows[1]
    driver.click(row.center)
    if driver.scene.name == "cover":
        driver.take_cover()
    assert driver.table.match.config.seed == buy_seed()
    assert driver.table.state.state_hash() == first.state.state_hash()


def test_an_unfinished_game_is_deleted_after_a_question(driver):
    kept = play_a_little(driver, buy_seed())
    to_title(driver)
    gone = play_a_little(driver, 77)
    to_title(driver)
    title = driver.scene
    driver.press("delete_game:0")
    assert isinstance(title.overlay, ConfirmDialog)
    driver.key(pygame.K_n)                                  # No: nothing happens
    assert title.overlay is None and len(title.games) == 2
    driver.press("delete_game:0")
    driver.click(title.overlay.choices[0].rect.center)      # Yes
    assert [info.path for info in title.games] == [autosave_slot(kept)]
    assert not autosave_slot(gone).exists() and "deleted" in title.message
    assert [i.path for i in list_autosaves().games] == [autosave_slot(kept)]


def test_load_and_replays_wait_for_a_file(driver, home):
    title = driver.scene
    assert not title.widgets.get("load").enabled and not title.widgets.get("replays").enabled
    assert not title.widgets.get("continue").enabled
    session = play_a_little(driver, buy_seed())
    save_replay(session, "a replay")
    to_title(driver)
    assert not driver.scene.widgets.get("load").enabled and driver.scene.widgets.get("replays").enabled
    save_as(session, "a save")
    driver.app.switch(TitleScene(driver.app))
    driver.frames(1)
    assert driver.scene.widgets.get("load").enabled


def test_a_save_is_renamed_and_deleted_in_the_load_dialog(driver, home, monkeypatch):
    session = play_a_little(driver, buy_seed())
    save_as(session, "Monday")
    save_as(session, "Tuesday")
    to_title(driver)
    driver.press("load")
    dialog = driver.scene
    assert isinstance(dialog, FileDialogScene) and {i.label for i in dialog.entries} == {"Monday", "Tuesday"}
    dialog.selected = next(k for k, i in enumerate(dialog.entries) if i.label == "Monday")
    driver.press("rename")
    assert dialog.renaming is not None and dialog.renaming.text == "Monday"
    for _ in range(6):
        driver.key(pygame.K_BACKSPACE, frames=0)
    driver.type_text("Wednesday night")
    driver.key(pygame.K_RETURN)
    assert dialog.renaming is None
    assert {i.label for i in dialog.entries} == {"Wednesday night", "Tuesday"}
    renamed = paths.saves_dir() / "Wednesday night.json"
    assert read_info(renamed).label == "Wednesday night" and not (paths.saves_dir() / "Monday.json").exists()
    assert dialog.entries[dialog.selected].path == renamed
    # Renaming onto another save is refused with the reason.
    driver.press("rename")
    for _ in range(20):
        driver.key(pygame.K_BACKSPACE, frames=0)
    driver.type_text("Tuesday")
    driver.key(pygame.K_RETURN)
    assert "exists already" in dialog.message and renamed.exists()
    # Delete asks first.
    driver.press("delete")
    assert isinstance(dialog.overlay, ConfirmDialog)
    driver.key(pygame.K_y)
    assert not renamed.exists() and [i.label for i in dialog.entries] == ["Tuesday"]
    driver.press("delete")
    driver.key(pygame.K_RETURN)
    assert dialog.entries == [] and not dialog.widgets.get("open").enabled
    assert not dialog.widgets.get("delete").enabled and not dialog.widgets.get("rename").enabled
    assert dialog.message                                   # what was deleted


def load_and_play(d, name):
    """Title -> Load -> the save called `name` -> one decision (the game is autosaved)."""
    d.app.switch(TitleScene(d.app))
    d.frames(1)
    d.press("load")
    scene = d.scene
    scene.selected = next(k for k, info in enumerate(scene.entries) if info.label == name)
    d.press("open")
    return scene


def at_the_table(d):
    if d.scene.name == "cover":
        d.take_cover()
    return d.table


def decide(d):
    """One decision at the table (the game is autosaved)."""
    match = at_the_table(d).match
    match.submit(match.legal()[0])
    d.frames(2)


def test_loading_a_save_of_an_unfinished_game_lists_that_game_once(driver):
    session = play_a_little(driver, buy_seed())
    save_as(session, "kept")
    to_title(driver)
    assert len(driver.scene.games) == 1
    # The save and the unfinished game are at the same point: the loaded game goes on in the unfinished one's place.
    load_and_play(driver, "kept")
    decide(driver)
    to_title(driver)
    assert len(driver.scene.games) == 1 and driver.scene.games[0].path == autosave_slot(session)
    assert driver.scene.games[0].identity


def test_loading_a_save_behind_its_unfinished_game_asks_replace_or_keep_both(driver):
    session = play_a_little(driver, buy_seed())
    save_as(session, "early")
    driver.key(pygame.K_RETURN)                     # the turn ends: the unfinished game goes further than the save
    driver.frames(2)
    at_the_table(driver)
    to_title(driver)
    further = read_info(autosave_slot(session))
    files = load_and_play(driver, "early")
    question = files.overlay
    assert isinstance(question, ConfirmDialog) and [c.label for c in question.choices] == ["Replace it", "Keep both"]
    assert f"turn {further.turn}" in question.detail
    driver.click(question.choices[1].rect.center)             # Keep both: a second game, its own row
    decide(driver)
    to_title(driver)
    assert len(driver.scene.games) == 2
    load_and_play(driver, "early")
    driver.click(driver.scene.overlay.choices[0].rect.center)  # Replace it: still two (the newest one replaced)
    decide(driver)
    to_title(driver)
    assert len(driver.scene.games) == 2


def test_every_row_names_its_game(driver):
    play_a_little(driver, buy_seed())
    to_title(driver)
    driver.frames(1)
    from thunderstone_gui.ui import theme

    with theme.recording() as records:
        driver.scene.invalidate()
        driver.frames(1)
    assert any(text.startswith("Thunderstone: Ann, Bob") for text in (r.text for r in records))
