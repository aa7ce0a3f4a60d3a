"""Small things a new player tripped over: the viewers' counts, the status line once the buys are used, twice the
same menu entry, a throw told twice in the log, New Game's seats, the computer levels offered."""

import pygame

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui.classic.log import describe_event
from thunderstone_gui.ui.classic.strings import tr
from thunderstone_gui.ui.overlays import CardMenu, PileViewer
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.table import TableScene

from .scenarios import buy_seed
from .test_app_flow import new_game


def test_the_deck_and_discard_viewers_say_what_their_counts_count(driver):
    table = new_game(driver, buy_seed())
    driver.click(table.view.layout.deck_pile.center)
    viewer = table.overlay
    assert isinstance(viewer, PileViewer) and viewer.note == tr("count_of_deck_note")
    assert all("/" in count for _, count in viewer.entries)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_v)
    driver.perform(next(a for a in table.legal() if a.kind == "buy"))
    driver.click(table.view.layout.discard_pile.center)
    assert isinstance(table.overlay, PileViewer) and table.overlay.note == tr("count_of_discard_note")


def test_the_status_line_stops_asking_for_a_purchase_once_the_buys_are_used(driver):
    table = new_game(driver, buy_seed())
    driver.key(pygame.K_v)
    assert table._status_text()[0].startswith("Buy: drag")
    assert table.state.turn.buys_left == 1
    driver.perform(next(a for a in table.legal() if a.kind == "buy"))
    table.message = ""
    text = table._status_text()[0]
    assert "Buy: drag" not in text and text.startswith(tr("status_no_buys")) and "End turn" in text


def test_two_identical_cards_offer_one_menu_entry(driver):
    table = new_game(driver, 1234)          # Ann's hand: three Militia, two Iron Rations, a Torch
    state = table.state
    rations = [i for i in state.players[state.active].hand if state.cards[i].id == "iron_rations"]
    assert len(rations) == 2
    driver.enter_dungeon()
    militia = next(r for r in table.view.hand_regions() if table.state.cards[r.iid].id == "militia")
    driver.click(driver.point_in(militia.key))
    menu = table.overlay
    assert isinstance(menu, CardMenu)
    labels = [c.label.split("] ", 1)[1] for c in menu.choices]
    assert len(labels) == len(set(labels)) and any("Iron Rations" in label for label in labels)


def test_a_throw_is_told_once():
    session = Session(GameConfig.new(["Ann", "Bob"], seed=3, setup="random"))
    state = session.state
    spear = next(i for i, c in enumerate(state.cards) if c.id == "spear")
    used = Event("ability_used", 1, (spear,), {"ability": "throw", "rank": 0})
    assert describe_event(state, used, ["Ann", "Bob"]) is None
    assert describe_event(state, Event("thrown", 1, (spear,)), ["Ann", "Bob"]) == \
        "Bob throws Spear (destroyed after the battle)"
    dagger = next(i for i, c in enumerate(state.cards) if c.is_weapon and not c.abilities)
    torch_used = Event("ability_used", 1, (dagger,), {"ability": "extra_buy"})
    assert describe_event(state, torch_used, ["Ann", "Bob"]).startswith("Bob uses")


def test_new_game_remembers_the_seats_of_the_last_game(driver):
    driver.press("new_game")
    scene = driver.scene
    driver.press("add_seat")
    for k, kind in enumerate(("human", "ai:normal", "ai:easy")):
        cycler = scene.widgets.get(f"kind:{k}")
        while cycler.value != kind:
            driver.click((cycler.rect.right - 5, cycler.rect.centery))
    driver.press("start")
    assert isinstance(driver.scene, TableScene)
    assert driver.app.settings.seat_kinds == ["human", "ai:normal", "ai:easy"]
    driver.scene.to_title()
    driver.frames(2)
    driver.press("new_game")
    assert isinstance(driver.scene, NewGameScene)
    assert [seat["kind"] for seat in driver.scene.seats] == ["human", "ai:normal", "ai:easy"]
    assert [driver.scene.widgets.get(f"kind:{k}").value for k in range(3)] == ["human", "ai:normal", "ai:easy"]


def test_new_game_offers_the_players_levels_only(driver):
    driver.press("new_game")
    options = [v for v, _ in driver.scene.widgets.get("kind:1").options]
    assert options == ["human", "ai:easy", "ai:normal", "ai:hard"]
