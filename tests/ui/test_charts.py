"""The end-of-game statistics and charts: exact numbers for a scripted game (a won battle, a lost one, a level-up),
the charts on the Game Over screen and in the replay viewer, and the PNG export."""

import pygame
import pytest

from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.stats import game_stats, stats_module
from thunderstone_gui.persistence.paths import logs_dir
from thunderstone_gui.systems.classic.position import Position
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.charts import chart_image, export_png, nice_step
from thunderstone_gui.ui.classic.demo import advance, demo_session
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.replay import ReplayScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def scripted() -> Session:
    """Ann beats a Nixie (Health 5) in Rank 1 with four Militia, a Dagger and a Torch; Bob's six Militia lose to Lord
    Mortis (Health 4, Light -1: Light 2 needed, none brought, -4 Attack); Ann levels a Militia into an Elf Wizard
    with her 3 XP."""
    position = Position.model_validate({
        "players": [
            {"name": "Ann", "xp": 2, "hand": ["militia"] * 4 + ["dagger", "torch"],
             "deck": ["militia", "militia", "dagger", "iron_rations", "iron_rations", "torch"]},
            {"name": "Bob", "hand": ["militia"] * 6,
             "deck": ["dagger", "dagger", "iron_rations", "iron_rations", "torch", "torch"]}],
        "hall": ["nixie", "lord_mortis", "pegasus"]})
    session = Session.from_position(position)
    for action in ({"type": "enter_dungeon"}, {"type": "equip", "weapon": "dagger", "hero": "militia"},
                   {"type": "attack", "rank": 1},
                   {"type": "enter_dungeon"}, {"type": "attack", "rank": 1},
                   {"type": "visit_village"}, {"type": "level_up", "hero": "militia", "into": "elf_wizard"},
                   {"type": "end_turn"}):
        session.submit(action)
    return session


def test_the_statistics_of_a_scripted_game():
    session = scripted()
    assert session.state.players[0].xp == 0
    stats = game_stats(session)
    assert stats.names == ["Ann", "Bob"]
    assert stats.kinds == ("heroes", "village", "monsters", "basic", "disease")
    assert stats.turns == [0, 1, 2, 3]
    assert stats.vp == [[0, 1, 1, 1], [0, 0, 0, 0]]
    ann = [(d["heroes"], d["monsters"], d["basic"]) for d in stats.deck[0]]
    assert ann == [(0, 0, 12), (0, 1, 12), (0, 1, 12), (1, 1, 11)]
    assert [sum(d.values()) for d in stats.deck[1]] == [12, 12, 12, 12]
    assert stats.battles == [{1: [1, 0]}, {1: [0, 1]}]
    assert stats.xp_gained == [[0, 1, 1, 1], [0, 0, 0, 0]]
    assert stats.xp_spent == [[0, 0, 0, 3], [0, 0, 0, 0]]


def test_statistics_up_to_a_decision():
    session = scripted()
    stats = game_stats(session, upto=3)         # Ann's battle, nothing of Bob's
    assert stats.turns == [0, 1]
    assert stats.battles == [{1: [1, 0]}, {}]


def test_a_whole_game_adds_up():
    session = advance(demo_session(seed=3, actions=0), 5000, 3)
    state = session.state
    assert state.result is not None
    stats = game_stats(session)
    assert [v[-1] for v in stats.vp] == list(state.result.scores)
    for seat, player in enumerate(state.players):
        assert stats.xp_gained[seat][-1] - stats.xp_spent[seat][-1] == player.xp
        assert sum(stats.deck[seat][-1].values()) == len(player.owned())
    assert stats.turns == sorted(stats.turns) and stats.turns[-1] == state.turn_number


def test_a_game_without_statistics_has_none(monkeypatch):
    from thunderstone_gui.engine import stats as module

    assert stats_module("classic") is not None
    assert stats_module("no_such_game") is None
    monkeypatch.setattr(module, "stats_module", lambda game: None)
    assert module.game_stats(scripted()) is None


def test_nice_steps():
    assert [nice_step(s) for s in (1, 4, 9, 12, 31, 60, 250)] == [1, 1, 2, 5, 10, 20, 50]


def fresh_fonts() -> None:
    pygame.font.init()
    theme.reset_fonts()             # fonts opened by an app an earlier test closed are gone


def test_export_writes_a_valid_png(home):
    fresh_fonts()
    path = export_png(game_stats(scripted()), home / "exports", "Ann vs Bob")
    data = path.read_bytes()
    assert data.startswith(PNG_SIGNATURE)
    assert pygame.image.load(str(path)).get_size() == (1600, 900)


def test_two_exports_in_one_second_are_two_files(home):
    fresh_fonts()
    stats = game_stats(scripted())
    paths = {export_png(stats, home / "exports", "Ann vs Bob") for _ in range(2)}
    assert len(paths) == 2 and all(p.read_bytes().startswith(PNG_SIGNATURE) for p in paths)


def test_the_image_draws_every_chart():
    fresh_fonts()
    image = chart_image(game_stats(scripted()))
    # Ann's colour (the first seat's) is in the VP line, the battle bars and the XP lines.
    ann = pygame.Color(238, 178, 82)
    w, h = image.get_size()
    columns = {x * 3 // w for x in range(0, w, 2) for y in range(0, h // 2, 2) if image.get_at((x, y)) == ann}
    assert columns == {0, 1, 2}


@pytest.fixture
def finished():
    return advance(demo_session(seed=3, actions=0), 5000, 3)


def test_game_over_shows_the_charts_and_exports_them(driver: Driver, finished):
    start_match(driver.app, Match(finished, autosave=False))
    driver.frames(2)
    scene = driver.scene
    assert isinstance(scene, GameOverScene) and not scene.charts.shown
    assert driver.scene.widgets.get("export_png") is None
    driver.press("charts")
    assert scene.charts.shown and scene.charts.stats.turns[-1] == finished.state.turn_number
    before = scene.charts.deck_seat
    driver.click(scene.charts.deck_rect().center)
    assert scene.charts.deck_seat == (before + 1) % 2
    driver.press("export_png")
    files = list(logs_dir().glob("charts-*.png"))
    assert len(files) == 1 and files[0].read_bytes().startswith(PNG_SIGNATURE)
    assert files[0].name in scene.message and str(files[0].parent) not in scene.message   # the name, no folder
    driver.press("charts")          # "Scores" again
    assert not scene.charts.shown


def test_the_replay_viewer_charts_follow_the_shown_decision(driver: Driver, finished):
    driver.app.switch(ReplayScene(driver.app, finished, "Ann vs Bob"))
    driver.frames(2)
    scene = driver.scene
    driver.press("charts")
    assert scene.charts.shown
    full = scene.charts.stats.turns[-1]
    driver.press("first")
    driver.frames(1)
    assert scene.charts.stats.turns == [0] and full > 10
    driver.press("last")
    assert scene.charts.stats.turns[-1] == full
