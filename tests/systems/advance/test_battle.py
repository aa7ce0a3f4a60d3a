"""Battle arithmetic of Thunderstone Advance (summary: "Combat", "Traits", "Zero vs. No Value")."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine import illegal_reason
from thunderstone_gui.engine.actions import Action

from .support import (
    PLAIN,
    act,
    attack,
    breakdown,
    discard,
    equip,
    fight,
    has_legal,
    kinds,
    owned,
    position,
    result,
    use,
)

# A scenario's own monsters (the data vocabulary): what no Towers of Ruin card exercises.
SHADE = {"id": "test_shade", "name": "Test Shade", "kind": "monster", "group": "test_shades", "level": 1, "count": 1,
         "health": 3, "xp": 1, "vp": 1, "keywords": ["undead"], "text": "Darkness +2.",
         "traits": [{"verb": "darkness", "darkness": 2}]}


def test_total_attack_is_physical_plus_magic_minus_net_darkness():
    state = position(["criochan_knight", "thundermage_summoner"], hall=PLAIN)
    act(state, "enter_dungeon")
    b = breakdown(state, 3)
    assert (b.physical, b.magic, b.light, b.darkness, b.net_darkness) == (5, 2, 1, 3, 2)
    assert b.total == 5 + 2 - 2
    assert breakdown(state, 1).total == 7        # Darkness 1, Light 1


def test_light_beyond_the_darkness_does_not_add_attack():
    state = position(["regular", "torch", "torch", "torch", "torch"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).net_darkness == 0 and breakdown(state, 1).total == 1


@pytest.mark.parametrize("rank, darkness", [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_the_wilderness_side_has_four_ranks_of_rising_darkness(rank, darkness):
    state = position(["criochan_captain"], board="wilderness", hall=PLAIN + ["ogre"])
    act(state, "enter_dungeon")
    b = breakdown(state, rank)
    assert b.darkness == darkness and b.total == 8 - darkness
    assert has_legal(state, attack(4))


def test_a_darkness_trait_adds_to_the_rank():
    state = position(["criochan_captain", "torch"], hall=["test_shade"] + PLAIN[:2], custom_cards=[SHADE],
                     card_set={"monster_groups": ["test_shades", "kobold_humanoid", "undead_skeleton"]})
    act(state, "enter_dungeon")
    b = breakdown(state, 1)
    assert (b.darkness, b.light, b.net_darkness, b.total) == (3, 1, 2, 6)


def test_attack_is_never_below_zero_and_curses_come_off_the_sum():
    state = position(["thundermage_summoner", "curse_of_decay"], hall=PLAIN)
    act(state, "enter_dungeon")
    b = breakdown(state, 1)
    assert (b.physical, b.magic, b.penalty) == (0, 2, 1)
    assert b.total == 2 - 1 - 0                # Darkness 1 - Light 1
    cursed = position(["regular", "curse_of_decay", "curse_of_hostility", "curse_of_shame"], hall=PLAIN)
    act(cursed, "enter_dungeon")
    assert breakdown(cursed, 1).total == 0 and breakdown(cursed, 1).penalty == 3


def test_immune_to_a_weapon_kind_makes_that_weapons_attack_zero():
    state = position(["criochan_captain", "dwarven_bear_hammer"], hall=["withered_dryad", "ogre", "ettin"])
    act(state, "enter_dungeon", equip("dwarven_bear_hammer", "criochan_captain"))
    assert breakdown(state, 1).physical == 8                  # the Blunt Hammer's +3 counts for nothing
    assert breakdown(state, 2).physical == 11


def test_immune_to_a_hero_class_makes_that_hero_and_its_weapon_zero():
    state = position(["bhoidwood_hunter", "criochan_sergeant", "longspear", "torch", "torch", "torch"],
                     hall=["ifrit", "ogre", "ettin"])
    act(state, "enter_dungeon", equip("longspear", "bhoidwood_hunter"))
    b = breakdown(state, 1)
    lines = {state.cards[ln.card].id: ln for ln in b.lines}
    assert lines["bhoidwood_hunter"].physical == 0 and lines["longspear"].physical == 0
    assert b.physical == 2 and "immune" in lines["bhoidwood_hunter"].note


def test_immune_to_spells_and_wizards():
    state = position(["thundermage_evoker", "summon_storm", "criochan_sergeant"], hall=["majnun", "ogre", "ettin"])
    act(state, "enter_dungeon")
    b = breakdown(state, 1)
    assert (b.physical, b.magic) == (2, 0)
    assert breakdown(state, 2).magic == 3 + 2


def test_a_monster_that_cannot_be_fought_unless_is_not_offered():
    lone = position(["regular", "regular"], hall=["ossuous", "necrophidius", "ogre"])
    act(lone, "enter_dungeon")
    assert not has_legal(lone, attack(1)) and has_legal(lone, attack(2))
    assert "Hero of Level 1 or more" in illegal_reason(lone, Action("attack", rank=1))
    single = position(["criochan_sergeant"], hall=["ossuous", "necrophidius", "ogre"])
    act(single, "enter_dungeon")
    assert has_legal(single, attack(1)) and not has_legal(single, attack(2))
    assert "2 Heroes or more" in illegal_reason(single, Action("attack", rank=2))


def test_strength_is_never_below_zero_and_a_dwarf_carries_the_bear_hammer():
    state = position(["caliginite_lurker", "dwarven_bear_hammer", "regular", "longsword"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert has_legal(state, equip("dwarven_bear_hammer", "caliginite_lurker"))   # Strength 4 < Weight 6: a Dwarf
    assert not has_legal(state, equip("dwarven_bear_hammer", "regular"))
    assert not has_legal(state, equip("longsword", "caliginite_lurker"))          # the exception is the Hammer's


def test_the_arbalest_zeroes_its_heros_own_attack_and_shoots_only_from_rank_2():
    state = position(["deepstrider_sentry", "falcon_arbalest", "torch", "torch", "torch"], hall=PLAIN)
    act(state, "enter_dungeon", equip("falcon_arbalest", "deepstrider_sentry"))
    assert breakdown(state, 1).physical == 0
    assert breakdown(state, 2).physical == 5 and breakdown(state, 3).physical == 5


def test_a_weapon_counts_only_when_carried_the_dancing_sword_magic_and_light_always():
    state = position(["regular", "longsword", "dancing_sword"], hall=PLAIN)
    act(state, "enter_dungeon")
    b = breakdown(state, 1)
    assert (b.physical, b.magic, b.light) == (1, 2, 1)
    state2 = position(["criochan_sergeant", "dancing_sword"], hall=PLAIN)
    act(state2, "enter_dungeon", equip("dancing_sword", "criochan_sergeant"))
    b2 = breakdown(state2, 1)
    assert (b2.physical, b2.magic, b2.light) == (4, 2, 1)


def test_snakehead_flail_adds_its_heros_level():
    for hero, level in (("regular", 0), ("aird_cutpurse", 1), ("aird_seductress", 3)):
        state = position([hero, "snakehead_flail"], hall=PLAIN)
        act(state, "enter_dungeon", equip("snakehead_flail", hero))
        assert breakdown(state, 1).magic == 1 + level


def test_glamercast_gives_every_other_hero_magic_attack():
    state = position(["glamercast_troubadour", "regular", "criochan_sergeant"], hall=PLAIN)
    act(state, "enter_dungeon")
    lines = {state.cards[ln.card].id: ln for ln in breakdown(state, 1).lines}
    assert lines["glamercast_troubadour"].magic == 0 and lines["regular"].magic == 1
    assert lines["criochan_sergeant"].magic == 1


def test_caliginite_strikes_harder_only_while_darkness_remains():
    state = position(["caliginite_prowler", "torch"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).physical == 2          # Torch 1 vs Darkness 1: none left
    assert breakdown(state, 2).physical == 5          # Darkness 2 vs Light 1


def test_sternnkin_against_a_monster_worth_more_vp_than_its_strength():
    state = position(["sternnkin_ettinbane"], hall=["drakeclan_laird", "ogre", "scabbark"],
                     card_set={"monster_groups": ["kobold_humanoid", "ogre_humanoid", "undead_treefolk"]})
    act(state, "enter_dungeon")
    assert breakdown(state, 1).physical == 3          # VP 3 < Strength 5
    assert breakdown(state, 3).physical == 5          # Scabbark VP 8


def test_health_that_changes_in_the_battle_the_laird_takes_the_other_kobolds():
    state = position(["criochan_captain", "criochan_captain", "criochan_knight", "torch"],
                     hall=["drakeclan_laird", "drakeclan_cutter", "drakeclan_shaman"])
    act(state, "enter_dungeon")
    assert breakdown(state, 1).health == 7 + 5 + 6                                 # the preview foresees it
    events = act(state, attack(1))
    assert result(events)["health"] == 18 and result(events)["victory"]
    assert {"drakeclan_laird", "drakeclan_cutter", "drakeclan_shaman"} <= set(owned(state))
    assert state.players[0].xp == 2                                                # the Laird's XP alone


@pytest.mark.parametrize("margin, curse", [(3, False), (4, True)])
def test_beat_by_n_the_dwarven_ancestor_curses_the_others_at_health_plus_4(margin, curse):
    # Health 6 in Rank 1 (Darkness 1, Light 1): Total = the Captain's 8 + Regulars
    party = ["criochan_captain", "torch"] + ["regular"] * (margin - 2 + 0)
    state = position(party, hall=["dwarven_ancestor", "ogre", "ettin"])
    events = fight(state, 1)
    assert result(events)["total"] == 6 + margin
    others = [e for e in events if e.kind == "gained_curse" and e.seat == 1]
    assert bool(others) is curse


def test_aftermath_happens_whatever_the_outcome_spoils_only_after_a_victory():
    lost = position(["regular", "thunderstone_shard"], hall=["hellhound", "ogre", "ettin"])
    events = fight(lost, 1)
    assert not result(events)["victory"]
    assert [e.data["reason"] for e in events if e.kind == "gained_curse"] == ["Hellhound", "Hellhound"]
    assert lost.pending.kind == "turn" and lost.players[0].xp == 0                 # no Spoils XP
    won = position(["criochan_captain", "thunderstone_shard", "torch"], hall=["ogre", "ettin", "ogrillon"])
    events = fight(won, 1)
    assert result(events)["victory"] and won.pending.prompt == "spoils"
    act(won, {"type": "choose", "card": "thunderstone_shard", "option": "xp"})
    assert won.players[0].xp == 2 + 1


def test_a_lost_battle_sends_the_monster_under_the_dungeon_deck():
    state = position(["regular"], hall=["ogre", "ettin", "ogrillon"], dungeon=["drakeclan_cutter"])
    events = fight(state, 2)
    assert "monster_to_bottom" in kinds(events) and state.cards[state.dungeon[0]].id == "ettin"


def test_battle_effects_resolve_before_the_total():
    state = position(["criochan_captain", "regular", "torch"], hall=["ettin", "ogre", "ogrillon"])
    events = fight(state, 1)
    # Ettin: destroy a Hero without Magic Attack (the choice), before the Total Attack Value
    assert state.pending.prompt == "battle_pick"
    act(state, {"type": "choose", "card": "criochan_captain"})
    assert "criochan_captain" not in owned(state)
    assert not any(e.kind == "battle_result" for e in events)


def test_the_bearer_cannot_be_defeated_while_another_guardian_is_in_the_hall_and_stands_its_ground():
    warden = {"id": "test_warden", "name": "Test Warden", "kind": "monster", "group": "test_wardens", "level": 2,
              "count": 1, "health": 30, "xp": 1, "vp": 1, "keywords": ["guardian"], "text": "A second Guardian."}
    party = ["criochan_captain"] * 2 + ["torch"] * 3
    state = position(party, hall=["ogre", "orseg", "test_warden"], custom_cards=[warden],
                     card_set={"monster_groups": ["ogre_humanoid", "test_wardens"], "bearer": "orseg"},
                     dungeon=["ettin"])
    act(state, "enter_dungeon")
    b = breakdown(state, 2)
    assert b.total >= b.health and not b.victory and "another Guardian" in " ".join(b.notes)
    events = act(state, attack(2))
    assert result(events)["total"] >= result(events)["health"] and not result(events)["victory"]
    assert "guardian_stands" in kinds(events)
    assert state.cards[state.hall[1]].id == "orseg"          # a Guardian is never sent under the deck
    assert "orseg" not in owned(state)
    alone = position(party, hall=["ogre", "orseg", "ettin"], card_set={"bearer": "orseg"})
    act(alone, "enter_dungeon")
    assert breakdown(alone, 2).victory                         # the same fight without a second Guardian


def test_a_lost_battle_against_the_bearer_leaves_it_in_its_rank():
    state = position(["regular"], hall=["ogre", "orseg", "ettin"], card_set={"bearer": "orseg"},
                     dungeon=["ogrillon"])
    events = fight(state, 2)
    assert "guardian_stands" in kinds(events) and state.cards[state.hall[1]].id == "orseg"


def test_the_curses_attack_penalty_applies_only_to_the_hand_in_battle():
    state = position(["criochan_knight", "curse_of_decay"], discard=["curse_of_war"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert breakdown(state, 1).total == 5 - 1 - 1        # one Curse in the party, Darkness 1
    assert discard(state) == ["curse_of_war"]


def test_curse_of_sloth_takes_three_from_the_total():
    state = position(["criochan_captain", "curse_of_sloth", "longsword"], hall=PLAIN)
    act(state, "enter_dungeon", use("curse_of_sloth", "shake_off"))
    b = breakdown(state, 1)
    assert b.penalty == 3 and b.total == 8 - 3 - 1
    assert not has_legal(state, equip("longsword", "criochan_captain"))   # no more Weapons this turn


def test_strength_never_falls_below_zero():
    """No Towers of Ruin card lowers Strength: a scenario's own cards do. A Strength of -2 would not carry a Weapon of
    Weight 0; a Strength of 0 does."""
    sap = {"id": "test_sap", "name": "Test Sap", "kind": "village", "group": "test_sap", "count": 1, "cost": 1,
           "keywords": ["spell"], "text": "Dungeon: a Hero loses 5 Strength.",
           "abilities": [{"key": "sap", "where": "dungeon", "verb": "hero_strength", "strength": -5}]}
    feather = {"id": "test_feather", "name": "Test Feather", "kind": "village", "group": "test_feather", "count": 1,
               "cost": 1, "weight": 0, "attack": 1, "keywords": ["weapon"], "text": "Weight 0."}
    state = position(["regular", "test_sap", "test_feather"], hall=PLAIN, custom_cards=[sap, feather],
                     card_set={"village": ["test_sap", "test_feather"]})
    act(state, "enter_dungeon", use("test_sap", "sap", target="regular"))
    from thunderstone_gui.systems.advance.battle import hero_strengths

    assert list(hero_strengths(state).values()) == [0]
    assert has_legal(state, equip("test_feather", "regular"))
