"""Basic cards, Disease, Experience Points and the Thunderstone, card by card."""

from thunderstone_gui.engine import breakdown, legal_actions

from .support import act, choose, hand, has_legal, owned, position, trash


# -------------------------------------------------------------------------------------------- Militia
def test_militia_is_a_hero_for_battle_fury():
    state = position(["militia", "militia", "battle_fury"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 4   # 1 + 1 each


def test_militia_levels_into_any_level_1_hero_for_3_xp():
    state = position(["militia", "torch"], xp=3, card_set={"hero_lines": ["Elf", "Dwarf", "Regian", "Lorigg"]})
    act(state, "visit_village")
    targets = {a.option for a in legal_actions(state) if a.kind == "level_up"}
    assert targets == {"elf_wizard", "dwarf_guardian", "regian_cleric", "lorigg_thief"}
    act(state, {"type": "level_up", "hero": "militia", "into": "dwarf_guardian"})
    assert state.players[0].xp == 0 and "militia" in trash(state) and "dwarf_guardian" in owned(state)


def test_militia_cannot_level_with_2_xp():
    state = position(["militia"], xp=2)
    act(state, "visit_village")
    assert not any(a.kind == "level_up" for a in legal_actions(state))


# -------------------------------------------------------------------------------------------- Dagger
def test_dagger_gives_attack_only_when_equipped():
    state = position(["militia", "dagger"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 1
    act(state, {"type": "equip", "weapon": "dagger", "hero": "militia"})
    assert breakdown(state, 1).attack == 2


def test_dagger_needs_strength_2():
    state = position(["selurin_magician", "dagger"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert has_legal(state, {"type": "equip", "weapon": "dagger", "hero": "selurin_magician"})   # Strength 2


# -------------------------------------------------------------------------------------------- Iron Rations
def test_iron_rations_add_strength_and_stack_on_one_hero():
    """Two rations on a Strength-2 Militia (2+2+2 = 6) let it carry a weight-5 Flaming Sword... and a Polearm 8."""
    state = position(["militia", "iron_rations", "iron_rations", "flaming_sword"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert not has_legal(state, {"type": "equip", "weapon": "flaming_sword", "hero": "militia"})
    act(state, {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"})
    assert not has_legal(state, {"type": "equip", "weapon": "flaming_sword", "hero": "militia"})
    act(state, {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"})
    act(state, {"type": "equip", "weapon": "flaming_sword", "hero": "militia"})
    assert breakdown(state, 1).magic == 3


def test_iron_rations_fed_to_a_hero_cannot_be_eaten_too():
    state = position(["thyrian_squire", "iron_rations"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "use", "card": "iron_rations", "ability": "feed", "target": "thyrian_squire"})
    assert not has_legal(state, {"type": "use", "card": "thyrian_squire", "ability": "eat"})


# -------------------------------------------------------------------------------------------- Torch
def test_torch_gives_light_without_a_hero():
    state = position(["torch"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 2).light == 1 and breakdown(state, 2).light_penalty == 1


# -------------------------------------------------------------------------------------------- Disease
def test_disease_asks_attack_or_magic_when_both_are_at_least_1():
    state = position(["disease", "militia", "fireball"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert state.pending.prompt == "penalty"
    events = choose(state, option="magic")
    result = next(e for e in events if e.kind == "battle_result")
    assert (result.get("attack"), result.get("magic")) == (1, 2)


def test_disease_goes_where_it_can_without_asking():
    state = position(["disease", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).attack == 0     # 1 - 1
    act(state, {"type": "attack", "rank": 1})
    assert state.pending.kind == "turn"         # no prompt: only Attack could take it


def test_disease_in_the_first_edition_always_costs_one_point():
    state = position(["disease", "militia", "fireball"], hall=["grudgebeast", "nixie", "pegasus"], edition="1st")
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert state.pending.kind == "turn"   # no choice in the 1st edition


def test_destroyed_disease_returns_to_its_supply():
    state = position(["disease", "regian_cleric"], deck=["torch"], hall=["grudgebeast", "nixie", "pegasus"])
    supply = len(state.supply["disease"])
    act(state, "enter_dungeon", {"type": "use", "card": "regian_cleric", "ability": "cure", "target": "disease"})
    assert len(state.supply["disease"]) == supply + 1 and "disease" not in trash(state)


def test_disease_supply_is_unlimited():
    state = position(["militia"], hall=["kingdom", "nixie", "pegasus"])
    state.supply["disease"].clear()
    cards = len(state.cards)
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert "disease" in owned(state) and len(state.cards) == cards + 1 and state.minted == 1


# -------------------------------------------------------------------------------------------- Experience Points
def test_xp_from_a_defeated_monster_and_spent_xp_leave():
    state = position(["fireball", "militia", "militia"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert state.players[0].xp == 1


# -------------------------------------------------------------------------------------------- Stone of Mystery
def test_thunderstone_goes_to_the_player_who_won_in_rank_1_and_ends_the_game():
    state = position(["fireball", "fireball"], hall=["grudgebeast", "stone_of_mystery", "nixie"])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert state.result is not None and state.result.stone_holder == 0
    assert "stone_of_mystery" in owned(state)


def test_thunderstone_nobody_takes_it_after_a_defeat():
    state = position(["militia"], hall=["grudgebeast", "stone_of_mystery", "nixie"])
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert state.result is not None and state.result.stone_holder == -1


def test_thunderstone_in_the_first_edition_ends_the_game_after_the_turn():
    state = position(["fireball", "fireball", "militia"], hall=["grudgebeast", "stone_of_mystery", "nixie"],
                     edition="1st")
    events = act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    kinds = [e.kind for e in events]
    assert kinds.index("thunderstone_in_rank_1") < kinds.index("discarded_hand") < kinds.index("game_over")
    assert state.result.stone_holder == 0


def test_thunderstone_cannot_be_attacked():
    state = position(["fireball"], hall=["stone_of_mystery", "nixie", "pegasus"], edition="1st")
    act(state, "enter_dungeon")
    assert not has_legal(state, {"type": "attack", "rank": 1})


def test_scores_count_every_owned_card_and_ties_go_to_the_thunderstone_holder():
    from thunderstone_gui.systems.classic.rules.scoring import winners

    assert winners([10, 10, 4], holder=1) == (1,)
    assert winners([10, 10, 4], holder=-1) == (0, 1)
    assert winners([10, 12], holder=0) == (1,)


def test_hand_sizes_after_a_turn():
    state = position(["militia"], deck=["torch"] * 8, hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "rest")
    choose(state, option="skip")
    assert len(hand(state, 0)) == 6
