"""Humanoid monsters: Bloodskull Orc, Deadbone Troll, Firebrand Cyclops, Grayskin Lizard, Griknack Goblin."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import cards_of, check_no_effect, check_numbers, fight, hall_with, result, won
from .support import act, owned, position


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("bloodskull_orc", 5, 1, 3, 0), ("deadbone_troll", 7, 2, 2, 5), ("firebrand_cyclops", 6, 2, 1, 4),
    ("grayskin_lizard", 6, 1, 2, 3), ("griknack_goblin", 4, 1, 1, 1)])
def test_humanoid_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


@pytest.mark.parametrize("monster, health", [("bloodskull_orc", 5), ("firebrand_cyclops", 6),
                                             ("griknack_goblin", 4)])
def test_humanoid_without_effect(monster, health):
    check_no_effect(monster, health)


def test_bloodskull_orc_gold_3_in_the_erik_purchase():
    """2nd-edition Erik example with the Orc in place of the Goblin: Torch 2 + Dagger 1 + Orc 3 + Iron Rations 2."""
    state = position(["torch", "dagger", "bloodskull_orc", "iron_rations"])
    from .card_helpers import gold_available

    act(state, "visit_village")
    assert gold_available(state) == 8


# ------------------------------------------------------------------------------------------- Deadbone Troll
def test_deadbone_troll_gives_a_disease_win_or_lose():
    state = position(["militia"] * 7 + ["lightstone_gem"], hall=hall_with("deadbone_troll"))
    events = fight(state, 1)
    assert won(events) and cards_of(state, events, "gained_disease") == ["disease"]
    state = position(["militia"], hall=hall_with("deadbone_troll"))
    events = fight(state, 1)
    assert not won(events) and "disease" in owned(state)


# ------------------------------------------------------------------------------------------- Grayskin Lizard
def test_grayskin_lizard_every_hero_carrying_a_weapon_gets_attack_1():
    state = position(["militia", "militia", "militia", "dagger", "dagger", "lightstone_gem"],
                     hall=hall_with("grayskin_lizard"))
    act(state, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"},
        {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert breakdown(state, 1).attack == 2 * (1 + 1 + 1) + 1
    events = act(state, {"type": "attack", "rank": 1})
    assert result(events)["attack"] == 7 and won(events)


def test_grayskin_lizard_bonus_is_not_a_trophy():
    state = position(["grayskin_lizard", "militia", "dagger"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert breakdown(state, 1).attack == 2
