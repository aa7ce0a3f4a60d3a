"""Undo, redo and "Play from here" keep the log and the players' public gains right without replaying the game:
their cost must not grow with the game's length (bench: undo_in_app_ms_at_6000)."""

from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import SNAPSHOT_EVERY, Session
from thunderstone_gui.ui.classic.demo import advance
from thunderstone_gui.ui.match import Match, told_log

SCENARIOS = Path(__file__).resolve().parents[2] / "saves" / "scenarios"


@pytest.fixture
def applied(monkeypatch):
    """Counts the engine's `apply` calls, wherever they are made from."""
    import thunderstone_gui.engine.game as game_module
    import thunderstone_gui.engine.session as session_module

    calls = []
    real = game_module.apply

    def counting(state, action):
        calls.append(action)
        return real(state, action)

    monkeypatch.setattr(game_module, "apply", counting)
    monkeypatch.setattr(session_module, "apply", counting)
    return calls


def long_match(decisions: int = 300) -> Match:
    session = advance(Session(GameConfig.new(["Ann", "Bob"], seed=2, undo_policy="casual")), decisions, 2)
    assert len(session.steps) == decisions and not session.state.is_over
    return Match(session, autosave=False)


def without_notes(match: Match) -> list:
    return [line for line in match.log.lines if not line.text.startswith("Undo: ")]


def test_undo_replays_at_most_the_decisions_since_the_last_snapshot(applied):
    match = long_match()
    applied.clear()
    match.undo()
    assert len(applied) < SNAPSHOT_EVERY


def test_after_undos_and_new_decisions_the_log_and_gains_are_those_of_the_game_played(applied):
    match = long_match()
    for _ in range(40):                      # back over several turns, their purchases and their headings
        match.undo()
    assert match.log.lines[-1].text.startswith("Undo: ")
    fresh = told_log(match.session)
    assert match.log.lines[:-1] == fresh.lines
    assert match.gains == fresh.gains
    for _ in range(30):                      # another way on from there
        match.submit(legal_actions(match.state)[-1])
    match.undo()
    match.redo()
    fresh = told_log(match.session)
    assert without_notes(match) == fresh.lines and match.gains == fresh.gains
    assert [line.text for line in match.log.lines].count(f"Undo: {match.describe(match.session.steps[-1].action)}") \
        == 1


def test_play_from_here_forks_without_replaying_the_game(driver, applied):
    from thunderstone_gui.ui.scenes.replay import ReplayScene

    session = long_match(300).session
    replay = ReplayScene(driver.app, session, "test")
    driver.app.switch(replay)
    replay.go(250)
    driver.frames(1)
    applied.clear()
    replay.play_from_here()
    driver.frames(1)
    assert len(applied) < SNAPSHOT_EVERY
    forked = driver.app.match
    assert forked.session.actions == session.actions[:250]
    assert forked.state.state_hash() == session.state_at(250).state_hash()
    fresh = told_log(forked.session)
    assert forked.log.lines == fresh.lines and forked.gains == fresh.gains
    forked.submit(legal_actions(forked.state)[0])
    assert len(session.steps) == 300          # the replayed game is left as it was


def test_play_from_here_in_a_scenarios_replay_keeps_its_position(driver):
    from thunderstone_gui.tools.scenario import load_scenario
    from thunderstone_gui.ui.scenes.replay import ReplayScene

    session = load_scenario(SCENARIOS / "sue_visits_the_village.yaml").session
    replay = ReplayScene(driver.app, session, "Sue")
    driver.app.switch(replay)
    replay.go(5)
    driver.frames(1)
    replay.play_from_here()
    driver.frames(1)
    forked = driver.app.match.session
    assert forked.position == session.position
    assert forked.state.state_hash() == session.state_at(5).state_hash()
    assert Session.from_record(forked.record().to_json()).state.state_hash() == forked.state.state_hash()
