"""A turn of Thunderstone Advance: Visit the Village, Enter the Dungeon, Prepare, Rest, the end of the turn."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine import IllegalAction, apply, illegal_reason, legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.advance.rules.abilities import gold_available

from .support import (
    PLAIN,
    act,
    attack,
    choose,
    deck,
    discard,
    equip,
    hall,
    hand,
    has_legal,
    kinds,
    legal_kinds,
    out,
    owned,
    position,
    use,
)


# ------------------------------------------------------------------------------------------------ the choice
def test_four_actions_to_choose_from():
    state = position(["regular"] * 6, hall=PLAIN)
    assert legal_kinds(state) == {"visit_village", "enter_dungeon", "prepare", "rest"}


def test_a_curse_of_war_in_hand_forbids_rest_and_prepare():
    state = position(["curse_of_war"] + ["regular"] * 5, hall=PLAIN)
    assert legal_kinds(state) == {"visit_village", "enter_dungeon"}
    assert "Curse of War in your hand forbids" in illegal_reason(state, Action("rest"))


# ------------------------------------------------------------------------------------------------ Village
def test_the_village_reveals_the_hand_and_counts_its_gold_negative_gold_included():
    state = position(["longspear", "torch", "bhoidwood_hunter", "thunderstone_shard", "regular", "regular"],
                     hall=PLAIN, card_set={"hero_lines": ["bhoidwood", "aird", "drua", "criochan"]})
    events = act(state, "visit_village")
    assert events[0].kind == "visited_village" and len(events[0].cards) == 6
    assert state.hand_is_public(0)
    assert gold_available(state) == 2 + 2 - 1 + 1 + 0 + 0


def test_one_purchase_at_most_its_cost_and_then_no_more_abilities():
    state = position(["longspear", "torch", "battle_scarred_soldier", "regular"], deck=["regular"] * 3,
                     hall=PLAIN, card_set={"village": ["longsword", "battle_scarred_soldier", "moonstone"]})
    act(state, "visit_village")
    assert gold_available(state) == 4
    assert not has_legal(state, {"type": "buy", "card": "longsword"})          # costs 5
    act(state, {"type": "buy", "card": "torch"})
    assert discard(state) == ["torch"] and gold_available(state) == 1
    assert legal_kinds(state) == {"end_turn"}                                  # no second purchase, no ability
    with pytest.raises(IllegalAction, match="not legal"):
        act(state, use("battle_scarred_soldier", "recruit"))


def test_levelling_up_comes_after_buying_and_closes_the_purchases():
    state = position(["regular", "longspear", "torch"], hall=PLAIN, xp=4,
                     card_set={"hero_lines": ["criochan", "aird", "drua", "whetmage"]})
    act(state, "visit_village", {"type": "level_up", "hero": "regular", "into": "criochan_sergeant"})
    assert not any(a.kind == "buy" for a in legal_actions(state))
    assert state.players[0].xp == 2


def test_a_regular_levels_into_any_level_one_hero_of_the_game_for_2_xp_and_goes_back_to_its_stack():
    lines = ["aird", "bhoidwood", "criochan", "drua"]
    state = position(["regular"], hall=PLAIN, xp=2, card_set={"hero_lines": lines})
    regulars_in_village = len(state.supply["regular"])
    act(state, "visit_village")
    intos = sorted(a.option for a in legal_actions(state) if a.kind == "level_up")
    assert intos == ["aird_cutpurse", "bhoidwood_hunter", "criochan_sergeant", "drua_sacrist"]
    events = act(state, {"type": "level_up", "hero": "regular", "into": "drua_sacrist"})
    assert discard(state) == ["drua_sacrist"] and state.players[0].xp == 0
    assert len(state.supply["regular"]) == regulars_in_village + 1      # a basic card destroyed from the hand
    assert "levelled_up" in kinds(events)


def test_no_level_skipped_and_the_xp_is_the_lower_cards():
    state = position(["aird_cutpurse", "aird_honeytongue"], hall=PLAIN, xp=5,
                     card_set={"hero_lines": ["aird", "bhoidwood", "criochan", "drua"]})
    act(state, "visit_village")
    ups = {(state.cards[a.card].id, a.option) for a in legal_actions(state) if a.kind == "level_up"}
    assert ups == {("aird_cutpurse", "aird_honeytongue"), ("aird_honeytongue", "aird_seductress")}
    act(state, {"type": "level_up", "hero": "aird_honeytongue", "into": "aird_seductress"})
    assert state.players[0].xp == 2 and "aird_honeytongue" in out(state)      # a destroyed Hero leaves the game
    act(state, {"type": "level_up", "hero": "aird_cutpurse", "into": "aird_honeytongue"})
    assert state.players[0].xp == 0


def test_level_up_needs_the_xp():
    state = position(["criochan_sergeant"], hall=PLAIN, xp=1)
    act(state, "visit_village")
    assert not any(a.kind == "level_up" for a in legal_actions(state))
    assert "costs 2 XP" in illegal_reason(state, Action("level_up", state.players[0].hand[0],
                                                        option="criochan_knight"))


# ------------------------------------------------------------------------------------------------ Dungeon
def test_weapons_need_strength_at_least_the_weight_and_one_per_hero():
    state = position(["whetmage_honer", "criochan_sergeant", "longsword", "longspear"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("longsword", "whetmage_honer"))       # Strength 2 < Weight 5
    assert has_legal(state, equip("longsword", "criochan_sergeant"))
    act(state, equip("longsword", "criochan_sergeant"))
    assert not has_legal(state, equip("longspear", "criochan_sergeant"))     # one Weapon per Hero
    assert "already carries a Weapon" in illegal_reason(
        state, Action("equip", state.players[0].hand[3], state.players[0].hand[1]))
    act(state, {"type": "unequip", "weapon": "longsword"})
    assert has_legal(state, equip("longspear", "criochan_sergeant"))


def test_only_a_fightable_monster_is_offered_and_the_party_leaves_when_none_is():
    state = position(["torch"], hall=["ossuous", "necrophidius", "ossuous"])
    act(state, "enter_dungeon")
    assert legal_kinds(state) == {"end_turn"}
    events = act(state, "end_turn")
    assert "left_dungeon" in kinds(events) and state.active == 1


def test_victory_takes_the_monster_and_its_xp_loss_sends_it_under_the_deck_and_the_hall_refills():
    won = position(["criochan_captain", "torch", "torch"], hall=["warrior_bones", "withered_dryad", "ogre"],
                   dungeon=["drakeclan_cutter"])
    events = act(won, "enter_dungeon", attack(1))
    assert "warrior_bones" in owned(won) and won.players[0].xp == 1
    assert hall(won) == ["withered_dryad", "ogre", "drakeclan_cutter"]      # shift toward Rank 1, refill Rank 3
    assert kinds(events).index("defeated") < kinds(events).index("hall_changed")
    lost = position(["regular"], hall=["ogre", "warrior_bones", "withered_dryad"], dungeon=["drakeclan_cutter"])
    act(lost, "enter_dungeon", attack(1))
    assert lost.cards[lost.dungeon[0]].id == "ogre" and lost.players[0].xp == 0
    assert hall(lost) == ["warrior_bones", "withered_dryad", "drakeclan_cutter"]


# ------------------------------------------------------------------------------------------------ Prepare, Rest
def test_prepare_puts_cards_on_the_deck_in_the_order_chosen_discards_the_rest_and_draws_six():
    state = position(["longsword", "torch", "regular", "regular"], deck=["pike", "moonstone", "regular"] * 3,
                     hall=PLAIN)
    act(state, "prepare")
    assert state.pending.prompt == "prepare"
    choose(state, card="longsword")
    choose(state, card="torch")                  # the last one put back is on top
    assert deck(state)[:2] == ["torch", "longsword"]
    events = choose(state, option="done")
    assert sorted(discard(state)) == ["regular", "regular"]
    assert hand(state) == ["torch", "longsword", "pike", "moonstone", "regular", "pike"]
    drawn = next(e for e in events if e.kind == "drew" and e.seat == 0)
    assert [state.cards[i].id for i in drawn.cards][:2] == ["torch", "longsword"]


def test_rest_destroys_one_card_of_the_hand_which_goes_where_destroyed_cards_go():
    state = position(["criochan_sergeant", "regular", "curse_of_shame"], hall=PLAIN)
    act(state, "rest")
    assert state.pending.prompt == "rest"
    assert sorted(o.card for o in state.pending.options) == sorted(state.players[0].hand)   # no skip
    regulars = len(state.supply["regular"])
    choose(state, card="regular")
    assert len(state.supply["regular"]) == regulars + 1                                    # back to its stack
    curse = position(["curse_of_shame", "regular"], hall=PLAIN)
    act(curse, "rest")
    choose(curse, card="curse_of_shame")
    assert curse.cards[curse.curses[0]].id == "curse_of_shame"                             # bottom of the Curse deck
    hero = position(["criochan_sergeant", "regular"], hall=PLAIN)
    before = out(hero)
    act(hero, "rest")
    choose(hero, card="criochan_sergeant")
    assert out(hero) == before + ["criochan_sergeant"] and "criochan_sergeant" not in owned(hero)


def test_the_end_of_the_turn_discards_everything_draws_six_and_passes_to_the_left():
    state = position(["regular"] * 3, deck=["torch"] * 8, hall=PLAIN, seats=3)
    events = act(state, "visit_village", "end_turn")
    assert discard(state) == ["regular"] * 3 and hand(state) == ["torch"] * 6
    assert state.active == 1 and state.turn_number == 2
    assert kinds(events)[-2:] == ["turn_ended", "turn_started"]


def test_an_empty_deck_is_reshuffled_only_when_a_card_must_be_drawn():
    state = position(["regular"], deck=["torch"] * 2, discard=["longspear"] * 5, hall=PLAIN)
    events = act(state, "visit_village", "end_turn")
    assert "shuffled" in kinds(events) and len(state.players[0].hand) == 6


def test_refusals_say_why_in_the_words_of_the_rules():
    state = position(["phoenix", "longspear", "torch"], hall=PLAIN)
    act(state, "visit_village")
    assert [a.option for a in legal_actions(state)] == ["rebirth"]
    assert illegal_reason(state, Action("end_turn")) == "a Trophy effect of your hand must be used first"
    knight = position(["whetmage_honer", "longsword"], hall=PLAIN)
    act(knight, "enter_dungeon")
    honer, sword = knight.players[0].hand
    assert illegal_reason(knight, Action("equip", sword, honer)) == \
        "Whetmage Honer's Strength is below Longsword's Weight 5"
    with pytest.raises(IllegalAction, match="Strength is below"):
        apply(knight, Action("equip", sword, honer))


def test_a_prepare_shows_the_others_neither_the_hand_nor_the_cards_put_back():
    from thunderstone_gui.engine import observe
    from thunderstone_gui.engine.events import redact

    state = position(["longsword", "torch"], deck=["regular"] * 6, hall=PLAIN)
    act(state, "prepare")
    assert observe(state, 0).pending.options and not observe(state, 1).pending.options
    events = choose(state, card="longsword")
    put = next(e for e in events if e.kind == "put_on_deck")
    assert put.private and redact(put, 1).cards == () and redact(put, 0).cards == put.cards
