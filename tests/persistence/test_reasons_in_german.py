"""Why a save cannot be listed or loaded is said in German to a German player, with its file name as it is.

The reasons come from the engine and persistence in English (`ui/phrases.py` lists each sentence for the catalog) and
are said again with `i18n.engine_text`. A corpus of damaged files — the crafted files of the audit, and a good save
with every one of its fields replaced by a value of the wrong kind — is listed and loaded in German; no reason may
keep an English sentence (a validator's own words included). What stays as written: the file name, a field's path
(`config.seed`), quoted values and numbers."""

from __future__ import annotations

import json
import re

import pytest

from tests.persistence.test_crafted_files import crafted_folder, paths_in, replaced
from thunderstone_gui import i18n
from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.saves import SaveError, list_saves, load_session
from thunderstone_gui.ui import phrases  # noqa: F401 - registers the sentences engine_text says again

ENGLISH = re.compile(r"\b(is|are|the|not|must|should|be|valid|Input|of|an?|has|holds|says|record|missing|or|and|"
                     r"expected|unable|damaged|cannot|loaded|value|allowed|field|made|version|save|too|large|read|"
                     r"folder|nested|deeply|incompatible|text|number|whole|list|one)\b")
WRONG_VALUES = (None, "x", -1, [], {}, 10**30, True)


def leftover_english(text: str, file_name: str) -> list[str]:
    kept = text.replace(file_name, " ")
    kept = re.sub(r"'[^']*'|\"[^\"]*\"", " ", kept)                     # quoted values
    kept = re.sub(r"[\w\[\]]+(\.[\w\[\]]+)+|\w*_\w*", " ", kept)         # a field's path, an identifier
    return ENGLISH.findall(kept)


def game_record(game: str) -> dict:
    session = Session(GameConfig.new(["Ann", "Bob"], game=game, seed=3))
    for k in range(8):
        legal = legal_actions(session.state)
        session.submit(legal[(k * 7) % len(legal)])
    return json.loads(session.record(meta={"label": "good", "saved_at": "2026-05-01 14:03", "turn": 3}).to_json())


def corpus(folder) -> int:
    """The crafted files, and each game's good save with each field in turn given each wrong value."""
    crafted_folder(folder)
    made = 0
    for game in ("classic", "advance", "quest"):
        record = game_record(game)
        for k, where in enumerate(paths_in(record)):
            if not where:
                continue
            for n, value in enumerate(WRONG_VALUES):
                crafted = replaced(json.loads(json.dumps(record)), where, value)
                (folder / f"{game}_{k}_{n}.json").write_text(json.dumps(crafted), encoding="utf-8")
                made += 1
    return made


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_every_reason_a_damaged_save_gives_is_said_in_german(home, german):
    folder = paths.saves_dir()
    corpus(folder)
    said = []
    for info in list_saves(folder):
        reasons = [info.error] if info.error else []
        try:
            load_session(info.path)
        except SaveError as exc:
            reasons.append(str(exc))
        for reason in reasons:
            german_text = i18n.engine_text(reason)
            said.append(german_text)
            assert not leftover_english(german_text, info.path.name), (reason, german_text)
    assert len(said) > 400            # the corpus reached many reasons


def test_a_file_name_keeps_its_underscores_in_german(home, german):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    (folder / "my_first_game.json").write_text("{oops", encoding="utf-8")
    [info] = list_saves(folder)
    with pytest.raises(SaveError) as refused:
        load_session(info.path)
    assert "my_first_game.json" in i18n.engine_text(str(refused.value))
    assert i18n.engine_text(str(refused.value)).startswith("my_first_game.json ist beschädigt")
