"""Thunderstone Quest's flow: its registry of steps and prompts, and how a turn's main decision is named once no
effect is waiting.

Decisions (`state.pending.kind`): `prep` (the Prep Phase: a Village location or the Dungeon), `village`, `dungeon`,
`prompt` (a choice an effect or a rule asks for) and `game_over`.
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule, settle_turn
from ...engine.flow import distinct as interchangeable
from .state import QuestState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct"]

FLOW = Flow("quest")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: QuestState) -> None:
    """Name the turn's main decision once no effect is waiting (the opening one: the Prep Phase)."""
    settle_turn(state, state.turn.phase, "prep")


def special(state: QuestState) -> set[int]:
    """Cards that are not interchangeable with their twins this turn (wielded, boosted, their ability used)."""
    t = state.turn
    out = set(t.removed)
    out.update(t.wields)
    out.update(t.wields.values())
    out.update(i for i, _ in t.used)
    out.update(h for h, _, _ in t.boosts)
    return out


def distinct(state: QuestState, iids: Iterable[int]) -> list[int]:
    """One card of each interchangeable group, in the given order (two plain Adventurers are one choice)."""
    return interchangeable(state.cards, iids, lambda: special(state))
