"""Printed values: a card either shows a number (0 included) or has no value at all (no icon).

docs/rules.md, "Printed values", lists the decisions card by card; these tests hold the data to them and check
that every effect that needs a value takes a printed 0 and never a card without the value.
"""

from __future__ import annotations

import pytest

from thunderstone_gui.engine import breakdown, legal_actions
from thunderstone_gui.systems.classic.cards import VALUE_FIELDS, Card, catalogue_as_json, load_card_data, load_catalogue
from thunderstone_gui.systems.classic.rules.village import gold_available
from thunderstone_gui.systems.classic.state import ClassicState

from .support import act, position

CATALOGUE = load_catalogue("2nd", ("base", "wrath"))
CARDS = list(CATALOGUE.cards.values())


def with_values(state: ClassicState, card_id: str, **values: int | None) -> None:
    """Every copy of `card_id` in the game gets these values (a card the sets do not have, for effects that will
    meet one: Thunderstone Advance prints 0s the base game does not)."""
    data = next(d for s in ("base", "wrath") for d in load_card_data(s) if d.id == card_id)
    card = Card(data.model_copy(update=values), state.cards[0].set, state.edition)  # type: ignore[arg-type]
    state.cards = [card if c.id == card_id else c for c in state.cards]


# ---------------------------------------------------------------------------------------------- the data
def test_printed_zeros_are_values():
    assert CATALOGUE["militia"].value("gold") == 0 and CATALOGUE["militia"].has("gold")
    assert CATALOGUE["militia"].value("cost") == 0
    assert CATALOGUE["cursed_mace"].value("gold") == 0
    assert CATALOGUE["bloodskull_orc"].value("vp") == 0


def test_no_icon_is_no_value_but_reads_0_in_arithmetic():
    archer = CATALOGUE["amazon_archer"]
    assert not archer.has("gold") and archer.value("gold") is None and archer.gold == 0
    assert not CATALOGUE["elf_wizard"].has("attack") and CATALOGUE["elf_wizard"].attack == 0


def test_asking_for_a_value_that_does_not_exist_fails_loudly():
    with pytest.raises(KeyError, match="colour"):
        CATALOGUE["militia"].has("colour")


@pytest.mark.parametrize("card", [c for c in CARDS if c.is_monster], ids=lambda c: c.id)
def test_every_monster_shows_gold_vp_xp_and_health(card: Card):
    assert {"gold", "vp", "xp", "health"} <= card.printed
    assert not card.printed & {"cost", "strength", "weight", "levelup_xp", "level"}


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind == "hero" or c.is_militia], ids=lambda c: c.id)
def test_every_hero_shows_cost_strength_and_an_attack(card: Card):
    assert {"cost", "strength", "level"} <= card.printed
    assert card.printed & {"attack", "magic_attack"}
    assert ("levelup_xp" in card.printed) == (card.level < 3)      # Level 3 Heroes level no further
    assert ("vp" in card.printed) == (card.level == 3)


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind == "village" or c.kind == "basic"],
                         ids=lambda c: c.id)
def test_every_village_and_basic_card_shows_its_cost_and_weapons_their_weight(card: Card):
    assert card.has("cost")
    assert card.has("weight") == card.is_weapon


def test_cards_without_a_gold_icon():
    no_gold = {c.id for c in CARDS if not c.has("gold")}
    heroes = {c.id for c in CARDS if c.kind == "hero"}
    assert no_gold - heroes == {"disease", "experience_point", "stone_of_mystery", "arcane_energies", "banish",
                                "battle_fury", "fireball", "pawnbroker", "town_guard", "trainer", "sage", "blacksmith",
                                "illusory_blade", "magic_missile"}
    assert heroes - no_gold == {"lorigg_thief", "lorigg_rogue", "lorigg_outlaw", "redblade_killer",
                                "redblade_poisoner", "redblade_assassin", "gangland_heavy", "gangland_crook"}


def test_disease_xp_and_the_thunderstone_cannot_be_bought_or_spent():
    for card_id in ("disease", "experience_point", "stone_of_mystery"):
        assert not CATALOGUE[card_id].printed & {"gold", "cost"}


def test_the_catalogue_dump_leaves_out_no_value_and_writes_printed_zeros():
    rows = {r["id"]: r for r in catalogue_as_json(("base", "wrath"))}
    assert rows["militia"]["gold"] == 0 and rows["cursed_mace"]["gold"] == 0
    assert "gold" not in rows["amazon_archer"] and "levels_to" not in rows["amazon_queen"]
    for row in rows.values():
        assert all(row.get(f) is not None for f in VALUE_FIELDS if f in row)


# ---------------------------------------------------------------------------------------------- effects
def test_a_spell_with_a_printed_magic_attack_0_gains_the_selurin_magicians_bonus():
    state = position(["selurin_magician", "fireball"], hall=["grudgebeast", "nixie", "pegasus"])
    with_values(state, "fireball", magic_attack=0)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == 2 + (0 + 1)


def test_a_spell_without_magic_attack_gains_nothing_from_the_selurin_magician():
    state = position(["selurin_magician", "battle_fury"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == 2


def test_an_item_with_a_printed_light_0_is_an_item_with_light():
    state = position(["chalice_defender", "iron_rations"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 3
    state = position(["chalice_defender", "iron_rations"], hall=["grudgebeast", "nixie", "pegasus"])
    with_values(state, "iron_rations", light=0)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 3 + 1


def test_a_monster_with_a_printed_trophy_0_is_a_trophy():
    assert not CATALOGUE["nixie"].is_trophy and CATALOGUE["griffon"].is_trophy
    data = next(d for d in load_card_data("base") if d.id == "nixie")
    assert Card(data.model_copy(update={"attack": 0}), "base", "2nd").is_trophy


def test_a_level_up_costing_a_printed_0_xp_needs_no_xp():
    state = position(["elf_wizard"], card_set={"hero_lines": ["Elf"]})
    with_values(state, "elf_wizard", levelup_xp=0)
    act(state, "visit_village")
    assert any(a.kind == "level_up" for a in legal_actions(state))


def test_a_printed_gold_0_adds_nothing_to_the_purchase():
    state = position(["militia", "militia", "torch"])
    act(state, "visit_village")
    assert gold_available(state) == 2
