"""The card pool screen, opened from New Game: every card of every game with its face, rules and keyword help,
searched as you type, filtered by set, scrolled by wheel, keys and the scroll bar; the real app, driven by posted
mouse and key events."""

from __future__ import annotations

import pygame

from thunderstone_gui.engine.card_sets import set_cards
from thunderstone_gui.ui.scenes.card_pool import CardPoolScene, pool, search
from thunderstone_gui.ui.scenes.new_game import NewGameScene

from .driver import Driver
from .test_wrath_table import type_seed


def open_pool(d: Driver) -> CardPoolScene:
    d.press("new_game")
    d.press("card_pool")
    assert isinstance(d.scene, CardPoolScene)
    return d.scene


def type_query(d: Driver, text: str) -> None:
    for ch in text:
        d.type_text(ch)
    d.frames(1)


def test_the_pool_holds_every_card_of_every_game_with_its_rules_and_help():
    sets, cards = pool()
    assert [(s.game, s.info.id) for s in sets] == [("classic", "base"), ("classic", "wrath"),
                                                    ("advance", "towers_of_ruin"), ("quest", "ours")]
    for s in sets:
        ids = [c.card.id for c in cards if (c.game, c.set_id) == (s.game, s.info.id)]
        assert ids == [c.id for c in set_cards(s.game, s.info.id)]
    ebon = next(c for c in cards if c.name == "Ebon Fume")
    assert ebon.text and ebon.help and ebon.kind == "Monster" and ebon.set_id == "base"
    # The original game's table explains its keywords; a game without a table yet shows no help, never fails.
    assert all(c.help == () for c in cards if c.game == "advance")


def test_search_wants_every_word_and_puts_name_matches_first():
    _, cards = pool()
    golems = search(cards, "golem")
    assert golems and all("golem" in c.words for c in golems)
    names = [("golem" in c.name.lower()) for c in golems]
    assert names == sorted(names, reverse=True) and names[0]          # the names first, then keyword/text hits
    assert all("magic" in c.words and "attack" in c.words for c in search(cards, "Magic  ATTACK"))
    assert search(cards, "") == cards and search(cards, "zzzz nothing") == []


def test_typing_searches_as_you_type_and_esc_clears_then_goes_back(driver):
    driver.press("new_game")
    type_seed(driver, 4711)
    new_game = driver.scene
    driver.press("card_pool")
    scene = driver.scene
    total = len(scene.results)
    assert total == len(scene.cards) > 300
    type_query(driver, "gol")
    some = len(scene.results)
    type_query(driver, "em")
    assert scene.query == "golem" and 0 < len(scene.results) <= some < total
    assert scene.results[0].name.lower().endswith("golem")
    # A keyword finds the cards that have it.
    driver.key(pygame.K_ESCAPE)
    assert scene.query == "" and len(scene.results) == total and isinstance(driver.scene, CardPoolScene)
    type_query(driver, "edged")
    assert scene.results and all("edged" in c.words for c in scene.results)
    assert any("edged" in c.keywords for c in scene.results)
    driver.key(pygame.K_BACKSPACE)
    assert scene.query == "edge"
    type_query(driver, "xyzzy")
    assert scene.results == []
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is new_game and new_game.seed == 4711          # New Game as it was left


def test_a_set_chip_hides_and_shows_its_cards(driver):
    scene = open_pool(driver)
    wrath = [c for c in scene.results if c.set_id == "wrath"]
    assert wrath
    driver.press("set:classic:wrath")
    assert not any(c.set_id == "wrath" for c in scene.results)
    assert not driver.scene.widgets.get("set:classic:wrath").label.startswith("✓")
    driver.press("set:classic:wrath")
    assert [c for c in scene.results if c.set_id == "wrath"] == wrath
    assert driver.scene.widgets.get("set:classic:wrath").label.startswith("✓")


def test_a_set_not_owned_starts_hidden_and_can_be_shown(home):
    d = Driver(sets_not_owned=["wrath"])
    try:
        scene = open_pool(d)
        chip = d.scene.widgets.get("set:classic:wrath")
        assert "not owned" in chip.label and not any(c.set_id == "wrath" for c in scene.results)
        d.press("set:classic:wrath")
        assert any(c.set_id == "wrath" for c in scene.results)
    finally:
        d.close()


def test_the_list_scrolls_by_wheel_keys_and_scroll_bar(driver):
    scene = open_pool(driver)
    assert scene.max_scroll() > 0 and scene.scroll == 0
    driver.key(pygame.K_PAGEDOWN)
    page = scene.scroll
    assert page > 0
    driver.key(pygame.K_DOWN)
    assert scene.scroll > page
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0
    driver.move(scene.list_rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0))
    driver.frames(1)
    wheel = scene.scroll
    assert wheel > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    driver.frames(1)
    assert scene.scroll == 0
    # Dragging the scroll bar's thumb to the bottom of its track shows the last cards.
    driver.drag(scene._thumb().center, (scene.bar.centerx, scene.bar.bottom + 50))
    assert scene.scroll == scene.max_scroll()
    last = scene.cells[-1].rect.move(scene.list_rect.x, scene.list_rect.y - scene.scroll)
    assert last.bottom <= scene.list_rect.bottom + 20


def test_hovering_a_face_shows_it_large_and_every_game_gets_a_face(driver):
    scene = open_pool(driver)
    first = scene.cells[0]
    face = first.rect.move(scene.list_rect.x + 20, scene.list_rect.y + 20)
    driver.move((face.x + 10, face.y + 10))
    driver.frames(2)
    assert scene.hover is not None and scene.hover.card == first.card
    for game in ("advance", "quest"):
        card = next(c for c in scene.cards if c.game == game)
        surface = scene.face(card, 150)
        assert surface.get_size() == (150, 210) and surface.get_at((75, 4)).a == 255
    assert isinstance(driver.scene, CardPoolScene)
    driver.press("back")
    assert isinstance(driver.scene, NewGameScene)


def test_the_snapshot_tool_renders_the_card_pool(tmp_path, home):
    from thunderstone_gui.tools.snapshot import main as snapshot

    out = tmp_path / "pool.png"
    assert snapshot(["--screen", "card_pool", "--size", "1280x720", "--out", str(out)]) == 0
    assert out.stat().st_size > 10_000


def test_every_card_sets_name_is_said_in_german():
    """The card pool, New Game and "Sets I own" name each game's card sets in the player's language (Advance's
    Towers of Ruin was left in English)."""
    from thunderstone_gui import i18n
    from thunderstone_gui.ui.scenes.card_pool import pool, set_title

    i18n.set_language("de")
    try:
        said = {s.info.title: set_title(s.info.title) for s in pool()[0] if s.game != "toy"}
    finally:
        i18n.set_language("en")
    assert len(said) >= 4
    assert not [title for title, german in said.items() if german == title], said
