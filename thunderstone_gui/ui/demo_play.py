"""Games played by chance for the screenshot tool, the UI benchmark and the tests, the same walk for every game: a
game's `demo.advance` says how it picks a move (its `pick`), this plays the moves."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.actions import Action
from ..engine.session import Session


def play(session: Session, steps: int, move: Callable[[Any], Action],
         until: Callable[[Any], bool] | None = None) -> Session:
    """Take up to `steps` moves chosen by `move(state)`, stopping early when `until(state)` holds or the game ends."""
    for _ in range(steps):
        state = session.state
        if state.result is not None or (until is not None and until(state)):
            break
        session.submit(move(state))
    return session
