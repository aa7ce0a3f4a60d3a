"""Whatever is in the data folder, listing never raises and loading raises only SaveError: crafted saves (wrong types
in every field, deep nesting, huge numbers, odd text), names that are not UTF-8, named pipes, a byte-order mark."""

import copy
import json
import os
import re
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bounds import peak_mb
from tests.persistence.test_saves import played
from thunderstone_gui.engine.record import MAX_CHECKPOINTS, MAX_DECISIONS, RecordError, record_from_data
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.journal import JournalError, read_lines
from thunderstone_gui.persistence.saves import SaveError, list_saves, load_session, read_info
from thunderstone_gui.persistence.settings import Settings, load_settings

DEEP = "[" * 100_000 + "]" * 100_000

# The files of the audit, and their relatives: (file name, content).
CRAFTED = {
    "seats-null.json": '{"format_version": 1, "config": {"seats": null}}',
    "deep-list.json": DEEP,
    "deep-open.json": "[" * 100_000,
    "deep-meta.json": '{"format_version": 1, "meta": ' + '{"a": ' * 50_000 + "1" + "}" * 50_000 + "}",
    "config-list.json": '{"format_version": 1, "config": [1, 2]}',
    "config-string.json": '{"format_version": 1, "config": "Ann vs Bob"}',
    "seats-numbers.json": '{"format_version": 1, "config": {"seats": [1, 2, null]}}',
    "seats-strings.json": '{"format_version": 1, "config": {"seats": "AnnBob"}}',
    "meta-list.json": '{"format_version": 1, "meta": [1, 2, 3], "config": {"seats": [{"name": "A"}, {}]}}',
    "meta-null.json": '{"format_version": 1, "meta": null}',
    "version-true.json": '{"format_version": true}',
    "version-float.json": '{"format_version": 1.0}',
    "version-string.json": '{"format_version": "1"}',
    "version-huge.json": '{"format_version": ' + "9" * 4000 + "}",
    "version-too-many-digits.json": '{"format_version": ' + "9" * 5000 + "}",
    "version-inf.json": '{"format_version": 1e999}',
    "version-nan.json": '{"format_version": NaN}',
    "version-deep.json": '{"format_version": ' + "[" * 3000 + "]" * 3000 + "}",
    "top-list.json": "[1, 2, 3]",
    "top-null.json": "null",
    "top-string.json": '"format_version"',
    "empty.json": "",
    "spaces.json": "   \n\t ",
    "trailing-junk.json": '{"format_version": 1} {"format_version": 1}',
    "nul.json": '{"format_version": 1, "meta": {"label": "a\\u0000b"}}',
    "surrogate-label.json": '{"format_version": 1, "meta": {"label": "\\ud800\\udfff\\udcff"}}',
}


def crafted_folder(folder):
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in CRAFTED.items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "binary.json").write_bytes(bytes(range(256)) * 4)
    (folder / "latin1.json").write_bytes('{"format_version": 1, "meta": {"label": "café"}}'.encode("latin-1"))
    (folder / "a-folder.json").mkdir()
    return folder


def good_record(actions: int = 12) -> dict:
    session = played(actions)
    return json.loads(session.record(meta={"label": "good", "saved_at": "2026-05-01 14:03", "turn": 3}).to_json())


def assert_showable(info):
    """Every text a listing shows can be drawn: no control characters, no lone surrogates, no endless lines."""
    for text in (info.label, info.saved_at, info.error, *info.seats):
        assert isinstance(text, str) and len(text) <= 201
        assert not any(ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF for c in text), repr(text)
    assert isinstance(info.turn, int) and isinstance(info.finished, bool)


def test_every_crafted_file_is_listed_as_damaged_with_a_reason_and_refused_by_the_loader(home):
    folder = crafted_folder(paths.saves_dir())
    infos = {info.path.name: info for info in list_saves(folder)}
    assert set(infos) == {p.name for p in folder.iterdir()}          # the app lists what it can: everything
    for name, info in infos.items():
        assert_showable(info)
        assert not info.ok and info.error, name
        with pytest.raises(SaveError):
            load_session(info.path)
    assert "nested too deeply" in infos["deep-list.json"].error
    assert "config.seats" in infos["seats-null.json"].error
    assert "incompatible version" in infos["version-true.json"].error
    assert "folder" in infos["a-folder.json"].error


def test_the_loader_names_deep_nesting_in_words(home):
    path = paths.saves_dir() / "deep.json"
    path.parent.mkdir(parents=True)
    path.write_text(DEEP)
    with pytest.raises(SaveError, match="deep.json is damaged \\(nested too deeply\\)"):
        load_session(path)


def test_a_save_with_a_byte_order_mark_lists_and_loads(home):
    session = played(20)
    path = paths.saves_dir() / "bom.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xef\xbb\xbf" + session.record(meta={"label": "with a BOM"}).to_json().encode())
    info = read_info(path)
    assert info.ok and info.label == "with a BOM"
    assert load_session(path).state.state_hash() == session.state.state_hash()


def test_settings_with_a_byte_order_mark_are_read(home):
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_bytes(b"\xef\xbb\xbf" + Settings(animation_speed="fast").model_dump_json().encode())
    settings, message = load_settings()
    assert message == "" and settings.animation_speed == "fast"


def test_the_listing_takes_seats_from_the_record_and_meta_only_as_a_hint(home):
    record = good_record()
    record["meta"] = {"label": 7, "seats": [{"x": 1}], "turn": 10**30, "saved_at": ["2026"],
                      "finished": "yes"}
    path = paths.saves_dir() / "odd-meta.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(record))
    info = read_info(path)
    assert info.ok, info.error
    assert info.label == "odd-meta" and info.seats == ("Ann", "Bob") and info.turn == 0
    assert info.finished is False and len(info.saved_at) == 16


def test_a_long_label_with_control_characters_is_one_short_line(home):
    record = good_record()
    record["meta"]["label"] = "Ann\nand\tBob " * 10_000
    path = paths.saves_dir() / "long.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(record))
    info = read_info(path)
    assert info.ok and info.label.startswith("Ann and Bob") and len(info.label) <= 80
    assert_showable(info)


# ------------------------------------------------------------------------------------------------ property tests
def fuzz(examples: int) -> settings:
    # One file path per test, written again for each example: the function-scoped data folder is meant.
    return settings(max_examples=examples, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=12)


def paths_in(value, prefix=()):
    """Every place in a JSON value (as a key path)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, (*prefix, key))
    elif isinstance(value, list):
        for k, item in enumerate(value):
            yield from paths_in(item, (*prefix, k))


BASE = None


def base_record() -> dict:
    global BASE
    if BASE is None:
        BASE = good_record(8)
    return copy.deepcopy(BASE)


def replaced(record, where, value):
    if not where:
        return value
    target = record
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    return record


def check_file(path):
    info = read_info(path)
    assert_showable(info)
    try:
        session = load_session(path)
    except SaveError as exc:
        assert str(exc) and not any(0xD800 <= ord(c) <= 0xDFFF for c in str(exc))
    else:
        assert info.ok and session.state is not None
    return info


@fuzz(150)
@given(data=st.data(), value=json_values)
def test_any_value_in_any_field_of_a_save_never_breaks_listing_or_loading(home, data, value):
    record = base_record()
    places = list(paths_in(record))
    where = data.draw(st.sampled_from(places))
    crafted = replaced(record, where, value)
    path = paths.saves_dir() / "crafted.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(crafted), encoding="utf-8", errors="surrogatepass")
    check_file(path)
    [listed] = list_saves(path.parent)
    assert_showable(listed)


@fuzz(100)
@given(raw=st.binary(max_size=200) | json_values.map(lambda v: json.dumps(v).encode("utf-8", "surrogatepass")))
def test_any_bytes_as_a_save_never_break_listing_or_loading(home, raw):
    path = paths.saves_dir() / "bytes.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    info = check_file(path)
    assert not info.ok


# ------------------------------------------------------------------------------------------------ odd files
def finishes_within(seconds, fn):
    """fn's result, or a failure when it does not return in time (a read of a named pipe blocks forever)."""
    outcome = []

    def run():
        try:
            outcome.append((fn(), None))
        except Exception as exc:  # noqa: BLE001 - raised again below, in the test's thread
            outcome.append((None, exc))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"still running after {seconds} s"
    value, error = outcome[0]
    if error is not None:
        raise error
    return value


def test_a_save_whose_name_is_not_utf8_is_listed_and_reported_in_drawable_text(home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    raw = os.path.join(os.fsencode(folder), b"\xff\xfe game.json")
    with open(raw, "wb") as handle:
        handle.write(b"{broken")
    [info] = list_saves(folder)
    assert info.label == "\\xff\\xfe game" and "damaged" in info.error
    assert_showable(info)
    with pytest.raises(SaveError) as caught:
        load_session(info.path)
    assert str(caught.value).startswith("\\xff\\xfe game.json is damaged")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_among_the_saves_is_listed_not_opened(home, monkeypatch):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    fifo = folder / "x.json"
    os.mkfifo(fifo)
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: (opened.append(os.fspath(path)), real_open(path, *a, **k))[1])
    [info] = finishes_within(10, lambda: list_saves(folder))
    assert "not a regular file" in info.error
    with pytest.raises(SaveError, match="x.json is not a regular file"):
        finishes_within(10, lambda: load_session(fifo))
    assert str(fifo) not in opened


def test_a_huge_file_is_not_read(home, monkeypatch):
    from thunderstone_gui.persistence import readable

    monkeypatch.setattr(readable, "MAX_SAVE_BYTES", 1000)
    path = paths.saves_dir() / "huge.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(good_record()))
    assert read_info(path).error == "is too large to be a save"


def test_printable_text():
    from thunderstone_gui.persistence.names import printable

    assert printable("\udcff\udcfe.json") == "\\xff\\xfe.json"
    assert printable("a\x00b\nc") == "a b c"
    assert printable("\ud800x") == "\ufffdx"
    assert printable("x" * 500, 10) == "x" * 9 + "…"
    assert printable(10**5) == "100000"



@fuzz(100)
@given(data=st.data(), value=json_values)
def test_any_autosave_gives_the_title_an_answer_and_never_an_exception(home, data, value):
    from thunderstone_gui.persistence.saves import list_autosaves, load_autosave

    for old in [*home.glob("autosave*.json"), *paths.autosaves_dir().glob("*.json")]:
        old.unlink()
    record = base_record()
    crafted = replaced(record, data.draw(st.sampled_from(list(paths_in(record)))), value)
    home.mkdir(parents=True, exist_ok=True)
    # An autosave of the kind older versions kept: the title moves it among the unfinished games and checks it.
    paths.autosave_path().write_text(json.dumps(crafted), encoding="utf-8", errors="surrogatepass")
    found = list_autosaves()
    assert not paths.autosave_path().exists()
    if not found.games:                        # set aside, with a message, and kept
        assert found.message.startswith("The autosave ")
        assert len(list(home.glob("autosave.damaged-*.json"))) == 1
        assert_showable(read_info(next(home.glob("autosave.damaged-*.json"))))
    else:
        [info] = found.games
        assert found.message == "" and info.ok
        assert_showable(info)
        try:
            load_autosave(info.path)
        except SaveError as exc:               # the title sets it aside then (tests/ui/test_damaged_files.py)
            assert exc.reason


@fuzz(100)
@given(lines=st.lists(json_values.map(json.dumps) | st.text(max_size=40), max_size=4), torn=st.integers(0, 30))
def test_any_lines_after_a_record_never_break_listing_or_loading(home, lines, torn):
    text = json.dumps(base_record()) + "\n" + "\n".join(lines)
    path = paths.saves_dir() / "journal.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text[: len(text) - torn], encoding="utf-8", errors="surrogatepass")
    check_file(path)


@pytest.mark.parametrize("field", ["actions", "checkpoints"])
def test_a_record_holding_more_than_any_game_is_refused_before_its_entries_are_checked(home, field):
    """900,000 decisions took 7.5 s to check at every start (the title lists the autosaves)."""
    record = good_record()
    most = MAX_DECISIONS if field == "actions" else MAX_CHECKPOINTS
    record[field] = [record[field][0]] * (most + 1)
    record["length"] = len(record["actions"])
    words = "decisions" if field == "actions" else "checkpoints"
    message = (f"it holds {most + 1:,} decisions, more than any game \\(at most {most:,}\\)" if field == "actions"
               else f"it holds {most + 1} checkpoints, more than any game has \\({most}\\)")
    refused, peak = peak_mb(lambda: record_from_data(record))
    assert isinstance(refused, RecordError) and re.search(message, str(refused)), refused
    assert peak < 32, f"{peak:.0f} MB: its entries were checked before it was refused"
    path = paths.saves_dir() / "long.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(record), encoding="utf-8")
    info = read_info(path)
    shown = f"{most + 1:,}" if field == "actions" else f"{most + 1}"
    assert not info.ok and f"{shown} {words}" in info.error


def test_a_journal_with_more_lines_than_any_game_has_decisions_is_refused(home):
    with pytest.raises(JournalError, match="decision lines, more than any game"):
        read_lines('{"n": 1, "action": {}}\n' * (MAX_DECISIONS + 10))
    assert len(read_lines('{"n": 1, "action": {}}\n' * 3)) == 3

