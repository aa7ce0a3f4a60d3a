"""New Game's "Why these cards" in German: every note the randomizers write, and every reason the card data gives,
is said in German (ui/setup_phrases.py)."""

from __future__ import annotations

import re

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.systems.advance import randomizer as advance_randomizer
from thunderstone_gui.systems.advance.cards import load_catalogue as load_advance
from thunderstone_gui.systems.classic import randomizer as classic_randomizer
from thunderstone_gui.systems.classic.cards import load_catalogue as load_classic
from thunderstone_gui.ui.setup_phrases import PHRASES, note_text

ENGLISH = re.compile(r"came in for|\bneeds\b|\bgives\b|\bnothing\b|\bheroes\b|\bmonsters\b")


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def classic_notes() -> set[str]:
    catalogue = load_classic("2nd", ("base", "wrath"))
    notes: set[str] = set()
    for seed in range(150):
        for sets in (("base",), ("base", "wrath")):
            notes.update(classic_randomizer.draw(catalogue, seed, 3, sets).notes)
    return notes


def advance_notes() -> set[str]:
    catalogue = load_advance()
    notes: set[str] = set()
    for seed in range(150):
        for board in ("dungeon", "wilderness"):
            notes.update(advance_randomizer.draw(catalogue, seed, board=board).notes)
    return notes


@pytest.mark.parametrize("notes", [classic_notes, advance_notes], ids=["classic", "advance"])
def test_every_note_of_the_randomizers_is_said_in_german(german, notes):
    written = notes()
    assert len(written) > 20                       # the seeds do swap cards: the test sees real notes
    for note in sorted(written):
        said = note_text(note)
        assert said != note and not ENGLISH.search(said), f"{note!r} -> {said!r}"


def test_every_reason_of_the_card_data_has_a_phrase():
    reasons = {need.because for card in load_classic("2nd", ("base", "wrath")).cards.values() for need in card.needs}
    advance = load_advance()
    reasons |= {need.because for card in advance.cards.values() for need in card.needs}
    reasons |= {need.because for board in advance.boards.values() for need in board.needs}
    patterns = [re.compile("".join(re.escape(p) if k % 2 == 0 else r"\d+"
                                   for k, p in enumerate(re.split(r"\{(\w+)\}", phrase))) + r"\Z")
                for phrase in PHRASES]
    missing = [r for r in sorted(reasons) if not any(p.match(r) for p in patterns)]
    assert not missing, f"reasons without a phrase in ui/setup_phrases.py: {missing}"


def test_a_note_reads_as_german_with_the_cards_german_names(german):
    note = "Fireball came in for Spear: Ebon Fume is hurt only by Magic Attack."
    said = note_text(note)
    assert said.startswith("Neu im Spiel: Feuerball, ") and "Magischem Angriff" in said, said
