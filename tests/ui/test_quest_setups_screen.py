"""New Game's setup tools for Thunderstone Quest, driven by posted mouse and key events on the real app: lock cards
of the Random Setup and reroll the rest, reroll one card, save the setup under a name and load it again, start the
game with exactly those cards (and its record replays), and saved-setup files that are damaged or odd."""

from __future__ import annotations

import json
import random

import pygame

from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence.setups import list_setups, save_setup, setup_path, setups_dir
from thunderstone_gui.systems.advance.config import AdvanceCardSet
from thunderstone_gui.systems.quest.config import QuestChoice
from thunderstone_gui.systems.quest.randomizer import Entry
from thunderstone_gui.ui.scenes.new_game import NewGameScene

from ..quest.helpers import doubled_catalogue, install_doubled_set
from .driver import Driver
from .test_setups_screen import click_control, shown, type_name
from .test_wrath_table import cycle_to, draw_setup

SEED = 9


def quest_game(d: Driver, doubled: bool = True):
    """New Game with Thunderstone Quest chosen (the doubled set: a reroll there has other cards to draw)."""
    if doubled:
        install_doubled_set()
    d.press("new_game")
    assert isinstance(d.scene, NewGameScene)
    cycle_to(d, "game", "quest")
    panel = d.scene.panel
    if doubled:
        cycle_to(d, "quest_set", next(k for k, s in enumerate(panel.sets) if s.set_id == "doubled"))
    draw_setup(d, SEED)
    d.scene.panel.seeds = random.Random(1)         # the rerolls' fresh seeds, the same in every run
    return d.scene.panel


def start(d: Driver):
    d.press("start")
    if not hasattr(d.scene, "match"):
        d.take_cover()
    return d.scene.match


def test_locked_cards_stay_through_reroll_the_rest_and_one_card_rerolled_gives_way(driver):
    panel = quest_game(driver)
    before = shown(driver)
    assert before == QuestChoice.random(doubled_catalogue(), SEED)
    driver.frames(1)
    rows = {key for _, what, key in panel.board_view.hits if what == "row"}
    assert rows == set(before.entries())             # every hero line, Marketplace card, room, group, the Guardian
    keep = [Entry("hero", before.heroes[0]), Entry("market", before.marketplace[0]), Entry("room", before.rooms[0]),
            Entry("monster", before.monster_groups[1]), Entry("guardian", before.guardian)]
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll all"
    for entry in keep:
        click_control(driver, "lock", entry)
    assert panel.locked == set(keep) and shown(driver) == before
    assert driver.scene.widgets.get("reroll_rest").label == "Reroll the rest"
    assert panel.board_view.rect_of("reroll", keep[0]) is None        # a locked card has no reroll button
    driver.press("reroll_rest")
    after = shown(driver)
    assert set(keep) <= set(after.entries())
    assert len(set(before.entries()) - set(after.entries())) >= 4, "the unlocked cards were drawn again"
    assert "Rerolled everything but the 5 locked" in driver.scene.message
    # Another draw; the locked cards stay.
    draw_setup(driver, SEED + 1)
    assert set(keep) <= set(shown(driver).entries()) and shown(driver) != after
    # One room rerolled: another of its level takes its place, nothing else moves.
    now = shown(driver)
    room = next(e for e in now.entries() if e.kind == "room" and e not in keep)
    click_control(driver, "reroll", room)
    again = shown(driver)
    assert set(now.entries()) - set(again.entries()) == {room}
    catalogue = panel.catalogue
    (new,) = set(again.entries()) - set(now.entries())
    assert new.kind == "room" and catalogue[new.name].level == catalogue[room.name].level
    assert "rerolled" in driver.scene.message
    match = start(driver)
    assert match.config.choice == again and match.config.card_set == "doubled"


def test_our_set_has_nothing_else_to_draw_and_says_so(driver):
    panel = quest_game(driver, doubled=False)
    before = shown(driver)
    click_control(driver, "reroll", Entry("guardian", before.guardian))
    assert driver.scene.message == "No other Guardian of this level is left to draw."
    assert shown(driver) == before and panel.setup == "random"
    assert driver.app.last_crash is None


def test_a_quest_setup_is_saved_loaded_and_played_with_exactly_its_cards(driver):
    panel = quest_game(driver)
    click_control(driver, "lock", Entry("hero", shown(driver).heroes[0]))
    driver.press("reroll_rest")
    kept = shown(driver)
    driver.press("tab:saved")
    type_name(driver, "Spider night")
    driver.press("save_setup")
    (entry,) = list_setups("quest")
    assert entry.ok and entry.setup.game == "quest" and entry.setup.sets == ("doubled",)
    assert QuestChoice.model_validate(entry.setup.card_set).entries() == kept.entries()
    assert list_setups("advance") == [] and list_setups("classic") == []
    assert driver.scene.widgets.get("tab:saved").label == "Saved setups (1)"
    # Back to our own set and another seed: the saved setup brings its set, cards and Guardian level back.
    driver.press("back")
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    panel = driver.scene.panel
    assert panel.sets[panel.set_index].set_id == "ours"
    draw_setup(driver, SEED + 5)
    driver.press("tab:saved")
    driver.press(f"load_setup:{setup_path('Spider night').name}")
    assert driver.scene.message == "Setup loaded: Spider night"
    assert panel.sets[panel.set_index].set_id == "doubled" and panel.setup == "custom" and panel.tab == "cards"
    assert driver.scene.widgets.get("quest_setup").value == "custom"
    assert shown(driver).entries() == kept.entries()
    draw_setup(driver, SEED + 6)                       # your setup stays whatever the draw
    assert shown(driver).entries() == kept.entries()
    match = start(driver)
    config = match.config
    assert config.card_set == "doubled" and config.choice.entries() == kept.entries()
    state = match.session.state
    assert set(state.config.choice.marketplace) == set(kept.marketplace)
    # The game's record replays with the same cards.
    record = match.session.record().to_json()
    replayed = Session.from_record(record)
    assert replayed.state.config.choice == config.choice and replayed.state.config.card_set_hash == config.card_set_hash


def test_damaged_and_odd_saved_setup_files_give_a_sentence_and_other_games_setups_still_load(driver, home):
    folder = setups_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "garbled.json").write_text('{"name": "Garbled", "game": "quest", "sets": [', encoding="utf-8")
    good = QuestChoice.random(doubled_catalogue(), 3)
    odd = {"name": "Odd", "game": "quest", "sets": ["ours"],
           "card_set": {**good.model_dump(mode="json"), "heroes": ["Nobody"]}}
    (folder / "odd.json").write_text(json.dumps(odd), encoding="utf-8")
    wrong = {"name": "Wrong", "game": "quest", "sets": ["ours"], "card_set": {"heroes": 5}}
    (folder / "wrong.json").write_text(json.dumps(wrong), encoding="utf-8")
    save_setup("Missing set", "quest", ("gone_set",), good)
    save_setup("Advance night", "advance", ("towers_of_ruin",), AdvanceCardSet.random(5))
    panel = quest_game(driver, doubled=False)
    before = shown(driver)
    driver.press("tab:saved")
    names = {e.name: e for e in panel.saved.entries}
    assert set(names) == {"garbled", "Odd", "Wrong", "Missing set"}          # not the Advance one
    assert not names["garbled"].ok and "not valid JSON" in names["garbled"].error
    assert driver.scene.widgets.get("load_setup:garbled.json") is None        # a damaged file can only be deleted
    driver.press("load_setup:odd.json")
    assert driver.scene.message.startswith("Odd:") and "not all in the card set" in driver.scene.message
    driver.move(panel.saved.mine_rect.center)         # the last file is below the list's end: scroll to it
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0))
    driver.frames(2)
    driver.press("load_setup:wrong.json")
    assert "its card set is damaged" in driver.scene.message
    driver.press(f"load_setup:{setup_path('Missing set').name}")
    assert "card sets this game does not have (gone_set)" in driver.scene.message
    assert shown(driver) == before and panel.setup == "random"
    assert driver.app.last_crash is None
    # The Advance setup saved beside them still loads in its own game.
    driver.press("back")
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    driver.press("tab:saved")
    driver.press(f"load_setup:{setup_path('Advance night').name}")
    assert driver.scene.message == "Setup loaded: Advance night"
    assert driver.scene.panel.card_set().entries() == AdvanceCardSet.random(5).entries()
