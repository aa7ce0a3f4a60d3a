"""Every unfinished game keeps its own autosave until it ends or the player deletes it; saves and replays can be
renamed and deleted."""

import json
import os
import time

import pytest

from tests.persistence.test_saves import played
from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import (
    SaveError,
    any_saves,
    autosave,
    autosave_slot,
    delete_autosave,
    delete_save,
    list_autosaves,
    list_saves,
    load_autosave,
    load_session,
    read_info,
    rename_save,
    save_as,
    save_replay,
)
from thunderstone_gui.ui.classic.demo import advance


def test_a_new_game_never_replaces_an_unfinished_one(home):
    first = played(20, seed=3)
    autosave(first)
    time.sleep(0.01)
    second = played(10, seed=4)
    autosave(second)
    games = list_autosaves().games
    assert [len(load_session(info.path).steps) for info in games] == [10, 20]      # both kept, newest first
    assert {info.path for info in games} == {autosave_slot(first), autosave_slot(second)}
    assert all(info.game == "classic" and info.seats == ("Ann", "Bob") for info in games)


def test_the_list_is_newest_first_by_the_last_decision(home):
    older, newer = played(5, seed=3), played(5, seed=4)
    autosave(older)
    autosave(newer)
    os.utime(autosave_slot(newer), (1_000_000_000, 1_000_000_000))      # a journal's date is its file's
    decide = legal_actions(older.state)[0]
    older.submit(decide)
    autosave(older)
    games = list_autosaves().games
    assert [info.path for info in games][0] == autosave_slot(older)
    assert load_autosave().state.state_hash() == older.state.state_hash()       # Continue: the newest


def test_a_continued_game_goes_on_in_its_own_file(home):
    session = played(12)
    autosave(session)
    path = autosave_slot(session)
    again = load_autosave(path)
    again.submit(legal_actions(again.state)[0])
    autosave(again)
    assert [info.path for info in list_autosaves().games] == [path]
    assert len(load_session(path).steps) == 13


def test_a_game_that_ended_leaves_the_list(home):
    session = advance(Session(GameConfig.new(["Ann", "Bob"], seed=5)), 5000, 5)
    assert session.state.result is not None
    autosave(session)
    unfinished = played(8)
    autosave(unfinished)
    assert [info.path for info in list_autosaves().games] == [autosave_slot(unfinished)]
    assert not autosave_slot(session).exists()


def test_deleting_an_unfinished_game(home):
    keep, gone = played(6, seed=3), played(6, seed=4)
    autosave(keep)
    autosave(gone)
    delete_autosave(autosave_slot(gone))
    assert [info.path for info in list_autosaves().games] == [autosave_slot(keep)]
    # The game deleted while it was the one last autosaved is not written back by a compaction.
    from thunderstone_gui.persistence.saves import compact_autosave

    assert compact_autosave() is False and not autosave_slot(gone).exists()


def test_the_autosave_of_older_versions_joins_the_list(home):
    old = played(30)
    home.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text(old.record(meta={"label": "Autosave"}).to_json())
    newer = played(4, seed=8)
    autosave(newer)
    games = list_autosaves().games
    assert len(games) == 2 and not paths.autosave_path().exists()
    assert sorted(len(load_session(i.path).steps) for i in games) == [4, 30]
    assert all(i.path.parent == paths.autosaves_dir() for i in games)


def test_a_damaged_autosave_is_set_aside_and_the_others_stay(home):
    good = played(9)
    autosave(good)
    bad = paths.autosaves_dir() / "game-20200101-000000-abcdef.json"
    bad.write_text("{")
    found = list_autosaves()
    assert [i.path for i in found.games] == [autosave_slot(good)]
    assert found.message.startswith("The autosave is damaged") and not bad.exists()
    assert len(list(home.glob("autosave.damaged-*.json"))) == 1


def test_two_games_never_share_a_file(home):
    slots = {autosave_slot(Session(GameConfig.new(["Ann", "Bob"], seed=k))) for k in range(50)}
    assert len(slots) == 50


def test_a_save_is_renamed_keeping_its_game_and_date(home):
    session = played(30)
    path = save_as(session, "Tuesday")
    date = read_info(path).saved_at
    renamed = rename_save(path, "The long game")
    assert renamed.name == "The long game.json" and not path.exists()
    info = read_info(renamed)
    assert info.label == "The long game" and info.saved_at == date
    assert load_session(renamed).state.state_hash() == session.state.state_hash()
    assert rename_save(renamed, "The long game!") == renamed          # the same file name: the label only
    assert read_info(renamed).label == "The long game!"


def test_renaming_onto_another_save_is_refused(home):
    a, b = save_as(played(10), "One"), save_as(played(12, seed=4), "Two")
    with pytest.raises(FileExistsError):
        rename_save(a, "Two")
    assert len(load_session(b).steps) == 12 and a.exists()


def test_a_damaged_file_cannot_be_renamed_but_can_be_deleted(home):
    paths.ensure_user_dirs()
    broken = paths.saves_dir() / "broken.json"
    broken.write_text("{")
    with pytest.raises(SaveError):
        rename_save(broken, "mended")
    delete_save(broken)
    assert not broken.exists() and list_saves(paths.saves_dir()) == []


def test_a_replay_is_renamed_in_its_own_folder(home):
    path = save_replay(played(20), "first")
    renamed = rename_save(path, "second")
    assert renamed.parent == paths.replays_dir() and json.loads(renamed.read_text())["meta"]["label"] == "second"


def test_any_saves_looks_without_reading(home):
    paths.ensure_user_dirs()
    assert not any_saves(paths.saves_dir(), paths.replays_dir())
    (paths.replays_dir() / "x.json").write_text("not even json")
    assert any_saves(paths.replays_dir()) and not any_saves(paths.saves_dir())
    assert not any_saves(home / "missing")
