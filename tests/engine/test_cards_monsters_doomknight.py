"""Doomknight-Humanoid monsters: Darkness, Judgement, Knightmare, Lord Mortis, The Prince."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import check_numbers, fight, hall_with, options, result, won
from .support import act, choose, kinds, owned, position, trash


def equip(weapon, hero):
    return {"type": "equip", "weapon": weapon, "hero": hero}


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("darkness", 6, 2, 1, 4), ("judgement", 5, 1, 1, 3), ("knightmare", 8, 3, 1, 6), ("lord_mortis", 4, 1, 1, 2),
    ("the_prince", 7, 2, 1, 5)])
def test_doomknight_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Darkness
def test_darkness_heroes_without_a_weapon_give_no_attack_no_magic_no_light():
    state = position(["militia", "militia", "dagger", "elf_wizard", "lightstone_gem"], hall=hall_with("darkness"))
    act(state, "enter_dungeon", equip("dagger", "militia"))
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic, bd.light) == (1 + 1, 0, 3)


def test_darkness_light_minus_1():
    state = position(["torch", "militia", "dagger"], hall=hall_with("darkness"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light_penalty == 1 + 1 - 1
    state = position(["torch"], hall=hall_with("darkness", rank=3))
    act(state, "enter_dungeon")
    assert breakdown(state, 3).light_penalty == 3 + 1 - 1


# ------------------------------------------------------------------------------------------- Judgement
def test_judgement_strength_minus_2_unequips_a_weapon_and_each_hero_loses_1():
    state = position(["regian_cleric", "short_sword", "lightstone_gem", "fireball"], hall=hall_with("judgement"))
    events = fight(state, 1, equip("short_sword", "regian_cleric"))
    assert (result(events)["attack"], result(events)["magic"]) == (0, 1 + 3 - 1)


def test_judgement_each_heros_point_comes_from_its_attack_or_its_magic_attack():
    state = position(["thyrian_knight", "flaming_sword", "lightstone_gem"], hall=hall_with("judgement"))
    events = fight(state, 1, equip("flaming_sword", "thyrian_knight"))      # Strength 8 - 2 still carries 5
    assert state.pending.prompt == "penalty"
    events += choose(state, option="magic")
    assert (result(events)["attack"], result(events)["magic"]) == (4, 2)
    assert won(events)


def test_judgement_penalty_is_per_hero():
    state = position(["thyrian_squire", "thyrian_squire", "lightstone_gem"], hall=hall_with("judgement"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 2 * (2 - 1)


# ------------------------------------------------------------------------------------------- Knightmare
def test_knightmare_light_minus_2():
    state = position(["militia"], hall=hall_with("knightmare"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light_penalty == 3


def test_knightmare_destroys_one_fighter_of_your_choice():
    state = position(["thyrian_squire", "amazon_archer", "elf_wizard", "lightstone_gem", "fireball", "fireball"],
                     hall=hall_with("knightmare"))
    events = fight(state, 1)
    assert state.pending.prompt == "battle_destroy"
    assert set(options(state)) == {"thyrian_squire", "amazon_archer"}
    events += choose(state, card="amazon_archer")
    assert won(events) and trash(state) == ["amazon_archer"]


def test_knightmare_without_a_fighter_destroys_nothing():
    state = position(["elf_wizard", "militia", "lightstone_gem"], hall=hall_with("knightmare"))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Lord Mortis
def test_lord_mortis_light_minus_1_as_the_card_prints_it():
    """The printed card says Light -1; the glossaries' "by 2" repeats Knightmare's entry, and a card's text beats
    the rulebook (docs/rules.md 44)."""
    state = position(["militia"] * 4 + ["lantern"], hall=hall_with("lord_mortis"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light_penalty == 0                   # Rank 1 + 1, Light 2
    assert won(act(state, {"type": "attack", "rank": 1}))          # Attack 4 = Health 4
    state = position(["militia"] * 4, hall=hall_with("lord_mortis", rank=2))
    act(state, "enter_dungeon")
    assert breakdown(state, 2).light_penalty == 2 + 1


# ------------------------------------------------------------------------------------------- The Prince
def test_the_prince_2nd_edition_strength_minus_2_and_one_fighter_destroyed():
    """Reference (2nd edition, default): every Hero suffers Strength -2 (this can leave Weapons unequipped);
    destroy one Fighter."""
    state = position(["regian_cleric", "short_sword", "thyrian_squire", "lightstone_gem", "fireball"],
                     hall=hall_with("the_prince"))
    events = fight(state, 1, equip("short_sword", "regian_cleric"))
    assert (result(events)["attack"], result(events)["magic"]) == (2, 1 + 3)     # the Short Sword is too heavy
    assert not won(events)
    assert trash(state) == ["thyrian_squire"]                                    # win or lose


def test_the_prince_1st_edition_attack_minus_2_per_hero_and_weapons_stay():
    """1st-edition Vincent example: each Hero suffers -2 Attack; the Strength-4 Cleric keeps his Short Sword."""
    state = position(["regian_cleric", "short_sword", "thyrian_squire", "lightstone_gem", "fireball"],
                     hall=hall_with("the_prince"), edition="1st")
    events = fight(state, 1, equip("short_sword", "regian_cleric"))
    assert (result(events)["attack"], result(events)["magic"]) == ((4 - 2) + (2 - 2), 1 + 3)
    assert trash(state) == ["thyrian_squire"]


def test_the_prince_destroyed_fighter_still_fights():
    state = position(["thyrian_knight", "lightstone_gem", "fireball"], hall=hall_with("the_prince"))
    events = fight(state, 1)
    assert won(events) and result(events)["total"] == 4 + 3
    assert trash(state) == ["thyrian_knight"] and "the_prince" in owned(state)
