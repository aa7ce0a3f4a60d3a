"""Heroes of the base set, line by line and level by level: every ability, and the numbers it changes.

Each test fails if the card's ability were missing or wrong. Sources: the reference's `rules` of each card, the
rulebooks' card glossaries (1st edition "CARDS", German "ERLÄUTERUNGEN DER KARTENTEXTE").
"""

import pytest

from thunderstone_gui.engine import breakdown

from .card_helpers import (
    PLAIN_HALL,
    cards_of,
    fight,
    gold_available,
    hall_ids,
    legal_uses,
    level_targets,
    options,
    result,
    use,
    won,
)
from .support import act, bottom_of_dungeon, choose, discard, hand, has_legal, owned, position, trash


# ============================================================================================== Amazon
@pytest.mark.parametrize("hero, own, extra", [("amazon_archer", 1, 2), ("amazon_huntress", 2, 3),
                                              ("amazon_queen", 2, 4)])
def test_amazon_extra_attack_only_against_rank_2_and_3(hero, own, extra):
    state = position([hero], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == own
    assert breakdown(state, 2).attack == own + extra
    assert breakdown(state, 3).attack == own + extra


def test_amazon_archer_levels_into_the_huntress_and_the_huntress_into_the_queen():
    state = position(["amazon_archer", "amazon_huntress"], xp=5)
    act(state, "visit_village")
    assert level_targets(state, "amazon_archer") == {"amazon_huntress"}
    assert level_targets(state, "amazon_huntress") == {"amazon_queen"}
    act(state, {"type": "level_up", "hero": "amazon_archer", "into": "amazon_huntress"},
        {"type": "level_up", "hero": "amazon_huntress", "into": "amazon_queen"})
    assert state.players[0].xp == 0     # 2 + 3


# ============================================================================================== Chalice
@pytest.mark.parametrize("hero", ["chalice_quester", "chalice_defender"])
def test_chalice_repeat_cure_destroys_each_disease_for_a_card(hero):
    state = position([hero, "disease", "disease"], deck=["torch", "lantern", "dagger"], hall=PLAIN_HALL)
    supply = len(state.supply["disease"])
    act(state, "enter_dungeon", use(hero, "cure", "disease"), use(hero, "cure", "disease"))
    assert sorted(hand(state)) == sorted([hero, "torch", "lantern"])
    assert len(state.supply["disease"]) == supply + 2 and "disease" not in trash(state)


def test_chalice_quester_cannot_cure_without_a_disease():
    state = position(["chalice_quester", "militia"], deck=["torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert ("chalice_quester", "cure") not in legal_uses(state)


def test_chalice_defender_gets_attack_per_light_item_but_not_for_weapons_or_spells():
    """Only Items with Light count (Torch, Lantern, Lightstone Gem), not the Flaming Sword nor the Fireball."""
    state = position(["chalice_defender", "torch", "lantern", "flaming_sword", "fireball", "militia"],
                     hall=PLAIN_HALL)
    act(state, "enter_dungeon", {"type": "equip", "weapon": "flaming_sword", "hero": "chalice_defender"})
    bd = breakdown(state, 1)
    assert bd.attack == 3 + 2 + 1        # Defender 3 + two light Items, Militia 1
    assert bd.magic == 3 + 3             # Flaming Sword, Fireball


def test_chalice_defender_draws_a_card_once():
    state = position(["chalice_defender"], deck=["torch", "lantern"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("chalice_defender", "draw"))
    assert hand(state) == ["chalice_defender", "torch"]
    assert ("chalice_defender", "draw") not in legal_uses(state)


def test_chalice_paladin_draws_a_card():
    state = position(["chalice_paladin"], deck=["torch", "lantern"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("chalice_paladin", "draw"))
    assert hand(state) == ["chalice_paladin", "torch"]


def test_chalice_paladin_spoils_buy_any_card_after_a_victory():
    state = position(["chalice_paladin", "fireball", "lightstone_gem", "torch"], hall=PLAIN_HALL,
                     card_set={"hero_lines": ["Chalice", "Elf", "Regian", "Lorigg"]})
    events = fight(state, 1)
    assert won(events)
    assert state.pending.prompt == "spoils" and state.pending.detail("gold") == 5
    offered = set(options(state))
    assert {"elf_wizard", "torch", "dagger", "iron_rations", "militia", "done"} <= offered   # Heroes, Basic cards
    assert "chalice_quester" not in offered      # costs 7
    choose(state, card="elf_wizard")
    assert "elf_wizard" in owned(state)


def test_chalice_paladin_no_spoils_after_a_defeat():
    state = position(["chalice_paladin", "torch", "torch"], hall=["tormentor", "nixie", "pegasus"])
    events = fight(state, 1)
    assert not won(events) and state.pending.kind == "turn"


def test_chalice_defender_levels_to_paladin_for_3_xp():
    state = position(["chalice_quester", "chalice_defender"], xp=5)
    act(state, "visit_village")
    assert level_targets(state) == {"chalice_defender", "chalice_paladin"}


# ============================================================================================== Dwarf
@pytest.mark.parametrize("hero, own, extra", [("dwarf_guardian", 1, 3), ("dwarf_janissary", 2, 4),
                                              ("dwarf_sentinel", 3, 5)])
def test_dwarf_extra_attack_with_an_edged_weapon(hero, own, extra):
    state = position([hero, "dagger"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == own
    act(state, {"type": "equip", "weapon": "dagger", "hero": hero})
    assert breakdown(state, 1).attack == own + extra + 1


@pytest.mark.parametrize("hero, own", [("dwarf_guardian", 1), ("dwarf_janissary", 2), ("dwarf_sentinel", 3)])
def test_dwarf_no_extra_attack_with_a_blunt_warhammer(hero, own):
    state = position([hero, "warhammer"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", {"type": "equip", "weapon": "warhammer", "hero": hero})
    assert breakdown(state, 1).attack == own + 3


def test_dwarf_guardian_keeps_his_bonus_when_the_weapon_stops_working():
    """German glossary (Zwergenwächter): the +3 is his own and stays even if the Weapon becomes useless in battle.
    Suffering's Strength -2 leaves him at 3, too weak for the weight-4 Short Sword: 1 + 3 remain."""
    state = position(["dwarf_guardian", "short_sword", "lightstone_gem"], hall=["suffering", "nixie", "pegasus"])
    events = fight(state, 1, {"type": "equip", "weapon": "short_sword", "hero": "dwarf_guardian"})
    assert result(events)["attack"] == 4


def test_dwarf_janissary_spoils_buy_only_a_weapon():
    state = position(["dwarf_janissary", "fireball", "lightstone_gem", "torch"], hall=PLAIN_HALL,
                     card_set={"village": ["fireball", "lightstone_gem", "hatchet", "spear", "lantern", "feast",
                                           "short_sword", "town_guard"]})
    assert won(fight(state, 1))
    assert state.pending.prompt == "spoils"
    offered = set(options(state)) - {"done"}
    assert offered == {"dagger", "hatchet", "spear"}      # Gold 5; no Torch, Lantern, Feast or Heroes
    choose(state, card="hatchet")
    assert "hatchet" in owned(state)


# ============================================================================================== Elf
def test_elf_wizard_magic_attack_2_and_light_1():
    state = position(["elf_wizard"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 2)
    assert (bd.attack, bd.magic, bd.light, bd.light_penalty) == (0, 2, 1, 1)


def test_elf_wizard_levels_to_sorcerer_for_2_xp_and_sorcerer_to_archmage_for_2():
    state = position(["elf_wizard", "elf_sorcerer"], xp=4)
    act(state, "visit_village")
    assert level_targets(state, "elf_wizard") == {"elf_sorcerer"}
    act(state, {"type": "level_up", "hero": "elf_wizard", "into": "elf_sorcerer"},
        {"type": "level_up", "hero": "elf_sorcerer", "into": "elf_archmage"})
    assert state.players[0].xp == 0


def test_elf_sorcerer_sends_a_monster_away_after_a_victory():
    state = position(["elf_sorcerer", "fireball", "fireball"], hall=PLAIN_HALL, dungeon=["griffon", "ghost"])
    events = fight(state, 1)
    assert won(events)
    assert state.pending.prompt == "send_away"
    assert set(options(state)) == {"bottom:1", "bottom:2", "bottom:3", "skip"}
    assert hall_ids(state) == ["nixie", "pegasus", "griffon"]
    choose(state, option="bottom", rank=1)
    assert bottom_of_dungeon(state) == "nixie"
    assert hall_ids(state) == ["pegasus", "griffon", "ghost"]


def test_elf_sorcerer_sends_nothing_away_after_a_defeat():
    state = position(["elf_sorcerer"], hall=["tormentor", "nixie", "pegasus"])
    assert not won(fight(state, 1))
    assert state.pending.kind == "turn"


def test_elf_sorcerer_numbers():
    state = position(["elf_sorcerer"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 3)
    assert (bd.magic, bd.light) == (3, 2)


def test_elf_archmage_sends_a_monster_away_before_the_battle():
    state = position(["elf_archmage"], hall=PLAIN_HALL, dungeon=["griffon"])
    act(state, "enter_dungeon", use("elf_archmage", "send_away", rank=2))
    assert bottom_of_dungeon(state) == "nixie"
    assert hall_ids(state) == ["grudgebeast", "pegasus", "griffon"]
    assert (breakdown(state, 1).magic, breakdown(state, 1).light) == (4, 2)
    assert not has_legal(state, use("elf_archmage", "send_away", rank=1))    # once


# ============================================================================================== Feayn
@pytest.mark.parametrize("hero, attack, light", [("feayn_archer", 2, 1), ("feayn_marksman", 3, 1),
                                                 ("feayn_sniper", 4, 2)])
def test_feayn_cannot_attack_rank_1_and_then_gives_no_attack_and_no_light(hero, attack, light):
    state = position([hero, "militia"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    rank1, rank2 = breakdown(state, 1), breakdown(state, 2)
    assert (rank1.attack, rank1.light) == (1, 0)
    assert (rank2.attack, rank2.light) == (attack + 1, light)


def test_feayn_sniper_gains_one_more_xp_in_rank_3():
    state = position(["feayn_sniper", "fireball"], hall=["nixie", "pegasus", "grudgebeast"])
    events = fight(state, 3)      # 4 + 3, Light 3: no penalty
    assert won(events) and state.players[0].xp == 1 + 1


def test_feayn_sniper_no_extra_xp_in_rank_2():
    state = position(["feayn_sniper", "fireball", "fireball"], hall=["nixie", "grudgebeast", "pegasus"])
    assert won(fight(state, 2)) and state.players[0].xp == 1


# ============================================================================================== Lorigg
def test_lorigg_thief_gold_2_and_light_1():
    state = position(["lorigg_thief"], hall=PLAIN_HALL)
    act(state, "visit_village")
    assert gold_available(state) == 2
    state = position(["lorigg_thief"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert (breakdown(state, 2).attack, breakdown(state, 2).light) == (1, 1)


@pytest.mark.parametrize("hero, gold", [("lorigg_rogue", 3), ("lorigg_outlaw", 4), ("redblade_poisoner", 2)])
def test_every_other_player_discards_a_card_when_he_enters_the_dungeon(hero, gold):
    state = position([hero], others=[{"hand": ["militia", "militia"]}, {"hand": ["torch", "dagger"]}])
    events = act(state, "enter_dungeon")
    assert discard(state, 1) == ["militia"] and hand(state, 1) == ["militia"]   # one kind only: no question
    assert state.pending.prompt == "discard" and state.pending.seat == 2
    choose(state, card="dagger")
    assert hand(state, 2) == ["torch"] and discard(state, 2) == ["dagger"]
    assert hand(state, 0) == [hero] and "discarded" in [e.kind for e in events]
    state = position([hero])
    act(state, "visit_village")
    assert gold_available(state) == gold


def test_lorigg_rogue_drawn_in_the_dungeon_also_makes_the_others_discard():
    state = position(["regian_priest"], deck=["lorigg_rogue"], others=[{"hand": ["militia", "militia"]}])
    act(state, "enter_dungeon", use("regian_priest", "draw"))
    assert hand(state, 1) == ["militia"]


def test_lorigg_rogue_discard_happens_even_if_the_battle_is_lost():
    state = position(["lorigg_rogue"], hall=["tormentor", "nixie", "pegasus"], others=[{"hand": ["torch"]}])
    assert not won(fight(state, 1))
    assert discard(state, 1) == ["torch"]


# ============================================================================================== Outlands
def test_outlands_warrior_eats_one_food_for_attack_3_once():
    state = position(["outlands_warrior", "iron_rations", "iron_rations"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("outlands_warrior", "eat", "iron_rations"))
    assert breakdown(state, 1).attack == 3 + 3
    assert trash(state) == ["iron_rations"]
    assert ("outlands_warrior", "eat") not in legal_uses(state)     # not a Repeat ability


def test_outlands_slayer_eats_repeatedly_and_gets_attack_per_monster_card():
    state = position(["outlands_slayer", "iron_rations", "goodberries", "nixie", "grudgebeast"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 5 + 2
    act(state, use("outlands_slayer", "eat", "iron_rations"), use("outlands_slayer", "eat", "goodberries"))
    assert breakdown(state, 1).attack == 5 + 2 + 3 + 3
    assert sorted(trash(state)) == ["goodberries", "iron_rations"]


def test_outlands_khan_gets_attack_2_per_monster_card():
    state = position(["outlands_khan", "griffon", "nixie", "pegasus"], hall=["grudgebeast", "nixie", "ghost"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 7 + 2 * 3 + 1     # the Pegasus trophy adds its own Attack +1


def test_outlands_warrior_food_fed_as_strength_cannot_be_eaten():
    state = position(["outlands_warrior", "iron_rations"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("iron_rations", "feed", "outlands_warrior"))
    assert ("outlands_warrior", "eat") not in legal_uses(state)


# ============================================================================================== Redblade
def test_redblade_killer_attack_2_gold_1_and_no_effect_on_others():
    state = position(["redblade_killer"], hall=PLAIN_HALL, others=[{"hand": ["torch"]}])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 2 and hand(state, 1) == ["torch"]
    state = position(["redblade_killer"])
    act(state, "visit_village")
    assert gold_available(state) == 1


def test_redblade_assassin_others_discard_one_hero():
    state = position(["redblade_assassin"], others=[{"hand": ["militia", "torch", "dagger"]}])
    act(state, "enter_dungeon")
    assert state.pending.prompt == "discard" and state.pending.seat == 1
    choose(state, card="militia")
    assert discard(state, 1) == ["militia"] and sorted(hand(state, 1)) == ["dagger", "torch"]
    assert state.pending.kind == "dungeon"


def test_redblade_assassin_others_discard_two_cards_instead():
    state = position(["redblade_assassin"], others=[{"hand": ["militia", "torch", "dagger"]}])
    act(state, "enter_dungeon")
    choose(state, card="torch")
    assert state.pending.prompt == "discard" and state.pending.seat == 1
    choose(state, card="dagger")
    assert sorted(discard(state, 1)) == ["dagger", "torch"] and hand(state, 1) == ["militia"]


def test_redblade_assassin_attack_4():
    state = position(["redblade_assassin"], hall=PLAIN_HALL, others=[{"hand": []}])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 4


# ============================================================================================== Regian
def test_regian_cleric_repeat_cure():
    state = position(["regian_cleric", "disease", "disease"], deck=["torch", "lantern"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("regian_cleric", "cure", "disease"), use("regian_cleric", "cure", "disease"))
    assert sorted(hand(state)) == ["lantern", "regian_cleric", "torch"]
    assert breakdown(state, 1).magic == 1


@pytest.mark.parametrize("hero, draws, magic", [("regian_priest", 1, 2), ("regian_bishop", 2, 3)])
def test_regian_priest_and_bishop_draw_cards_once(hero, draws, magic):
    state = position([hero, "disease"], deck=["torch", "lantern", "dagger", "militia"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use(hero, "draw"))
    assert hand(state) == [hero, "disease"] + ["torch", "lantern"][:draws]
    assert (hero, "draw") not in legal_uses(state)
    act(state, use(hero, "cure", "disease"))
    assert len(hand(state)) == 1 + draws + 1 and "disease" not in hand(state)
    assert breakdown(state, 2).magic == magic


# ============================================================================================== Selurin
def test_selurin_magician_adds_magic_to_every_item_and_to_spells_with_magic_attack():
    """Items get Magic Attack +1 even without an attack of their own; Battle Fury (no Magic Attack) gets nothing."""
    state = position(["selurin_magician", "torch", "iron_rations", "fireball", "battle_fury", "dagger"],
                     hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert bd.magic == 2 + 1 + 1 + (3 + 1)
    assert bd.attack == 1                # Battle Fury on the Magician; the unequipped Dagger is no Item


def test_two_selurin_magicians_each_add_their_bonus():
    state = position(["selurin_magician", "selurin_magician", "torch"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == 2 + 2 + 2


def test_selurin_warlock_doubles_magic_attack_after_disease():
    state = position(["selurin_warlock", "fireball", "disease", "militia"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic) == (0, (2 + 3) * 2)      # the preview's best placement: Disease on Attack
    events = act(state, {"type": "attack", "rank": 1})
    assert state.pending.prompt == "penalty"
    events += choose(state, option="magic")
    assert (result(events)["attack"], result(events)["magic"]) == (1, (2 + 3 - 1) * 2)   # -1 before doubling


def test_two_selurin_multipliers_make_x4():
    state = position(["selurin_warlock", "selurin_theurge", "fireball"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == (2 + 2 + 3) * 4


def test_selurin_warlock_doubles_only_magic_attack():
    state = position(["selurin_warlock", "militia", "militia"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert (bd.attack, bd.magic) == (2, 4)


def test_selurin_theurge_borrows_a_discarded_hero_for_the_battle_and_returns_it():
    """Every player (the card says each player: the Theurge's owner too) discards a Hero; the active player may
    borrow one of them for this battle; it goes back to its owner's discard pile afterwards."""
    state = position(["selurin_theurge", "militia", "fireball"], hall=PLAIN_HALL,
                     others=[{"hand": ["amazon_archer", "torch"]}])
    act(state, "enter_dungeon", use("selurin_theurge", "borrow"))
    assert state.pending.prompt == "discard" and state.pending.seat == 0
    choose(state, card="militia")
    assert state.pending.prompt == "borrow"
    assert set(options(state)) == {"amazon_archer", "militia", "skip"}
    choose(state, card="amazon_archer")
    assert "amazon_archer" in hand(state, 0) and hand(state, 1) == ["torch"]
    bd = breakdown(state, 2)
    assert bd.attack == 1 + 2 and bd.magic == (2 + 3) * 2
    fight_events = act(state, {"type": "attack", "rank": 2})
    assert won(fight_events)
    assert "amazon_archer" in discard(state, 1) and "amazon_archer" not in owned(state, 0)


def test_selurin_theurge_interpretation_its_owner_discards_a_hero_too_even_the_theurge_itself():
    """Reference: "each player discards one Hero card or shows a hand with none" (the card says each player, not
    each other player). The engine makes the active player discard a Hero as well; when the Theurge is the only
    Hero it discards itself and may take itself back as the borrowed Hero."""
    state = position(["selurin_theurge", "fireball"], hall=PLAIN_HALL, others=[{"hand": ["torch", "dagger"]}])
    events = act(state, "enter_dungeon", use("selurin_theurge", "borrow"))
    assert "showed_no_hero" in [e.kind for e in events]
    assert hand(state, 1) == ["torch", "dagger"]
    assert hand(state) == ["fireball"] and discard(state) == ["selurin_theurge"]
    assert set(options(state)) == {"selurin_theurge", "skip"}
    choose(state, card="selurin_theurge")
    assert breakdown(state, 1).magic == (2 + 3) * 2


# ============================================================================================== Thyrian
def test_thyrian_squire_eats_a_food_card_for_attack_2():
    state = position(["thyrian_squire", "iron_rations"], hall=PLAIN_HALL)
    act(state, "enter_dungeon", use("thyrian_squire", "eat", "iron_rations"))
    assert breakdown(state, 1).attack == 2 + 2
    assert trash(state) == ["iron_rations"] and hand(state) == ["thyrian_squire"]


def test_thyrian_knight_gives_every_militia_attack_1_and_eats_for_2():
    state = position(["thyrian_knight", "militia", "militia", "goodberries"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 4 + 2 * (1 + 1)
    act(state, use("thyrian_knight", "eat", "goodberries"))
    assert breakdown(state, 1).attack == 4 + 2 + 4
    assert ("thyrian_knight", "eat") not in legal_uses(state)


def test_thyrian_lord_gives_every_non_fighter_hero_attack_2():
    state = position(["thyrian_lord", "elf_wizard", "militia", "amazon_archer"], hall=PLAIN_HALL)
    act(state, "enter_dungeon")
    bd = breakdown(state, 1)
    assert bd.attack == 4 + 2 + (1 + 2) + 1      # Lord, Wizard, Militia (no Fighter), Archer (Fighter: nothing)
    assert bd.magic == 2


def test_thyrian_lord_eats_food_to_capture_a_1_or_2_vp_monster_without_xp():
    state = position(["thyrian_lord", "iron_rations"], hall=["grudgebeast", "tormentor", "nixie"],
                     dungeon=["griffon"])
    act(state, "enter_dungeon", use("thyrian_lord", "capture", "iron_rations"))
    assert state.pending.prompt == "capture"
    assert set(options(state)) == {"rank:1", "rank:3"}          # Tormentor is worth 6 VP
    events = choose(state, rank=3)
    assert cards_of(state, events, "captured") == ["nixie"]
    assert discard(state) == ["nixie"] and state.players[0].xp == 0
    assert trash(state) == ["iron_rations"]
    assert hall_ids(state) == ["grudgebeast", "tormentor", "griffon"]


def test_thyrian_lord_cannot_capture_a_0_vp_monster():
    state = position(["thyrian_lord", "iron_rations"], hall=["bloodskull_orc", "tormentor", "knightmare"])
    act(state, "enter_dungeon")
    assert ("thyrian_lord", "capture") not in legal_uses(state)


# ============================================================================================== every line: level-up
LEVEL_UPS = [
    ("amazon_archer", 2, "amazon_huntress"), ("amazon_huntress", 3, "amazon_queen"),
    ("chalice_quester", 2, "chalice_defender"), ("chalice_defender", 3, "chalice_paladin"),
    ("dwarf_guardian", 2, "dwarf_janissary"), ("dwarf_janissary", 3, "dwarf_sentinel"),
    ("elf_wizard", 2, "elf_sorcerer"), ("elf_sorcerer", 2, "elf_archmage"),
    ("feayn_archer", 2, "feayn_marksman"), ("feayn_marksman", 3, "feayn_sniper"),
    ("lorigg_thief", 2, "lorigg_rogue"), ("lorigg_rogue", 3, "lorigg_outlaw"),
    ("outlands_warrior", 2, "outlands_slayer"), ("outlands_slayer", 3, "outlands_khan"),
    ("redblade_killer", 2, "redblade_poisoner"), ("redblade_poisoner", 3, "redblade_assassin"),
    ("regian_cleric", 2, "regian_priest"), ("regian_priest", 3, "regian_bishop"),
    ("selurin_magician", 2, "selurin_warlock"), ("selurin_warlock", 3, "selurin_theurge"),
    ("thyrian_squire", 2, "thyrian_knight"), ("thyrian_knight", 3, "thyrian_lord"),
]
LEVEL_3 = ["amazon_queen", "chalice_paladin", "dwarf_sentinel", "elf_archmage", "feayn_sniper", "lorigg_outlaw",
           "outlands_khan", "redblade_assassin", "regian_bishop", "selurin_theurge", "thyrian_lord"]


@pytest.mark.parametrize("hero, xp, into", LEVEL_UPS)
def test_level_up_costs_the_printed_xp_and_gives_the_next_level(hero, xp, into):
    state = position([hero], xp=xp - 1)
    act(state, "visit_village")
    assert level_targets(state) == set()
    state = position([hero], xp=xp)
    act(state, "visit_village", {"type": "level_up", "hero": hero, "into": into})
    assert state.players[0].xp == 0 and trash(state) == [hero] and discard(state) == [into]


@pytest.mark.parametrize("hero", LEVEL_3)
def test_level_3_heroes_do_not_level_up(hero):
    state = position([hero], xp=10)
    act(state, "visit_village")
    assert level_targets(state) == set()


@pytest.mark.parametrize("hero, vp", [("amazon_queen", 2), ("chalice_paladin", 2), ("dwarf_sentinel", 2),
                                      ("elf_archmage", 2), ("feayn_sniper", 2), ("lorigg_outlaw", 1),
                                      ("outlands_khan", 3), ("redblade_assassin", 2), ("regian_bishop", 2),
                                      ("selurin_theurge", 1), ("thyrian_lord", 2)])
def test_level_3_heroes_victory_points(hero, vp):
    from .card_helpers import score

    assert score(position([hero]), 0) == vp
