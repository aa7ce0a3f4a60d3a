"""Every Hero line of Towers of Ruin in play (their numbers: test_data.py; Sternnkin, Caliginite, Glamercast's auras
and the Arbalest's Deepstrider: test_battle.py)."""

from __future__ import annotations

from thunderstone_gui.engine import apply, determinize, legal_actions, observe
from thunderstone_gui.systems.advance.rules.abilities import gold_available

from .support import (
    PLAIN,
    act,
    attack,
    breakdown,
    choose,
    deck,
    discard,
    equip,
    fight,
    hall,
    hand,
    has_legal,
    kinds,
    options,
    out,
    owned,
    position,
    result,
    use,
)

LINES = {"hero_lines": ["aird", "bhoidwood", "whetmage", "veilminder"]}


# ------------------------------------------------------------------------------------------------ Aird
def test_cutpurse_every_player_discards_the_top_card_and_takes_the_gold_of_one():
    state = position(["aird_cutpurse"], deck=["longsword", "regular"], hall=PLAIN,
                     others=[{"hand": ["regular"], "deck": ["moonstone"]}], card_set=LINES)
    act(state, "visit_village", use("aird_cutpurse", "pickpocket"))
    assert discard(state) == ["longsword"] and discard(state, 1) == ["moonstone"]
    assert state.pending.prompt == "gold_pick" and sorted(options(state)) == ["longsword", "moonstone"]
    choose(state, card="longsword")
    assert gold_available(state) == 0 + 3


def test_cutpurse_a_card_without_a_gold_value_cannot_be_picked_but_a_printed_0_can():
    none = position(["aird_cutpurse"], deck=["bandias_wisdom"], hall=PLAIN,
                    others=[{"hand": [], "deck": ["summon_storm"]}], card_set=LINES)
    events = act(none, "visit_village", use("aird_cutpurse", "pickpocket"))
    assert "no_gold_shown" in kinds(events) and none.pending.kind == "village"
    zero = position(["aird_cutpurse"], deck=["regular"], hall=PLAIN,
                    others=[{"hand": [], "deck": ["summon_storm"]}], card_set=LINES)
    events = act(zero, "visit_village", use("aird_cutpurse", "pickpocket"))
    assert [e.data["gold"] for e in events if e.kind == "picked_gold"] == [0]     # the Regular's printed 0


def test_honeytongue_takes_the_gold_and_as_much_physical_attack():
    state = position(["aird_honeytongue"], deck=["longsword"], hall=PLAIN,
                     others=[{"hand": [], "deck": ["regular"]}], card_set=LINES)
    act(state, "enter_dungeon", use("aird_honeytongue", "pickpocket"))
    choose(state, card="longsword")
    assert breakdown(state, 1).physical == 2 + 3 and state.turn.gold_bonus == 3


def test_seductress_borrows_a_hero_shown_by_another_player_who_gets_it_back_even_destroyed():
    state = position(["aird_seductress", "torch"], hall=["ettin", "ogre", "ogrillon"],
                     others=[{"hand": ["criochan_captain", "regular", "torch"]}],
                     card_set={"hero_lines": ["aird", "criochan", "drua", "whetmage"]})
    events = act(state, "enter_dungeon", use("aird_seductress", "charm"))
    assert [e.seat for e in events if e.kind == "showed_hand"] == [1]
    assert options(state) == ["criochan_captain", "regular"]
    choose(state, card="criochan_captain")
    assert "criochan_captain" in hand(state) and breakdown(state, 1).physical == 3 + 8
    act(state, attack(1))          # Ettin destroys a Hero without Magic Attack: the borrowed Captain
    choose(state, card="criochan_captain")
    assert "criochan_captain" in discard(state, 1) and "criochan_captain" not in owned(state)


def test_seductress_the_hands_shown_stay_public_until_the_hero_is_chosen():
    """Every other hand was shown to the table: a seat's observation keeps them, so a state dealt from it (a computer
    seat's) holds the Heroes the prompt offers - before, they were dealt anywhere and taking one raised."""
    state = position(["aird_seductress", "torch"], hall=["ettin", "ogre", "ogrillon"],
                     others=[{"hand": ["criochan_captain", "regular", "torch"], "deck": ["regular"] * 6}],
                     card_set={"hero_lines": ["aird", "criochan", "drua", "whetmage"]})
    act(state, "enter_dungeon", use("aird_seductress", "charm"))
    seen = observe(state, 0)
    assert seen.seats[1].hand == tuple(state.players[1].hand)
    for seed in range(12):
        dealt = determinize(seen, seed)
        for option in legal_actions(dealt):
            apply(dealt.clone(), option)
    choose(state, card="criochan_captain")
    assert observe(state, 0).seats[1].hand is None          # hidden again once the choice is made


# ------------------------------------------------------------------------------------------------ Bhoidwood
def test_stalker_swaps_neighbouring_monsters_never_a_guardian():
    state = position(["bhoidwood_stalker"], hall=["ogre", "ettin", "orseg"], card_set={"bearer": "orseg"})
    act(state, "enter_dungeon")
    swaps = sorted(a.rank for a in legal_actions(state) if a.kind == "use")
    assert swaps == [1]                                    # 2-3 would move Orseg
    act(state, use("bhoidwood_stalker", "swap", rank=1))
    assert hall(state) == ["ettin", "ogre", "orseg"]


def test_a_monster_swapped_into_rank_1_makes_its_breach():
    state = position(["bhoidwood_stalker"], hall=["ogre", "magma_wyrm", "ettin"],
                     card_set={"monster_groups": ["ogre_humanoid", "dragon_fire"], "village": ["longsword"],
                               "hero_lines": ["bhoidwood"]})
    before = {k: len(v) for k, v in state.supply.items()}
    events = act(state, "enter_dungeon", use("bhoidwood_stalker", "swap", rank=1))
    assert "breach" in kinds(events)
    assert len(state.supply["longsword"]) == before["longsword"] - 2
    assert len(state.supply["bhoidwood"]) == before["bhoidwood"] - 2


def test_slayer_rearranges_the_hall_keeping_guardians_in_place():
    state = position(["bhoidwood_slayer"], hall=["ogre", "stramst", "ettin"], card_set={"bearer": "stramst"})
    act(state, "enter_dungeon", use("bhoidwood_slayer", "arrange"))
    assert sorted(options(state)) == ["arrange:1,2,3", "arrange:3,2,1"]
    choose(state, option="arrange:3,2,1")
    assert hall(state) == ["ettin", "stramst", "ogre"]


# ------------------------------------------------------------------------------------------------ Caliginite
def test_silencer_strikes_for_six_more_only_while_darkness_remains():
    state = position(["caliginite_silencer", "torch"], hall=PLAIN)
    act(state, "enter_dungeon", use("caliginite_silencer", "strike"))
    assert breakdown(state, 1).physical == 3 and breakdown(state, 2).physical == 9


# ------------------------------------------------------------------------------------------------ Deepstrider
def test_scout_looks_at_the_top_card_gives_plus_one_against_its_group_and_puts_it_back():
    state = position(["deepstrider_scout", "regular"], hall=["ogre", "ettin", "drakeclan_cutter"],
                     dungeon=["ogrillon", "drakeclan_laird"])
    events = act(state, "enter_dungeon", use("deepstrider_scout", "scout"))
    assert [state.cards[i].id for i in next(e for e in events if e.kind == "scouted").cards] == ["ogrillon"]
    assert sorted(options(state)) == ["ogrillon bottom", "ogrillon top"]
    choose(state, card="ogrillon", option="bottom")
    assert state.cards[state.dungeon[0]].id == "ogrillon"
    assert breakdown(state, 1).physical == 3 + 1 + 1 + 1       # both Heroes +1 against Ogres
    assert breakdown(state, 3).physical == 3 + 1


def test_warden_looks_at_two_and_returns_them_in_any_order():
    state = position(["deepstrider_warden"], hall=PLAIN, dungeon=["ogre", "ettin", "ogrillon"])
    act(state, "enter_dungeon", use("deepstrider_warden", "scout"))
    choose(state, card="ettin", option="top")
    choose(state, card="ogre", option="top")
    assert [state.cards[i].id for i in state.dungeon[-3:]] == ["ogrillon", "ettin", "ogre"]


# ------------------------------------------------------------------------------------------------ Drua
def test_sacrist_destroys_another_card_of_the_hand():
    state = position(["drua_sacrist", "regular", "curse_of_shame"], hall=PLAIN)
    act(state, "enter_dungeon")
    targets = sorted(state.cards[a.target].id for a in legal_actions(state)
                     if a.kind == "use" and state.cards[a.card].id == "drua_sacrist")
    assert targets == ["curse_of_shame", "regular"]
    act(state, use("drua_sacrist", "cleanse", target="curse_of_shame"))
    assert state.cards[state.curses[0]].id == "curse_of_shame"


def test_cursesworn_works_in_the_village_too_and_lifts_a_curse_to_draw():
    state = position(["drua_cursesworn", "curse_of_decay", "regular"], deck=["longsword"], hall=PLAIN)
    act(state, "visit_village", use("drua_cursesworn", "lift", target="curse_of_decay"))
    assert hand(state) == ["drua_cursesworn", "regular", "longsword"]
    act(state, use("drua_cursesworn", "cleanse", target="regular"))
    assert not has_legal(state, use("drua_cursesworn", "cleanse", target="longsword"))   # once a turn


def test_purifier_draws_two():
    state = position(["drua_purifier", "curse_of_decay"], deck=["longsword", "pike", "torch"], hall=PLAIN)
    act(state, "enter_dungeon", use("drua_purifier", "lift", target="curse_of_decay"))
    assert hand(state) == ["drua_purifier", "longsword", "pike"]


# ------------------------------------------------------------------------------------------------ Glamercast
def test_maestro_spoils_one_xp_per_hero_in_the_battle():
    state = position(["glamercast_maestro", "criochan_captain", "regular", "torch"],
                     hall=["warrior_bones", "withered_dryad", "ogre"],
                     card_set={"hero_lines": ["glamercast", "criochan", "drua", "aird"]})
    fight(state, 1)
    act(state, {"type": "choose", "card": "glamercast_maestro", "option": "applause"})
    assert state.players[0].xp == 1 + 3


# ------------------------------------------------------------------------------------------------ Thundermage
def test_bolter_takes_rank_1_without_xp_and_ends_the_turn():
    state = position(["thundermage_bolter"], hall=["ettin", "ogre", "ogrillon"], dungeon=["drakeclan_cutter"])
    events = act(state, "enter_dungeon", use("thundermage_bolter", "bolt"))
    assert "ettin" in owned(state) and state.players[0].xp == 0
    assert hall(state) == ["ogre", "ogrillon", "drakeclan_cutter"] and state.active == 1
    assert "battle_result" not in kinds(events)


def test_bolter_cannot_take_a_guardian():
    state = position(["thundermage_bolter", "regular"], hall=["orseg", "ogre", "ettin"], card_set={"bearer": "orseg"})
    act(state, "enter_dungeon")
    assert not has_legal(state, use("thundermage_bolter", "bolt"))


# ------------------------------------------------------------------------------------------------ Veilminder
def test_martyr_destroys_itself_to_switch_off_one_battle_effect():
    state = position(["veilminder_martyr", "criochan_captain", "regular", "torch"], hall=["ettin", "ogre", "ogrillon"])
    act(state, "enter_dungeon", use("veilminder_martyr", "sacrifice"))
    assert "veilminder_martyr" in out(state)
    assert sorted(options(state)) == ["aftermath:0 rank 1", "aftermath:0 rank 2", "battle:0 rank 1",
                                      "battle:0 rank 3"]
    choose(state, option="battle:0", rank=1)
    events = act(state, attack(1))
    assert "effect_cancelled" in kinds(events) and "criochan_captain" in owned(state)
    assert result(events)["victory"]


def test_renunciate_discards_itself_and_priest_switches_everything_off_and_draws():
    state = position(["veilminder_renunciate", "regular"], hall=["ettin", "ogre", "ogrillon"])
    act(state, "enter_dungeon", use("veilminder_renunciate", "renounce"))
    assert "veilminder_renunciate" in discard(state)
    priest = position(["veilminder_priest", "regular"], deck=["torch"], hall=["ettin", "ogre", "ogrillon"])
    act(priest, "enter_dungeon", use("veilminder_priest", "ward"))
    assert "torch" in hand(priest) and "veilminder_priest" in discard(priest)
    events = act(priest, attack(1))
    assert "regular" in owned(priest) and not any(e.kind == "destroyed" for e in events)


# ------------------------------------------------------------------------------------------------ Whetmage
def test_honer_levels_a_regular_or_another_level_one_hero_into_the_hand_paying_xp():
    state = position(["whetmage_honer", "regular", "aird_cutpurse", "criochan_knight"], hall=PLAIN, xp=4,
                     card_set={"hero_lines": ["whetmage", "aird", "criochan", "drua"]})
    act(state, "enter_dungeon", use("whetmage_honer", "hone"))
    choices = sorted(options(state))
    assert "aird_cutpurse aird_honeytongue" in choices and "regular drua_sacrist" in choices
    assert not any(c.startswith("criochan_knight") or c.startswith("whetmage_honer") for c in choices)
    choose(state, card="aird_cutpurse", option="aird_honeytongue")
    assert "aird_honeytongue" in hand(state) and state.players[0].xp == 2
    # no Hero is levelled twice in a turn: the new Honeytongue cannot level again
    assert not has_legal(state, use("whetmage_honer", "hone"))


def test_monk_levels_any_other_hero_and_polisher_any_number_each_once():
    state = position(["whetmage_polisher", "regular", "aird_cutpurse", "criochan_sergeant"], hall=PLAIN, xp=10,
                     card_set={"hero_lines": ["whetmage", "aird", "criochan", "drua"]})
    act(state, "enter_dungeon", use("whetmage_polisher", "hone"))
    choose(state, card="aird_cutpurse", option="aird_honeytongue")
    choose(state, card="criochan_sergeant", option="criochan_knight")
    assert not any(o.startswith("aird_honeytongue") or o.startswith("criochan_knight") for o in options(state))
    choose(state, option="done")
    assert {"aird_honeytongue", "criochan_knight"} <= set(hand(state)) and state.players[0].xp == 6
    monk = position(["whetmage_monk", "criochan_sergeant"], hall=PLAIN, xp=3,
                    card_set={"hero_lines": ["whetmage", "aird", "criochan", "drua"]})
    act(monk, "enter_dungeon", use("whetmage_monk", "hone"))
    assert options(monk) == ["criochan_sergeant criochan_knight"]


def test_a_levelled_hero_can_carry_a_weapon_in_the_battle():
    state = position(["whetmage_honer", "regular", "longsword"], hall=PLAIN, xp=2,
                     card_set={"hero_lines": ["whetmage", "aird", "criochan", "drua"]})
    act(state, "enter_dungeon", use("whetmage_honer", "hone"))
    choose(state, card="regular", option="criochan_sergeant")
    act(state, equip("longsword", "criochan_sergeant"))
    assert breakdown(state, 1).physical == 2 + 3
    assert deck(state) == []
