"""Thunderstone Advance's computer seats at an impasse (docs/rules-advance.md 41): the leader ends the game at once;
seats tied for the lead end it once the Dungeon has stood still twice as long as the impasse needs (two Normal seats
tied at 0 VP played arena game 69 to the 400-turn cap); a seat behind never does."""

from __future__ import annotations

import pytest

from tests.systems.advance.support import position
from thunderstone_gui.ai import make_agent
from thunderstone_gui.engine import observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.advance.rules.scoring import score
from thunderstone_gui.systems.advance.rules.turn import IMPASSE_ROUNDS
from thunderstone_gui.systems.advance.state import AdvanceState

LEVELS = ("easy", "normal", "greedy")
END = Action("end_game")


def stuck(rounds: int, my_discard: list[str] | None = None, their_discard: list[str] | None = None) -> AdvanceState:
    """Seat 0 to choose its turn's action, the Dungeon stuck for `rounds` full rounds."""
    state = position(["regular"] * 6, discard=my_discard, hall=["ogre", "stramst", "ettin"],
                     card_set={"bearer": "stramst"},
                     others=[{"hand": [], "deck": ["regular"] * 6, "discard": their_discard or []}])
    state.turn_number = state.progress_turn + rounds * state.seats
    state.version += 1
    return state


def choice(level: str, state: AdvanceState) -> Action:
    return make_agent(level, 1, game="advance").choose(observe(state, 0))


@pytest.mark.parametrize("level", LEVELS)
def test_the_leader_ends_the_impasse_at_once(level):
    state = stuck(IMPASSE_ROUNDS, my_discard=["ogre"])
    assert score(state, 0) > score(state, 1)
    assert choice(level, state) == END


@pytest.mark.parametrize("level", LEVELS)
def test_seats_tied_for_the_lead_go_on_at_first_then_end_the_game(level):
    first = stuck(IMPASSE_ROUNDS)
    assert score(first, 0) == score(first, 1) and END in first.system.decision_actions(first)
    assert choice(level, first) != END
    assert choice(level, stuck(2 * IMPASSE_ROUNDS)) == END


@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_behind_never_ends_the_game(level):
    state = stuck(5 * IMPASSE_ROUNDS, their_discard=["ogre"])
    assert score(state, 0) < score(state, 1)
    assert choice(level, state) != END
