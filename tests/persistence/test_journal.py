"""The autosave journal: the record once, then a line per decision; crash-safe, compacted on quit and load."""

import json
import os
import random
import re
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from tests.persistence.test_saves import played
from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import atomic, journal, paths
from thunderstone_gui.persistence.saves import (
    SaveCutShort,
    SaveError,
    autosave,
    autosave_slot,
    compact_autosave,
    continue_cut_short,
    list_autosaves,
    load_autosave,
    load_session,
    read_info,
)


def decide(session: Session, k: int) -> None:
    legal = legal_actions(session.state)
    session.submit(legal[(k * 7) % len(legal)])


def autosaved_game(decisions: int, seed: int = 3) -> Session:
    """A game autosaved after every decision, as the table does."""
    session = Session(GameConfig.new(["Ann", "Bob"], seed=seed))
    for k in range(decisions):
        decide(session, k)
        autosave(session)
    return session


def lines_after_the_record(text: str) -> list[str]:
    _, record, _ = journal.split_journal(text)
    return [line for line in text[text.index(record) + len(record):].split("\n") if line.strip()]


def test_each_decision_appends_one_short_line_and_never_rewrites_the_record(monkeypatch):
    session = autosaved_game(1)
    path = autosave_slot(session)
    assert path.parent == paths.autosaves_dir()
    size = path.stat().st_size
    records = []
    real_record = Session.record
    monkeypatch.setattr(Session, "record", lambda self, meta=None: records.append(1) or real_record(self, meta))
    for k in range(1, 30):
        decide(session, k)
        autosave(session)
    assert records == []                                  # no validation of the whole record per decision
    grown = path.stat().st_size - size
    assert grown < 29 * 400                               # a line each, not the record again
    assert len(lines_after_the_record(path.read_text())) == 29
    again = load_session(path)
    assert again.state.state_hash() == session.state.state_hash() and len(again.steps) == 30


def test_the_listing_reads_the_turn_from_the_last_line(home):
    session = autosaved_game(40)
    info = read_info(autosave_slot(session))
    assert info.ok and info.turn == session.state.turn_number and info.seats == ("Ann", "Bob")


def test_a_torn_last_line_is_ignored_and_loses_only_that_decision():
    session = autosaved_game(20)
    path = autosave_slot(session)
    text = path.read_text()
    last = lines_after_the_record(text)[-1]
    for cut in (1, len(last) // 2, len(last) - 1):
        path.write_text(text[: len(text) - 1 - cut])      # the file ends inside the last line
        again = load_session(path)
        assert len(again.steps) == 19
        assert again.state.state_hash() == Session.replay(session.config, session.actions[:19]).state.state_hash()
        assert read_info(path).ok


def test_a_damaged_line_before_the_last_is_reported():
    path = autosave_slot(autosaved_game(10))
    text = path.read_text()
    lines = lines_after_the_record(text)
    path.write_text(text.replace(lines[3], lines[3][:-5]))
    with pytest.raises(SaveError, match=f"{path.name} is damaged \\(line 4 after the record cannot be read\\)"):
        load_session(path)
    assert "line 4" in read_info(path).error


def test_a_line_that_skips_a_decision_or_diverges_is_reported():
    path = autosave_slot(autosaved_game(10))
    text = path.read_text()
    lines = lines_after_the_record(text)
    path.write_text(text.replace(lines[2] + "\n", ""))
    with pytest.raises(SaveError, match="line 3 after the record is decision 5, not 4"):
        load_session(path)
    changed = json.loads(lines[-1])
    changed["state_hash"] = "0" * 24
    path.write_text(text.replace(lines[-1], json.dumps(changed)))
    with pytest.raises(SaveError, match="diverges from the autosave at decision 10"):
        load_session(path)


def test_undo_writes_the_record_again_and_the_journal_goes_on_from_it():
    session = Session(GameConfig.new(["Ann", "Bob"], seed=3, undo_policy="casual"))
    for k in range(12):
        decide(session, k)
        autosave(session)
    session.undo()
    session.undo()
    autosave(session)
    path = autosave_slot(session)
    assert lines_after_the_record(path.read_text()) == []
    for k in range(5):
        decide(session, 100 + k)
        autosave(session)
    again = load_session(path)
    assert again.actions == session.actions and again.state.state_hash() == session.state.state_hash()


def test_a_file_replaced_behind_the_writers_back_gets_the_whole_record():
    session = autosaved_game(8)
    path = autosave_slot(session)
    other = played(3, seed=9)
    autosave(other)                                        # another game was autosaved meanwhile, in its own file
    assert autosave_slot(other) != path and len(load_session(autosave_slot(other)).steps) == 3
    decide(session, 8)
    autosave(session)
    assert len(load_session(path).steps) == 9
    path.write_text(path.read_text())                      # same text, a new file
    decide(session, 9)
    autosave(session)
    again = load_session(path)
    assert again.state.state_hash() == session.state.state_hash()


def test_a_failed_append_leaves_the_file_as_it_was_and_the_next_autosave_writes_it_all(monkeypatch):
    session = autosaved_game(6)
    path = autosave_slot(session)
    before = path.read_bytes()
    real_fsync = getattr(os, "fdatasync", os.fsync)

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdatasync" if hasattr(os, "fdatasync") else "fsync", full)
    decide(session, 6)
    with pytest.raises(OSError):
        autosave(session)
    assert path.read_bytes() == before   # the half-written line is cut off again
    monkeypatch.setattr(os, "fdatasync" if hasattr(os, "fdatasync") else "fsync", real_fsync)
    decide(session, 7)
    autosave(session)
    assert lines_after_the_record(path.read_text()) == []
    assert len(load_session(path).steps) == 8


def test_compacting_writes_the_plain_record_and_appending_goes_on():
    session = autosaved_game(15)
    path = autosave_slot(session)
    assert compact_autosave() is True
    plain = json.loads(path.read_text())                   # an ordinary save file again
    assert len(plain["actions"]) == 15
    assert compact_autosave() is False                     # nothing appended since
    decide(session, 15)
    autosave(session)
    assert len(lines_after_the_record(path.read_text())) == 1


def test_loading_a_journal_compacts_it_and_the_game_appends_to_it():
    path = autosave_slot(autosaved_game(15))
    session = load_autosave()
    assert session is not None and len(session.steps) == 15
    assert autosave_slot(session) == path                  # a game continued goes on in its own file
    assert len(json.loads(path.read_text())["actions"]) == 15
    decide(session, 15)
    autosave(session)
    assert len(lines_after_the_record(path.read_text())) == 1
    assert len(load_session(path).steps) == 16


def test_an_autosave_of_the_old_kind_loads_and_the_game_goes_on(home):
    session = played(30)
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text(session.record(meta={"label": "Autosave"}).to_json())   # as before journals
    again = load_autosave()
    assert again is not None and again.state.state_hash() == session.state.state_hash()
    assert not paths.autosave_path().exists() and autosave_slot(again).parent == paths.autosaves_dir()
    decide(again, 30)
    autosave(again)
    assert len(load_session(autosave_slot(again)).steps) == 31


KILLED_GAME = textwrap.dedent("""
    import sys
    from thunderstone_gui.engine import GameConfig, legal_actions
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.persistence.saves import autosave

    session = Session(GameConfig.new(["Ann", "Bob"], seed=5))
    k = 0
    while session.state.result is None:
        legal = legal_actions(session.state)
        session.submit(legal[(k * 7) % len(legal)])
        autosave(session)
        k += 1
        print(k, flush=True)            # decision k is saved
""")


def test_killing_the_game_at_any_moment_loses_at_most_the_last_decision(home, tmp_path):
    script = tmp_path / "killed_game.py"
    script.write_text(KILLED_GAME)
    env = {**os.environ, paths.HOME_ENV: str(home)}
    rng = random.Random(1)
    full = Session(GameConfig.new(["Ann", "Bob"], seed=5))
    for run in range(6):
        proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, env=env, text=True)
        saved = 0
        wanted = rng.randrange(20, 400)
        while saved < wanted:
            line = proc.stdout.readline()
            if not line:
                break
            saved = int(line)
        time.sleep(rng.random() * 0.002)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        [path] = paths.autosaves_dir().glob("*.json")       # the killed run's game, in a file of its own
        again = load_session(path)
        assert len(again.steps) >= saved, f"run {run}: {saved} decisions saved, {len(again.steps)} loaded"
        while len(full.steps) < len(again.steps):
            decide(full, len(full.steps))
        expected = Session.replay(full.config, full.actions[: len(again.steps)])
        assert again.state.state_hash() == expected.state.state_hash()
        path.unlink()


def test_the_journal_writer_never_appends_to_a_pipe_put_in_its_place():
    session = autosaved_game(3)
    path = autosave_slot(session)
    path.unlink()
    os.mkfifo(path)
    decide(session, 3)
    autosave(session)                                      # writes the whole record again, does not block
    assert path.is_file() and len(load_session(path).steps) == 4


def test_append_text_refuses_anything_but_a_regular_file(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    with pytest.raises(OSError):
        atomic.append_text(tmp_path / "pipe", "x\n", 0)


# ------------------------------------------------------------------------------------------------ a journal cut short
def test_the_record_says_how_many_decisions_the_file_holds_and_each_append_updates_it():
    session = autosaved_game(1)
    path = autosave_slot(session)
    for k in range(1, 12):
        decide(session, k)
        autosave(session)
        data, _, lines = journal.split_journal(path.read_text())
        assert data["meta"][journal.JOURNAL_KEY] == k + 1 == len(data["actions"]) + len(lines)


def test_every_cut_at_a_line_loses_no_decision_silently():
    """The audit: an autosave journal whose last lines were removed loaded at an earlier moment without a word (75
    of 80 decisions). Every cut at a line's end now names what was lost."""
    session = autosaved_game(80)
    path = autosave_slot(session)
    text = path.read_text()
    lines = lines_after_the_record(text)
    assert len(lines) == 79                                  # the record holds the first decision
    head = text[: text.index(lines[0])]
    for kept in range(len(lines)):                           # 79 cuts: 0 to 78 lines kept
        path.write_text(head + "".join(line + "\n" for line in lines[:kept]))
        info = read_info(path)
        assert info.ok and (info.lost, info.expected) == (79 - kept, 80), kept
        with pytest.raises(SaveCutShort) as caught:
            load_session(path)
        assert (caught.value.cut.lost, caught.value.cut.expected) == (79 - kept, 80)
        assert len(caught.value.session.steps) == kept + 1
        assert f"{79 - kept} decision" in caught.value.reason and "of 80 w" in caught.value.reason


def test_every_cut_between_a_fifth_and_the_end_is_reported_or_refused():
    """Cut the file at byte positions from 20% to 99.9% of its length: never an earlier game without a word. Only a
    cut inside the last line (the decision being written when a run stops) is ignored, as designed."""
    session = autosaved_game(80)
    path = autosave_slot(session)
    data = path.read_bytes()
    last_line = len(data) - len(lines_after_the_record(data.decode())[-1]) - 1
    tried = silent = 0
    cuts = range(len(data) // 5, len(data) - 1, 37)
    for cut in cuts:
        path.write_bytes(data[:cut])
        tried += 1
        try:
            loaded = load_session(path)
        except SaveCutShort as exc:
            assert exc.cut.expected == 80 and exc.cut.lost == 80 - len(exc.session.steps)
            continue
        except SaveError:
            continue                                         # a record cut inside: damaged, never loaded
        assert cut > last_line and len(loaded.steps) == 79, cut    # a torn last line only
        silent += 1
    assert tried > 200 and silent == sum(1 for cut in cuts if cut > last_line) <= 3


def test_the_torn_last_line_alone_is_still_ignored():
    session = autosaved_game(30)
    path = autosave_slot(session)
    text = path.read_text()
    path.write_text(text[: len(text) - 10])
    again = load_session(path)
    assert len(again.steps) == 29 and not read_info(path).cut_short


def test_continuing_a_cut_game_keeps_the_damaged_file_aside_and_goes_on_from_its_last_good_decision(home):
    session = autosaved_game(40)
    path = autosave_slot(session)
    text = path.read_text()
    lines = lines_after_the_record(text)
    cut_text = text[: text.index(lines[30])]                  # 31 decisions kept of 40
    path.write_text(cut_text)
    [listed] = list_autosaves().games
    assert listed.path == path and (listed.lost, listed.expected) == (9, 40)
    with pytest.raises(SaveCutShort) as caught:
        load_autosave(path)
    again, message = continue_cut_short(path, caught.value)
    [kept] = list(paths.data_dir().glob("autosave.damaged-*.json"))
    assert kept.read_text() == cut_text                       # the damaged file as it was, set aside
    assert "decision 31" in message and kept.name in message
    assert len(again.steps) == 31
    assert again.state.state_hash() == Session.replay(session.config, session.actions[:31]).state.state_hash()
    assert autosave_slot(again) == path and not read_info(path).cut_short
    decide(again, 31)
    autosave(again)
    assert len(load_session(path).steps) == 32 and [g.path for g in list_autosaves().games] == [path]


def test_a_journal_written_before_the_count_existed_loads_as_it_did():
    session = autosaved_game(20)
    path = autosave_slot(session)
    text = path.read_text()
    old = re.sub(r',\n  "journal_decisions": \d+ *', "", text)
    assert old != text and json.loads(old[: old.index("\n}") + 2])["meta"].get("journal_decisions") is None
    path.write_text(old)
    assert len(load_session(path).steps) == 20 and read_info(path).ok
    lines = lines_after_the_record(old)
    path.write_text(old[: old.index(lines[10])])               # no count: nothing to compare with
    assert len(load_session(path).steps) == 11
