"""A Quest game whose imported card set is missing, changed, or replaced by a file made to hurt is not damaged: its
autosave stays as it is, the title says once (English and German) which set it needs, the app starts quickly, Load
names the set, and the game is offered again once the set is installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bounds import no_hang
from tests.quest.test_hostile_sets import HOSTILE, MINE
from thunderstone_gui import i18n
from thunderstone_gui.app import start_app
from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths, saves
from thunderstone_gui.persistence.saves import autosave, list_autosaves, list_saves, load_autosave, save_as
from thunderstone_gui.systems.quest import cards, set_files
from thunderstone_gui.ui.strings import set_language

from .driver import Driver


def started(options=None):
    app = start_app(options or {})
    for _ in range(3):
        app.step(1 / 60)
    return app


@pytest.fixture(autouse=True)
def fresh_caches():
    """Each test installs and removes sets of its own: nothing a test before it found is remembered."""
    cards._registered.clear()
    set_files._checked.clear()
    saves._told_waiting.clear()
    yield
    cards._registered.clear()
    set_files._checked.clear()


def install(text: str = MINE) -> Path:
    folder = set_files.sets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    source = folder.parent / "typed-in.yaml"
    source.write_text(text, encoding="utf-8")
    target = set_files.install(source)
    source.unlink()
    return target


def quest_autosave(set_id: str = "my_cards") -> Path:
    return autosave(Session(GameConfig.new(2, game="quest", card_set=set_id, seed=3)))


def german(text: str) -> str:
    import thunderstone_gui.ui.phrases  # noqa: F401 - registers the files' phrases

    set_language("de")
    try:
        return i18n.engine_text(text)
    finally:
        set_language("en")


@pytest.mark.parametrize("name", ["laughs", "huge-deck", "too-large", "long-id"])
def test_the_app_starts_quickly_with_a_hostile_set_in_place_of_an_autosaves_set(home, name):
    paths.ensure_user_dirs()
    target = install()
    game = quest_autosave()
    target.write_text(HOSTILE[name], encoding="utf-8")          # the set's file, changed behind the app's back
    cards._registered.clear()                                   # a new start: no set known yet
    with no_hang():                                             # a hang guard: the bench measures the start's speed
        app = started()
    try:
        assert app.scene.name == "title" and app.last_crash is None
        assert f"The unfinished game {game.name} needs the Quest card set 'my_cards', whose file cannot be used (" \
            in app.scene.message
        assert game.exists() and not list(home.glob("autosave.damaged-*"))        # kept as it is
    finally:
        app.shutdown()


def test_a_quest_game_whose_set_is_missing_is_kept_and_comes_back_with_the_set(home):
    paths.ensure_user_dirs()
    target = install()
    game = quest_autosave()
    before = game.read_bytes()
    target.unlink()
    cards._registered.clear()
    app = started()
    try:
        message = app.scene.message
        assert message == (f"The unfinished game {game.name} needs the Quest card set 'my_cards', which is not "
                           "installed. It is kept as it is and can be continued once the set is installed again.")
        assert german(message).startswith(f"Das unbeendete Spiel {game.name} braucht den Quest-Kartensatz "
                                          "'my_cards', der nicht installiert ist.")
        assert not app.scene.widgets.get("continue").enabled
        assert game.read_bytes() == before and not list(home.glob("autosave.damaged-*"))
    finally:
        app.shutdown()
    assert list_autosaves().message == ""                       # said once a run, not on every visit of the title
    install()
    found = list_autosaves()
    assert [info.path for info in found.games] == [game] and found.message == ""
    assert load_autosave(game).config.card_set == "my_cards"


def test_the_load_dialog_names_the_missing_set_of_a_quest_save(home):
    paths.ensure_user_dirs()
    target = install()
    path = save_as(Session(GameConfig.new(2, game="quest", card_set="my_cards", seed=3)), "Quest evening")
    target.unlink()
    cards._registered.clear()
    (info,) = list_saves(paths.saves_dir())
    assert info.error == "needs the Quest card set 'my_cards', which is not installed"
    with pytest.raises(saves.SaveError) as caught:
        saves.load_session(path)
    assert caught.value.needs and str(caught.value).endswith("needs the Quest card set 'my_cards', which is not "
                                                             "installed")


def test_continuing_a_game_whose_set_went_meanwhile_keeps_it(driver: Driver, home):
    paths.ensure_user_dirs()
    target = install()
    game = quest_autosave()
    driver.app.switch(type(driver.scene)(driver.app))          # the title again: the game is offered
    assert [info.path for info in driver.scene.games] == [game]
    target.unlink()
    cards._registered.clear()
    driver.press("continue")
    assert driver.scene.name == "title" and game.exists() and not list(home.glob("autosave.damaged-*"))
    assert "needs the Quest card set 'my_cards', which is not installed" in driver.scene.message
