"""Thunderstone Quest at the real table, driven headless like a player: New Game with its setup, the secret Side
Quest, the Champion dragged onto a location, into the Dungeon and onto a room (only the rooms it can reach light
up, with their Light cost), a click on a room listing every path, Weapons wielded by drag, purchases and Gear by drag
and click, the battle preview, the last round announced, the Hint, a whole game clicked to Game Over with its replay,
Continue, and the layout from 1280x720 to 4K."""

from __future__ import annotations

import pygame
import pytest

from thunderstone_gui.ai.quest.policy import QuestPolicy
from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.position import Position
from thunderstone_gui.systems.quest.rules.dungeon import parse_path
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu
from thunderstone_gui.ui.quest import VIEW as QuestView
from thunderstone_gui.ui.quest.input import DragSource, gear_kind
from thunderstone_gui.ui.quest.layout import compute
from thunderstone_gui.ui.quest.scores import breakdown
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import start_match

HAND = ["korrin_1", "hooked_blade", "sable_1", "lantern", "adventurer", "dagger"]


def table_at(driver, **fields) -> TableScene:
    """The table showing a hand-written Quest position, seat 0 at the device."""
    fields.setdefault("players", [{"hand": HAND}, {}])
    session = Session.from_position(Position.model_validate(fields))
    match = Match(session, autosave=False)
    match.take_device(0)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    return table


def cycle_to(driver, widget_id: str, value) -> None:
    for _ in range(30):
        widget = driver.scene.widgets.get(widget_id)
        if widget.value == value:
            return
        driver.click((widget.rect.right - 4, widget.rect.centery))
    raise AssertionError(f"{widget_id} never shows {value!r}")


def point_on(table: TableScene, key: str) -> tuple[int, int]:
    """A point of the region `key` that no later region covers."""
    view = table.view
    region = view.region(key)
    assert region is not None, key
    r = region.rect
    for fy in (0.5, 0.15, 0.85, 0.3, 0.7):
        for fx in (0.5, 0.15, 0.85, 0.3, 0.7):
            p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
            if all(not later.rect.collidepoint(p) for later in view.regions[view.regions.index(region) + 1:]):
                return p
    raise AssertionError(f"{key} is covered")


def perform(driver, action: Action) -> None:
    """Take a legal action through the table's own click targets, as a player would."""
    driver.frames(1)
    table = driver.table
    view, state = table.view, table.state
    panel = table.prompt_panel
    if panel is not None and any(c.action == action for c in panel.choices):
        driver.click(next(c for c in panel.choices if c.action == action).rect.center)
        return
    button = {"enter_dungeon": "dungeon", "fight": "fight", "to_wilderness": "wilderness",
              "end_turn": "end_turn"}.get(action.kind)
    if button is not None:
        driver.press(button)
        return
    if action.kind == "go_to":
        key = f"location:{action.option}"
    elif action.kind == "move":
        key = f"room:{parse_path(state, action.option)[-1]}"
    elif action.kind == "buy":
        key = next(r.key for r in view.regions if r.key.startswith("stack:") and r.iid == action.card)
    elif action.kind == "buy_gear":
        key = f"supply:{action.option}"
    elif action.kind == "buy_treasure":
        key = "treasure"
    elif action.kind == "gear":
        key = f"gear:{gear_kind(action.option)}"
    elif action.kind == "heal" and action.option == "token":
        key = "hp"
    else:
        key = f"hand:{action.card}"
    driver.click(point_on(table, key))
    menu = driver.table.overlay
    assert isinstance(menu, CardMenu), f"{action}: {key} opened {menu!r} ({driver.table.message})"
    choice = next((c for c in menu.choices if c.action == action), None)
    assert choice is not None, f"{action} is not in the menu of {key}: {[c.action for c in menu.choices]}"
    driver.click(choice.rect.center)


# ------------------------------------------------------------------------------------------------ New Game
def test_new_game_offers_quest_with_its_setup_and_the_side_quest_is_kept_in_secret(driver):
    driver.press("new_game")
    assert isinstance(driver.scene, NewGameScene)
    cycle_to(driver, "game", "quest")
    for widget in ("quest_set", "quest_setup", "side_quests", "sponsorships", "guardian_level"):
        assert driver.scene.widgets.get(widget) is not None, widget
    kinds = [value for value, _ in driver.scene.widgets.get("kind:0").options]
    assert kinds == ["human", "ai:easy", "ai:normal", "ai:hard"]
    driver.frames(1)
    panel = driver.scene.panel
    rooms = [key for _, what, key in panel.board_view.hits if what == "row" and key.kind == "room"]
    assert [panel._board_entry(e).tag for e in rooms] == ["L1", "L1", "L2", "L2", "L3", "L3"]     # level by level
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    table = driver.table
    state = table.state
    assert state.config.game == "quest" and isinstance(table.view, QuestView)
    assert state.config.choice.source == "random" and state.config.card_set == "ours"
    # Seat 0 keeps one of its three Side Quests; the panel shows only its own.
    offer = state.players[0].offer
    panel = table.prompt_panel
    assert panel is not None and len(panel.choices) == 3
    assert {c.card.id for c in panel.choices} == set(offer)
    kept = offer[1]
    driver.click(next(c for c in panel.choices if c.card.id == kept).rect.center)
    assert state.players[0].side_quest == kept or driver.table.state.players[0].side_quest == kept
    # The next human takes the device behind the cover; nothing of seat 0's Side Quest is drawn for them.
    assert isinstance(driver.scene, CoverScene)
    driver.take_cover()
    table = driver.table
    drawn: list[str] = []
    real_face = table.view.art.face

    def recording(card, width):
        drawn.append(card.id)
        return real_face(card, width)

    table.view.art.face = recording
    table.dirty = True
    driver.frames(2)
    driver.move(table.view.layout.quest_card.center)
    driver.frames(2)
    assert table.match.viewer == 1 and drawn
    assert kept not in drawn
    assert {c.card.id for c in table.prompt_panel.choices} == set(table.state.players[1].offer)


def test_an_installed_set_is_offered_and_a_broken_one_is_listed_with_its_reason(driver, home):
    from thunderstone_gui.resources import package_file
    from thunderstone_gui.systems.quest.set_files import sets_dir
    from thunderstone_gui.ui.quest.setup_panel import available_sets

    text = package_file("systems", "quest", "data", "ours.yaml").read_text(encoding="utf-8")
    folder = sets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "copy.yaml").write_text(text.replace("id: ours\n", "id: my_copy\n").replace(
        "name: Lantern Road (our own cards)\n", "name: My Copy\n"), encoding="utf-8")
    (folder / "broken.yaml").write_text("format: thunderstone-quest-set\nid: broken\n", encoding="utf-8")
    sets = available_sets()
    assert sets[0].set_id == "ours" and {"my_copy", "broken"} <= {s.set_id for s in sets}
    copy = next(s for s in sets if s.set_id == "my_copy")
    broken = next(s for s in sets if s.set_id == "broken")
    assert copy.catalogue is not None and broken.catalogue is None and broken.problem
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    panel = driver.scene.panel
    cycle_to(driver, "quest_set", next(k for k, s in enumerate(panel.sets) if s.set_id == "my_copy"))
    config = driver.scene.config()
    assert config.card_set == "my_copy" and config.card_set_hash == copy.catalogue.hash
    # The config names the set by id and hash; it carries none of its cards.
    assert "Shieldbearer" not in config.model_dump_json() and "Physical Attack" not in config.model_dump_json()
    assert all(s.set_id != "broken" for s in panel.sets if s.catalogue is not None)


# ------------------------------------------------------------------------------------------------ the Champion
def test_the_champion_is_dragged_onto_a_location_or_into_the_dungeon_and_undo_takes_it_back(driver):
    table = table_at(driver)
    view = table.view
    assert table.state.pending.kind == "prep" and view.region("champion:0") is not None
    driver.drag(point_on(table, "champion:0"), view.layout.locations["bazaar"].center)
    assert table.state.players[0].location == "bazaar" and table.state.pending.kind == "village"
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.state.pending.kind == "prep"
    driver.key(pygame.K_y, pygame.KMOD_CTRL)
    assert table.state.players[0].location == "bazaar" and table.state.pending.kind == "village"
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.drag(point_on(table, "champion:0"), view.layout.rooms[0].center)
    assert table.state.pending.kind == "dungeon" and table.state.players[0].location == "room:0"
    # Now on The Wilderness tile: it is dragged from there.
    assert view.region("champion:0").rect.colliderect(view.layout.rooms[0])


def test_only_the_rooms_the_champion_can_reach_light_up_with_their_light_cost(driver):
    table = table_at(driver, players=[{"hand": ["adventurer", "adventurer", "adventurer", "lantern"],
                                       "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    state, view = table.state, table.view
    legal = table.legal()
    targets = view.drops_for(state, legal, DragSource("champion"))
    moves = {parse_path(state, a.option)[-1] for a in legal if a.kind == "move"}
    assert {int(t.key) for t in targets if t.kind == "room"} == moves | {0}
    assert moves == {1, 2, 3, 4}                       # Light 1: level 1 rooms (0) and level 2 rooms (1)
    assert view.costs[3] == 1 and view.costs[5] == 3 and view.reach_light == 1
    # A room beyond the Light: the drop slides back and says why.
    driver.drag(point_on(table, "champion:0"), view.layout.rooms[5].center)
    assert table.state.pending.kind == "dungeon" and "needs 3 Light" in table.message
    # A room within reach: the Champion moves and battles there.
    driver.drag(point_on(table, "champion:0"), view.layout.rooms[1].center)
    assert table.state.players[0].location == "room:1"
    assert any(line.text.startswith(("Victory", "Defeat")) for line in table.match.log.lines)


def test_a_click_on_a_room_lists_every_path_with_its_light_and_outcome(driver):
    table = table_at(driver, players=[{"hand": ["glowstone_charm", "glowstone_charm", "korrin_1"],
                                       "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    driver.click(point_on(table, "room:4"))
    menu = table.overlay
    assert isinstance(menu, CardMenu)
    moves = [a for a in table.legal() if a.kind == "move" and a.option.endswith(table.state.rooms[4])]
    assert len(moves) >= 2 and {c.action for c in menu.choices} == set(moves)
    assert all("Light" in c.label and ("WIN" in c.label or "LOSE" in c.label) for c in menu.choices)
    assert any("via" in c.label for c in menu.choices)
    driver.click(menu.choices[0].rect.center)
    assert table.state.players[0].location == "room:4"


# ------------------------------------------------------------------------------------------------ cards and tokens
def test_weapons_are_wielded_by_drag_and_shown_on_their_hero_with_its_skill(driver):
    table = table_at(driver, players=[{"hand": ["korrin_1", "hooked_blade", "dagger", "adventurer"],
                                       "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    state, view = table.state, table.view
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "korrin_1")
    for weapon_id in ("hooked_blade", "dagger"):
        weapon = next(i for i in state.players[0].hand if state.cards[i].id == weapon_id)
        driver.drag(point_on(table, f"hand:{weapon}"), point_on(table, f"hand:{hero}"))
        assert table.state.turn.wields.get(weapon) == hero, table.message
    # Both peek out above Korrin, who wields them by Skill (2 + 1 of his 4).
    hero_rect = view.card_rects[hero]
    assert all(view.card_rects[w].y < hero_rect.y for w in table.state.turn.wields)
    assert view.previews[0].figures.physical >= 3 + 3 + 1
    # A Weapon dropped on a Hero without the Skill: it slides back with the reason.
    table2 = table_at(driver, players=[{"hand": ["meridia_1", "longshot_bow"], "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    bow = next(i for i in table2.state.players[0].hand if table2.state.cards[i].id == "longshot_bow")
    wizard = next(i for i in table2.state.players[0].hand if table2.state.cards[i].id == "meridia_1")
    driver.drag(point_on(table2, f"hand:{bow}"), point_on(table2, f"hand:{wizard}"))
    assert not table2.state.turn.wields and "too little Skill" in table2.message


def test_buying_by_drag_and_by_click_and_gear_at_the_bazaar(driver):
    table = table_at(driver, players=[{"hand": ["lantern", "lantern", "lantern", "thunderstone_shard"],
                                       "location": "bazaar"}, {}])
    driver.key(pygame.K_b)                                   # The Bazaar by its key
    state, view = table.state, table.view
    assert state.pending.kind == "village" and state.players[0].location == "bazaar"
    stack = next(r for r in view.regions if r.key == "stack:market:glowstone_charm")
    driver.drag(point_on(table, stack.key), view.layout.discard_pile.center)
    assert table.state.cards[table.state.players[0].discard[-1]].id == "glowstone_charm"
    # A second purchase is not allowed: the drop explains it.
    stack = next(r for r in view.regions if r.key == "stack:market:field_kit")
    driver.drag(point_on(table, stack.key), view.layout.discard_pile.center)
    assert "one card purchase a turn" in table.message
    # The Bazaar's Iron Rations by a click on the supply token.
    perform(driver, Action("buy_gear", option="iron_rations"))
    assert table.state.players[0].gear[0] == 1


def test_gear_tokens_are_used_by_drag_and_by_click(driver):
    table = table_at(driver, players=[{"hand": ["korrin_1", "hooked_blade", "adventurer"], "location": "the_wilderness",
                                       "wounds": 2, "gear": {"iron_rations": 1, "potion": 1, "lantern": 1}}, {}])
    driver.press("dungeon")
    state, view = table.state, table.view
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "korrin_1")
    driver.drag(point_on(table, "gear:iron_rations"), point_on(table, f"hand:{hero}"))
    assert table.state.players[0].gear[0] == 0 and table.state.turn.boosts
    driver.drag(point_on(table, "gear:potion"), view.layout.board.center)
    assert table.state.players[0].wounds == 1
    light = view.reach_light
    perform(driver, Action("gear", option="lantern"))
    assert table.state.players[0].gear[1] == 0 and view.reach_light == light + 1


# ------------------------------------------------------------------------------------------------ what is shown
def test_the_battle_preview_shows_the_attack_after_armor_against_health_before_the_move(driver):
    table = table_at(driver, rooms={"echoing_well": "venom_matron"},
                     players=[{"hand": ["korrin_1", "hooked_blade", "glowstone_charm"],
                               "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    driver.drag(point_on(table, f"hand:{table.state.players[0].hand[1]}"),
                point_on(table, f"hand:{table.state.players[0].hand[0]}"))
    room = table.state.rooms.index("echoing_well")
    preview = table.view.previews[room]
    # Korrin 3 + Hooked Blade 3 = 6 Physical; Venom Matron's Armor 2 and the Echoing Well's Armor +1 take 3.
    assert preview.figures.armor == 3 and preview.figures.physical == 3
    assert preview.figures.health == 9 and not preview.figures.victory and preview.wounds == 2
    region = table.view.region(f"preview:{room}")
    assert region is not None
    driver.move(region.rect.center)
    driver.frames(2)
    assert driver.app.last_crash is None


def test_the_last_round_and_the_keys_are_announced_and_every_place_has_hover_help(driver):
    table = table_at(driver, summoned=True, keys_found=4,
                     players=[{"hand": HAND, "location": "the_wilderness"}, {}])
    assert table.view.region("announcement") is not None
    assert table.view.region("keys") is not None
    found = [k for k in ("room:1", "monster:2", "hp", "gear_view:potion", "xp", "keys", "supply:lantern",
                         "location:temple", "treasure", "guardian", "deck", "box", "champion:0", "announcement")
             if table.view.region(k) is not None]
    assert len(found) >= 12
    for key in found:
        driver.move(table.view.region(key).rect.center)
        driver.frames(1)
    assert driver.app.last_crash is None


def test_the_hint_names_an_action_in_words_and_marks_it(driver):
    table = table_at(driver)
    driver.press("hint")
    for _ in range(100):
        driver.frames(1)
        if table.hint is not None:
            break
    assert table.hint is not None and table.hint[0] in table.legal()
    assert table.message.startswith("Hint") or "Hint" in table.message or table.hint[1] in table.message


# ------------------------------------------------------------------------------------------------ whole games
def test_a_whole_game_against_a_computer_is_clicked_to_game_over_and_its_replay_opens(driver):
    config = GameConfig.new(["Ann", "Cora"], game="quest", seed=21)
    config = config.model_copy(update={"seats": (Seat(name="Ann"), Seat(name="Cora", kind="ai", ai_level="normal"))})
    start_match(driver.app, Match.new(config), fresh_device=True)
    policy = QuestPolicy()
    decisions = 0
    for _ in range(4000):
        if isinstance(driver.scene, GameOverScene):
            break
        if isinstance(driver.scene, CoverScene):
            driver.take_cover()
            continue
        table = driver.table
        if not table.match.my_decision():
            driver.frames(3)
            continue
        action = policy(table.state)
        assert action in legal_actions(table.state)
        before = len(table.match.session.steps)
        perform(driver, action)
        decisions += 1
        if isinstance(driver.scene, TableScene):
            assert len(driver.table.match.session.steps) > before, (action, driver.table.message)
    over = driver.scene
    assert isinstance(over, GameOverScene) and decisions > 50 and driver.app.last_crash is None
    state = over.match.state
    for seat in range(2):
        assert sum(breakdown(state, seat)) == state.result.scores[seat]
    assert over.summary.columns == ["Cards", "XP kept", "Side Quest"]
    assert all(sum(values) == score for values, score in zip(over.summary.values, state.result.scores))
    assert all("Side Quest" in fact and "ties:" in fact for fact in over.summary.facts)
    driver.press("watch_replay")
    assert driver.scene.name == "replay" and isinstance(driver.scene.view, QuestView)
    driver.press("first")
    driver.press("play_from_here")
    assert isinstance(driver.scene, (TableScene, CoverScene)) and driver.app.match.state.turn_number == 1
    assert driver.app.last_crash is None


def test_a_quest_game_is_autosaved_and_continued_at_its_table(driver):
    config = GameConfig.new(["Ann", "Bob"], game="quest", seed=4)
    config = config.model_copy(update={"seats": (Seat(name="Ann"), Seat(name="Bob", kind="ai", ai_level="easy"))})
    start_match(driver.app, Match.new(config), fresh_device=True)
    table = driver.table
    policy = QuestPolicy()
    for _ in range(12):
        if table.match.my_decision():
            perform(driver, policy(table.state))
        else:
            driver.frames(3)
        table = driver.table
    state_hash = table.state.state_hash()
    steps = len(table.match.session.steps)
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("title").rect.center)
    driver.press("continue")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    resumed = driver.table
    assert isinstance(resumed.view, QuestView) and len(resumed.match.session.steps) >= steps
    assert resumed.match.session.state_at(steps).state_hash() == state_hash


# ------------------------------------------------------------------------------------------------ the layout
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160), (1280, 1024)])
def test_the_layout_fits_the_window_without_overlaps(size):
    L = compute(*size)
    areas = [L.dungeon, L.village, L.you]
    for area in areas:
        assert L.main.contains(area), (size, area)
    rects = (L.rooms + list(L.locations.values()) + L.hero_slots + L.market_slots
             + [L.treasure_slot, L.wounds_slot, L.box_slot] + list(L.gear_supply.values()) + L.monster_decks
             + [L.guardian_card, L.keys_area] + L.hp_cells + list(L.gear_tokens.values())
             + [L.xp_token, L.quest_card, L.guild_card, L.hand_area, L.deck_pile, L.discard_pile])
    for rect in rects:
        assert L.main.contains(rect), (size, rect)
        assert rect.w > 8 and rect.h > 8, (size, rect)
    for group in (L.rooms, L.hero_slots + L.market_slots + [L.treasure_slot, L.wounds_slot, L.box_slot],
                  [L.board, L.hand_area, L.deck_pile, L.discard_pile], list(L.locations.values()),
                  list(L.gear_tokens.values()) + [L.xp_token, L.quest_card, L.guild_card]):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                assert not a.colliderect(b) or a.contains(b) or b.contains(a), (size, a, b)
    # Six cards of the hand side by side; cards and tiles grow with the window.
    assert L.hand_area.w >= 6 * L.hand_card[0]
    assert L.stack_card[0] >= round(60 * L.scale)


def test_the_frame_bench_measures_the_quest_table_while_a_hard_computer_thinks(home):
    from thunderstone_gui.tools.table_bench import run_ui_bench

    figures = run_ui_bench(frames=20, size=(1280, 720), idle_seconds=0.5, game="quest")
    assert {"frame_ms_median", "frame_ms_p99", "first_frame_s", "frame_ms_median_ai_thinking",
            "frame_ms_p99_ai_thinking", "idle_cpu_percent_table"} <= set(figures)
    assert 0 < figures["frame_ms_median"] < 1000


def test_a_guardian_key_found_this_turn_is_announced_across_the_map(driver):
    from thunderstone_gui.ui.quest.demo import advance, demo_session

    session = advance(demo_session(seed=7, actions=0), 3000, 7,
                      lambda s: s.turn.key_found and s.pending.kind == "prompt" or (
                          s.turn.key_found and s.pending.seat == s.active))
    state = session.state
    assert state.turn.key_found and state.result is None
    match = Match(session, autosave=False)
    match.take_device(state.pending.seat)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    banner = table.view.region("announcement")
    assert banner is not None and banner.rect.colliderect(table.view.layout.dungeon)
    assert any(line.text.startswith("A Guardian Key is found!") for line in match.log.lines)


def test_the_players_panel_names_the_cards_gained_in_german(driver):
    from thunderstone_gui import i18n
    from thunderstone_gui.ui import theme

    table = table_at(driver, players=[{"hand": ["lantern", "lantern", "lantern", "thunderstone_shard"],
                                       "location": "bazaar"}, {}])
    driver.key(pygame.K_b)
    view = table.view
    stack = next(r for r in view.regions if r.key == "stack:market:glowstone_charm")
    driver.drag(point_on(table, stack.key), view.layout.discard_pile.center)
    try:
        i18n.set_language("de")
        with theme.recording() as drawn:
            table.on_resize()
            driver.frames(2)
        assert driver.scene is table
        name = i18n.card_name(table.state.catalogue["glowstone_charm"].name)
        assert any(name in text and text.startswith("Neu: ") for text in (d.text for d in drawn)), name
    finally:
        i18n.set_language("en")


def test_a_face_down_card_in_a_room_shows_its_back_and_no_preview_names_it(driver):
    """FAQ, a face down Monster: the room shows a card back, hovering it explains face-down cards, no battle preview
    tells its figures, and a click on the room offers the battle without naming the card."""
    table = table_at(driver, rooms={"collapsed_gate": "mud_brute"}, face_down=["collapsed_gate"],
                     players=[{"hand": ["korrin_1", "lantern", "adventurer"], "location": "the_wilderness"}, {}])
    driver.press("dungeon")
    view, state = table.view, table.state
    hidden = state.room_monster[1]
    assert view.region("face_down:1") is not None and view.region("monster:1") is None
    assert 1 not in view.previews and 1 in view.costs and 2 in view.previews
    assert hidden not in view.card_rects and not view.card_is_public(state, hidden, 0)
    assert view.zone_rect(view.card_place(state, hidden), state, 0) == view.layout.room_cards[1]   # flies there
    driver.click(point_on(table, "room:1"))
    menu = table.overlay
    assert isinstance(menu, CardMenu)
    assert menu.choices and all("Mud Brute" not in c.label for c in menu.choices)
    from thunderstone_gui.ui.quest.card_help import help_entries, place_topics

    assert help_entries(place_topics("face_down"))[0].startswith("Face down: a card placed face down")
