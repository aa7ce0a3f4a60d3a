"""Listing saves reads what a record's header says and counts its decisions, never builds them (the title showed a
30 MB autosave of 1.5 million decisions in 11 s and 1.2 GB each time); a file asking for more decisions than any
game holds is refused at once, by the listing and the loader, with the reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.persistence.test_journal import autosaved_game
from tests.persistence.test_saves import played
from thunderstone_gui.engine import record as record_module
from thunderstone_gui.engine.limits import MAX_DECISIONS
from thunderstone_gui.engine.record import parse_record, read_summary, record_from_data
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import (
    HANDWRITTEN_BYTES,
    SaveError,
    autosave_slot,
    list_autosaves,
    list_saves,
    load_session,
    read_info,
    save_as,
)
from thunderstone_gui.tools.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "tests" / "fixtures" / "records-format-1").glob("*.json"))


@pytest.fixture
def built(monkeypatch) -> list[int]:
    """How many actions each record validated while the test ran was built with."""
    sizes: list[int] = []
    real = record_module._validated

    def counting(data):
        sizes.append(len(data.get("actions") or []))
        return real(data)

    monkeypatch.setattr(record_module, "_validated", counting)
    return sizes


def test_listing_a_save_and_an_autosave_journal_builds_none_of_their_decisions(home, built):
    game = played(120)
    path = save_as(game, "a long game")
    journal_game = autosaved_game(60)
    info = read_info(path)
    [listed] = list_autosaves().games
    assert info.ok and info.label == "a long game" and info.turn == game.state.turn_number
    assert listed.ok and listed.turn == journal_game.state.turn_number and listed.seats == ("Ann", "Bob")
    assert [s.label for s in list_saves(paths.saves_dir())] == ["a long game"]
    assert built and set(built) == {0}                    # headers only
    load_session(path)
    assert max(built) == 120                              # loading builds them, as it must


def records_of_every_game() -> list[str]:
    texts = [path.read_text() for path in FIXTURES]
    texts.append(played(80).record(meta={"label": "x"}).to_json())
    for name in ("advance/darkness_trait.yaml", "quest/drew_in_the_mine.yaml", "vincent_vs_the_prince.yaml"):
        texts.append(load_scenario(ROOT / "saves" / "scenarios" / name).session.record().to_json())
    return texts


def test_a_records_summary_is_the_record_without_its_actions():
    """Old formats (the format-1 fixtures), the three games, records with a starting position."""
    for text in records_of_every_game():
        raw = text.encode()
        summary = read_summary(raw)
        assert summary is not None
        whole = record_from_data(json.loads(text))
        assert summary.actions == len(whole.actions) and summary.end == len(text.rstrip())
        assert summary.record().model_dump(exclude={"actions"}) == whole.model_dump(exclude={"actions"})
        assert read_summary(json.dumps(json.loads(text)).encode()) is None      # another layout: read whole


def too_many(home: Path, journal: bool) -> Path:
    data = json.loads(played(10).record(meta={"label": "too many"}).to_json())
    short = {"type": "end_turn"}
    if journal:
        lines = "".join(json.dumps({"n": 11 + k, "action": short}) + "\n" for k in range(MAX_DECISIONS))
        text = json.dumps(data, indent=1) + "\n" + lines
    else:
        data.update(actions=[short] * (MAX_DECISIONS + 1), length=MAX_DECISIONS + 1, checkpoints=[])
        text = json.dumps(data, indent=1)
    path = paths.saves_dir() / f"too-many-{journal}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.mark.parametrize("journal", [False, True])
def test_more_decisions_than_any_game_are_refused_at_once(home, journal, built):
    path = too_many(home, journal)
    info = read_info(path)
    with pytest.raises(SaveError, match="more than any game"):
        load_session(path)
    assert not info.ok and "more than any game (at most 100,000)" in info.error
    assert max(built, default=0) <= 10                    # refused before the decisions were built


def test_a_large_file_in_another_layout_is_refused_unread(home):
    path = paths.saves_dir() / "compact.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(played(10).record().to_json())
    data["meta"] = {"label": "x" * (HANDWRITTEN_BYTES + 10)}
    path.write_text(json.dumps(data))
    assert read_info(path).error == "is too large to be a save"
    with pytest.raises(SaveError, match="is too large to be a save"):
        load_session(path)


def test_an_autosave_of_more_decisions_than_any_game_is_set_aside_by_the_title(home):
    path = autosave_slot(autosaved_game(3))
    path.write_text(too_many(home, False).read_text())
    autosaves = list_autosaves()
    assert autosaves.games == [] and "more than any game" in autosaves.message
    assert not path.exists() and list(paths.data_dir().glob("autosave.damaged-*.json"))


def test_a_record_read_whole_refuses_too_many_decisions_too():
    data = json.loads(played(5).record().to_json())
    data.update(actions=[{"type": "end_turn"}] * (MAX_DECISIONS + 1), length=MAX_DECISIONS + 1, checkpoints=[])
    with pytest.raises(record_module.RecordError, match="100,001 decisions, more than any game"):
        parse_record(json.dumps(data))
