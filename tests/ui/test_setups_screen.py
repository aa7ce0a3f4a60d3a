"""New Game's setup tools for the original game, driven by posted mouse and key events on the real app: a random
set's notes, the needs switch, reroll one card, lock cards and reroll the rest, saved setups (save, replace, load,
delete, a damaged file), the rulebook's setups beside them, and Sets I own."""

from __future__ import annotations

import json
import random
from typing import Any

import pygame

from thunderstone_gui.persistence.settings import load_settings
from thunderstone_gui.persistence.setups import list_setups, save_setup, setup_path, setups_dir
from thunderstone_gui.systems.classic.config import CardSet
from thunderstone_gui.systems.classic.randomizer import Entry
from thunderstone_gui.ui.overlays import ConfirmDialog
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.sets_owned import SetsOwnedDialog

from .driver import Driver
from .test_wrath_table import cycle_to, draw_setup

WRATH = ("base", "wrath")
SEED = 33          # its random set (3 classes, both sets) swaps Town Guard for a Warhammer: the Illusory Blade's need
WARHAMMER_NOTE = "Warhammer came in for Town Guard: Illusory Blade needs Weapons in the Village."


def random_wrath_game(d: Driver, seed: int = SEED):
    d.press("new_game")
    assert isinstance(d.scene, NewGameScene)
    cycle_to(d, "sets", WRATH)
    cycle_to(d, "card_set", "random")
    draw_setup(d, seed)
    d.scene.panel.seeds = random.Random(1)         # the rerolls' fresh seeds, the same in every run
    return d.scene.panel


def shown(d: Driver) -> Any:
    """The card set New Game would start with now (the game's own kind: CardSet, AdvanceCardSet, QuestChoice)."""
    return d.scene.panel.card_set()


def click_control(d: Driver, what: str, entry: Entry) -> None:
    d.frames(1)
    rect = d.scene.panel.board_view.rect_of(what, entry)
    assert rect is not None, f"no {what} button for {entry}"
    d.click(rect.center)


def answer(d: Driver, yes: bool) -> None:
    overlay = d.scene.overlay
    assert isinstance(overlay, ConfirmDialog), f"expected a question, got {overlay!r}"
    d.click(overlay.choices[0 if yes else 1].rect.center)
    assert d.scene.overlay is None


def type_name(d: Driver, name: str) -> None:
    field = d.scene.widgets.get("setup_name")
    d.click(field.rect.center)
    for _ in range(45):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.type_text(name)
    d.key(pygame.K_TAB)


def test_a_random_set_shows_why_each_swapped_card_is_there_and_the_switch_turns_the_needs_off(driver):
    panel = random_wrath_game(driver)
    assert shown(driver) == CardSet.random(SEED, 3, WRATH)
    assert shown(driver).notes == (WARHAMMER_NOTE,)
    driver.frames(1)
    rows = {key for _, what, key in panel.board_view.hits if what == "row"}
    assert rows == set(shown(driver).entries())                               # every entry has its row
    # Off: the rulebook's draw alone, Town Guard stays and nothing is said.
    driver.press("needs")
    assert driver.scene.widgets.get("needs").value is False
    assert shown(driver) == CardSet.random(SEED, 3, WRATH, needs=False)
    assert "town_guard" in shown(driver).village and shown(driver).notes == ()
    driver.press("start")
    if not hasattr(driver.scene, "match"):
        driver.take_cover()
    assert driver.scene.match.config.card_set == CardSet.random(SEED, 3, WRATH, needs=False)


def test_rerolling_one_card_changes_only_that_card_and_keeps_the_notes_that_still_hold(driver):
    panel = random_wrath_game(driver)
    before = shown(driver)
    hero = next(e for e in before.entries() if e.kind == "hero")
    click_control(driver, "reroll", hero)
    after = shown(driver)
    assert hero not in after.entries()
    assert set(before.entries()) - {hero} <= set(after.entries()) and len(after.entries()) == len(before.entries())
    assert after.notes[0] == WARHAMMER_NOTE                        # still true: the Warhammer and the Blade stay
    assert panel.setup == "random" and "rerolled" in driver.scene.message
    # Rerolling the Warhammer away: its sentence goes, the Blade's need is met again and said so.
    click_control(driver, "reroll", Entry("village", "warhammer"))
    again = shown(driver)
    assert WARHAMMER_NOTE not in again.notes
    assert "warhammer" not in again.village and "illusory_blade" in again.village
    weapons = {"warhammer", "short_sword", "spear", "hatchet", "flaming_sword", "polearm", "short_bow", "cursed_mace"}
    assert weapons & set(again.village)           # drawn, or swapped in with a sentence that says so
    # The game starts with exactly the set shown, notes and all.
    driver.press("start")
    if not hasattr(driver.scene, "match"):
        driver.take_cover()
    assert driver.scene.match.config.card_set == again


def test_locked_cards_stay_through_reroll_the_rest_and_a_new_seed(driver):
    panel = random_wrath_game(driver)
    before = shown(driver)
    keep = [before.entries()[0], next(e for e in before.entries() if e.kind == "village")]
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll all"
    for entry in keep:
        click_control(driver, "lock", entry)
    assert panel.locked == set(keep)
    assert shown(driver) == before                           # locking changes nothing on screen
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll the rest"
    assert panel.board_view.rect_of("reroll", keep[0]) is None     # a locked card has no reroll button
    driver.press("reroll_rest")
    after = shown(driver)
    assert set(keep) <= set(after.entries()) and after != before
    # Another draw keeps the locks.
    draw_setup(driver, SEED + 1)
    assert set(keep) <= set(shown(driver).entries())
    # Unlocked, the card can go again.
    click_control(driver, "lock", keep[0])
    assert panel.locked == {keep[1]}


def test_rerolling_a_card_of_a_rulebook_setup_makes_it_a_custom_set(driver):
    driver.press("new_game")
    panel = driver.scene.panel
    first = CardSet.preset("first_game")
    click_control(driver, "reroll", Entry("village", "fireball"))
    assert panel.setup == "custom" and driver.scene.widgets.get("card_set").value == "custom"
    now = shown(driver)
    assert "fireball" not in now.village and len(now.village) == 8
    assert now.monster_classes == first.monster_classes and now.hero_lines == first.hero_lines


def test_a_setup_is_saved_replaced_only_when_the_player_agrees_loaded_and_deleted(driver):
    random_wrath_game(driver)
    kept = shown(driver)
    driver.press("tab:saved")
    assert "No saved setups yet" not in driver.scene.message
    type_name(driver, "Friday night")
    driver.press("save_setup")
    (entry,) = list_setups("classic")
    assert entry.ok and entry.name == "Friday night" and entry.setup.sets == WRATH
    assert CardSet.model_validate(entry.setup.card_set) == kept
    assert driver.scene.widgets.get("tab:saved").label == "Saved setups (1)"
    # Another set; saving under the same file name asks first: No keeps the old one, Yes replaces it.
    driver.press("tab:cards")
    driver.press("reroll_rest")
    other = shown(driver)
    driver.press("tab:saved")
    type_name(driver, "Friday night!")                    # the same file name
    driver.press("save_setup")
    answer(driver, yes=False)
    assert CardSet.model_validate(list_setups()[0].setup.card_set) == kept
    driver.press("save_setup")
    answer(driver, yes=True)
    assert CardSet.model_validate(list_setups()[0].setup.card_set) == other
    # Load it into a fresh New Game (base game, First Game shown).
    driver.press("back")
    driver.press("new_game")
    driver.press("tab:saved")
    name = setup_path("Friday night").name
    driver.press(f"load_setup:{name}")
    panel = driver.scene.panel
    assert panel.sets == WRATH and driver.scene.widgets.get("sets").value == WRATH
    assert panel.setup == "custom" and panel.tab == "cards"
    assert shown(driver).entries() == other.entries() and shown(driver).notes == other.notes
    # Delete it: No keeps it, Yes removes the file.
    driver.press("tab:saved")
    driver.press(f"delete_setup:{name}")
    answer(driver, yes=False)
    assert setup_path("Friday night").exists()
    driver.press(f"delete_setup:{name}")
    answer(driver, yes=True)
    assert not setup_path("Friday night").exists() and list_setups() == []
    assert driver.scene.widgets.get(f"load_setup:{name}") is None


def test_an_incomplete_custom_set_is_not_saved(driver):
    driver.press("new_game")
    panel = driver.scene.panel
    cycle_to(driver, "card_set", "custom")
    driver.frames(1)
    driver.click(next(rect for rect, _, entry in panel.rows if entry == "Elf").center)     # 3 hero lines left
    driver.press("tab:saved")
    type_name(driver, "Half")
    driver.press("save_setup")
    assert list_setups() == [] and "Pick at least" in driver.scene.message


def test_damaged_setup_files_are_listed_with_their_reason_and_never_break_the_screen(driver):
    setups_dir().mkdir(parents=True)
    (setups_dir() / "broken.json").write_bytes(b"{not json")
    # Valid as a saved setup, but its cards are not the game's.
    (setups_dir() / "odd cards.json").write_text(json.dumps(
        {"name": "Odd cards", "game": "classic", "sets": ["base"],
         "card_set": {"monster_classes": ["Nobody"], "hero_lines": [], "village": []}}))
    (setups_dir() / "strange sets.json").write_text(json.dumps(
        {"name": "Strange sets", "game": "classic", "sets": ["base", "moon"],
         "card_set": dict(CardSet.preset("first_game").model_dump())}))
    driver.press("new_game")
    driver.press("tab:saved")
    driver.frames(2)
    rows = {entry.name: entry for _, entry in driver.scene.panel.saved.rows}
    assert not rows["broken"].ok and "not valid JSON" in rows["broken"].error
    assert driver.scene.widgets.get("load_setup:broken.json") is None          # only Delete
    driver.press("load_setup:odd cards.json")
    assert "Odd cards" in driver.scene.message and "Nobody" in driver.scene.message
    assert driver.scene.panel.setup == "first_game"                          # nothing changed
    driver.press("load_setup:strange sets.json")
    assert "moon" in driver.scene.message
    # The damaged file can be deleted.
    driver.press("delete_setup:broken.json")
    answer(driver, yes=True)
    assert not (setups_dir() / "broken.json").exists()
    assert isinstance(driver.scene, NewGameScene) and driver.app.last_crash is None


def test_the_rulebook_setups_are_listed_beside_the_saved_ones(driver):
    driver.press("new_game")
    driver.press("tab:saved")
    for setup_id in ("first_game", "beginner_hero_party", "veteran_hero_party", "army_of_the_undead",
                     "lords_of_doom", "through_the_wild_lands"):
        assert driver.scene.widgets.get(f"preset:{setup_id}") is not None
    driver.press("preset:army_of_the_undead")
    assert driver.scene.widgets.get("card_set").value == "army_of_the_undead"
    assert shown(driver) == CardSet.preset("army_of_the_undead") and driver.scene.panel.tab == "cards"


def test_sets_i_own_filters_what_new_game_offers_and_is_kept(home):
    d = Driver()
    try:
        save_setup("With Wrath", "classic", WRATH, CardSet.random(4, 3, WRATH))
        d.press("new_game")
        cycle_to(d, "sets", WRATH)
        d.press("sets_owned")
        dialog = d.scene.overlay
        assert isinstance(dialog, SetsOwnedDialog)
        rows = {info.id: choice for choice, info in dialog.rows}
        # Every game's boxes: the base game is always needed; Advance's and Quest's core sets too.
        assert {"base", "wrath"} <= set(rows) and not rows["base"].enabled and rows["wrath"].enabled
        d.click(rows["base"].rect.center)
        d.click(rows["wrath"].rect.center)
        assert load_settings()[0].sets_not_owned == ["wrath"]
        d.click(dialog.done_choice.rect.center)
        assert d.scene.overlay is None
        panel = d.scene.panel
        assert panel.sets == ("base",)
        sets = d.scene.widgets.get("sets")
        assert [v for v, _ in sets.options] == [("base",)] and not sets.enabled
        cycle_to(d, "card_set", "random")
        assert all(panel.entry_set(group, e) == "base" for group, e in
                   [("monsters", m) for m in shown(d).monster_classes] + [("village", v) for v in shown(d).village])
        cycle_to(d, "card_set", "custom")
        d.frames(1)
        assert "Golem" not in {entry for _, _, entry in panel.rows}
        # A saved setup with Wrath is refused with the reason.
        d.press("tab:saved")
        d.press(f"load_setup:{setup_path('With Wrath').name}")
        assert "Wrath of the Elements" in d.scene.message and panel.sets == ("base",)
    finally:
        d.close()
    # The choice is kept for the next start of the app (which reads the settings file).
    d = Driver(**load_settings()[0].model_dump())
    try:
        assert d.app.settings.sets_not_owned == ["wrath"]
        d.press("new_game")
        assert [v for v, _ in d.scene.widgets.get("sets").options] == [("base",)]
        d.press("sets_owned")
        d.click(next(c for c, info in d.scene.overlay.rows if info.id == "wrath").rect.center)
        d.key(pygame.K_ESCAPE)
        assert d.scene.overlay is None
        assert [v for v, _ in d.scene.widgets.get("sets").options] == [("base",), WRATH]
    finally:
        d.close()
