"""Thunderstone Quest as a game system of the engine (engine/system.py)."""

from __future__ import annotations

from ...engine.system import Decision, GameSystem
from . import explain, rules
from .battle import breakdown
from .config import QuestConfig
from .determinize import determinize
from .flow import FLOW, settle
from .invariants import check_invariants
from .observe import PRIVATE_PROMPTS, observe
from .position import Position, build_position, check_position, position_config
from .report import scenario_previews, scenario_summary
from .rules import dungeon, turn, village
from .rules.setup import new_game
from .state import QuestState

SYSTEM = GameSystem(
    name="quest", title="Thunderstone Quest", flow=FLOW, config_class=QuestConfig, state_class=QuestState,
    decisions={
        "prep": Decision(turn.prep_choices, turn.choose, "choose a Village location or the Dungeon"),
        "village": Decision(village.legal, village.act, "act in the Village"),
        "dungeon": Decision(dungeon.legal, dungeon.act, "prepare, move and battle"),
    },
    new_game=new_game, settle=settle, describe_action=explain.describe_action,
    specific_reason=explain.specific_reason, observe=observe, determinize=determinize,
    check_invariants=check_invariants, breakdown=breakdown, position_class=Position, build_position=build_position,
    position_config=position_config, check_position=check_position, scenario_summary=scenario_summary,
    scenario_previews=scenario_previews, private_prompts=PRIVATE_PROMPTS)

del rules   # imported for its side effect: every step and prompt registered in FLOW
