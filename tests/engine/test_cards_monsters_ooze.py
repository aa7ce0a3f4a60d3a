"""Ooze monsters: Black Slime, Gray Ooze, Green Blob, Noxious Slag, Red Jelly."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import check_numbers, fight, hall_with, options, result, won
from .support import act, choose, kinds, owned, position, trash


def equip(weapon, hero):
    return {"type": "equip", "weapon": weapon, "hero": hero}


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("black_slime", 5, 1, 1, 2), ("gray_ooze", 6, 2, 1, 3), ("green_blob", 5, 1, 1, 2), ("noxious_slag", 7, 3, 1, 6),
    ("red_jelly", 6, 2, 2, 2)])
def test_ooze_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Black Slime
def test_black_slime_destroys_one_militia():
    state = position(["militia", "militia", "elf_wizard", "fireball", "lightstone_gem"], hall=hall_with("black_slime"))
    events = fight(state, 1)
    assert won(events) and trash(state) == ["militia"]


def test_black_slime_without_militia_destroys_nothing():
    state = position(["elf_wizard", "fireball", "lightstone_gem"], hall=hall_with("black_slime"))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Gray Ooze
def test_gray_ooze_destroys_one_hero_unless_a_hero_carries_a_weapon():
    state = position(["militia", "elf_wizard", "fireball", "lightstone_gem"], hall=hall_with("gray_ooze"))
    fight(state, 1)
    assert state.pending.prompt == "battle_destroy" and set(options(state)) == {"militia", "elf_wizard"}
    choose(state, card="militia")
    assert trash(state) == ["militia"]
    state = position(["militia", "elf_wizard", "dagger", "fireball", "lightstone_gem"], hall=hall_with("gray_ooze"))
    fight(state, 1, equip("dagger", "militia"))
    assert not trash(state)


def test_gray_ooze_without_heroes_destroys_nothing():
    state = position(["fireball", "fireball", "lightstone_gem"], hall=hall_with("gray_ooze"))
    events = fight(state, 1)
    assert won(events) and not trash(state)


def test_gray_ooze_spoils_buy_one_food_after_a_victory():
    state = position(["fireball", "fireball", "lightstone_gem", "dagger", "militia"],
                     hall=hall_with("gray_ooze"),
                     card_set={"village": ["fireball", "lightstone_gem", "feast", "goodberries", "hatchet", "lantern",
                                           "short_sword", "town_guard"]})
    events = fight(state, 1, equip("dagger", "militia"))
    assert won(events) and state.pending.prompt == "spoils"
    assert state.pending.detail("gold") == 3 + 1
    assert set(options(state)) == {"iron_rations", "goodberries", "done"}       # no Feast (5), no Weapon
    choose(state, card="goodberries")
    assert "goodberries" in owned(state)


def test_gray_ooze_no_spoils_after_a_defeat():
    state = position(["torch", "torch", "dagger", "militia"], hall=hall_with("gray_ooze"))
    events = fight(state, 1, equip("dagger", "militia"))
    assert not won(events) and state.pending.kind == "turn"


# ------------------------------------------------------------------------------------------- Green Blob
def test_green_blob_destroys_one_food_which_still_counts_in_this_battle():
    """The Iron Rations are destroyed by a Battle effect: they stay in the battle, so the Militia (2 + 2) still
    carries the weight-4 Short Sword."""
    state = position(["militia", "iron_rations", "short_sword", "lightstone_gem"], hall=hall_with("green_blob"))
    events = fight(state, 1, {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"},
                   equip("short_sword", "militia"))
    assert result(events)["attack"] == 1 + 4 and won(events)
    assert trash(state) == ["iron_rations"]


def test_green_blob_without_food_destroys_nothing():
    state = position(["militia"] * 5 + ["lightstone_gem"], hall=hall_with("green_blob"))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Noxious Slag
def test_noxious_slag_halves_magic_and_ignores_edged_weapons_but_not_their_light():
    state = position(["thyrian_squire", "flaming_sword", "outlands_warrior", "warhammer", "fireball"],
                     hall=hall_with("noxious_slag"))
    act(state, "enter_dungeon", equip("flaming_sword", "thyrian_squire"), equip("warhammer", "outlands_warrior"))
    bd = breakdown(state, 1)
    assert bd.attack == 2 + 3 + 3                 # the blunt Warhammer still counts
    assert bd.magic == 3 // 2                     # Fireball 3 halved; the Flaming Sword's 3 is ignored
    assert bd.light == 1 + 1                      # ... but its Light counts


def test_noxious_slag_halving_comes_after_every_magic_bonus():
    state = position(["fireball", "fireball", "fireball", "torch"], hall=hall_with("noxious_slag"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == 9 // 2


def test_noxious_slag_halves_before_a_selurin_doubles():
    """The Warlock's card says its x2 applies last; the Slag's card only halves (docs/rules.md 1)."""
    state = position(["selurin_warlock", "fireball", "torch"], hall=hall_with("noxious_slag"))
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert bd.magic == (2 + 3) // 2 * 2
    assert bd.notes[:2] == ("Magic Attack halved", "Magic Attack x2")


def test_noxious_slag_interpretation_the_dwarfs_own_edged_bonus_still_counts():
    """The trait zeroes "any Attack or Magic Attack bonus from any Edged Weapon". The engine keeps the Dwarf's own
    +3 (his ability, not the Weapon's) and zeroes only the Dagger's +1."""
    state = position(["dwarf_guardian", "dagger", "lightstone_gem"], hall=hall_with("noxious_slag"))
    act(state, "enter_dungeon", equip("dagger", "dwarf_guardian"))
    assert breakdown(state, 1).attack == 1 + 3


# ------------------------------------------------------------------------------------------- Red Jelly
def test_red_jelly_destroys_one_weapon():
    state = position(["militia", "dagger", "fireball", "fireball", "lightstone_gem"], hall=hall_with("red_jelly"))
    events = fight(state, 1, equip("dagger", "militia"))
    assert won(events) and result(events)["attack"] == 2 and trash(state) == ["dagger"]


def test_red_jelly_trophy_light_1():
    state = position(["red_jelly", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    bd = breakdown(state, 2)
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty) == (1, 0, 1, 1)
