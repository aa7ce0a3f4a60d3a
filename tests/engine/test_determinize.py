"""Determinized states for computer seats: consistent with the observation, playable, never built from hidden facts."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thunderstone_gui.engine import GameConfig, apply, check_invariants, determinize, legal_actions, new_game, observe


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
@given(st.integers(0, 2**32), st.integers(2, 5), st.sampled_from(["2nd", "1st"]),
       st.sampled_from([("base",), ("base", "wrath")]))
def test_determinized_states_agree_with_the_observation(seed, seats, edition, sets):
    state = new_game(GameConfig.new(seats, seed=seed, setup="random", edition=edition, sets=sets))
    rng = random.Random(seed)
    while not state.is_over and state.turn_number < 200:
        if rng.random() < 0.1:
            viewer = state.pending.seat
            obs = observe(state, viewer)
            sample = determinize(obs, rng.randrange(2**32))
            check_invariants(sample)
            # Everything the viewer can see is the same in the sample.
            assert observe(sample, viewer).hall == obs.hall and observe(sample, viewer).seats == obs.seats
            if sample.pending == state.pending:
                assert set(legal_actions(sample)) == set(legal_actions(state))
            for _ in range(30):
                if sample.is_over:
                    break
                apply(sample, rng.choice(legal_actions(sample)))
                check_invariants(sample)
        apply(state, rng.choice(legal_actions(state)))


def test_the_seed_is_not_in_the_observation():
    state = new_game(GameConfig.new(2, seed=987654321))
    assert observe(state, 0).config.seed == 0


def test_two_samples_differ_only_in_hidden_cards():
    state = new_game(GameConfig.new(3, seed=8))
    obs = observe(state, 0)
    a, b = determinize(obs, 1), determinize(obs, 2)
    assert a.players[0].hand == b.players[0].hand == state.players[0].hand
    def held(sample, seat):
        return sorted(sample.cards[i].id for i in sample.players[seat].hand + sample.players[seat].deck)

    assert held(a, 1) == held(b, 1) == held(state, 1)
    assert (a.players[1].deck, a.dungeon) != (b.players[1].deck, b.dungeon)
