"""Interactions that once failed a player: a monster dropped on a card of the party, the hover zoom over a pile
viewer, the window size setting, Load with nothing to load."""

import pygame

from thunderstone_gui.engine import breakdown
from thunderstone_gui.ui.overlays import PileViewer

from .scenarios import equip_then_win_seed
from .test_app_flow import new_game


def test_a_monster_dropped_on_a_card_of_the_party_attacks(driver):
    table = new_game(driver, equip_then_win_seed())
    driver.enter_dungeon()
    rank = next(r for r in (1, 2, 3) if not breakdown(table.state, r).reason)
    monster = table.state.hall[rank - 1]
    card = table.view.hand_regions()[1]
    # The middle of a card of the party, not the margin of the party's area around the cards.
    driver.drag(driver.point_in(f"monster:{rank}"), card.rect.center)
    assert table.state.turn.target == monster or monster not in table.state.hall, table.message
    assert any(step.action.kind == "attack" for step in table.match.session.steps)


def test_a_weapon_dropped_on_a_hero_still_equips_it(driver):
    # The party's area lies under its cards: a card of the party stays the target where it is one.
    table = new_game(driver, equip_then_win_seed())
    driver.enter_dungeon()
    equip = next(a for a in table.legal() if a.kind == "equip")
    driver.drag(driver.point_in(f"hand:{equip.card}"), driver.point_in(f"hand:{equip.target}"))
    assert table.state.turn.equips.get(equip.card) == equip.target


def test_the_hover_zoom_stays_under_a_pile_viewer(driver, monkeypatch):
    table = new_game(driver, 1234)
    driver.key(pygame.K_v)
    enlarged = []
    monkeypatch.setattr(table.view, "draw_enlarged", lambda surface, card, near: enlarged.append(card.id))
    driver.click(table.view.layout.deck_pile.center)
    viewer = table.overlay
    assert isinstance(viewer, PileViewer)
    # A card of the hand below the dimmed table, outside the viewer: nothing shows large over the viewer.
    outside = next(r.rect.center for r in table.view.hand_regions() if not viewer.rect.collidepoint(r.rect.center))
    driver.move(outside)
    driver.frames(2)
    assert enlarged == []
    # A card of the viewer itself does.
    card, cell = viewer.card_at(viewer.cells[0].center)
    driver.move(cell.center)
    driver.frames(2)
    assert enlarged and enlarged[-1] == card.id


def test_choosing_the_same_window_size_again_keeps_the_window(driver, monkeypatch):
    # A real desktop of 1920x1080 (the test's display is the dummy driver, whose desktop the app does not ask).
    app = driver.app
    app.desktop = (1920, 1080)
    app.settings.window_size = (1600, 900)
    sizes = []
    for _ in range(3):
        app.apply_window_settings()
        sizes.append(app.size)
    assert sizes == [(1600, 900)] * 3
    app.settings.window_size = (2560, 1440)      # larger than the desktop: the desktop less its task bar
    app.apply_window_settings()
    assert app.size == (1920, 1020)
    app.apply_window_settings()
    assert app.size == (1920, 1020)


def test_the_window_size_follows_the_desktop():
    from thunderstone_gui.ui.window_size import window_size_for

    assert window_size_for((1600, 900), (0, 0)) == (1600, 900)           # desktop unknown
    assert window_size_for((1920, 1080), (1920, 1080)) == (1920, 1020)
    assert window_size_for((1920, 1080), (1366, 768)) == (1366, 720)      # never below the smallest layout
    assert window_size_for((800, 600), (3840, 2160)) == (1280, 720)
