"""Every English sentence Thunderstone Advance's and Thunderstone Quest's engines and computer seats show a player is
said in German: random games are played (both Advance boards, Quest's random setup) and each reason, note, hint and
action in words they produce must match one of the game's own phrases (ui/advance/phrases.py, ui/quest/phrases.py;
ui/phrases.py) or a catalog entry - and so must every value a phrase takes from it, down to card names and numbers.

A value may also be a prompt's name ("battle_pick", in "answer 'battle_pick'"): it stays as it is. An option's id
("sable_1", "seat:1") never is: tests/i18n/test_no_data_ids.py checks that a German player reads none."""

from __future__ import annotations

import gettext
import random
import re

import pytest
from babel.messages.pofile import read_po

from thunderstone_gui import i18n
from thunderstone_gui.ai import hint
from thunderstone_gui.engine import GameConfig, breakdown, legal_actions, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.game import describe_action, illegal_reason
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui import phrases as shell_phrases
from thunderstone_gui.ui.advance import phrases as advance_phrases
from thunderstone_gui.ui.quest import phrases as quest_phrases

# Fields of an event or a prompt whose value is a sentence or a word of the engine.
WORDED = ("reason", "what")
NUMBER = re.compile(r"[+\-−]?\d+(\.\d+)?")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


class Coverage:
    """Whether `i18n.engine_text` can say a sentence in German with a game's phrases: the first phrase that matches
    (the most specific, as engine_text tries them) and, in turn, each of its values."""

    def __init__(self, phrases: tuple[str, ...], names: set[str], ids: set[str]) -> None:
        patterns = []
        for msgid in (*phrases, *shell_phrases.PHRASES):
            parts = _PLACEHOLDER.split(msgid)
            regex = "".join(re.escape(p) if k % 2 == 0 else f"(?P<{p}>.+?)" for k, p in enumerate(parts))
            patterns.append((sum(len(p) for p in parts[::2]), re.compile(regex + r"\Z", re.S)))
        self.patterns = [p for _, p in sorted(patterns, key=lambda lp: -lp[0])]
        self.names = names
        self.ids = ids
        # Card names: a name German keeps as it is ("Ghul") is translated all the same.
        with open(i18n.locale_dir() / "de" / "LC_MESSAGES" / "cards.po", "rb") as f:
            self.cards = {m.id for m in read_po(f) if m.string}
        self.messages = gettext.translation("messages", i18n.locale_dir(), ["de"])

    def covered(self, text: str) -> bool:
        if text in self.cards:
            return True
        for pattern in self.patterns:
            m = pattern.match(text)
            if m is not None:
                return all(self.value_covered(v) for v in m.groupdict().values())
        return self.messages.gettext(text) != text

    def value_covered(self, value: str) -> bool:
        return (NUMBER.fullmatch(value) is not None or value in self.names or self.covered(value)
                or self.messages.gettext(value.replace("_", " ")) != value.replace("_", " ")
                or value in self.ids)


def _probes(state, rng: random.Random) -> list[Action]:
    cards = range(len(state.cards))
    pick = rng.choice
    return [Action("buy", card=pick(cards)), Action("level_up", card=pick(cards)),
            Action("equip", card=pick(cards), target=pick(cards)), Action("wield", card=pick(cards), target=pick(
                cards)), Action("attack", rank=pick((1, 2, 3, 4))), Action("use", card=pick(cards), option="draw"),
            Action("prepare"), Action("rest"), Action("move", option="x"), Action("level_up", card=pick(cards),
                                                                                  option="x")]


def engine_sentences(game: str, seed: int, decisions: int, hints: bool, **options) -> tuple[set[str], set[str]]:
    """What the engine says in one random game: reasons of events and prompts, why actions are illegal, the
    actions in words, the battle preview's notes, the Normal computer's hints, the game's end; and the names of the
    prompts it asked (a reason may quote one)."""
    session = Session(GameConfig.new(["Ann", "Bob"], game=game, seed=seed, setup="random", **options))
    ids: set[str] = set()
    rng = random.Random(seed)
    said: set[str] = set()
    for k in range(decisions):
        state = session.state
        if state.result is not None:
            said.add(state.result.reason)
            break
        legal = legal_actions(state)
        for a in legal:
            said.add(describe_action(state, a))
        if state.pending.kind == "prompt":
            ids.add(state.pending.prompt)       # "not now: Ann must answer 'battle_pick'"
            said.update(str(state.pending.detail(f)) for f in WORDED if state.pending.detail(f))
        for probe in _probes(state, rng):
            said.add(illegal_reason(state, probe))
        said.update(_previews(game, state))
        if hints and k % 3 == 0 and state.pending.seat >= 0:
            said.add(hint(observe(state, state.pending.seat), "normal", seed=k)[1])
        for event in session.submit(rng.choice(legal)):
            said.update(str(event.get(f)) for f in WORDED if isinstance(event.get(f), str) and event.get(f))
    return {s for s in said if s}, ids


def _previews(game: str, state) -> list[str]:
    out: list[str] = []
    if game == "advance" and state.pending.kind in ("turn", "dungeon"):
        for rank in range(1, len(state.hall) + 1):
            if state.hall[rank - 1] >= 0:
                bd = breakdown(state, rank)
                out += [*bd.notes, bd.reason, *(line.note for line in bd.lines)]
    if game == "quest" and state.pending.kind == "dungeon":
        for room, iid in enumerate(state.room_monster):
            if iid >= 0:
                out += [line.note for line in breakdown(state, room).lines]
    return out


def _missing(game: str, said_and_ids: tuple[set[str], set[str]]) -> list[str]:
    said, ids = said_and_ids
    phrases = advance_phrases.PHRASES if game == "advance" else quest_phrases.PHRASES
    coverage = Coverage(phrases, {"Ann", "Bob"}, ids)
    return sorted(s for s in said if not coverage.covered(s))


@pytest.mark.parametrize("seed,board", [(1, "dungeon"), (2, "wilderness"), (3, "dungeon"), (4, "wilderness")])
def test_every_sentence_of_advance_has_a_german_phrase(seed, board):
    said = engine_sentences("advance", seed, 600, hints=seed <= 2, board=board)
    missing = _missing("advance", said)
    assert not missing, "add to ui/advance/phrases.py (and the catalog): " + "; ".join(repr(s) for s in missing)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_sentence_of_quest_has_a_german_phrase(seed):
    said = engine_sentences("quest", seed, 600, hints=seed <= 2)
    missing = _missing("quest", said)
    assert not missing, "add to ui/quest/phrases.py (and the catalog): " + "; ".join(repr(s) for s in missing)


@pytest.mark.parametrize("game", ["advance", "quest"])
def test_every_phrase_has_a_german_translation(game):
    with open(i18n.locale_dir() / "de" / "LC_MESSAGES" / "messages.po", "rb") as f:
        translated = {m.id for m in read_po(f) if m.string and not m.fuzzy}
    phrases = advance_phrases.PHRASES if game == "advance" else quest_phrases.PHRASES
    untranslated = [p for p in phrases if p not in translated]
    assert not untranslated, f"{game}: no German for " + "; ".join(repr(p) for p in untranslated)


def test_advance_and_quest_say_their_reasons_and_hints_in_german():
    advance = Session(GameConfig.new(["Ann", "Bob"], game="advance", seed=1, setup="random")).state
    quest = Session(GameConfig.new(["Ann", "Bob"], game="quest", seed=1, setup="random")).state
    seat = advance.pending.seat
    who = advance.config.seats[seat].name
    not_now = illegal_reason(advance, Action("attack", rank=1))
    assert not_now == f"not now: {who} must choose Village, Dungeon, Prepare or Rest"
    _, why = hint(observe(advance, seat), "normal", seed=1)
    # "this hand beats no monster (4 against Health 6 of Ghul is the closest); its 7 Gold buys Thundermage Summoner"
    assert why.startswith("this hand beats no monster (") and " Gold buys " in why
    i18n.set_language("de")
    try:
        assert i18n.engine_text(not_now) == f"nicht jetzt: {who} muss Dorf, Dungeon, Vorbereitung oder Erholung wählen"
        assert i18n.engine_text(why).startswith("diese Hand besiegt kein Monster (") and "Gold buys" not in \
            i18n.engine_text(why)
        assert i18n.engine_text("Longspear costs 3 and you have 2 Gold") == "Langspeer kostet 3, du hast 2 Gold"
        assert i18n.engine_text("use Curse of Horror: shake_off") == "Fluch des Grauens nutzen: abschütteln"
        assert i18n.engine_text("the Thunderstone Bearer reached Rank 1") == \
            "der Donnersteinträger erreichte Position 1"
        assert i18n.engine_text(describe_action(quest, Action("end_turn"))) == "den Zug beenden"
        assert i18n.engine_text("Adventurer wields Dagger") == "Abenteurer führt Dolch"
        assert i18n.engine_text("Mending Light costs 5 and you have 2 gold") == \
            "Heilendes Licht kostet 5, du hast 2 Gold"
        assert i18n.engine_text("the Guardian's last round is over") == "die letzte Runde des Wächters ist vorbei"
    finally:
        i18n.set_language("en")
