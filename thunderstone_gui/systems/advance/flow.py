"""Thunderstone Advance's flow: its registry of steps and prompts, how a turn's main decision is named once no effect
is waiting, and which cards a prompt may treat as one.

Rules modules register their steps with `@step(name)` and prompt answers with `@prompt(name)` (engine/flow.py).
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule, settle_turn
from ...engine.flow import distinct as interchangeable
from .state import AdvanceState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct", "others"]

FLOW = Flow("advance")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: AdvanceState) -> None:
    """Name the turn's main decision once no effect is waiting (the opening one: Village, Dungeon, Prepare or
    Rest)."""
    settle_turn(state, state.turn.action, "turn")


def special_cards(state: AdvanceState) -> set[int]:
    """Cards something is attached to this turn: only themselves, never "one of the same"."""
    t = state.turn
    if not (t.used or t.levelled or t.equips or t.strength_bonus or t.physical_bonus or t.strike or t.borrowed):
        return set()
    out = {i for i, _ in t.used}
    if t.action == "dungeon":
        out.update(t.equips)
        out.update(t.equips.values())
        out.update(t.strength_bonus)
        out.update(t.physical_bonus)
        out.update(t.strike)
        out.update(t.borrowed)
    out.update(t.levelled)
    return out


def distinct(state: AdvanceState, iids: Iterable[int]) -> list[int]:
    """One card of each interchangeable group (same card id, nothing attached), in the given order."""
    return interchangeable(state.cards, iids, lambda: special_cards(state))


def others(state: AdvanceState) -> list[int]:
    """The other seats, in turn order from the active player's left."""
    return [(state.active + k) % state.seats for k in range(1, state.seats)]


def everyone(state: AdvanceState) -> list[int]:
    """Every seat, the active player first."""
    return [(state.active + k) % state.seats for k in range(state.seats)]
