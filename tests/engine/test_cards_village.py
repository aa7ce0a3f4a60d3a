"""The 19 Village cards of the base set: every ability, and the numbers it changes.

Sources: the reference's `rules` per card, the 2nd-edition "Visit the Village"/"Dungeon Effects" rules and the card
glossaries of the 1st-edition English and the German rulebook.
"""

import pytest

from thunderstone_gui.engine import breakdown, legal_actions

from .card_helpers import (
    PLAIN_HALL,
    buyable,
    fight,
    gold_available,
    hall_ids,
    legal_uses,
    options,
    result,
    score,
    won,
)
from .support import act, bottom_of_dungeon, choose, hand, has_legal, owned, position, trash

VILLAGE = ["arcane_energies", "banish", "barkeep", "battle_fury", "feast", "fireball", "flaming_sword", "goodberries",
           "hatchet", "lantern", "lightstone_gem", "magical_aura", "pawnbroker", "polearm", "short_sword", "spear",
           "town_guard", "trainer", "warhammer"]
COST = {"arcane_energies": 2, "banish": 4, "barkeep": 2, "battle_fury": 3, "feast": 5, "fireball": 9,
        "flaming_sword": 5, "goodberries": 4, "hatchet": 4, "lantern": 4, "lightstone_gem": 6, "magical_aura": 4,
        "pawnbroker": 3, "polearm": 7, "short_sword": 6, "spear": 4, "town_guard": 3, "trainer": 4, "warhammer": 4}
GOLD = {"barkeep": 1, "feast": 3, "flaming_sword": 2, "goodberries": 2, "hatchet": 1, "lantern": 2,
        "lightstone_gem": 3, "magical_aura": 2, "polearm": 3, "short_sword": 3, "spear": 2, "warhammer": 2}


def use(card, ability, target=None):
    data = {"type": "use", "card": card, "ability": ability}
    if target:
        data["target"] = target
    return data


def equip(weapon, hero):
    return {"type": "equip", "weapon": weapon, "hero": hero}


def gold_cards(n):
    return ["torch"] * (n // 2) + ["dagger"] * (n % 2)


# ============================================================================================== every card
@pytest.mark.parametrize("card", VILLAGE)
def test_buying_needs_the_printed_cost(card):
    others = [c for c in VILLAGE if c != card][:7]
    state = position(gold_cards(COST[card]), card_set={"village": [card] + others})
    act(state, "visit_village")
    assert card in buyable(state)
    state = position(gold_cards(COST[card] - 1), card_set={"village": [card] + others})
    act(state, "visit_village")
    assert card not in buyable(state)


@pytest.mark.parametrize("card", VILLAGE)
def test_gold_value_in_the_village(card):
    state = position([card])
    act(state, "visit_village")
    assert gold_available(state) == GOLD.get(card, 0)


# ============================================================================================== Arcane Energies
def test_arcane_energies_turns_the_attack_of_armed_heroes_into_magic_and_draws():
    state = position(["militia", "elf_wizard", "dagger", "arcane_energies", "battle_fury"], deck=["torch"],
                     hall=PLAIN_HALL)
    act(state, "enter_dungeon", equip("dagger", "militia"))
    before = breakdown(state, 1)
    assert (before.attack, before.magic) == (1 + 1 + 1 + 1, 2)
    act(state, use("arcane_energies", "cast"))
    after = breakdown(state, 1)
    assert (after.attack, after.magic) == (1, 2 + 3)        # the unarmed Wizard keeps his Battle Fury as Attack
    assert "torch" in hand(state)                            # the draw is part of the effect
    assert ("arcane_energies", "cast") not in legal_uses(state)


# ============================================================================================== Banish
def test_banish_sends_a_monster_to_the_bottom_refills_destroys_a_card_and_draws():
    state = position(["banish", "militia", "torch"], deck=["lantern"], hall=PLAIN_HALL, dungeon=["griffon"])
    act(state, "enter_dungeon", use("banish", "cast"))
    assert state.pending.prompt == "banish"
    choose(state, option="bottom", rank=1)
    assert bottom_of_dungeon(state) == "grudgebeast"
    assert hall_ids(state) == ["nixie", "pegasus", "griffon"]
    assert state.pending.prompt == "destroy"
    assert set(options(state)) == {"banish", "militia", "torch"}     # Banish itself is allowed
    choose(state, card="militia")
    assert trash(state) == ["militia"]
    assert sorted(hand(state)) == ["banish", "lantern", "torch"]
    assert state.pending.kind == "dungeon"                            # the monster is chosen only now


def test_banish_rearranges_the_hall_and_may_destroy_itself():
    state = position(["banish", "militia"], deck=["lantern"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("banish", "cast"))
    choose(state, option="arrange:3,1,2")
    assert hall_ids(state) == ["pegasus", "grudgebeast", "nixie"]
    choose(state, card="banish")
    assert trash(state) == ["banish"] and sorted(hand(state)) == ["lantern", "militia"]


def test_two_banish_each_resolve_completely():
    state = position(["banish", "banish", "militia"], deck=["lantern", "torch"], hall=PLAIN_HALL,
                     dungeon=["griffon", "ghost"])
    act(state, "enter_dungeon", use("banish", "cast"))
    choose(state, option="bottom", rank=1)
    choose(state, card="militia")
    assert state.pending.kind == "dungeon"
    act(state, use("banish", "cast"))
    choose(state, option="bottom", rank=1)
    assert hall_ids(state) == ["pegasus", "griffon", "ghost"]
    choose(state, card="lantern")
    assert sorted(trash(state)) == ["lantern", "militia"] and sorted(hand(state)) == ["banish", "banish", "torch"]


# ============================================================================================== Barkeep
def test_barkeep_allows_one_more_purchase_within_the_total_gold():
    state = position(["barkeep", "lightstone_gem", "torch"], card_set={"village": ["barkeep", "lantern",
                                                                                    "lightstone_gem"]})
    act(state, "visit_village")
    assert gold_available(state) == 6
    act(state, use("barkeep", "extra_buy"), {"type": "buy", "card": "dagger"})
    assert gold_available(state) == 3
    assert "torch" in buyable(state) and "lantern" not in buyable(state)     # 3 Gold left for the second buy
    act(state, {"type": "buy", "card": "torch"})
    assert not buyable(state)


def test_without_the_barkeep_only_one_purchase():
    state = position(["barkeep", "lightstone_gem", "torch"])
    act(state, "visit_village", {"type": "buy", "card": "dagger"})
    assert not buyable(state)


def test_two_barkeeps_give_two_more_purchases():
    state = position(["barkeep", "barkeep", "lightstone_gem", "lightstone_gem"])
    act(state, "visit_village", use("barkeep", "extra_buy"), use("barkeep", "extra_buy"))
    for _ in range(3):
        act(state, {"type": "buy", "card": "iron_rations"})
    assert owned(state).count("iron_rations") == 3 and gold_available(state) == 2


@pytest.mark.parametrize("edition, gold", [("2nd", 2), ("1st", 3)])
def test_barkeep_destroyed_for_2_gold_loses_its_own_gold_in_the_2nd_edition(edition, gold):
    """2nd edition and German glossary: a destroyed Barkeep's own Gold 1 does not count. 1st-edition glossary:
    "You gain the gold value of the Barkeep, even if you Destroy it."""
    state = position(["barkeep"], edition=edition)
    act(state, "visit_village", use("barkeep", "sell"))
    assert gold_available(state) == gold and trash(state) == ["barkeep"]


# ============================================================================================== Battle Fury
def test_battle_fury_gives_every_hero_militia_too_attack_1():
    state = position(["battle_fury", "militia", "elf_wizard", "torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic) == (1 + 1 + 1, 2)


def test_two_battle_furies_add_up():
    state = position(["battle_fury", "battle_fury", "militia"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 3


# ============================================================================================== Feast
def test_feast_gives_every_hero_strength_3_and_attack_1():
    state = position(["feast", "militia", "militia", "short_sword"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", equip("short_sword", "militia"))    # Strength 2 + 3 = 5 carries weight 4
    assert breakdown(state, 1).attack == (1 + 1 + 4) + (1 + 1)


def test_feast_is_food_that_a_thyrian_can_eat_instead():
    state = position(["feast", "thyrian_squire"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("thyrian_squire", "eat", "feast"))
    assert breakdown(state, 1).attack == 2 + 2 and trash(state) == ["feast"]


# ============================================================================================== Fireball
def test_fireball_magic_attack_3_and_light_1_without_a_hero():
    state = position(["fireball"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 2)
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty) == (0, 3, 1, 1)


# ============================================================================================== Flaming Sword
def test_flaming_sword_gives_magic_attack_and_light_only_when_equipped():
    state = position(["dwarf_guardian", "flaming_sword"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert (breakdown(state, 2).magic, breakdown(state, 2).light) == (0, 0)
    act(state, equip("flaming_sword", "dwarf_guardian"))
    bd = breakdown(state, 2)
    assert (bd.attack, bd.magic, bd.light) == (1 + 3, 3, 1)     # edged: the Dwarf's bonus too


def test_flaming_sword_weighs_5():
    state = position(["regian_cleric", "dwarf_guardian", "flaming_sword"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("flaming_sword", "regian_cleric"))     # Strength 4
    assert has_legal(state, equip("flaming_sword", "dwarf_guardian"))        # Strength 5


# ============================================================================================== Goodberries
def test_goodberries_give_one_hero_strength_3_and_turn_its_attack_into_magic():
    state = position(["goodberries", "militia", "militia", "short_sword", "battle_fury"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("short_sword", "militia"))
    act(state, use("goodberries", "feed", "militia"))
    act(state, equip("short_sword", "militia"))             # only the fed Militia is strong enough
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic) == (1 + 1, 1 + 1 + 4)      # the other Militia keeps its Attack


def test_goodberries_are_worth_1_vp():
    state = position(["goodberries"])
    assert score(state, 0) == 1


# ============================================================================================== Hatchet
def test_hatchet_attack_3_weight_3_edged():
    state = position(["militia", "elf_wizard", "dwarf_guardian", "hatchet"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("hatchet", "militia"))       # Strength 2
    act(state, equip("hatchet", "elf_wizard"))                      # Strength 3
    assert breakdown(state, 1).attack == 1 + 3 + 1
    act(state, {"type": "unequip", "weapon": "hatchet"}, equip("hatchet", "dwarf_guardian"))
    assert breakdown(state, 1).attack == 1 + (1 + 3) + 3        # Edged: the Dwarf's +3


# ============================================================================================== Lantern, Lightstone
@pytest.mark.parametrize("card, light", [("lantern", 2), ("lightstone_gem", 3), ("torch", 1)])
def test_light_items_give_light_without_a_hero(card, light):
    state = position([card], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 3).light == light
    assert breakdown(state, 3).light_penalty == 3 - light


# ============================================================================================== Magical Aura
def test_magical_aura_makes_every_weapon_weigh_0_and_draws():
    state = position(["magical_aura", "selurin_magician", "short_sword"], deck=["torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("short_sword", "selurin_magician"))
    act(state, use("magical_aura", "cast"))
    assert "torch" in hand(state)
    act(state, equip("short_sword", "selurin_magician"))
    assert breakdown(state, 1).attack == 4


def test_magical_aura_does_not_give_the_polearm_its_big_bonus():
    state = position(["magical_aura", "militia", "polearm"], deck=["torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("magical_aura", "cast"), equip("polearm", "militia"))
    assert breakdown(state, 1).attack == 1 + 2


def test_magical_aura_keeps_a_weapon_usable_after_a_strength_loss():
    state = position(["magical_aura", "regian_cleric", "short_sword", "lightstone_gem"], deck=["torch"],
                     hall=["suffering", "nixie", "pegasus"])
    events = fight(state, 1, use("magical_aura", "cast"), equip("short_sword", "regian_cleric"))
    assert result(events)["attack"] == 4


# ============================================================================================== Pawnbroker
def test_pawnbroker_destroys_a_card_for_its_gold_plus_3():
    state = position(["pawnbroker", "lightstone_gem", "torch"])
    act(state, "visit_village", use("pawnbroker", "pawn", "lightstone_gem"))
    assert trash(state) == ["lightstone_gem"]
    assert gold_available(state) == (3 + 3) + 2          # the Gem's own Gold counts only through the pawn


def test_pawnbroker_both_abilities_give_x_plus_5():
    state = position(["pawnbroker", "torch"])
    act(state, "visit_village", use("pawnbroker", "pawn", "torch"), use("pawnbroker", "sell"))
    assert gold_available(state) == 2 + 5
    assert sorted(trash(state)) == ["pawnbroker", "torch"]


def pawn_targets(state):
    return {state.cards[a.target].id for a in legal_actions(state) if a.kind == "use" and a.option == "pawn"}


def test_pawnbroker_destroys_a_militia_for_0_plus_3():
    # "Militia have a gold value of 0" (German glossary; the 1st-edition database): a card with a Gold value.
    state = position(["pawnbroker", "militia", "fireball"])
    act(state, "visit_village")
    assert pawn_targets(state) == {"militia"}
    act(state, use("pawnbroker", "pawn", "militia"))
    assert trash(state) == ["militia"]
    assert gold_available(state) == 0 + 3


def test_pawnbroker_needs_a_card_with_a_gold_value():
    # No Gold icon is no Gold value: Spells and Villagers without one, a Disease, a Level 1 Amazon.
    state = position(["pawnbroker", "fireball", "trainer", "disease", "amazon_archer"])
    act(state, "visit_village")
    assert ("pawnbroker", "pawn") not in legal_uses(state)


def test_pawnbroker_takes_a_monster_for_its_gold():
    state = position(["pawnbroker", "bloodskull_orc", "disease"])
    act(state, "visit_village", use("pawnbroker", "pawn", "bloodskull_orc"))
    assert gold_available(state) == 3 + 3


# ============================================================================================== Polearm
def test_polearm_attack_2_or_6_for_strength_8():
    state = position(["militia", "outlands_slayer", "polearm"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", equip("polearm", "militia"))      # weight 2
    assert breakdown(state, 1).attack == 1 + 2 + 5
    act(state, {"type": "unequip", "weapon": "polearm"}, equip("polearm", "outlands_slayer"))   # Strength 8
    assert breakdown(state, 1).attack == 1 + 5 + 6


def test_polearm_strength_from_iron_rations_counts():
    """Bruce's example: the Squire (Strength 6) fed Iron Rations reaches 8 and gets +6."""
    state = position(["thyrian_squire", "polearm", "iron_rations"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", equip("polearm", "thyrian_squire"))
    assert breakdown(state, 1).attack == 2 + 2
    act(state, use("iron_rations", "feed", "thyrian_squire"))
    assert breakdown(state, 1).attack == 2 + 6


# ============================================================================================== Short Sword
def test_short_sword_attack_4_weight_4():
    state = position(["selurin_magician", "regian_cleric", "short_sword"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("short_sword", "selurin_magician"))
    act(state, equip("short_sword", "regian_cleric"))
    assert breakdown(state, 1).attack == 4


# ============================================================================================== Spear
def test_spear_attack_2_thrown_for_3_more_stays_equipped_and_is_destroyed():
    state = position(["thyrian_squire", "spear", "fireball", "fireball"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert ("spear", "throw") not in legal_uses(state)             # only an equipped Spear is thrown
    act(state, equip("spear", "thyrian_squire"))
    assert breakdown(state, 1).attack == 2 + 2
    act(state, use("spear", "throw"))
    assert breakdown(state, 1).attack == 2 + 5
    assert not has_legal(state, {"type": "unequip", "weapon": "spear"})
    assert won(act(state, {"type": "attack", "rank": 1}))
    assert trash(state) == ["spear"] and "spear" not in owned(state)


def test_spear_not_thrown_is_kept():
    state = position(["thyrian_squire", "spear", "fireball"], hall=PLAIN_HALL)
    fight(state, 1, equip("spear", "thyrian_squire"))
    assert "spear" in owned(state) and not trash(state)


# ============================================================================================== Town Guard
def test_town_guard_draws_two_then_destroyed_draws_three_more():
    state = position(["town_guard"], deck=["torch", "dagger", "lantern", "militia", "barkeep", "feast"])
    act(state, "visit_village", use("town_guard", "draw"))
    assert hand(state) == ["town_guard", "torch", "dagger"]
    act(state, use("town_guard", "dismiss"))
    assert hand(state) == ["torch", "dagger", "lantern", "militia", "barkeep"]
    assert trash(state) == ["town_guard"]


def test_town_guard_draws_nothing_in_the_dungeon():
    state = position(["town_guard"], deck=["torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert not legal_uses(state)


# ============================================================================================== Trainer
def test_trainer_destroys_one_militia_for_2_xp_and_sells_for_2_gold():
    state = position(["trainer", "militia", "militia"])
    act(state, "visit_village", use("trainer", "train", "militia"))
    assert state.players[0].xp == 2 and trash(state) == ["militia"]
    assert ("trainer", "train") not in legal_uses(state)              # one Militia per Trainer
    act(state, use("trainer", "sell"))
    assert gold_available(state) == 2 and sorted(trash(state)) == ["militia", "trainer"]


def test_two_trainers_destroy_two_militia():
    state = position(["trainer", "trainer", "militia", "militia"])
    act(state, "visit_village", use("trainer", "train", "militia"), use("trainer", "train", "militia"))
    assert state.players[0].xp == 4 and "militia" not in hand(state)


def test_trainer_needs_a_militia():
    state = position(["trainer", "elf_wizard"])
    act(state, "visit_village")
    assert legal_uses(state) == {("trainer", "sell")}


# ============================================================================================== Warhammer
@pytest.mark.parametrize("hero, monster, attack", [
    ("regian_priest", "ghost", 3 + 3),            # Cleric against an Undead
    ("regian_priest", "the_prince", 3 + 3),       # Cleric against a Doomknight
    ("chalice_quester", "kingdom", 2 + 3 + 3),    # a Fighter-Cleric is a Cleric
    ("regian_priest", "mythlurian", 3),           # a Dragon
    ("thyrian_squire", "ghost", 2 + 3),           # not a Cleric
])
def test_warhammer_attack_3_and_3_more_for_a_cleric_against_doomknight_or_undead(hero, monster, attack):
    state = position([hero, "warhammer", "iron_rations", "iron_rations"], hall=[monster, "nixie", "pegasus"])
    act(state, "enter_dungeon", use("iron_rations", "feed", hero), use("iron_rations", "feed", hero),
        equip("warhammer", hero))
    assert breakdown(state, 1).attack == attack
