"""Thunderstone Quest's flow: its registry of steps and prompts, and how a turn's main decision is named once no
effect is waiting.

Decisions (`state.pending.kind`): `prep` (the Prep Phase: a Village location or the Dungeon), `village`, `dungeon`,
`prompt` (a choice an effect or a rule asks for) and `game_over`.
"""

from __future__ import annotations

from typing import Iterable

from ...engine.flow import RUNNING, Flow, ask, run, schedule
from ...engine.state import Pending
from .state import QuestState

__all__ = ["FLOW", "step", "prompt", "ask", "schedule", "run", "RUNNING", "settle", "distinct"]

FLOW = Flow("quest")
step = FLOW.step
prompt = FLOW.prompt


def settle(state: QuestState) -> None:
    """Name the turn's main decision once no effect is waiting."""
    if state.result is not None:
        state.pending = Pending("game_over", -1)
        return
    phase = state.turn.phase
    if phase == "":
        state.pending = Pending("prep", state.active)
    elif phase == "village":
        state.pending = Pending("village", state.active)
    elif phase == "dungeon" and state.turn.step == "prep":
        state.pending = Pending("dungeon", state.active)
    else:  # pragma: no cover - a rules bug, never a player's
        raise RuntimeError(f"nothing to decide in {phase}/{state.turn.step}")


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
    iids = list(iids)
    if len(iids) < 2:
        return iids
    cards = state.cards
    ids = [cards[i].id for i in iids]
    if len(set(ids)) == len(ids):
        return iids             # no two alike: nothing to merge (the common case, and cheap)
    apart = special(state)
    seen: set[object] = set()
    out = []
    for iid, card_id in zip(iids, ids):
        key: object = iid if iid in apart else card_id      # an instance (int) never equals a card id (str)
        if key not in seen:
            seen.add(key)
            out.append(iid)
    return out
