"""Thunderstone Advance at the table: the layout of both sides of the board, the help of every keyword, the drops,
New Game's panel, Prepare by drag with its order changed, React on another player's turn (the cover hands the device
over; a computer answers at once), Curses shaken off by a click, the battle preview, a whole game clicked to Game
Over and its replay. The real app, driven by posted mouse and key events."""

from __future__ import annotations

import random

import pygame
import pytest

from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.cards import load_catalogue
from thunderstone_gui.systems.advance.config import AdvanceCardSet
from thunderstone_gui.systems.advance.position import Position
from thunderstone_gui.ui.advance.card_help import help_entries, keyword_topics, monster_traits
from thunderstone_gui.ui.advance.input import DragSource, DropTarget, drops_for
from thunderstone_gui.ui.advance.strings import keyword_help
from thunderstone_gui.ui.advance.table_view import AdvanceView
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver

PLAIN = ["drakeclan_ambusher", "warrior_bones", "withered_dryad"]


# ------------------------------------------------------------------------------------------------ pure
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (3840, 2160)])
@pytest.mark.parametrize("ranks", [3, 4])
def test_both_sides_of_the_board_fit_the_window(size, ranks):
    L = AdvanceView.compute(*size, ranks)
    assert len(L.ranks) == len(L.rank_info) == ranks
    boxes = [L.dungeon_deck] + L.ranks + L.rank_info
    for box in boxes:
        assert L.hall.contains(box), box
    for k, box in enumerate(boxes):
        assert all(not box.colliderect(other) for other in boxes[k + 1:]), box
    # Rank 1 is farthest from the Dungeon Deck; every panel leaves room for a preview.
    assert L.ranks[0].x > L.ranks[-1].x and min(r.w for r in L.rank_info) >= L.monster_card[0]
    slots = list(L.supply_slots.values())
    for slot in slots + [L.news]:
        assert L.village.contains(slot), slot
    for k, slot in enumerate(slots):
        assert all(not slot.colliderect(other) for other in slots[k + 1:] + [L.news])
    for box in (L.deck_pile, L.discard_pile, L.hand_area, L.stats_area):
        assert L.you.contains(box)
    assert L.hand_card[0] >= 90 * size[0] / 1600 - 1


def test_every_keyword_trait_and_term_of_every_card_has_help():
    catalogue = load_catalogue()
    for card in catalogue.cards.values():
        for keyword in card.keywords:
            assert keyword_help(keyword), f"no help for the keyword {keyword!r} ({card.id})"
        entries = help_entries(card)
        assert all("{" not in e and ":" in e for e in entries), (card.id, entries)
        for topic in keyword_topics(card):
            assert keyword_help(topic), (card.id, topic)
    ifrit = catalogue["ifrit"]
    assert [t.label for t in monster_traits(ifrit)] == ["Immune: Bows, Rangers", "Battle"]
    assert any(e.startswith("Immune to Bows, Rangers:") for e in help_entries(ifrit))
    necro = catalogue["necrophidius"]
    assert "Cannot be fought unless: your party has 2 Heroes or more." in help_entries(necro)
    orseg = catalogue["orseg"]
    assert monster_traits(orseg)[0].label == "Bearer" and any(e.startswith("Thunderstone Bearer:")
                                                               for e in help_entries(orseg))
    assert any(e.startswith("Curse:") for e in help_entries(catalogue["curse_of_war"]))


def position(players, **extra) -> Session:
    return Session.from_position(Position.model_validate({"players": players, **extra}))


def test_drops_come_from_the_legal_actions():
    session = position([{"name": "Ann", "hand": ["regular", "longspear", "torch"], "xp": 2}, {"name": "Bob"}],
                       hall=PLAIN)
    state = session.state
    regular = next(i for i in state.players[0].hand if state.cards[i].is_regular)
    session.submit(Action("visit_village"))
    state = session.state
    from thunderstone_gui.engine import legal_actions

    legal = legal_actions(state)
    # A Regular levels up into the Level 1 Hero of any line of the game: every hero stack lights up.
    stacks = {t.stack for t in drops_for(state, legal, DragSource("hand", regular)) if t.kind == "stack"}
    assert stacks == set(state.config.card_set.hero_lines)
    torch = state.supply["torch"][-1]
    assert set(drops_for(state, legal, DragSource("supply", torch, stack="torch"))) == {DropTarget("discard")}
    # Prepare: a card of the hand goes onto the deck.
    other = position([{"name": "Ann", "hand": ["regular", "torch"]}, {"name": "Bob"}], hall=PLAIN)
    other.submit(Action("prepare"))
    state = other.state
    card = state.players[0].hand[0]
    assert set(drops_for(state, legal_actions(state), DragSource("hand", card))) == {DropTarget("deck")}
    # A monster dragged onto the party attacks it.
    fight = position([{"name": "Ann", "hand": ["criochan_captain", "torch"]}, {"name": "Bob"}], hall=PLAIN)
    fight.submit(Action("enter_dungeon"))
    state = fight.state
    assert drops_for(state, legal_actions(state), DragSource("monster", state.hall[1], rank=2)) == {
        DropTarget("party"): Action("attack", rank=2)}


# ------------------------------------------------------------------------------------------------ the app
def cycle_to(d: Driver, widget_id: str, value) -> None:
    cycler = d.scene.widgets.get(widget_id)
    for _ in range(len(cycler.options) + 1):
        if cycler.value == value:
            return
        d.click((cycler.rect.right - 5, cycler.rect.centery))
        cycler = d.scene.widgets.get(widget_id)
    assert cycler.value == value, f"{widget_id} never showed {value!r}"


def type_seed(d: Driver, seed: int) -> None:
    field = d.scene.widgets.get("seed")
    d.click(field.rect.center)
    for _ in range(12):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.type_text(str(seed))
    d.key(pygame.K_RETURN)


def test_new_game_starts_thunderstone_advance_on_the_wilderness_side(driver):
    driver.press("new_game")
    scene = driver.scene
    assert isinstance(scene, NewGameScene)
    cycle_to(driver, "game", "advance")
    assert scene.widgets.get("board") is not None and scene.widgets.get("sets") is None
    levels = [value for value, _ in scene.widgets.get("kind:1").options]
    assert levels == ["human", "ai:easy", "ai:normal", "ai:hard"]
    cycle_to(driver, "board", "wilderness")
    cycle_to(driver, "card_set", "random")
    driver.scene.setup_seed = 78
    type_seed(driver, 77)
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    table = driver.table
    config = table.match.config
    assert config.game == "advance" and config.board == "wilderness" and config.seed == 77
    assert config.card_set == AdvanceCardSet.random(78, board="wilderness")      # the set's own draw, not the deal's
    assert isinstance(table.view, AdvanceView) and len(table.view.layout.ranks) == 4
    assert all(table.view.region(f"monster:{rank}") is not None for rank in (1, 2, 3, 4))
    assert driver.app.last_crash is None


def test_the_custom_picker_takes_one_group_per_level_a_bearer_and_the_horde_only_by_hand(driver):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    scene = driver.scene
    panel = scene.panel
    # A random set never draws the Horde; the screen says what is left out and why.
    for seed in range(1, 60):
        assert "undead_horde" not in AdvanceCardSet.random(seed).monster_groups
    driver.press("tab:pick")

    def click_entry(group: str, entry: str) -> None:
        rect = next(r for r, g, e in panel.rows if g == group and e == entry)
        driver.click(rect.center)

    click_entry("monsters", "undead_horde")
    assert scene.widgets.get("card_set").value == "custom"
    click_entry("monsters", "kobold_humanoid")          # the other Level 1 group replaces it
    assert len([g for g in panel.custom["monsters"] if load_catalogue().groups[g].level == 1]) == 1
    click_entry("monsters", "undead_horde")
    click_entry("bearer", "belac")
    card_set = panel.card_set()
    assert "undead_horde" in card_set.monster_groups and card_set.bearer == "belac"
    click_entry("village", card_set.village[0])          # 7 Village cards: Start refuses with a sentence
    driver.press("start")
    assert isinstance(driver.scene, NewGameScene) and "8 Village cards" in driver.scene.message
    assert driver.app.last_crash is None


def open_position(d: Driver, players, *, ai: dict[int, str] | None = None, autosave: bool = True,
                  **extra) -> Match:
    session = Session.from_position(Position.model_validate({"players": players, **extra}))
    if ai:
        seats = tuple(Seat(name=s.name, kind="ai", ai_level=ai[k]) if k in ai else s
                      for k, s in enumerate(session.config.seats))
        session.state.config = session.config = session.config.model_copy(update={"seats": seats})
        autosave = False                     # the position's own config names no computer
    match = Match(session, autosave=autosave)
    start_match(d.app, match, fresh_device=True)
    d.frames(1)
    if isinstance(d.scene, CoverScene):
        d.take_cover()
    return match


def test_prepare_by_drag_with_the_order_shown_and_changed(driver):
    match = open_position(driver, [{"name": "Ann", "hand": ["longsword", "criochan_knight", "regular", "torch"],
                                    "deck": ["pike", "moonstone", "regular", "regular", "regular", "regular"]},
                                   {"name": "Bob"}], hall=PLAIN)
    driver.press("prepare")
    table = driver.table
    state = table.state
    assert state.pending.prompt == "prepare" and table.prompt_panel is not None
    sword = next(i for i in state.players[0].hand if state.cards[i].id == "longsword")
    knight = next(i for i in state.players[0].hand if state.cards[i].id == "criochan_knight")
    # Drag the Longsword onto the deck, then click the Knight in the panel.
    driver.drag(driver.point_in(f"hand:{sword}"), table.view.layout.deck_pile.center)
    choice = next(c for c in driver.table.prompt_panel.choices if c.action == Action("choose", card=knight))
    driver.click(choice.rect.center)
    view = driver.table.view
    assert view.prepared == [sword, knight]            # the Knight, put back last, is drawn first
    # Draw the Longsword first instead: the strip's button moves it earlier.
    earlier = view.region("prepared:0:earlier")
    driver.click(earlier.rect.center)
    assert driver.table.view.prepared == [knight, sword]
    assert match.state.players[0].deck[-2:] == [knight, sword]
    # Take the Knight back into the hand.
    driver.click(driver.table.view.region("prepared:0:back").rect.center)
    assert driver.table.view.prepared == [sword] and knight in match.state.players[0].hand
    done = next(c for c in driver.table.prompt_panel.choices if c.action.option == "done")
    driver.click(done.rect.center)
    # The next hand (Ann's turn comes again after Bob's) starts with the Longsword.
    state = match.state
    assert sword in state.players[0].hand and state.active == 1
    assert driver.app.last_crash is None


SMUGGLER = dict(hall=["ogrillon", "ettin", "ogre"], dungeon=["blackflock_ravener"],
                card_set={"monster_groups": ["ogre_humanoid", "corvaxis_avian", "dragon_fire"],
                          "village": ["smuggler", "longsword", "pike", "moonstone", "innkeeper", "bounty_hunter",
                                      "summon_storm", "filigree_amulet"]})
PLAYERS = [{"name": "Ann", "hand": ["regular", "torch"]},
           {"name": "Bob", "hand": ["smuggler", "longspear", "torch", "regular"]},
           {"name": "Cleo"}]


def test_a_react_hands_the_device_to_the_reacting_player_and_back(driver):
    """Pass-and-play: Ann loses a battle, Bob holds a Smuggler: the cover asks for Bob in the middle of Ann's turn,
    Bob reacts, then the Raid of the monster the refill reveals is Ann's decision again: the cover asks for Ann."""
    match = open_position(driver, PLAYERS, **SMUGGLER)
    table = driver.table
    assert match.viewer == 0
    driver.press("dungeon")
    driver.click(driver.point_in("monster:1"))
    menu = driver.table.overlay
    assert isinstance(menu, CardMenu) and "LOSE" in menu.choices[0].label
    driver.click(menu.choices[0].rect.center)
    assert isinstance(driver.scene, CoverScene) and driver.scene.player == "Bob"
    assert match.state.active == 0 and match.state.pending.prompt == "react"
    driver.take_cover()
    table = driver.table
    assert match.viewer == 1 and table.prompt_panel is not None
    assert table.prompt_panel.title == "React: Ann lost the battle — use a React card?"
    assert table.view.party_is_viewer                      # Bob sees his own hand while he decides
    smuggler = next(c for c in table.prompt_panel.choices if c.card is not None and c.card.id == "smuggler")
    driver.click(smuggler.rect.center)
    assert match.state.pending.prompt == "react_buy"
    longsword = next(c for c in driver.table.prompt_panel.choices if c.card is not None and c.card.id == "longspear")
    driver.click(longsword.rect.center)
    assert any(match.state.cards[i].id == "longspear" for i in match.state.players[1].discard)
    # The refill reveals the Ravener: its Raid is Ann's to answer, so the device goes back to her.
    assert match.state.pending.prompt == "raid_destroy" and match.state.pending.seat == 0
    assert isinstance(driver.scene, CoverScene) and driver.scene.player == "Ann"
    driver.take_cover()
    assert driver.table.match.viewer == 0 and driver.table.prompt_panel is not None
    texts = [line.text for line in match.log.lines]
    assert "React! Bob uses Smuggler as a battle is lost" in texts
    assert driver.app.last_crash is None


def test_against_a_computer_the_react_is_answered_at_once(driver):
    match = open_position(driver, PLAYERS, ai={1: "easy", 2: "easy"}, **SMUGGLER)
    driver.press("dungeon")
    driver.click(driver.point_in("monster:1"))
    driver.click(driver.table.overlay.choices[0].rect.center)
    for _ in range(300):
        if match.state.pending.seat == 0:
            break
        driver.frames(1)
    assert not isinstance(driver.scene, CoverScene)
    assert match.state.pending.prompt == "raid_destroy" and match.viewer == 0
    texts = [line.text for line in match.log.lines]
    assert any(t.startswith("React! Bob") or t == "Bob does not react" for t in texts)
    assert driver.app.last_crash is None


def test_a_curse_is_shaken_off_by_a_click_and_a_mandatory_trophy_is_shown(driver):
    match = open_position(driver, [{"name": "Ann", "hand": ["curse_of_neglect", "longsword", "torch", "phoenix"],
                                    "xp": 0}, {"name": "Bob"}],
                          hall=PLAIN, card_set={"monster_groups": ["kobold_humanoid", "undead_skeleton",
                                                                    "undead_treefolk", "burnmarked_fire"]})
    driver.press("village")
    table = driver.table
    state = table.state
    status, _ = table.view.status_text(state)
    assert status == "Phoenix: its Trophy effect must be used before buying, levelling or fighting"
    curse = next(i for i in state.players[0].hand if state.cards[i].is_curse)
    driver.click(driver.point_in(f"hand:{curse}"))
    menu = driver.table.overlay
    assert isinstance(menu, CardMenu)
    assert [c.label for c in menu.choices] == ["[1] Shake off Curse of Neglect: give up 2 Gold to destroy it"]
    driver.click(menu.choices[0].rect.center)
    assert curse not in match.state.players[0].hand
    assert driver.app.last_crash is None


def test_the_battle_preview_shows_each_cards_part_before_the_player_commits(driver, monkeypatch):
    drawn = []
    original = AdvanceView.draw_breakdown

    def spy(self, surface, state, bd, near):
        drawn.append(bd)
        return original(self, surface, state, bd, near)

    monkeypatch.setattr(AdvanceView, "draw_breakdown", spy)
    open_position(driver, [{"name": "Ann", "hand": ["criochan_captain", "longsword", "torch", "curse_of_decay"]},
                           {"name": "Bob"}], hall=["warrior_bones", "ifrit", "necrophidius"],
                  card_set={"monster_groups": ["undead_skeleton", "djinni_efreet", "ogre_humanoid"]})
    table = driver.table
    previews = table.view.previews
    # Before the turn's choice: as if the Captain carried the Longsword.
    assert set(previews) == {1, 2, 3} and table.view.preview_hypothetical
    bones = previews[1]
    assert (bones.physical, bones.magic, bones.penalty, bones.light, bones.net_darkness) == (8 + 3, 0, 1, 1, 0)
    assert bones.victory and not previews[3].can_attack          # Necrophidius: two Heroes needed
    driver.move(table.view.region("rank_info:1").rect.center)
    driver.frames(2)
    assert drawn and drawn[-1].rank == 1
    driver.press("dungeon")
    assert not driver.table.view.preview_hypothetical and 1 in driver.table.view.previews
    assert driver.app.last_crash is None


def play_by_clicks(d: Driver, seed: int, limit: int = 6000) -> set[str]:
    """Every decision of a two-player game clicked on the table, the cover taken at each change of player."""
    from thunderstone_gui.ui.advance.demo import pick

    rng = random.Random(seed)
    prompts: set[str] = set()
    for _ in range(limit):
        if isinstance(d.scene, GameOverScene):
            break
        if isinstance(d.scene, CoverScene):
            d.take_cover()
            continue
        table = d.table
        state = table.state
        if state.pending.kind == "prompt":
            prompts.add(state.pending.prompt)
            assert table.prompt_panel is not None and "{" not in table.prompt_panel.title
        count = len(table.match.session.steps)
        action = pick(state, rng)
        if action.kind == "prepare":
            d.press("prepare")
        else:
            d.perform(action)
        assert len(table.match.session.steps) == count + 1, f"the click did nothing: {table.message!r}"
    return prompts


def test_a_whole_advance_game_clicked_to_the_game_over_screen_and_its_replay(driver):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    cycle_to(driver, "card_set", "tower_of_compulsion")
    type_seed(driver, 5)
    driver.press("start")
    prompts = play_by_clicks(driver, 5)
    assert isinstance(driver.scene, GameOverScene), "the game did not end"
    over = driver.scene
    assert over.summary.columns == ["Heroes", "Village", "Monsters", "Bearer", "Basic", "Curses"]
    result = over.match.state.result
    assert [sum(row) for row in over.summary.values] == list(result.scores)
    assert "Ties: the Bearer's holder, then the most XP" in over.summary.subtitle
    assert prompts
    lines = [line.text for line in over.match.log.lines]
    assert all("_" not in text for text in lines)
    driver.press("watch_replay")
    assert driver.scene.name == "replay" and isinstance(driver.scene.view, AdvanceView)
    driver.press("last")
    driver.press("first")
    assert driver.app.last_crash is None


def test_hint_undo_redo_save_continue_and_play_from_here(driver, home):
    """The shell's services work for Advance: Hint (the Normal level's reason), undo and redo, Save as and the
    autosave's Continue at the same state, the replay viewer's "Play from here"."""
    from thunderstone_gui.persistence import paths
    from thunderstone_gui.ui.scenes.files import SaveAsScene
    from thunderstone_gui.ui.scenes.replay import ReplayScene
    from thunderstone_gui.ui.scenes.title import TitleScene

    match = open_position(driver, [{"name": "Ann", "hand": ["regular", "longspear", "torch", "torch",
                                                            "thunderstone_shard", "longspear"]},
                                   {"name": "Bob"}], hall=PLAIN)
    table = driver.table
    driver.press("hint")
    for _ in range(200):
        driver.frames(1)
        if table.hint:
            break
    assert table.hint is not None and table.hint[0] in table.legal() and table.hint[1]
    driver.press("village")
    buy = next(a for a in table.legal() if a.kind == "buy" and table.state.cards[a.card].id == "longsword")
    driver.drag(driver.point_in("supply:longsword"), table.view.layout.discard_pile.center)
    assert any(match.state.cards[i].id == "longsword" for i in match.state.players[0].discard)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert buy in driver.table.legal()
    driver.key(pygame.K_y, pygame.KMOD_CTRL)
    expected = match.state.state_hash()
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(driver.scene, SaveAsScene)
    driver.key(pygame.K_RETURN)
    assert len(list(paths.saves_dir().glob("*.json"))) == 1
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.table.overlay.choice_by_id("title").rect.center)
    assert isinstance(driver.scene, TitleScene)
    driver.press("continue")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    again = driver.table
    assert again.match.config.game == "advance" and again.state.state_hash() == expected
    # The replay viewer from the title's Replays is the same for every game: watch this one from its start.
    replay = ReplayScene(driver.app, again.match.session, "Ann vs Bob", back=again)
    driver.app.switch(replay)
    driver.frames(2)
    driver.press("first")
    driver.press("next")
    driver.press("play_from_here")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    forked = driver.table
    assert len(forked.match.session.steps) == 1 and forked.state.turn.action == "village"
    assert driver.app.last_crash is None
