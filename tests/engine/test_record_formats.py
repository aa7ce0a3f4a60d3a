"""Records of every format load forever: format-1 saves (written before the engine hosted several games, by the
code of 449eb3d) replay to the same checkpoint hashes, and `python -m thunderstone_gui.tools.record` inspects any
record, an autosave journal too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.record import FORMAT_VERSION, RecordError, parse_record
from thunderstone_gui.engine.session import Session
from thunderstone_gui.tools import record as record_tool

FORMAT_1 = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "records-format-1").glob("*.json"))


def test_there_are_format_1_records_to_read():
    assert len(FORMAT_1) >= 6


@pytest.mark.parametrize("path", FORMAT_1, ids=lambda p: p.stem)
def test_a_format_1_record_replays_to_its_recorded_hashes(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 1 and "game" not in data["config"]
    session = Session.from_record(path.read_text(encoding="utf-8"))   # checks every checkpoint on the way
    assert session.config.game == "classic"
    last = max(data["checkpoints"], key=lambda c: c["index"])
    assert last["index"] == len(data["actions"]) == len(session.steps)
    assert session.state.state_hash() == last["state_hash"]


@pytest.mark.parametrize("path", FORMAT_1[:3], ids=lambda p: p.stem)
def test_a_format_1_record_is_saved_again_in_the_newest_format(path: Path):
    session = Session.from_record(path.read_text(encoding="utf-8"))
    text = session.record().to_json()
    data = json.loads(text)
    assert data["format_version"] == FORMAT_VERSION == 3
    assert data["config"]["game"] == "classic"
    again = Session.from_record(text)
    assert again.state.state_hash() == session.state.state_hash()
    assert again.config == session.config


def _format_1() -> dict:
    return json.loads(FORMAT_1[0].read_text(encoding="utf-8"))


def test_a_record_of_an_unknown_game_is_refused_with_the_reason():
    data = _format_1()
    data.update(format_version=2, length=len(data["actions"]))
    data["config"]["game"] = "chess"
    with pytest.raises(RecordError, match="unknown game 'chess'"):
        parse_record(json.dumps(data))


def test_a_format_2_record_must_say_how_long_it_is():
    """Without `length`, a format-2 record cut short together with its checkpoints could not be told apart."""
    data = _format_1()
    data["format_version"] = 2
    with pytest.raises(RecordError, match="does not say how many actions"):
        parse_record(json.dumps(data))
    data["length"] = len(data["actions"]) + 3
    with pytest.raises(RecordError, match="missing"):
        parse_record(json.dumps(data))


def test_a_format_1_record_cannot_claim_another_game():
    data = _format_1()
    data["config"]["game"] = "quest"
    with pytest.raises(RecordError, match="format-1 record can only hold a classic"):
        parse_record(json.dumps(data))


def test_an_unknown_format_version_is_refused():
    data = _format_1()
    data["format_version"] = 99
    with pytest.raises(RecordError, match="format version 99"):
        parse_record(json.dumps(data))


def test_the_record_tool_prints_a_summary(capsys: pytest.CaptureFixture[str]):
    path = next(p for p in FORMAT_1 if "finished" in p.stem)
    assert record_tool.main([str(path)]) == 0
    answer = json.loads(capsys.readouterr().out)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert answer["ok"] and answer["game"] == "classic"
    assert answer["decisions"] == len(data["actions"])
    assert answer["result"] is not None and answer["pending"] == "game_over"
    assert answer["state_hash"] == max(data["checkpoints"], key=lambda c: c["index"])["state_hash"]
    assert answer["config"]["seed"] == data["config"]["seed"]


def test_the_record_tool_names_the_action_that_does_not_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    data = _format_1()
    data["actions"][5] = {"type": "attack", "rank": 3} if data["actions"][5].get("type") != "attack" else {
        "type": "rest"}
    data["checkpoints"] = []
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert record_tool.main([str(broken)]) == 1
    answer = json.loads(capsys.readouterr().out)
    assert answer == {"ok": False, "index": 5, "reason": answer["reason"]} and "not legal" in answer["reason"]


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", b"[" * 100_000, b'{"format_version": 1}',
                                     b'{"format_version": 1, "config": {"seats": null}}'])
def test_the_record_tool_reports_a_damaged_file_without_a_traceback(content: bytes, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "damaged.json"
    path.write_bytes(content)
    assert record_tool.main([str(path)]) == 1
    answer = json.loads(capsys.readouterr().out)
    assert answer["ok"] is False and answer["reason"]


def test_the_record_tool_refuses_what_is_not_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    # A path that cannot be read as a file is bad input (status 2, one line), not a record that does not replay.
    assert record_tool.main([str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert not captured.out and captured.err == f"record: {tmp_path} is a folder, not a save file\n"
    assert record_tool.main([]) == 2
    assert record_tool.main(["a", "b"]) == 2


FORMAT_2 = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "records-format-2").glob("*.json"))


@pytest.mark.parametrize("path", FORMAT_2, ids=lambda p: p.stem)
def test_a_format_2_record_of_every_game_replays_as_it_was_played(path: Path):
    """Records written before format 3 (made by the app of 2026-11-25, each game): Advance's keep rulings 1."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 2
    session = Session.from_record(path.read_text(encoding="utf-8"))   # checks every checkpoint on the way
    last = max(data["checkpoints"], key=lambda c: c["index"])
    assert last["index"] == len(data["actions"]) == len(session.steps)
    assert session.state.state_hash() == last["state_hash"]
    if session.config.game == "advance":
        assert session.config.variants.rulings == 1
        again = Session.from_record(session.record().to_json())         # saved again: format 3, rulings kept
        assert again.config.variants.rulings == 1 and again.state.state_hash() == session.state.state_hash()


def test_there_is_a_format_2_record_of_every_game():
    assert {json.loads(p.read_text())["config"]["game"] for p in FORMAT_2} == {"classic", "advance", "quest"}


def autosaved_game(decisions: int) -> tuple[Session, Path]:
    """A game autosaved after every decision, as the table does: a journal (its record, then a line a decision)."""
    from thunderstone_gui.persistence.saves import autosave, autosave_slot

    session = Session(GameConfig.new(["Ann", "Bob"], seed=3))
    for k in range(decisions):
        legal = legal_actions(session.state)
        session.submit(legal[(k * 7) % len(legal)])
        autosave(session)
    return session, autosave_slot(session)


def test_the_record_tool_reads_an_autosave_journal_as_the_app_does(home, capsys: pytest.CaptureFixture[str]):
    # The README asks bug reporters for their autosave; the tool refused every one ("not valid JSON: Extra data").
    session, path = autosaved_game(30)
    assert path.read_text(encoding="utf-8").count("\n") > 25     # the record, then a line for each decision since
    assert record_tool.main([str(path)]) == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert not captured.err and summary["ok"] and summary["decisions"] == 30 and summary["journal_lines"] >= 25
    assert summary["state_hash"] == session.state.state_hash()


def test_a_journal_line_that_cannot_be_taken_names_its_decision(home, capsys: pytest.CaptureFixture[str]):
    session, path = autosaved_game(12)
    lines = path.read_text(encoding="utf-8").splitlines()
    bad = json.loads(lines[-2])
    bad["action"] = {"type": "buy", "card": "no_such_card"}
    lines[-2] = json.dumps(bad)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert record_tool.main([str(path)]) == 1
    captured = capsys.readouterr()
    index = bad["n"] - 1
    assert json.loads(captured.out)["index"] == index
    (line,) = captured.err.splitlines()
    assert line.startswith(f"record: {path}: does not replay: action {index}: decision {bad['n']} cannot be taken")
