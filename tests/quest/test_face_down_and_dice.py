"""Face-down cards in Dungeon Rooms (FAQ: battling a face down Monster or Guardian Key) and dice (Lexicon: Doubles)
as the engine keeps them: hidden from every seat, dealt again by the determinizer, a reveal when turned up or rolled,
no card made or lost in random play from a Dungeon of face-down cards, and a game without them hashing as before."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thunderstone_gui.engine import apply, check_invariants, determinize, legal_actions, observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.position import Position

from .helpers import act, choose, event_kinds, position

LURKER = {"id": "lurking_passage", "name": "Lurking Passage", "kind": "spell", "group": "Lurking Passage",
          "count": 4, "cost": 3,
          "abilities": [{"key": "lurk", "when": ["dungeon"], "effects": [{"verb": "place_face_down", "room": "any"}]}]}
HAND = ["korrin_3", "lurking_passage", "lantern", "lantern", "thunderstone_shard", "adventurer"]


def hidden_dungeon(**fields: object):  # noqa: ANN201
    """Ann in the Dungeon Phase; the Collapsed Gate holds a face-down Mud Brute."""
    fields.setdefault("players", [{"name": "Ann", "hand": HAND}, {"name": "Ben"}])
    state = position(cards=[LURKER], rooms={"collapsed_gate": "mud_brute"}, face_down=["collapsed_gate"], **fields)
    act(state, "enter_dungeon")
    return state


def test_no_seat_sees_a_face_down_card():
    state = hidden_dungeon()
    iid = state.room_monster[1]
    for viewer in (0, 1, -1):
        obs = observe(state, viewer)
        assert obs.room_monster[1] == -1 and obs.face_down == ((1, 1),)
        assert iid not in obs.room_monster
        # counted with the level 1 deck's cards: for the viewer it is any of them
        level1 = dict(obs.monster_decks[0])
        assert sum(level1.values()) == obs.deck_sizes[0] + 1 and level1["mud_brute"] >= 1


def test_the_determinizer_deals_the_face_down_card_from_its_deck():
    state = hidden_dungeon()
    obs = observe(state, 1)
    level1 = {card for card, _ in obs.monster_decks[0]}
    dealt = Counter()
    for seed in range(40):
        guess = determinize(obs, seed)
        check_invariants(guess)
        assert guess.face_down == {1: 1} and guess.cards[guess.room_monster[1]].id in level1
        dealt[guess.cards[guess.room_monster[1]].id] += 1
        assert set(legal_actions(guess)) == set(legal_actions(state))       # a battle anyway
    assert len(dealt) > 1                       # re-dealt like any hidden card, not the real one each time


def test_placing_hides_turning_up_reveals():
    """Placing a card face down shows nothing (strict undo may take it back); turning it up is a reveal."""
    session = Session.from_position(Position.model_validate({
        "undo_policy": "strict", "cards": [LURKER], "rooms": {"collapsed_gate": None},
        "players": [{"name": "Ann", "hand": HAND}, {"name": "Ben"}]}))
    session.submit({"type": "enter_dungeon"})
    lurk = next(a for a in legal_actions(session.state) if a.kind == "use")
    events = session.submit(lurk)
    assert "placed_face_down" in event_kinds(events) and session.state.face_down == {1: 1}
    assert not session.steps[-1].revealed and session.can_undo()
    events = session.submit({"type": "move", "option": "collapsed_gate"})
    assert "turned_face_up" in event_kinds(events) and session.steps[-1].revealed and not session.can_undo()


def test_a_face_down_monsters_alert_does_nothing_until_turned_up():
    alarm = {"id": "alarm_imp", "name": "Alarm Imp", "kind": "monster", "group": "Mire Goblins", "count": 1,
             "level": 1, "health": 2, "xp": 1, "alert": [{"when": "into", "effects": [{"verb": "wound", "count": 1}]}]}
    state = position(cards=[LURKER, alarm], rooms={"collapsed_gate": "alarm_imp"}, face_down=["collapsed_gate"],
                     players=[{"name": "Ann", "hand": HAND}, {"name": "Ben"}])
    act(state, "enter_dungeon")
    events = act(state, "move", option="collapsed_gate")
    assert "alert" not in event_kinds(events) and "turned_face_up" in event_kinds(events)


def test_a_card_placed_in_the_room_of_the_monster_defeated_replaces_the_refill():
    """`room: this` on a defeat: the top card goes face down where the defeated Monster was, not face up."""
    ambush = {"id": "ambush_horn", "name": "Ambush Horn", "kind": "item", "group": "Ambush Horn", "count": 2,
              "cost": 2, "triggers": [{"whenever": "defeated",
                                       "effects": [{"verb": "place_face_down", "room": "this"}]}]}
    state = position(cards=[ambush], rooms={"collapsed_gate": "bog_cutter"}, monster_decks={1: ["mud_brute"]},
                     players=[{"name": "Ann", "hand": ["korrin_3", "ambush_horn", "lantern", "thunderstone_shard",
                                                      "thunderstone_shard", "adventurer"]}, {"name": "Ben"}])
    act(state, "enter_dungeon")
    events = act(state, "move", option="collapsed_gate")
    kinds = event_kinds(events)
    assert "defeated" in kinds and "placed_face_down" in kinds and "room_filled" not in kinds
    assert kinds.count("destroyed") == 1 and state.face_down == {1: 1}
    assert state.cards[state.room_monster[1]].id == "mud_brute"
    check_invariants(state)


def test_a_second_key_turned_up_in_a_lost_battle_goes_back_into_its_deck():
    """Only one Key is found a turn: a face-down one turned up after it waits aside and, the battle lost, is
    shuffled back into the deck it came from - never lost."""
    state = position(rooms={"collapsed_gate": "guardian_key"}, face_down=["collapsed_gate"],
                     monster_decks={1: ["guardian_key", "mud_brute"]},
                     players=[{"name": "Ann", "hand": ["adventurer", "lantern", "thunderstone_shard",
                                                      "thunderstone_shard", "adventurer", "adventurer"]},
                              {"name": "Ben"}])
    act(state, "enter_dungeon")
    events = act(state, "move", option="collapsed_gate")
    kinds = event_kinds(events)
    assert kinds.index("turned_face_up") < kinds.index("key_found") < kinds.index("key_set_aside") \
        < kinds.index("monster_stays") < kinds.index("key_shuffled_back")
    assert len(state.keys_found) == 1 and not state.turn.keys_aside
    check_invariants(state)


def test_several_empty_rooms_ask_which():
    state = position(cards=[LURKER], rooms={"collapsed_gate": None, "fungal_grotto": None},
                     players=[{"name": "Ann", "hand": HAND}, {"name": "Ben"}])
    act(state, "enter_dungeon")
    act(state, "use", card="lurking_passage")
    assert state.pending.prompt == "face_down_room"
    assert sorted(a.option for a in legal_actions(state)) == ["collapsed_gate", "fungal_grotto"]
    events = choose(state, "fungal_grotto")
    assert "placed_face_down" in event_kinds(events) and state.face_down == {2: 1}


def test_a_game_without_them_hashes_as_before():
    state = position()
    assert state.canonical() == state._canonical()
    rolled = state.clone()
    rolled.dice = (3, 3)
    assert rolled.state_hash() != state.state_hash()


FACE_DOWN_ROOMS = {"collapsed_gate": "guardian_key", "fungal_grotto": "mud_brute", "echoing_well": "guardian_key",
                   "bone_crypt": None, "sunless_throne": None}


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_random_play_from_a_dungeon_of_face_down_cards(seed: int, seats: int):
    """Keys and Monsters face down, two rooms empty for the Lurking Passage: no card made or lost after any
    decision, the observation determinizes into a state that agrees with it, a replay and a saved game reproduce
    the state."""
    rng = random.Random(seed)
    spec = Position.model_validate({
        "seed": seed % 2**62, "seats": seats, "cards": [LURKER], "rooms": FACE_DOWN_ROOMS,
        "face_down": ["collapsed_gate", "fungal_grotto", "echoing_well"],
        "players": [{"hand": HAND}] + [{} for _ in range(seats - 1)]})
    session = Session.from_position(spec)
    check_invariants(session.state)
    for _ in range(80):
        state = session.state
        if state.result is not None:
            break
        session.submit(rng.choice(legal_actions(state)))
        check_invariants(session.state)
        seat = session.state.pending.seat
        if seat >= 0 and rng.random() < 0.2:
            obs = observe(session.state, seat)
            guess = determinize(obs, rng.getrandbits(40))
            check_invariants(guess)
            assert set(legal_actions(guess)) == set(obs.legal) and guess.face_down == session.state.face_down
    loaded = Session.from_record(session.record().to_json())
    assert loaded.state.state_hash() == session.state.state_hash()
    again = Session.from_position(spec)
    for action in session.actions:
        apply(again.state, action)
    assert again.state.state_hash() == session.state.state_hash()
