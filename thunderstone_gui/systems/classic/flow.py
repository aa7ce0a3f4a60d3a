"""The original game's flow: its registry of steps and prompts, how a turn's main decision is named once no effect
is waiting, and which cards a prompt may treat as one.

Rules modules register their steps with `@step(name)` and prompt answers with `@prompt(name)` (engine/flow.py).
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule
from ...engine.state import Pending
from .state import ClassicState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct", "signature",
           "special_cards"]

FLOW = Flow("classic")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: ClassicState) -> None:
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


def signature(state: ClassicState, iid: int, special: set[int] | None = None) -> object:
    """Cards with the same signature are interchangeable for a pick (two plain Militia); a card something is
    attached to (a Weapon, food, a borrowed Hero...) is only itself."""
    if special is None:
        special = special_cards(state)
    return ("#", iid) if iid in special else state.cards[iid].id


def special_cards(state: ClassicState) -> set[int]:
    t = state.turn
    if t.action != "dungeon":     # outside the Dungeon only a used ability sets a card apart
        return {i for i, _ in t.used}
    out = set(t.equips)
    out.update(t.equips.values())
    out.update(t.strength_bonus)
    out.update(t.attack_bonus)
    out.update(t.magic_convert)
    out.update(t.thrown)
    out.update(t.borrowed)
    out.update(i for i, _ in t.used)
    return out


def distinct(state: ClassicState, iids: Iterable[int]) -> list[int]:
    """One card of each interchangeable group, in the given order."""
    special = special_cards(state)
    seen: set[object] = set()
    out = []
    for iid in iids:
        key = signature(state, iid, special)
        if key not in seen:
            seen.add(key)
            out.append(iid)
    return out
