"""The history of finished games (persistence/history.py): what an entry holds, the replay kept beside it, atomic
writes, and a damaged or hand-edited file - a clear message, no other entry lost, the file set aside."""

from __future__ import annotations

import errno
import json
import os
from collections import Counter

import pytest

from tests.ui.history_helpers import sample_entries
from thunderstone_gui.engine.game import apply
from thunderstone_gui.persistence import history as hist
from thunderstone_gui.persistence.history import GameEntry, load_history, record_game, write_history
from thunderstone_gui.persistence.limits import HISTORY_BYTES
from thunderstone_gui.persistence.saves import load_session
from thunderstone_gui.ui.game_view import view_for


def finished(game: str, seed: int = 7):
    view = view_for(game)
    session = view.demo_session(seed, 40)
    view.demo_advance(session, 5000, seed)
    assert session.state.result is not None
    return session


def lines_of(path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line]


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_a_finished_game_is_recorded_with_its_replay(home, game):
    session = finished(game)
    recorded = record_game(session)
    entry = recorded.entry
    assert recorded.message == ""
    state = session.state
    assert entry.game == game and entry.turns == state.turn_number and entry.decisions == len(session.steps)
    assert [s.name for s in entry.seats] == [s.name for s in session.config.seats]
    assert all(s.human == (seat.kind == "human") for s, seat in zip(entry.seats, session.config.seats))
    assert list(entry.scores) == list(state.result.scores) and list(entry.winners) == list(state.result.winners)
    assert entry.setup == (session.config.card_set.source if game != "quest" else session.config.choice.source)
    if game == "advance":
        assert entry.board == session.config.board
    # The cards bought, counted from the game's own events.
    counts = [Counter() for _ in session.config.seats]
    replay = session.state_at(0)
    for step in session.steps:
        for event in apply(replay, step.action):
            if event.kind == "bought":
                for iid in event.cards:
                    counts[event.seat][replay.cards[iid].name] += 1
    assert [dict(c) for c in counts] == [dict(b) for b in entry.bought]
    assert sum(sum(b.values()) for b in entry.bought) > 0
    # The replay beside it replays the same game.
    path = entry.replay_path()
    assert path is not None and path.parent == hist.replays_dir() and path.is_file()
    assert load_session(path).state.state_hash() == state.state_hash()
    # And the history holds it, one line.
    assert load_history().entries == [entry]
    assert len(lines_of(hist.history_path())) == 1


def test_games_are_added_one_line_each_and_kept_in_order(home):
    session = finished("classic")
    first = record_game(session).entry
    second = record_game(session).entry
    assert first.id != second.id and first.replay != second.replay
    assert [e.id for e in load_history().entries] == [first.id, second.id]
    assert len(list(hist.replays_dir().glob("*.json"))) == 2


def test_a_damaged_line_costs_that_line_only_and_the_file_is_set_aside(home):
    entries = sample_entries(5)
    write_history(entries)
    path = hist.history_path()
    lines = lines_of(path)
    damaged = "\n".join([lines[0], '{"id": "half a line', lines[1], "not json at all", *lines[2:]]) + "\n"
    path.write_text(damaged, encoding="utf-8")
    loaded = load_history()
    assert [e.id for e in loaded.entries] == [e.id for e in entries]
    assert "lines 2, 4 that cannot be read" in loaded.message
    assert "the other games (5) are kept" in loaded.message
    aside = list(path.parent.glob("history.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == damaged and aside[0].name in loaded.message
    # What could be read is the history from now on: read again, nothing more to say.
    again = load_history()
    assert again.message == "" and again.entries == loaded.entries
    # And a game recorded now keeps every one of them.
    record_game(finished("classic"))
    assert len(load_history().entries) == 6


@pytest.mark.parametrize("edit, why", [
    (lambda d: d.update(turns=-3), "a negative count"),
    (lambda d: d.update(winners=[7]), "a winner who is no seat"),
    (lambda d: d.update(scores=[1]), "scores that do not match the seats"),
    (lambda d: d.update(finished_at="yesterday"), "a date that is none"),
    (lambda d: d.update(seats=[]), "no seats"),
    (lambda d: d.update(replay="../../settings.json"), "a replay outside the folder"),
    (lambda d: d.update(seats=[{"name": "x" * 5000}, {"name": "y"}]), "a name far too long"),
    (lambda d: d.update(bought=[{"Spear": 10**9}, {}]), "a count beyond the bounds"),
    (lambda d: d.pop("game"), "no game"),
])
def test_a_hand_edited_value_out_of_bounds_costs_its_line(home, edit, why):
    entries = sample_entries(3)
    write_history(entries)
    path = hist.history_path()
    lines = lines_of(path)
    data = json.loads(lines[1])
    edit(data)
    path.write_text("\n".join([lines[0], json.dumps(data), lines[2]]) + "\n", encoding="utf-8")
    loaded = load_history()
    assert [e.id for e in loaded.entries] == [entries[0].id, entries[2].id], why
    assert "line 2 that cannot be read" in loaded.message


def test_what_a_newer_version_adds_is_read_and_blank_lines_a_bom_and_crlf_are_no_damage(home):
    entries = sample_entries(2)
    lines = [json.loads(e.model_dump_json()) for e in entries]
    lines[0]["format"] = 2
    lines[0]["mood"] = "cheerful"            # a field of a later version
    text = "\ufeff" + json.dumps(lines[0]) + "\r\n\r\n" + json.dumps(lines[1]) + "\r\n"
    hist.history_path().parent.mkdir(parents=True)
    hist.history_path().write_text(text, encoding="utf-8")
    loaded = load_history()
    assert loaded.message == "" and [e.id for e in loaded.entries] == [e.id for e in entries]


def test_the_same_game_twice_is_kept_once(home):
    entries = sample_entries(2)
    write_history(entries)
    path = hist.history_path()
    path.write_text(path.read_text() + lines_of(path)[0] + "\n")
    loaded = load_history()
    assert loaded.message == "" and len(loaded.entries) == 2


@pytest.mark.parametrize("make", ["folder", "too_large", "not_text"])
def test_a_file_that_cannot_be_read_at_all_is_set_aside_and_a_new_history_starts(home, make):
    path = hist.history_path()
    path.parent.mkdir(parents=True)
    if make == "folder":
        path.mkdir()
    elif make == "too_large":
        with open(path, "wb") as handle:
            handle.truncate(HISTORY_BYTES + 1)
    else:
        path.write_bytes(b"\xff\xfe\x00garbage\n")
    loaded = load_history()
    assert loaded.entries == [] and "The history of your games" in loaded.message
    if make != "not_text":
        assert "a new history is started" in loaded.message
        assert list(path.parent.glob("history.damaged-*.json"))
    record_game(finished("classic"))
    assert len(load_history().entries) == 1


def test_writes_are_atomic_and_a_full_disk_changes_nothing(home, monkeypatch):
    entries = sample_entries(3)
    write_history(entries)
    before = hist.history_path().read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(hist, "atomic_write_text", full)
    with pytest.raises(OSError):
        record_game(finished("classic"))
    assert hist.history_path().read_bytes() == before
    assert [n for n in os.listdir(hist.history_dir()) if n.endswith(".tmp")] == []


def test_a_damaged_file_that_cannot_be_set_aside_is_never_written_over(home, monkeypatch):
    write_history(sample_entries(3))
    path = hist.history_path()
    damaged = path.read_text() + "a line of nothing\n"
    path.write_text(damaged)

    def refused(*args, **kwargs):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(hist, "set_aside", refused)
    loaded = load_history()
    assert len(loaded.entries) == 3 and not loaded.intact
    assert "could not be set aside (there is no permission to write there)" in loaded.message
    with pytest.raises(OSError):
        record_game(finished("classic"))
    assert path.read_text() == damaged


def test_a_replay_that_cannot_be_written_leaves_the_entry_without_one(home, monkeypatch):
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(hist, "write_new_file", full)
    recorded = record_game(finished("classic"))
    assert recorded.entry.replay == "" and recorded.entry.replay_path() is None
    assert "Its replay could not be kept (the disk is full)." in recorded.message
    assert load_history().entries == [recorded.entry]


def test_an_entry_reads_back_as_it_was_written(home):
    entries = sample_entries(12)
    write_history(entries)
    assert load_history().entries == entries
    assert all(isinstance(e, GameEntry) for e in entries)
