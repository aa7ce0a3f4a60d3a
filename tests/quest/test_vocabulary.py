"""The card vocabulary's forms for what printed cards say (docs/quest-cards.md): amounts read from the game,
conditions, a choice of one, triggers, the protected and hero_bonus traits. The importer's checker knows them (one
message per wrong field), and a set that does not use them keeps the fingerprint its saved games name."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.cards import content_hash, our_set
from thunderstone_gui.systems.quest.set_files import SetProblem, check_data
from thunderstone_gui.systems.quest.template import TEMPLATE_HEAD

from .helpers import act, position


def our_data() -> dict:
    return our_set().data.model_dump(mode="json", exclude_defaults=True)


def with_card_fields(**fields: object) -> dict:
    data = our_data()
    data["cards"][0].update(copy.deepcopy(fields))
    return data


GOOD = {
    "amount": {"after_battle": [{"verb": "gain_xp", "amount": {"equal_to": "light"}}]},
    "counted": {"after_battle": [{"verb": "draw", "count": {"equal_to": "cards", "keyword": "wizard", "half": True}}]},
    "if": {"after_battle": [{"verb": "if", "condition": {"have": "treasure"},
                             "effects": [{"verb": "wound", "count": 1}],
                             "otherwise": [{"verb": "gain_xp", "amount": 1}]}]},
    "unless": {"before_battle": [{"verb": "unless", "condition": {"value": "wounds", "at_least": 2},
                                  "effects": [{"verb": "heal", "count": 1}]}]},
    "choose_one": {"abilities": [{"key": "form", "when": ["dungeon"], "effects": [{"verb": "choose_one", "options": [
        {"label": "Bear", "effects": [{"verb": "produce", "value": "attack", "amount": 3}]},
        {"label": "Owl", "effects": [{"verb": "produce", "value": "light", "amount": 2}]}]}]}]},
    "trigger": {"triggers": [{"whenever": "wounded", "effects": [{"verb": "gain_xp", "amount": 1}]}]},
    "lexicon": {"after_battle": [{"verb": "cancel", "what": ["alert"]}, {"verb": "discard_from_deck", "count": 2},
                                 {"verb": "discard_card", "highest": "cost"},
                                 {"verb": "gain_xp", "amount": {"equal_to": "gear", "most": 3, "least": 1}}]},
    "face_down": {"abilities": [{"key": "lurk", "when": ["dungeon"], "effects": [
        {"verb": "place_face_down", "room": "any", "level": 2}]}],
                  "triggers": [{"whenever": "defeated", "effects": [{"verb": "place_face_down"}]}]},
    "dice": {"abilities": [{"key": "roll", "when": ["village"], "effects": [
        {"verb": "roll_dice", "count": 5},
        {"verb": "if", "condition": {"doubles": True}, "effects": [{"verb": "gain_xp", "amount": 1}]},
        {"verb": "produce", "value": "gold", "amount": {"equal_to": "roll", "half": True}}]}]},
    "traits": {"traits": [{"verb": "protected", "against": ["destroy", "discard"]},
                          {"verb": "hero_bonus", "skill": 2, "condition": {"have": "blunt"}}]},
}


@pytest.mark.parametrize("form", sorted(GOOD))
def test_each_new_form_passes_the_check(form):
    checked = check_data(with_card_fields(**GOOD[form]))
    assert checked.cards[0].id == "adventurer"


BAD = {
    "amount of an unknown quantity": ({"after_battle": [{"verb": "gain_xp", "amount": {"equal_to": "lights"}}]},
                                      "amount.equal_to"),
    "amount as a word": ({"after_battle": [{"verb": "gain_xp", "amount": "light"}]}, "{equal_to: light}"),
    "amount zero": ({"after_battle": [{"verb": "gain_xp", "amount": 0}]}, "at least 1"),
    "keyword not counting cards": ({"after_battle": [{"verb": "draw", "count": {"equal_to": "light",
                                                                                "keyword": "x"}}]}, "equal_to: cards"),
    "condition missing": ({"after_battle": [{"verb": "if", "effects": [{"verb": "wound", "count": 1}]}]},
                          "condition is missing"),
    "condition of two kinds": ({"after_battle": [{"verb": "if", "condition": {"have": "treasure", "value": "xp",
                                                                                "at_least": 1},
                                                  "effects": [{"verb": "wound", "count": 1}]}]}, "one of them"),
    "value without a bound": ({"after_battle": [{"verb": "if", "condition": {"value": "xp"},
                                                 "effects": [{"verb": "wound", "count": 1}]}]}, "at_least or at_most"),
    "one option": ({"after_battle": [{"verb": "choose_one", "options": [
        {"label": "A", "effects": [{"verb": "wound", "count": 1}]}]}]}, "options"),
    "options alike": ({"after_battle": [{"verb": "choose_one", "options": [
        {"label": "A", "effects": [{"verb": "wound", "count": 1}]},
        {"label": "A", "effects": [{"verb": "heal", "count": 1}]}]}]}, "labels that differ"),
    "unknown event": ({"triggers": [{"whenever": "woundedd", "effects": [{"verb": "wound", "count": 1}]}]},
                      "whenever"),
    "on instead of whenever": ({"triggers": [{"on": "wounded", "effects": [{"verb": "wound", "count": 1}]}]},
                               "`whenever:`"),
    "YAML's on as true": ({"triggers": [{True: "wounded", "effects": [{"verb": "wound", "count": 1}]}]},
                          "`whenever:`"),
    "bonus on its own attack": ({"traits": [{"verb": "hero_bonus", "attack": 1,
                                             "condition": {"value": "attack", "at_least": 3}}]}, "cannot depend"),
    "protected against a typo": ({"traits": [{"verb": "protected", "against": ["destory"]}]}, "against"),
    "cancel of nothing": ({"after_battle": [{"verb": "cancel", "what": []}]}, "what"),
    "cancel of a typo": ({"after_battle": [{"verb": "cancel", "what": ["alerts"]}]}, "what"),
    "lowest of an unknown value": ({"after_battle": [{"verb": "destroy_card", "lowest": "price"}]}, "lowest"),
    "discard from the deck without a count": ({"after_battle": [{"verb": "discard_from_deck"}]}, "count"),
    "face down in a typo'd room": ({"after_battle": [{"verb": "place_face_down", "room": "that"}]}, "room"),
    "face down from level 4": ({"after_battle": [{"verb": "place_face_down", "level": 4}]}, "level"),
    "more dice than the box has": ({"after_battle": [{"verb": "roll_dice", "count": 6}]}, "count"),
    "no dice": ({"after_battle": [{"verb": "roll_dice", "count": 0}]}, "count"),
    "doubles as a word": ({"after_battle": [{"verb": "if", "condition": {"doubles": "maybe"},
                                             "effects": [{"verb": "wound", "count": 1}]}]}, "doubles"),
    "doubles and a value": ({"after_battle": [{"verb": "if", "condition": {"doubles": True, "value": "roll",
                                                                             "at_least": 7},
                                               "effects": [{"verb": "wound", "count": 1}]}]}, "one of them"),
    "an amount of the dice misspelt": ({"after_battle": [{"verb": "gain_xp", "amount": {"equal_to": "dice"}}]},
                                       "amount.equal_to"),
    "maximum below 0": ({"after_battle": [{"verb": "gain_xp", "amount": {"equal_to": "xp", "most": -1}}]}, "most"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_each_wrong_field_gets_one_message_naming_it(case):
    fields, words = BAD[case]
    with pytest.raises(SetProblem) as caught:
        check_data(with_card_fields(**fields))
    problems = caught.value.problems
    assert len(problems) == 1 and problems[0].startswith("cards[0] (adventurer)") and words in problems[0], problems


def test_a_set_without_the_new_forms_keeps_its_fingerprint():
    """Our set's fingerprint as main computed it before the new forms existed (saved games name it): a set that does
    not use them keeps it. (A change of ours.yaml itself changes it on purpose: update the number then.)"""
    assert our_set().hash == "faddf2a1ad785e99e52e"


def test_an_old_save_of_a_position_with_inline_cards_still_loads():
    """A game saved before the new forms, begun from a scenario with inline cards (the Goblin Berserker, the Mine)."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "quest-position-before-issue-46.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    session = Session.from_record(path.read_text(encoding="utf-8"))
    last = max(data["checkpoints"], key=lambda c: c["index"])
    assert session.state.state_hash() == last["state_hash"] and len(session.steps) == len(data["actions"])


def test_a_set_using_triggers_has_another_fingerprint():
    plain = check_data(our_data())
    with_trigger = check_data(with_card_fields(**GOOD["trigger"]))
    assert content_hash(plain) != content_hash(with_trigger)


def test_the_template_shows_the_new_forms():
    for form in ("equal_to:", "verb: if", "verb: unless", "choose_one", "whenever:", "protected", "hero_bonus",
                 "verb: cancel", "discard_from_deck", "lowest: cost", "most: 2", "place_face_down", "room: this",
                 "roll_dice", "doubles: true", "equal_to: roll"):
        assert form in TEMPLATE_HEAD


def test_an_amount_is_read_when_the_effect_resolves_and_bounded():
    """XP equal to twice the Light plus 1, halved rounding up: 2 Lanterns (2 Light) give (2*2+1)/2 -> 3."""
    state = position(cards=[{"id": "lamp_oracle", "name": "Lamp Oracle", "kind": "item", "group": "Lamp Oracle",
                             "count": 2, "cost": 3,
                             "abilities": [{"key": "read", "when": ["dungeon"], "effects": [
                                 {"verb": "gain_xp", "amount": {"equal_to": "light", "times": 2, "plus": 1,
                                                                "half": True}}]}]}],
                     players=[{"hand": ["lamp_oracle", "lantern", "lantern", "adventurer", "adventurer", "dagger"]},
                              {}])
    act(state, "enter_dungeon")
    act(state, "use", card="lamp_oracle")
    assert state.players[0].xp == 3


def test_unless_with_a_value_condition():
    """`unless` wounds > 0: heal; a player with no Wound draws instead (`otherwise`)."""
    card = {"id": "calm_tea", "name": "Calm Tea", "kind": "item", "group": "Calm Tea", "count": 2, "cost": 2,
            "abilities": [{"key": "sip", "when": ["dungeon"], "effects": [
                {"verb": "unless", "condition": {"value": "wounds", "at_least": 1},
                 "effects": [{"verb": "draw", "count": 1}], "otherwise": [{"verb": "gain_xp", "amount": 2}]}]}]}
    hand = ["calm_tea", "lantern", "adventurer", "adventurer", "dagger", "thunderstone_shard"]
    fresh = position(cards=[card], players=[{"hand": hand, "deck": ["adventurer"]}, {}])
    act(fresh, "enter_dungeon")
    act(fresh, "use", card="calm_tea")
    assert len(fresh.players[0].hand) == 7 and fresh.players[0].xp == 0
    hurt = position(cards=[card], players=[{"hand": hand, "deck": ["adventurer"], "wounds": 1}, {}])
    act(hurt, "enter_dungeon")
    act(hurt, "use", card="calm_tea")
    assert len(hurt.players[0].hand) == 6 and hurt.players[0].xp == 2


def test_cancel_after_battle_and_alert_effects():
    """A cancelled Alert! and After Battle do not resolve; the Monster's printed Wounds still come."""
    cards = [{"id": "hush_charm", "name": "Hush Charm", "kind": "item", "group": "Hush Charm", "count": 2, "cost": 3,
              "abilities": [{"key": "hush", "when": ["dungeon"],
                             "effects": [{"verb": "cancel", "what": ["after_battle", "alert"]}]}]},
             {"id": "howler", "name": "Howler", "kind": "monster", "group": "Mire Goblins", "count": 1, "level": 1,
              "health": 2, "wounds": 1, "xp": 0,
              "alert": [{"when": "into", "effects": [{"verb": "wound", "count": 3}]}],
              "after_battle": [{"verb": "wound", "count": 2}]}]
    hand = ["hush_charm", "korrin_1", "lantern", "adventurer", "thunderstone_shard", "dagger"]
    hushed = position(cards=cards, rooms={"collapsed_gate": "howler"}, players=[{"hand": hand}, {}])
    act(hushed, "enter_dungeon")
    act(hushed, "use", card="hush_charm")
    events = act(hushed, "move", option="collapsed_gate")
    assert "alert_cancelled" in [e.kind for e in events] and hushed.players[0].wounds == 1
    loud = position(cards=cards, rooms={"collapsed_gate": "howler"}, players=[{"hand": hand}, {}])
    act(loud, "enter_dungeon")
    act(loud, "move", option="collapsed_gate")
    assert loud.players[0].wounds == 3 + 1 + 2
