"""Games played by chance for the screenshot tool, the UI benchmark and the tests: a seeded random walk through
legal actions that prefers progress (it avoids ending a turn while it can still buy or attack)."""

from __future__ import annotations

import random
from typing import Callable

from ...engine.actions import Action
from ...engine.config import GameConfig
from ...engine.game import legal_actions
from ...engine.session import Session
from ...systems.classic.state import ClassicState
from ..demo_play import play
from ..hall.demo import dungeon_or_village


def pick(state: ClassicState, rng: random.Random) -> Action:
    """A plausible move: fight when a victory is possible, equip first, buy the dearest card, level up; with
    some randomness so that games differ."""
    from ...systems.classic.battle import breakdown

    legal = legal_actions(state)
    kind = state.pending.kind
    if rng.random() < 0.15:
        return rng.choice(legal)
    if kind == "turn":
        winnable = any(breakdown(state, r).victory for r in (1, 2, 3) if state.hall[r - 1] >= 0
                       and state.cards[state.hall[r - 1]].is_monster)
        wanted = "enter_dungeon" if winnable else ("visit_village" if rng.random() < 0.9 else "rest")
        return next(a for a in legal if a.kind == wanted)
    return dungeon_or_village(state, legal, rng, breakdown, arm=0.85, uses=0.5) or rng.choice(legal)


def advance(session: Session, steps: int, seed: int = 0,
            until: Callable[[ClassicState], bool] | None = None) -> Session:
    """Take up to `steps` chance moves (stopping early when `until(state)` holds or the game ends)."""
    rng = random.Random(seed)
    return play(session, steps, lambda state: pick(state, rng), until)


def demo_session(seed: int = 7, actions: int = 40, seats: int = 2, sets: tuple[str, ...] = ("base",)) -> Session:
    """A game after `actions` chance moves: the First Game cards, or a random card set when Wrath is in play."""
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve"][:seats]
    setup = "first_game" if sets == ("base",) else "random"
    return advance(Session(GameConfig.new(names, seed=seed, setup=setup, sets=sets)), actions, seed)
