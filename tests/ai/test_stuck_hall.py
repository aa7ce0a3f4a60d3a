"""A Hall that stays stuck late in the game: the Thunderstone in Rank 2 behind a monster nobody can attack, and the
Dungeon Deck empty. Two arena seats believed the game would end next turn, so no card seemed worth buying and they
shopped for nothing until the 400-turn cap (seed 2, game 187); once a seat has seen the Hall stuck for rounds it
expects the game to last about as long again."""

from __future__ import annotations

from thunderstone_gui.ai import Budget, make_agent
from thunderstone_gui.ai.classic.evaluation import Evaluator
from thunderstone_gui.engine import apply, observe
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState

SEARCH = Budget(seconds=None, iterations=60)


def stuck_hall(rank_1: str, hand: list[str], discard: list[str], rival_discard: list[str]) -> ClassicState:
    state = build_position(Position.model_validate({
        "hall": [rank_1, "stone_of_mystery", "ebon_fume"],
        "card_set": {"village": ["spear", "polearm", "pawnbroker", "town_guard", "battle_fury"]},
        "players": [{"hand": hand, "discard": discard}, {"hand": ["militia"], "discard": rival_discard}]}))
    # Late in the game: every monster has come out of the Dungeon Deck, so a battle lost in Rank 3 brings the same
    # monster straight back and moves nothing on.
    state.dungeon = []
    return state


def seen_stuck_for(agent, state: ClassicState, rounds: int) -> None:  # noqa: ANN001 - a Normal or Hard agent
    """The agent watched the Hall stay as it is for `rounds` whole rounds (two seats) up to now."""
    now = 40 + 2 * rounds
    state.turn_number = 40
    agent.watch.update(observe(state, 0))
    state.turn_number = now
    state.progress_turn = now - 1          # no impasse yet: the seats must play on
    state._legal = None


def turn_of(agent, state: ClassicState) -> list[str]:  # noqa: ANN001
    """The ids of the cards seat 0 buys (or the ranks it attacks) this turn."""
    done = []
    while state.result is None and state.pending.seat == 0 and len(done) < 12:
        action = agent.choose(observe(state, 0))
        if action.kind == "buy":
            done.append(state.cards[action.card].id)
        if action.kind == "attack":
            done.append(f"attack {action.rank}")
        apply(state, action)
    return done


def blink_dogs() -> ClassicState:
    """Blink Dogs in Rank 1 need Light 2 even to be attacked; the seat has a single Torch and Gold to buy another."""
    return stuck_hall("blink_dog", ["militia", "militia", "militia", "dagger", "iron_rations", "militia"],
                      ["militia", "militia", "dagger", "torch", "iron_rations", "militia", "griffon", "militia"],
                      ["griffon", "militia"])


def test_the_game_lasts_at_least_as_long_again_as_the_hall_has_been_stuck() -> None:
    obs = observe(blink_dogs(), 0)
    assert Evaluator(obs, 1).turns_left == 1.0       # the Thunderstone in Rank 2: "the game ends next turn"
    assert Evaluator(obs, 1, stuck_rounds=6).turns_left == 6.0


def test_a_seat_that_saw_the_hall_stuck_buys_the_light_it_lacks() -> None:
    state = blink_dogs()
    normal = make_agent("normal", 3)
    seen_stuck_for(normal, state, 0)
    assert turn_of(normal, state) == []                # a fresh look: the game ends next turn, nothing is worth it
    for level, budget in (("normal", None), ("hard", SEARCH)):
        state = blink_dogs()
        agent = make_agent(level, 3, budget)
        seen_stuck_for(agent, state, 4)
        assert turn_of(agent, state) == ["torch"], level


def test_moving_a_stuck_hall_on_never_pays_for_ending_a_lost_game() -> None:
    """Attacking Rank 1 with the Thunderstone in Rank 2 ends the game. The bonus for moving a stuck Hall grows every
    round; it once outgrew a lost game and a seat 8 VP behind ended the game it lost."""
    for level, budget in (("normal", None), ("hard", SEARCH)):
        state = stuck_hall("pegasus", ["militia", "militia", "militia", "dagger", "dagger", "torch"], ["militia"],
                           ["griffon", "griffon", "pegasus", "pegasus"])
        agent = make_agent(level, 3, budget)
        seen_stuck_for(agent, state, 20)
        assert "attack 1" not in turn_of(agent, state), level
        assert state.result is None
