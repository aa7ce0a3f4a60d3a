"""The playout policy of a Hall game, by decision: each game's `FastPolicy` answers its turn's choice (Village,
Dungeon, Rest...), the Village, the Dungeon and a prompt."""

from __future__ import annotations

from typing import Generic

from ...engine.actions import Action
from ...engine.game import legal_actions
from ..playout import S, fallback


class HallPolicy(Generic[S]):
    """A cheap playout policy of a Hall game (the original game, Advance): `policy(state) -> Action` for whichever
    seat must decide; `act` also gives a reason. Each game's policy answers its turn's choice, the Village, the
    Dungeon and a prompt."""

    def __call__(self, state: S) -> Action:
        return self.act(state)[0]

    def act(self, state: S) -> tuple[Action, str]:
        kind = state.pending.kind
        if kind == "turn":
            return self.turn(state)
        if kind == "village":
            return self.village(state)
        if kind == "dungeon":
            return self.dungeon(state)
        if kind == "prompt":
            return self.prompt(state)
        return fallback(legal_actions(state)), "nothing to decide"

    def turn(self, state: S) -> tuple[Action, str]:
        raise NotImplementedError

    def village(self, state: S) -> tuple[Action, str]:
        raise NotImplementedError

    def dungeon(self, state: S) -> tuple[Action, str]:
        raise NotImplementedError

    def prompt(self, state: S) -> tuple[Action, str]:
        raise NotImplementedError
