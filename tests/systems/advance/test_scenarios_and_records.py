"""Advance positions through the tools every game shares: the scenario tool (positions with `game: advance`, their
own cards, the battle preview), records (save, load, replay, the record inspector), undo and redo, the general JSON
form of Advance's own decisions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions, parse_config
from thunderstone_gui.engine.actions import action_to_json
from thunderstone_gui.engine.position import PositionError, parse_position
from thunderstone_gui.engine.record import RecordError, parse_record
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.config import AdvanceConfig
from thunderstone_gui.systems.advance.position import Position, build_position, check_position
from thunderstone_gui.tools import record as inspector
from thunderstone_gui.tools import scenario
from thunderstone_gui.tools.scenario import ScenarioError, load_scenario, parse_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[3]
SCENARIOS = sorted((ROOT / "saves" / "scenarios" / "advance").glob("*.yaml"))


def test_there_are_scenarios_for_the_summarys_mechanics():
    assert len(SCENARIOS) >= 15


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_advance_scenario_runs_with_its_preview(path, capsys):
    assert scenario.main([str(path), "--preview"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state"]["game"] == "advance" and out["state"]["state_hash"]
    assert isinstance(out["preview"], list)


def _previews(state):
    return state.system.scenario_previews(state)


def _run(name: str):
    return load_scenario(ROOT / "saves" / "scenarios" / "advance" / f"{name}.yaml")


def test_scenario_outcomes():
    darkness = _previews(_run("darkness_and_light").state)
    assert [(p["rank"], p["total"], p["darkness"], p["net_darkness"]) for p in darkness] == [
        (1, 8, 1, 0), (2, 8, 2, 0), (3, 7, 3, 1)]
    trait = _previews(_run("darkness_trait").state)[0]
    assert (trait["monster"], trait["darkness"], trait["total"], trait["victory"]) == ("gloom_wight", 3, 3, False)
    guardian = _run("second_guardian")
    assert guardian.state.cards[guardian.state.hall[1]].id == "orseg"
    assert any(e.kind == "guardian_stands" for e in guardian.events)
    repeat = _run("repeat_ability")
    assert [repeat.state.cards[i].id for i in repeat.state.players[0].hand] == ["fence_master", "regular"]
    smuggled = _run("smuggler_reacts")
    assert any(e.kind == "reacted" and e.seat == 1 for e in smuggled.events)


def test_a_scenario_with_its_own_cards_saves_and_replays_anywhere():
    run = _run("darkness_trait")
    text = run.session.record().to_json()
    data = json.loads(text)
    assert data["config"]["custom_cards"][0]["id"] == "gloom_wight"
    assert Session.from_record(text).state.state_hash() == run.state.state_hash()


@pytest.mark.parametrize("text, message", [
    ("game: advance\nhall: [ogre, ettin]", "exactly 3 ranks on the dungeon side"),
    ("game: advance\nboard: wilderness\nhall: [ogre, ettin, ogrillon]", "exactly 4 ranks"),
    ("game: advance\nplayers: [{hand: [laser_sword]}]", "unknown card id 'laser_sword'"),
    ("game: advance\nplayers: [{hand: [scabbark, scabbark]}]", r"more Scabbark \(scabbark\) cards"),
    ("game: advance\nhall: [orseg, ogre, ettin]", "Bearer cannot be in Rank 1"),
    ("game: advance\nplayers: [{discard: [belac]}]", "Bearer cannot be in Player 1's discard pile"),
    ("game: advance\ncustom_cards: [{id: torch, name: T, kind: village, group: torch, count: 1, text: x}]",
     "taken"),
    ("game: advance\ncustom_cards: [{id: odd, name: O, kind: village, group: odd, count: 1, text: x, "
     "abilities: [{key: a, where: village, verb: fly}]}]", "custom_cards"),
    ("game: chess", "unknown game 'chess'"),
    ("game: advance\nplayers: [{hand: [regular]}]\nactions: [{type: attack, rank: 1}]", "not legal"),
])
def test_bad_advance_scenarios_are_explained(text, message):
    with pytest.raises(ScenarioError, match=message):
        run_scenario(parse_scenario(text))


REGULARS = ["regular"] * 6


@pytest.mark.parametrize("fields, message", [
    ({"players": [{"xp": 10**15}]}, "the players hold 1000000000000000 XP; this game's cards give at most"),
    ({"players": [{"xp": 10**300}]}, "the players hold more than 10\\^20 XP"),
    ({"players": [{"xp": 600}, {"xp": 600}]}, "the players hold 1200 XP"),
    ({"seats": 3, "players": [{"hand": REGULARS * 2 + ["longspear"]}]},
     "Player 1 holds 13 cards; the player whose turn it is holds at most 12"),
    ({"seats": 3, "players": [{}, {"hand": REGULARS * 2 + ["longspear"]}]},
     "Player 2 holds 13 cards; a player waiting for their turn holds at most 6"),
    ({"players": [{"hand": ["thunderstone_shard"] * 5}]},
     r"more Thunderstone Shard \(thunderstone_shard\) cards than the game has"),
])
def test_advance_positions_the_rules_do_not_allow_are_refused(fields, message):
    with pytest.raises(PositionError, match=message):
        check_position(build_position(Position.model_validate(fields)))


def test_a_saved_advance_position_with_edited_xp_is_refused():
    session = _run("stramst_stays_put").session
    data = json.loads(session.record().to_json())
    assert Session.from_record(json.dumps(data)).state.state_hash() == session.state.state_hash()
    data["position"].setdefault("players", [{}])[0]["xp"] = 10**15
    with pytest.raises(RecordError, match="starting position is refused: the players hold 1000000000000000 XP"):
        Session.from_record(json.dumps(data))


def test_parse_position_reads_an_advance_position():
    position = parse_position({"game": "advance", "board": "wilderness"})
    assert isinstance(position, Position)
    state = build_position(position)
    check_position(state)
    assert len(state.hall) == 4
    with pytest.raises(PositionError, match="holds 7 cards"):
        check_position(build_position(Position.model_validate(
            {"players": [{}, {"hand": ["regular"] * 7}]})))


def _played(seed: int = 5, decisions: int = 120, policy: str = "strict") -> Session:
    import random

    session = Session(GameConfig.new(3, game="advance", seed=seed, board="wilderness", undo_policy=policy))
    rng = random.Random(seed)
    while len(session.steps) < decisions and not session.state.is_over:
        session.submit(rng.choice(legal_actions(session.state)))
    return session


def test_a_saved_advance_game_replays_to_the_same_state_and_names_its_game():
    session = _played()
    text = session.record().to_json()
    data = json.loads(text)
    assert data["config"]["game"] == "advance" and data["format_version"] == 3
    assert isinstance(parse_config(data["config"]), AdvanceConfig)
    loaded = Session.from_record(text)
    assert loaded.state.state_hash() == session.state.state_hash()


def test_advance_decisions_are_written_in_the_general_json_form():
    session = Session(GameConfig.new(2, game="advance", seed=3))
    session.submit({"type": "prepare"})
    written = session.record().action_dicts()[0]
    assert written == {"type": "prepare"}
    state = session.state
    choice = state.pending.options[0]
    assert action_to_json(state, choice)["type"] == "choose"


def test_a_changed_advance_record_is_refused_with_the_index():
    session = _played(decisions=80)
    data = json.loads(session.record().to_json())
    data["actions"][10] = {"type": "attack", "rank": 4}
    with pytest.raises(RecordError) as info:
        Session.from_record(json.dumps(data))
    assert info.value.index is not None and info.value.index <= 10


def test_the_record_inspector_replays_an_advance_save(tmp_path):
    session = _played(decisions=60)
    path = tmp_path / "advance.json"
    path.write_text(session.record().to_json(), encoding="utf-8")
    status, answer = inspector.inspect(path)
    assert status == 0 and answer["game"] == "advance" and answer["decisions"] == 60
    assert answer["state_hash"] == session.state.state_hash()


def test_undo_and_redo_in_an_advance_game():
    session = _played(decisions=90, policy="casual")
    hashes = []
    for _ in range(5):
        hashes.append(session.state.state_hash())
        session.undo()
    for expected in reversed(hashes):
        session.redo()
        assert session.state.state_hash() == expected


def test_a_record_of_an_advance_position_refuses_an_edited_config():
    run = _run("stramst_stays_put")
    data = json.loads(run.session.record().to_json())
    data["config"]["board"] = "wilderness"
    with pytest.raises(RecordError):
        Session.from_record(parse_record(json.dumps(data)))
