"""The owner's printed Advance cards inside the app (issue 51 item 6): New Game with Advance has Printed cards…, the
same dialog as Quest's; the template written to the data folder, a dropped file checked with the checker's sentences,
and an installed Horde played: its values in the picker, random setups that may draw it, and the config carrying it."""

from __future__ import annotations

import pygame
import yaml

from thunderstone_gui.engine.config import Seat
from thunderstone_gui.persistence import paths
from thunderstone_gui.systems.advance import printed
from thunderstone_gui.ui.printed_cards import PrintedCardsDialog

from ..systems.advance.test_printed_horde import HEALTH, filled
from .test_quest_table import cycle_to


def drop(driver, path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    driver.frames(2)


def test_the_horde_from_printed_cards_is_added_in_the_app_and_played(driver, tmp_path):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    scene = driver.scene
    panel = scene.panel
    assert panel.printed is None and panel.catalogue.groups["undead_horde"].not_random
    driver.press("printed_cards")
    dialog = scene.overlay
    assert isinstance(dialog, PrintedCardsDialog)
    driver.click(dialog.choices[0].rect.center)                 # Write the template
    template = paths.data_dir() / "advance-printed-template.yaml"
    assert "FILL" in template.read_text(encoding="utf-8")
    drop(driver, template)
    assert dialog.lines[0].startswith("advance-printed-template.yaml is not a card set yet (6 problems)")
    assert printed.installed_sets() == []
    mine = tmp_path / "my horde.yaml"
    mine.write_text(yaml.safe_dump(filled()), encoding="utf-8")
    drop(driver, mine)
    assert dialog.lines[0].startswith("my horde.yaml is valid"), dialog.lines
    driver.click(dialog.choices[3].rect.center)                 # Done
    assert scene.overlay is None
    assert panel.printed is not None and not panel.catalogue.groups["undead_horde"].not_random
    assert [panel.catalogue[f"soulstolen_{n}"].health for n in range(1, 11)] == HEALTH
    panel._set_setup("tower_of_corruption")
    config = panel.config((Seat(name="A"), Seat(name="B")), "strict", 5)
    assert config.printed == panel.printed                      # the game carries the values it is played with
    driver.frames(2)                                             # the notes say the printed cards are used
