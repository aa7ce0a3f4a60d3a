"""Battles and the other players' turns get a moment: a banner with a battle's result, a sentence for another
player's turn, a readable pace for a computer's moves (Settings), and Space to skip the wait."""

import pygame

from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.classic.config import ClassicConfig
from thunderstone_gui.ui.classic.news import battle_banner, turn_summary
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.settings import SettingsScene
from thunderstone_gui.ui.scenes.table import PACES, TableScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver
from .test_wrath_table import Position, open_position


def fought(position, *actions):
    session = Session.from_position(Position.model_validate(position))
    events = []
    for action in actions:
        events += session.submit({"type": action} if isinstance(action, str) else action)
    return session.state, events


def test_a_victory_banner_names_the_monster_xp_vp_and_what_was_lost():
    state, events = fought({"players": [{"name": "Ada", "hand": ["thyrian_squire", "spear", "militia", "torch"]}],
                            "hall": ["grudgebeast", "nixie", "pegasus"]},
                           "enter_dungeon", {"type": "equip", "weapon": "spear", "hero": "thyrian_squire"},
                           {"type": "use", "card": "spear", "ability": "throw"}, {"type": "attack", "rank": 1})
    text, tone = battle_banner(state, events, events, ["Ada", "Bob"], 0)
    grudgebeast = state.catalogue["grudgebeast"]
    assert text == f"Victory — Grudgebeast gained, +{grudgebeast.xp} XP, +{grudgebeast.vp} VP; Spear destroyed"
    assert tone == "good"


def test_a_defeat_banner_says_where_the_monster_goes_and_whose_battle_it_was():
    state, events = fought({"players": [{"name": "Ada", "hand": ["militia", "torch"]}],
                            "hall": ["judgement", "nixie", "pegasus"]}, "enter_dungeon", {"type": "attack", "rank": 1})
    text, tone = battle_banner(state, events, events, ["Ada", "Bob"], 1)
    assert text == "Ada: Defeat — Judgement goes to the bottom of the Dungeon; Militia destroyed" and tone == "bad"
    assert battle_banner(state, events, [e for e in events if e.kind != "battle_result"], ["Ada", "Bob"], 1) is None


def test_a_turn_summary_tells_public_facts_only():
    state, events = fought({"players": [{"name": "Ada", "hand": ["militia", "militia", "torch", "torch"], "xp": 3,
                                         "deck": ["dagger", "dagger", "dagger", "dagger", "dagger", "dagger"]}]},
                           "visit_village", {"type": "buy", "card": "dagger"}, "end_turn")
    text = turn_summary(state, events, 0, ["Ada", "Bob"])
    assert text == "Ada's turn: visited the Village, bought Dagger"
    assert "draws" not in text and "Dagger ×" not in text       # her new hand is nobody's business


def test_the_news_name_cards_in_the_players_language():
    from thunderstone_gui import i18n

    state, events = fought({"players": [{"name": "Ada", "hand": ["militia", "militia", "torch", "torch"], "xp": 3,
                                         "deck": ["dagger", "dagger", "dagger", "dagger", "dagger", "dagger"]}]},
                           "visit_village", {"type": "buy", "card": "iron_rations"}, "end_turn")
    i18n.set_language("de")
    try:
        text = turn_summary(state, events, 0, ["Ada", "Bob"])
    finally:
        i18n.set_language("en")
    assert text == "Zug von Ada: besuchte das Dorf, kaufte Proviand"   # the German rulebook's word


def computer_game(d: Driver, pace: str) -> TableScene:
    d.app.settings.computer_pace = pace
    config = ClassicConfig(seats=(Seat(name="Ann"), Seat(name="Robot", kind="ai", ai_level="easy")), seed=21)
    start_match(d.app, Match.new(config))
    d.frames(1)
    if d.scene.name == "cover":
        d.take_cover()
    return d.table


def until(d: Driver, done, limit: int = 2000) -> int:
    for frame in range(limit):
        if done():
            return frame
        d.frames(1)
    raise AssertionError("it never happened")


def play_my_turn(d: Driver, table: TableScene) -> None:
    d.key(pygame.K_v)
    d.press("end_turn")
    d.answer_yes()


def test_a_computer_shows_its_party_long_enough_to_read_and_space_skips(driver):
    table = computer_game(driver, "normal")
    if table.match.my_decision():
        play_my_turn(driver, table)
    steps = table.match.session.steps
    until(driver, lambda: table.state.active == 1 and table.state.turn.action in ("village", "dungeon"))
    revealed_at = len(steps)
    reveal = PACES["normal"][1]
    waited = until(driver, lambda: len(table.match.session.steps) > revealed_at)
    assert waited >= reveal * 60 - 2, f"the party was shown {waited} frames"
    # Space: the wait ends at once.
    until(driver, lambda: table.match.my_decision())
    play_my_turn(driver, table)
    until(driver, lambda: table.state.active == 1 and table.state.turn.action in ("village", "dungeon"))
    shown = len(table.match.session.steps)
    driver.key(pygame.K_SPACE, frames=0)
    assert until(driver, lambda: len(table.match.session.steps) > shown) < 20


def test_the_next_player_reads_what_the_computer_did(driver):
    table = computer_game(driver, "fast")
    if table.match.my_decision():
        play_my_turn(driver, table)
    until(driver, lambda: table.state.active == 1)
    until(driver, lambda: table.match.my_decision())
    texts = [b.text for b in table.banners]
    assert any(text.startswith("Robot's turn: ") for text in texts), texts
    driver.key(pygame.K_SPACE)
    assert table.banners == []


def test_a_battle_at_the_table_shows_its_banner(driver):
    open_position(driver, {"players": [{"name": "Ada", "hand": ["thyrian_squire", "short_sword", "torch", "torch"]}],
                           "hall": ["grudgebeast", "nixie", "pegasus"]})
    table = driver.table
    driver.enter_dungeon()
    driver.perform(next(a for a in table.legal() if a.kind == "equip"))
    table.submit(next(a for a in table.legal() if a.kind == "attack" and a.rank == 1))    # what its click does
    assert [b.tone for b in table.banners] == ["good", "info"]
    assert table.banners[0].text.startswith("Victory — Grudgebeast")
    # One banner for one battle: Ada reads her result; the sentence for her turn waits for the next player.
    assert [b.tone for b, _box, _lines in table.banner_boxes()] == ["good"]
    # Pass and play: the next player reads what Ada did, not the result told to her.
    driver.frames(2)
    driver.take_cover()
    assert [b.text for b in driver.table.banners] == ["Ada's turn: entered the Dungeon, defeated Grudgebeast"]
    driver.frames(60 * 10)
    assert table.banners == []                  # gone after a few seconds


def test_the_pace_is_a_setting(driver):
    driver.press("settings")
    assert isinstance(driver.scene, SettingsScene)
    cycler = driver.scene.widgets.get("computer_pace")
    assert cycler.value == "instant"              # the driver's; a player's default is normal
    driver.click((cycler.rect.right - 5, cycler.rect.centery))
    assert driver.app.settings.computer_pace == "fast"
    from thunderstone_gui.persistence.settings import Settings, load_settings

    assert Settings().computer_pace == "normal" and load_settings()[0].computer_pace == "fast"
