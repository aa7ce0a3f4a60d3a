"""The end-of-game charts of Thunderstone Advance and Thunderstone Quest: the figures of a known game counted again
here from the events the game gave as it was played (not from the statistics' own replay), the PNG export, the
charts at Game Over and in the replay viewer, and no text over text in English and German at 1280x720 and 1600x900."""

from __future__ import annotations

import pygame
import pytest

from thunderstone_gui import i18n
from thunderstone_gui.ai import make_agent
from thunderstone_gui.engine import GameConfig, observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.stats import game_stats
from thunderstone_gui.persistence.paths import logs_dir
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.charts import chart_image, draw_charts, export_png
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.replay import ReplayScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# The Dungeon map of Quest, written out again: The Wilderness, then the two rooms of each level 1, 2 and 3.
QUEST_LEVELS = {0: 0, 1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}


def played(game: str, seed: int):
    """A whole game of two Easy computers, and the events of every decision as they came."""
    session = Session(GameConfig.new(["Ann", "Bob"], game=game, seed=seed, setup="random"))
    agents = [make_agent("easy", 10 + k, game=game) for k in range(2)]
    events = []
    while session.state.result is None and len(session.steps) < 4000:
        state = session.state
        seat = state.pending.seat
        events.append(session.submit(agents[seat].choose(observe(state, seat))))
    assert session.state.result is not None
    return session, events


@pytest.fixture(scope="module")
def advance_game():
    return played("advance", 5)


@pytest.fixture(scope="module")
def quest_game():
    return played("quest", 5)


def test_the_figures_of_an_advance_game(advance_game):
    session, steps = advance_game
    stats = game_stats(session)
    battles: list[dict[int, list[int]]] = [{}, {}]
    gained, spent, ends = [0, 0], [0, 0], 0
    rank = [0, 0]
    for events in steps:
        for e in events:
            if e.kind == "attack":
                rank[e.seat] = e.data["rank"]
            elif e.kind == "battle_result":
                battles[e.seat].setdefault(rank[e.seat], [0, 0])[0 if e.data["victory"] else 1] += 1
            elif e.kind == "gained_xp":
                gained[e.seat] += e.data["xp"]
            elif e.kind in ("levelled_up", "lost_xp"):
                spent[e.seat] += e.data["xp"]
            elif e.kind == "turn_ended":
                ends += 1
    assert stats.battle_axis == "rank" and stats.series == {} and stats.kinds[-1] == "curses"
    assert stats.battles == battles and sum(w + lost for b in battles for w, lost in b.values()) > 10
    assert [v[-1] for v in stats.xp_gained] == gained and [v[-1] for v in stats.xp_spent] == spent
    state = session.state
    assert [v[-1] for v in stats.vp] == list(state.result.scores)
    for seat, player in enumerate(state.players):
        assert gained[seat] - spent[seat] == player.xp
        assert sum(stats.deck[seat][-1].values()) == len(player.owned())
        curses = sum(1 for i in player.owned() if state.cards[i].is_curse)
        assert stats.deck[seat][-1]["curses"] == curses
    assert len(stats.turns) in (ends + 1, ends + 2)      # the start, each turn's end (and a game ended mid-turn)


def test_the_figures_of_a_quest_game(quest_game):
    session, steps = quest_game
    stats = game_stats(session)
    battles: list[dict[int, list[int]]] = [{}, {}]
    wounds: list[dict[int, int]] = [{}, {}]
    keys, gained, spent = [0, 0], [0, 0], [0, 0]
    board = [0, 0]                   # Wound tokens on each board, from the events
    hp_at_ends: list[list[int]] = [[6], [6]]
    fighting = [None, None]
    for events in steps:
        for e in events:
            seat = e.seat
            if e.kind == "battle_started":
                fighting[seat] = QUEST_LEVELS[e.data["room"]]
            elif e.kind == "battle_result":
                battles[seat].setdefault(QUEST_LEVELS[e.data["room"]], [0, 0])[0 if e.data["victory"] else 1] += 1
            elif e.kind == "wounded":
                board[seat] = e.data["wounds"]
                if fighting[seat] is not None and e.data["count"]:
                    wounds[seat][fighting[seat]] = wounds[seat].get(fighting[seat], 0) + e.data["count"]
            elif e.kind == "wound_card" and fighting[seat] is not None:
                wounds[seat][fighting[seat]] = wounds[seat].get(fighting[seat], 0) + 1
            elif e.kind == "healed" and e.data.get("what") == "token":
                board[seat] = e.data["wounds"]
            elif e.kind == "key_found":
                keys[seat] += 1
            elif e.kind == "gained_xp":
                gained[seat] += e.data["amount"]
            elif e.kind == "levelled_up":
                spent[seat] += e.data["xp"]
            elif e.kind == "lost_xp":
                spent[seat] += e.data["amount"]
            elif e.kind == "turn_ended":
                fighting[seat] = None
                for s in range(2):
                    hp_at_ends[s].append(6 - board[s] // 2)
    assert stats.battle_axis == "level" and stats.battles == battles and stats.wounds == wounds
    assert sum(n for w in wounds for n in w.values()) > 0
    assert [v[-1] for v in stats.series["keys"]] == keys and sum(keys) > 0
    assert stats.marks == {"keys": session.state.config.variants.keys_needed}
    assert [v[-1] for v in stats.xp_gained] == gained and [v[-1] for v in stats.xp_spent] == spent
    state = session.state
    for seat, player in enumerate(state.players):
        assert gained[seat] - spent[seat] == player.xp
        assert stats.series["hp"][seat][:len(hp_at_ends[seat])] == hp_at_ends[seat]
        assert stats.series["hp"][seat][-1] == 6 - player.wounds // 2
        assert sum(stats.deck[seat][-1].values()) == len(player.owned())
    assert [v[-1] for v in stats.vp] == list(state.result.scores)


def fresh_fonts() -> None:
    pygame.font.init()
    theme.reset_fonts()


@pytest.mark.parametrize("game", ["advance", "quest"])
def test_the_export_writes_a_png(home, game, advance_game, quest_game):
    fresh_fonts()
    session = (advance_game if game == "advance" else quest_game)[0]
    path = export_png(game_stats(session), home / "exports", "Ann vs Bob")
    assert path.read_bytes().startswith(PNG_SIGNATURE)
    assert pygame.image.load(str(path)).get_size() == (1600, 900)


def overlapping(records) -> list[tuple[str, str]]:
    """Pairs of texts drawn over each other on the same surface."""
    texts = [r for r in records if r.kind == "text" and r.text.strip()]
    return [(a.text, b.text) for k, a in enumerate(texts) for b in texts[k + 1:]
            if a.surface == b.surface and a.rect.colliderect(b.rect)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_charts_have_no_text_over_text(language, size, advance_game, quest_game):
    fresh_fonts()
    i18n.set_language(language)
    try:
        for session, _ in (advance_game, quest_game):
            stats = game_stats(session)
            w, h = size
            surface = pygame.Surface(size)
            scale = h / 900
            # The Game Over screen's rectangle for the charts (scenes/game_over.py).
            rect = pygame.Rect(round(w * 0.04), round(h * 0.21), round(w * 0.92), round(h * 0.56))
            with theme.recording() as records:
                draw_charts(surface, rect, stats, scale)
                chart_image(stats, "Ann vs Bob")
            said = [r.text for r in records]
            assert not overlapping(records), overlapping(records)
            if language == "de":
                assert "Zug" in said and "turn" not in said
            if session.config.game == "quest":
                assert (i18n.engine_text("Wilderness") if language == "de" else "Wilderness") in said
    finally:
        i18n.set_language("en")


def test_game_over_shows_quest_charts_and_exports_them(home, quest_game):
    driver = Driver(size=(1280, 720))
    try:
        session = quest_game[0]
        start_match(driver.app, Match(session, autosave=False))
        driver.frames(2)
        scene = driver.scene
        assert isinstance(scene, GameOverScene) and scene.charts.available
        driver.press("charts")
        driver.frames(1)
        assert scene.charts.shown and "hp" in scene.charts.stats.series
        before = scene.charts.deck_seat
        driver.click(scene.charts.deck_rect().center)
        assert scene.charts.deck_seat == (before + 1) % 2
        driver.press("export_png")
        files = list(logs_dir().glob("charts-*.png"))
        assert len(files) == 1 and files[0].read_bytes().startswith(PNG_SIGNATURE)
    finally:
        driver.close()


def test_the_replay_viewer_shows_advance_charts_up_to_the_decision(home, advance_game):
    driver = Driver(size=(1280, 720))
    try:
        session = advance_game[0]
        driver.app.switch(ReplayScene(driver.app, session, "Ann vs Bob"))
        driver.frames(2)
        scene = driver.scene
        driver.press("charts")
        assert scene.charts.shown
        full = scene.charts.stats.turns[-1]
        driver.press("first")
        driver.frames(1)
        assert scene.charts.stats.turns == [0] and full > 10
    finally:
        driver.close()
