"""New Game's "Pick cards" tab for Thunderstone Quest, driven by posted mouse events on the real app: a setup picked
card by card (an imported set and our own), Start kept off with a sentence naming what is missing while the picks
are not the rulebook's setup, the game started with exactly the cards picked, picks saved as a setup and loaded."""

from __future__ import annotations

import pygame

from thunderstone_gui.persistence.setups import list_setups, setup_path
from thunderstone_gui.systems.quest.config import QuestChoice
from thunderstone_gui.systems.quest.randomizer import Entry

from .driver import Driver
from .test_quest_setups_screen import quest_game, shown, start
from .test_setups_screen import type_name
from .test_wrath_table import cycle_to

# The doubled set's second copy of every randomizer: a setup none of whose cards is in our own set.
SECOND = QuestChoice(heroes=("Aldwin II", "Korrin II", "Sable II", "Meridia II"),
                     marketplace=("glowstone_charm_ii", "field_kit_ii", "whetstone_ii", "spark_lance_ii",
                                  "mending_light_ii", "foresight_ii", "hooked_blade_ii", "longshot_bow_ii"),
                     rooms=("collapsed_gate_ii", "fungal_grotto_ii", "echoing_well_ii", "bone_crypt_ii",
                            "sunless_throne_ii", "drowned_vault_ii"),
                     monster_groups=("Mire Goblins II", "Hollow Spiders II", "Ashen Court II"),
                     guardian="Hollow King II")
CLASS_OF = {"Aldwin": "cleric", "Korrin": "fighter", "Sable": "rogue", "Meridia": "wizard"}


def row_key(d: Driver, entry: Entry) -> tuple[str, str]:
    """The picker's (list, row key) of an entry of the set on screen."""
    cat = d.scene.panel.catalogue
    if entry.kind == "hero":
        return "heroes", f"{CLASS_OF[entry.name.removesuffix(' II')]}\t{entry.name}"
    if entry.kind == "market":
        return "market", f"{cat[entry.name].kind}\t{entry.name}"
    if entry.kind == "room":
        return "rooms", f"{cat[entry.name].level}\t{entry.name}"
    if entry.kind == "monster":
        return "monsters", f"{cat.group_level(entry.name)}\t{entry.name}"
    return "monsters", f"guardian\t{entry.name}"


def click_pick(d: Driver, entry: Entry) -> None:
    d.frames(1)
    group, key = row_key(d, entry)
    rect = next((r for r, g, k in d.scene.panel.rows if (g, k) == (group, key)), None)
    assert rect is not None, f"no row for {entry} in the picker"
    d.click(rect.center)


def start_button(d: Driver):
    d.frames(1)
    return d.scene.widgets.get("start")


def open_picker(d: Driver, doubled: bool = True):
    panel = quest_game(d, doubled)
    d.press("tab:pick")
    assert panel.tab == "pick"
    return panel


def test_a_setup_picked_card_by_card_from_an_imported_set_starts_with_exactly_those_cards(driver):
    panel = open_picker(driver)
    drawn = shown(driver)
    driver.frames(1)
    # Every hero line, Marketplace card, room, monster group and Guardian of the set has its row.
    rows = {(g, k) for __, g, k in panel.rows}
    every = QuestChoice.random(panel.catalogue, 1).entries() + SECOND.entries()
    assert {row_key(driver, e) for e in every} <= rows and len(rows) == 8 + 16 + 12 + 6 + 2
    # Hovering a row shows its cards.
    group, key = row_key(driver, Entry("monster", "Ashen Court II"))
    driver.move(next(r for r, g, k in panel.rows if (g, k) == (group, key)).center)
    driver.frames(2)
    assert panel.hover_entry == Entry("monster", "Ashen Court II")
    # Take back every card of the random setup: the setup becomes the picks, and Start waits.
    for entry in drawn.entries():
        click_pick(driver, entry)
    assert panel.setup == "custom" and driver.scene.widgets.get("quest_setup").value == "custom"
    assert not start_button(driver).enabled
    assert panel.start_blocked() == (
        "Still to pick: hero lines (Cleric, Fighter, Rogue, Wizard), 2 Items, 2 Spells, 2 Weapons, 2 Marketplace "
        "cards of any type, rooms (L1, L1, L2, L2, L3, L3), monster groups (L1, L2, L3), the Guardian.")
    for entry in SECOND.entries():
        click_pick(driver, entry)
    assert panel.start_blocked() == "" and start_button(driver).enabled
    assert set(shown(driver).entries()) == set(SECOND.entries())
    match = start(driver)
    assert match.config.card_set == "doubled"
    assert match.config.choice.model_dump(exclude={"source"}) == SECOND.model_dump(exclude={"source"})
    assert driver.app.last_crash is None


def test_an_incomplete_pick_keeps_start_off_and_says_what_is_missing(driver):
    panel = open_picker(driver)
    cat = panel.catalogue
    drawn = shown(driver)
    assert start_button(driver).enabled                     # the Random Setup starts as drawn
    kinds = {k: [c for c in drawn.marketplace if cat[c].kind == k] for k in ("item", "spell", "weapon")}
    short = next(k for k, cards in kinds.items() if len(cards) == 2)     # the rulebook's 3 + 3 + 2
    full = next(k for k, cards in kinds.items() if len(cards) == 3)
    room = Entry("room", drawn.rooms[0])
    card = Entry("market", kinds[short][0])
    for entry in (room, card, Entry("guardian", drawn.guardian)):
        click_pick(driver, entry)
    level = cat[room.name].level
    sentence = f"Still to pick: 1 {short.title()}, a room (L{level}), the Guardian."
    assert panel.start_blocked() == sentence and not start_button(driver).enabled
    assert driver.scene.message == ""                       # the message line says it while nothing else is said
    driver.key(pygame.K_RETURN)                             # Enter does not start either
    assert driver.scene.message == sentence and not hasattr(driver.scene, "match")
    # A hero line takes its class's spot: the line there gives way, nothing more goes missing.
    hero = drawn.heroes[0]
    other = hero.removesuffix(" II") if hero.endswith(" II") else hero + " II"
    click_pick(driver, Entry("hero", other))
    assert other in panel.picks.heroes.values() and hero not in panel.picks.heroes.values()
    assert panel.start_blocked() == sentence
    # The Marketplace holds at most three of a type and eight cards: a card beyond is refused with a sentence.
    extra = next(c.id for c in cat.marketplace_cards() if c.kind == full and c.id not in drawn.marketplace)
    click_pick(driver, Entry("market", extra))
    assert driver.scene.message == f"The Marketplace has at most 3 {full.title()}s: take one back first."
    click_pick(driver, card)
    ninth = next(c.id for c in cat.marketplace_cards() if c.kind == short and c.id not in drawn.marketplace)
    click_pick(driver, Entry("market", ninth))
    assert driver.scene.message == "The Marketplace holds 8 cards: take one back first."
    assert set(panel.picks.market) == set(drawn.marketplace)
    # The last pieces: Start comes on.
    click_pick(driver, room)
    click_pick(driver, Entry("guardian", drawn.guardian))
    assert panel.start_blocked() == "" and start_button(driver).enabled
    # A third room of a level takes the place of the first picked of it.
    before = [r for r in panel.picks.rooms if cat[r].level == level]
    third = next(r.id for r in cat.rooms() if r.level == level and r.id not in before)
    click_pick(driver, Entry("room", third))
    assert sorted(r for r in panel.picks.rooms if cat[r].level == level) == sorted([third, before[1]])
    assert panel.start_blocked() == "" and driver.app.last_crash is None


def test_our_own_set_picked_plays_its_cards(driver):
    panel = open_picker(driver, doubled=False)
    cycle_to(driver, "quest_setup", "custom")
    assert panel.tab == "pick" and start_button(driver).enabled     # Custom starts from the setup shown
    everything = shown(driver)
    group = Entry("monster", everything.monster_groups[1])
    click_pick(driver, group)
    assert panel.start_blocked() == "Still to pick: a monster group (L2)." and not start_button(driver).enabled
    click_pick(driver, group)
    match = start(driver)
    assert match.config.card_set == "ours" and set(match.config.choice.entries()) == set(everything.entries())


def test_picks_are_saved_as_a_setup_and_load_back(driver):
    panel = open_picker(driver)
    for entry in shown(driver).entries():
        click_pick(driver, entry)
    for entry in SECOND.entries():
        click_pick(driver, entry)
    picked = shown(driver)
    driver.press("tab:saved")
    type_name(driver, "Second copies")
    driver.press("save_setup")
    (entry,) = list_setups("quest")
    assert entry.ok and entry.setup.sets == ("doubled",)
    assert QuestChoice.model_validate(entry.setup.card_set).entries() == picked.entries()
    # Back to the Random Setup, then the saved picks loaded: the picker ticks them again and Start plays them.
    cycle_to(driver, "quest_setup", "random")
    assert set(shown(driver).entries()) != set(SECOND.entries())
    driver.press(f"load_setup:{setup_path('Second copies').name}")
    assert driver.scene.message == "Setup loaded: Second copies"
    assert shown(driver).entries() == picked.entries()
    driver.press("tab:pick")
    driver.frames(1)
    picks = panel.shown_picks()
    assert set(picks.entries()) == set(SECOND.entries())
    match = start(driver)
    assert match.config.choice.entries() == picked.entries()
