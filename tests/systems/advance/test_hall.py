"""The Dungeon Hall (refilling, Raid, Breach, the Horde, Guardians) and the end of the game (scoring, ties, the
impasse)."""

from __future__ import annotations

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.advance.rules.scoring import winners
from thunderstone_gui.systems.advance.rules.turn import IMPASSE_ROUNDS

from .support import act, attack, choose, fight, hall, kinds, position, use

STRONG = ["criochan_captain", "criochan_captain", "torch", "torch"]
HORDE = {"monster_groups": ["undead_horde", "ogre_humanoid"]}


def test_refilling_shifts_toward_rank_1_and_fills_from_the_lowest_empty_rank():
    state = position(STRONG + ["criochan_knight"], board="wilderness", hall=["ogre", "ettin", "ogrillon", "ogre_mage"],
                     dungeon=["ogre", "ogrillon"])
    fight(state, 2)
    events = choose(state, card="criochan_knight")          # the Ettin destroys a Hero without Magic Attack
    assert hall(state) == ["ogre", "ogrillon", "ogre_mage", "ogre"]
    assert [state.cards[c].id for e in events if e.kind == "monster_revealed" for c in e.cards] == ["ogre"]


def test_a_raid_for_each_monster_newly_revealed_then_the_breach_of_rank_1():
    state = position(STRONG + ["regular", "longspear", "pike"], hall=["ogrillon", "magma_wyrm", "ogre"],
                     dungeon=["blackflock_ravener", "blackflock_ravener"],
                     card_set={"monster_groups": ["ogre_humanoid", "dragon_fire", "corvaxis_avian"]})
    # the Wyrm waits in Rank 2; beating Rank 1 moves it up (Breach) and one Ravener comes in (Raid)
    events = fight(state, 1)
    assert "raid" in kinds(events) and "breach" not in kinds(events)
    assert state.pending.prompt == "raid_destroy"
    events = choose(state, card="pike")
    assert "breach" in kinds(events) and hall(state)[:2] == ["magma_wyrm", "ogre"]


def test_a_breach_fires_once_per_entry_into_rank_1():
    state = position(["bhoidwood_stalker"], hall=["ogre", "magma_wyrm", "ettin"],
                     card_set={"monster_groups": ["ogre_humanoid", "dragon_fire"], "hero_lines": ["bhoidwood"]})
    events = act(state, "enter_dungeon", use("bhoidwood_stalker", "swap", rank=1))
    assert kinds(events).count("breach") == 1
    # out and back in: a new entry, a new Breach (a second Stalker's swap is another turn; use the Slayer's order)
    state2 = position(["bhoidwood_slayer"], hall=["magma_wyrm", "ogre", "ettin"],
                      card_set={"monster_groups": ["ogre_humanoid", "dragon_fire"], "hero_lines": ["bhoidwood"]})
    act(state2, "enter_dungeon", use("bhoidwood_slayer", "arrange"))
    events = choose(state2, option="arrange:1,2,3")             # kept in Rank 1: no new entry
    assert "breach" not in kinds(events)


def test_a_horde_placeholder_revealed_in_play_gives_its_place_to_the_horde():
    state = position(STRONG, hall=["ogre", "ettin", "ogrillon"], dungeon=["soulstolen_placeholder"], card_set=HORDE)
    top = state.cards[state.horde[-1]].id
    events = fight(state, 1)
    assert hall(state)[2] == top and "horde_revealed" in kinds(events)
    assert any(state.cards[i].id == "soulstolen_placeholder" for i in state.out)


def test_an_exhausted_horde_lets_the_next_card_come_instead():
    state = position(STRONG, hall=["ogre", "ettin", "ogrillon"], dungeon=["soulstolen_placeholder", "ogre_mage"],
                     card_set=HORDE)
    state.out.extend(state.horde)
    state.horde.clear()
    events = fight(state, 1)
    assert hall(state)[2] == "ogre_mage" and "horde_exhausted" in kinds(events)


def test_the_bearer_reaching_rank_1_ends_the_game_when_the_turn_is_over_nobody_taking_it():
    state = position(["regular", "torch", "longspear"], hall=["ogrillon", "belac", "ogre"],
                     dungeon=["blackflock_ravener"],
                     card_set={"bearer": "belac", "monster_groups": ["ogre_humanoid", "corvaxis_avian"]})
    events = fight(state, 1)
    assert "bearer_in_rank_1" in kinds(events) and state.result is None
    assert state.pending.prompt == "raid_destroy"              # the turn goes on to its end
    events = choose(state, card="torch")
    assert state.result is not None and state.result.stone_holder == -1
    assert hall(state)[0] == "belac"


def test_scores_and_ties_most_vp_then_the_bearer_then_most_xp():
    assert winners([5, 7, 7], -1, [0, 3, 1]) == (1,)
    assert winners([5, 7, 7], 2, [0, 3, 1]) == (2,)           # the Bearer breaks the tie
    assert winners([7, 7], 0, [0, 5]) == (0,)                  # before XP
    assert winners([7, 7, 1], -1, [2, 2, 9]) == (0, 1)          # still tied: shared


def test_the_final_score_counts_every_card_owned():
    state = position(["criochan_captain", "criochan_captain", "torch", "torch", "drakeclan_shaman"],
                     deck=["thunderstone_shard"], discard=["ogre"], hall=["ogre", "orseg", "ogre"],
                     card_set={"bearer": "orseg"})
    fight(state, 2)
    # Orseg 5, Shaman -2, Shard 1, Ogre 2, two Captains 4
    assert state.result.scores[0] == 5 - 2 + 1 + 2 + 4 and state.result.winners == (0,)


def test_an_impasse_offers_the_end_after_ten_rounds_without_progress():
    state = position(["regular"] * 6, hall=["ogre", "stramst", "ettin"], card_set={"bearer": "stramst"})
    assert Action("end_game") not in legal_actions(state)
    state.turn_number = state.progress_turn + IMPASSE_ROUNDS * 2
    state.version += 1                                        # (a new moment: the legal actions are worked out anew)
    assert Action("end_game") in legal_actions(state)
    events = act(state, "end_game")
    assert "ended_at_impasse" in kinds(events) and state.result is not None


def test_a_defeat_or_the_bearer_coming_closer_is_progress():
    state = position(STRONG, hall=["ogre", "ettin", "ogrillon"], card_set={"bearer": "orseg"})
    state.turn_number = 5
    fight(state, 1)
    assert state.progress_turn == 5
    lost = position(["regular"], hall=["ogre", "ettin", "ogrillon"], card_set={"bearer": "orseg"})
    lost.turn_number = 5
    act(lost, "enter_dungeon", attack(1))
    assert lost.progress_turn == 5                              # the Bearer came one card closer
    idle = position(["regular"], hall=["ogre", "ettin", "ogrillon"], card_set={"bearer": "orseg"})
    idle.turn_number = 5
    act(idle, "visit_village", "end_turn")
    assert idle.progress_turn == 1
