"""Wrath of the Elements (the online edition's part of it): every card and every new trait."""

from __future__ import annotations

from typing import Any

import pytest

from thunderstone_gui.engine import GameConfig, breakdown, legal_actions
from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.systems.classic.config import CardSet, ClassicConfig
from thunderstone_gui.systems.classic.rules.village import gold_available

from . import support
from .support import act, choose, hand, has_legal, owned, trash

PLAIN = ["grudgebeast", "nixie", "pegasus"]


def position(hand_cards: list[str], **kw: Any):
    kw.setdefault("hall", PLAIN)
    return support.position(hand_cards, sets=["base", "wrath"], **kw)


def result(events):
    return next(e for e in events if e.kind == "battle_result").data


def other(hand_cards: list[str], deck: list[str] | None = None) -> dict[str, Any]:
    return {"hand": hand_cards, "deck": deck or []}


# =========================================================================================== heroes
def test_gangland_thug_gold_for_every_other_hero():
    state = position(["gangland_thug", "militia", "militia", "torch"])
    act(state, "visit_village", {"type": "use", "card": "gangland_thug", "ability": "rally"})
    assert gold_available(state) == 2 + 2


def test_gangland_heavy_rally_and_others_discard_a_card_with_gold():
    state = position(["gangland_heavy", "militia"], others=[other(["militia"] * 5 + ["torch"]),
                                                            other(["militia"] * 6)])
    act(state, "visit_village", {"type": "use", "card": "gangland_heavy", "ability": "rally"})
    assert gold_available(state) == 1 + 1
    # A Militia's Gold value is a printed 0: it is "a card with a Gold value" (docs/rules.md, "Printed values").
    state = position(["gangland_heavy", "militia"], others=[other(["militia"] * 5 + ["torch"]),
                                                            other(["militia"] * 6),
                                                            other(["fireball", "disease", "amazon_archer"])])
    events = act(state, "enter_dungeon")
    assert state.pending.seat == 1 and {state.cards[a.card].id for a in state.pending.options} == {"militia", "torch"}
    events += choose(state, "torch")
    assert support.discard(state, 1) == ["torch"]
    assert support.discard(state, 2) == ["militia"]
    assert support.discard(state, 3) == []
    assert any(e.kind == "showed_no_gold" and e.seat == 3 for e in events)
    assert not any(e.kind == "showed_no_gold" and e.seat in (1, 2) for e in events)


def test_gangland_crook_plus_4_with_5_gold_revealed():
    rich = position(["gangland_crook", "lantern", "lightstone_gem"])
    poor = position(["gangland_crook", "torch"])
    act(rich, "enter_dungeon")
    act(poor, "enter_dungeon")
    assert breakdown(rich, 1).attack == 3 + 4
    assert breakdown(poor, 1).attack == 3


@pytest.mark.parametrize("hero, bonus", [("blind_neophyte", 3), ("blind_monk", 4)])
def test_blind_destroys_light_items_for_magic_attack_repeatedly(hero, bonus):
    state = position([hero, "torch", "lantern", "flaming_sword"])
    act(state, "enter_dungeon")
    assert not has_legal(state, {"type": "use", "card": hero, "ability": "meditate", "target": "flaming_sword"})
    act(state, {"type": "use", "card": hero, "ability": "meditate", "target": "torch"},
        {"type": "use", "card": hero, "ability": "meditate", "target": "lantern"})
    assert breakdown(state, 1).magic == 2 * bonus
    assert sorted(trash(state)) == ["lantern", "torch"]


def test_blind_grandmaster_ignores_light_penalties_and_gains_magic_without_light_items():
    state = position(["blind_grandmaster"])
    act(state, "enter_dungeon")
    third = breakdown(state, 3)
    assert third.light_penalty == 0 and third.magic == 3 and third.total == 3 + 3
    with_torch = position(["blind_grandmaster", "torch"])
    act(with_torch, "enter_dungeon")
    assert breakdown(with_torch, 3).magic == 0


def test_blind_grandmaster_cannot_beat_an_unreducible_light_penalty():
    state = position(["blind_grandmaster"], hall=["water_wrath", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light_penalty == 1


def test_divine_healer_cures_once_in_the_village_or_the_dungeon():
    state = position(["divine_healer", "disease", "disease"], deck=["torch", "torch"])
    act(state, "visit_village", {"type": "use", "card": "divine_healer", "ability": "cure", "target": "disease"})
    assert hand(state).count("torch") == 1 and hand(state).count("disease") == 1
    assert not has_legal(state, {"type": "use", "card": "divine_healer", "ability": "cure", "target": "disease"})
    dungeon = position(["divine_healer", "disease"], deck=["torch"])
    act(dungeon, "enter_dungeon", {"type": "use", "card": "divine_healer", "ability": "cure", "target": "disease"})
    assert "torch" in hand(dungeon)


def test_divine_chaplain_attack_per_disease_and_monster_and_draws_anywhere():
    state = position(["divine_chaplain", "disease", "pegasus", "grudgebeast"], deck=["torch", "torch"],
                     hall=["nixie", "griffon", "famine"])
    act(state, "enter_dungeon")
    chaplain = next(ln for ln in breakdown(state, 1).lines if state.cards[ln.card].id == "divine_chaplain")
    assert chaplain.attack == 2 + 3
    act(state, {"type": "use", "card": "divine_chaplain", "ability": "draw"})
    assert "torch" in hand(state)
    village = position(["divine_chaplain"], deck=["torch"])
    act(village, "visit_village", {"type": "use", "card": "divine_chaplain", "ability": "draw"})
    assert "torch" in hand(village)


def test_divine_prophet_cures_for_two_cards_and_draws_one_per_monster():
    state = position(["divine_prophet", "disease", "nixie", "pegasus"], deck=["torch"] * 5,
                     hall=["grudgebeast", "griffon", "famine"])
    act(state, "visit_village", {"type": "use", "card": "divine_prophet", "ability": "cure", "target": "disease"})
    assert hand(state).count("torch") == 2
    act(state, {"type": "use", "card": "divine_prophet", "ability": "commune"})
    assert hand(state).count("torch") == 4


def test_toryn_carries_several_weapons_each_within_his_strength():
    state = position(["toryn_scrapper", "short_sword", "hatchet", "dagger", "militia"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "short_sword", "hero": "toryn_scrapper"},
        {"type": "equip", "weapon": "hatchet", "hero": "toryn_scrapper"},
        {"type": "equip", "weapon": "dagger", "hero": "toryn_scrapper"})
    assert breakdown(state, 1).attack == 2 + 4 + 3 + 1 + 1     # Scrapper, three Weapons, the Militia
    militia = position(["militia", "dagger", "dagger"])
    act(militia, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert not has_legal(militia, {"type": "equip", "weapon": "dagger", "hero": "militia"})


def test_toryn_gladiator_borrows_a_discarded_weapon_for_the_battle():
    state = position(["toryn_gladiator", "fireball", "fireball"],
                     others=[other(["short_sword", "militia", "militia"]), other(["militia"] * 3)])
    events = act(state, "enter_dungeon", {"type": "use", "card": "toryn_gladiator", "ability": "challenge"})
    assert any(e.kind == "showed_no_weapon" for e in events)
    assert state.pending.prompt == "borrow_weapon"
    act(state, {"type": "choose", "card": "short_sword"})
    assert breakdown(state, 1).attack == 4 + 4
    act(state, {"type": "attack", "rank": 1})
    assert "short_sword" in owned(state, 1) and "short_sword" not in owned(state, 0)


# =========================================================================================== village cards
def test_amulet_of_power_strength_for_every_hero():
    state = position(["militia", "amulet_of_power", "short_sword"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light == 2
    act(state, {"type": "equip", "weapon": "short_sword", "hero": "militia"})   # Strength 2 + 3 carries weight 4
    assert breakdown(state, 1).attack == 1 + 4


def test_ambrosia_strength_attack_and_a_destroyed_hero_is_discarded_instead():
    state = position(["militia", "ambrosia", "fireball", "fireball"], hall=["mythlurian", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 1 + 1
    events = act(state, {"type": "attack", "rank": 1})
    assert any(e.kind == "saved" for e in events)
    assert "militia" not in trash(state) and "militia" in owned(state)


def test_ambrosia_also_saves_a_hero_left_at_strength_0():
    state = position(["militia", "ambrosia"], hall=["suffering", "nixie", "pegasus"])
    # Strength 2 + 2 - 2 = 2: not exhausted; without Ambrosia the Militia would be at 0 and lost.
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert "militia" in owned(state)


def test_sage_gives_xp_for_destroying_a_non_hero_and_gold_per_hero():
    state = position(["sage", "disease", "militia", "militia"])
    act(state, "visit_village", {"type": "use", "card": "sage", "ability": "study", "target": "disease"})
    assert state.players[0].xp == 1
    act(state, {"type": "use", "card": "sage", "ability": "sell"})
    assert gold_available(state) == 2
    heroic = position(["sage", "militia", "torch"])
    act(heroic, "visit_village", {"type": "use", "card": "sage", "ability": "study", "target": "militia"})
    assert heroic.players[0].xp == 0 and "militia" in trash(heroic)


def test_blacksmith_weapon_purchase_gives_another_and_selling_stows_a_hero():
    state = position(["blacksmith", "lightstone_gem", "lightstone_gem", "torch"], deck=["torch"])
    act(state, "visit_village", {"type": "use", "card": "blacksmith", "ability": "forge"})
    assert gold_available(state) == 3 + 3 + 2 + 2
    act(state, {"type": "buy", "card": "dagger"})
    assert state.turn.buys_left == 1
    act(state, {"type": "buy", "card": "iron_rations"})
    assert state.turn.buys_left == 0
    seller = position(["blacksmith", "regian_cleric", "torch"])
    act(seller, "visit_village", {"type": "use", "card": "blacksmith", "ability": "sell"})
    assert gold_available(seller) == 2 + 2
    assert support.ids(seller, seller.players[0].deck[-1:]) == ["regian_cleric"]


def test_cursed_mace_gives_a_disease_when_equipped():
    state = position(["dwarf_guardian", "cursed_mace"])
    events = act(state, "enter_dungeon", {"type": "equip", "weapon": "cursed_mace", "hero": "dwarf_guardian"})
    assert any(e.kind == "gained_disease" for e in events)
    assert breakdown(state, 1).attack == 1 + 6


def test_short_bow_counts_only_in_ranks_2_and_3_and_more_for_an_archer():
    state = position(["amazon_archer", "short_bow"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "short_bow", "hero": "amazon_archer"})
    assert breakdown(state, 1).attack == 1
    assert breakdown(state, 2).attack == 1 + 2 + 3 + 2
    militia = position(["militia", "iron_rations", "short_bow"])
    act(militia, "enter_dungeon", {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"},
        {"type": "equip", "weapon": "short_bow", "hero": "militia"})
    assert breakdown(militia, 3).attack == 1 + 3


def test_magic_missile_only_against_rank_1():
    state = position(["magic_missile"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).magic == 4 and breakdown(state, 2).magic == 0


def test_illusory_blade_takes_a_weapon_from_the_village_for_one_battle():
    state = position(["illusory_blade", "militia", "militia"], card_set={"village": [
        "illusory_blade", "short_sword", "hatchet", "lantern", "spear", "banish", "feast", "trainer"]})
    swords = len(state.supply["hatchet"])
    act(state, "enter_dungeon", {"type": "use", "card": "illusory_blade", "ability": "cast"})
    assert state.pending.prompt == "conjure"
    offered = {state.cards[a.card].id for a in legal_actions(state)}
    assert "dagger" in offered and "hatchet" not in offered     # Militia Strength 2: Hatchet weighs 3
    act(state, {"type": "choose", "card": "dagger"}, {"type": "choose", "card": "militia"})
    assert breakdown(state, 1).attack == 1 + 1 + 1
    act(state, {"type": "attack", "rank": 1})
    assert "dagger" in trash(state) and len(state.supply["hatchet"]) == swords


# =========================================================================================== monsters and traits
def test_air_wrath_cannot_be_attacked_after_a_spell_and_held_spells_give_nothing():
    state = position(["fireball", "militia", "banish"], hall=["air_wrath", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    air = breakdown(state, 1)
    assert air.magic == 0 and air.light == 0 and air.can_attack
    act(state, {"type": "use", "card": "banish", "ability": "cast"}, {"type": "choose", "option": "arrange:1,2,3"},
        {"type": "choose", "card": "militia"})
    assert not has_legal(state, {"type": "attack", "rank": 1})


def test_earth_wrath_half_attack_without_an_elemental_card_and_needs_magic():
    plain = position(["thyrian_lord", "thyrian_knight", "fireball", "torch"],
                     hall=["earth_wrath", "nixie", "pegasus"])
    act(plain, "enter_dungeon")
    with_elemental = position(["thyrian_lord", "thyrian_knight", "fireball", "torch", "air_wrath"],
                              hall=["earth_wrath", "nixie", "pegasus"])
    act(with_elemental, "enter_dungeon")
    assert breakdown(plain, 1).total == (4 + 4 + 3) // 2
    assert breakdown(with_elemental, 1).total == 4 + 4 + 3
    no_magic = position(["thyrian_lord", "thyrian_knight", "torch", "air_wrath"],
                        hall=["earth_wrath", "nixie", "pegasus"])
    act(no_magic, "enter_dungeon")
    assert not breakdown(no_magic, 1).victory and breakdown(no_magic, 1).total >= 7


def test_fire_wrath_immune_to_spells_and_unarmed_heroes_and_banish():
    state = position(["fireball", "battle_fury", "elf_wizard", "militia", "dagger", "banish"],
                     hall=["fire_wrath", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"})
    fire = breakdown(state, 1)
    assert fire.magic == 0 and fire.attack == 1 + 1     # the armed Militia and its Dagger; no Battle Fury
    assert fire.light == 1 + 1                          # the Fireball's and the Wizard's Light still count
    act(state, {"type": "use", "card": "banish", "ability": "cast"})
    options = {(a.option, a.rank) for a in legal_actions(state)}
    assert ("bottom", 1) not in options and ("bottom", 2) in options
    assert all(o.startswith("arrange:1") for o, _ in options if o.startswith("arrange"))


def test_fire_wrath_trophy_light():
    state = position(["fire_wrath"])
    act(state, "enter_dungeon")
    assert breakdown(state, 2).light == 1


def test_thunder_wrath_forbids_equipped_weapons_and_destroys_a_random_card():
    state = position(["militia", "dagger", "fireball", "fireball", "fireball", "lantern", "lantern"],
                     hall=["thunder_wrath", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert not has_legal(state, {"type": "attack", "rank": 1})
    act(state, {"type": "unequip", "weapon": "dagger"})
    events = act(state, {"type": "attack", "rank": 1})
    picked = [e for e in events if e.kind == "picked_at_random"]
    assert len(picked) == 1
    assert state.cards[picked[0].cards[0]].id in trash(state)


def test_water_wrath_unreducible_light_and_destroys_unarmed_heroes_without_magic():
    state = position(["militia", "militia", "dagger", "elf_wizard", "lightstone_gem", "fireball", "fireball"],
                     hall=["water_wrath", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert breakdown(state, 1).light_penalty == 1
    act(state, {"type": "attack", "rank": 1})
    assert trash(state) == ["militia"]           # the unarmed Militia; the Wizard has Magic Attack


@pytest.mark.parametrize("torment, victim, keeps", [
    ("lava_torment", "elf_wizard", "elf_sorcerer"),
    ("shadow_torment", "elf_sorcerer", "elf_wizard"),
    ("smoke_torment", "militia", "elf_wizard"),
    ("blood_torment", "goodberries", "militia"),
])
def test_torment_breach_every_player_discards_five_and_destroys_one_of_a_kind(torment, victim, keeps):
    deck = [victim, keeps, "torch", "torch", "torch", "dagger"]
    state = position(["fireball", "fireball"], hall=["griknack_goblin", torment, "nixie"],
                     others=[other(["militia"] * 6, deck=deck)], card_set={"hero_lines": ["Elf"]})
    events = act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert any(e.kind == "breach" for e in events)
    assert victim in trash(state) and keeps in support.discard(state, 1)
    assert support.ids(state, state.players[1].deck) == ["dagger"]


def test_blood_torment_breach_takes_a_printed_0_vp_and_never_a_card_without_vp():
    deck = ["militia", "bloodskull_orc", "torch", "disease", "dagger", "torch"]
    state = position(["fireball", "fireball"], hall=["griknack_goblin", "blood_torment", "nixie"],
                     others=[other(["militia"] * 6, deck=deck)])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert "bloodskull_orc" in trash(state)                   # printed VP 0: a card with a VP value
    assert sorted(support.discard(state, 1)) == ["dagger", "disease", "militia", "torch"]


def test_blood_torment_battle_every_player_destroys_a_monster_card():
    state = position(["fireball", "fireball", "fireball", "pegasus", "torch"],
                     hall=["blood_torment", "nixie", "griffon"], others=[other(["nixie", "militia"])])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert sorted(trash(state)) == ["nixie", "pegasus"]


def test_shadow_and_smoke_torment_only_magic_counts():
    state = position(["thyrian_lord", "fireball"], hall=["smoke_torment", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 0 and breakdown(state, 1).magic == 3


def test_steam_torment_monsters_leave_only_when_defeated():
    state = position(["militia", "banish", "elf_archmage"], hall=["nixie", "steam_torment", "pegasus"])
    act(state, "enter_dungeon")
    assert not has_legal(state, {"type": "use", "card": "elf_archmage", "ability": "send_away", "rank": 1})
    act(state, {"type": "use", "card": "banish", "ability": "cast"})
    assert not any(a.option == "bottom" for a in legal_actions(state))
    act(state, {"type": "choose", "option": "arrange:1,2,3"}, {"type": "choose", "card": "banish"})
    weak = position(["militia"], hall=["nixie", "steam_torment", "pegasus"])
    events = act(weak, "enter_dungeon", {"type": "attack", "rank": 1})
    assert any(e.kind == "monster_stays" for e in events)
    assert weak.cards[weak.hall[0]].id == "nixie"


def test_steam_torment_trophy_attack():
    state = position(["steam_torment"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 1


@pytest.mark.parametrize("golem, strength", [("bronze_golem", 4), ("clay_golem", 5), ("stone_golem", 6),
                                             ("iron_golem", 7), ("colossus", 8)])
def test_golems_heroes_below_a_strength_cannot_attack(golem, strength):
    catalogue = load_catalogue("2nd", ("base", "wrath"))
    weak = next(c.id for c in catalogue.cards.values() if c.kind == "hero" and c.strength == strength - 1)
    able = next(c.id for c in catalogue.cards.values() if c.kind == "hero" and c.strength == strength
                and c.attack > 0 and not any(e.verb == "cannot_attack_rank" for e in c.static))
    state = position([weak, able], hall=[golem, "nixie", "pegasus"])
    act(state, "enter_dungeon")
    lines = {state.cards[ln.card].id: ln for ln in breakdown(state, 1).lines}
    assert lines[weak].note == "cannot attack" and lines[able].attack > 0


def test_colossus_immune_to_magic_and_iron_golem_halves_it():
    colossus = position(["thyrian_lord", "fireball"], hall=["colossus", "nixie", "pegasus"])
    act(colossus, "enter_dungeon")
    assert breakdown(colossus, 1).magic == 0
    iron = position(["thyrian_lord", "fireball"], hall=["iron_golem", "nixie", "pegasus"])
    act(iron, "enter_dungeon")
    assert breakdown(iron, 1).magic == 1


def test_iron_golem_halves_before_two_selurin_multipliers():
    state = position(["selurin_warlock", "selurin_theurge", "fireball"] + ["iron_rations"] * 5,
                     hall=["iron_golem", "nixie", "pegasus"])
    feed = [{"type": "use", "card": "iron_rations", "ability": "feed", "target": hero}
            for hero in ["selurin_warlock"] * 3 + ["selurin_theurge"] * 2]      # Strength 8 and 7: both attack
    act(state, "enter_dungeon", *feed)
    assert breakdown(state, 1).magic == (2 + 2 + 3) // 2 * 4     # halved first, then x4


def test_clay_golem_trophy_gives_a_hero_strength():
    state = position(["clay_golem", "militia", "short_sword"])
    act(state, "enter_dungeon", {"type": "use", "card": "clay_golem", "ability": "trophy", "target": "militia"})
    act(state, {"type": "equip", "weapon": "short_sword", "hero": "militia"})
    assert breakdown(state, 1).attack == 1 + 4


# =========================================================================================== set selection
def test_random_setup_draws_from_the_chosen_sets():
    seen_wrath = False
    for seed in range(30):
        card_set = CardSet.random(seed, 3, ("base", "wrath"))
        catalogue = load_catalogue("2nd", ("base", "wrath"))
        sets = {catalogue[c].set for c in card_set.village}
        seen_wrath = seen_wrath or "wrath" in sets
        assert len(card_set.village) == 8 and len(card_set.hero_lines) == 4
    assert seen_wrath
    for seed in range(30):
        assert all(load_catalogue()[c].set == "base" for c in CardSet.random(seed, 3, ("base",)).village)


def test_presets_stay_base_only_and_configs_record_the_sets():
    for setup in load_catalogue().setups:
        card_set = CardSet.preset(setup)
        assert all(load_catalogue()[c].set == "base" for c in card_set.village)
    config = GameConfig.new(2, setup="random", sets=("base", "wrath"), seed=4)
    assert ClassicConfig.model_validate_json(config.model_dump_json()).sets == ("base", "wrath")


def test_wrath_cards_need_the_wrath_set():
    with pytest.raises(ValueError, match="air_wrath|Elemental"):
        ClassicConfig.model_validate({"seats": [{"name": "A"}, {"name": "B"}], "card_set": {
            "monster_classes": ["Elemental-Nature", "Ooze"], "hero_lines": ["Elf"], "village": ["fireball"]}})


def test_rest_still_works_with_wrath_cards():
    state = position(["sage", "militia"])
    act(state, "rest")
    choose(state, card="sage")
    assert "sage" in trash(state)
