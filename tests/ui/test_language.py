"""The language: taken from the system on the first start and kept, chosen in Settings, applied at once (the
screen, the card faces, the game log), and the Deutsch catalogs shipped with the package."""

from __future__ import annotations

import json

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.settings import load_settings


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("env,expected", [
    ({"THUNDERSTONE_LANG": "de"}, "de"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LC_ALL": "de_AT.utf8", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),         # the first variable set decides (POSIX)
    ({"LANG": "fr_FR.UTF-8"}, "en"),                        # a language we do not have: English
    ({"LANGUAGE": "de:en"}, "de"),
    ({}, "en"),
])
def test_the_system_language_comes_from_the_environment(env, expected):
    assert i18n.system_language(env) == expected


def test_the_first_start_speaks_the_system_language_and_keeps_it(home, monkeypatch):
    from thunderstone_gui.app import start_app

    monkeypatch.setenv("THUNDERSTONE_LANG", "de")
    app = start_app()
    try:
        app.step(1 / 60)
        assert i18n.language() == "de"
        assert app.scene.widgets.get("new_game").label == "Neues Spiel"
        assert json.loads(paths.settings_path().read_text())["language"] == "de"
    finally:
        app.shutdown()
    # The system's locale changes; the game keeps the language it took (Settings changes it).
    monkeypatch.setenv("THUNDERSTONE_LANG", "en")
    assert load_settings()[0].language == "de"


def test_a_settings_file_with_an_unknown_language_asks_the_system_again(home):
    paths.ensure_user_dirs()
    paths.settings_path().write_text(json.dumps({"language": "tlh", "animation_speed": "fast"}))
    settings, message = load_settings()
    assert (settings.language, settings.animation_speed, message) == ("", "fast", "")


def test_choosing_deutsch_in_settings_applies_at_once_and_is_stored(driver):
    from thunderstone_gui.ui.scenes.settings import SettingsScene

    app = driver.app
    app.switch(SettingsScene(app, back=None))
    driver.frames()
    assert driver.scene.widgets.get("back").label == "Back"
    _cycle_to(driver, "language", "de")
    assert i18n.language() == "de"
    assert driver.scene.widgets.get("back").label == "Zurück"          # the same screen, laid out again
    assert json.loads(paths.settings_path().read_text())["language"] == "de"
    driver.press("back")
    assert driver.scene.widgets.get("new_game").label == "Neues Spiel"


def _cycle_to(driver, widget_id: str, value: object) -> None:
    for __ in range(10):
        cycler = driver.scene.widgets.get(widget_id)
        if cycler.value == value:
            return
        driver.click((cycler.rect.right - 4, cycler.rect.centery))
    raise AssertionError(f"{widget_id} never showed {value}")


def test_a_game_in_progress_is_told_again_in_the_new_language(driver):
    """The log keeps its sentences as messages: after a change of language every line, the headings and the
    cards gained are said in the new one; the card faces are drawn in it too."""
    from thunderstone_gui.ui.game_view import view_for
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.table import TableScene

    session = view_for("classic").demo_session(7, 40)
    match = Match(session, autosave=False)
    match.take_device(session.state.pending.seat)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames()
    english = [line.text for line in match.log.lines]
    card = session.state.cards[0]
    english_face = table.view.art.face(card, 200)
    assert any(text.startswith("Turn ") for text in english) and any(" buys " in text for text in english)
    i18n.set_language("de")
    driver.app.settings.language = "de"
    table.on_resize()
    driver.frames()
    german = [line.text for line in match.log.lines]
    assert len(german) == len(english) and german != english
    assert any(text.startswith("Zug ") for text in german) and any(" kauft " in text for text in german)
    assert all(" buys " not in text for text in german)
    assert all("\u00ad" not in text for text in german)            # soft hyphens break names on card faces only
    gained = [str(g) for gains in match.gains.values() for g in gains]
    assert gained and {"Dolch", "Proviand"} & set(gained) and not {"Dagger", "Iron Rations"} & set(gained)
    assert table.view.art.face(card, 200) is not english_face      # the faces are drawn again, in German


def test_the_catalogs_are_package_data():
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    data = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "*/LC_MESSAGES/*.mo" in data["thunderstone_gui.locale"]
    spec = (root / "build.spec").read_text()
    assert '(ROOT / "thunderstone_gui" / "locale")' in spec
    for lang in i18n.LANGUAGES:
        if lang != i18n.SOURCE_LANGUAGE:
            for domain in i18n.DOMAINS:
                assert (i18n.locale_dir() / lang / "LC_MESSAGES" / f"{domain}.mo").is_file()
