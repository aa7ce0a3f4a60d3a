"""Thunderstone Quest's rules, section by section of the rulebook (each test fails when its rule is played wrong)."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine import GameConfig, new_game
from thunderstone_gui.systems.quest.battle import breakdown, guardian_xp
from thunderstone_gui.systems.quest.party import gold_available, light_total
from thunderstone_gui.systems.quest.state import MAX_WOUNDS, hp_of

from .helpers import act, choose, event_kinds, hand_ids, has, position

WEAK = ["adventurer"] * 6


# ------------------------------------------------------------------------------------------- player area, setup
def test_hp_track_loses_one_card_for_every_two_wounds():
    assert [hp_of(w) for w in range(MAX_WOUNDS + 1)] == [6, 6, 5, 5, 4, 4, 3, 3, 2]


def test_end_of_turn_draws_as_many_cards_as_the_hp():
    state = position(players=[{"hand": WEAK, "deck": ["dagger"] * 8, "wounds": 2}, {}])
    act(state, "go_to", option="bazaar")
    act(state, "end_turn")
    assert len(state.players[0].hand) == 5


def test_wound_tokens_stop_at_the_end_of_the_track():
    state = position(players=[{"hand": ["adventurer"], "wounds": 7}, {}],
                     rooms={"fungal_grotto": "mud_brute"})     # 2 Wounds + 1 from the room
    act(state, "enter_dungeon")
    act(state, "move", option="fungal_grotto")
    assert state.players[0].wounds == MAX_WOUNDS


def test_starting_decks_hands_and_iron_rations_by_seat():
    state = new_game(GameConfig.new(4, game="quest", seed=3, side_quests=False, sponsorships=False))
    for seat, player in enumerate(state.players):
        owned = sorted(state.cards[i].id for i in player.owned())
        assert owned == sorted(["adventurer"] * 6 + ["lantern"] * 2 + ["thunderstone_shard"] * 2 + ["dagger"] * 2)
        assert len(player.hand) == 6
        assert player.gear == [seat, 0, 0]
    assert state.pending.kind == "prep" and state.active == 0


def test_setup_puts_one_monster_of_its_level_in_each_room_and_keys_one_two_three():
    state = new_game(GameConfig.new(2, game="quest", seed=5))
    for room in range(1, 7):
        assert state.cards[state.room_monster[room]].level == state.room_card(room).level
    assert [sum(state.cards[i].is_key for i in d) for d in state.monster_decks] == [1, 2, 3]
    assert [len(d) for d in state.monster_decks] == [9, 10, 11]
    assert state.cards[state.room_monster[0]].kind == "rat"
    assert not any(state.cards[i].legendary for i in state.treasure)


def test_side_quests_three_dealt_one_kept_then_a_sponsorship():
    state = new_game(GameConfig.new(2, game="quest", seed=2))
    assert state.pending.prompt == "side_quest" and len(state.pending.options) == 3
    kept = state.pending.options[1].option
    choose(state, kept)
    assert state.players[0].side_quest == kept and state.pending.seat == 1
    choose(state, state.pending.options[0].option)
    assert state.pending.prompt == "sponsorship"
    choose(state, "iron_hall")
    choose(state, "dawn_chapel")
    assert state.pending.kind == "prep" and state.players[0].sponsorship == "iron_hall"


# ------------------------------------------------------------------------------------------- the Village
def test_temple_puts_cards_back_first_heals_two_and_forbids_level_up_and_the_dungeon():
    state = position(players=[{"hand": ["adventurer", "adventurer", "lantern", "dagger"], "deck": ["field_kit"],
                               "wounds": 3, "xp": 9}, {}])
    act(state, "go_to", option="temple")
    assert state.pending.prompt == "temple" and not has(state, "choose", option="done")   # at least one card
    choose(state, card="dagger")
    assert state.players[0].deck[-1] == next(i for i in state.players[0].deck if state.cards[i].id == "dagger")
    choose(state, "done")
    assert not has(state, "level_up") and not has(state, "to_wilderness")
    act(state, "heal", option="token")
    act(state, "heal", option="token")
    assert state.players[0].wounds == 1 and not has(state, "heal")


def test_bazaar_sells_one_gear_token_after_the_purchase_and_a_potion_is_drunk_at_once():
    state = position(players=[{"hand": ["thunderstone_shard", "thunderstone_shard", "lantern", "lantern"],
                               "wounds": 2}, {}])
    act(state, "go_to", option="bazaar")
    act(state, "buy_gear", option="potion")
    assert not has(state, "buy_gear") and has(state, "gear", option="potion")
    act(state, "gear", option="potion")
    assert state.players[0].wounds == 1 and state.players[0].gear[2] == 0


def test_shop_of_arcane_wonders_sells_the_top_treasure_for_ten_gold():
    state = position(players=[{"hand": ["thunderstone_shard"] * 4 + ["lantern"], "deck": WEAK}, {}])
    top = state.treasure[-1]
    act(state, "go_to", option="shop")
    assert gold_available(state) == 10
    act(state, "buy_treasure")
    while state.pending.kind == "prompt":
        choose(state, "skip")
    gone = top in state.players[0].discard or top in state.trash
    assert gone and not has(state, "buy_treasure")
    bazaar = position(players=[{"hand": ["thunderstone_shard"] * 5}, {}])
    act(bazaar, "go_to", option="bazaar")
    assert not has(bazaar, "buy_treasure")


def test_guilds_quarter_levels_two_different_heroes_elsewhere_one():
    hand = ["adventurer", "adventurer", "sable_1"]
    state = position(players=[{"hand": hand, "xp": 20}, {}])
    act(state, "go_to", option="guilds")
    act(state, "level_up", card="sable_1", option="sable_2")
    act(state, "level_up", card="adventurer", option="meridia_1")
    assert not has(state, "level_up")
    assert state.players[0].xp == 20 - 3 - 2
    other = position(players=[{"hand": hand, "xp": 20}, {}])
    act(other, "go_to", option="bazaar")
    act(other, "level_up", card="adventurer", option="korrin_1")
    assert not has(other, "level_up")


def test_level_up_costs_printed_level_plus_two_and_an_adventurer_becomes_any_level_1_hero():
    state = position(players=[{"hand": ["adventurer", "aldwin_2"], "xp": 3}, {}])
    act(state, "go_to", option="bazaar")
    assert not has(state, "level_up", card="aldwin_2")             # 2 + 2 = 4 XP
    targets = {a for k, c, a in __import__("tests.quest.helpers", fromlist=["kinds"]).kinds(state)
               if k == "level_up" and c == "adventurer"}
    assert targets == {"aldwin_1", "korrin_1", "sable_1", "meridia_1"}
    act(state, "level_up", card="adventurer", option="sable_1")
    discard = [state.cards[i].id for i in state.players[0].discard]
    assert discard == ["sable_1"] and state.players[0].xp == 1
    assert "adventurer" not in hand_ids(state)


def test_one_purchase_a_turn_top_of_a_stack_only():
    state = position(players=[{"hand": ["thunderstone_shard"] * 6}, {}])
    act(state, "go_to", option="bazaar")
    buys = [a for a in __import__("thunderstone_gui.engine", fromlist=["legal_actions"]).legal_actions(state)
            if a.kind == "buy"]
    assert all(a.card in (s[-1] for s in list(state.market.values()) + list(state.guilds.values())) for a in buys)
    assert not any(state.cards[a.card].level == 2 for a in buys)     # level 2 Heroes lie under the level 1s
    act(state, "buy", card="glowstone_charm")
    assert not has(state, "buy")


def test_village_steps_come_in_order_and_gold_is_totalled_at_the_purchase():
    state = position(players=[{"hand": ["dagger", "dagger", "thunderstone_shard", "thunderstone_shard", "lantern",
                                        "lantern"]}, {}])
    act(state, "go_to", option="bazaar")
    assert has(state, "use", option="crush")
    act(state, "buy", card="glowstone_charm")            # 10 gold, 3 spent
    assert not has(state, "use")                          # the abilities step is over
    choose(state, card="dagger")                          # a Dagger destroyed after the gold was totalled
    assert gold_available(state) == 7                     # its gold stays (Adam's example)


def test_heal_a_wound_card_instead_of_a_token():
    state = position(players=[{"hand": ["festering_wound", "adventurer"], "wounds": 1}, {}])
    stack = len(state.wound_stack)
    act(state, "go_to", option="bazaar")
    act(state, "heal", card="festering_wound")
    assert len(state.wound_stack) == stack + 1 and state.players[0].wounds == 1


# ------------------------------------------------------------------------------------------- Gear tokens
def test_iron_rations_give_gold_in_the_village_and_skill_in_the_dungeon():
    state = position(players=[{"hand": ["thunderstone_shard"], "gear": {"iron_rations": 2}}, {}])
    act(state, "go_to", option="bazaar")
    act(state, "gear", option="rations_gold")
    assert gold_available(state) == 3 and state.players[0].gear[0] == 1
    dungeon = position(players=[{"hand": ["adventurer", "hooked_blade"], "gear": {"iron_rations": 1}}, {}])
    act(dungeon, "enter_dungeon")
    assert not has(dungeon, "wield")                      # Skill 1 < 2
    act(dungeon, "gear", option="rations_skill")
    act(dungeon, "wield", card="hooked_blade", target="adventurer")


def test_lantern_token_adds_one_light_before_moving():
    state = position(players=[{"hand": ["adventurer"], "gear": {"lantern": 1}}, {}])
    act(state, "enter_dungeon")
    assert light_total(state) == 0
    assert not any(a.option.endswith("echoing_well") for a in state.pending.options) and not has(
        state, "move", option="collapsed_gate>echoing_well")
    act(state, "gear", option="lantern")
    assert light_total(state) == 1 and has(state, "move", option="collapsed_gate>echoing_well")


# ------------------------------------------------------------------------------------------- the Dungeon
def test_light_is_paid_for_every_room_entered():
    state = position(players=[{"hand": ["sable_2", "adventurer"]}, {}],       # Light 2
                     rooms={"echoing_well": "webspinner", "sunless_throne": "bone_herald"})
    act(state, "enter_dungeon")
    assert has(state, "move", option="collapsed_gate>echoing_well")          # 0 + 1
    assert has(state, "move", option="collapsed_gate>echoing_well>echoing_well") is False
    assert not has(state, "move", option="collapsed_gate>echoing_well>sunless_throne")    # 0 + 1 + 2 = 3
    b = breakdown(state, 5)
    assert b.light_needed == 3


def test_the_champion_stays_in_its_room_and_moves_on_from_there():
    state = position(players=[{"hand": ["adventurer"], "location": "sunless_throne"}, {}],
                     rooms={"sunless_throne": "bone_herald"})
    act(state, "enter_dungeon")
    assert state.players[0].room == 5 and has(state, "fight")


def test_only_the_final_room_resolves_but_alert_effects_on_the_way_do():
    # Bog Shaman (Alert!: through its room) in the left level 1 room; Bone Crypt (Alert!: into) on the right.
    state = position(players=[{"hand": ["sable_1", "korrin_1"], "gear": {"potion": 2}}, {}],
                     rooms={"collapsed_gate": "bog_shaman", "echoing_well": "webspinner"})
    act(state, "enter_dungeon")
    events = act(state, "move", option="collapsed_gate>echoing_well")
    assert event_kinds(events).count("lost_gear") == 1                # through the Shaman's room
    battles = [e for e in events if e.kind == "battle_result"]
    assert [e.data["room"] for e in battles] == [3]                     # only the room reached resolves


def test_alert_room_into():
    state = position(players=[{"hand": ["sable_1", "korrin_1"], "gear": {"lantern": 1}}, {}],
                     rooms={"bone_crypt": "webspinner"})
    act(state, "enter_dungeon")
    crypt = state.rooms.index("bone_crypt")
    path = f"{state.rooms[crypt - 2]}>bone_crypt"              # the level 1 room above it
    events = act(state, "move", option=path)
    assert "lost_gear" in event_kinds(events)


def test_before_battle_is_required_and_armor_reduces_physical_attack():
    state = position(players=[{"hand": ["korrin_1", "hooked_blade", "sable_1"], "deck": WEAK}, {}],
                     rooms={"echoing_well": "venom_matron"})
    act(state, "enter_dungeon")
    act(state, "wield", card="hooked_blade", target="korrin_1")
    act(state, "move", option="collapsed_gate>echoing_well")
    events = []
    assert state.pending.prompt == "discard"            # Venom Matron: discard a Weapon, before the battle
    events = choose(state, card="hooked_blade")
    result = next(e for e in events if e.kind == "battle_result")
    # 3 + 2 = 5 Physical, Armor 2 + 1 (Echoing Well) = 3 -> 2; the discarded blade gives nothing
    assert result.data["physical"] == 2 and not result.data["victory"]


def test_magic_resistance_immune_and_required():
    state = position(players=[{"hand": ["meridia_1", "korrin_1"]}, {}],
                     rooms={"sunless_throne": "grave_knight", "drowned_vault": "lich_scribe"})
    act(state, "enter_dungeon")
    throne, vault = state.rooms.index("sunless_throne"), state.rooms.index("drowned_vault")
    knight = breakdown(state, throne).figures
    assert knight.physical == 0 and knight.magic == 2                   # Armor 3 eats the 3
    state.players[0].hand.remove(next(i for i in state.players[0].hand if state.cards[i].id == "meridia_1"))
    state._legal = None
    assert breakdown(state, throne).figures.missing == ("magic_attack",)  # Magic Attack required
    lich = breakdown(state, vault).figures
    assert lich.magic == 0                                                # Immune to Magic Attack


def test_immune_to_bows_ignores_the_bow_only():
    state = position(players=[{"hand": ["korrin_1", "longshot_bow", "adventurer", "adventurer"]}, {}],
                     rooms={"echoing_well": "silk_stalker"})
    act(state, "enter_dungeon")
    act(state, "wield", card="longshot_bow", target="korrin_1")
    well = state.rooms.index("echoing_well")
    f = breakdown(state, well).figures
    assert f.physical == 5 - 1 and f.ignored                  # 3 + 1 + 1, Armor 1 of the room; bow ignored


def test_a_hero_wields_weapons_whose_requirements_add_up_to_its_skill():
    state = position(players=[{"hand": ["korrin_1", "hooked_blade", "hooked_blade", "dagger"]}, {}])
    act(state, "enter_dungeon")
    act(state, "wield", card="hooked_blade", target="korrin_1")
    act(state, "wield", card="hooked_blade", target="korrin_1")       # 2 + 2 = Skill 4
    assert not has(state, "wield")                                    # the Dagger (1) does not fit


def test_boosts_need_a_hero():
    state = position(players=[{"hand": ["whetstone", "spark_lance"]}, {}])
    act(state, "enter_dungeon")
    assert breakdown(state, 0).figures.physical == 0
    with_hero = position(players=[{"hand": ["whetstone", "adventurer"]}, {}])
    act(with_hero, "enter_dungeon")
    assert breakdown(with_hero, 0).figures.physical == 3


def test_wounds_and_after_battle_whatever_the_outcome_and_an_undefeated_monster_stays():
    state = position(players=[{"hand": ["adventurer"], "deck": WEAK}, {}],
                     rooms={"echoing_well": "webspinner"}, )
    state.players[0].gear[1] = 1
    act(state, "enter_dungeon")
    act(state, "gear", option="lantern")
    monster = state.room_monster[3]
    act(state, "move", option="collapsed_gate>echoing_well")
    player = state.players[0]
    assert player.wounds == 1 and any(state.cards[i].is_wound for i in player.discard + player.hand + player.deck)
    assert state.room_monster[3] == monster and player.xp == 0


def test_victory_gives_xp_rewards_destroys_and_refills_from_its_level():
    state = position(players=[{"hand": ["korrin_1", "korrin_1", "adventurer", "adventurer"]}, {}],
                     rooms={"collapsed_gate": "mud_brute"}, monster_decks={1: ["bog_cutter"]})
    monster = state.room_monster[1]
    act(state, "enter_dungeon")
    act(state, "move", option="collapsed_gate")
    player = state.players[0]
    assert player.xp == 2 and player.gear[0] == 1 and player.wounds == 2
    assert monster in state.trash and state.cards[state.room_monster[1]].id == "bog_cutter"
    assert any(state.cards[i].treasure for i in player.owned()) or any(
        state.cards[i].kind == "cache" for i in state.trash)


def test_an_empty_level_deck_refills_from_the_next_higher():
    state = position(players=[{"hand": ["korrin_1", "korrin_1", "adventurer"]}, {}],
                     rooms={"collapsed_gate": "bog_cutter"})
    state.trash += state.monster_decks[0]
    state.monster_decks[0] = []
    act(state, "enter_dungeon")
    act(state, "move", option="collapsed_gate")
    assert state.cards[state.room_monster[1]].level == 2


def test_a_cache_is_used_once_and_destroyed_a_treasure_card_goes_to_the_deck():
    state = position(players=[{"hand": ["korrin_1", "korrin_1", "adventurer", "adventurer"]}, {}],
                     rooms={"collapsed_gate": "mud_brute"})
    cache = next(i for i in state.treasure if state.cards[i].id == "buried_coins")
    state.treasure.remove(cache)
    state.treasure.append(cache)
    act(state, "enter_dungeon")
    act(state, "move", option="collapsed_gate")
    assert cache in state.trash and state.players[0].xp == 2 + 3


def test_spoils_after_a_victory_and_the_wilderness_monster_never_leaves():
    state = position(players=[{"hand": ["adventurer", "adventurer", "adventurer"]}, {}])
    rat = state.room_monster[0]
    act(state, "enter_dungeon")
    act(state, "fight")
    assert state.pending.prompt == "spoils"
    act(state, "use", card="giant_rat", option="grow")
    choose(state, card="adventurer", option="aldwin_1")
    assert state.room_monster[0] == rat
    assert any(state.cards[i].id == "aldwin_1" for i in state.players[0].owned())
    assert state.players[0].xp == 0


# ------------------------------------------------------------------------------------------- keys and the Guardian
def test_one_key_found_a_turn_later_ones_shuffled_back():
    state = position(players=[{"hand": ["korrin_1", "korrin_1", "adventurer"]}, {}],
                     rooms={"collapsed_gate": "bog_cutter"},
                     monster_decks={1: ["guardian_key", "guardian_key", "bog_cutter"]})
    act(state, "enter_dungeon")
    events = act(state, "move", option="collapsed_gate")
    assert len(state.keys_found) == 1
    assert "key_set_aside" in event_kinds(events) and "key_shuffled_back" in event_kinds(events)
    assert sum(state.cards[i].is_key for i in state.monster_decks[0]) >= 1


def test_the_fourth_key_summons_the_guardian_draw_six_discard_four_and_one_last_turn_each():
    state = position(players=[{"hand": ["korrin_1", "korrin_1", "adventurer"], "deck": WEAK * 3},
                              {"hand": WEAK, "deck": WEAK * 3}],
                     rooms={"collapsed_gate": "bog_cutter"}, keys_found=3,
                     monster_decks={1: ["guardian_key", "bog_cutter"]})
    act(state, "enter_dungeon")
    act(state, "move", option="collapsed_gate")
    assert state.summoned and state.cards[state.room_monster[0]].kind == "guardian"
    assert state.pending.prompt == "guardian_discard" and state.pending.seat == 0
    assert len(state.players[0].hand) == 6 + 6              # the finder drew the new hand first, then 6
    for _ in range(4):
        choose(state, card=state.cards[state.pending.options[0].card].id)
    assert len(state.players[0].hand) == 8
    for _ in range(4):
        choose(state, card=state.cards[state.pending.options[0].card].id)
    assert state.pending.kind == "prep" and state.active == 1
    for seat in (1, 0):
        assert state.result is None and state.active == seat
        act(state, "go_to", option="bazaar")
        act(state, "end_turn")
    assert state.result is not None


def test_guardian_xp_is_half_the_total_attack_after_armor_rounded_up():
    assert guardian_xp(15) == 8 and guardian_xp(23) == 12
    state = position(players=[{"hand": ["korrin_3", "korrin_3", "korrin_3"], "deck": WEAK}, {}],
                     summoned=True, keys_found=4)
    act(state, "enter_dungeon")
    act(state, "fight")
    # 3 x 6 = 18 Physical, Armor 1 -> 17, half rounded up: 9 (the Hollow King IV)
    assert state.players[0].xp == 9
    assert state.cards[state.room_monster[0]].kind == "guardian"      # it stays for the next challenger


# ------------------------------------------------------------------------------------------- scoring, extras
def test_scoring_counts_deck_vp_side_quest_and_xp_and_ties_break_on_wounds_then_treasure():
    from thunderstone_gui.systems.quest.rules.scoring import finish

    state = position(players=[{"hand": ["sable_1"], "xp": 4, "wounds": 2},
                              {"hand": ["aldwin_1"], "xp": 4, "wounds": 0}])
    finish(state, [], "test")
    assert state.result is not None and state.result.scores == (5, 5) and state.result.winners == (0,)
    rich = position(players=[{"hand": ["sable_1"], "xp": 3}, {"hand": ["gilded_idol"], "xp": 2}])
    finish(rich, [], "test")
    assert rich.result is not None and rich.result.scores == (4, 4) and rich.result.winners == (1,)
    shared = position(players=[{"hand": ["sable_1"]}, {"hand": ["aldwin_1"]}])
    finish(shared, [], "test")
    assert shared.result is not None and shared.result.winners == (0, 1)
    quest = position(players=[{"hand": ["spark_lance"] * 5, "side_quest": "spellbinder"}, {}])
    finish(quest, [], "test")
    assert quest.result is not None and quest.result.scores[0] == 5 + 6


def test_a_side_quest_met_during_play_reveals_itself_and_gives_its_legendary_card():
    state = position(players=[{"hand": WEAK, "gear": {"potion": 3, "lantern": 1}, "side_quest": "quartermaster"},
                              {}])
    act(state, "go_to", option="bazaar")
    act(state, "end_turn")
    player = state.players[0]
    assert player.quest_done and any(state.cards[i].id == "quartermasters_pack" for i in player.owned())


def test_guild_sponsorship_adds_its_bonus_with_a_hero_of_its_class():
    state = position(players=[{"hand": ["sable_1"], "sponsorship": "shadow_lodge"}, {}])
    act(state, "enter_dungeon")
    assert light_total(state) == 2
    without = position(players=[{"hand": ["adventurer"], "sponsorship": "shadow_lodge"}, {}])
    act(without, "enter_dungeon")
    assert light_total(without) == 0


# ------------------------------------------------------------------------------------------- lexicon
def test_remove_a_weapon_whose_hero_leaves_and_it_cannot_be_given_again():
    state = position(players=[{"hand": ["korrin_1", "adventurer", "hooked_blade", "adventurer"]}, {}],
                     rooms={"echoing_well": "venom_matron"})
    act(state, "enter_dungeon")
    act(state, "wield", card="hooked_blade", target="korrin_1")
    blade = next(iter(state.turn.wields))
    from thunderstone_gui.systems.quest.rules.abilities import remove_from_play

    remove_from_play(state, next(i for i in state.players[0].hand if state.cards[i].id == "korrin_1"), [], "discard")
    state._legal = None
    assert blade in state.turn.removed and not has(state, "wield")


def test_discard_goes_to_the_discard_pile_destroy_to_the_box():
    state = position(players=[{"hand": ["thunderstone_shard", "adventurer"]}, {}])
    act(state, "go_to", option="bazaar")
    shard = next(i for i in state.players[0].hand if state.cards[i].id == "thunderstone_shard")
    act(state, "use", card="thunderstone_shard", option="crush")
    assert shard in state.trash and state.players[0].xp == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_setup_fills_every_class_spot_and_eight_marketplace_stacks(seats: int):
    config = GameConfig.new(seats, game="quest", seed=seats * 7)
    choice = config.choice
    assert len(choice.marketplace) == 8 and len(choice.heroes) == 4 and len(choice.rooms) == 6
