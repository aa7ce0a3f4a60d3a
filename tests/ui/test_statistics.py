"""A player's history: every game played to its end at the table is recorded (all three games), the Statistics
screen from the title (figures, charts, the games and their replays), per name typed at the table."""

from __future__ import annotations

import errno
import time
from datetime import datetime

import pygame
import pytest

from thunderstone_gui.persistence import history as hist
from thunderstone_gui.persistence.history import GameEntry, SeatRecord, load_history, write_history
from thunderstone_gui.ui import history_stats
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.replay import ReplayScene
from thunderstone_gui.ui.scenes.statistics import StatisticsScene, preset_name, setup_label
from thunderstone_gui.ui.scenes.table import TableScene

from .history_helpers import sample_entries, write_sample_history
from .test_sound import finished_game_but_one


def entry(k: int, seats: list[tuple[str, str]], scores: list[int], winners: list[int], game: str = "classic",
          bought: list[dict[str, int]] | None = None) -> GameEntry:
    return GameEntry(id=f"e{k}", finished_at=datetime(2024, 5, 1 + k, 20).strftime(hist.DATE_FORMAT), game=game,
                     seats=tuple(SeatRecord(name=n, level=lv) for n, lv in seats), scores=tuple(scores),
                     winners=tuple(winners), turns=30, decisions=300,
                     bought=tuple(bought or [{} for _ in seats]))


# ------------------------------------------------------------------------------------------------ the figures
def test_the_figures_of_a_small_history():
    entries = [
        entry(0, [("Ann", ""), ("Robot", "easy")], [30, 20], [0], bought=[{"Spear": 2, "Fireball": 1}, {"Spear": 5}]),
        entry(1, [("Robot", "hard"), ("Ann", "")], [40, 25], [0], bought=[{}, {"Spear": 1}]),
        entry(2, [("Ann", ""), ("Bob", "")], [22, 22], [0, 1]),                 # a shared win
        entry(3, [("Ann", ""), ("Robot", "easy"), ("Robo2", "normal")], [35, 10, 12], [0], game="quest",
              bought=[{"Whetstone": 3}, {}, {}]),
        entry(4, [("Ann", ""), ("Robot", "easy")], [18, 26], [1]),
        entry(5, [("Robot", "easy"), ("Robot", "normal")], [10, 12], [1]),     # computers only: nobody's
    ]
    assert history_stats.profiles(entries) == ["Ann", "Bob"]
    stats = history_stats.statistics(entries, "Ann")
    assert stats.total == (5, 3)
    assert stats.by_game == {"classic": (4, 2), "quest": (1, 1)}
    # Against the strongest computer of the game (easy + normal -> normal), people last.
    assert list(stats.by_level) == ["easy", "normal", "hard", ""]
    assert stats.by_level == {"easy": (2, 1), "normal": (1, 1), "hard": (1, 0), "": (1, 1)}
    assert stats.scores["classic"] == (30, pytest.approx((30 + 25 + 22 + 18) / 4))
    assert stats.scores["quest"] == (35, 35)
    assert stats.streaks == (0, 2)                 # won, lost, won, won, lost
    assert stats.bought[0] == ("classic", "Spear", 3) and ("quest", "Whetstone", 3) in stats.bought
    assert ("classic", "Spear", 5) not in stats.bought       # the computer's purchases are not Ann's
    assert stats.rate_over_time == {"easy": [(1, 1.0), (5, 0.5)], "normal": [(4, 1.0)], "hard": [(2, 0.0)]}
    only_quest = history_stats.statistics(entries, "Ann", "quest")
    assert only_quest.total == (1, 1) and list(only_quest.by_game) == ["quest"]
    assert history_stats.statistics(entries, "Bob").total == (1, 1)


def test_the_win_rate_over_time_is_of_the_last_ten_games_against_that_level():
    entries = [entry(k, [("Ann", ""), ("R", "easy")], [1, 0] if k >= 10 else [0, 1], [0] if k >= 10 else [1])
               for k in range(20)]
    points = history_stats.statistics(entries, "Ann").rate_over_time["easy"]
    assert points[9] == (10, 0.0) and points[14] == (15, 0.5) and points[19] == (20, 1.0)


def test_a_card_set_in_words():
    def with_setup(setup, sets=(), game="classic"):
        return entry(0, [("Ann", ""), ("Bob", "")], [1, 1], [0]).model_copy(update={"setup": setup, "sets": sets,
                                                                                    "game": game})

    assert setup_label(with_setup("random")) == "Random"
    assert setup_label(with_setup("custom", ("base", "wrath"))) == "Custom · Base game + Wrath of the Elements"
    assert setup_label(with_setup("first_game")) == "First Game"
    assert preset_name("army_of_the_undead") == "Army of the Undead"
    assert preset_name("through_the_wild_lands") == "Through the Wild Lands"
    assert setup_label(with_setup("tower_of_corruption", game="advance")) == "Tower of Corruption"


# ------------------------------------------------------------------------------------------------ recording
def play_the_last_decision(driver, game: str, autosave: bool = True) -> Match:
    session, last = finished_game_but_one(game)
    match = Match(session, autosave=autosave)
    match.take_device(match.state.pending.seat)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(1)
    assert table.submit(last)
    driver.frames(60)
    assert isinstance(driver.scene, GameOverScene)
    assert match.wait_recorded(20.0)
    driver.frames(2)                    # Game Over says what recording it said, if anything
    return match


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_every_game_played_to_its_end_at_the_table_is_recorded(driver, game):
    match = play_the_last_decision(driver, game)
    entries = load_history().entries
    assert len(entries) == 1 and entries[0] == match.recorded
    assert entries[0].game == game and list(entries[0].scores) == list(match.state.result.scores)
    assert entries[0].replay_path().is_file()
    assert driver.scene.message == ""
    # Watching it again or loading it from a save records nothing more.
    driver.press("watch_replay")
    assert len(load_history().entries) == 1


def test_a_game_the_app_does_not_keep_is_not_recorded(driver):
    play_the_last_decision(driver, "classic", autosave=False)
    assert load_history().entries == []


def test_a_full_disk_costs_the_entry_never_the_game_and_game_over_says_why(driver, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(hist, "write_history", full)
    match = play_the_last_decision(driver, "classic")
    assert match.is_over and match.recorded is False
    assert driver.scene.message == "This game could not be added to your statistics (the disk is full)."


def test_a_damaged_history_is_told_at_game_over_and_its_games_kept(driver):
    write_sample_history(4)
    path = hist.history_path()
    path.write_text(path.read_text() + "}{\n")
    play_the_last_decision(driver, "quest")
    assert "line 5 that cannot be read" in driver.scene.message
    assert len(load_history().entries) == 5


# ------------------------------------------------------------------------------------------------ the screen
def test_statistics_from_the_title_with_no_game_yet(driver):
    driver.press("statistics")
    scene = driver.scene
    assert isinstance(scene, StatisticsScene) and scene.people == []
    assert scene.widgets.get("player") is None
    driver.press("back")
    assert driver.scene.name == "title"


def test_the_overview_and_the_games_of_a_player(driver):
    write_sample_history(24)
    driver.app.settings.player_names = ["Ann", "Bob"]
    driver.press("statistics")
    scene = driver.scene
    assert scene.player == "Ann" and scene.people == ["Ann", "Bob"]
    assert scene.stats.total.played == 24
    driver.click(scene.widgets.get("game").rect.move(-5, 0).midright)      # the first game of the list: Thunderstone
    assert scene.game == "classic" and scene.stats.total.played == 12
    driver.click(scene.widgets.get("player").rect.move(-5, 0).midright)
    assert scene.player == "Bob" and scene.stats.total.played == scene.stats.by_level[""].played
    driver.click(scene.widgets.get("player").rect.move(-5, 0).midright)
    driver.click(scene.widgets.get("game").rect.move(5, 0).midleft)      # back to all games
    assert scene.player == "Ann" and scene.game == "" and scene.stats.total.played == 24
    driver.press("tab_games")
    assert scene.tab == "games" and scene.rows
    newest = scene.rows[0][1]
    assert newest == max((p.entry for p in scene.stats.games), key=lambda e: e.finished_at)
    shown = len(scene.rows)
    third = sorted((p.entry for p in scene.stats.games), key=lambda e: e.finished_at)[-4]
    driver.move(scene.list_rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0))
    driver.frames(2)
    assert scene.scroll == 3 and len(scene.rows) == shown and scene.rows[0][1] == third


def test_a_game_of_the_list_opens_its_replay_and_back_returns(driver):
    driver.app.settings.player_names = ["Ann", "Bob"]
    play_the_last_decision(driver, "advance")
    driver.press("title")
    driver.press("statistics")
    scene = driver.scene
    player = scene.player
    driver.press("tab_games")
    row, game = scene.rows[0]
    driver.click(row.center)
    assert isinstance(driver.scene, ReplayScene)
    assert driver.scene.total == game.decisions
    driver.press("back")
    assert driver.scene is scene and scene.tab == "games" and scene.player == player


def test_a_replay_gone_missing_is_said_not_a_crash(driver):
    play_the_last_decision(driver, "classic")
    entry_now = load_history().entries[0]
    entry_now.replay_path().unlink()
    driver.press("title")
    driver.press("statistics")
    driver.press("tab_games")
    scene = driver.scene
    driver.click(scene.rows[0][0].center)
    assert driver.scene is scene
    assert scene.message.startswith("This game's replay cannot be opened:")
    assert driver.app.last_crash is None


def test_a_damaged_history_says_so_on_the_screen_and_shows_the_rest(driver):
    entries = sample_entries(6)
    write_history(entries)
    path = hist.history_path()
    path.write_text("garbage\n" + path.read_text())
    driver.press("statistics")
    scene = driver.scene
    assert "has line 1 that cannot be read" in scene.message and "the other games (6) are kept" in scene.message
    assert len(scene.history.entries) == 6


def test_writing_the_history_never_holds_up_the_last_decision_and_quitting_waits_for_it(driver, monkeypatch):
    real = hist.record_game

    def slow(*args, **kwargs):
        time.sleep(0.5)                 # a slow disk
        return real(*args, **kwargs)

    monkeypatch.setattr(hist, "record_game", slow)
    session, last = finished_game_but_one("classic")
    match = Match(session)
    match.take_device(match.state.pending.seat)
    started = time.perf_counter()
    match.submit(last)
    assert time.perf_counter() - started < 0.4 and match.recorded is None
    driver.app.match = match
    driver.app.shutdown()               # the window closes at once after the game: the entry is still written
    assert [e.id for e in load_history().entries] == [match.recorded.id]
