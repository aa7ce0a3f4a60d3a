"""The guided first game: the deal teaches what the script says (against many games of the Easy computer), each step
advances on its action and on no other (synthesized clicks, drags and keys on the real table), the lesson can be
left and resumed (the title's Continue and Learn to play, the menu), and its tips come up once in the free game."""

import json
from collections import Counter
from pathlib import Path

import pygame

from thunderstone_gui import ai
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence.journal import split_journal
from thunderstone_gui.systems.classic.position import Position
from thunderstone_gui.ui.classic.lesson import LESSON_ID, lesson_session
from thunderstone_gui.ui.coach import GAME_KEY, META_KEY, progress_path, read_progress, write_progress
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver
from .lesson_steps import hand_region, next_step, starting_over_then_an_ordinary_game, to_title, wait_for_my_turn

FIRST_HAND = Counter(militia=2, dagger=1, iron_rations=2, torch=1)
SECOND_HAND = Counter(militia=4, dagger=1, torch=1)


def ids(state, zone) -> Counter:
    return Counter(state.cards[i].id for i in zone)


# ------------------------------------------------------------------------------------------------ the deal
def test_the_deal_teaches_what_the_script_says():
    state = lesson_session().state
    assert state.config.card_set.source == "first_game"
    assert [s.kind for s in state.config.seats] == ["human", "ai"] and state.config.seats[1].ai_level == "easy"
    assert state.active == 0 and state.pending.kind == "turn"
    assert ids(state, state.players[0].hand) == FIRST_HAND           # 7 Gold, two Militia
    assert ids(state, state.players[0].deck) == SECOND_HAND
    hall = [state.cards[i] for i in state.hall]
    assert [c.id for c in hall[:2]] == ["nixie", "griffon"] and hall[0].health == 5 and hall[1].health == 7
    assert ids(state, state.players[1].hand)["torch"] == 0           # the computer cannot light Rank 1 on turn 1


def play_opening(session: Session, agent_seed: int) -> list:
    for action in ({"type": "visit_village"}, {"type": "buy", "card": "short_sword"}, {"type": "end_turn"}):
        session.submit(action)
    agent = ai.make_agent("easy", agent_seed, game="classic")
    while session.state.pending.seat == 1 and session.state.result is None:
        session.submit(agent.choose(observe(session.state, 1)))
    state = session.state
    assert state.cards[state.hall[0]].id == "nixie", f"the Easy computer (seed {agent_seed}) changed the Hall"
    assert ids(state, state.players[0].hand) == SECOND_HAND
    events = []
    for action in ({"type": "enter_dungeon"}, {"type": "equip", "weapon": "dagger", "hero": "militia"},
                   {"type": "attack", "rank": 1}):
        events = session.submit(action)
    return events


def test_the_easy_computer_leaves_the_lesson_its_battle():
    for agent_seed in range(16):
        events = play_opening(lesson_session(), agent_seed)
        result = next(e for e in events if e.kind == "battle_result")
        assert result.get("victory") and (result.get("total"), result.get("health")) == (5, 5)


# ------------------------------------------------------------------------------------------------ the table
def learn(driver: Driver, game: str = "classic") -> None:
    """Title → Learn to play, and the game's lesson where the games' lessons are offered to choose from."""
    driver.press("learn")
    if driver.scene.name == "learn":
        driver.press(f"lesson:{game}")


def start(driver: Driver):
    learn(driver)
    driver.frames(2)
    table = driver.table
    assert table.coach is not None
    return table, table.coach


hand = hand_region


def test_the_steps_advance_on_their_actions_and_on_no_other(driver: Driver):
    table, coach = start(driver)
    assert table.match.session.meta[META_KEY] == LESSON_ID
    # A step read with Next holds the game back until it is read: the Village now would skip the lesson's steps.
    driver.key(pygame.K_v)
    assert coach.current.id == "welcome" and table.state.pending.kind == "turn" and not table.match.session.steps
    assert "Next" in table.message
    for expected in ("welcome", "hand", "gold"):
        assert coach.current.id == expected
        next_step(driver, coach)
    assert coach.current.id == "village" and "next" not in coach.buttons
    # Not the Dungeon, not Rest: the table refuses them and says why; nothing happened.
    driver.press("dungeon")
    driver.key(pygame.K_r)
    assert coach.current.id == "village" and table.state.pending.kind == "turn" and not table.match.session.steps
    assert "lesson" in table.message
    driver.key(pygame.K_v)
    assert coach.current.id == "buy" and table.state.pending.kind == "village"
    # The Dagger is affordable, but the lesson wants the Short Sword.
    driver.drag(driver.point_in("supply:dagger"), table.view.region("discard").rect.center)
    assert coach.current.id == "buy" and not table.state.players[0].discard
    driver.drag(driver.point_in("supply:short_sword"), table.view.region("discard").rect.center)
    assert coach.current.id == "end_turn"
    assert [table.state.cards[i].id for i in table.state.players[0].discard] == ["short_sword"]
    driver.press("end_turn")
    wait_for_my_turn(driver, table)
    assert coach.current.id == "dungeon"
    driver.press("dungeon")
    assert coach.current.id == "equip"
    # Attacking before the Dagger is equipped: held back.
    driver.click(driver.point_in("monster:1"))
    if isinstance(table.overlay, CardMenu):
        driver.click(table.overlay.choices[0].rect.center)
    assert coach.current.id == "equip" and table.state.turn.rank == 0
    driver.drag(hand(table, "dagger").rect.center, hand(table, "militia").rect.center)
    assert coach.current.id == "light" and table.state.turn.equips
    next_step(driver, coach)
    assert coach.current.id == "preview" and table.view.previews[1].total == 5
    next_step(driver, coach)
    assert coach.current.id == "attack"
    driver.click(driver.point_in("monster:1"))
    if isinstance(table.overlay, CardMenu):
        driver.click(table.overlay.choices[0].rect.center)
    assert coach.current.id == "victory"
    assert table.state.players[0].xp == 1
    next_step(driver, coach)
    assert coach.current.id == "free"
    assert coach.guard(Action("end_turn")) == ""            # the script's last step sends you on: nothing held
    next_step(driver, coach)
    assert coach.scripted is None and read_progress()["script_done"]


def test_leaving_keeps_the_game_and_resuming_continues_the_lesson(driver: Driver):
    table, coach = start(driver)
    game = table.match.session.meta[GAME_KEY]
    for _ in range(3):
        next_step(driver, coach)
    driver.press("village")
    assert coach.current.id == "buy"
    # To the title: the game is the autosave, the lesson's place is stored.
    to_title(driver, table)
    assert driver.scene.name == "title"
    assert read_progress()["step"] == "buy"
    driver.press("continue")
    table = driver.table
    assert table.coach is not None and table.coach.current.id == "buy"
    assert table.match.session.meta[GAME_KEY] == game and table.state.pending.kind == "village"
    # Learn to play resumes the same game too.
    to_title(driver, table)
    learn(driver)
    table = driver.table
    assert table.match.session.meta[GAME_KEY] == game and table.coach.current.id == "buy"
    # Leave lesson: the panel goes, anything legal is allowed.
    coach = table.coach
    driver.frames(1)
    driver.click(coach.buttons["leave"].center)
    assert coach.left and not coach.active
    driver.drag(driver.point_in("supply:dagger"), table.view.region("discard").rect.center)
    assert [table.state.cards[i].id for i in table.state.players[0].discard] == ["dagger"]
    assert read_progress()["left"]
    # The menu brings it back, at its step - which cannot be done any more: it offers Next and holds nothing back.
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("resume_lesson").rect.center)
    driver.frames(1)
    assert coach.active and coach.current.id == "buy" and coach.stuck() and "next" in coach.buttons
    assert coach.guard(next(a for a in table.legal() if a.kind == "end_turn")) == ""
    next_step(driver, coach)
    assert coach.current.id == "end_turn"


def test_starting_over_and_an_ordinary_game_have_no_lesson(driver: Driver):
    table, coach = start(driver)
    starting_over_then_an_ordinary_game(driver, table, coach, LESSON_ID, lesson_session)


def test_the_record_carries_the_lesson(driver: Driver):
    table, coach = start(driver)
    for _ in range(3):
        next_step(driver, coach)
    driver.press("village")
    progress = json.loads(progress_path().read_text(encoding="utf-8"))
    record, _, _ = split_journal(Path(progress["autosave"]).read_text(encoding="utf-8"))
    assert record["meta"][META_KEY] == LESSON_ID and record["meta"][GAME_KEY]
    assert progress == {"lesson": LESSON_ID, "game": record["meta"][GAME_KEY], "step": "buy", "script_done": False,
                        "tips": [], "left": False, "finished": False, "autosave": progress["autosave"]}


# ------------------------------------------------------------------------------------------------ tips
def tip_game(driver: Driver, hand_cards: list[str]):
    """A lesson game past its script, at a position of our own (its meta and progress say so)."""
    position = Position.model_validate({"players": [
        {"name": "Ann", "hand": hand_cards, "deck": ["militia"] * 6}, {"name": "Bob"}]})
    session = Session.from_position(position)
    session.meta.update({META_KEY: LESSON_ID, GAME_KEY: "tips"})
    write_progress({"lesson": LESSON_ID, "game": "tips", "step": "", "script_done": True, "tips": []})
    start_match(driver.app, Match(session, autosave=False))
    driver.frames(2)
    return driver.table


def test_a_tip_comes_up_once_and_goes_on_a_click_or_its_action(driver: Driver):
    table = tip_game(driver, ["disease", "militia", "militia", "dagger", "torch", "iron_rations"])
    coach = table.coach
    assert coach.scripted is None and coach.current.id == "disease"
    driver.click(coach.buttons["next"].center)           # "Got it"
    driver.frames(1)
    assert coach.current.id == "rest"                   # a Disease in the hand at the turn's choice
    assert "disease" in coach.tips_done
    driver.key(pygame.K_r)                              # Rest is the tip's action: it goes
    assert "rest" in coach.tips_done
    driver.frames(2)
    assert coach.current is None or coach.current.id not in ("disease", "rest")
    assert read_progress()["tips"] == ["disease", "rest"]


def test_the_level_up_tip_waits_for_the_village(driver: Driver):
    table = tip_game(driver, ["militia", "militia", "dagger", "torch", "iron_rations", "iron_rations"])
    table.match.state.players[0].xp = 3                  # as if earned: the tip only looks at what is legal
    coach = table.coach
    driver.frames(1)
    assert coach.current is None                         # the turn's choice: no level-up yet
    driver.key(pygame.K_v)
    driver.frames(1)
    assert coach.current.id == "level_up"
    assert coach.target_rects(coach.current)            # the hero stacks light up
