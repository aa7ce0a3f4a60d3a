"""Thunderstone Advance (Towers of Ruin) as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.system import CardSetInfo, GameSystem
from . import explain, rules
from .battle import breakdown
from .cards import load_catalogue
from .config import AdvanceConfig
from .determinize import determinize
from .flow import FLOW, settle
from .invariants import check_invariants
from .observe import PRIVATE_PROMPTS, observe
from .position import Position, build_position, check_position, position_config
from .report import scenario_previews, scenario_summary
from .rules import dungeon, turn, village
from .rules.setup import new_game
from .state import AdvanceState

# The card pool shows the cards in this order of kinds (then by line or group, level and name).
BROWSE_KINDS = ("hero", "village", "monster", "thunderstone_bearer", "curse", "basic", "horde_placeholder")
SET_ID = "towers_of_ruin"


class AdvanceSystem(GameSystem):
    name = "advance"
    title = "Thunderstone Advance"
    flow = FLOW
    config_class = AdvanceConfig
    position_class = Position
    private_prompts = PRIVATE_PROMPTS

    def new_game(self, config: Any) -> AdvanceState:
        return new_game(config)

    def settle(self, state: Any) -> None:
        settle(state)

    def card_sets(self) -> tuple[CardSetInfo, ...]:
        return (CardSetInfo(SET_ID, "Towers of Ruin"),)

    def set_cards(self, set_id: str) -> list[Any]:
        if set_id != SET_ID:
            return []
        return sorted(load_catalogue().cards.values(), key=lambda c: (
            BROWSE_KINDS.index(c.kind) if c.kind in BROWSE_KINDS else 99, c.group or "", c.level or 0, c.name))

    def decision_actions(self, state: Any) -> list[Action]:
        kind = state.pending.kind
        if kind == "turn":
            return turn.turn_choices(state)
        if kind == "village":
            return village.legal(state)
        if kind == "dungeon":
            return dungeon.legal(state)
        return []

    def act(self, state: Any, decision: str, action: Action, events: list[Event]) -> None:
        if decision == "turn":
            turn.choose_turn_action(state, action, events)
        elif decision == "village":
            village.act(state, action, events)
        elif decision == "dungeon":
            dungeon.act(state, action, events)
        else:  # pragma: no cover - the core only passes the decisions decision_actions answered
            raise ValueError(f"Thunderstone Advance has no {decision!r} decision")

    def decision_text(self, state: Any) -> str:
        return explain.DECISIONS.get(state.pending.kind, state.pending.kind)

    def specific_reason(self, state: Any, action: Action) -> str:
        return explain.specific_reason(state, action)

    def describe_action(self, state: Any, action: Action) -> str:
        return explain.describe_action(state, action)

    def observe(self, state: Any, seat: int) -> Any:
        return observe(state, seat)

    def determinize(self, observation: Any, seed: int) -> AdvanceState:
        return determinize(observation, seed)

    def check_invariants(self, state: Any) -> None:
        check_invariants(state)

    def breakdown(self, state: Any, *args: Any, **kwargs: Any) -> Any:
        return breakdown(state, *args, **kwargs)

    def build_position(self, position: Any) -> AdvanceState:
        return build_position(position)

    def position_config(self, position: Any) -> AdvanceConfig:
        return position_config(position)

    def check_position(self, state: Any) -> None:
        check_position(state)

    def scenario_summary(self, state: Any) -> dict[str, Any]:
        return scenario_summary(state)

    def scenario_previews(self, state: Any) -> list[dict[str, Any]]:
        return scenario_previews(state)


SYSTEM = AdvanceSystem()
AdvanceState.system = SYSTEM
del rules   # imported for its side effect: every step and prompt registered in FLOW
