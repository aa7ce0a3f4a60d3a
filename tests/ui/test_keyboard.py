"""Every action with the keyboard alone (ui/focus.py): the ring moved by Tab, Shift+Tab and the arrows, Enter or Space
clicking where it stands, I showing a card's help, Escape backing out. For each of the three games, decisions played
with keys only give exactly the decisions the mouse gives from the same deal; every shell screen is reached and used
by keys; the ring is drawn (and only once the keyboard moved it)."""

from __future__ import annotations

import random

import pygame
import pytest

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.rules.dungeon import parse_path
from thunderstone_gui.ui.focus import RING_INNER, FocusRing, Spot
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu, ConfirmDialog, MenuOverlay
from thunderstone_gui.ui.quest.input import gear_kind
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import start_match
from thunderstone_gui.ui.widgets import Cycler

from .test_quest_table import perform as quest_click


# ------------------------------------------------------------------------------------------------ keys
def tab_to(d, key: str, limit: int = 200) -> None:
    """Tab until the ring stands on `key` (the way a player finds a place: Tab, Tab, ...)."""
    for _ in range(limit):
        if d.scene.focus.shown and d.scene.focus.key == key:
            return
        d.key(pygame.K_TAB, frames=1)
    raise AssertionError(f"Tab never reaches {key!r} on {d.scene.name}: {[s.key for s in d.scene.focus_spots()]}")


def enter(d) -> None:
    d.key(pygame.K_RETURN)


def tab_and_enter(d, key: str) -> None:
    tab_to(d, key)
    enter(d)


def take_cover_by_keys(d) -> None:
    assert isinstance(d.scene, CoverScene)
    tab_and_enter(d, "w:i_am")


def answer_yes_by_keys(d) -> None:
    if isinstance(d.scene, TableScene) and isinstance(d.table.overlay, ConfirmDialog):
        tab_and_enter(d, "o:0")


def hall_region(d, action: Action) -> str:
    return d.region_key_for(action)


def quest_region(d, action: Action) -> str:
    """The place a click takes `action` from (as tests/ui/test_quest_table.py's `perform` clicks)."""
    view, state = d.table.view, d.table.state
    if action.kind == "go_to":
        return f"location:{action.option}"
    if action.kind == "move":
        return f"room:{parse_path(state, action.option)[-1]}"
    if action.kind == "buy":
        return next(r.key for r in view.regions if r.key.startswith("stack:") and r.iid == action.card)
    if action.kind == "buy_gear":
        return f"supply:{action.option}"
    if action.kind == "buy_treasure":
        return "treasure"
    if action.kind == "gear":
        return f"gear:{gear_kind(action.option)}"
    if action.kind == "heal" and action.option == "token":
        return "hp"
    return f"hand:{action.card}"


def perform_by_keys(d, action: Action) -> None:
    """Take a legal action with keys only: a question's choice, a button, or the card's menu opened by Enter."""
    table = d.table
    panel = table.prompt_panel
    if panel is not None and any(c.action == action for c in panel.choices):
        index = next(k for k, c in enumerate(panel.choices) if c.action == action)
        tab_and_enter(d, f"choice:{index}")
        return
    if action.kind == "end_turn":
        tab_and_enter(d, "w:end_turn")
        answer_yes_by_keys(d)
        return
    button = next((b for b in table.game_buttons if b.kind == action.kind), None)
    if button is not None and action.kind not in ("attack",):
        tab_and_enter(d, f"w:{button.wid}")
        answer_yes_by_keys(d)
        return
    key = quest_region(d, action) if table.match.config.game == "quest" else hall_region(d, action)
    tab_and_enter(d, key)
    menu = d.table.overlay
    assert isinstance(menu, CardMenu), f"Enter on {key} for {action} opened {menu!r} ({d.table.message!r})"
    index = next((k for k, c in enumerate(menu.choices) if c.action == action), None)
    assert index is not None, f"{action} is not in the menu of {key}"
    tab_and_enter(d, f"o:{index}")


def perform_by_mouse(d, action: Action) -> None:
    if d.table.match.config.game == "quest":
        quest_click(d, action)
    elif action.kind == "prepare":
        d.press("prepare")
    else:
        d.perform(action)


def pick_for(game: str):
    if game == "quest":
        from thunderstone_gui.ai.quest.policy import QuestPolicy

        policy = QuestPolicy()
        return lambda state, rng: policy(state)
    if game == "advance":
        from thunderstone_gui.ui.advance.demo import pick

        return pick
    from thunderstone_gui.ui.classic.demo import pick

    return pick


def play(d, game: str, seed: int, decisions: int, by_keys: bool) -> list[Action]:
    """`decisions` decisions of a pass-and-play game of `game`, each chosen by the game's demo policy and taken by
    the mouse or by keys (the cover too); the decisions the session recorded."""
    config = GameConfig.new(["Ann", "Bob"], game=game, seed=seed)
    start_match(d.app, Match(Session(config), autosave=False), fresh_device=True)
    d.frames(1)
    rng = random.Random(seed)
    pick = pick_for(game)
    for _ in range(decisions * 3):
        if isinstance(d.scene, GameOverScene):
            break
        if isinstance(d.scene, CoverScene):
            take_cover_by_keys(d) if by_keys else d.take_cover()
            continue
        table = d.table
        if len(table.match.session.steps) >= decisions:
            break
        action = pick(table.state, rng)
        before = len(table.match.session.steps)
        (perform_by_keys if by_keys else perform_by_mouse)(d, action)
        assert len(table.match.session.steps) == before + 1, f"{action} was not taken ({table.message!r})"
    return [step.action for step in d.table.match.session.steps]


@pytest.mark.parametrize(("game", "seed", "decisions", "kinds"), [
    ("classic", 33, 16, {"visit_village", "buy", "end_turn", "enter_dungeon", "equip", "attack", "choose"}),
    ("advance", 4, 16, {"visit_village", "buy", "end_turn", "enter_dungeon", "attack"}),
    ("quest", 6, 16, {"choose", "go_to", "buy", "end_turn", "enter_dungeon", "fight"}),
])
def test_a_game_played_with_keys_only_takes_the_decisions_the_mouse_takes(driver, game, seed, decisions, kinds):
    by_mouse = play(driver, game, seed, decisions, by_keys=False)
    by_keys = play(driver, game, seed, decisions, by_keys=True)
    assert by_keys == by_mouse
    assert len(by_keys) == decisions
    assert kinds <= {a.kind for a in by_keys}, {a.kind for a in by_keys}


# ------------------------------------------------------------------------------------------------ the ring
def test_the_ring_is_drawn_only_once_the_keyboard_moved_it_and_a_click_hides_it(driver):
    title = driver.scene
    assert not title.focus.shown
    driver.key(pygame.K_TAB)
    assert title.focus.shown and title.focus.key == "w:new_game"
    button = title.widgets.get("new_game")
    ring = button.rect.inflate(12, 12)
    # The ring's white line runs just outside the button (black outside it): every side shows it.
    for point in (ring.midtop, ring.midbottom, ring.midleft, ring.midright):
        x, y = point
        near = [driver.app.screen.get_at((x + dx, y + dy))[:3] for dx in range(-4, 5) for dy in range(-4, 5)]
        assert RING_INNER in near, point
    driver.key(pygame.K_DOWN)
    assert title.focus.key == "w:net_play"
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert title.focus.key == "w:new_game"
    driver.click((5, 5))
    assert not title.focus.shown


def test_arrows_go_to_the_nearest_spot_that_way_and_tab_wraps():
    ring = FocusRing()
    grid = [Spot(f"{x}{y}", pygame.Rect(100 * x, 100 * y, 80, 80)) for y in range(3) for x in range(3)]
    ring.step(grid, 1)
    assert ring.key == "00"
    for key, expected in ((pygame.K_RIGHT, "10"), (pygame.K_DOWN, "11"), (pygame.K_RIGHT, "21"),
                          (pygame.K_RIGHT, "21"), (pygame.K_UP, "20"), (pygame.K_LEFT, "10")):
        dx, dy = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}[key]
        ring.toward(grid, dx, dy)
        assert ring.key == expected
    ring.key = "22"
    ring.step(grid, 1)
    assert ring.key == "00"
    ring.step(grid, -1)
    assert ring.key == "22"
    # A place gone (a menu closed, a card played): the ring goes back where it stood before.
    assert ring.current(grid[:8]).key == "00"


# ------------------------------------------------------------------------------------------------ the shell
def test_a_game_starts_from_the_title_by_keys_alone_and_the_menu_the_rules_and_back_work(driver):
    tab_and_enter(driver, "w:new_game")
    assert driver.scene.name == "new_game" and driver.scene.focus.shown
    tab_to(driver, "w:kind:1")
    driver.key(pygame.K_RIGHT)                     # a focused choice: ← → change it
    assert driver.scene.widgets.get("kind:1").value == "ai:easy"
    driver.key(pygame.K_LEFT)
    assert driver.scene.widgets.get("kind:1").value == "human"
    # The card set's padlocks and ↻ are places of the ring too.
    panel = driver.scene.panel
    entry = next(entry for _, what, entry in panel.board_view.hits if what == "lock")
    tab_to(driver, f"lock:{entry!r}")
    enter(driver)
    assert entry in panel.locked
    tab_and_enter(driver, "w:start")
    take_cover_by_keys(driver)
    table = driver.table
    assert table.focus.shown
    # Escape: the menu; its entries by the ring; the Rules and back to the table.
    driver.key(pygame.K_ESCAPE)
    assert isinstance(table.overlay, MenuOverlay)
    rules = table.overlay.ids.index("rules")
    tab_and_enter(driver, f"o:{rules}")
    assert driver.scene.name == "rules"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene is table


def test_the_focused_card_shows_its_help_on_i_and_escape_hides_it(driver, monkeypatch):
    config = GameConfig.new(["Ann", "Bob"], game="classic", seed=3)
    start_match(driver.app, Match(Session(config), autosave=False), fresh_device=True)
    driver.frames(1)
    take_cover_by_keys(driver) if isinstance(driver.scene, CoverScene) else None
    table = driver.table
    shown = []
    monkeypatch.setattr(type(table.view), "draw_enlarged", lambda self, surface, card, near: shown.append(card.name))
    hand = table.view.hand_regions()[0]
    tab_to(driver, hand.key)
    assert not shown
    driver.key(pygame.K_i)
    assert shown and shown[-1] == table.state.cards[hand.iid].name
    shown.clear()
    driver.key(pygame.K_ESCAPE)
    assert not shown and table.overlay is None        # Escape hid the help, it did not open the menu


SCREENS = ("net_play", "learn", "statistics", "settings", "rules", "about")


@pytest.mark.parametrize("button", SCREENS)
def test_every_screen_of_the_title_opens_by_keys_and_escape_comes_back(driver, button):
    tab_and_enter(driver, f"w:{button}")
    assert driver.scene.name != "title"
    assert driver.scene.focus.shown and driver.scene.focus_spots(), f"{driver.scene.name} offers nothing to keys"
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "title"


def test_a_setting_is_changed_by_keys(driver):
    tab_and_enter(driver, "w:settings")
    settings = driver.scene
    cyclers = [s.key for s in settings.focus_spots() if isinstance(settings.widgets.get(s.key[2:]), Cycler)]
    assert cyclers
    wid = "animation_speed" if "w:animation_speed" in cyclers else cyclers[0][2:]
    before = settings.widgets.get(wid).value
    tab_to(driver, f"w:{wid}")
    driver.key(pygame.K_RIGHT)
    assert driver.scene.widgets.get(wid).value != before


@pytest.mark.parametrize(("lang", "heading", "tab_words"), [("en", "Keyboard", "Shift+Tab"),
                                                            ("de", "Tastatur", "Umschalt+Tab")])
@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_the_rules_of_each_game_list_the_keys_in_english_and_german(home, game, lang, heading, tab_words):
    from thunderstone_gui import i18n

    from .driver import Driver

    d = Driver(size=(1280, 720), language=lang)
    try:
        tab_and_enter(d, "w:rules")
        rules = d.scene
        tab_to(d, "w:game")
        for _ in range(3):
            if rules.game == game:
                break
            d.key(pygame.K_RIGHT)
        assert rules.game == game
        tab_and_enter(d, "w:section:keyboard")       # the section's button in the column, by keys too
        block = rules.reader.anchor("keyboard")
        assert rules.reader.blocks[block].text == heading
        assert rules.reader.scroll == rules.reader._clamped(rules.reader.top_of(block) - round(rules.reader.rect.h
                                                                                                * 0.05))
        texts = [b.text for b in rules.reader.blocks[block:block + 12]]
        assert any(tab_words in t for t in texts), texts
        own = {"classic": "F1", "advance": "P", "quest": "T, B, S"}[game]
        assert any(own in t for t in texts)
    finally:
        d.close()
        i18n.set_language("en")


# ------------------------------------------------------------------------------------------------ carrying a card
def first_carry(table, kinds: tuple[str, ...] = ()) -> tuple[str, object, Action] | None:
    """The first card of the table that can be carried somewhere now (from a place of one of `kinds`, any when
    empty; its drop one of an action of `kinds`): its place, a target and the drop's action."""
    spots = {s.rect.topleft + s.rect.size: s for s in table.view.focus_spots()}
    for source, rect in table.view.draggables():
        targets = table.view.drops_for(table.state, table.legal(), source)
        if kinds:
            targets = {t: a for t, a in targets.items() if a.kind in kinds}
        spot = spots.get(rect.topleft + rect.size)
        if targets and spot is not None:
            target, action = next(iter(targets.items()))
            return spot.key, target, action
    return None


def game_with_a_carry(d, game: str, seed: int, kinds: tuple[str, ...] = ()):
    config = GameConfig.new(["Ann", "Bob"], game=game, seed=seed)
    start_match(d.app, Match(Session(config), autosave=False), fresh_device=True)
    d.frames(1)
    rng = random.Random(seed)
    pick = pick_for(game)
    for _ in range(40):
        if isinstance(d.scene, CoverScene):
            d.take_cover()
            continue
        found = first_carry(d.table, kinds)
        if found is not None:
            return found
        perform_by_mouse(d, pick(d.table.state, rng))
    raise AssertionError("nothing to carry")


@pytest.mark.parametrize(("game", "seed", "kinds"), [
    ("classic", 33, ()), ("classic", 33, ("equip",)), ("advance", 4, ()), ("quest", 6, ()),
    ("quest", 6, ("go_to",)), ("quest", 6, ("move",)),
])
def test_a_card_carried_by_keys_lands_where_the_mouse_drops_it(driver, game, seed, kinds):
    key, target, action = game_with_a_carry(driver, game, seed, kinds)
    table = driver.table
    spot = next(s for s in table.view.focus_spots() if s.key == key)
    count = len(table.match.session.steps)
    driver.drag(spot.at, table.view.drop_rect(target).center)
    by_mouse = table.match.session.steps[count:]
    assert [step.action for step in by_mouse] == [action]
    # The same deal again, by keys: the ring to the card, Shift+Enter picks it up, the ring goes over the lit places
    # only, Enter drops it.
    assert game_with_a_carry(driver, game, seed, kinds) == (key, target, action)
    table = driver.table
    tab_to(driver, key)
    driver.key(pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert table.drag is not None and table.drag.by_keys and table.drag.active
    lit = {s.key for s in table.focus_spots()}
    assert lit == {f"drop:{t!r}" for t in table.drag.targets if table.view.drop_rect(t) is not None}
    tab_to(driver, f"drop:{target!r}")
    assert driver.app.mouse == table.view.drop_rect(target).center        # the card is carried over it
    enter(driver)
    assert table.drag is None
    assert table.match.session.steps[count:] == by_mouse


def test_escape_puts_a_carried_card_back(driver):
    key, target, action = game_with_a_carry(driver, "quest", 6)
    table = driver.table
    count = len(table.match.session.steps)
    tab_to(driver, key)
    driver.key(pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert table.drag is not None
    driver.key(pygame.K_ESCAPE)
    assert table.drag is None and table.overlay is None and len(table.match.session.steps) == count


def test_a_card_that_goes_nowhere_now_is_not_picked_up_and_the_player_is_told(driver):
    config = GameConfig.new(["Ann", "Bob"], game="classic", seed=3)
    start_match(driver.app, Match(Session(config), autosave=False), fresh_device=True)
    driver.frames(1)
    if isinstance(driver.scene, CoverScene):
        take_cover_by_keys(driver)
    table = driver.table
    assert table.state.pending.kind == "turn"          # before Village, Dungeon or Rest: no card goes anywhere
    hand = table.view.hand_regions()[0]
    tab_to(driver, hand.key)
    driver.key(pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert table.drag is None and table.message == "Nothing takes this card now: Enter shows what it can do."
    assert table.focus.key == hand.key


# ------------------------------------------------------------------------------------------------ more screens by keys
def start_by_keys_game(d, game: str = "classic", seed: int = 3) -> TableScene:
    config = GameConfig.new(["Ann", "Bob"], game=game, seed=seed)
    start_match(d.app, Match(Session(config)), fresh_device=True)
    d.frames(1)
    if isinstance(d.scene, CoverScene):
        take_cover_by_keys(d)
    d.key(pygame.K_TAB)
    return d.table


def test_a_pile_viewer_opens_shows_a_card_on_i_and_closes_by_keys(driver, monkeypatch):
    table = start_by_keys_game(driver)
    shown = []
    monkeypatch.setattr(type(table.view), "draw_enlarged", lambda self, surface, card, near: shown.append(card.name))
    tab_and_enter(driver, "deck")
    assert type(table.overlay).__name__ == "PileViewer"
    assert [s.key for s in table.focus_spots()][:1] == ["o:card:0"]
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_i)
    assert shown and shown[-1] == table.overlay.entries[table.focus_spots().index(
        next(s for s in table.focus_spots() if s.key == table.focus.key))][0].name
    driver.key(pygame.K_ESCAPE)             # the help first
    driver.key(pygame.K_ESCAPE)             # then the viewer
    assert table.overlay is None and table.focus.key == "deck"


def test_a_game_saved_under_a_name_and_loaded_again_by_keys(driver):
    table = start_by_keys_game(driver)
    tab_and_enter(driver, "w:village")
    steps = len(table.match.session.steps)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert driver.scene.name == "save_as" and driver.scene.typing()      # the name is typed at once
    for _ in range(30):
        driver.key(pygame.K_BACKSPACE, frames=1)
    driver.type_text("by keys")
    tab_and_enter(driver, "w:save")
    assert driver.scene is table
    driver.key(pygame.K_ESCAPE)
    tab_and_enter(driver, f"o:{table.overlay.ids.index('title')}")
    assert driver.scene.name == "title"
    tab_and_enter(driver, "w:load")
    dialog = driver.scene
    label = next(k for k, e in enumerate(dialog.entries) if e.label == "by keys")
    tab_and_enter(driver, f"file:{label}")
    tab_and_enter(driver, "w:open")
    assert isinstance(driver.scene, (TableScene, CoverScene))
    if isinstance(driver.scene, CoverScene):
        take_cover_by_keys(driver)
    assert len(driver.table.match.session.steps) == steps


def test_an_unfinished_game_is_continued_from_its_row_by_keys(driver):
    table = start_by_keys_game(driver)
    tab_and_enter(driver, "w:village")
    driver.key(pygame.K_ESCAPE)
    tab_and_enter(driver, f"o:{table.overlay.ids.index('title')}")
    rows = [s.key for s in driver.scene.focus_spots() if s.key.startswith("game:")]
    assert len(rows) == 1
    tab_and_enter(driver, rows[0])
    if isinstance(driver.scene, CoverScene):
        take_cover_by_keys(driver)
    assert driver.table.state.pending.kind == "village"


def test_game_over_its_charts_and_the_replay_by_keys(driver):
    from thunderstone_gui.ui.game_view import view_for

    game = view_for("classic")
    session = game.demo_session(7, 40)
    game.demo_advance(session, 5000, 7)
    match = Match(session, autosave=False)
    match.take_device(0)
    driver.app.match = match
    driver.app.switch(GameOverScene(driver.app, match))
    driver.frames(2)
    over = driver.scene
    tab_and_enter(driver, "w:charts")
    assert over.charts.shown
    seat = over.charts.deck_seat
    tab_and_enter(driver, "charts:deck")
    assert over.charts.deck_seat != seat
    tab_and_enter(driver, "w:watch_replay")
    replay = driver.scene
    assert replay.name == "replay" and replay.focus.shown
    index = replay.index
    driver.key(pygame.K_LEFT)                        # the replay keeps its arrows: a step back
    assert replay.index == index - 1
    tab_and_enter(driver, "w:back")
    assert driver.scene is over


def test_the_lesson_is_followed_by_keys(driver):
    tab_and_enter(driver, "w:learn")
    tab_and_enter(driver, "w:lesson:classic")
    if isinstance(driver.scene, CoverScene):
        take_cover_by_keys(driver)
    table = driver.table
    coach = table.coach
    assert coach is not None
    step = coach.current
    tab_and_enter(driver, "coach:next")
    assert coach.current != step


def test_the_card_pool_shows_a_card_large_on_i(driver, monkeypatch):
    from thunderstone_gui.ui.scenes.card_pool import CardPoolScene

    driver.app.switch(CardPoolScene(driver.app))
    driver.frames(2)
    pool = driver.scene
    shown = []
    monkeypatch.setattr(CardPoolScene, "_draw_enlarged", lambda self, surface, cell: shown.append(cell.card))
    tab_to(driver, "card:0")
    driver.key(pygame.K_i)
    assert shown and shown[-1] == pool.cells[0].card
    driver.key(pygame.K_i)
    # A set's chip hides its cards; the search field takes typing again after Enter on it.
    chip = next(s.key for s in pool.focus_spots() if s.key.startswith("w:set:"))
    before = len(pool.shown_sets)
    tab_and_enter(driver, chip)
    assert len(pool.shown_sets) == before - 1
    tab_and_enter(driver, "w:search")
    driver.type_text("dagger")
    assert pool.query == "dagger"


def test_the_network_screens_host_and_join_by_keys(driver):
    from thunderstone_gui.ui.scenes import net_play

    tab_and_enter(driver, "w:net_play")
    tab_and_enter(driver, "w:host")
    assert isinstance(driver.scene, net_play.HostSetupScene)
    tab_and_enter(driver, "w:start")
    lobby = driver.scene
    assert isinstance(lobby, net_play.HostLobbyScene) and lobby.server is not None
    assert "w:back" in {s.key for s in lobby.focus_spots()}
    tab_and_enter(driver, "w:back")
    assert not isinstance(driver.scene, net_play.HostLobbyScene)
    while not isinstance(driver.scene, net_play.NetMenuScene):
        driver.key(pygame.K_ESCAPE)
    tab_and_enter(driver, "w:join")
    join = driver.scene
    assert isinstance(join, net_play.JoinScene)
    tab_and_enter(driver, "w:name")                  # Enter on a field: typing into it
    assert join.typing()
    for _ in range(20):
        driver.key(pygame.K_BACKSPACE, frames=1)
    driver.type_text("Zoe")
    driver.key(pygame.K_TAB)                         # Tab leaves the field for the next place
    assert not join.typing() and join.widgets.get("name").text == "Zoe"
    assert join.focus.key != "w:name"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, net_play.NetMenuScene)


def test_page_keys_turn_the_wheel_where_the_ring_is(driver, monkeypatch):
    from .history_helpers import write_sample_history

    write_sample_history(24)
    driver.app.settings.player_names = ["Ann", "Bob"]
    tab_and_enter(driver, "w:statistics")
    scene = driver.scene
    tab_and_enter(driver, "w:tab_games")
    assert scene.tab == "games" and scene.rows and scene.scroll == 0
    first = scene.rows[0][1]
    tab_to(driver, "game:0")
    driver.key(pygame.K_PAGEDOWN)
    assert scene.scroll == 3 and scene.rows[0][1] != first
    driver.key(pygame.K_PAGEUP)
    assert scene.scroll == 0 and scene.rows[0][1] == first
    # At the table: the log, as the wheel over it.
    driver.key(pygame.K_ESCAPE)
    table = start_by_keys_game(driver)
    tab_to(driver, "log")
    scrolled = []
    original = type(table.frame).scroll_log
    monkeypatch.setattr(type(table.frame), "scroll_log", lambda self, n: scrolled.append(n) or original(self, n))
    driver.key(pygame.K_PAGEUP)
    assert scrolled == [9]
