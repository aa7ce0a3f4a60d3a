"""The Rules screens read documents (`ui/<game>/rules.md`, `ui/document.py`): a document that does not keep to the
format or does not match its game's card help fails at load with its file and line; Babel extracts exactly the
texts the screens say; the documents travel with the package and the standalone app; a damaged one is said on the
screen, not crashed on."""

from __future__ import annotations

import io
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.locale.extract import extract_rules
from thunderstone_gui.ui import document
from thunderstone_gui.ui.document import Block, DocumentError, Entry, check_keywords, parse
from thunderstone_gui.ui.game_view import game_names, view_for
from thunderstone_gui.ui.scenes.rules import RulesScene

from .driver import Driver
from .rules_screens import positions

ROOT = Path(__file__).resolve().parents[2]
HELP = {"weapon": "Weapon: carried by a Hero.", "light_penalty": "Light penalty: Rank {n} needs {n} Light.",
        "trait": "Trait: {condition}."}
GOOD = """<!-- a comment
over two lines -->
# The goal {#goal}

Win the game,
with the most VP.

## Visit the Village {#village}

- Buy one card.
- Level up: pay XP
  for the next level.

# Keywords {#keywords}

## Words on the cards

- {kw:weapon}
- {kw:light_penalty}
- {kw:trait}
"""


def test_a_document_reads_into_its_entries():
    entries = parse(GOOD, "good.md")
    assert entries == [Entry("h1", "The goal", "goal", 3), Entry("p", "Win the game, with the most VP.", "", 5),
                       Entry("h2", "Visit the Village", "village", 8), Entry("item", "Buy one card.", "", 10),
                       Entry("item", "Level up: pay XP for the next level.", "", 11),
                       Entry("h1", "Keywords", "keywords", 14), Entry("h2", "Words on the cards", "", 16),
                       Entry("item", "", "kw:weapon", 18, "weapon"),
                       Entry("item", "", "kw:light_penalty", 19, "light_penalty"),
                       Entry("item", "", "kw:trait", 20, "trait")]
    check_keywords(entries, HELP, "good.md")
    blocks = document.said(entries, HELP)
    assert blocks[-3:] == [Block("item", "Weapon: carried by a Hero.", "kw:weapon"),
                           Block("item", "Light penalty: Rank N needs N Light.", "kw:light_penalty"),
                           Block("item", "Trait: a condition the monster names.", "kw:trait")]


@pytest.mark.parametrize(("text", "line", "problem"), [
    ("# The goal {#goal}\n### Deeper\n", 2, "a heading is"),
    ("#The goal {#goal}\n", 1, "a heading is"),
    ("# The goal\n", 1, "needs its anchor"),
    ("# The goal {#Goal Two}\n", 1, "is not a name"),
    ("# The goal {#goal}\n\n# Again {#goal}\n", 3, "already on line 1"),
    ("# The goal {#goal}\n\nWin {n} games.\n", 3, "a brace outside an anchor"),
    ("# The goal {#goal}\n\n- an item {#item}\n", 3, "a brace outside an anchor"),
    ("# The goal {#goal}\n\n-no space\n", 3, "an item is"),
    ("# The goal {#goal}\n\n- \n", 3, "an item is"),
    ("# The goal {#goal}\n\n- an item\nnot indented\n", 4, "a line right after an item"),
    ("# The goal {#goal}\n\n- an item\n   three spaces\n", 4, "indented by two spaces"),
    ("# The goal {#goal}\n\nA paragraph\n  indented\n", 4, "no item is open here"),
    ("# The goal {#goal}\n\n- {kw:weapon}\n  more words\n", 4, "a keyword entry is one line"),
    ("# The goal {#goal}\n\n- an item\n\tand a tab\n", 4, "a tab"),
    ("# The goal {#goal}\n\n<!-- never closed\n\n- an item\n", 3, "a comment that never ends"),
    ("# The goal {#goal}\n<!-- closed --> and more\n", 2, "text after the end of a comment"),
])
def test_a_malformed_line_fails_at_load_with_its_line(text, line, problem):
    with pytest.raises(DocumentError) as raised:
        parse(text, "bad.md")
    assert raised.value.line == line and problem in raised.value.problem
    assert str(raised.value).startswith(f"bad.md, line {line}: ")


def test_an_unknown_keyword_reference_fails_at_load():
    entries = parse(GOOD.replace("{kw:weapon}", "{kw:weapons}"), "bad.md")
    with pytest.raises(DocumentError) as raised:
        check_keywords(entries, HELP, "bad.md")
    assert raised.value.line == 18 and "{kw:weapons}: the card help has no such keyword" in str(raised.value)


def test_a_keyword_of_the_help_without_its_entry_fails_at_load():
    entries = parse(GOOD.replace("- {kw:trait}\n", ""), "bad.md")
    with pytest.raises(DocumentError, match=r"no entry .* for the card help's \['trait'\]"):
        check_keywords(entries, HELP, "bad.md")


def test_a_help_naming_what_the_rules_cannot_say_in_general_fails_at_load():
    entries = parse(GOOD, "bad.md")
    with pytest.raises(DocumentError, match="say it in general"):
        check_keywords(entries, {**HELP, "weapon": "Weapon: worth {gold} Gold."}, "bad.md")


def test_a_shipped_document_with_a_broken_line_fails_where_the_game_reads_it(tmp_path, monkeypatch):
    broken = tmp_path / "rules.md"
    real = document.document_path("classic").read_text(encoding="utf-8")
    broken.write_text(real.replace("# Setting up {#setup}", "# Setting up {#set up}"), encoding="utf-8")
    monkeypatch.setattr(document, "document_path", lambda game: broken)
    with pytest.raises(DocumentError) as raised:
        view_for("classic").rules()
    assert raised.value.source == str(broken) and "{#set up}" in raised.value.problem
    assert real.splitlines()[raised.value.line - 1] == "# Setting up {#setup}"


def test_a_byte_order_mark_an_editor_writes_is_no_text(tmp_path, monkeypatch):
    written = view_for("quest").rules()
    marked = tmp_path / "rules.md"
    marked.write_bytes(b"\xef\xbb\xbf" + document.document_path("quest").read_bytes())
    monkeypatch.setattr(document, "document_path", lambda game: marked)
    assert view_for("quest").rules() == written
    with marked.open("rb") as f:
        assert [m for __, __, m, __ in extract_rules(f, (), (), {})] == [b.text for b in written if b.text
                                                                        and not b.anchor.startswith("kw:")]


def test_a_damaged_document_is_said_on_the_rules_screen(driver: Driver, tmp_path, monkeypatch):
    broken = tmp_path / "rules.md"
    broken.write_text("# No anchor\n", encoding="utf-8")
    monkeypatch.setattr(document, "document_path", lambda game: broken if game == "advance"
                        else ROOT / "thunderstone_gui" / "ui" / game / "rules.md")
    scene = RulesScene(driver.app, "advance")
    assert [b.text for b in scene.reader.blocks] == [
        f"The rules of this game cannot be shown: {broken} is damaged or missing."]
    scene.set_game("quest")
    assert scene.reader.blocks[0].text == "The goal"
    monkeypatch.setattr(document, "document_path", lambda game: tmp_path / "gone.md")
    i18n.set_language("de")
    try:
        scene.set_game("classic")
        assert scene.reader.blocks[0].text.startswith("Die Regeln dieses Spiels können nicht gezeigt werden")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", game_names())
def test_babel_extracts_exactly_what_the_rules_screen_says(game):
    path = document.document_path(game)
    with path.open("rb") as f:
        extracted = [message for __, __, message, __ in extract_rules(f, (), (), {})]
    said = [b.text for b in view_for(game).rules() if not b.anchor.startswith("kw:")]
    assert extracted == said and len(said) > 40


def test_extracting_a_malformed_document_stops_with_its_line():
    text = io.BytesIO(b"# Title {#title}\n\n- item\nno indent\n")
    with pytest.raises(DocumentError, match="line 4"):
        list(extract_rules(text, (), (), {}))


def test_the_documents_travel_with_the_package_and_the_standalone_app():
    documents = sorted((ROOT / "thunderstone_gui" / "ui").glob("*/rules.md"))
    assert [p.parent.name for p in documents] == sorted(game_names())
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for path in documents:
        assert "rules.md" in package_data[f"thunderstone_gui.ui.{path.parent.name}"]
    # build.spec's data files, read by running the spec with PyInstaller's classes stood in for.
    analysis = SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])
    spec: dict[str, object] = {"SPECPATH": str(ROOT), "Analysis": lambda *a, **k: analysis,
                               **{name: lambda *a, **k: None for name in ("PYZ", "EXE", "COLLECT", "BUNDLE")}}
    exec(compile((ROOT / "build.spec").read_text(), "build.spec", "exec"), spec)
    datas = spec["datas"]
    assert isinstance(datas, list)
    for path in documents:
        # The bundle's thunderstone_gui folder is where resources.package_file looks when frozen.
        assert (str(path), f"thunderstone_gui/ui/{path.parent.name}") in datas


def test_every_anchor_of_every_rules_screen_opens_there_and_marks_its_entry(driver: Driver):
    for game in game_names():
        scene = RulesScene(driver.app, game)
        driver.app.switch(scene)
        anchors = 0
        for name, go in positions(scene):
            go()
            if name.startswith("anchor:"):
                block = scene.reader.anchor(name.removeprefix("anchor:"))
                assert scene.reader.marked == {block} and block in scene.reader.visible_blocks(), (game, name)
                anchors += 1
        assert anchors == len({b.anchor for b in scene.reader.blocks if b.anchor}) > 60
