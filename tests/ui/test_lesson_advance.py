"""Thunderstone Advance's guided first game: the deal teaches what the script says (against many games of the Easy
computer), each step advances on its action and on no other (synthesized clicks and drags on the real table), the
lesson can be left and resumed, its tips come up once in the free game, and every text fits the coach's panel."""

from collections import Counter

import pygame
import pytest

from thunderstone_gui import ai, i18n
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.game import legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.battle import breakdown
from thunderstone_gui.systems.advance.position import Position
from thunderstone_gui.systems.advance.rules.abilities import gold_available
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.advance.lesson import LESSON_ID, lesson, lesson_session
from thunderstone_gui.ui.advance.table_view import armed
from thunderstone_gui.ui.coach import GAME_KEY, META_KEY, read_progress, write_progress
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver
from .lesson_steps import (
    hand_region,
    next_step,
    open_lesson,
    starting_over_then_an_ordinary_game,
    to_title,
    wait_for_my_turn,
)

FIRST_HAND = Counter(regular=3, longspear=1, torch=1, thunderstone_shard=1)
SECOND_HAND = Counter(regular=3, longspear=1, torch=1, thunderstone_shard=1)


def ids(state, zone) -> Counter:
    return Counter(state.cards[i].id for i in zone)


def one(state, zone, card_id: str) -> int:
    return next(i for i in zone if state.cards[i].id == card_id)


# ------------------------------------------------------------------------------------------------ the deal
def test_the_deal_teaches_what_the_script_says():
    state = lesson_session().state
    assert state.config.board == "dungeon" and len(state.hall) == 3 and tuple(state.darkness) == (1, 2, 3)
    assert [s.kind for s in state.config.seats] == ["human", "ai"] and state.config.seats[1].ai_level == "easy"
    assert "pike" in state.config.card_set.village and "thundermage" in state.config.card_set.hero_lines
    assert state.cards[state.bearer].id == "belac"
    assert state.active == 0 and state.pending.kind == "turn"
    assert ids(state, state.players[0].hand) == FIRST_HAND
    assert ids(state, state.players[0].deck) == SECOND_HAND
    ambusher = state.cards[state.hall[0]]
    assert ambusher.id == "drakeclan_ambusher" and ambusher.health == 4 and ambusher.xp == 1 and ambusher.vp == 1
    # The preview before the turn's choice: the Longspear on a Regular, the Torch against Rank 1's Darkness.
    trial = armed(state)
    first, second = breakdown(trial, 1), breakdown(trial, 2)
    assert (first.physical, first.magic, first.light, first.net_darkness, first.total) == (4, 0, 1, 0, 4)
    assert first.victory and first.health == 4
    assert second.darkness == 2 and second.net_darkness == 1          # the Darkness left in Rank 2


def play_first_turn(session: Session) -> None:
    state = session.state
    session.submit(Action("enter_dungeon"))
    hand = state.players[0].hand
    session.submit(Action("equip", card=one(state, hand, "longspear"), target=one(state, hand, "regular")))
    events = session.submit(Action("attack", rank=1))
    result = next(e for e in events if e.kind == "battle_result")
    assert result.get("victory")
    assert state.pending.prompt == "place"
    session.submit(Action("choose", option="seat:0"))
    assert state.pending.prompt == "spoils"
    session.submit(next(a for a in legal_actions(state) if a.option == "xp"))


def computer_plays(session: Session, agent) -> None:
    state = session.state
    while state.pending.seat == 1 and state.result is None:
        session.submit(agent.choose(observe(state, 1)))


def test_the_easy_computer_leaves_the_lesson_its_turns():
    for agent_seed in range(16):
        session = lesson_session()
        state = session.state
        play_first_turn(session)
        assert state.players[0].xp == 2
        assert "drakeclan_ambusher" in ids(state, state.players[0].discard)
        agent = ai.make_agent("easy", agent_seed, game="advance")
        computer_plays(session, agent)
        assert state.pending.kind == "turn" and state.active == 0, f"agent seed {agent_seed}"
        assert ids(state, state.players[0].hand) == SECOND_HAND, f"agent seed {agent_seed}"
        session.submit(Action("visit_village"))
        assert gold_available(state) == 5
        session.submit(next(a for a in legal_actions(state) if a.kind == "buy" and state.cards[a.card].id == "pike"))
        level = next(a for a in legal_actions(state) if a.kind == "level_up" and a.option == "thundermage_summoner")
        assert state.cards[level.card].id == "regular"
        session.submit(level)
        session.submit(Action("end_turn"))
        computer_plays(session, agent)
        assert state.pending.kind == "turn" and state.active == 0 and state.result is None
        assert Action("prepare") in legal_actions(state), f"agent seed {agent_seed}"


# ------------------------------------------------------------------------------------------------ the table
def start(driver: Driver, fresh: bool = False):
    return open_lesson(driver, "advance", LESSON_ID, fresh)


hand = hand_region


def attack_rank_1(driver: Driver, table) -> None:
    driver.click(driver.point_in("monster:1"))
    if isinstance(table.overlay, CardMenu):
        driver.click(table.overlay.choices[0].rect.center)


def choose(driver: Driver, table, option: str = "", card_id: str = "") -> None:
    panel = table.prompt_panel
    assert panel is not None, "no prompt panel"
    choice = next(c for c in panel.choices if c.action is not None and (not option or c.action.option == option)
                  and (not card_id or (c.action.card >= 0 and table.state.cards[c.action.card].id == card_id)))
    driver.click(choice.rect.center)


def choice_rect(table, option: str) -> pygame.Rect:
    return next(c.rect for c in table.prompt_panel.choices if c.action is not None and c.action.option == option)


def test_the_steps_advance_on_their_actions_and_on_no_other(driver: Driver):
    table, coach = start(driver)
    assert table.match.session.meta[META_KEY] == LESSON_ID
    for expected in ("welcome", "hall", "hand", "actions"):
        assert coach.current.id == expected
        assert expected == "welcome" or coach.target_rects(coach.current)
        next_step(driver, coach)
    assert coach.current.id == "dungeon" and "next" not in coach.buttons
    # Not the Village, not Prepare: refused with a sentence, nothing happened.
    driver.press("village")
    driver.key(pygame.K_p)
    assert coach.current.id == "dungeon" and table.state.pending.kind == "turn" and not table.match.session.steps
    assert "lesson" in table.message
    driver.key(pygame.K_d)
    assert coach.current.id == "equip" and table.state.turn.action == "dungeon"
    # Attacking before the Longspear is carried: held back.
    attack_rank_1(driver, table)
    assert coach.current.id == "equip" and table.state.pending.kind == "dungeon"
    driver.drag(hand(table, "longspear").rect.center, hand(table, "regular").rect.center)
    assert coach.current.id == "preview" and table.state.turn.equips
    preview = table.view.previews[1]
    assert (preview.physical, preview.magic, preview.net_darkness, preview.total, preview.health) == (4, 0, 0, 4, 4)
    assert table.view.previews[2].net_darkness == 1
    next_step(driver, coach)
    assert coach.current.id == "attack"
    attack_rank_1(driver, table)
    assert coach.current.id == "place" and table.state.pending.prompt == "place"
    assert coach.target_rects(coach.current) == [choice_rect(table, "seat:0")]     # the button "Player"
    choose(driver, table, "seat:0")
    assert coach.current.id == "spoils" and table.state.pending.prompt == "spoils"
    assert coach.target_rects(coach.current) == [choice_rect(table, "xp")]         # the Shard's Spoils
    # Its glow is drawn over the prompt's panel, not hidden under it.
    rect = choice_rect(table, "xp")              # the ring runs along the choice's own edge
    red, green, blue, _alpha = driver.app.screen.get_at((rect.centerx, rect.bottom - 2))
    assert blue >= 250 and green >= 220 and red <= 180
    # Done without the Shard's XP: held back.
    choose(driver, table, "done")
    assert coach.current.id == "spoils" and table.state.pending.prompt == "spoils"
    choose(driver, table, "xp", "thunderstone_shard")
    assert coach.current.id == "xp" and table.state.players[0].xp == 2
    next_step(driver, coach)
    assert coach.current.id == "village"
    wait_for_my_turn(driver, table)
    driver.press("dungeon")
    assert coach.current.id == "village" and table.state.pending.kind == "turn"
    driver.press("village")
    assert coach.current.id == "buy"
    # The Torch is affordable too, but the lesson wants the Pike.
    driver.drag(driver.point_in("supply:torch"), table.view.region("discard").rect.center)
    assert coach.current.id == "buy" and table.state.turn.buys_left == 1
    driver.drag(driver.point_in("supply:pike"), table.view.region("discard").rect.center)
    assert coach.current.id == "level_up"
    assert ids(table.state, table.state.players[0].discard)["pike"] == 1
    assert coach.target_rects(coach.current)                 # the Regulars and the Thundermage's stack
    driver.press("end_turn")                                 # the XP not spent yet: held back
    assert coach.current.id == "level_up" and table.state.pending.kind == "village"
    driver.drag(hand(table, "regular").rect.center, table.view.region("stack:thundermage").rect.center)
    assert coach.current.id == "end_turn" and table.state.players[0].xp == 0
    assert ids(table.state, table.state.players[0].discard)["thundermage_summoner"] == 1
    driver.press("end_turn")
    wait_for_my_turn(driver, table)
    assert coach.current.id == "prepare"
    driver.key(pygame.K_r)                                   # Rest: not now
    assert coach.current.id == "prepare" and table.state.pending.kind == "turn"
    driver.press("prepare")
    assert coach.current.id == "keep" and table.state.pending.prompt == "prepare"
    assert choice_rect(table, "done") in coach.target_rects(coach.current)
    kept = table.state.cards[table.state.pending.options[0].card].id
    choose(driver, table, card_id=kept)                      # a card kept: allowed, the step waits for Done
    assert coach.current.id == "keep" and table.state.pending.prompt == "prepare"
    choose(driver, table, "done")
    assert coach.current.id == "curses"
    for expected in ("curses", "bearer", "free"):
        assert coach.current.id == expected
        next_step(driver, coach)
    assert coach.scripted is None and read_progress()["script_done"]


def test_leaving_keeps_the_game_and_resuming_continues_the_lesson(driver: Driver):
    table, coach = start(driver)
    game = table.match.session.meta[GAME_KEY]
    for _ in range(4):
        next_step(driver, coach)
    driver.press("dungeon")
    assert coach.current.id == "equip"
    # To the title: the game is the autosave, the lesson's place is stored; Continue and Learn to play resume it.
    to_title(driver, table)
    assert driver.scene.name == "title" and read_progress()["step"] == "equip"
    driver.press("continue")
    table = driver.table
    assert table.coach is not None and table.coach.current.id == "equip"
    assert table.match.session.meta[GAME_KEY] == game and table.state.turn.action == "dungeon"
    to_title(driver, table)
    table, coach = start(driver)
    assert table.match.session.meta[GAME_KEY] == game and coach.current.id == "equip"
    # Leave lesson: anything legal goes - attack without the Longspear (and lose).
    driver.frames(1)
    driver.click(coach.buttons["leave"].center)
    assert coach.left and not coach.active and read_progress()["left"]
    attack_rank_1(driver, table)
    assert any(step.action.kind == "attack" and step.seat == 0 for step in table.match.session.steps)
    # The menu brings the lesson back at its step, which cannot be done any more: Next, nothing held back.
    wait_for_my_turn(driver, table)
    driver.key(pygame.K_ESCAPE)
    driver.click(table.overlay.choice_by_id("resume_lesson").rect.center)
    driver.frames(1)
    assert coach.active and coach.current.id == "equip" and coach.stuck() and "next" in coach.buttons
    assert coach.guard(next(a for a in table.legal() if a.kind == "rest")) == ""
    next_step(driver, coach)
    assert coach.current.id == "preview"


def test_starting_over_and_an_ordinary_game_have_no_lesson(driver: Driver):
    table, coach = start(driver)
    starting_over_then_an_ordinary_game(driver, table, coach, LESSON_ID, lesson_session)


# ------------------------------------------------------------------------------------------------ tips
def tip_game(driver: Driver, hand_cards: list[str], discard: list[str] = (), xp: int = 0, hall=None):
    """A lesson game past its script, at a position of our own (its meta and progress say so)."""
    position = Position.model_validate({
        "card_set": {"monster_groups": ["kobold_humanoid", "corvaxis_avian", "djinni_efreet"], "bearer": "belac",
                     "hero_lines": ["aird", "bhoidwood", "drua", "thundermage"],
                     "village": ["bandias_wisdom", "battle_scarred_soldier", "innkeeper", "king_caelans_writ",
                                 "mass_teleport", "moonstone", "pike", "summon_storm"]},
        "hall": hall, "players": [{"name": "Ann", "hand": hand_cards, "discard": list(discard), "xp": xp},
                                  {"name": "Bob"}]})
    session = Session.from_position(position)
    session.meta.update({META_KEY: LESSON_ID, GAME_KEY: "tips"})
    write_progress({"lesson": LESSON_ID, "game": "tips", "step": "", "script_done": True, "tips": []})
    start_match(driver.app, Match(session, autosave=False))
    driver.frames(2)
    return driver.table


def test_a_tip_comes_up_once_and_goes_on_a_click_or_its_action(driver: Driver):
    table = tip_game(driver, ["curse_of_decay", "regular", "regular", "longspear", "torch", "thunderstone_shard"])
    coach = table.coach
    assert coach.scripted is None and coach.current.id == "curse"
    assert coach.target_rects(coach.current)                 # the Rest button
    driver.click(coach.buttons["next"].center)              # "Got it"
    driver.frames(2)
    assert "curse" in coach.tips_done and coach.current is None
    assert read_progress()["tips"] == ["curse"]
    # The next time a Curse is in the hand it stays quiet.
    driver.key(pygame.K_r)
    choose(driver, table, card_id="curse_of_decay")
    driver.frames(2)
    assert coach.current is None or coach.current.id != "curse"


def test_the_prepare_tip_comes_with_a_hand_that_neither_fights_nor_buys(driver: Driver):
    table = tip_game(driver, ["pike", "thunderstone_shard"])         # Gold 3
    coach = table.coach
    assert coach.current.id == "prepare"
    driver.key(pygame.K_p)                                   # Prepare is the tip's action: it goes
    assert "prepare" in coach.tips_done and table.state.pending.prompt == "prepare"


def test_the_level_up_tip_waits_for_the_village(driver: Driver):
    table = tip_game(driver, ["regular", "regular", "longspear", "torch", "thunderstone_shard", "torch"], xp=2)
    coach = table.coach
    driver.frames(1)
    assert coach.current is None                             # the turn's choice: no level-up yet
    driver.key(pygame.K_v)
    driver.frames(1)
    assert coach.current.id == "level_up" and coach.target_rects(coach.current)


def test_the_bearer_tips_come_when_it_is_in_the_hall(driver: Driver):
    table = tip_game(driver, ["regular", "regular", "longspear", "torch", "thunderstone_shard", "torch"],
                     hall=["drakeclan_ambusher", "belac", "slaughterwing"])
    coach = table.coach
    assert coach.current.id == "bearer" and coach.target_rects(coach.current)
    next_step(driver, coach)
    driver.frames(1)
    assert coach.current.id == "the_end"                     # the Bearer in Rank 2
    next_step(driver, coach)
    driver.frames(1)
    assert coach.current is None


# ------------------------------------------------------------------------------------------------ the texts
def text_fit(table, text: str) -> tuple[int, bool]:
    """The size the coach's panel writes `text` at, and whether it fits there (ui/coach.py, `draw_panel`)."""
    L = table.frame.layout
    f = theme.fonts()
    rect = L.log_panel
    pad = L.px(12)
    width = rect.w - 2 * pad
    room = (rect.bottom - pad - L.px(40)) - (rect.y + pad + L.font(14) + L.px(10))
    size = L.font(15)
    while True:
        lines = f.wrap(text, "sans", size, width)
        height = len(lines) * f.get("sans", size).get_linesize()
        if height <= room or size <= 10:
            return size, height <= room
        size -= 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_text_fits_the_coach_panel_at_1280x720(home, lang):
    script = lesson()
    english = [s.text for s in script.steps + script.tips]
    driver = Driver(size=(1280, 720), language=lang)
    try:
        table, coach = start(driver)
        L = table.frame.layout
        for step, text_en in zip(coach.lesson.steps + coach.lesson.tips, english):
            size, fits = text_fit(table, step.text)
            assert fits and size >= L.font(13), f"{step.id} in {lang}: size {size}, fits {fits}"
            assert lang == "en" or step.text != text_en, f"{step.id} is not translated"
    finally:
        driver.close()
        i18n.set_language("en")
