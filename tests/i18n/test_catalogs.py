"""The message catalogs are complete and consistent: every marked string of the app and every card text is in the
German catalogs, translated and not fuzzy; every translation keeps its {placeholders}; the committed .mo files say
what their .po files say, message by message; plural forms follow the number."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

from thunderstone_gui import i18n

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "thunderstone_gui" / "locale"
DOMAINS = {"messages": "babel.cfg", "cards": "babel-cards.cfg"}
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def extracted(domain: str, tmp_path: Path) -> dict[object, object]:
    """The catalog template as docs/ui.md's extraction command makes it now: (context, msgid) -> message."""
    out = tmp_path / f"{domain}.pot"
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", str(ROOT / DOMAINS[domain]), "-o", str(out),
                                str(ROOT)])
    with out.open("rb") as f:
        return {(m.context, m.id): m for m in read_po(f) if m.id}


def catalog(lang: str, domain: str):
    with (LOCALE / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        return read_po(f)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_every_marked_string_is_translated_and_not_fuzzy(domain, lang, tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)                       # the maps' paths are relative to the repository
    wanted = extracted(domain, tmp_path)
    po = catalog(lang, domain)
    have = {(m.context, m.id): m for m in po if m.id}
    missing = [key for key in wanted if key not in have]
    assert not missing, f"{lang}/{domain}.po lacks {len(missing)} (run docs/ui.md's update step): {missing[:10]}"
    untranslated = [key for key, m in have.items() if not (all(m.string) if isinstance(m.string, tuple)
                                                             else m.string)]
    fuzzy = [key for key, m in have.items() if m.fuzzy]
    obsolete = [key for key in have if key not in wanted]
    assert not untranslated, f"untranslated in {lang}/{domain}.po: {untranslated[:10]}"
    assert not fuzzy, f"fuzzy in {lang}/{domain}.po: {fuzzy[:10]}"
    assert not obsolete, f"in {lang}/{domain}.po but no longer in the code or data: {obsolete[:10]}"


def _names(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_every_translation_keeps_its_placeholders(domain, lang):
    wrong = []
    for m in catalog(lang, domain):
        if not m.id:
            continue
        if isinstance(m.id, tuple):          # the singular form may say "one card" without {n}
            wanted = _names(m.id[1])
            forms = list(m.string)
            if _names(forms[0]) | {"n"} != wanted | {"n"} or any(_names(f) != wanted for f in forms[1:]):
                wrong.append(m.id)
        elif _names(m.id) != _names(m.string):
            wrong.append(m.id)
    assert not wrong, f"placeholders differ in {lang}/{domain}.po: {wrong}"


def _key(message) -> tuple[object, object]:
    """A message's identity: its context and msgid (a plural's singular and plural forms as one tuple)."""
    ident = message.id if isinstance(message.id, str) else tuple(message.id)
    return message.context, ident


def _text(message) -> object:
    return message.string if isinstance(message.string, str) else tuple(message.string)


def _translated(message) -> bool:
    text = _text(message)
    return all(text) if isinstance(text, tuple) else bool(text)


def _compiled_messages(mo_path: Path) -> dict[tuple[object, object], object]:
    with mo_path.open("rb") as f:
        return {_key(m): _text(m) for m in read_mo(f) if m.id}


def catalog_differences(po_path: Path, mo_path: Path) -> list[str]:
    """What the compiled catalog says differently from its source, message by message: every translated, not fuzzy
    message of the .po (what a compiler puts in the .mo) must be in the .mo with the same translation (plural forms
    and context included), the .mo holds no other message, and both choose plural forms alike. The tool's own header
    lines (Generated-By, dates) are not compared: a new release of the compiler must not make a catalog stale."""
    with po_path.open("rb") as f:
        po = read_po(f)
    with mo_path.open("rb") as f:
        mo = read_mo(f)
    source = {_key(m): _text(m) for m in po if m.id and not m.fuzzy and _translated(m)}
    compiled = {_key(m): _text(m) for m in mo if m.id}
    differences = [f"not compiled: {key!r}" for key in source if key not in compiled]
    differences += [f"compiled but not in the .po: {key!r}" for key in compiled if key not in source]
    differences += [f"translated differently: {key!r}: .po {source[key]!r}, .mo {compiled[key]!r}"
                    for key in source if key in compiled and compiled[key] != source[key]]
    if (po.num_plurals, po.plural_expr) != (mo.num_plurals, mo.plural_expr):
        differences.append(f"plural forms: .po {po.plural_forms!r}, .mo {mo.plural_forms!r}")
    return differences


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_the_committed_mo_says_what_its_po_says(domain, lang):
    folder = LOCALE / lang / "LC_MESSAGES"
    differences = catalog_differences(folder / f"{domain}.po", folder / f"{domain}.mo")
    assert not differences, (f"{lang}/{domain}.mo is stale (run docs/ui.md's compile step): {len(differences)} "
                             f"differences, the first: {differences[:5]}")


def test_the_documented_compile_step_makes_the_committed_catalogs(tmp_path):
    shutil.copytree(LOCALE, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo", "*.py", "__pycache__"))
    CommandLineInterface().run(["pybabel", "-q", "compile", "-D", "messages cards", "-d", str(tmp_path / "locale")])
    for lang in TRANSLATED:
        for domain in DOMAINS:
            made = tmp_path / "locale" / lang / "LC_MESSAGES" / f"{domain}.mo"
            committed = LOCALE / lang / "LC_MESSAGES" / f"{domain}.mo"
            assert _compiled_messages(made) == _compiled_messages(committed), f"{lang}/{domain}.mo"


SMALL_PO = """\
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Dagger"
msgstr "Dolch"

msgctxt "a card's value chip"
msgid "Arm"
msgstr "Rüs"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} Karte"
msgstr[1] "{n} Karten"

#, fuzzy
msgid "Militia"
msgstr "Milizen"
"""


def _small_catalog(tmp_path: Path, po_text: str, mo_from: str | None = None) -> tuple[Path, Path]:
    po_path, mo_path = tmp_path / "small.po", tmp_path / "small.mo"
    po_path.write_text(mo_from if mo_from is not None else po_text, encoding="utf-8")
    with po_path.open("rb") as f, mo_path.open("wb") as out:
        write_mo(out, read_po(f))
    po_path.write_text(po_text, encoding="utf-8")
    return po_path, mo_path


def test_a_catalog_compiled_from_its_po_has_no_differences_whatever_the_compiler_writes_in_its_header(tmp_path):
    po_path, mo_path = _small_catalog(tmp_path, SMALL_PO)
    assert catalog_differences(po_path, mo_path) == []
    # Another release of the compiler names itself in the header: the catalog is not stale for that.
    with po_path.open("rb") as f:
        po = read_po(f)
    po.fuzzy = False
    with mo_path.open("wb") as out:
        write_mo(out, po)
    po_path.write_text(SMALL_PO.replace('"Plural-Forms', '"Generated-By: Babel 99.0\\n"\n"Plural-Forms'), "utf-8")
    assert catalog_differences(po_path, mo_path) == []


def test_a_po_changed_after_its_mo_was_compiled_is_found(tmp_path):
    changed = SMALL_PO.replace('msgstr "Dolch"', 'msgstr "Messer"').replace('"{n} Karten"', '"{n} Kärtchen"')
    po_path, mo_path = _small_catalog(tmp_path, changed, mo_from=SMALL_PO)
    differences = catalog_differences(po_path, mo_path)
    assert len(differences) == 2 and all(d.startswith("translated differently") for d in differences)
    assert "Messer" in differences[0] and "Kärtchen" in differences[1]
    added = SMALL_PO + '\nmsgid "Torch"\nmsgstr "Fackel"\n'
    po_path, mo_path = _small_catalog(tmp_path, added, mo_from=SMALL_PO)
    assert catalog_differences(po_path, mo_path) == ["not compiled: (None, 'Torch')"]
    # A translation no longer fuzzy must be compiled too.
    po_path, mo_path = _small_catalog(tmp_path, SMALL_PO.replace("#, fuzzy\n", ""), mo_from=SMALL_PO)
    assert catalog_differences(po_path, mo_path) == ["not compiled: (None, 'Militia')"]


def test_a_mo_holding_a_message_its_po_does_not_is_found(tmp_path):
    gone = SMALL_PO.replace('msgctxt "a card\'s value chip"\nmsgid "Arm"\nmsgstr "Rüs"\n', "")
    po_path, mo_path = _small_catalog(tmp_path, gone, mo_from=SMALL_PO)
    assert catalog_differences(po_path, mo_path) == ["compiled but not in the .po: (\"a card's value chip\", 'Arm')"]
    plural = SMALL_PO.replace("nplurals=2; plural=(n != 1);", "nplurals=2; plural=(n > 1);")
    po_path, mo_path = _small_catalog(tmp_path, plural, mo_from=SMALL_PO)
    assert [d.split(":")[0] for d in catalog_differences(po_path, mo_path)] == ["plural forms"]


def test_german_has_two_plural_forms_chosen_by_the_number():
    po = catalog("de", "messages")
    assert po.num_plurals == 2 and po.plural_expr == "(n != 1)"
    from thunderstone_gui.ui.classic.strings import tr

    i18n.set_language("de")
    try:
        assert [tr("cards_n", n=n) for n in (0, 1, 2)] == ["0 Karten", "1 Karte", "2 Karten"]
        assert i18n.ngettext("{who} draws {n} card", "{who} draws {n} cards", 1) == "{who} zieht {n} Karte"
        assert i18n.ngettext("{who} draws {n} card", "{who} draws {n} cards", 3) == "{who} zieht {n} Karten"
    finally:
        i18n.set_language("en")
    assert [tr("cards_n", n=n) for n in (1, 2)] == ["1 card", "2 cards"]


def test_card_names_come_from_the_german_rulebook():
    i18n.set_language("de")
    try:
        said = {name: i18n.card_name(name) for name in ("Militia", "Iron Rations", "Flaming Sword", "Blink Dog",
                                                         "Thyrian Squire", "Chalice Quester", "Lightstone Gem")}
    finally:
        i18n.set_language("en")
    assert said == {"Militia": "Miliz", "Iron Rations": "Proviand", "Flaming Sword": "Flammenschwert",
                    "Blink Dog": "Hund des Zwielichts", "Thyrian Squire": "Thyrischer Knappe",
                    "Chalice Quester": "Ritter des Grals", "Lightstone Gem": "Magischer Lichtstein"}
    assert i18n.card_name("Flaming Sword", breakable=True) == "Flaming Sword"     # English: the data itself


def test_a_message_is_said_in_the_language_of_the_moment_it_is_shown():
    said = i18n.lazy_n("{who} draws {n} card", "{who} draws {n} cards", 2, who="Ann")
    named = i18n.lazy("{who} buys {card} for {cost} Gold", who="Ann", card=i18n.card("Dagger"), cost=3)
    assert (str(said), str(named)) == ("Ann draws 2 cards", "Ann buys Dagger for 3 Gold")
    i18n.set_language("de")
    try:
        assert (str(said), str(named)) == ("Ann zieht 2 Karten", "Ann kauft Dolch für 3 Gold")
    finally:
        i18n.set_language("en")
