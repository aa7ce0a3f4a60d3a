"""Quest games played for the screenshot tool, the UI benchmark and the tests: the Normal level's judgement on the
real state (it sees everything here: these games are never a player's) with a little chance, so games differ."""

from __future__ import annotations

import random
from typing import Callable

from ...engine.actions import Action
from ...engine.config import GameConfig
from ...engine.game import legal_actions
from ...engine.session import Session
from ...systems.quest.state import QuestState
from ..demo_play import play

NAMES = ["Ann", "Bob", "Cleo", "Dan"]


def advance(session: Session, steps: int, seed: int = 0, until: Callable[[QuestState], bool] | None = None) -> Session:
    """Take up to `steps` moves (stopping early when `until(state)` holds or the game ends)."""
    from ...ai.quest.policy import NORMAL, QuestPolicy

    rng = random.Random(seed)
    policy = QuestPolicy(NORMAL, random.Random(seed + 1))

    def move(state: QuestState) -> Action:
        legal = legal_actions(state)
        action = rng.choice(legal) if rng.random() < 0.1 else policy(state)
        return action if action in legal else legal[0]

    return play(session, steps, move, until)


def demo_session(seed: int = 7, actions: int = 40, seats: int = 2, epic: str = "", **_: object) -> Session:
    """A game of our card set after `actions` moves (the other games' options, such as `sets`, do not apply);
    `epic`: an Epic game with that way of playing the Heroes (stacks, guilds)."""
    config = GameConfig.new(NAMES[:seats], game="quest", seed=seed, epic=epic)
    return advance(Session(config), actions, seed)
