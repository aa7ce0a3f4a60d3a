"""React abilities: another player's decision in the middle of someone's turn (the Smuggler, after a lost battle)."""

from __future__ import annotations

from thunderstone_gui.engine import observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.position import Position

from .support import choose, discard, fight, kinds, options, out, owned, position

LOSE = ["ogre", "ettin", "ogrillon"]       # a lone Regular loses to the Ogre in Rank 1


def test_a_player_holding_a_smuggler_may_react_to_a_lost_battle_on_another_players_turn():
    state = position(["regular"], hall=LOSE, others=[{"hand": ["smuggler", "longspear", "torch", "regular"]}])
    fight(state, 1)
    assert state.pending.prompt == "react" and state.pending.seat == 1
    assert options(state) == ["smuggler", "pass"]
    choose(state, card="smuggler")
    assert "smuggler" in out(state)
    assert state.pending.prompt == "react_buy" and state.pending.seat == 1
    assert state.pending.detail("gold") == 2 + 2 + 0           # the reacting player's hand, the Smuggler gone
    choose(state, card="longspear")
    assert discard(state, 1) == ["longspear"] and state.active == 1


def test_passing_and_a_won_battle_ask_nothing():
    state = position(["regular"], hall=LOSE, others=[{"hand": ["smuggler"]}])
    fight(state, 1)
    events = choose(state, option="pass")
    assert "react_passed" in kinds(events) and "smuggler" in owned(state, 1)
    won = position(["criochan_captain", "torch"], hall=LOSE, others=[{"hand": ["smuggler"]}])
    fight(won, 1)
    assert won.pending.kind == "turn" and won.active == 1


def test_copies_react_separately_each_card_once_and_players_in_turn_order():
    state = position(["regular", "smuggler"], hall=LOSE, seats=3,
                     others=[{"hand": ["smuggler", "smuggler", "torch", "torch", "torch"]}, {"hand": ["smuggler"]}])
    fight(state, 1)
    assert state.pending.seat == 0                              # the active player's own Smuggler first
    choose(state, option="pass")
    assert state.pending.seat == 1
    choose(state, card="smuggler")
    choose(state, option="done")
    assert state.pending.seat == 1 and state.pending.prompt == "react"      # the second copy
    choose(state, card="smuggler")
    choose(state, option="done")
    assert state.pending.seat == 2
    choose(state, option="pass")
    assert out(state).count("smuggler") == 2


def test_the_react_prompt_hides_the_reacting_hand_from_the_others():
    state = position(["regular"], hall=LOSE, others=[{"hand": ["smuggler", "torch"]}])
    fight(state, 1)
    assert observe(state, 1).pending.options and not observe(state, 0).pending.options
    assert observe(state, 0).legal == ()


def _react_then_raid(policy: str) -> Session:
    """Seat 0 loses a battle; seat 1 reacts; the refill reveals a Blackflock Ravener whose Raid asks seat 0."""
    position_spec = Position.model_validate({
        "undo_policy": policy, "hall": LOSE, "dungeon": ["blackflock_ravener"],
        "players": [{"hand": ["regular", "torch", "longspear"]}, {"hand": ["smuggler", "regular"]}]})
    session = Session.from_position(position_spec)
    for action in ({"type": "enter_dungeon"}, {"type": "attack", "rank": 1}, {"type": "choose", "option": "pass"}):
        session.submit(action)
    return session


def test_strict_undo_stops_at_another_players_react_decision():
    session = _react_then_raid("strict")
    state = session.state
    assert state.pending.prompt == "raid_destroy" and state.pending.seat == 0
    assert session.steps[-1].seat == 1
    assert not session.can_undo()
    casual = _react_then_raid("casual")
    assert casual.can_undo()
    casual.undo()
    assert casual.state.pending.prompt == "react" and casual.state.pending.seat == 1


def test_the_active_player_reacts_to_its_own_lost_battle():
    state = position(["regular", "smuggler", "torch"], hall=LOSE)
    fight(state, 1)
    assert state.pending.seat == 0 and state.pending.prompt == "react"
    choose(state, card="smuggler")
    assert state.pending.detail("gold") == 0 + 2                # the party's Gold


def test_a_scenarios_own_react_card_draws():
    lookout = {"id": "test_lookout", "name": "Test Lookout", "kind": "village", "group": "test_lookout", "count": 2,
               "cost": 2, "gold": 1, "keywords": ["villager"], "text": "React: a battle lost, draw 1.",
               "abilities": [{"key": "watch", "where": "react", "verb": "react_draw", "trigger": "battle_lost",
                              "cards": 1}]}
    state = position(["regular"], hall=LOSE, custom_cards=[lookout], card_set={"village": ["test_lookout"]},
                     others=[{"hand": ["test_lookout"], "deck": ["torch"]}])
    fight(state, 1)
    choose(state, card="test_lookout")
    assert sorted(state.cards[i].id for i in state.players[1].hand) == ["test_lookout", "torch"]
