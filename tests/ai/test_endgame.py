"""The end of the game with the Thunderstone in Rank 2: whoever attacks Rank 1 next ends it, won or lost.

Normal's turn choice finds this by playing the Dungeon out; the cheap turn choice of Hard's rollouts (Planner depth 2)
must know it too, or Hard's model of its opponent never ends a game it leads.
"""

from __future__ import annotations

from thunderstone_gui.ai import Budget, make_agent
from thunderstone_gui.ai.classic.evaluation import WIN, Evaluator, ending_wins, stone_behind_rank_1
from thunderstone_gui.ai.classic.hard import HardAgent
from thunderstone_gui.ai.classic.planner import Planner
from thunderstone_gui.ai.mcts import Search
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState

WEAK_HAND = ["militia", "militia", "militia", "dagger", "iron_rations", "torch"]


def built(**spec: object) -> ClassicState:
    return build_position(Position.model_validate(spec))


def vp_search(state: ClassicState, seed: int) -> Search:
    """Hard's search of `state`'s decision with its playouts scored in VP-equivalents (not on the chance of
    winning): the scale the evaluation's end-of-game terms are written in."""
    hard = HardAgent(seed, Budget(seconds=None, iterations=12), win_chance=False)
    hard.choose(observe(state, 0))
    assert hard.last_search is not None
    return hard.last_search


def quick_turn(state: ClassicState) -> Action:
    """The turn choice of a rollout: Planner at depth 2, for the seat to move."""
    planner = Planner(Evaluator(observe(state, state.active), seed=1))
    return planner.act(state, 2)[0]


def test_a_leader_ends_the_game_even_by_losing_the_battle() -> None:
    state = built(hall=["archduke_of_pain", "stone_of_mystery", "pegasus"],
                  players=[{"hand": WEAK_HAND, "discard": ["sphinx"]}, {"hand": ["militia"]}])
    assert stone_behind_rank_1(state)
    assert ending_wins(state, 0, victory=False)
    assert quick_turn(state) == Action("enter_dungeon")


def test_behind_it_ends_the_game_only_with_a_victory_that_wins() -> None:
    # Seat 0 is 1 VP behind; a Nixie (1 VP) and the Thunderstone (3) would put it ahead.
    spec = dict(players=[{"hand": ["regian_cleric"] * 3 + ["short_sword", "torch", "torch"], "discard": ["nixie"]},
                         {"hand": ["militia"], "discard": ["griffon"]}])
    beatable = built(hall=["nixie", "stone_of_mystery", "pegasus"], **spec)
    assert not ending_wins(beatable, 0, victory=False) and ending_wins(beatable, 0, victory=True)
    assert quick_turn(beatable) == Action("enter_dungeon")
    # Too strong a monster: losing would end the game behind, so the seat does anything else.
    unbeatable = built(hall=["archduke_of_pain", "stone_of_mystery", "pegasus"],
                       players=[{"hand": WEAK_HAND, "discard": ["nixie"]},
                                {"hand": ["militia"], "discard": ["griffon"]}])
    assert quick_turn(unbeatable) != Action("enter_dungeon")


def test_no_ending_without_the_thunderstone_behind_rank_1() -> None:
    state = built(hall=["archduke_of_pain", "pegasus", "stone_of_mystery"],
                  players=[{"hand": WEAK_HAND, "discard": ["sphinx"]}, {"hand": ["militia"]}])
    assert not stone_behind_rank_1(state)


def test_hard_sees_that_moving_the_thunderstone_up_hands_a_leader_the_game() -> None:
    # Seat 1 leads. If seat 0 attacks Rank 1 and loses, the Thunderstone moves to Rank 2 and seat 1 ends the game
    # on its turn, whatever its hand. The search must see that in its rollouts (arena seed 41, game 5, turn 84).
    state = built(hall=["archduke_of_pain", "pegasus", "stone_of_mystery"],
                  players=[{"hand": WEAK_HAND, "discard": ["nixie"]}, {"hand": ["militia"], "discard": ["sphinx"]}])
    hard = make_agent("hard", 3, Budget(seconds=None, iterations=12))
    assert hard.choose(observe(state, 0)) != Action("enter_dungeon")
    search = vp_search(state, 3)
    loss, _ = search.paired(Action("enter_dungeon"), Action("visit_village"))
    assert loss < -WIN / 2


def test_hard_brings_the_thunderstone_forward_when_it_will_end_the_game_itself() -> None:
    # Seat 0 leads by far. Beating the Nixie in Rank 1 brings the Thunderstone to Rank 2; seat 1 cannot catch up on
    # its turn, and on seat 0's next turn attacking Rank 1 ends the game, won or lost. Hard's rollouts stop as that
    # turn begins: the evaluation must count the ending it holds.
    state = built(hall=["nixie", "pegasus", "stone_of_mystery"],
                  players=[{"hand": ["regian_cleric"] * 3 + ["short_sword", "torch", "torch"],
                            "discard": ["sphinx", "griffon", "griffon"]},
                           {"hand": ["militia"]}])
    hard = make_agent("hard", 5, Budget(seconds=None, iterations=12))
    assert hard.choose(observe(state, 0)) == Action("enter_dungeon")
    search = vp_search(state, 5)
    gain, _ = search.paired(Action("enter_dungeon"), Action("visit_village"))
    assert gain > WIN / 4
