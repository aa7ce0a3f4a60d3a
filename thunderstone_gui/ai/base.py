"""What every heuristic level shares, in any game: turn the observation into a determinized state, ask a state
policy, check the answer against the observation's legal actions.

The state comes from `engine.determinize` (the viewer's own hand and everything public are exact; hidden cards are
dealt at random from the agent's own seeded generator), so a level can use its game's previews and try actions on
copies without ever seeing the real game.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import determinize
from ..engine.actions import Action
from .playout import fallback


class StateAgent:
    """Subclasses implement `decide(obs, state) -> (action, reason)`."""

    level = "state"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.fallbacks = 0   # answers the policy got wrong and the guard replaced (tests expect none)

    # Whether `explain` words its reasons for a player; `choose` wants only the move, and the words cost a little.
    wording = True

    def choose(self, obs: Any) -> Action:
        self.wording = False
        try:
            return self.explain(obs)[0]
        finally:
            self.wording = True

    def explain(self, obs: Any) -> tuple[Action, str]:
        """The action and a one-line reason."""
        if not obs.legal:
            raise ValueError("not this seat's decision: the observation has no legal actions")
        if len(obs.legal) == 1:
            return obs.legal[0], "the only legal action"
        state = determinize(obs, self.rng.getrandbits(62))
        action, reason = self.decide(obs, state)
        if action not in obs.legal:   # a policy bug must never make the seat play an illegal move
            self.fallbacks += 1
            return fallback(obs.legal), "fallback"
        return action, reason

    def decide(self, obs: Any, state: Any) -> tuple[Action, str]:
        """The action for the decision `obs` shows, found on `state` (a GameState of the observation's game dealt
        from it)."""
        raise NotImplementedError



class PolicyAgent(StateAgent):
    """A level that plays a state policy as it stands - `policy.act(state) -> (action, reason)` on the state dealt
    from the observation (the Hall games' Easy and Greedy, Quest's Easy, Normal and Greedy)."""

    def __init__(self, seed: int, policy: Any) -> None:
        super().__init__(seed)
        self.policy = policy

    def decide(self, obs: Any, state: Any) -> tuple[Action, str]:
        return self.policy.act(state)
