"""The Hint speaks like a player: its reason says why (what a card does for this deck, what a fight is worth, what a
Weapon changes), never the move again; and explaining a move never changes the move."""

from __future__ import annotations

import random

from tests.engine.support import act, position
from thunderstone_gui.ai import hint, make_agent
from thunderstone_gui.engine import GameConfig, apply, describe_action, legal_actions, observe
from thunderstone_gui.engine.session import Session


def hinted(state):
    action, reason = hint(observe(state, state.pending.seat))
    said = describe_action(state, action)
    assert not reason.lower().startswith(said.lower()), f"{said!r} said again: {reason!r}"
    assert "the best use of" not in reason
    return said, reason


def test_a_purchase_says_what_the_card_does_for_this_deck_and_what_it_beats():
    state = position(["militia", "militia", "militia", "torch", "dagger"],
                     deck=["militia", "militia", "thyrian_squire", "regian_cleric", "torch", "dagger", "iron_rations",
                           "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "visit_village")
    said, reason = hinted(state)
    assert said == "buy Battle Fury"
    assert reason.startswith("Battle Fury gives each of your 8 Heroes +1 Attack in a battle: with it ")
    assert "likely hands beat Nixie" in reason and "it does more for your deck than" in reason


def test_a_weapon_says_what_it_changes_in_the_battle():
    state = position(["thyrian_squire", "short_sword", "militia", "torch", "torch"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    said, reason = hinted(state)
    assert said == "equip Short Sword to Thyrian Squire"
    assert reason == "Short Sword is of most use to Thyrian Squire: with it you beat Grudgebeast (7 against Health 4)"


def test_an_attack_says_what_the_victory_is_worth():
    state = position(["thyrian_squire", "short_sword", "militia", "torch", "torch"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "short_sword", "hero": "thyrian_squire"})
    said, reason = hinted(state)
    assert said.startswith("attack rank")
    assert " against Health " in reason and " wins " in reason and " VP and " in reason


def test_the_turn_choice_weighs_the_purchase_against_the_fight():
    state = position(["thyrian_squire", "short_sword", "militia", "torch", "torch"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    said, reason = hinted(state)
    if said == "visit village":
        assert reason.startswith("its 7 Gold buys ") and "worth more to your deck than beating Grudgebeast" in reason
    else:
        assert reason.startswith("this hand beats ")


def test_a_level_up_says_what_the_new_hero_brings():
    state = position(["militia", "militia", "disease", "disease"], xp=3, hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "visit_village")
    said, reason = hinted(state)
    if said.startswith("level up"):
        assert " is the stronger Hero (" in reason and "for 3 XP" in reason


def test_explaining_a_move_never_changes_it():
    """The Hint's words cost a little more than the move; the move is the same, decision after decision."""
    session = Session(GameConfig.new(["Ann", "Bob"], seed=4, setup="random"))
    state = session.state
    rng = random.Random(4)
    compared = 0
    while state.result is None and compared < 40:
        obs = observe(state, state.pending.seat)
        if len(obs.legal) > 1:
            chooser, explainer = make_agent("normal", 9), make_agent("normal", 9)
            assert chooser.choose(obs) == explainer.explain(obs)[0]
            compared += 1
        apply(state, rng.choice(legal_actions(state)))
    assert compared == 40
