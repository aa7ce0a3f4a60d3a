"""Playing whole games with computer seats, the way the arena and the table do: each seat gets its Observation."""

from __future__ import annotations

from typing import Callable, Sequence

from thunderstone_gui.ai import Agent, Budget, make_agent
from thunderstone_gui.engine import GameConfig, apply, new_game, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.classic.observe import Observation
from thunderstone_gui.systems.classic.state import ClassicState

TINY = Budget(seconds=None, iterations=4)   # a Hard level small enough for tests, and deterministic


def agents_for(levels: Sequence[str], seed: int, budget: Budget | None = TINY) -> list[Agent]:
    return [make_agent(level, seed * 10 + seat, budget) for seat, level in enumerate(levels)]


def play(levels: Sequence[str], seed: int, *, edition: str = "2nd", sets: tuple[str, ...] = ("base",),
         setup: str = "random", cap: int = 400, budget: Budget | None = TINY
         ) -> tuple[ClassicState, list[Action]]:
    """Play a game to its end (or `cap` turns); every action is checked against the seat's legal actions."""
    config = GameConfig.new(len(levels), setup=setup, seed=seed, edition=edition, sets=sets)  # type: ignore[arg-type]
    agents = agents_for(levels, seed, budget)
    state = new_game(config)
    moves: list[Action] = []
    while state.result is None and state.turn_number <= cap:
        seat = state.pending.seat
        obs = observe(state, seat)
        action = agents[seat].choose(obs)
        assert action in obs.legal, f"{levels[seat]} chose an illegal action {action}"
        moves.append(action)
        apply(state, action)
    for seat, agent in enumerate(agents):
        # The agents guard against their own policy bugs by playing a safe legal action; a test wants none.
        assert getattr(agent, "fallbacks", 0) == 0, f"{levels[seat]} needed {agent.fallbacks} fallbacks"
    return state, moves


def first_decision(wanted: Callable[[ClassicState, Observation], bool], seed: int = 3) -> Observation:
    """The first decision of a 2-seat Normal-vs-Normal game (random card set) that `wanted` picks out."""
    state = new_game(GameConfig.new(2, setup="random", seed=seed))
    agents = agents_for(("normal", "normal"), seed, None)
    while True:
        seat = state.pending.seat
        obs = observe(state, seat)
        if wanted(state, obs):
            return obs
        assert state.result is None, "the game ended before the decision came up"
        apply(state, agents[seat].choose(obs))
