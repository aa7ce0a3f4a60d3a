"""Information hiding: a computer seat decides from its Observation alone.

Two checks that can fail:
- poison: while an agent thinks, every hidden zone of the real game (the other hands, every deck, the Dungeon Deck)
  is replaced by a list that raises when read. An agent that reached the real state by any route would crash.
- decoys: a second, different real game is built with the same public information and the same own hand but other
  hidden cards (the Dungeon Deck order, the other hands, every deck order dealt afresh). The seat's observation of
  it must be the same, and so must the agent's choice.
"""

from __future__ import annotations

from typing import Any

import pytest

from thunderstone_gui.ai import make_agent
from thunderstone_gui.engine import GameConfig, apply, determinize, new_game, observe
from thunderstone_gui.systems.classic.observe import Observation
from thunderstone_gui.systems.classic.state import ClassicState

from .helpers import TINY, agents_for

LEVELS = ["easy", "greedy", "normal", "hard"]


class Poison(list):  # type: ignore[type-arg]
    """A hidden zone: any read fails the test."""

    def _fail(self, *args: Any, **kwargs: Any) -> Any:
        raise AssertionError("an agent read a hidden zone of the real game")

    __iter__ = __len__ = __getitem__ = __contains__ = __bool__ = __reversed__ = _fail  # type: ignore[assignment]
    __add__ = __radd__ = __eq__ = __mul__ = copy = index = count = _fail  # type: ignore[assignment]


def decision_points(seed: int, seats: int, every: int) -> list[ClassicState]:
    """Copies of the states of a game played by Easy seats, every few decisions (prompts included)."""
    config = GameConfig.new(seats, setup="random", seed=seed)
    agents = agents_for(["easy"] * seats, seed)
    state = new_game(config)
    out = []
    step = 0
    while state.result is None and state.turn_number < 120:
        seat = state.pending.seat
        obs = observe(state, seat)
        if step % every == 0 and len(obs.legal) > 1:
            out.append(state.clone())
        apply(state, agents[seat].choose(obs))
        step += 1
    return out


@pytest.fixture(scope="module")
def two_seats() -> list[ClassicState]:
    return decision_points(seed=5, seats=2, every=9)[:12]


@pytest.fixture(scope="module")
def three_seats() -> list[ClassicState]:
    return decision_points(seed=8, seats=3, every=13)[:8]


def poison(state: ClassicState, viewer: int) -> list[tuple[Any, str, list[int]]]:
    saved: list[tuple[Any, str, list[int]]] = []
    for seat, player in enumerate(state.players):
        zones = ["deck"] if seat == viewer else ["deck", "hand"]
        if seat == state.active and state.turn.action in ("village", "dungeon"):
            zones = ["deck"]   # the active player's party is public
        for zone in zones:
            saved.append((player, zone, getattr(player, zone)))
            setattr(player, zone, Poison())
    saved.append((state, "dungeon", state.dungeon))
    state.dungeon = Poison()
    return saved


def restore(saved: list[tuple[Any, str, list[int]]]) -> None:
    for owner, zone, value in saved:
        setattr(owner, zone, value)


@pytest.mark.parametrize("level", LEVELS)
def test_agents_never_read_hidden_zones_of_the_real_game(level: str, two_seats: list[ClassicState]) -> None:
    checked = 0
    for state in two_seats:
        seat = state.pending.seat
        obs = observe(state, seat)
        assert obs.config.seed == 0, "the observation must not carry the seed"
        saved = poison(state, seat)
        try:
            action = make_agent(level, 3, TINY).choose(obs)
        finally:
            restore(saved)
        assert action in obs.legal
        checked += 1
    assert checked >= 8


def decoy(state: ClassicState, viewer: int, seed: int) -> ClassicState:
    """Another real game with the viewer's public information and own hand, other hidden cards."""
    other = determinize(observe(state, viewer), seed)
    assert other.dungeon != state.dungeon or len(state.dungeon) < 2
    return other


def same_information(a: Observation, b: Observation) -> bool:
    fields = [f for f in Observation._fields if f != "turn"]
    return all(getattr(a, f) == getattr(b, f) for f in fields) and a.turn.canonical() == b.turn.canonical()


@pytest.mark.parametrize("level", LEVELS)
def test_choices_do_not_depend_on_hidden_cards(level: str, three_seats: list[ClassicState]) -> None:
    compared = 0
    for state in three_seats:
        seat = state.pending.seat
        real = observe(state, seat)
        other = decoy(state, seat, seed=1234 + compared)
        fake = observe(other, seat)
        assert same_information(real, fake)
        first = make_agent(level, 11, TINY).choose(real)
        second = make_agent(level, 11, TINY).choose(fake)
        assert first == second
        compared += 1
    assert compared >= 5


class Cheater:
    """An agent that kept a reference to the real game: the poison test must catch it."""

    level = "cheater"

    def __init__(self, real: ClassicState) -> None:
        self.real = real

    def choose(self, obs: Observation) -> object:
        top = self.real.dungeon[-1]     # peeks at the next monster
        return obs.legal[top % len(obs.legal)]


def test_the_poison_catches_an_agent_that_peeks(two_seats: list[ClassicState]) -> None:
    state = two_seats[0].clone()
    seat = state.pending.seat
    obs = observe(state, seat)
    saved = poison(state, seat)
    try:
        with pytest.raises(AssertionError, match="hidden zone"):
            Cheater(state).choose(obs)
    finally:
        restore(saved)
