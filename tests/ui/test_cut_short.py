"""A game whose autosave journal lost its end is never continued silently at an earlier moment: the title's list
and the Load dialog say how many decisions were lost, in the player's language, and offer to go on from the last
good decision, the damaged file kept in the data folder."""

from __future__ import annotations

import shutil

import pytest

from tests.persistence.test_journal import autosaved_game, lines_after_the_record
from thunderstone_gui import i18n
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import autosave_slot, load_session, read_info
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.files import FileDialogScene
from thunderstone_gui.ui.scenes.title import TitleScene

WORDS = {"en": ("9 decisions of 40 were lost", "decision 31"),
         "de": ("9 von 40 Entscheidungen gingen verloren", "Entscheidung 31")}


def cut_autosave() -> tuple[Session, str]:
    """An autosave of 40 decisions whose last 9 lines were lost; the game and the cut file's text."""
    session = autosaved_game(40)
    path = autosave_slot(session)
    text = path.read_text()
    cut = text[: text.index(lines_after_the_record(text)[30])]
    path.write_text(cut)
    return session, cut


def texts(driver) -> list[str]:
    with theme.recording() as drawn:
        driver.scene.invalidate()
        driver.frames(2)
    return [d.text for d in drawn]


def on_the_table(driver):
    if driver.scene.name == "cover":
        driver.take_cover()
    return driver.table


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_title_lists_a_cut_game_with_what_it_lost_and_continues_it_when_asked(driver, language):
    session, cut = cut_autosave()
    path = autosave_slot(session)
    lost, kept = WORDS[language]
    try:
        i18n.set_language(language)
        driver.app.switch(TitleScene(driver.app))
        driver.frames(2)
        title = driver.scene
        [info] = title.games
        assert info.cut_short and (info.lost, info.expected) == (9, 40)
        assert any(lost in text for text in texts(driver))
        row, _ = title.game_rows[0]
        driver.click(row.center)
        assert isinstance(title.overlay, ConfirmDialog) and lost in title.overlay.detail
        assert kept in title.overlay.detail
        driver.click(title.overlay.choices[1].rect.center)          # No: the file stays as it is
        assert driver.scene is title and path.read_text() == cut
        driver.press("continue")
        driver.click(title.overlay.choices[0].rect.center)          # Yes
        table = on_the_table(driver)
        assert len(table.match.session.steps) == 31 and kept in table.message
    finally:
        i18n.set_language("en")
    expected = Session.replay(session.config, session.actions[:31]).state.state_hash()
    assert table.match.session.state.state_hash() == expected
    [damaged] = paths.data_dir().glob("autosave.damaged-*.json")
    assert damaged.read_text() == cut                                # kept aside, not deleted
    assert len(load_session(path).steps) >= 31 and not read_info(path).cut_short


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_load_dialog_says_a_save_was_cut_short_and_offers_its_last_good_decision(driver, language):
    session, cut = cut_autosave()
    target = paths.saves_dir() / "cut.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(autosave_slot(session), target)
    lost, kept = WORDS[language]
    try:
        i18n.set_language(language)
        dialog = FileDialogScene(driver.app, "load")
        driver.app.switch(dialog)
        driver.frames(2)
        assert any(lost in text for text in texts(driver))
        driver.press("open")
        assert isinstance(dialog.overlay, ConfirmDialog) and lost in dialog.overlay.detail
        driver.click(dialog.overlay.choices[0].rect.center)         # Yes
        table = on_the_table(driver)
        assert len(table.match.session.steps) == 31 and kept in table.message
    finally:
        i18n.set_language("en")
    [damaged] = paths.data_dir().glob("cut.damaged-*.json")
    assert damaged.read_text() == cut
    assert len(load_session(target).steps) == 31                    # the save now holds the game as far as it went
