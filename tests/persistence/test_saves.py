import json
import os
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.atomic import atomic_write_text
from thunderstone_gui.persistence.saves import (
    RESERVED_NAMES,
    SaveError,
    autosave,
    list_saves,
    load_autosave,
    load_session,
    read_info,
    safe_file_name,
    save_as,
    save_replay,
    write_crash_report,
)
from thunderstone_gui.persistence.settings import Settings, load_settings, save_settings


def played(actions: int = 25, seed: int = 3) -> Session:
    session = Session(GameConfig.new(["Ann", "Bob"], seed=seed))
    for k in range(actions):
        legal = legal_actions(session.state)
        session.submit(legal[(k * 7) % len(legal)])
    return session


def test_data_dir_follows_the_environment_variable(home):
    assert paths.data_dir() == home
    assert paths.autosave_path().parent == home
    assert paths.settings_path().parent == home


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_autosave_round_trip_resumes_exactly(home):
    session = played(40)
    autosave(session)
    again = load_autosave()
    assert again is not None
    assert again.state.state_hash() == session.state.state_hash()
    assert len(again.steps) == 40


def test_no_autosave_is_none():
    assert load_autosave() is None


def test_save_as_lists_date_seats_and_turn(home):
    session = played(30)
    path = save_as(session, "Ann and Bob: evening game!")
    assert path.parent == paths.saves_dir()
    assert path.name == "Ann and Bob evening game.json"
    [info] = list_saves(paths.saves_dir())
    assert info.ok
    assert info.label == "Ann and Bob: evening game!"
    assert info.seats == ("Ann", "Bob")
    assert info.turn == session.state.turn_number
    assert len(info.saved_at) >= 16


def test_damaged_and_incompatible_saves_are_listed_with_a_reason_and_refused(home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    save_as(played(10), "good")
    (folder / "garbage.json").write_text("{not json")
    record = json.loads(played(5).record().to_json())
    record["format_version"] = 99
    (folder / "future.json").write_text(json.dumps(record))
    tampered = json.loads(played(60).record().to_json())
    tampered["actions"] = tampered["actions"][:3] + tampered["actions"][4:]
    (folder / "tampered.json").write_text(json.dumps(tampered))
    infos = {i.path.name: i for i in list_saves(folder)}
    assert infos["good.json"].ok
    assert "damaged" in infos["garbage.json"].error
    assert "incompatible" in infos["future.json"].error
    with pytest.raises(SaveError, match="not valid JSON"):
        load_session(folder / "garbage.json")
    with pytest.raises(SaveError, match="format version 99"):
        load_session(folder / "future.json")
    with pytest.raises(SaveError, match="garbage|tampered|action"):
        load_session(folder / "tampered.json")
    with pytest.raises(SaveError, match="does not exist"):
        load_session(folder / "missing.json")


def test_replays_go_to_their_own_folder(home):
    path = save_replay(played(12))
    assert path.parent == paths.replays_dir()
    assert read_info(path).ok


LONG_NAMES = ["Alexandrina Featherstone", "Bartholomew Montgomery"]      # 24 and 22 characters


def long_named_game(seed: int) -> Session:
    session = Session(GameConfig.new(LONG_NAMES, seed=seed))
    for k in range(12):
        legal = legal_actions(session.state)
        session.submit(legal[(k * 7) % len(legal)])
    return session


def test_two_replays_of_the_same_long_named_players_never_share_a_file(home):
    """The label (names and date) was cut to 60 characters for the file name, date and all: two games of the same
    players on one day went to one file, the second replacing the first."""
    games = [long_named_game(seed) for seed in (3, 4, 5)]
    written = [save_replay(game) for game in games]
    written.append(save_replay(games[2], "the same label"))
    written.append(save_replay(games[1], "the same label"))
    assert len(set(written)) == 5 and all(p.parent == paths.replays_dir() for p in written)
    assert sorted(p.name for p in paths.replays_dir().iterdir()) == sorted(p.name for p in written)
    for path, game in zip(written, games + [games[2], games[1]]):
        assert load_session(path).state.state_hash() == game.state.state_hash()
    assert "20" in written[0].stem             # the date stays in the name however long the names


def test_crash_reports_of_one_second_never_replace_each_other(home):
    paths_written = []
    for text in ("one", "two", "three"):
        try:
            raise RuntimeError(text)
        except RuntimeError as exc:
            paths_written.append(write_crash_report(exc))
    assert len(set(paths_written)) == 3
    assert [("RuntimeError: " + t) in p.read_text() for p, t in zip(paths_written, ("one", "two", "three"))] \
        == [True] * 3


def test_a_new_file_never_replaces_one_of_the_same_name(home):
    from thunderstone_gui.persistence.atomic import write_new_file

    first = write_new_file(home / "logs", "log-1", ".txt", "first")
    second = write_new_file(home / "logs", "log-1", ".txt", "second")
    assert (first.name, second.name) == ("log-1.txt", "log-1 (2).txt")
    assert first.read_text() == "first" and second.read_text() == "second"
    assert sorted(p.name for p in (home / "logs").iterdir()) == ["log-1 (2).txt", "log-1.txt"]   # no temp file


def test_safe_file_name():
    assert safe_file_name("../../etc/passwd") == "etcpasswd"
    assert safe_file_name("   ") == "game"


def test_settings_round_trip_and_damaged_settings(home):
    settings, message = load_settings()
    assert message == "" and settings == Settings()
    settings.animation_speed = "fast"
    settings.window_size = (1920, 1080)
    save_settings(settings)
    again, message = load_settings()
    assert message == "" and again.animation_speed == "fast" and again.window_size == (1920, 1080)
    paths.settings_path().write_text("][")
    fallback, message = load_settings()
    assert fallback == Settings() and "damaged" in message


def test_crash_report_has_the_traceback(home):
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        path = write_crash_report(exc, "scene: table")
    text = path.read_text()
    assert path.parent == paths.crash_dir()
    assert "RuntimeError: boom" in text and "scene: table" in text


@pytest.mark.parametrize("label", ["CON", "con", "Nul", "aux!", "PRN", "COM1", "com9", "LPT1", "lpt3", "CON ",
                                   "  nul  ", "COM¹", "lpt²"])
def test_safe_file_name_never_gives_a_name_windows_keeps_for_a_device(label):
    name = safe_file_name(label)
    assert name.lower().rstrip("_") != name.lower() and name.lower().rstrip("_") in RESERVED_NAMES


@pytest.mark.parametrize("label, name", [("CONSOLE", "CONSOLE"), ("con game", "con game"), ("COM10", "COM10"),
                                         ("LPT0", "LPT0"), ("con.json", "conjson"), ("AUX-1", "AUX-1")])
def test_safe_file_name_keeps_names_that_only_look_like_devices(label, name):
    assert safe_file_name(label) == name


def test_save_as_does_not_replace_a_save_unless_asked(home):
    first = save_as(played(5), "Good Game")
    with pytest.raises(FileExistsError):
        save_as(played(9), "Good Game!")
    assert len(load_session(first).steps) == 5
    assert save_as(played(9), "Good Game!", replace=True) == first
    assert len(load_session(first).steps) == 9 and read_info(first).label == "Good Game!"


FORMAT_1 = Path(__file__).resolve().parents[1] / "fixtures" / "records-format-1"


def test_saves_of_the_format_before_several_games_are_listed_loaded_and_continued(home):
    """Every save a player has (format 1) is listed as usable, loads, and is continued as the autosave."""
    source = FORMAT_1 / "classic-5seats-midgame-casual.json"
    paths.ensure_user_dirs()
    saved = paths.saves_dir() / "old game.json"
    saved.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    (info,) = list_saves(paths.saves_dir())
    assert info.ok and info.seats == tuple(s["name"] for s in json.loads(source.read_text())["config"]["seats"])
    assert load_session(saved).config.game == "classic"
    paths.autosave_path().write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    resumed = load_autosave()
    assert resumed is not None and len(resumed.steps) == len(json.loads(source.read_text())["actions"])
