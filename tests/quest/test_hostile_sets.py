"""Quest card sets made to hurt: the checker refuses them in one line each, quickly, with the same limits the app
applies to the sets in the data folder (persistence/limits.py); New Game, the title and Load list them and go on."""

from __future__ import annotations

import os

import pytest
import yaml

from tests.bounds import no_hang, peak_mb
from thunderstone_gui.persistence import limits
from thunderstone_gui.resources import package_file
from thunderstone_gui.systems.quest import set_files
from thunderstone_gui.tools import quest_import

OURS = package_file("systems", "quest", "data", "ours.yaml").read_text(encoding="utf-8")
MINE = OURS.replace("id: ours", "id: my_cards", 1)


def laughs(levels: int = 8) -> str:
    """Aliases nested `levels` deep, ten to a level: 10^levels values from under 1 KB (a "billion laughs")."""
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{k}: &a{k} [" + ", ".join([f"*a{k - 1}"] * 10) + "]" for k in range(1, levels + 1)]
    return "\n".join(lines) + "\n" + MINE.replace("notice: >-", f"laughs: *a{levels}\nnotice: >-", 1)


def with_extra_cards(n: int) -> str:
    cards = "".join(f"- {{id: extra_{k}, name: Extra {k}, kind: item, group: Extra, cost: 3, gold: 1, text: "
                    f"\"An extra card, number {k}, to make the set large.\"}}\n" for k in range(n))
    at = MINE.index("\nsetups:") + 1
    return MINE[:at - 1] + "\n" + cards + MINE[at:]


HOSTILE = {
    "laughs": laughs(),
    "self-alias": MINE.replace("notice: >-", "loop: &loop [1, *loop]\nnotice: >-", 1),
    "deep": MINE + "deep: " + "[" * 60 + "]" * 60 + "\n",
    "huge-deck": MINE.replace("adventurer: 6,", "adventurer: 100000000,", 1),
    "long-id": OURS.replace("id: ours", "id: " + "a" * 5000, 1),
    "long-text": MINE.replace("name: Lantern Road (our own cards)", "name: " + "x" * 5000, 1),
    "too-large": with_extra_cards(8_000),
}


def check(tmp_path, text: str, capsys) -> tuple[int, str]:
    path = tmp_path / "set.yaml"
    path.write_text(text, encoding="utf-8")
    code = quest_import.main(["check", str(path)])
    return code, capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_set_is_refused_by_the_checker_quickly_in_words(tmp_path, capsys, name):
    (code, err), peak = peak_mb(lambda: check(tmp_path, HOSTILE[name], capsys))
    assert peak < 128, f"{peak:.0f} MB: the set was built before it was refused"
    assert code in (1, 2) and err.strip() and "Traceback" not in err
    assert len(err.strip().splitlines()) <= 3


def test_what_each_refusal_says(tmp_path, capsys):
    said = {name: check(tmp_path, text, capsys)[1] for name, text in HOSTILE.items()}
    assert "more than 250000 values (what aliases repeat counted too)" in said["laughs"]
    assert "an alias (*name) inside the very anchor (&name) it repeats" in said["self-alias"]
    assert "nested more than 32 levels deep" in said["deep"]
    assert "starting_deck.adventurer: 100000000 is beyond what a card prints (at most 999" in said["huge-deck"]
    assert "a text longer than 4000 characters" in said["long-id"]
    assert "a text longer than 4000 characters" in said["long-text"]
    assert "larger than 1 MB: not a card set" in said["too-large"]


def test_counts_and_ids_beyond_a_sets_limits_are_named(tmp_path, capsys):
    code, err = check(tmp_path, MINE.replace("adventurer: 6,", "adventurer: 95,", 1), capsys)
    assert code == 1
    assert "starting_deck: 101 cards; a starting deck has at most 100" in err
    code, err = check(tmp_path, MINE.replace("count: 24, level: 0", "count: 101, level: 0", 1), capsys)
    assert code == 1
    assert "cards[0] (adventurer).count must be at most 100" in err
    code, err = check(tmp_path, OURS.replace("id: ours", "id: " + "a" * 65, 1), capsys)
    assert code == 1 and "id: an id of 65 characters; at most 64" in err


def test_an_id_that_passes_the_checker_installs(tmp_path, capsys, home):
    longest = OURS.replace("id: ours", "id: " + "a" * limits.QUEST_SET_ID_CHARS, 1)
    assert check(tmp_path, longest, capsys)[0] == 0
    assert quest_import.main(["install", str(tmp_path / "set.yaml")]) == 0
    (entry,) = set_files.installed_sets()
    assert entry.data is not None and entry.set_id == "a" * limits.QUEST_SET_ID_CHARS


def test_aliases_within_the_budget_load_as_before(tmp_path):
    """yaml.safe_dump writes aliases for lists used twice (the template's hero lines), so filled-in sets have them."""
    text = quest_import.template_text()
    assert "*id001" in text
    assert set_files.parse_text(text) == yaml.safe_load(text)
    assert set_files.parse_text(MINE) == yaml.safe_load(MINE)


def test_our_set_and_a_filled_in_template_stay_within_the_limits():
    data = set_files.parse_text(OURS)
    assert len(OURS.encode()) < limits.QUEST_SET.bytes // 20
    assert set_files.check_data(data).id == "ours"


def test_installed_sets_lists_hostile_files_and_reads_each_file_once(home, monkeypatch):
    folder = set_files.sets_dir()
    folder.mkdir(parents=True)
    (folder / "my_cards-0.yaml").write_text(MINE, encoding="utf-8")
    for name, text in HOSTILE.items():
        (folder / f"{name}-0.yaml").write_text(text, encoding="utf-8")
    os.mkfifo(folder / "pipe-0.yaml")
    (folder / "folder-0.yaml").mkdir()
    reads = []
    monkeypatch.setattr(set_files, "parse_text", lambda text, parse=set_files.parse_text: (
        reads.append(len(text)), parse(text))[1])
    with no_hang():
        entries = {e.path.stem: e for e in set_files.installed_sets()}
    assert entries["my_cards-0"].data is not None
    assert all(entries[f"{name}-0"].data is None and entries[f"{name}-0"].problem for name in HOSTILE)
    assert "not a regular file" in entries["pipe-0"].problem and "folder" in entries["folder-0"].problem
    assert max(reads) <= limits.QUEST_SET.bytes            # the set too large to be one is never read
    count = len(reads)
    set_files.installed_sets()
    assert len(reads) == count                             # unchanged files are not read again
    (folder / "my_cards-0.yaml").write_text(MINE + "\n", encoding="utf-8")
    os.utime(folder / "my_cards-0.yaml", ns=(1, 1))
    set_files.installed_sets()
    assert len(reads) == count + 1                         # a changed one is


def test_install_writes_the_text_it_checked_atomically(tmp_path, home):
    source = tmp_path / "mine.yaml"
    source.write_text(MINE, encoding="utf-8")
    target = set_files.install(source)
    assert target.read_text(encoding="utf-8") == MINE
    assert [p.name for p in target.parent.iterdir()] == [target.name]       # no temp file left
