"""The Evaluator's pieces: what an Observation says about the race, and how the end of the game is scored."""

from __future__ import annotations

from thunderstone_gui.ai.classic import view
from thunderstone_gui.ai.classic.evaluation import WIN, Evaluator, stone_risk, terminal_value
from thunderstone_gui.engine import GameConfig, apply, new_game, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState


def built(**spec: object) -> ClassicState:
    return build_position(Position.model_validate(spec))


def test_terminal_value_win_share_loss() -> None:
    assert terminal_value((0,), 0) == WIN
    assert terminal_value((1,), 0) == -WIN
    assert 0 < terminal_value((0, 1), 0) < WIN


def test_observation_facts_count_owned_cards_and_vp() -> None:
    state = built(players=[{"hand": ["militia"], "discard": ["griffon", "nixie"]},
                           {"hand": ["torch"], "discard": ["sphinx"]}])
    obs = observe(state, 0)
    assert view.vp_all(obs) == [4 + 1, 7]
    assert view.owned_ids(obs, 1)["sphinx"] == 1
    assert sum(view.owned_ids(obs, 0).values()) == len(state.players[0].owned())


def test_the_game_is_long_at_the_start_and_short_with_the_stone_in_the_hall() -> None:
    start = observe(new_game(GameConfig.new(2, seed=3)), 0)
    assert view.turns_left(start) > 10
    near = observe(built(hall=["nixie", "stone_of_mystery", "pegasus"], players=[{"hand": ["militia"]}]), 0)
    assert view.stone_rank(near) == 2 and view.turns_left(near) == 1.0


def test_stone_in_rank_2_is_a_danger_when_the_next_player_leads() -> None:
    # Seat 0 has just played; seat 1 moves next and leads: attacking Rank 1 ends the game in its favour.
    behind = built(hall=["nixie", "stone_of_mystery", "pegasus"], active=1,
                   players=[{"hand": ["militia"], "discard": ["nixie"]}, {"hand": ["militia"], "discard": ["sphinx"]}])
    assert stone_risk(behind, 0) < 0
    ahead = built(hall=["nixie", "stone_of_mystery", "pegasus"], active=1,
                  players=[{"hand": ["militia"], "discard": ["sphinx", "griffon"]},
                           {"hand": ["militia"], "discard": ["nixie"]}])
    assert stone_risk(ahead, 0) == 0     # even with the Thunderstone and the Nixie seat 1 stays behind
    # Seat 1's own turn: it leads, so it ends the game and wins, whatever its hand.
    assert stone_risk(behind, 1) > WIN / 2


def test_an_ending_that_wins_outweighs_any_card() -> None:
    # Seat 0 leads; with the Thunderstone in Rank 2 attacking Rank 1 ends the game even if the battle is lost.
    state = built(hall=["archduke_of_pain", "stone_of_mystery", "pegasus"],
                  players=[{"hand": ["militia", "militia"], "discard": ["sphinx"]}, {"hand": ["militia"]}])
    ev = Evaluator(observe(state, 0), seed=1)
    before = state.clone()
    apply(state, Action("enter_dungeon"))
    apply(state, Action("attack", rank=1))
    assert state.result is not None and state.result.winners == (0,)
    assert ev.outcome(before, state) > WIN / 2
