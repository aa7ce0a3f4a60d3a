"""New Game's setup tools for Thunderstone Advance, driven by posted mouse and key events on the real app: a random
set's notes ("Why these cards"), the needs switch, reroll one monster group / Bearer / hero line / Village card, lock
cards and reroll the rest, and saved setups (save, load) of the game "advance"."""

from __future__ import annotations

import random

from thunderstone_gui.persistence.setups import list_setups, save_setup, setup_path
from thunderstone_gui.systems.advance.config import AdvanceCardSet
from thunderstone_gui.systems.advance.randomizer import Entry
from thunderstone_gui.ui.scenes.new_game import NewGameScene

from .driver import Driver
from .test_setups_screen import click_control, shown, type_name
from .test_wrath_table import cycle_to, draw_setup

SEED = 5           # its random set swaps the Deepstrider heroes for the Drua: the Pyre Viper gives Curses
DRUA_NOTE = ("The Drua heroes came in for the Deepstrider heroes: Pyre Viper gives Curses, so the set needs a Cleric "
             "line or a card that destroys cards.")


def random_advance_game(d: Driver, seed: int = SEED):
    d.press("new_game")
    assert isinstance(d.scene, NewGameScene)
    cycle_to(d, "game", "advance")
    cycle_to(d, "card_set", "random")
    draw_setup(d, seed)
    d.scene.panel.seeds = random.Random(1)         # the rerolls' fresh seeds, the same in every run
    return d.scene.panel


def start(d: Driver):
    d.press("start")
    if not hasattr(d.scene, "match"):
        d.take_cover()
    return d.scene.match.config


def test_the_notes_say_why_the_drua_came_in_and_the_switch_draws_as_the_rulebook_says(driver):
    panel = random_advance_game(driver)
    assert shown(driver) == AdvanceCardSet.random(SEED)
    assert shown(driver).notes == (DRUA_NOTE,) and "drua" in shown(driver).hero_lines
    driver.frames(1)
    rows = {key for _, what, key in panel.board_view.hits if what == "row"}
    assert rows == set(shown(driver).entries())                 # every group, the Bearer, every line and card
    assert driver.scene.widgets.get("needs").value is True
    driver.press("needs")
    assert driver.scene.widgets.get("needs").value is False
    plain = shown(driver)
    assert plain == AdvanceCardSet.random(SEED, needs=False)
    assert "deepstrider" in plain.hero_lines and plain.notes == () and plain.needs is False
    config = start(driver)
    assert config.card_set == plain and config.card_set.needs is False


def test_rerolling_one_entry_of_each_kind_changes_only_it_and_the_game_starts_with_what_is_shown(driver):
    panel = random_advance_game(driver)
    catalogue = panel.catalogue
    for kind in ("monster", "bearer", "hero", "village"):
        before = shown(driver)
        entry = next(e for e in before.entries() if e.kind == kind)
        click_control(driver, "reroll", entry)
        after = shown(driver)
        assert entry not in after.entries(), kind
        assert len(set(before.entries()) - set(after.entries())) >= 1
        assert [catalogue.groups[g].level for g in after.monster_groups] == [1, 2, 3]
        types = [catalogue[c].village_type for c in after.village]
        assert len(after.village) == 8 and types.count("item") <= 2 and max(map(types.count, types)) <= 3
        assert panel.setup == "random" and "rerolled" in driver.scene.message
    # The Drua stayed (nothing rerolled them away), so their sentence still holds.
    if "drua" in shown(driver).hero_lines and "burnmarked_fire" in shown(driver).monster_groups:
        assert DRUA_NOTE in shown(driver).notes
    assert start(driver).card_set == panel.rolled


def test_locked_entries_stay_through_reroll_the_rest_and_a_new_seed(driver):
    panel = random_advance_game(driver)
    before = shown(driver)
    keep = [Entry("bearer", before.bearer), Entry("hero", "drua"), Entry("village", before.village[0])]
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll all"
    for entry in keep:
        click_control(driver, "lock", entry)
    assert panel.locked == set(keep) and shown(driver) == before
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll the rest"
    assert panel.board_view.rect_of("reroll", keep[0]) is None        # a locked entry has no reroll button
    driver.press("reroll_rest")
    after = shown(driver)
    assert set(keep) <= set(after.entries()) and after != before
    draw_setup(driver, SEED + 1)
    assert set(keep) <= set(shown(driver).entries())
    click_control(driver, "lock", keep[0])
    assert panel.locked == set(keep[1:])


def test_rerolling_an_entry_of_a_themed_setup_makes_it_a_custom_set(driver):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    cycle_to(driver, "card_set", "tower_of_compulsion")
    panel = driver.scene.panel
    themed = AdvanceCardSet.themed("tower_of_compulsion")
    village = Entry("village", themed.village[0])
    click_control(driver, "reroll", village)
    assert panel.setup == "custom" and driver.scene.widgets.get("card_set").value == "custom"
    now = shown(driver)
    assert themed.village[0] not in now.village and len(now.village) == 8
    # The same three groups (a custom set lists them by level) and the same hero lines.
    assert set(now.monster_groups) == set(themed.monster_groups) and set(now.hero_lines) == set(themed.hero_lines)


def test_an_advance_setup_is_saved_and_loaded_with_its_notes(driver):
    random_advance_game(driver)
    kept = shown(driver)
    driver.press("tab:saved")
    type_name(driver, "Curses night")
    driver.press("save_setup")
    (entry,) = list_setups("advance")
    assert entry.ok and entry.setup.game == "advance" and entry.setup.sets == ("towers_of_ruin",)
    assert AdvanceCardSet.model_validate(entry.setup.card_set) == kept
    assert list_setups("classic") == []                  # the original game's list does not show it
    assert driver.scene.widgets.get("tab:saved").label == "Saved setups (1)"
    driver.press("back")
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    driver.press("tab:saved")
    driver.press(f"load_setup:{setup_path('Curses night').name}")
    panel = driver.scene.panel
    assert panel.setup == "custom" and panel.tab == "cards"
    assert driver.scene.widgets.get("card_set").value == "custom"
    assert shown(driver).entries() == kept.entries() and shown(driver).notes == (DRUA_NOTE,)
    assert start(driver).card_set.entries() == kept.entries()


def test_a_saved_setup_of_another_box_or_damaged_is_refused_with_a_sentence(driver):
    good = AdvanceCardSet.random(SEED)
    save_setup("Other box", "advance", ("dragonspire",), good)
    broken = good.model_copy(update={"bearer": "nobody"})
    save_setup("Broken", "advance", ("towers_of_ruin",), broken)
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    panel = driver.scene.panel
    driver.press("tab:saved")
    before = shown(driver)
    driver.press(f"load_setup:{setup_path('Other box').name}")
    assert "card sets this game does not have" in driver.scene.message
    driver.press(f"load_setup:{setup_path('Broken').name}")
    assert "nobody" in driver.scene.message
    assert shown(driver) == before and panel.setup == "random"
    assert driver.app.last_crash is None
