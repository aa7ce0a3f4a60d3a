"""Curses ("Curses" of the summary): gained from the top of the Curse deck into the discard pile, Attack -1 in the
battles of the hand that holds them (battle.py), and each type's own way to be destroyed (rules/abilities.py). A
destroyed Curse goes to the bottom of the Curse deck (AdvanceState.send_destroyed).
"""

from __future__ import annotations

from ....engine.events import Event
from ..state import AdvanceState


def gain_curses(state: AdvanceState, seat: int, count: int, events: list[Event], reason: str) -> None:
    """`seat` takes `count` Curses from the top of the Curse deck into the discard pile; an empty Curse deck gives
    none (the box has no more)."""
    for _ in range(count):
        if not state.curses:
            events.append(Event("no_curse_left", seat, (), {"reason": reason}))
            return
        iid = state.curses.pop()
        state.players[seat].discard.append(iid)
        events.append(Event("gained_curse", seat, (iid,), {"reason": reason}))
