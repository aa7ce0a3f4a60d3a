"""Every user-facing string is marked for translation.

1. Every entry of a string table (`ui/strings.py`, `ui/<game>/strings.py`, including tables added later) is an
   English text wrapped in a marker (`N_`, `Nn_`, `Np_`): Babel extracts only what is marked, and `tr` says only
   what the catalog has.
2. An AST scan of the table (ui/), the app and the command-line tools (tools/) finds string literals and f-strings
   that look like words for a person (two words, or a capitalised word) and are not inside a marker or a translation
   call (`_`, `N_`, `Nn_`, `Np_`, `ngettext`, `pgettext`, `lazy`, `lazy_n`, `tr`, `trn`, ...), a docstring, a dict
   key, a subscript or a comparison. What is left must be in ALLOWED, with the reason it is not for the player.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from thunderstone_gui.ui.quest.strings import LEXICON_EN

PACKAGE = Path(__file__).resolve().parents[2] / "thunderstone_gui"
MARKERS = {"N_", "Nn_", "Np_"}
SAID = MARKERS | {"_", "ngettext", "pgettext", "lazy", "lazy_n", "tr", "trn", "card", "Engine", "engine_text",
                  "card_name", "card_text", "joined", "level_name"}
PROSE = re.compile(r"[A-Za-z]{2,}[^\n]*\s[A-Za-z]{2,}|^[A-Z][a-z]+$")
# The app's own files beside the packages; every command-line tool (tools/) is scanned too.
APP = ("app.py", "__main__.py", "frozen.py", "self_test.py")

# (file, literal) -> why it is not said to the player in their language. A literal is written as the scan shows it:
# an f-string's values as {}.
ALLOWED: dict[tuple[str, str], str] = {
    **{(f, "Esc"): "a key's name on a button, as printed on the keyboard"
       for f in ("ui/scenes/new_game.py", "ui/scenes/replay.py", "ui/scenes/table.py")},
    **{("ui/theme.py", font): "a font file's name" for font in (
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf",
        "DejaVuSerif-Bold.ttf")},
    **{("ui/classic/demo.py", name): "players' names of the tools' demo games" for name in (
        "Ann", "Bob", "Cleo", "Dan", "Eve")},
    **{("ui/quest/demo.py", name): "players' names of the tools' demo games" for name in (
        "Ann", "Bob", "Cleo", "Dan")},
    **{(f, "Esc"): "a key's name on a button, as printed on the keyboard"
       for f in ("ui/scenes/reading.py", "ui/scenes/card_pool.py", "ui/scenes/net_play.py")},
    ("ui/net_strings.py", " does not agree to undo"): "the end of the host's English reason, matched, not shown",
    ("ui/colour_vision.py", "no colour vision {}; known: {}"): "a programming error (the tool checks the kind first)",
    ("ui/scenes/net_play.py", "loopback only"): "why the finder is off, kept for a developer, never shown",
    ("tools/net_table_bench.py", "Bench"): "the name the bench's network player joins with (a tool's, for developers)",
    ("tools/net_table_bench.py", "the bench's client did not join"): "the bench's failure, for developers",
    ("tools/net_bench.py", "the bench's host did not start"): "the bench's failure, for developers",
    ("self_test.py", "Remote"): "the name the self-test's network player joins with, as the headless player's",
    **{("ui/quest/card_help.py", term): "a Lexicon term: the key of its help text (ui/quest/strings.py LEXICON_EN, "
                                        "marked there)" for term in LEXICON_EN},
    ("ui/classic/card_help.py", "needs magic attack"): "matched in the English card text, not shown",
    ("ui/classic/card_help.py", "magic attack to be"): "matched in the English card text, not shown",
    **{("ui/advance/demo.py", name): "players' names of the tools' demo games" for name in (
        "Ann", "Bob", "Cleo", "Dan", "Eve")},
    **{("ui/advance/card_help.py", words): "matched in the English card text, not shown" for words in (
        "while it is in the hall", "after every village visit", "magic attack", "physical attack",
        "total attack value", "level up")},
    ("ui/advance/card_help.py", "Trait"): "a name the module exports (__all__)",
    ("ui/advance/card_help.py", "thunderstone bearer"): "a help topic's key (strings.KEYWORD_HELP_EN)",
    ("ui/advance/log.py", "Raid of"): "matched in the engine's English reason, not shown",
    ("ui/advance/log.py", "Breach of"): "matched in the engine's English reason, not shown",
    ("ui/game_view.py", "no table for the game {}; known: {}"): "a programming error (an unregistered game)",
    ("ui/match.py", "the log tells another game"): "a programming error (an assertion)",
    ("tools/ai_bench.py", "the app crashed in game {}"): "the bench's failure, for developers",
    ("tools/ai_bench.py", "game {} did not end within {} s"): "the bench's failure, for developers",
    ("tools/table_bench.py", "the bench position gave the Hard computer nothing to think about"): "a bench assertion",
    ("tools/bench.py", "every way to play the bench game ends it"): "a bench assertion",
    ("ui/card_pictures.py", "{} needs `games` and `icons` mappings"): "the picture pack's format, for developers",
    ("ui/card_pictures.py", "{} is not valid YAML: {}"): "the picture pack's format, for developers",
    ("ui/card_pictures.py", "CC BY 3.0"): "a licence's name",
    **{("ui/sound.py", why): "why the sound stays silent, for the self-test's report (developers)"
       for why in ("mixer format {} bits, {} channels", "mixer not open")},
    ("self_test.py", "self_test: ok"): "the self-test's key lines are read by CI (the reason after them is "
                                          "translated)",
    ("self_test.py", "self_test: failed: {}"): "the self-test's key lines are read by CI",
    ("self_test.py", "self_test: failed: "): "the self-test's key lines are read by CI",
    ("app.py", "scene: {}; game autosaved: {}"): "a line of the crash report, for developers",
    ("tools/record.py", "not a game record (nested too deeply)"): "a field of the tool's JSON answer (data)",
    ("tools/record.py", "cannot be replayed ({}: {})"): "a field of the tool's JSON answer (data)",
    ("tools/record.py", "not a game record (not text)"): "a field of the tool's JSON answer (data)",
    ("tools/record.py", "not a game record (not valid JSON: {})"): "a field of the tool's JSON answer (data)",
    ("tools/scenario.py", "Value error, "): "pydantic's prefix, cut off its messages",
    ("tools/scenario.py", "where the position comes from (a rulebook example...)"): "the JSON schema's descriptions",
    ("tools/scenario.py", "JSON actions as in game records; a bare string is an action type without fields "
                    "(enter_dungeon)"): "the JSON schema's descriptions",
    ("tools/quest_import.py", "Value error, "): "pydantic's prefix, cut off its messages",
}
# Whole files whose words are data or a developer's report, with the reason.
ALLOWED_FILES = {
    "tools/snapshot.py": "the developers' screenshot tool (docs/ui.md, Tools)",
    "ui/textfit.py": "the text-fitting test's report, for developers",
    "ui/document.py": ("what is wrong with a rules document (its file and line), for whoever writes one: the tests "
                       "read every document; a player sees the Rules screen's own sentence (rules_unreadable)"),
    "tools/arena_pairs.py": "compares the arena's English progress lines (developers' statistics)",
}
# Literals of a file that start so: card-set template data and the arena's report lines.
ALLOWED_PREFIXES = {
    "tools/quest_import.py": ("the fill-in template's contents: card names and notes of the card-set format "
                        "(docs/quest-cards.md), data in English",
                        ("# Thunderstone Quest", "Typed in by", "Adventurer", "Dagger", "Lantern", "Thunderstone",
                         "Festering", "The Wilderness", "Giant Rat", "Wound", "Dungeon Room", "one entry per",
                         "First game", "Silverhelm", "Hawkswood", "Pylorian", "Stormhand", "Goblin", "Hobgoblin")),
    "tools/arena.py": ("the arena's report and progress lines: read back by arena_pairs and quoted in docs/ai.md",
                 ("python -m", "{} ({}), {} turns", ", agent seed", "games: {} played", "{}: {}% wins",
                  "average game length", "FAILED game", "card needs not met", "turn cap", "decision time",
                  "search {}: another choice", "stopped early", "; not played below game")),
}


def scanned() -> list[Path]:
    return (sorted(PACKAGE.joinpath("ui").rglob("*.py")) + sorted(PACKAGE.joinpath("tools").rglob("*.py"))
            + [PACKAGE / name for name in APP])


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def unmarked(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()

    def skip_all(node: ast.AST) -> None:
        skip.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        documented = isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and body
        if documented and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))
        if isinstance(node, ast.Call) and _call_name(node) in SAID:
            for arg in node.args[:2]:
                skip_all(arg)
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                skip_all(side)
        if isinstance(node, ast.Subscript):
            skip_all(node.slice)
        if isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    skip_all(key)
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
    found = []
    for node in ast.walk(tree):
        text = _text(node) if id(node) not in skip else None
        if text is not None and PROSE.search(text):
            found.append((node.lineno, text))
    return found


def unmarked_entries(package: Path) -> list[str]:
    """The entries of the string tables under `package`/ui that are not wrapped in a marker."""
    bad = []
    for path in sorted(package.joinpath("ui").rglob("strings.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
            if not isinstance(value, ast.Dict):
                continue
            for key, entry in zip(value.keys, value.values):
                if isinstance(entry, ast.Name):
                    continue                    # a table of tables ({"en": EN})
                if not (isinstance(entry, ast.Call) and _call_name(entry) in MARKERS):
                    where = key.value if isinstance(key, ast.Constant) else "?"
                    bad.append(f"{path.relative_to(package)}: {where!r}")
    return bad


def test_every_string_table_entry_is_marked():
    assert len(list(PACKAGE.joinpath("ui").rglob("strings.py"))) >= 2
    bad = unmarked_entries(PACKAGE)
    assert not bad, "wrap these entries in N_(...) (docs/ui.md, Translating): " + ", ".join(bad)


def test_every_user_facing_string_is_marked():
    bad = []
    for path in scanned():
        rel = str(path.relative_to(PACKAGE))
        if rel in ALLOWED_FILES:
            continue
        prefixes = ALLOWED_PREFIXES.get(rel, ("", ()))[1]
        for line, text in unmarked(path):
            if (rel, text) in ALLOWED or any(text.startswith(p) for p in prefixes):
                continue
            bad.append(f"{rel}:{line}: {text!r}")
    assert not bad, "mark these for translation (_(...) or N_(...)) or allow them with a reason:\n" + "\n".join(bad)


def test_the_scan_finds_an_unmarked_sentence(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('def f(x):\n    """Docs."""\n    if x == "Rank 1":\n        return tr("key")\n'
                      '    print(f"{x} buys a card")\n    return _("Marked text"), {"Dict key": 1}["Dict key"]\n')
    assert unmarked(sample) == [(5, "{} buys a card")]


def test_an_unmarked_table_entry_is_caught(tmp_path):
    """A table another engineer adds later (ui/<game>/strings.py) is checked as soon as it exists."""
    game = tmp_path / "ui" / "newgame"
    game.mkdir(parents=True)
    (tmp_path / "ui" / "strings.py").write_text('EN = {"a": N_("A")}\n')
    (game / "strings.py").write_text('EN = {"hello": N_("Hello"), "bye": "Goodbye"}\n')
    assert unmarked_entries(tmp_path) == ["ui/newgame/strings.py: 'bye'"]
