"""Setups a player keeps: saved under a name in the data folder, listed, reused and deleted; any file there is listed
with its reason and never stops New Game."""

from __future__ import annotations

import os

import pytest

from thunderstone_gui.persistence.setups import delete_setup, list_setups, save_setup, setup_path, setups_dir
from thunderstone_gui.systems.classic.config import CardSet, ClassicConfig


def test_a_setup_is_kept_listed_reused_and_deleted(home):
    card_set = CardSet.random(3, 3, ("base", "wrath"))
    path = save_setup("Friday night", "classic", ("base", "wrath"), card_set)
    (entry,) = list_setups("classic")
    assert entry.ok and entry.name == "Friday night" and entry.path == path
    again = CardSet.model_validate(entry.setup.card_set)
    assert again == card_set
    config = ClassicConfig.new(2, seed=9, sets=entry.setup.sets).model_copy(update={"card_set": again})
    assert config.card_set.village == card_set.village
    delete_setup(path)
    assert list_setups() == []


def test_a_name_taken_is_not_overwritten_without_asking(home):
    first = CardSet.preset("first_game")
    save_setup("Mine!", "classic", ("base",), first)
    with pytest.raises(FileExistsError):
        save_setup("Mine", "classic", ("base",), CardSet.random(1, 3))    # the same file name
    save_setup("Mine", "classic", ("base",), CardSet.random(1, 3), replace=True)
    assert list_setups()[0].setup.card_set["source"] == "random"
    with pytest.raises(ValueError):
        save_setup("  ", "classic", ("base",), first)


@pytest.mark.parametrize("content", [b"", b"\xff\xfe", b"[" * 50_000, b'{"name": "x"}', b"[]",
                                     b'{"name": "", "sets": [], "card_set": {}}'])
def test_any_file_in_the_folder_is_listed_with_its_reason(home, content):
    setups_dir().mkdir(parents=True)
    (setups_dir() / "odd.json").write_bytes(content)
    save_setup("Good", "classic", ("base",), CardSet.preset("first_game"))
    entries = {e.name: e for e in list_setups()}
    assert entries["Good"].ok and not entries["odd"].ok and entries["odd"].error


def test_a_pipe_or_a_folder_never_hangs_the_list(home):
    setups_dir().mkdir(parents=True)
    os.mkfifo(setups_dir() / "pipe.json")
    (setups_dir() / "folder.json").mkdir()
    assert all(not e.ok for e in list_setups())


def test_setups_of_other_games_are_not_offered(home):
    save_setup("Classic", "classic", ("base",), CardSet.preset("first_game"))
    path = setup_path("Other")
    path.write_text('{"name": "Other", "game": "advance", "sets": ["towers_of_ruin"], "card_set": {}}')
    assert [e.name for e in list_setups("classic")] == ["Classic"]
    assert len(list_setups()) == 2
