"""Thunderstone Quest's guided first game: the deal teaches what the script says (against many games of the Easy
computer), each step advances on its action and on no other (synthesized clicks, drags and keys on the real table),
the lesson can be left and resumed, its tips come up once in the free game, and its texts fit the coach panel at
1280x720 in every language."""

from collections import Counter

import pygame
import pytest

from thunderstone_gui import ai
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.game import legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.i18n import set_language
from thunderstone_gui.systems.quest.position import Position
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.coach import GAME_KEY, META_KEY, read_progress, write_progress
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.quest.layout import compute
from thunderstone_gui.ui.quest.lesson import BATTLE_ROOM, LESSON_ID, lesson, lesson_session
from thunderstone_gui.ui.scenes.learn import start_lesson
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver
from .lesson_steps import next_step, open_lesson, starting_over_then_an_ordinary_game, to_title, wait_for_my_turn
from .test_quest_table import perform, point_on

FIRST_HAND = Counter(thunderstone_shard=2, lantern=1, adventurer=3)       # 6 gold
SECOND_HAND = Counter(adventurer=3, dagger=2, lantern=1)                  # 1 Light, 3 Attack + two Daggers


def ids(state, zone) -> Counter:
    return Counter(state.cards[i].id for i in zone)


def legal(session: Session, kind: str, **fields) -> Action:
    return next(a for a in legal_actions(session.state)
                if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items()))


# ------------------------------------------------------------------------------------------------ the deal
def test_the_deal_teaches_what_the_script_says():
    state = lesson_session().state
    config = state.config
    assert config.card_set == "ours" and config.choice.source == "lantern_road"
    assert not config.variants.side_quests and not config.variants.sponsorships    # the rulebook's first game
    assert [s.kind for s in config.seats] == ["human", "ai"] and config.seats[1].ai_level == "easy"
    assert state.active == 0 and state.pending.kind == "prep"
    assert ids(state, state.players[0].hand) == FIRST_HAND
    assert ids(state, state.players[0].deck) == SECOND_HAND
    monsters = {state.rooms[r]: state.cards[m].id for r, m in enumerate(state.room_monster)}
    assert state.rooms[2] == BATTLE_ROOM and monsters[BATTLE_ROOM] == "bog_cutter"
    assert monsters["collapsed_gate"] == "mud_brute"             # Armor in the preview
    assert state.cards[state.monster_decks[0][-1]].id == "guardian_key"     # the refill turns up a Key
    assert ids(state, state.players[1].hand) == Counter(thunderstone_shard=2, lantern=2, adventurer=2)


def play_opening(session: Session, agent_seed: int) -> list:
    session.submit(Action("go_to", option="bazaar"))
    session.submit(legal(session, "buy", card=session.state.market["glowstone_charm"][-1]))
    session.submit(Action("buy_gear", option="iron_rations"))
    session.submit(Action("end_turn"))
    agent = ai.make_agent("easy", agent_seed, game="quest")
    while session.state.pending.seat == 1 and session.state.result is None:
        action = agent.choose(observe(session.state, 1))
        assert action.kind != "enter_dungeon", f"the Easy computer (seed {agent_seed}) went into the Dungeon"
        session.submit(action)
    state = session.state
    assert state.pending.kind == "prep" and state.active == 0
    assert ids(state, state.players[0].hand) == SECOND_HAND
    assert state.cards[state.room_monster[2]].id == "bog_cutter"
    assert state.cards[state.monster_decks[0][-1]].id == "guardian_key"
    session.submit(Action("enter_dungeon"))
    hand = session.state.players[0].hand
    daggers = [i for i in hand if session.state.cards[i].id == "dagger"]
    heroes = [i for i in hand if session.state.cards[i].id == "adventurer"]
    for dagger, hero in zip(daggers, heroes):
        session.submit(Action("wield", card=dagger, target=hero))
    move = next(a for a in legal_actions(session.state) if a.kind == "move" and a.option == BATTLE_ROOM)
    return session.submit(move)


def test_the_easy_computer_leaves_the_lesson_its_battle():
    for agent_seed in range(16):
        session = lesson_session()
        events = play_opening(session, agent_seed)
        result = next(e for e in events if e.kind == "battle_result")
        assert result.get("victory") and (result.get("total"), result.get("health")) == (5, 4)
        player = session.state.players[0]
        assert (player.wounds, player.xp, len(session.state.keys_found)) == (2, 2, 1)
        assert any(e.kind == "key_found" for e in events)


# ------------------------------------------------------------------------------------------------ the table
def start(driver: Driver):
    return open_lesson(driver, "quest", LESSON_ID)


def hand_of(table, card_id: str) -> list[int]:
    return [r.iid for r in table.view.hand_regions() if table.state.cards[r.iid].id == card_id]


def refused(table, step_id: str) -> None:
    assert table.coach.current.id == step_id and "lesson" in table.message


def test_the_steps_advance_on_their_actions_and_on_no_other(driver: Driver):
    table, coach = start(driver)
    assert table.match.session.meta[META_KEY] == LESSON_ID
    for expected in ("welcome", "hp", "hand", "prep", "locations"):
        assert coach.current.id == expected
        assert expected == "welcome" or coach.target_rects(coach.current), f"{expected} lights nothing"
        next_step(driver, coach)
    assert coach.current.id == "bazaar" and "next" not in coach.buttons
    # Not the Dungeon, not The Temple: the table refuses them and says why; nothing happened.
    driver.press("dungeon")
    refused(table, "bazaar")
    driver.key(pygame.K_t)
    assert coach.current.id == "bazaar" and not table.match.session.steps
    driver.drag(point_on(table, "champion:0"), table.view.layout.locations["bazaar"].center)
    assert coach.current.id == "buy" and table.state.players[0].location == "bazaar"
    # Another card is affordable, but the lesson wants the Glowstone Charm.
    discard = table.view.layout.discard_pile.center
    driver.drag(point_on(table, "stack:market:whetstone"), discard)
    refused(table, "buy")
    assert not table.state.players[0].discard
    driver.drag(point_on(table, "stack:market:glowstone_charm"), discard)
    assert coach.current.id == "gear"
    assert ids(table.state, table.state.players[0].discard) == Counter(glowstone_charm=1)
    # The Lantern token (3 gold) is refused; Iron Rations is the lesson's.
    driver.click(point_on(table, "supply:lantern"))
    if table.overlay is not None:
        driver.click(table.overlay.choices[0].rect.center)
    assert table.state.players[0].gear == [0, 0, 0] and coach.current.id == "gear"
    perform(driver, Action("buy_gear", option="iron_rations"))
    assert coach.current.id == "end_turn" and table.state.players[0].gear[0] == 1
    driver.press("end_turn")
    wait_for_my_turn(driver, table)
    assert coach.current.id == "dungeon"
    assert ids(table.state, table.state.players[0].hand) == SECOND_HAND
    driver.drag(point_on(table, "champion:0"), table.view.layout.locations["temple"].center)
    refused(table, "dungeon")
    driver.press("dungeon")
    assert coach.current.id == "map" and table.state.pending.kind == "dungeon"
    next_step(driver, coach)
    assert coach.current.id == "wield"
    # Fighting before the Daggers are given: held back.
    driver.drag(point_on(table, "champion:0"), table.view.layout.rooms[2].center)
    refused(table, "wield")
    assert table.state.players[0].room == 0
    daggers, heroes = hand_of(table, "dagger"), hand_of(table, "adventurer")
    driver.drag(point_on(table, f"hand:{daggers[0]}"), point_on(table, f"hand:{heroes[0]}"))
    assert coach.current.id == "wield" and len(table.state.turn.wields) == 1      # the first let through
    driver.drag(point_on(table, f"hand:{daggers[1]}"), point_on(table, f"hand:{heroes[1]}"))
    assert coach.current.id == "preview" and len(table.state.turn.wields) == 2
    grotto, gate = table.view.previews[2].figures, table.view.previews[1].figures
    assert (grotto.physical, grotto.health, grotto.victory) == (5, 4, True)
    assert (gate.armor, gate.physical, gate.health, gate.victory) == (1, 4, 7, False)
    next_step(driver, coach)
    assert coach.current.id == "battle"
    driver.drag(point_on(table, "champion:0"), table.view.layout.rooms[1].center)
    refused(table, "battle")
    driver.drag(point_on(table, "champion:0"), table.view.layout.rooms[2].center)
    assert coach.current.id == "after"
    player = table.state.players[0]
    assert (player.wounds, player.xp, len(table.state.keys_found)) == (2, 2, 1)
    for expected in ("after", "key", "level", "free"):
        assert coach.current.id == expected
        next_step(driver, coach)
    assert coach.scripted is None and read_progress()["script_done"]


def test_leaving_keeps_the_game_and_resuming_continues_the_lesson(driver: Driver):
    table, coach = start(driver)
    game = table.match.session.meta[GAME_KEY]
    for _ in range(5):
        next_step(driver, coach)
    driver.key(pygame.K_b)                       # The Bazaar by its key
    assert coach.current.id == "buy"
    # To the title: the game is the autosave, the lesson's place is stored; Continue resumes it.
    to_title(driver, table)
    assert driver.scene.name == "title" and read_progress()["step"] == "buy"
    driver.press("continue")
    table = driver.table
    assert table.coach is not None and table.coach.current.id == "buy"
    assert table.match.session.meta[GAME_KEY] == game and table.state.pending.kind == "village"
    # Learn to play (the Quest lesson) resumes the same game too.
    to_title(driver, table)
    start_lesson(driver.app, "quest")
    driver.frames(2)
    table = driver.table
    assert table.match.session.meta[GAME_KEY] == game and table.coach.current.id == "buy"
    # Leave lesson: the panel goes, anything legal is allowed.
    coach = table.coach
    driver.frames(1)
    driver.click(coach.buttons["leave"].center)
    assert coach.left and not coach.active and read_progress()["left"]
    driver.drag(point_on(table, "stack:market:whetstone"), table.view.layout.discard_pile.center)
    assert ids(table.state, table.state.players[0].discard) == Counter(whetstone=1)
    # The menu brings it back at its step, which cannot be done any more: it offers Next and holds nothing back.
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("resume_lesson").rect.center)
    driver.frames(1)
    assert coach.active and coach.current.id == "buy" and coach.stuck() and "next" in coach.buttons
    assert coach.guard(Action("end_turn")) == ""
    next_step(driver, coach)
    assert coach.current.id == "gear"


def test_starting_over_and_an_ordinary_game_have_no_lesson(driver: Driver):
    table, coach = start(driver)
    starting_over_then_an_ordinary_game(driver, table, coach, LESSON_ID, lesson_session)


# ------------------------------------------------------------------------------------------------ tips
def tip_game(driver: Driver, **fields):
    """A lesson game past its script, at a position of our own (its meta and progress say so)."""
    fields.setdefault("players", [{}, {}])
    session = Session.from_position(Position.model_validate(fields))
    session.meta.update({META_KEY: LESSON_ID, GAME_KEY: "tips"})
    write_progress({"lesson": LESSON_ID, "game": "tips", "step": "", "script_done": True, "tips": []})
    match = Match(session, autosave=False)
    start_match(driver.app, match)
    driver.frames(2)
    return driver.table


def test_a_tip_comes_up_once_and_goes_on_a_click(driver: Driver):
    table = tip_game(driver, players=[{"hand": ["festering_wound", "adventurer", "adventurer", "dagger"]}, {}])
    coach = table.coach
    assert coach.scripted is None and coach.current.id == "wound_card"
    assert coach.target_rects(coach.current)                 # the Wound card in the hand lights up
    driver.click(coach.buttons["next"].center)               # "Got it"
    driver.frames(3)
    # The Wound is still in the hand: the tip does not come back.
    assert coach.current is None or coach.current.id != "wound_card"
    assert read_progress()["tips"] == ["wound_card"]


def test_the_level_up_tip_waits_for_the_village_and_goes_on_its_action(driver: Driver):
    table = tip_game(driver, players=[{"hand": ["adventurer", "adventurer", "lantern"], "xp": 2}, {}])
    coach = table.coach
    driver.frames(1)
    assert coach.current is None                             # the Prep Phase: no level-up yet
    driver.key(pygame.K_g)                                   # The Guilds' Quarter
    driver.frames(1)
    assert coach.current.id == "level_up" and coach.target_rects(coach.current)
    hero = hand_of(table, "adventurer")[0]
    driver.drag(point_on(table, f"hand:{hero}"), point_on(table, "stack:guilds:Korrin"))
    assert table.state.players[0].xp == 0 and "level_up" in coach.tips_done


def test_the_guardian_tip_comes_up_in_the_last_round(driver: Driver):
    table = tip_game(driver, keys_found=4, summoned=True, players=[{"hand": ["adventurer"] * 4}, {}])
    coach = table.coach
    assert table.state.summoned
    driver.frames(1)
    assert coach.current.id in ("keys", "guardian")
    while coach.current is not None and coach.current.id != "guardian":
        driver.click(coach.buttons["next"].center)
        driver.frames(1)
    assert coach.current is not None and coach.current.id == "guardian"


# ------------------------------------------------------------------------------------------------ fit
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_text_of_the_lesson_fits_the_coach_panel_at_1280x720(driver: Driver, lang):
    set_language(lang)
    try:
        script = lesson()
        L = compute(1280, 720)
        f = theme.fonts()
        pad = L.px(12)
        width = L.log_panel.w - 2 * pad
        room = (L.log_panel.h - 2 * pad - L.px(40)) - (L.font(14) + L.px(10))
        size = L.font(15)
        line_h = f.get("sans", size).get_linesize()
        for step in script.steps + script.tips:
            lines = f.wrap(step.text, "sans", size, width)
            assert len(lines) * line_h <= room, f"{lang} {step.id}: {len(lines)} lines at full size"
            assert all(f.get("sans", size).size(line)[0] <= width for line in lines), f"{lang} {step.id}"
    finally:
        set_language("en")
