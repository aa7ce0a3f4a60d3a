"""Every Level 1 and Level 2 monster of Towers of Ruin in play (numbers: test_data.py)."""

from __future__ import annotations

from collections import Counter

from .support import (
    act,
    attack,
    breakdown,
    choose,
    discard,
    equip,
    fight,
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

STRONG = ["criochan_captain", "criochan_captain", "criochan_knight", "torch", "torch", "torch"]   # Attack 21, Light 3


def curses_of(events, seat):
    return sum(1 for e in events if e.kind == "gained_curse" and e.seat == seat)


# ------------------------------------------------------------------------------------------------ Kobolds
def test_a_kobold_may_go_to_any_players_discard_pile():
    state = position(STRONG, hall=["drakeclan_shaman", "ogre", "ettin"], seats=3)
    fight(state, 1)
    assert state.pending.prompt == "place" and sorted(options(state)) == ["seat:0", "seat:1", "seat:2"]
    choose(state, option="seat:2")
    assert discard(state, 2) == ["drakeclan_shaman"] and "drakeclan_shaman" not in owned(state)
    assert state.players[0].xp == 1                                      # the XP stays with the victor
    mine = position(STRONG, hall=["drakeclan_ambusher", "ogre", "ettin"])
    fight(mine, 1)
    choose(mine, option="seat:0")
    assert "drakeclan_ambusher" in owned(mine)


def test_the_laird_beats_the_other_kobolds_too_and_each_may_be_handed_on():
    state = position(STRONG, hall=["drakeclan_cutter", "drakeclan_laird", "ogre"])
    events = fight(state, 2)
    assert result(events)["health"] == 7 + 5
    assert state.pending.prompt == "place"                              # the Cutter's own choice
    choose(state, option="seat:1")
    assert "drakeclan_laird" in owned(state) and discard(state, 1) == ["drakeclan_cutter"]


# ------------------------------------------------------------------------------------------------ Skeletons
def test_warrior_bones_and_ossuous_are_trophies():
    state = position(["regular", "warrior_bones", "ossuous"], hall=["ogre", "ettin", "ogrillon"])
    act(state, "enter_dungeon")
    b = breakdown(state, 1)
    assert (b.physical, b.magic) == (1 + 1, 1)


def test_dwarven_ancestor_curses_the_attacker_while_darkness_remains():
    dark = position(["regular"], hall=["dwarven_ancestor", "ogre", "ettin"])
    assert curses_of(fight(dark, 1), 0) == 1
    lit = position(["regular", "torch"], hall=["dwarven_ancestor", "ogre", "ettin"])
    assert curses_of(fight(lit, 1), 0) == 0


def test_necrophidius_trophy_may_be_destroyed_for_a_free_level():
    state = position(["necrophidius", "regular", "aird_cutpurse"], hall=["ogre", "ettin", "ogrillon"],
                     card_set={"hero_lines": ["aird", "criochan", "drua", "whetmage"]})
    act(state, "visit_village", use("necrophidius", "raise"))
    assert "necrophidius" in out(state)
    assert "aird_cutpurse aird_honeytongue" in options(state) and "regular criochan_sergeant" in options(state)
    choose(state, card="aird_cutpurse", option="aird_honeytongue")
    assert discard(state) == ["aird_honeytongue"] and state.players[0].xp == 0


def test_shrouded_cadaver_curses_and_its_trophy_trades_itself_for_a_card():
    state = position(["regular"], hall=["shrouded_cadaver", "ogre", "ettin"], seats=3)
    events = fight(state, 1)
    assert (curses_of(events, 0), curses_of(events, 1), curses_of(events, 2)) == (2, 1, 1)
    trophy = position(["shrouded_cadaver"], deck=["torch"], hall=["ogre", "ettin", "ogrillon"])
    act(trophy, "visit_village", use("shrouded_cadaver", "shed"))
    assert hand(trophy) == ["torch"] and discard(trophy) == ["shrouded_cadaver"]


# ------------------------------------------------------------------------------------------------ Horde
def test_soulstolen_destroys_an_unarmed_hero_after_the_battle_and_its_trophy_hits_undead():
    state = position(["criochan_sergeant", "regular", "longspear", "torch"],
                     hall=["soulstolen_1", "ogre", "ettin"], card_set={"monster_groups": ["undead_horde",
                                                                                          "ogre_humanoid"]})
    act(state, "enter_dungeon", equip("longspear", "criochan_sergeant"), attack(1))
    assert "regular" not in owned(state) and "criochan_sergeant" in owned(state)
    trophy = position(["regular", "soulstolen_2"], hall=["warrior_bones", "ogre", "ettin"],
                      card_set={"monster_groups": ["undead_horde", "ogre_humanoid", "undead_skeleton"]})
    act(trophy, "enter_dungeon")
    assert breakdown(trophy, 1).physical == 1 + 1 and breakdown(trophy, 2).physical == 1


# ------------------------------------------------------------------------------------------------ Ogres
def test_ogrillon_discards_an_equipped_weapon_before_the_total():
    state = position(["criochan_captain", "longsword", "torch"], hall=["ogrillon", "ogre", "ettin"])
    events = act(state, "enter_dungeon", equip("longsword", "criochan_captain"), attack(1))
    assert result(events)["physical"] == 8 and "longsword" in owned(state)


def test_ogre_and_ogre_mage_destroy_a_weak_hero_after_the_battle():
    state = position(["regular", "criochan_sergeant"], hall=["ogre", "ettin", "ogrillon"])
    fight(state, 1)
    assert "regular" not in owned(state) and "criochan_sergeant" in owned(state)     # Strength 3 or less
    mage = position(["thundermage_summoner", "caliginite_lurker", "criochan_sergeant", "torch"],
                    hall=["ogre_mage", "ettin", "ogrillon"])
    fight(mage, 1)
    # Battle: the Summoner (the only card with Magic Attack) is discarded; Aftermath: the Lurker (Strength 4)
    assert "thundermage_summoner" in owned(mage) and "caliginite_lurker" not in owned(mage)


def test_ettin_after_the_battle_destroys_a_hero_without_physical_attack():
    state = position(["thundermage_summoner", "criochan_knight", "torch"], hall=["ettin", "ogre", "ogrillon"])
    act(state, "enter_dungeon", attack(1))
    # Battle: the Knight has no Magic Attack - destroyed; Aftermath: the Summoner has no Physical Attack
    assert "criochan_knight" not in owned(state) and "thundermage_summoner" not in owned(state)


# ------------------------------------------------------------------------------------------------ Corvaxis
def test_conniver_discards_every_equipped_weapon_only_with_an_ambusher_in_the_hall():
    party = ["criochan_sergeant", "regular", "longsword", "longspear"]
    plain = position(party, hall=["blackflock_conniver", "ogre", "ettin"])
    events = act(plain, "enter_dungeon", equip("longsword", "criochan_sergeant"), equip("longspear", "regular"),
                 attack(1))
    assert result(events)["physical"] == 2 + 3 + 1 + 1
    ambush = position(party, hall=["blackflock_conniver", "plunderwing", "ettin"])
    events = act(ambush, "enter_dungeon", equip("longsword", "criochan_sergeant"), equip("longspear", "regular"),
                 attack(1))
    assert result(events)["physical"] == 2 + 1


def test_slaughterwing_adds_the_turned_up_cards_cost_and_destroys_a_low_hero():
    state = position(["criochan_captain", "torch", "torch"], deck=["aird_honeytongue"],
                     hall=["slaughterwing", "ogre", "ettin"], card_set={"hero_lines": ["aird", "criochan"]})
    events = fight(state, 1)
    assert result(events)["health"] == 6 + 10 and "aird_honeytongue" in out(state)
    kept = position(["criochan_captain", "torch", "torch"], deck=["longsword"], hall=["slaughterwing", "ogre", "ettin"])
    events = fight(kept, 1)
    assert result(events)["health"] == 6 + 5 and "longsword" in owned(kept)


def test_plunderwing_destroys_a_weapon_or_item_and_a_card_without_cost_adds_nothing():
    state = position(["criochan_captain", "torch"], deck=["thunderstone_shard"], hall=["plunderwing", "ogre", "ettin"])
    events = fight(state, 1)
    assert result(events)["health"] == 5 and "thunderstone_shard" not in owned(state)
    regular = position(["criochan_captain", "torch"], deck=["regular"], hall=["plunderwing", "ogre", "ettin"])
    events = fight(regular, 1)
    assert result(events)["health"] == 5 and "regular" in owned(regular)     # cost 0, not an Item


def test_ravener_raid_destroys_a_card_of_the_party_when_revealed():
    state = position(["criochan_captain", "regular", "torch", "torch"], hall=["ogrillon", "ettin", "ogre"],
                     dungeon=["blackflock_ravener"])
    events = fight(state, 1)
    assert "raid" in kinds(events) and state.pending.prompt == "raid_destroy"
    choose(state, card="regular")
    assert "regular" not in owned(state) and state.active == 1


def test_assassin_raid_needs_an_ambusher_in_the_hall():
    quiet = position(STRONG, hall=["ogre", "ettin", "ogrillon"], dungeon=["blackflock_assassin"])
    events = fight(quiet, 1)
    assert "effect_skipped" in kinds(events) and quiet.active == 1
    ambush = position(["criochan_captain", "criochan_knight", "torch", "torch"], hall=["ogre", "plunderwing", "ettin"],
                      dungeon=["blackflock_assassin"])
    fight(ambush, 1)
    assert ambush.pending.prompt == "raid_destroy" and sorted(options(ambush)) == ["criochan_captain",
                                                                                   "criochan_knight"]


# ------------------------------------------------------------------------------------------------ Burnmarked
def test_charred_bruin_every_player_destroys_a_card():
    state = position(["regular", "torch"], hall=["charred_bruin", "ogre", "ettin"],
                     others=[{"hand": ["longspear", "regular"]}])
    act(state, "enter_dungeon", attack(1))
    assert state.pending.prompt == "destroy" and state.pending.seat == 0
    choose(state, card="torch")
    assert state.pending.seat == 1 and state.pending.prompt == "destroy"
    choose(state, card="longspear")
    assert "longspear" not in owned(state, 1) and "torch" not in owned(state)


def test_blazing_grimalkin_discard_three_or_lose_an_xp():
    state = position(["regular", "torch", "longspear"], hall=["blazing_grimalkin", "ogre", "ettin"], xp=2,
                     others=[{"hand": ["regular"] * 4}])
    act(state, "enter_dungeon", attack(1))
    assert state.pending.prompt == "scorch" and options(state) == ["discard", "xp"]
    choose(state, option="xp")
    # the other player has no XP to lose: three discards (all Regulars: no choice to ask)
    assert discard(state, 1) == ["regular"] * 3 and state.players[0].xp == 1


def test_pyre_viper_show_a_curse_or_take_two():
    state = position(["regular"], hall=["pyre_viper", "ogre", "ettin"], others=[{"hand": ["curse_of_shame"]}])
    events = fight(state, 1)
    assert curses_of(events, 0) == 2 and curses_of(events, 1) == 0
    assert [e.seat for e in events if e.kind == "showed_curse"] == [1]


def test_phoenix_battle_curse_and_its_trophy_must_be_used_xp_and_back_on_top_of_the_dungeon():
    state = position(["regular"], hall=["phoenix", "ogre", "ettin"])
    assert curses_of(fight(state, 1), 0) == 1
    trophy = position(["phoenix", "regular", "longspear"], hall=["ogre", "ettin", "ogrillon"])
    act(trophy, "visit_village")
    assert not has_legal(trophy, {"type": "buy", "card": "regular"}) and not has_legal(trophy, "end_turn")
    act(trophy, use("phoenix", "rebirth"))
    assert trophy.players[0].xp == 2 and trophy.cards[trophy.dungeon[-1]].id == "phoenix"
    assert has_legal(trophy, "end_turn")


def test_hellhound_curses_makes_the_others_discard_a_hero_and_curses_again_if_undefeated():
    state = position(["regular"], hall=["hellhound", "ogre", "ettin"],
                     others=[{"hand": ["criochan_sergeant", "torch"]}, {"hand": ["torch"]}])
    events = fight(state, 1)
    assert curses_of(events, 0) == 2
    assert discard(state, 1) == ["criochan_sergeant"]
    assert [e.seat for e in events if e.kind == "showed_no_hero"] == [2]
    won = position(STRONG, hall=["hellhound", "ogre", "ettin"])
    assert curses_of(fight(won, 1), 0) == 1            # the Battle's, not the Aftermath's


def test_curses_come_from_the_curse_deck_top_and_an_empty_deck_gives_none():
    state = position(["regular"], hall=["shrouded_cadaver", "ogre", "ettin"])
    top = [state.cards[i].id for i in state.curses[-2:]][::-1]
    state.curses[:] = state.curses[-2:]
    events = fight(state, 1)
    gained = [state.cards[e.cards[0]].id for e in events if e.kind == "gained_curse"]
    assert gained == top and "no_curse_left" in kinds(events)
    assert Counter(owned(state)) >= Counter(gained)
