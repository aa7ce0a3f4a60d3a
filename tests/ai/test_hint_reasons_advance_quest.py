"""The Hint explains itself in Thunderstone Advance and Thunderstone Quest as in the original game: its reason says
why - what a card does for this deck, what a battle gives, what the hand buys instead - from what the Normal level's
judgement weighed, never the move said again; it is said in German with the games' phrases; explaining a move never
changes it."""

from __future__ import annotations

import random

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.ai import hint, make_agent
from thunderstone_gui.engine import GameConfig, describe_action, legal_actions, observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui import strings
from thunderstone_gui.ui.advance import phrases as advance_phrases  # noqa: F401 - registers the phrases
from thunderstone_gui.ui.quest import phrases as quest_phrases  # noqa: F401 - registers the phrases

# The short reasons the levels give where nobody reads them: a hint must never be one of these.
TERSE = ("plays out best", "the only way on", "shop with ")


def hints_of(game: str, seed: int, decisions: int, every: int = 3):
    """(state kind, the move in words, the reason) for the hints of a game half played by the hint, half at
    random."""
    session = Session(GameConfig.new(["Ann", "Bob"], game=game, seed=seed, setup="random"))
    rng = random.Random(seed)
    found = []
    for k in range(decisions):
        state = session.state
        if state.result is not None:
            break
        legal = legal_actions(state)
        seat = state.pending.seat
        action = rng.choice(legal)
        if len(legal) > 1 and k % every == 0:
            action, why = hint(observe(state, seat))
            found.append((state.pending.kind, action, describe_action(state, action), why))
        session.submit(action)
    return found


def the_hint_text(said: str, why: str) -> str:
    return strings.tr("hint_text", what=said, why=why)


@pytest.mark.parametrize("game,seed", [("advance", 1), ("advance", 2), ("quest", 1), ("quest", 2)])
def test_a_hint_names_the_move_once_and_says_why(game, seed):
    found = hints_of(game, seed, 240)
    assert len(found) > 30
    for _, _, said, why in found:
        text = the_hint_text(said, why)
        assert text.count(said) == 1, f"{said!r} said again: {text!r}"
        assert why.strip().lower() != said.lower() and not why.lower().startswith(said.lower())
        assert not any(t in why for t in TERSE), why


def test_advance_hints_say_what_the_turn_and_the_card_are_worth():
    found = hints_of("advance", 1, 400, every=2) + hints_of("advance", 3, 400, every=2)
    turns = [why for kind, action, _, why in found if kind == "turn" and action.kind == "visit_village"]
    assert turns and all(" Gold buys " in why for why in turns)
    fights = [why for kind, action, _, why in found if kind == "turn" and action.kind == "enter_dungeon"]
    assert fights and all("Total Attack beats" in why or "a lost battle" in why for why in fights)
    buys = [(action, why) for kind, action, _, why in found if action.kind == "buy"]
    assert buys
    for _, why in buys:
        assert " likely hands" in why or " is a Hero (" in why or " brings " in why or " gives a Hero " in why \
            or " adds the most to your deck" in why, why


def test_an_advance_battle_hint_names_the_cards_its_total_attack_counts_on():
    """The battle preview shows the hand as it is; a hint to enter the Dungeon counts the preparations (Weapons
    equipped, Dungeon abilities used), so it names the hand's cards they use - and only cards in the hand."""
    session = Session(GameConfig.new(["Ann", "Bob"], game="advance", seed=1, setup="random"))
    rng = random.Random(1)
    named = 0
    for k in range(800):
        state = session.state
        if state.result is not None:
            break
        obs = observe(state, state.pending.seat)
        action = rng.choice(obs.legal)
        if state.pending.kind == "turn" or k % 2 == 0:     # the hint's turns and half the other moves: battles come
            action, why = hint(obs)
            if action.kind == "enter_dungeon" and " once it uses " in why:
                named += 1
                listed = why.split(" once it uses ")[1].split(": ")[0].removesuffix(", with a likely draw")
                names = [n.split(" ×")[0] for part in listed.split(" and ") for n in part.split(", ")]
                hand = {state.cards[i].name for i in state.players[state.active].hand}
                assert set(names) <= hand, (why, hand)
                i18n.set_language("de")
                try:
                    german = i18n.engine_text(why)
                finally:
                    i18n.set_language("en")
                assert ", sobald sie " in german and " once " not in german and " and " not in german, german
        session.submit(action)
    assert named >= 3


def test_quest_hints_say_what_the_battle_gives():
    found = hints_of("quest", 1, 500, every=2) + hints_of("quest", 3, 500, every=2)
    fights = [why for kind, action, _, why in found if action.kind == "enter_dungeon"]
    assert fights and all(" Attack beats " in why or why.startswith("the last turn") for why in fights)
    for why in fights:
        if " Attack beats " in why:
            assert " (Health " in why and (" XP" in why or "level-up" in why)
    bazaar = [why for kind, action, _, why in found if action.kind == "go_to" and action.option == "bazaar"]
    assert bazaar and all(" gold shops at The Bazaar" in why or why.startswith("the last turn") for why in bazaar)
    buys = [why for kind, action, _, why in found if action.kind == "buy"]
    assert buys and not any(why.startswith("buy ") for why in buys)


@pytest.mark.parametrize("game", ["advance", "quest"])
def test_the_hints_are_said_in_german(game):
    found = hints_of(game, 2, 300)
    i18n.set_language("de")
    try:
        for _, _, _, why in found:
            german = i18n.engine_text(why)
            assert german != why, why
            for english in (" your ", " the ", " beats ", " buys ", " with it ", "likely hands"):
                assert english not in f" {german} ", german
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["advance", "quest"])
def test_explaining_a_move_never_changes_it(game):
    session = Session(GameConfig.new(["Ann", "Bob"], game=game, seed=4, setup="random"))
    rng = random.Random(4)
    compared = 0
    while session.state.result is None and compared < 30:
        state = session.state
        obs = observe(state, state.pending.seat)
        if len(obs.legal) > 1:
            chooser, explainer = make_agent("normal", 9, game=game), make_agent("normal", 9, game=game)
            assert chooser.choose(obs) == explainer.explain(obs)[0]
            compared += 1
        session.submit(rng.choice(obs.legal))
