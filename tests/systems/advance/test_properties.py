"""Whole random games of Thunderstone Advance: card conservation and every invariant after every decision,
determinism, replay and save/load identity, undo/redo identity, strict undo, illegal actions, hidden information -
2 to 5 seats, both board sides, random and themed setups.

The random policy attacks when it can 70% of the time (uniform play hardly ever fights)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thunderstone_gui.engine import (
    GameConfig,
    IllegalAction,
    apply,
    check_invariants,
    determinize,
    legal_actions,
    observe,
)
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.record import parse_record
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.state import AdvanceState

TURN_CAP = 400
SETUPS = ("random", "random", "tower_of_corruption", "tower_of_compulsion", "tower_of_contempt")

games = st.fixed_dictionaries({
    "seed": st.integers(0, 2**40),
    "seats": st.integers(2, 5),
    "board": st.sampled_from(["dungeon", "wilderness"]),
    "setup": st.sampled_from(SETUPS),
})


def slow(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                    database=None)


def config(game: dict, policy: str = "strict") -> GameConfig:
    return GameConfig.new(game["seats"], game="advance", seed=game["seed"], board=game["board"],
                          setup=game["setup"], undo_policy=policy)


def pick(state: AdvanceState, rng: random.Random) -> Action:
    actions = legal_actions(state)
    attacks = [a for a in actions if a.kind == "attack"]
    if attacks and rng.random() < 0.7:
        return rng.choice(attacks)
    return rng.choice(actions)


def play(game: dict, on_step=None, policy: str = "strict") -> Session:
    session = Session(config(game, policy))
    rng = random.Random(game["seed"])
    while not session.state.is_over and session.state.turn_number <= TURN_CAP:
        action = pick(session.state, rng)
        session.submit(action)
        if on_step:
            on_step(session, rng)
    return session


@slow(150)
@given(games)
def test_random_games_keep_every_invariant_and_end(game):
    session = play(game, on_step=lambda s, _: check_invariants(s.state))
    assert session.state.is_over, f"no end after {TURN_CAP} turns"
    result = session.state.result
    assert result.winners and all(0 <= w < game["seats"] for w in result.winners)


@slow(60)
@given(games)
def test_replay_and_save_load_reproduce_the_exact_state_and_the_game_is_deterministic(game):
    session = play(game)
    text = session.record().to_json()
    loaded = Session.from_record(parse_record(text))
    assert loaded.state.state_hash() == session.state.state_hash()
    assert loaded.config == session.config
    replayed = Session.replay(session.config, session.actions)
    assert replayed.state.state_hash() == session.state.state_hash()
    assert play(game).state.state_hash() == session.state.state_hash()          # same seed, same game


@slow(50)
@given(games)
def test_undo_then_redo_is_the_identity(game):
    def undo_redo(session: Session, rng: random.Random) -> None:
        if rng.random() < 0.2 and session.can_undo():
            before = session.state.state_hash()
            session.undo()
            session.redo()
            assert session.state.state_hash() == before

    play(game, on_step=undo_redo, policy="casual")


@slow(40)
@given(games)
def test_strict_undo_never_crosses_hidden_information_or_another_seat(game):
    def check(session: Session, rng: random.Random) -> None:
        if session.can_undo():
            last = session.steps[-1]
            assert not last.revealed and last.seat == session.state.pending.seat
            if rng.random() < 0.3:
                before = session.state.state_hash()
                session.undo()
                assert session.state.state_hash() == Session.replay(
                    session.config, session.actions).state.state_hash()
                session.redo()
                assert session.state.state_hash() == before

    play(game, on_step=check)


@slow(40)
@given(games)
def test_illegal_actions_raise_and_change_nothing(game):
    bogus = [Action("buy", 0), Action("attack", rank=4), Action("equip", 1, 2), Action("choose", option="x"),
             Action("level_up", 3, option="aird_honeytongue"), Action("use", 5, option="draw"), Action("prepare"),
             Action("end_game")]

    def try_illegal(session: Session, rng: random.Random) -> None:
        state = session.state
        if state.is_over:
            return
        action = rng.choice(bogus)
        if action in legal_actions(state):
            return
        before = state.state_hash()
        try:
            apply(state, action)
        except IllegalAction as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{action} was accepted")
        assert state.state_hash() == before

    play(game, on_step=try_illegal)


def _shuffle_hidden(state: AdvanceState, viewer: int, rng: random.Random) -> AdvanceState:
    """The same public situation with different hidden cards: other hands and all deck orders reshuffled."""
    other = state.clone()
    assert isinstance(other, AdvanceState)
    other.rng.state ^= 0xDEADBEEF
    for seat, player in enumerate(other.players):
        if seat == viewer or other.hand_is_public(seat):
            rng.shuffle(player.deck)
        else:
            pool = player.hand + player.deck
            rng.shuffle(pool)
            player.hand, player.deck = pool[:len(player.hand)], pool[len(player.hand):]
    rng.shuffle(other.dungeon)
    rng.shuffle(other.curses)
    return other


@slow(40)
@given(games, st.integers(0, 4))
def test_observe_never_leaks_a_hidden_card_and_determinize_keeps_what_is_known(game, viewer_choice):
    viewer = viewer_choice % game["seats"]

    def compare(session: Session, rng: random.Random) -> None:
        state = session.state
        if rng.random() > 0.15 or state.is_over or (state.pending.kind == "prompt" and state.pending.seat != viewer):
            return
        twin = _shuffle_hidden(state, viewer, rng)
        seen = observe(state, viewer)
        assert seen == observe(twin, viewer)
        dealt = determinize(seen, rng.randrange(2**32))
        assert isinstance(dealt, AdvanceState)
        assert dealt.players[viewer].hand == state.players[viewer].hand
        assert dealt.hall == state.hall and dealt.supply == state.supply
        check_invariants(dealt)

    play(game, on_step=compare)
