"""The Quest card set importer: the template, the check (one clear message per problem, never a traceback), the
installed sets, and a game that names a missing set."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.record import RecordError
from thunderstone_gui.engine.session import Session
from thunderstone_gui.resources import package_file
from thunderstone_gui.systems.quest import set_files
from thunderstone_gui.tools import quest_import

OURS = package_file("systems", "quest", "data", "ours.yaml")


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = quest_import.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_template_names_quest_1_and_marks_every_printed_value_to_fill(tmp_path, capsys):
    target = tmp_path / "q1.yaml"
    assert run(["template", str(target)], capsys)[0] == 0
    data = yaml.safe_load(target.read_text(encoding="utf-8"))
    ids = {c["id"] for c in data["cards"]}
    assert {"silverhelm_1", "scathian_3", "magic_missile", "throne_room", "smorga_the_queen_6"} <= ids
    missile = next(c for c in data["cards"] if c["id"] == "magic_missile")
    assert missile["cost"] == 7 and missile["gold"] == "FILL"          # the one number the rulebook gives
    assert data["publisher_cards"] is True
    assert run(["template", str(target)], capsys)[0] == 2              # never overwrites


def test_check_lists_every_missing_field_on_its_own_line(tmp_path, capsys):
    target = tmp_path / "q1.yaml"
    target.write_text(quest_import.template_text(), encoding="utf-8")
    code, _, err = run(["check", str(target)], capsys)
    lines = err.strip().splitlines()
    assert code == 1 and len(lines) > 100
    assert any("cards[" in line and "(magic_missile).gold: fill in" in line for line in lines)
    assert all(line.startswith(str(target)) for line in lines)


def test_check_names_a_wrong_field(tmp_path, capsys):
    data = yaml.safe_load(OURS.read_text(encoding="utf-8"))
    data["cards"][1]["skill_requirement"] = "heavy"
    del data["cards"][30]["health"]
    target = tmp_path / "bad.yaml"
    target.write_text(yaml.safe_dump(data), encoding="utf-8")
    code, _, err = run(["check", str(target)], capsys)
    assert code == 1
    assert "cards[1] (dagger).skill_requirement" in err


@pytest.mark.parametrize("content", [b"\xff\xfe", b"[" * 100000, b"a: [", b"- 1\n- 2"])
def test_bad_files_give_one_line_never_a_traceback(tmp_path, capsys, content):
    target = tmp_path / "bad.yaml"
    target.write_bytes(content)
    code, _, err = run(["check", str(target)], capsys)
    assert code in (1, 2) and "Traceback" not in err and err.strip()


def test_a_fifo_or_a_folder_is_refused_and_misuse_exits_2(tmp_path, capsys):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert run(["check", str(fifo)], capsys)[0] == 2
    assert run(["check", str(tmp_path)], capsys)[0] == 2
    assert run(["check"], capsys)[0] == 2
    assert run(["frobnicate"], capsys)[0] == 2
    assert run([], capsys)[0] == 2


def test_an_installed_set_is_listed_playable_and_a_missing_one_is_named(tmp_path, capsys):
    text = OURS.read_text(encoding="utf-8").replace("id: ours", "id: my_cards", 1)
    source = tmp_path / "mine.yaml"
    source.write_text(text, encoding="utf-8")
    assert run(["install", str(source)], capsys)[0] == 0
    (entry,) = set_files.installed_sets()
    assert entry.set_id == "my_cards" and entry.data is not None
    session = Session(GameConfig.new(2, game="quest", card_set="my_cards", seed=3))
    record = session.record().to_json()
    for path in Path(set_files.sets_dir()).iterdir():
        path.unlink()
    from thunderstone_gui.systems.quest import cards

    cards._registered.clear()
    with pytest.raises(RecordError, match="not installed"):
        Session.from_record(record)


def test_our_own_set_is_labelled_as_not_the_publishers():
    data = yaml.safe_load(OURS.read_text(encoding="utf-8"))
    assert data["publisher_cards"] is False and "not the publisher" in data["notice"]
    assert set_files.install is not None
