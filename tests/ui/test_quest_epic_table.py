"""Epic Thunderstone Quest at the real table, headless: New Game's option makes an Epic config; the table shows The
Marketplace as a fifth location, the three decks with their counts, the cards showing and the Any spots; the Champion
dragged onto The Marketplace asks for a deck and the card lands in an Any spot; the Heroes in class stacks show their
top card, a Hero levelled onto its class stack; the layout of the five locations and the decks from 1280x720 to 4K."""

from __future__ import annotations

import pygame
import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.config import QuestConfig
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.quest.input import DragSource, DropTarget, drops_for
from thunderstone_gui.ui.quest.layout import EPIC_LOCATIONS, compute
from thunderstone_gui.ui.quest.setup_panel import available_sets
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.table import TableScene

from .test_quest_table import cycle_to  # noqa: E402


def epic_table(driver, epic: str = "stacks", seed: int = 4) -> TableScene:
    config = GameConfig.new(["Ann", "Bob"], game="quest", seed=seed, epic=epic, side_quests=False,
                            sponsorships=False)
    match = Match(Session(config), autosave=False)
    match.take_device(0)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    return table


def test_new_game_offers_epic_and_starts_an_epic_game(driver):
    driver.press("new_game")
    assert isinstance(driver.scene, NewGameScene)
    cycle_to(driver, "game", "quest")
    assert driver.scene.widgets.get("epic").value == ""              # the normal game unless chosen
    cycle_to(driver, "epic", "guilds")
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    state = driver.table.state
    assert isinstance(state.config, QuestConfig) and state.config.epic == "guilds"
    assert set(state.market_decks) == {"item", "spell", "weapon"}


def test_the_table_shows_the_marketplace_its_decks_the_cards_showing_and_the_any_spots(driver):
    table = epic_table(driver)
    view = table.view
    keys = {r.key for r in view.regions}
    assert "location:marketplace" in keys
    assert {"market_deck:item", "market_deck:spell", "market_deck:weapon"} <= keys
    assert {"stack:market:any:1", "stack:market:any:2", "stack:market:item:1", "stack:market:weapon:2"} <= keys
    shown = {r.key: r.iid for r in view.regions if r.key.startswith("stack:market:")}
    assert shown["stack:market:any:1"] == -1                       # the Any spots start empty
    assert table.state.cards[shown["stack:market:spell:1"]].kind == "spell"
    tops = {r.iid for r in view.regions if r.key.startswith("stack:guilds:")}
    assert tops == {stack[-1] for stack in table.state.guilds.values() if stack}   # the top Hero of each class


def test_the_champion_dragged_onto_the_marketplace_fills_an_any_spot(driver):
    table = epic_table(driver)
    view = table.view
    champion = view.region("champion:0") or view.region("champion:1")
    assert table.state.pending.kind == "prep"
    seat = table.state.active
    drops = drops_for(table.state, legal_actions(table.state), DragSource("champion"))
    assert drops[DropTarget("location", "marketplace")] == Action("go_to", option="marketplace")
    target = view.layout.epic_locations["marketplace"].center
    if champion is not None and seat == 0:
        driver.drag(champion.rect.center, target)
    else:
        driver.key(pygame.K_k)
    state = table.state
    assert state.players[seat].location == "marketplace" and state.pending.prompt == "market_take"
    panel = table.prompt_panel
    # Our set has two Weapons: both show, the Weapon deck is empty and not offered.
    with_cards = {kind for kind, deck in state.market_decks.items() if deck}
    assert with_cards == {"item", "spell"}
    assert panel is not None and {c.action.option for c in panel.choices} == with_cards
    top = state.market_decks["spell"][-1]
    driver.click(next(c for c in panel.choices if c.action.option == "spell").rect.center)
    assert table.state.market["any:1"] == [top] and table.state.pending.kind == "village"
    driver.frames(1)
    assert table.view.region("stack:market:any:1").iid == top


def test_a_hero_levels_up_onto_its_class_stack_in_way_a():
    state = Session(GameConfig.new(2, game="quest", seed=4, epic="stacks", side_quests=False,
                                   sponsorships=False)).state
    hero = state.guilds["fighter"].pop()
    state.players[0].hand.append(hero)
    state.players[0].xp = 10
    from thunderstone_gui.engine import apply

    apply(state, Action("go_to", option="guilds"))
    drops = drops_for(state, legal_actions(state), DragSource("hand", hero))
    level = Action("level_up", hero, option=state.cards[hero].levels_to or "")
    assert drops.get(DropTarget("stack", "fighter")) == level


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160), (1280, 1024)])
def test_the_epic_layout_fits_five_locations_and_three_decks(size):
    L = compute(*size)
    assert tuple(L.epic_locations) == EPIC_LOCATIONS
    places = list(L.epic_locations.values())
    for rect in places + list(L.market_decks.values()):
        assert L.village.contains(rect), (size, rect)
        assert rect.w > 8 and rect.h > 8
    for i, a in enumerate(places):
        for b in places[i + 1:]:
            assert not a.colliderect(b), (size, a, b)
    decks = list(L.market_decks.values())
    gear_end = max(r.right for r in L.gear_supply.values())
    assert decks[0].x > gear_end and decks[-1].right < L.monster_decks[0].x
    for i, a in enumerate(decks):
        for b in decks[i + 1:]:
            assert not a.colliderect(b)


def test_epic_plays_with_every_installed_set_the_player_owns(driver, home):
    """New Game's Epic takes ours and every installed set ticked in Sets I own; an unticked one stays out."""
    from tests.quest.helpers import install_doubled_set

    install_doubled_set()
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    driver.scene.panel.sets = available_sets()              # installed after the panel was made
    cycle_to(driver, "epic", "stacks")
    config = driver.scene.config()
    assert isinstance(config, QuestConfig)
    assert [s.id for s in config.epic_sets] == ["doubled"]
    state = Session(config).state
    assert len(state.market_decks["item"]) + sum(len(state.market[f"item:{n}"]) for n in (1, 2)) == 6
    driver.app.settings.sets_not_owned = ["doubled"]          # unticked in Sets I own
    assert driver.scene.config().epic_sets == ()
