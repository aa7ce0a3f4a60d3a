"""The original Thunderstone as a game system of the engine (engine/system.py): 2nd-edition rules by default, the
1st edition as a rules profile, the base set and Wrath of the Elements."""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.system import GameSystem
from . import explain, rules
from .battle import breakdown
from .config import ClassicConfig
from .determinize import determinize
from .flow import FLOW, settle
from .invariants import check_invariants
from .observe import PRIVATE_PROMPTS, observe
from .position import Position, build_position, check_position, position_config
from .report import scenario_previews, scenario_summary
from .rules import dungeon, turn, village
from .rules.setup import new_game
from .state import ClassicState


class ClassicSystem(GameSystem):
    name = "classic"
    title = "Thunderstone"
    flow = FLOW
    config_class = ClassicConfig
    position_class = Position
    private_prompts = PRIVATE_PROMPTS

    def new_game(self, config: Any) -> ClassicState:
        return new_game(config)

    def settle(self, state: Any) -> None:
        settle(state)

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
            raise ValueError(f"the classic game has no {decision!r} decision")

    def decision_text(self, state: Any) -> str:
        return explain.DECISIONS.get(state.pending.kind, state.pending.kind)

    def specific_reason(self, state: Any, action: Action) -> str:
        return explain.specific_reason(state, action)

    def describe_action(self, state: Any, action: Action) -> str:
        return explain.describe_action(state, action)

    def observe(self, state: Any, seat: int) -> Any:
        return observe(state, seat)

    def determinize(self, observation: Any, seed: int) -> ClassicState:
        return determinize(observation, seed)

    def check_invariants(self, state: Any) -> None:
        check_invariants(state)

    def breakdown(self, state: Any, *args: Any, **kwargs: Any) -> Any:
        return breakdown(state, *args, **kwargs)

    def scenario_summary(self, state: Any) -> dict[str, Any]:
        return scenario_summary(state)

    def scenario_previews(self, state: Any) -> list[dict[str, Any]]:
        return scenario_previews(state)

    def upgrade_record(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """Format 1 (every save before November 2026) was played under rulings 1: it keeps them."""
        if version != 1 or not isinstance(data.get("config"), dict):
            return data
        config = dict(data["config"])
        variants = config.get("variants", {})
        if isinstance(variants, dict):          # anything else is damaged: validation says so
            config["variants"] = {**variants, "rulings": 1}
        data = {**data, "config": config}
        if isinstance(data.get("position"), dict):
            data["position"] = {**data["position"], "rulings": 1}
        return data

    def build_position(self, position: Any) -> ClassicState:
        return build_position(position)

    def position_config(self, position: Any) -> ClassicConfig:
        return position_config(position)

    def check_position(self, state: Any) -> None:
        check_position(state)


SYSTEM = ClassicSystem()
ClassicState.system = SYSTEM
del rules   # imported for its side effect: every step and prompt registered in FLOW
