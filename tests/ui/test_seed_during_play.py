"""The seed is the whole deal: New Game shows it before the game, nothing shows it while the game is played."""

import pygame

from thunderstone_gui.persistence import paths
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.scenes.files import FileDialogScene, SaveAsScene
from thunderstone_gui.ui.scenes.settings import SettingsScene

from .driver import Driver
from .test_app_flow import new_game

SEED = 918273645


def test_no_screen_of_a_game_in_play_shows_its_seed(driver: Driver, monkeypatch) -> None:
    shown: list[str] = []
    render = theme.Fonts.render

    def recording(self, text, face, size, color):
        shown.append(text)
        return render(self, text, face, size, color)

    monkeypatch.setattr(theme.Fonts, "render", recording)
    table = new_game(driver, SEED)
    assert any(str(SEED) in text for text in shown)       # New Game shows it: the recording sees the screens' text
    shown.clear()
    driver.frames(3)
    menu_screens = {"settings": SettingsScene, "save_as": SaveAsScene, "load": FileDialogScene}
    for choice, scene in menu_screens.items():
        driver.key(pygame.K_ESCAPE)
        assert table.overlay is not None, "the menu did not open"
        driver.click(table.overlay.choice_by_id(choice).rect.center)
        assert isinstance(driver.scene, scene)
        driver.frames(2)
        driver.key(pygame.K_ESCAPE)
        assert driver.scene is table
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)                                       # the menu itself, drawn
    assert not table.match.is_over
    assert shown and not [text for text in shown if str(SEED) in text]
    driver.click(table.overlay.choice_by_id("export_log").rect.center)
    [log] = paths.logs_dir().glob("*.txt")                 # the log of a game not finished
    assert log.read_text().strip() and str(SEED) not in log.read_text()
