"""The message catalogs are complete and consistent: every marked string of the app and every card text is in the
German catalogs, translated and not fuzzy; every translation keeps its {placeholders}; the committed .mo files are
what Babel compiles from the .po files; plural forms follow the number."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
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


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("domain", sorted(DOMAINS))
def test_the_committed_mo_is_what_babel_compiles_from_the_po(domain, lang):
    compiled = io.BytesIO()
    write_mo(compiled, catalog(lang, domain))
    committed = (LOCALE / lang / "LC_MESSAGES" / f"{domain}.mo").read_bytes()
    assert committed == compiled.getvalue(), f"{lang}/{domain}.mo is stale: run docs/ui.md's compile step"


def test_the_documented_compile_step_makes_the_committed_mo(tmp_path):
    shutil.copytree(LOCALE, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo", "*.py", "__pycache__"))
    CommandLineInterface().run(["pybabel", "-q", "compile", "-D", "messages cards", "-d", str(tmp_path / "locale")])
    for lang in TRANSLATED:
        for domain in DOMAINS:
            made = tmp_path / "locale" / lang / "LC_MESSAGES" / f"{domain}.mo"
            assert made.read_bytes() == (LOCALE / lang / "LC_MESSAGES" / f"{domain}.mo").read_bytes()


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
