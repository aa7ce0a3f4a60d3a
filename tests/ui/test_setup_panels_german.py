"""New Game's card lists of Thunderstone Advance and Thunderstone Quest name the cards in the player's language."""

from __future__ import annotations

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.systems.advance.randomizer import Entry

from .test_wrath_table import cycle_to


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_advance_lists_name_monster_groups_heroes_and_village_cards_in_german(driver, german):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    panel = driver.scene.panel
    assert panel.entry_name(Entry("village", "longsword")).replace("\xad", "") == "Langschwert"
    assert panel.entry_name(Entry("monster", "undead_treefolk")) == "Untoter - Baumvolk"


def test_quest_lists_name_their_cards_in_german_and_the_set_once(driver, german):
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    panel = driver.scene.panel
    driver.frames(1)
    shown = [panel._board_entry(e) for e in panel.card_set().entries()]
    assert any(e.tag == "Wächter S4" for e in shown)
    labels = [e.name for e in shown] + [e.tag for e in shown]
    assert not any("Guardian" in label or "Goblins (" in label for label in labels), labels
    assert panel.sets[0].label.startswith("Laternenweg") and "(unser)" not in panel.sets[0].label
