"""Undead-Spirit monsters: Ghost, Haunt, Revenant, Spectre, Wraith."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import cards_of, check_numbers, fight, hall_with, options, result, won
from .support import act, bottom_of_dungeon, choose, kinds, owned, position, trash


def equip(weapon, hero):
    return {"type": "equip", "weapon": weapon, "hero": hero}


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("ghost", 6, 1, 1, 4), ("haunt", 4, 1, 1, 2), ("revenant", 7, 2, 2, 5), ("spectre", 5, 1, 1, 3),
    ("wraith", 6, 2, 2, 4)])
def test_undead_spirit_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Ghost
def test_ghost_halves_the_total_without_magic_attack():
    state = position(["thyrian_knight", "thyrian_squire", "lightstone_gem"], hall=hall_with("ghost"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == (4 + 2) // 2
    state = position(["thyrian_knight", "thyrian_squire", "elf_wizard", "feast", "lightstone_gem"],
                     hall=hall_with("ghost"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == 4 + 2 + 2 + 3        # Feast: +1 each Hero


def test_ghost_strength_minus_2_unequips():
    state = position(["regian_cleric", "short_sword", "lightstone_gem", "fireball"], hall=hall_with("ghost"))
    events = fight(state, 1, equip("short_sword", "regian_cleric"))
    assert (result(events)["attack"], result(events)["magic"]) == (0, 1 + 3)


# ------------------------------------------------------------------------------------------- Haunt
def test_haunt_the_player_picks_a_hero_that_gives_nothing_with_its_weapon():
    state = position(["thyrian_squire", "elf_wizard", "short_sword", "torch"], hall=hall_with("haunt"))
    events = fight(state, 1, equip("short_sword", "thyrian_squire"))
    assert state.pending.prompt == "haunt"
    assert set(options(state)) == {"thyrian_squire", "elf_wizard"}
    events += choose(state, card="thyrian_squire")
    assert (result(events)["attack"], result(events)["magic"]) == (0, 2)
    assert not won(events)


def test_haunt_prevented_hero_gives_no_light():
    state = position(["elf_wizard", "militia"], hall=hall_with("haunt", rank=2))
    events = fight(state, 2)
    events += choose(state, card="elf_wizard")
    assert (result(events)["light"], result(events)["light_penalty"]) == (0, 2)


def test_haunt_cannot_pick_a_hero_already_prevented():
    """2nd edition "Battle Effects": a Dwarf, a Faeyn and a Militia attack a Haunt in Rank 1; the Faeyn cannot
    attack by his own ability, so the Haunt stops the Dwarf or the Militia."""
    state = position(["dwarf_guardian", "feayn_archer", "militia", "torch"], hall=hall_with("haunt"))
    fight(state, 1)
    assert state.pending.prompt == "haunt"
    assert set(options(state)) == {"dwarf_guardian", "militia"}


def test_haunt_with_one_able_hero_takes_it_without_asking():
    state = position(["militia", "feayn_archer", "fireball", "fireball"], hall=hall_with("haunt"))
    events = fight(state, 1)
    assert cards_of(state, events, "prevented") == ["militia"]
    assert won(events) and result(events)["attack"] == 0


# ------------------------------------------------------------------------------------------- Revenant
def test_revenant_needs_magic_attack():
    state = position(["thyrian_knight", "thyrian_lord", "lightstone_gem"], hall=hall_with("revenant"))
    events = fight(state, 1)
    assert result(events)["total"] >= 7 and not won(events)
    assert bottom_of_dungeon(state) == "revenant"


def test_revenant_strength_minus_4_destroys_heroes_at_0_or_less_even_those_that_could_not_attack():
    """German rulebook: a Faeyn who cannot attack in Rank 1 can still fall to the Revenant's Strength loss; the
    destroyed Heroes stay in the battle until it ends."""
    state = position(["feayn_archer", "elf_wizard", "thyrian_knight", "lightstone_gem", "fireball"],
                     hall=hall_with("revenant"))
    events = fight(state, 1)
    assert sorted(cards_of(state, events, "destroyed_in_battle")) == ["elf_wizard", "feayn_archer"]
    assert won(events) and result(events)["total"] == 4 + 2 + 3      # the Wizard's Magic Attack still counts
    assert sorted(trash(state)) == ["elf_wizard", "feayn_archer"] and "thyrian_knight" in owned(state)


def test_revenant_strength_bonus_saves_a_hero():
    state = position(["regian_bishop", "iron_rations", "fireball", "fireball", "lightstone_gem"],
                     hall=hall_with("revenant"))
    fight(state, 1, {"type": "use", "card": "iron_rations", "ability": "feed", "target": "regian_bishop"})
    assert not trash(state)                     # 5 + 2 - 4 = 3


# ------------------------------------------------------------------------------------------- Spectre, Wraith
@pytest.mark.parametrize("monster", ["spectre", "wraith"])
def test_spectre_and_wraith_destroy_one_militia(monster):
    state = position(["militia", "militia", "fireball", "fireball", "torch"], hall=hall_with(monster))
    events = fight(state, 1)
    assert won(events) and trash(state) == ["militia"] and owned(state).count("militia") == 1
    state = position(["elf_wizard", "fireball", "fireball", "torch"], hall=hall_with(monster))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)
