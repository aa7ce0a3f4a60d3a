"""Dragon monsters: Ebon Fume, Mythlurian, Skaladak, Tyxr the Old, Uyril Unending."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import cards_of, check_numbers, fight, hall_with, options, result, won
from .support import act, choose, discard, hand, kinds, owned, position, trash


def use(card, ability, target=None):
    data = {"type": "use", "card": card, "ability": ability}
    if target:
        data["target"] = target
    return data


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("ebon_fume", 11, 3, 1, 8), ("mythlurian", 8, 2, 3, 4), ("skaladak", 7, 2, 3, 3), ("tyxr_the_old", 10, 3, 2, 6),
    ("uyril_unending", 9, 2, 2, 5)])
def test_dragon_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Ebon Fume
def test_ebon_fume_is_immune_to_magic_attack_but_light_still_counts():
    state = position(["fireball", "fireball", "elf_wizard", "militia"], hall=hall_with("ebon_fume"))
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty) == (1, 0, 3, 0)


def test_ebon_fume_destroys_the_hero_with_the_highest_strength():
    state = position(["thyrian_knight", "militia", "elf_wizard", "lightstone_gem"], hall=hall_with("ebon_fume"))
    events = fight(state, 1)
    assert cards_of(state, events, "destroyed_in_battle") == ["thyrian_knight"]
    assert trash(state) == ["thyrian_knight"]


def test_ebon_fume_counts_modified_strength():
    state = position(["thyrian_squire", "militia", "iron_rations", "iron_rations", "iron_rations", "torch"],
                     hall=hall_with("ebon_fume"))
    fight(state, 1, *[use("iron_rations", "feed", "militia")] * 3)      # Militia 2 + 6 = 8 > Squire 6
    assert trash(state) == ["militia"]


def test_ebon_fume_you_pick_among_the_strongest():
    state = position(["thyrian_squire", "amazon_queen", "torch"], hall=hall_with("ebon_fume"))
    fight(state, 1)
    assert state.pending.prompt == "battle_destroy"
    assert set(options(state)) == {"thyrian_squire", "amazon_queen"}       # both Strength 6
    choose(state, card="amazon_queen")
    assert trash(state) == ["amazon_queen"]


def test_ebon_fume_trophy_attack_3_and_no_battle_effect_from_the_hand():
    state = position(["ebon_fume", "thyrian_knight", "torch"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 3 + 4
    act(state, {"type": "attack", "rank": 1})
    assert not trash(state)


# ------------------------------------------------------------------------------------------- Mythlurian
def test_mythlurian_destroys_one_hero_militia_count():
    state = position(["militia", "fireball", "fireball", "fireball", "torch"], hall=hall_with("mythlurian"))
    events = fight(state, 1)
    assert won(events) and result(events)["attack"] == 1       # the destroyed Militia fought to the end
    assert trash(state) == ["militia"]


def test_mythlurian_you_choose_the_hero():
    state = position(["militia", "elf_wizard", "torch"], hall=hall_with("mythlurian"))
    fight(state, 1)
    assert set(options(state)) == {"militia", "elf_wizard"}
    choose(state, card="elf_wizard")
    assert trash(state) == ["elf_wizard"]


def test_mythlurian_without_heroes_destroys_nothing():
    state = position(["fireball", "fireball", "fireball", "torch"], hall=hall_with("mythlurian"))
    events = fight(state, 1)
    assert won(events) and "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Skaladak
def test_skaladak_destroys_one_weapon_which_still_counts_in_this_battle():
    state = position(["militia", "dagger", "fireball", "fireball", "torch"], hall=hall_with("skaladak"))
    events = fight(state, 1, {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert result(events)["attack"] == 1 + 1 and won(events)
    assert trash(state) == ["dagger"]


def test_skaladak_unequipped_weapons_can_be_taken_too_and_nothing_without_weapons():
    state = position(["dagger", "fireball", "torch"], hall=hall_with("skaladak"))
    fight(state, 1)
    assert trash(state) == ["dagger"]
    state = position(["militia", "torch"], hall=hall_with("skaladak"))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- Tyxr the Old
def test_tyxr_breach_every_player_discards_two_before_the_active_player_discards():
    """Glossaries: when Tyxr reaches Rank 1 every player, the active player included, discards two cards, before
    the active player refills his hand."""
    state = position(["fireball", "fireball", "fireball", "torch", "torch"], hall=["grudgebeast", None, None],
                     dungeon=["tyxr_the_old", "nixie", "pegasus"],
                     others=[{"hand": ["militia", "militia", "militia"]}])
    events = fight(state, 1)
    while state.pending.kind == "prompt":
        events += choose(state, card=state.cards[state.pending.options[0].card].id)
    order = kinds(events)
    assert "breach" in order
    first_discard = order.index("discarded")
    assert order.index("breach") < first_discard < order.index("discarded_hand")
    assert len(hand(state, 1)) == 1 and discard(state, 1) == ["militia", "militia"]
    hand_end = next(e for e in events if e.kind == "discarded_hand")
    assert len(hand_end.cards) == 5 - 2


def test_tyxr_destroys_one_hero():
    state = position(["militia", "fireball", "fireball", "fireball", "fireball", "torch"],
                     hall=hall_with("tyxr_the_old"))
    events = fight(state, 1)
    assert won(events) and trash(state) == ["militia"]


def test_tyxr_trophy_magic_attack_2():
    state = position(["tyxr_the_old", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 2)
    act(state, {"type": "attack", "rank": 1})
    assert not trash(state)


# ------------------------------------------------------------------------------------------- Uyril Unending
def test_uyril_halves_the_total_without_magic_attack():
    state = position(["outlands_slayer", "outlands_warrior", "lightstone_gem"], hall=hall_with("uyril_unending"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == (5 + 3) // 2
    state = position(["outlands_slayer", "outlands_warrior", "elf_wizard", "lightstone_gem"],
                     hall=hall_with("uyril_unending"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == 5 + 3 + 2


def test_uyril_destroys_one_militia():
    state = position(["militia", "militia", "fireball", "fireball", "fireball", "torch"],
                     hall=hall_with("uyril_unending"))
    events = fight(state, 1)
    assert won(events) and trash(state) == ["militia"] and owned(state).count("militia") == 1


def test_uyril_trophy_attack_1_and_no_militia_destroyed_from_the_hand():
    state = position(["uyril_unending", "militia", "torch"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (2, 0)
    act(state, {"type": "attack", "rank": 1})
    assert not trash(state)
