"""Save as never replaces a save unasked: two labels can make one file name ("Good Game!" and "Good Game")."""

import pygame

from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import load_session, read_info, save_as
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.files import SaveAsScene

from .scenarios import buy_seed
from .test_app_flow import new_game


def test_save_as_asks_before_replacing_a_save_with_the_same_file_name(driver, home):
    table = new_game(driver, buy_seed())
    save_as(table.match.session, "Good Game")
    before = (paths.saves_dir() / "Good Game.json").read_text()
    driver.key(pygame.K_v)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(driver.scene, SaveAsScene)
    for _ in range(60):
        driver.key(pygame.K_BACKSPACE, frames=0)
    driver.type_text("Good Game!")
    driver.key(pygame.K_RETURN)
    dialog = driver.scene.overlay
    assert isinstance(dialog, ConfirmDialog) and dialog.text == "Replace that save?"
    assert dialog.detail == "Good Game.json already holds the save “Good Game”; saving “Good Game!” replaces it."
    driver.key(pygame.K_n)                                   # no: the old save stays, the name can be changed
    assert isinstance(driver.scene, SaveAsScene) and driver.scene.overlay is None
    assert driver.scene.widgets.get("name").text == "Good Game!"
    assert (paths.saves_dir() / "Good Game.json").read_text() == before
    driver.key(pygame.K_RETURN)
    driver.click(driver.scene.overlay.choices[0].rect.center)   # yes
    assert driver.scene is table and table.message == "Saved: Good Game.json"     # the name only, no folder
    table.export_log()                             # the log exported: its file's name, no folder either
    assert table.message.startswith("Log written to log-") and str(paths.data_dir()) not in table.message
    replaced = read_info(paths.saves_dir() / "Good Game.json")
    assert replaced.label == "Good Game!"
    assert load_session(replaced.path).state.state_hash() == table.state.state_hash()
