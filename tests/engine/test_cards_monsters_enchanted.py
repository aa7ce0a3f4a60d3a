"""Enchanted monsters: Blink Dog, Griffon, Nixie, Pegasus, Sphinx."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import cards_of, check_no_effect, check_numbers, fight, hall_with, options, result, won
from .support import act, choose, has_legal, kinds, owned, position, trash


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("blink_dog", 3, 1, 1, 2), ("griffon", 7, 2, 1, 4), ("nixie", 5, 1, 4, 1), ("pegasus", 6, 1, 2, 2),
    ("sphinx", 8, 3, 2, 7)])
def test_enchanted_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Blink Dog
@pytest.mark.parametrize("rank, light_cards, allowed", [
    (1, ["torch"], False), (1, ["lantern"], True), (3, ["lightstone_gem"], False),
    (3, ["lightstone_gem", "torch"], True)])
def test_blink_dog_cannot_be_attacked_while_any_light_penalty_remains(rank, light_cards, allowed):
    state = position(["militia"] * 3 + light_cards, hall=hall_with("blink_dog", rank=rank))
    act(state, "enter_dungeon")
    assert has_legal(state, {"type": "attack", "rank": rank}) is allowed
    assert breakdown(state, rank).can_attack is allowed


def test_blink_dog_with_enough_light_is_an_ordinary_fight():
    state = position(["militia"] * 3 + ["lantern"], hall=hall_with("blink_dog"))
    events = fight(state, 1)
    assert won(events) and result(events)["light_penalty"] == 0


# ------------------------------------------------------------------------------------------- Griffon
def test_griffon_has_no_battle_effect():
    check_no_effect("griffon", 7)


def test_griffon_trophy_magic_attack_1():
    state = position(["griffon", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 1)


# ------------------------------------------------------------------------------------------- Nixie
def test_nixie_has_no_effect():
    check_no_effect("nixie", 5)


def test_nixie_in_hand_gives_no_attack():
    state = position(["nixie", "militia"], hall=["grudgebeast", "griffon", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 0)


# ------------------------------------------------------------------------------------------- Pegasus
def test_pegasus_has_no_battle_effect():
    check_no_effect("pegasus", 6)


def test_pegasus_trophy_attack_1_without_a_hero():
    state = position(["pegasus", "torch"], hall=["grudgebeast", "nixie", "griffon"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 0)


# ------------------------------------------------------------------------------------------- Sphinx
def test_sphinx_only_magic_attack_counts():
    state = position(["militia"] * 10 + ["fireball", "fireball", "lightstone_gem"], hall=hall_with("sphinx"))
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic, bd.total, bd.victory) == (0, 6, 6, False)


def test_sphinx_spoils_reveal_six_destroy_any_discard_the_rest():
    state = position(["fireball", "fireball", "fireball", "lightstone_gem"], hall=hall_with("sphinx"),
                     deck=["torch", "dagger", "militia", "lantern", "disease", "iron_rations", "feast"])
    supply = len(state.supply["disease"])
    events = fight(state, 1)
    assert won(events)
    assert cards_of(state, events, "revealed_from_deck") == ["torch", "dagger", "militia", "lantern", "disease",
                                                             "iron_rations"]
    assert state.pending.prompt == "sphinx"
    assert set(options(state)) == {"torch", "dagger", "militia", "lantern", "disease", "iron_rations", "done"}
    choose(state, card="militia")
    choose(state, card="disease")
    events = choose(state, option="done")
    assert trash(state) == ["militia"] and len(state.supply["disease"]) == supply + 1
    sphinx_discard = next(e for e in events if e.kind == "discarded" and e.get("reason") == "Sphinx")
    assert sorted(state.cards[i].id for i in sphinx_discard.cards) == ["dagger", "iron_rations", "lantern", "torch"]
    assert {"dagger", "iron_rations", "lantern", "torch", "feast", "sphinx"} <= set(owned(state))


def test_sphinx_spoils_come_before_a_breach():
    state = position(["fireball", "fireball", "fireball", "lightstone_gem"], hall=["sphinx", None, None],
                     deck=["torch"] * 6, dungeon=["tyxr_the_old", "nixie", "pegasus"],
                     others=[{"hand": ["militia"] * 4}])
    events = fight(state, 1)
    assert state.pending.prompt == "sphinx" and "breach" not in kinds(events)
    events = choose(state, option="done")
    assert "breach" in kinds(events)


def test_sphinx_trophy_magic_attack_2():
    state = position(["sphinx", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 2)
