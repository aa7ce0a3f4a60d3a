"""Every English sentence the original game's engine and computer seats show a player is said in German: games are
played and each reason, note, hint and description they produce must match a registered phrase
(ui/classic/phrases.py, ui/phrases.py) or a catalog entry, its card names translated too."""

from __future__ import annotations

import random

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.engine import GameConfig, breakdown, legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.game import describe_action, illegal_reason
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui.classic import phrases  # noqa: F401 - registers the phrases
from thunderstone_gui.ui.classic.input import NOTHING_THERE

# Fields of an event or a prompt whose value is a sentence or a word of the engine.
WORDED = ("reason", "what")


def engine_sentences(seed: int, sets: tuple[str, ...], decisions: int, hints: bool) -> set[str]:
    """What the engine says in one random game: reasons of events and prompts, why actions are illegal, the
    actions in words, the battle preview's notes and reasons, the Normal computer's hints."""
    from thunderstone_gui.ai import hint
    from thunderstone_gui.engine import observe

    session = Session(GameConfig.new(["Ann", "Bob"], seed=seed, setup="random", monster_classes=4, sets=sets))
    rng = random.Random(seed)
    said: set[str] = {NOTHING_THERE}
    for k in range(decisions):
        state = session.state
        if state.result is not None:
            said.add(state.result.reason)
            break
        legal = legal_actions(state)
        said.update(describe_action(state, a) for a in legal)
        if state.pending.kind == "prompt":
            said.update(str(state.pending.detail(f)) for f in WORDED if state.pending.detail(f))
        for probe in _illegal_probes(state, rng):
            said.add(illegal_reason(state, probe))
        if state.pending.kind in ("turn", "dungeon"):
            for rank in (1, 2, 3):
                if state.hall[rank - 1] >= 0:
                    bd = breakdown(state, rank)
                    said.update(bd.notes)
                    said.add(bd.reason)
                    said.update(line.note for line in bd.lines)
        if hints and k % 3 == 0 and state.pending.seat >= 0:
            said.add(hint(observe(state, state.pending.seat), "normal", seed=k)[1])
        for event in session.submit(rng.choice(legal)):
            said.update(str(event.get(f)) for f in WORDED if event.get(f))
    return {s for s in said if s}


def _illegal_probes(state, rng: random.Random) -> list[Action]:
    cards = range(len(state.cards))
    return [Action("buy", card=rng.choice(cards)), Action("level_up", card=rng.choice(cards)),
            Action("equip", card=rng.choice(cards), target=rng.choice(cards)), Action("attack", rank=rng.choice(
                (1, 2, 3))), Action("use", card=rng.choice(cards), option="draw")]


@pytest.mark.parametrize("seed,sets", [(1, ("base",)), (2, ("base", "wrath")), (3, ("base", "wrath"))])
def test_every_sentence_of_the_engine_has_a_german_phrase(seed, sets):
    said = engine_sentences(seed, sets, 400, hints=seed == 1)
    missing = sorted(s for s in said if i18n.phrase_matches(s) is None)
    assert not missing, "add to ui/classic/phrases.py (and the catalog): " + "; ".join(repr(s) for s in missing)


def test_a_phrase_is_said_in_german_with_its_card_names():
    i18n.set_language("de")
    try:
        assert i18n.engine_text("Short Sword costs 6 and you have 4 Gold") == "Kurzschwert kostet 6, du hast 4 Gold"
        assert i18n.engine_text("equip Dagger to Regian Cleric") == "Regischer Kleriker mit Dolch ausrüsten"
        assert i18n.engine_text("Magic Attack halved; no Hero armed") == \
            "Magischer Angriff halbiert; kein Held bewaffnet"
        assert i18n.engine_text("something the engine has never said") == "something the engine has never said"
    finally:
        i18n.set_language("en")
    assert i18n.engine_text("Short Sword costs 6 and you have 4 Gold") == "Short Sword costs 6 and you have 4 Gold"
