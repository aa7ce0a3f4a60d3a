"""Undead-Doom monsters: Famine, Harbinger, Kingdom, Lord of Death, Suffering."""

import pytest

from .card_helpers import cards_of, check_numbers, fight, hall_with, options, result, won
from .support import choose, kinds, owned, position, trash


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("famine", 4, 1, 1, 2), ("harbinger", 3, 1, 2, 1), ("kingdom", 5, 1, 2, 3), ("lord_of_death", 9, 3, 2, 7),
    ("suffering", 6, 2, 2, 4)])
def test_undead_doom_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Famine, Kingdom, LoD
@pytest.mark.parametrize("monster, health, diseases", [("famine", 4, 1), ("kingdom", 5, 1), ("lord_of_death", 9, 2)])
def test_disease_monsters_give_diseases_to_the_discard_pile_win_or_lose(monster, health, diseases):
    state = position(["militia"] * health + ["lightstone_gem"], hall=hall_with(monster))
    supply = len(state.supply["disease"])
    events = fight(state, 1)
    assert won(events) and result(events)["total"] == health        # the new Diseases are not in this battle
    assert cards_of(state, events, "gained_disease") == ["disease"] * diseases
    assert owned(state).count("disease") == diseases and len(state.supply["disease"]) == supply - diseases
    state = position(["militia"], hall=hall_with(monster))
    events = fight(state, 1)
    assert not won(events) and owned(state).count("disease") == diseases


# ------------------------------------------------------------------------------------------- Harbinger
def test_harbinger_destroys_one_spell_which_still_counts_in_this_battle():
    state = position(["fireball", "torch"], hall=hall_with("harbinger"))
    events = fight(state, 1)
    assert won(events) and result(events)["magic"] == 3
    assert trash(state) == ["fireball"]


def test_harbinger_you_choose_the_spell_and_items_are_safe():
    state = position(["fireball", "battle_fury", "militia", "torch"], hall=hall_with("harbinger"))
    fight(state, 1)
    assert state.pending.prompt == "battle_destroy" and set(options(state)) == {"fireball", "battle_fury"}
    choose(state, card="battle_fury")
    assert trash(state) == ["battle_fury"]


def test_harbinger_without_a_spell_destroys_nothing():
    state = position(["militia"] * 3 + ["torch"], hall=hall_with("harbinger"))
    events = fight(state, 1)
    assert won(events) and "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Suffering
def test_suffering_strength_minus_2_unequips_and_gives_a_disease():
    state = position(["regian_priest", "short_sword", "thyrian_squire", "polearm", "iron_rations", "torch"],
                     hall=hall_with("suffering"))
    events = fight(state, 1, {"type": "use", "card": "iron_rations", "ability": "feed", "target": "thyrian_squire"},
                   {"type": "equip", "weapon": "short_sword", "hero": "regian_priest"},
                   {"type": "equip", "weapon": "polearm", "hero": "thyrian_squire"})
    # Priest 4 - 2 cannot carry the Short Sword; the Squire 6 + 2 - 2 = 6 gets only +2 from the Polearm
    assert (result(events)["attack"], result(events)["magic"]) == (2 + 2, 2)
    assert cards_of(state, events, "gained_disease") == ["disease"]
