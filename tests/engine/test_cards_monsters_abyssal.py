"""Abyssal monsters: Archduke of Pain, Grudgebeast, Succubus, Tormentor, The Unchained."""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import (
    cards_of,
    check_no_effect,
    check_numbers,
    fight,
    hall_ids,
    hall_with,
    options,
    result,
    won,
)
from .support import act, bottom_of_dungeon, choose, has_legal, kinds, owned, position, trash


@pytest.mark.parametrize("monster, health, xp, gold, vp", [
    ("archduke_of_pain", 10, 3, 3, 8), ("grudgebeast", 4, 1, 1, 2), ("succubus", 6, 2, 2, 4),
    ("tormentor", 8, 3, 2, 6), ("the_unchained", 5, 1, 1, 3)])
def test_abyssal_numbers(monster, health, xp, gold, vp):
    check_numbers(monster, health, xp, gold, vp)


# ------------------------------------------------------------------------------------------- Archduke of Pain
def test_archduke_needs_magic_attack_but_may_still_be_attacked_without():
    state = position(["militia"] * 12 + ["lightstone_gem"], hall=hall_with("archduke_of_pain"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total >= 10 and not breakdown(state, 1).victory
    assert has_legal(state, {"type": "attack", "rank": 1})
    events = act(state, {"type": "attack", "rank": 1})
    assert not won(events) and bottom_of_dungeon(state) == "archduke_of_pain"


def test_archduke_destroys_every_cleric_and_wizard_win_or_lose():
    party = ["elf_wizard", "regian_cleric", "chalice_quester", "militia", "thyrian_squire", "fireball",
             "fireball", "lightstone_gem"]
    state = position(party, hall=hall_with("archduke_of_pain"))
    events = fight(state, 1)
    assert won(events)       # 2 + 1 + 2 + 1 + 2 + 6 Magic ... the destroyed Heroes fought to the end
    assert sorted(trash(state)) == ["chalice_quester", "elf_wizard", "regian_cleric"]
    assert {"militia", "thyrian_squire", "archduke_of_pain"} <= set(owned(state))
    state = position(["elf_wizard", "torch"], hall=hall_with("archduke_of_pain"))
    assert not won(fight(state, 1)) and trash(state) == ["elf_wizard"]


def test_archduke_breach_destroys_the_top_two_cards_of_every_hero_stack_militia_too():
    lines = ["Elf", "Regian", "Thyrian", "Lorigg"]
    state = position(["fireball", "fireball"], hall=["grudgebeast", None, None],
                     dungeon=["archduke_of_pain", "nixie", "pegasus"], card_set={"hero_lines": lines})
    before = {stack: len(state.supply[stack]) for stack in ["militia"] + lines}
    events = fight(state, 1)
    assert hall_ids(state)[0] == "archduke_of_pain" and "breach" in kinds(events)
    assert {stack: len(state.supply[stack]) for stack in before} == {k: v - 2 for k, v in before.items()}
    assert sorted(trash(state)) == sorted(["militia"] * 2 + ["elf_wizard", "regian_cleric", "thyrian_squire",
                                                             "lorigg_thief"] * 2)


# ------------------------------------------------------------------------------------------- Grudgebeast
def test_grudgebeast_has_no_effect():
    check_no_effect("grudgebeast", 4)


# ------------------------------------------------------------------------------------------- Succubus
def test_succubus_halves_the_total_without_magic_attack():
    state = position(["militia"] * 7 + ["lightstone_gem"], hall=hall_with("succubus"))
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == 7 // 2
    state = position(["militia"] * 4 + ["elf_wizard", "lightstone_gem"], hall=hall_with("succubus"))
    assert won(fight(state, 1))             # 4 + 2 with Magic Attack present: not halved


# ------------------------------------------------------------------------------------------- Tormentor
def test_tormentor_halves_the_total_unless_a_hero_carries_a_weapon():
    state = position(["militia"] * 10 + ["lightstone_gem"], hall=hall_with("tormentor"))
    events = fight(state, 1)
    assert result(events)["total"] == 5 and not won(events)
    state = position(["militia"] * 7 + ["dagger", "lightstone_gem"], hall=hall_with("tormentor"))
    events = fight(state, 1, {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert result(events)["total"] == 8 and won(events)


def test_tormentor_destroys_one_cleric_of_your_choice():
    state = position(["regian_cleric", "chalice_quester", "militia", "dagger", "torch"], hall=hall_with("tormentor"))
    fight(state, 1, {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert state.pending.prompt == "battle_destroy"
    assert set(options(state)) == {"regian_cleric", "chalice_quester"}
    choose(state, card="chalice_quester")
    assert trash(state) == ["chalice_quester"] and "regian_cleric" in owned(state)


def test_tormentor_without_a_cleric_destroys_nothing():
    state = position(["militia", "elf_wizard", "torch"], hall=hall_with("tormentor"))
    events = fight(state, 1)
    assert "nothing_to_destroy" in kinds(events) and not trash(state)


# ------------------------------------------------------------------------------------------- The Unchained
def test_the_unchained_gives_a_disease_to_the_discard_pile_win_or_lose():
    state = position(["militia"] * 5 + ["lightstone_gem"], hall=hall_with("the_unchained"))
    events = fight(state, 1)
    assert won(events) and result(events)["total"] == 5       # the new Disease is not in this battle
    assert cards_of(state, events, "gained_disease") == ["disease"]
    assert "disease" in owned(state)
    state = position(["militia"], hall=hall_with("the_unchained"))
    events = fight(state, 1)
    assert not won(events) and "disease" in owned(state)


def test_the_unchained_trophy_magic_attack_1_and_no_disease_from_the_hand():
    state = position(["the_unchained", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert (breakdown(state, 1).attack, breakdown(state, 1).magic) == (1, 1)
    events = act(state, {"type": "attack", "rank": 1})
    assert "gained_disease" not in kinds(events) and "disease" not in owned(state)
