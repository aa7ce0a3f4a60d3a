"""Game records: JSON round trip, replay, and every kind of bad record answered with a clear error."""

import json
import random

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.record import FORMAT_VERSION, RecordError, parse_record
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.classic.position import Position, position_config


@pytest.fixture(scope="module")
def played() -> Session:
    session = Session(GameConfig.new(3, seed=5, setup="random"))
    rng = random.Random(5)
    for _ in range(180):
        if session.state.is_over:
            break
        session.submit(rng.choice(legal_actions(session.state)))
    return session


def test_record_round_trip_replays_to_the_same_state(played):
    text = played.record(meta={"label": "test"}).to_json()
    loaded = Session.from_record(text)
    assert loaded.state.state_hash() == played.state.state_hash()
    assert json.loads(text)["format_version"] == FORMAT_VERSION
    assert loaded.record().to_json() == played.record(meta={"label": "test"}).to_json()


def test_record_keeps_the_variants(played):
    config = GameConfig.new(2, seed=9, edition="1st", undo_policy="casual")
    record = parse_record(Session(config).record().to_json())
    assert record.config.variants.rules_edition == "1st" and record.config.variants.undo_policy == "casual"


@pytest.mark.parametrize("text, message", [
    ("", "not valid JSON"),
    ("{\"format_version\": 1, \"config\": ", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ("{\"config\": {}}", "no format_version"),
    ("{\"format_version\": 99, \"config\": {}}", "format version 99"),
    ("{\"format_version\": 1}", "config"),
    ("{\"format_version\": 1, \"config\": {\"seats\": [{\"name\": \"A\"}]}}", "2 to 5 players"),
])
def test_malformed_records_are_refused_with_the_reason(text, message):
    with pytest.raises(RecordError, match=message):
        parse_record(text)


def test_truncated_record_is_refused(played):
    text = played.record().to_json()
    with pytest.raises(RecordError, match="not valid JSON"):
        parse_record(text[: len(text) // 2])


def test_a_record_with_an_unknown_action_type_names_its_index(played):
    """A kind no game has is well formed (games add kinds of their own) but never legal: the replay names it."""
    data = json.loads(played.record().to_json())
    data["actions"][7] = {"type": "teleport"}
    with pytest.raises(RecordError, match="teleport is not legal now") as info:
        Session.from_record(json.dumps(data))
    assert info.value.index == 7


def test_a_record_with_a_malformed_action_names_its_index(played):
    data = json.loads(played.record().to_json())
    data["actions"][7] = {"type": "equip", "weapon": "spear#3"}
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps(data))
    assert info.value.index == 7


def test_a_tampered_action_fails_at_its_index(played):
    data = json.loads(played.record().to_json())
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "visit_village")
    data["actions"][index] = {"type": "attack", "rank": 2}
    with pytest.raises(RecordError) as info:
        Session.from_record(json.dumps(data))
    assert info.value.index == index
    assert "not legal" in str(info.value)


def test_a_changed_config_makes_the_record_diverge(played):
    data = json.loads(played.record().to_json())
    data["config"]["seed"] += 1      # another shuffle: either an action becomes illegal or a checkpoint differs
    with pytest.raises(RecordError) as info:
        Session.from_record(json.dumps(data))
    assert info.value.index is not None


def test_a_wrong_checkpoint_hash_is_reported_as_divergence(played):
    data = json.loads(played.record().to_json())
    data["checkpoints"][0]["state_hash"] = "0" * 24
    with pytest.raises(RecordError, match="diverges") as info:
        Session.from_record(json.dumps(data))
    assert info.value.index == data["checkpoints"][0]["index"] - 1


def test_unknown_card_in_config_is_refused():
    data = json.loads(Session(GameConfig.new(2)).record().to_json())
    data["config"]["card_set"]["village"][0] = "laser_sword"
    with pytest.raises(RecordError, match="laser_sword"):
        parse_record(json.dumps(data))


def test_same_config_and_actions_give_the_same_hash_every_time():
    config = GameConfig.new(4, seed=123, setup="random")
    first = Session(config)
    rng = random.Random(3)
    for _ in range(150):
        first.submit(rng.choice(legal_actions(first.state)))
    second = Session.replay(config, first.actions)
    assert first.state.state_hash() == second.state.state_hash()


def test_state_hash_is_stable_across_runs():
    """A fixed game's hash is written down: a change means replays of old records would break."""
    session = Session(GameConfig.new(2, seed=42))
    rng = random.Random(42)
    for _ in range(60):
        session.submit(rng.choice(legal_actions(session.state)))
    assert len(session.state.state_hash()) == 24
    assert session.state.state_hash() == Session.replay(session.config, session.actions).state.state_hash()


def test_a_game_from_a_scenario_saves_and_loads_with_its_position():
    from pathlib import Path

    from thunderstone_gui.tools.scenario import load_scenario

    scenario = load_scenario(Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "bruce_vs_uyril.yaml")
    session = scenario.session
    session.submit({"type": "attack", "rank": 2})
    text = session.record().to_json()
    assert json.loads(text)["position"]["hall"] == ["blink_dog", "suffering", "uyril_unending"]
    loaded = Session.from_record(text)
    assert loaded.state.state_hash() == session.state.state_hash()
    assert loaded.position == session.position


def test_the_record_kept_during_play_equals_a_full_replay(played):
    """Saving never replays: the record is written as the game goes; it must match what a replay writes."""
    from thunderstone_gui.engine.actions import action_to_json

    replay = Session(played.config)
    written = []
    for step in played.steps:
        written.append(action_to_json(replay.state, step.action))
        replay.submit(step.action)
    assert played.record().action_dicts() == written
    assert played.record().checkpoints[-1].state_hash == played.state.state_hash()


def test_undo_trims_the_record():
    casual = Session(GameConfig.new(2, seed=3, undo_policy="casual"))
    rng = random.Random(1)
    for _ in range(40):
        casual.submit(rng.choice(legal_actions(casual.state)))
    casual.undo()
    assert len(casual.record().actions) == 39
    assert Session.from_record(casual.record().to_json()).state.state_hash() == casual.state.state_hash()


# ----------------------------------------------------------------------------------------------- damaged records
def as_format_1(data: dict) -> dict:
    """A record as the versions before `length` and several games wrote it."""
    del data["length"]
    data["config"].pop("game")
    return {**data, "format_version": 1}


def test_a_record_says_how_many_actions_it_holds(played):
    data = json.loads(played.record().to_json())
    assert data["length"] == len(data["actions"]) == len(played.steps)


def test_a_record_cut_short_is_reported_as_damaged(played):
    data = json.loads(played.record().to_json())
    data["actions"] = data["actions"][:-5]
    data["checkpoints"] = [c for c in data["checkpoints"] if c["index"] <= len(data["actions"])]
    total = len(played.steps)
    with pytest.raises(RecordError, match=f"holds {total - 5} of its {total} actions") as info:
        Session.from_record(json.dumps(data))
    assert f"actions {total - 5} to {total - 1} are missing" in str(info.value)


def test_a_record_with_more_actions_than_it_says_is_damaged(played):
    data = json.loads(played.record().to_json())
    data["length"] -= 1
    with pytest.raises(RecordError, match="damaged"):
        Session.from_record(json.dumps(data))


def test_an_old_record_cut_short_is_caught_by_its_last_checkpoint(played):
    """Records written before `length` existed always end with a checkpoint after their last action."""
    data = as_format_1(json.loads(played.record().to_json()))
    data["actions"] = data["actions"][:-3]
    with pytest.raises(RecordError, match=f"checkpoint after action {len(played.steps)}.*only "
                                          f"{len(played.steps) - 3} actions"):
        Session.from_record(json.dumps(data))


def test_a_checkpoint_past_the_last_action_is_an_error(played):
    data = json.loads(played.record().to_json())
    data["checkpoints"].append({"index": len(data["actions"]) + 50, "state_hash": "0" * 24})
    with pytest.raises(RecordError, match="damaged"):
        parse_record(json.dumps(data))


@pytest.mark.parametrize("actions", [0, 37, 180])
def test_records_without_a_length_still_load(played, actions):
    """Saves made before the field existed: the same record without `length` replays as before."""
    session = Session(played.config)
    for step in played.steps[:actions]:
        session.submit(step.action)
    data = as_format_1(json.loads(session.record().to_json()))
    loaded = Session.from_record(json.dumps(data))
    assert loaded.state.state_hash() == session.state.state_hash()


# ----------------------------------------------------------------------------------------------- positions in saves
def _scenario_record() -> dict:
    """A save of the Bruce scenario's position, before its first decision."""
    from pathlib import Path

    from thunderstone_gui.tools.scenario import parse_scenario, run_scenario

    path = Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "bruce_vs_uyril.yaml"
    spec = parse_scenario(path.read_text()).model_copy(update={"actions": []})
    return json.loads(run_scenario(spec).session.record().to_json())


def test_a_save_from_a_scenario_loads():
    data = _scenario_record()
    assert Session.from_record(json.dumps(data)).position is not None


@pytest.mark.parametrize("change, message", [
    (lambda p: p["players"][0]["hand"].append("stone_of_mystery"), "Thunderstone.*Bruce's hand"),
    (lambda p: p["players"][1].update(hand=["militia"] * 13), "Opponent holds 13 cards"),
    (lambda p: p["players"][0]["hand"].extend(["militia"] * 7), "Bruce holds 13 cards"),
    (lambda p: p["players"][0].update(xp=10 ** 15), "XP"),
    (lambda p: p.update(hall=["short_sword", "suffering", "uyril_unending"]), "Hall.*Short Sword"),
    (lambda p: p.update(hall=["stone_of_mystery", "suffering", "uyril_unending"]), "Rank 1"),
    (lambda p: p.update(dungeon=["dagger"]), "Dungeon Deck.*Dagger"),
])
def test_a_save_whose_position_breaks_the_rules_is_refused(change, message):
    data = _scenario_record()
    change(data["position"])
    # The config the edited position implies, as an editor covering their tracks would write it.
    data["config"] = position_config(Position.model_validate(data["position"])).model_dump(mode="json")
    with pytest.raises(RecordError, match=message):
        Session.from_record(json.dumps(data))


def test_a_save_whose_config_is_not_its_positions_is_refused():
    data = _scenario_record()
    data["config"]["seed"] += 1
    with pytest.raises(RecordError, match="config"):
        Session.from_record(json.dumps(data))
