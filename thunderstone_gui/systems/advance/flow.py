"""Thunderstone Advance's flow: its registry of steps and prompts, how a turn's main decision is named once no effect
is waiting, and which cards a prompt may treat as one.

Rules modules register their steps with `@step(name)` and prompt answers with `@prompt(name)` (engine/flow.py).
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule
from ...engine.state import Pending
from .state import AdvanceState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct", "others"]

FLOW = Flow("advance")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: AdvanceState) -> None:
    """Name the turn's main decision once no effect is waiting."""
    if state.result is not None:
        state.pending = Pending("game_over", -1)
        return
    action = state.turn.action
    if action == "":
        state.pending = Pending("turn", state.active)
    elif action == "village":
        state.pending = Pending("village", state.active)
    elif action == "dungeon" and state.turn.step == "prep":
        state.pending = Pending("dungeon", state.active)
    else:  # pragma: no cover - a rules bug, never a player's
        raise RuntimeError(f"nothing to decide in {action}/{state.turn.step}")


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
    special = special_cards(state)
    cards = state.cards
    seen: set[object] = set()
    out = []
    for iid in iids:
        key: object = iid if special and iid in special else cards[iid].id
        if key not in seen:
            seen.add(key)
            out.append(iid)
    return out


def others(state: AdvanceState) -> list[int]:
    """The other seats, in turn order from the active player's left."""
    return [(state.active + k) % state.seats for k in range(1, state.seats)]


def everyone(state: AdvanceState) -> list[int]:
    """Every seat, the active player first."""
    return [(state.active + k) % state.seats for k in range(state.seats)]
