"""Games played by chance for the screenshot tool, the UI benchmark and the tests: a seeded random walk through
legal actions that prefers progress (it avoids ending a turn while it can still buy or attack)."""

from __future__ import annotations

import random
from typing import Callable

from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.game import legal_actions
from ..engine.session import Session
from ..engine.state import GameState


def pick(state: GameState, rng: random.Random) -> Action:
    legal = legal_actions(state)
    kind = state.pending.kind
    if kind == "turn":
        weights = {"visit_village": 5, "enter_dungeon": 4, "rest": 1}
        return rng.choices(legal, [weights.get(a.kind, 1) for a in legal])[0]
    if kind in ("village", "dungeon"):
        attacks = [a for a in legal if a.kind == "attack"]
        if attacks and rng.random() < 0.5:
            return rng.choice(attacks)
        others = [a for a in legal if a.kind != "end_turn"]
        if others and rng.random() < 0.8:
            return rng.choice(others)
    return rng.choice(legal)


def advance(session: Session, steps: int, seed: int = 0,
            until: Callable[[GameState], bool] | None = None) -> Session:
    """Take up to `steps` random legal actions (stopping early when `until(state)` holds or the game ends)."""
    rng = random.Random(seed)
    for _ in range(steps):
        state = session.state
        if state.result is not None or (until is not None and until(state)):
            break
        session.submit(pick(state, rng))
    return session


def demo_session(seed: int = 7, actions: int = 40, seats: int = 2) -> Session:
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve"][:seats]
    return advance(Session(GameConfig.new(names, seed=seed)), actions, seed)
