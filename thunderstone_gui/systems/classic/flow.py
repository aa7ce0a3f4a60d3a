"""The original game's flow: its registry of steps and prompts, how a turn's main decision is named once no effect
is waiting, and which cards a prompt may treat as one.

Rules modules register their steps with `@step(name)` and prompt answers with `@prompt(name)` (engine/flow.py).
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule, settle_turn
from ...engine.flow import distinct as interchangeable
from .state import ClassicState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct", "special_cards"]

FLOW = Flow("classic")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: ClassicState) -> None:
    """Name the turn's main decision once no effect is waiting (the opening one: Village, Dungeon or Rest)."""
    settle_turn(state, state.turn.action, "turn")


def special_cards(state: ClassicState) -> set[int]:
    """Cards something is attached to this turn (a Weapon, food, a borrowed Hero...): only themselves."""
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
    """One card of each interchangeable group, in the given order (two plain Militia are one choice)."""
    return interchangeable(state.cards, iids, lambda: special_cards(state))
