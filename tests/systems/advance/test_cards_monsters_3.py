"""Every Level 3 monster and Thunderstone Bearer of Towers of Ruin in play (numbers: test_data.py)."""

from __future__ import annotations

import pytest

from .support import (
    act,
    attack,
    breakdown,
    choose,
    equip,
    fight,
    hall,
    hand,
    kinds,
    options,
    out,
    owned,
    position,
    result,
    use,
)

L3 = {"monster_groups": ["undead_treefolk", "dragon_fire", "djinni_efreet", "ogre_humanoid"]}


def curses_of(events, seat=0):
    return sum(1 for e in events if e.kind == "gained_curse" and e.seat == seat)


def strong(attack_needed: int) -> list[str]:
    """A party of Captains (8 each) and Knights (5), with Torches for Light 3: at least that Total Attack Value in
    Rank 1 (Darkness 1)."""
    party, value = [], 0
    for hero, hit in (("criochan_captain", 8), ("criochan_captain", 8), ("criochan_knight", 5),
                      ("criochan_knight", 5), ("criochan_knight", 5), ("criochan_knight", 5)):
        if value >= attack_needed:
            break
        party.append(hero)
        value += hit
    return party + ["torch"] * 3


# ------------------------------------------------------------------------------------------------ Treefolk
@pytest.mark.parametrize("needed, short", [(8 + 5, True), (8 + 6, False)])
def test_canker_treant_shortens_the_next_hand_unless_beaten_by_six(needed, short):
    # Captains and Knights add in 8s and 5s: build the exact Total with Regulars
    party = ["criochan_captain", "torch"] + ["regular"] * (needed - 8)
    state = position(party, deck=["longspear"] * 5 + ["pike"] * 5, hall=["canker_treant", "ogre", "ettin"],
                     card_set={**L3, "village": ["pike"]})
    events = fight(state, 1)
    assert result(events)["total"] == needed
    assert len(state.players[0].hand) == (4 if short else 6)


@pytest.mark.parametrize("margin, lost", [(1, True), (2, False)])
def test_thorned_walker_destroys_two_monster_cards_unless_beaten_by_two(margin, lost):
    party = ["criochan_captain", "torch", "ogre", "ettin", "ogrillon"] + ["regular"] * (2 + margin)
    state = position(party, hall=["thorned_walker", "ghul", "majnun"], card_set=L3)
    events = fight(state, 1)
    assert result(events)["total"] == 10 + margin
    if lost:
        assert state.pending.prompt == "battle_pick"
        choose(state, card="ogre")
        choose(state, card="ettin")
        assert "ogre" in out(state) and "ettin" in out(state) and "ogrillon" in owned(state)
    else:
        assert {"ogre", "ettin", "ogrillon"} <= set(owned(state))


def test_decayed_heartwood_destroys_a_hero_of_strength_five_or_more():
    state = position(["criochan_sergeant", "regular"], hall=["decayed_heartwood", "ogre", "ettin"], card_set=L3)
    fight(state, 1)
    assert "criochan_sergeant" not in owned(state) and "regular" in owned(state)


def test_scabbark_destroys_the_hand_unless_beaten_by_two_and_its_spoils_give_another_turn():
    state = position(["criochan_captain", "criochan_knight", "torch"], hall=["scabbark", "ogre", "ettin"],
                     card_set=L3)
    events = fight(state, 1)
    assert result(events)["total"] == 13 and result(events)["victory"]
    assert not {"criochan_captain", "criochan_knight", "torch"} & set(owned(state))
    assert state.pending.prompt == "spoils" and options(state) == ["scabbark respite", "done"]
    choose(state, card="scabbark", option="respite")
    assert state.active == 0 and state.turn_number == 2          # the same player again


def test_scabbark_spares_a_hand_that_beat_it_by_two():
    state = position(["criochan_captain", "criochan_captain", "torch"], hall=["scabbark", "ogre", "ettin"],
                     card_set=L3)
    events = fight(state, 1)
    assert result(events)["total"] == 16 and owned(state).count("criochan_captain") == 2


# ------------------------------------------------------------------------------------------------ Dragons
def test_magma_wyrm_moves_up_after_every_village_visit_and_breaches_in_rank_1():
    state = position(["regular"], hall=["ogre", "ettin", "magma_wyrm"], card_set=L3, seats=2)
    act(state, "visit_village", "end_turn")
    assert hall(state) == ["ogre", "magma_wyrm", "ettin"]
    before = {k: len(v) for k, v in state.supply.items()}
    events = act(state, "visit_village", "end_turn")              # the other player's visit moves it too
    assert hall(state) == ["magma_wyrm", "ogre", "ettin"] and "breach" in kinds(events)
    for stack, size in before.items():
        expected = size if stack in ("regular", "longspear", "torch") else max(0, size - 2)
        assert len(state.supply[stack]) == expected, stack
    # in Rank 1 it stays; its Breach does not fire again while it stays there
    events = act(state, "visit_village", "end_turn")
    assert "breach" not in kinds(events)


def test_magma_wyrm_never_moves_a_guardian_and_dungeon_visits_do_not_move_it():
    state = position(["regular"], hall=["ogre", "stramst", "magma_wyrm"], card_set={**L3, "bearer": "stramst"})
    events = act(state, "visit_village", "end_turn")
    assert hall(state) == ["ogre", "stramst", "magma_wyrm"] and "guardian_holds" in kinds(events)
    dungeon = position(["regular", "torch"], hall=["ogre", "magma_wyrm", "ettin"], card_set=L3)
    act(dungeon, "enter_dungeon", attack(3))
    assert hall(dungeon)[1] == "magma_wyrm"


def test_ash_dragon_discards_regulars_and_level_1_heroes_then_destroys_lit_items_and_weapons():
    state = position(["regular", "criochan_sergeant", "criochan_knight", "torch", "moonstone", "dancing_sword",
                      "longsword"], hall=["ash_dragon", "ogre", "ettin"], card_set=L3)
    events = act(state, "enter_dungeon", attack(1))
    assert {"regular", "criochan_sergeant"} <= {state.cards[c].id for e in events if e.kind == "discarded"
                                                for c in e.cards}
    for lit in ("torch", "moonstone", "dancing_sword"):
        assert lit not in owned(state)
    assert "longsword" in owned(state)


def test_smokeplume_drake_two_discards_the_strongest_hero_lost_and_a_dark_trophy():
    state = position(["criochan_captain", "criochan_sergeant", "regular", "torch", "longspear"],
                     hall=["smokeplume_drake", "ogre", "ettin"], card_set=L3)
    act(state, "enter_dungeon", attack(1))
    assert state.pending.prompt == "discard"
    choose(state, card="longspear")
    choose(state, card="regular")
    assert "criochan_captain" not in owned(state)             # Strength 8: the strongest
    trophy = position(["regular", "torch", "torch", "smokeplume_drake"], hall=["ogre", "ettin", "ogrillon"])
    act(trophy, "enter_dungeon")
    assert breakdown(trophy, 1).light == 2 - 3 and breakdown(trophy, 1).net_darkness == 1 + 1


def test_cinder_drake_destroys_a_weapon_then_a_spell():
    state = position(["criochan_captain", "longsword", "summon_storm", "torch"], hall=["cinder_drake", "ogre", "ettin"],
                     card_set=L3)
    events = act(state, "enter_dungeon", equip("longsword", "criochan_captain"), attack(1))
    assert result(events)["physical"] == 8
    assert "longsword" not in owned(state) and "summon_storm" not in owned(state)


def test_caldera_dragon_a_draw_through_an_ability_costs_a_discard_and_two_dragons_two():
    state = position(["moonstone", "regular", "torch"], deck=["longspear"], hall=["ogre", "caldera_dragon", "ettin"],
                     card_set=L3)
    act(state, "enter_dungeon", use("moonstone", "glimpse"))
    assert state.pending.prompt == "discard"
    choose(state, card="torch")
    assert hand(state) == ["moonstone", "regular", "longspear"]
    two = position(["moonstone", "regular", "torch"], deck=["longspear"],
                   hall=["caldera_dragon", "caldera_dragon", "ettin"], card_set=L3)
    act(two, "enter_dungeon", use("moonstone", "glimpse"))
    choose(two, card="torch")
    assert two.pending.prompt == "discard" and two.pending.detail("count") == 1


# ------------------------------------------------------------------------------------------------ Djinn
@pytest.mark.parametrize("monster, hero, cursed", [
    ("ghul", "criochan_sergeant", 0), ("ghul", "drua_sacrist", 1),
    ("ifrit", "bhoidwood_hunter", 0), ("ifrit", "criochan_sergeant", 1),
    ("majnun", "thundermage_summoner", 0), ("majnun", "criochan_sergeant", 1),
    ("marid", "aird_cutpurse", 0), ("marid", "criochan_sergeant", 1),
    ("iblis", "drua_sacrist", 0), ("iblis", "criochan_sergeant", 1),
])
def test_a_djinni_curses_a_party_without_its_class(monster, hero, cursed):
    state = position([hero], hall=[monster, "ogre", "ettin"],
                     card_set={"monster_groups": ["djinni_efreet", "ogre_humanoid"],
                               "hero_lines": ["criochan", "drua", "bhoidwood", "thundermage", "aird"]})
    assert curses_of(fight(state, 1)) == cursed


def test_marid_forbids_the_spoils():
    state = position(strong(12) + ["thunderstone_shard"], hall=["marid", "ogre", "ettin"], card_set=L3)
    events = fight(state, 1)
    assert result(events)["victory"] and "no_spoils" in kinds(events) and state.active == 1


def test_iblis_counts_only_the_heroes_light():
    state = position(["thundermage_evoker", "torch", "torch", "criochan_captain", "criochan_captain"],
                     hall=["iblis", "ogre", "ettin"], card_set=L3)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).light == 4
    events = act(state, attack(1))
    assert result(events)["light"] == 2 and "only the Heroes' Light counts" in result(events)["notes"]


# ------------------------------------------------------------------------------------------------ Bearers
def test_stramst_keeps_his_rank_while_the_dungeon_deck_has_cards():
    state = position(["criochan_captain", "torch", "torch"], hall=["ogre", "ettin", "stramst"],
                     dungeon=["ogrillon", "ogre"], card_set={"bearer": "stramst"})
    fight(state, 1)
    assert hall(state) == ["ettin", "ogrillon", "stramst"]        # the gap before him filled from the deck


def test_stramst_moves_when_the_dungeon_deck_is_empty_and_reaching_rank_1_ends_the_game():
    state = position(["criochan_captain", "criochan_captain", "torch", "torch"], hall=["ogre", "stramst", None],
                     card_set={"bearer": "stramst", "monster_groups": ["ogre_humanoid"]})
    state.dungeon.clear()
    events = fight(state, 1)
    assert "bearer_in_rank_1" in kinds(events) and state.result is not None
    assert state.result.reason == "the Thunderstone Bearer reached Rank 1" and state.result.stone_holder == -1


def test_stramst_destroys_a_hero():
    state = position(["criochan_sergeant", "torch"], hall=["ogre", "stramst", "ettin"], card_set={"bearer": "stramst"})
    fight(state, 2)
    assert "criochan_sergeant" not in owned(state)


def test_orseg_carries_the_battle_effects_of_the_other_monsters():
    state = position(["regular", "torch"], hall=["ghul", "orseg", "shrouded_cadaver"],
                     card_set={"bearer": "orseg", "monster_groups": ["djinni_efreet", "undead_skeleton"]})
    events = fight(state, 2)
    assert curses_of(events, 0) == 1 + 2 and curses_of(events, 1) == 1


def test_belac_doubles_the_other_monsters_battle_effects():
    state = position(["regular", "torch"], hall=["ghul", "belac", "shrouded_cadaver"],
                     card_set={"bearer": "belac", "monster_groups": ["djinni_efreet", "undead_skeleton"]})
    events = fight(state, 1)
    assert curses_of(events, 0) == 2
    cadaver = position(["regular", "torch"], hall=["ghul", "belac", "shrouded_cadaver"],
                       card_set={"bearer": "belac", "monster_groups": ["djinni_efreet", "undead_skeleton"]})
    events = fight(cadaver, 3)
    assert curses_of(events, 0) == 4 and curses_of(events, 1) == 2


def test_belac_discards_the_strongest_hero_and_gains_its_attack_as_health():
    state = position(["criochan_captain", "longsword", "criochan_sergeant", "torch", "torch"],
                     hall=["ogre", "belac", "ettin"], card_set={"bearer": "belac"})
    events = act(state, "enter_dungeon", equip("longsword", "criochan_captain"), attack(2))
    discarded = [state.cards[c].id for e in events if e.kind == "discarded" for c in e.cards]
    assert discarded == ["criochan_captain"]                 # Attack 8 + the Longsword's 3
    assert result(events)["health"] == 8 + 11 and result(events)["physical"] == 2


def test_defeating_the_bearer_ends_the_game_when_the_turn_ends_the_victor_holding_it():
    state = position(["criochan_captain", "criochan_captain", "torch", "torch"], hall=["ogre", "orseg", "ogre"],
                     card_set={"bearer": "orseg"})
    events = fight(state, 2)
    assert result(events)["victory"] and state.result is not None
    assert state.result.stone_holder == 0 and "orseg" in owned(state)
    assert state.result.reason == "the Thunderstone Bearer was defeated"
    assert kinds(events).index("defeated") < kinds(events).index("game_over")
