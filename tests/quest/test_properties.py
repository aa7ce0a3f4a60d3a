"""Properties of Thunderstone Quest games for 2-4 seats, the normal game, Epic Thunderstone Quest with either way of
playing the Heroes and a game whose starting decks hold cards that place Monsters face down and roll dice: no card
is made or lost (engine.check_invariants after every decision), the same seed plays the same game, a saved game
loads to the same state, undo then redo is the identity, and an observation determinizes into a state that agrees
with it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thunderstone_gui.engine import GameConfig, apply, check_invariants, determinize, legal_actions, new_game, observe
from thunderstone_gui.engine.config import parse_config
from thunderstone_gui.engine.session import Session

DECISIONS = 220
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# The normal game, Epic Thunderstone Quest with the Heroes in class stacks (a) and in the Guilds' Quarter (b), and
# the normal game with the face-down and dice cards below in every starting deck.
FACES_AND_DICE = "faces_and_dice"
MODES = pytest.mark.parametrize("epic", ["", "stacks", "guilds", FACES_AND_DICE])

# Marketplace cards of our own words using `place_face_down` and `roll_dice`: two of them join each starting deck
# (as a campaign's picks do), so every game turns Monsters and Keys face down and face up and rolls dice.
VOCABULARY_CARDS = [
    {"id": "gamblers_dice", "name": "Gambler's Dice", "kind": "item", "group": "Gambler's Dice", "count": 12,
     "cost": 2, "abilities": [{"key": "roll", "when": ["village", "dungeon"], "effects": [
         {"verb": "roll_dice", "count": 3},
         {"verb": "if", "condition": {"doubles": True}, "effects": [{"verb": "gain_xp", "amount": 1}],
          "otherwise": [{"verb": "produce", "value": "gold", "amount": 1}]},
         {"verb": "produce", "value": "attack", "amount": {"equal_to": "roll", "half": True, "most": 4}}]}]},
    {"id": "lurking_lantern", "name": "Lurking Lantern", "kind": "item", "group": "Lurking Lantern", "count": 12,
     "cost": 2, "light": 1,
     "abilities": [{"key": "lurk", "when": ["dungeon"], "effects": [{"verb": "place_face_down", "room": "any"}]}],
     "triggers": [{"whenever": "defeated", "effects": [{"verb": "place_face_down", "room": "this"}]}]},
]


def config(seed: int, seats: int, policy: str = "strict", epic: str = "") -> GameConfig:
    if epic == FACES_AND_DICE:
        return faces_and_dice(seed, seats, policy)
    return GameConfig.new(seats, game="quest", seed=seed, undo_policy=policy, epic=epic)  # type: ignore[arg-type]


def faces_and_dice(seed: int, seats: int, policy: str = "strict") -> GameConfig:
    data = GameConfig.new(seats, game="quest", seed=seed, undo_policy=policy, setup="lantern_road").model_dump()
    data["extra_cards"] = VOCABULARY_CARDS
    data["choice"]["marketplace"] = [*data["choice"]["marketplace"][:6], "gamblers_dice", "lurking_lantern"]
    data["campaign"] = {"starting_cards": [["gamblers_dice", "lurking_lantern"]] * seats}
    return parse_config(data)


@MODES
@SETTINGS
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_cards_are_conserved_after_every_decision(seed: int, seats: int, epic: str):
    state = new_game(config(seed, seats, epic=epic))
    rng = random.Random(seed)
    check_invariants(state)
    for _ in range(DECISIONS):
        if state.result is not None:
            break
        apply(state, rng.choice(legal_actions(state)))
        check_invariants(state)


@MODES
@SETTINGS
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_same_seed_same_game_and_save_load_identity(seed: int, seats: int, epic: str):
    rng = random.Random(seed)
    session = Session(config(seed, seats, epic=epic))
    for _ in range(DECISIONS // 2):
        if session.state.result is not None:
            break
        session.submit(rng.choice(legal_actions(session.state)))
    again = Session.replay(session.config, session.actions)
    assert again.state.state_hash() == session.state.state_hash()
    loaded = Session.from_record(session.record().to_json())
    assert loaded.state.state_hash() == session.state.state_hash()


@MODES
@SETTINGS
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4), back=st.integers(1, 6))
def test_undo_then_redo_is_the_identity(seed: int, seats: int, back: int, epic: str):
    rng = random.Random(seed)
    session = Session(config(seed, seats, "casual", epic))
    for _ in range(60):
        if session.state.result is not None:
            break
        session.submit(rng.choice(legal_actions(session.state)))
    hashes = [session.state.state_hash()]
    taken = 0
    while taken < back and session.can_undo():
        session.undo()
        taken += 1
    for _ in range(taken):
        session.redo()
    assert session.state.state_hash() == hashes[0]


@MODES
@SETTINGS
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_a_determinized_observation_agrees_with_it_and_plays_on(seed: int, seats: int, epic: str):
    state = new_game(config(seed, seats, epic=epic))
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 120)):
        if state.result is not None:
            return
        apply(state, rng.choice(legal_actions(state)))
    seat = state.pending.seat
    if seat < 0:
        return
    obs = observe(state, seat)
    guess = determinize(obs, seed)
    check_invariants(guess)
    assert sorted(guess.players[seat].hand) == sorted(state.players[seat].hand)
    assert set(legal_actions(guess)) == set(obs.legal)
    other = (seat + 1) % seats
    if not state.hand_is_public(other):
        assert observe(state, other).seats[seat].hand is None or state.hand_is_public(seat)


def test_strict_undo_stops_at_a_hidden_draw():
    session = Session(GameConfig.new(2, game="quest", seed=4, side_quests=False, sponsorships=False))
    session.submit({"type": "go_to", "option": "bazaar"})
    assert session.can_undo()                    # choosing a location reveals nothing hidden
    session.submit({"type": "end_turn"})         # the end of the turn draws a new hand
    assert not session.can_undo()
