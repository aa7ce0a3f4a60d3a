"""Thinning by choice stops at a playable deck: a seat that destroys its cards down to a hand's worth buys nothing
and rests for the rest of the game."""

from __future__ import annotations

from thunderstone_gui.ai import make_agent
from thunderstone_gui.ai.classic.planner import DECK_FLOOR
from thunderstone_gui.engine import apply, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState

HAND = ["militia", "militia", "militia", "militia", "dagger", "torch"]


def resting(discard: list[str]) -> ClassicState:
    state = build_position(Position.model_validate({
        "hall": ["nixie", "pegasus", "griffon"],
        "players": [{"hand": HAND, "discard": discard}, {"hand": ["militia"]}]}))
    apply(state, Action("rest"))
    assert state.pending.prompt == "destroy"
    return state


def destroyed(state: ClassicState, level: str) -> str:
    action = make_agent(level, 3).choose(observe(state, 0))
    return "nothing" if action.card < 0 else state.cards[action.card].id


def test_a_big_deck_is_thinned() -> None:
    state = resting(["torch", "iron_rations", "iron_rations", "dagger", "militia", "militia"])
    assert len(state.players[0].owned()) > DECK_FLOOR
    assert destroyed(state, "normal") == "militia"


def test_a_deck_at_the_floor_keeps_its_cards() -> None:
    state = resting(["torch", "iron_rations", "iron_rations", "dagger"])
    assert len(state.players[0].owned()) == DECK_FLOOR
    for level in ("normal", "hard"):
        assert destroyed(state, level) == "nothing"


def test_a_disease_goes_whatever_the_deck_size() -> None:
    state = build_position(Position.model_validate({
        "hall": ["nixie", "pegasus", "griffon"],
        "players": [{"hand": [*HAND[:5], "disease"], "discard": ["iron_rations"]}, {"hand": ["militia"]}]}))
    apply(state, Action("rest"))
    assert len(state.players[0].owned()) < DECK_FLOOR
    for level in ("normal", "hard"):
        assert destroyed(state, level) == "disease"
