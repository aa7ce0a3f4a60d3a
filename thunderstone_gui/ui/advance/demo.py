"""Games of Thunderstone Advance played by chance for the screenshot tool, the UI benchmark and the tests: a seeded
random walk through legal actions that prefers progress (it fights when the preview shows a victory, arms its Heroes,
buys the dearest card, levels up)."""

from __future__ import annotations

import random
from typing import Callable

from ...engine.actions import Action
from ...engine.game import legal_actions
from ...engine.session import Session
from ...systems.advance.battle import breakdown
from ...systems.advance.config import AdvanceConfig
from ...systems.advance.state import AdvanceState
from ..demo_play import play
from ..hall.demo import dungeon_or_village

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]


def pick(state: AdvanceState, rng: random.Random) -> Action:
    """A plausible move, with some randomness so that games differ."""
    legal = legal_actions(state)
    kind = state.pending.kind
    if rng.random() < 0.12:
        return rng.choice(legal)
    if kind == "turn":
        hall = [r for r in range(1, len(state.hall) + 1) if state.hall[r - 1] >= 0]
        winnable = any(breakdown(state, r).victory for r in hall)
        roll = rng.random()
        wanted = "enter_dungeon" if winnable or roll < 0.2 else "visit_village" if roll < 0.9 else "prepare"
        return next((a for a in legal if a.kind == wanted), legal[0])
    chosen = dungeon_or_village(state, legal, rng, breakdown, arm=0.8)
    if chosen is not None:
        return chosen
    if kind == "prompt" and state.pending.prompt == "prepare" and rng.random() < 0.5:
        done = [a for a in legal if a.option == "done"]
        return done[0] if done else legal[0]
    return rng.choice(legal)


def advance(session: Session, steps: int, seed: int = 0,
            until: Callable[[AdvanceState], bool] | None = None) -> Session:
    """Take up to `steps` chance moves (stopping early when `until(state)` holds or the game ends)."""
    rng = random.Random(seed)
    return play(session, steps, lambda state: pick(state, rng), until)


def demo_session(seed: int = 7, actions: int = 40, seats: int = 2, board: str = "dungeon",
                 setup: str = "random", **_: object) -> Session:
    """A game after `actions` chance moves: a random card set from the seed, on the given side of the board."""
    config = AdvanceConfig.new(NAMES[:seats], setup=setup, seed=seed, board=board)   # type: ignore[arg-type]
    return advance(Session(config), actions, seed)
