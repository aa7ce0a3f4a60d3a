"""No computer seat can reach the game's seed, nor the real game, from what it holds.

The game's seed decides every deck order, every hand and the Dungeon Deck: a seat that knew it would know them all.
The app's and the arena's own ways of making agents are played for some turns of a real game; then every object
reachable from the agents and from the observations they were given is walked, and every integer found (digits in
text included) is checked against the game's seed, the values the seed follows from by the formulas once used for
agents' seeds, and the state of the real game's generator at every decision. No object of the real game may be among
them either. A second check plays two games of different seeds on the same observations: the agents end alike.
"""

from __future__ import annotations

import itertools
import random
import re
import subprocess
import sys
import types
from typing import Any, Callable, Iterator

import pytest

from thunderstone_gui import ai
from thunderstone_gui.engine import GameConfig, Seat, apply, new_game, observe
from thunderstone_gui.engine.rng import Rng
from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.state import PlayerState
from thunderstone_gui.systems.classic.cards import Card
from thunderstone_gui.systems.classic.config import ClassicConfig
from thunderstone_gui.systems.classic.observe import Observation
from thunderstone_gui.systems.classic.state import ClassicState, TurnState
from thunderstone_gui.tools.arena import Match as ArenaMatch
from thunderstone_gui.tools.arena import agent_seed, game_config, seat_agents
from thunderstone_gui.ui.match import Match

from .helpers import TINY

SEED = 918_273_645         # a New Game seed (below 10**9) with nothing small among the values it leads to
DECISIONS = 120
WALK_LIMIT = 3_000_000
LEVELS = ai.known_levels()
DIGITS = re.compile(r"\d+")


def walk(root: Any, skip: Callable[[Any], bool] = lambda obj: False) -> Iterator[Any]:
    """Every object reachable from `root` through attributes, slots, items, closures and generator states (not
    through modules, classes or a function's globals), each once."""
    seen: set[int] = set()
    kept: list[Any] = []          # objects made on the way (a generator's state) stay alive: their ids stay theirs
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        assert len(seen) <= WALK_LIMIT, "the walk was cut short: raise WALK_LIMIT"
        yield obj
        if isinstance(obj, (str, bytes, int, float, complex, type(None), type, types.ModuleType)) or skip(obj):
            continue
        children: list[Any] = []
        if isinstance(obj, dict):
            children += [*obj.keys(), *obj.values()]
        elif isinstance(obj, (list, tuple, set, frozenset)):
            children += list(obj)
        if isinstance(obj, random.Random):
            children.append(obj.getstate())
        if isinstance(obj, types.FunctionType):
            children += [c.cell_contents for c in obj.__closure__ or () if c.cell_contents is not None]
            children += [obj.__defaults__, obj.__kwdefaults__]
        elif isinstance(obj, (types.MethodType, types.BuiltinMethodType)):
            children.append(obj.__self__)
            children.append(getattr(obj, "__func__", None))
        else:
            children.append(getattr(obj, "__dict__", None))
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    children.append(getattr(obj, name, None))
        kept += children
        todo += children


def numbers(*roots: Any) -> set[int]:
    found: set[int] = set()
    for obj in walk(roots):
        if isinstance(obj, int) and not isinstance(obj, bool):
            found.add(obj)
        elif isinstance(obj, str):
            found.update(int(d) for d in DIGITS.findall(obj))
    return found


def telling(seed: int, seats: int) -> set[int]:
    """Values a seat must not hold: the seed, what it follows from by the old agent seeds ((seed * 31 + seat) mod
    2**31 in the app, seed * 7 + seat in the arena), the start of the card set's generator."""
    out = {seed, seed ^ 0x5EED_CA4D_5E7}
    for seat in range(seats):
        out |= {(seed * 31 + seat) % 2**31, seed * 7 + seat}
    return out


def real_objects(state: ClassicState) -> list[Any]:
    """The real game's mutable objects (the catalogue's cards and the config are shared, read-only)."""
    def shared(obj: Any) -> bool:
        return isinstance(obj, (Card, GameConfig)) or obj is state.catalogue

    mutable = (list, dict, set, ClassicState, PlayerState, TurnState, Rng)
    return [obj for obj in walk(state, shared) if isinstance(obj, mutable) and not shared(obj)]


class Watch:
    """What the test learns of the real game while the agents play it."""

    def __init__(self, seed: int, seats: int) -> None:
        self.forbidden = telling(seed, seats)
        self.real: list[Any] = []           # kept alive, so their ids stay theirs
        self.observations: list[Observation] = []

    def decision(self, state: ClassicState, obs: Observation) -> None:
        self.forbidden.add(state.rng.state)
        self.real += real_objects(state)
        self.observations.append(obs)

    def check(self, agents: list[Any]) -> None:
        assert min(self.forbidden) > 2**20, "a small forbidden value would meet innocent numbers"
        found = numbers(agents, self.observations)
        assert not found & self.forbidden, "a seat holds a number that gives the game's seed or its generator"
        real = {id(obj) for obj in self.real}
        leaked = [type(obj).__name__ for obj in walk((agents, self.observations)) if id(obj) in real]
        assert not leaked, f"a seat reaches objects of the real game: {leaked[:5]}"


def app_match(level: str, seed: int = SEED) -> Match:
    computer = Seat(name="Hal", kind="ai", ai_level=level)
    config = ClassicConfig(seats=(computer, computer.model_copy(update={"name": "Ida"})), seed=seed)
    return Match(Session(config), autosave=False)


def app_agent(match: Match, seat: int) -> Any:
    agent = match.agent_for(seat)
    if hasattr(agent, "budget"):
        agent.budget = TINY            # the app's agent, thinking less
    return agent


@pytest.mark.parametrize("level", LEVELS)
def test_an_app_computer_holds_nothing_that_gives_the_game_seed(level: str) -> None:
    match = app_match(level)
    watch = Watch(SEED, 2)
    for _ in range(DECISIONS):
        if match.state.result is not None:
            break
        seat = match.state.pending.seat
        obs = observe(match.state, seat)
        watch.decision(match.state, obs)
        match.submit(app_agent(match, seat).choose(obs))
    agents = [app_agent(match, seat) for seat in (0, 1)]
    if hasattr(agents[0], "seed"):
        assert agents[0].seed in numbers(agents[0])     # the walk sees an agent's own seed
    watch.check(agents)


@pytest.mark.parametrize("level", LEVELS)
def test_an_arena_computer_holds_nothing_that_gives_the_game_seed(level: str) -> None:
    match = ArenaMatch(level, "easy", 2, 41, "2nd", "random", 400, TINY)
    config = game_config(match, 3)
    agents = seat_agents(match, 3)
    state = new_game(config)
    watch = Watch(config.seed, 2)
    for _ in range(DECISIONS):
        if state.result is not None:
            break
        seat = state.pending.seat
        obs = observe(state, seat)
        watch.decision(state, obs)
        apply(state, agents[seat].choose(obs))
    watch.check(agents)


def randomness(agent: Any) -> list[str]:
    """An agent's seeds and the states of its generators: all its choices to come follow from them and from what it is
    shown (its caches hold what it judged, and how much it judged ahead depends on the clock)."""
    found: list[object] = []
    for obj in walk(agent):
        if isinstance(obj, random.Random):
            found.append(obj.getstate())
        elif isinstance(obj, Rng):
            found.append(obj.state)
        elif isinstance(getattr(obj, "__dict__", None), dict):
            found += [(name, value) for name, value in vars(obj).items() if "seed" in name]
    return sorted(map(repr, found))


@pytest.mark.parametrize("level", LEVELS)
def test_two_games_of_other_seeds_seen_alike_leave_the_app_computers_alike(
        level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def computers(seed: int) -> list[Any]:
        fresh = itertools.count(4242)       # the operating system's randomness, the same for both games
        monkeypatch.setattr(ai, "fresh_seed", lambda: next(fresh), raising=False)
        match = app_match(level, seed)
        return [app_agent(match, seat) for seat in (0, 1)]

    first, second = computers(SEED), computers(SEED + 1)
    state = new_game(ClassicConfig(seats=app_match(level).config.seats, seed=SEED))
    for _ in range(60):
        if state.result is not None:
            break
        seat = state.pending.seat
        obs = observe(state, seat)        # both games' seats are shown the same thing
        action = first[seat].choose(obs)
        assert second[seat].choose(obs) == action
        apply(state, action)
    for one, other in zip(first, second):
        assert randomness(one) == randomness(other) != []


def test_the_app_seeds_its_computers_afresh() -> None:
    seeds = {app_agent(app_match("normal"), 0).seed for _ in range(4)}
    assert len(seeds) == 4 and not seeds & telling(SEED, 2)
    assert all(0 <= s < 2**62 for s in seeds)


def test_arena_games_keep_their_seeds_and_agents_take_theirs_elsewhere() -> None:
    match = ArenaMatch("normal", "greedy", 2, 1, "2nd", "random", 400, None, agent_seed=123_456_789_012)
    # The games' seeds are those of the records in docs/arena-records: the same --seed, the same deals.
    assert [game_config(match, i).seed for i in (0, 1, 7)] == [1_000_003, 1_000_004, 1_000_010]
    seeds = {agent_seed(match, i, seat) for i in range(50) for seat in range(2)}
    assert len(seeds) == 100
    games = set().union(*(telling(game_config(match, i).seed, 2) for i in range(50)))
    assert not seeds & games
    assert agent_seed(match, 4, 1) == agent_seed(ArenaMatch("normal", "greedy", 2, 1, "2nd", "random", 400, None,
                                                            agent_seed=123_456_789_012), 4, 1)   # reproducible
    # An explicit --agent-seed takes the agents' seeds away from --seed altogether: other games, the same agents.
    keyed = [ArenaMatch("normal", "greedy", 2, seed, "2nd", "random", 400, None, agent_seed=77) for seed in (1, 2)]
    assert game_config(keyed[0], 5).seed != game_config(keyed[1], 5).seed
    assert agent_seed(keyed[0], 5, 0) == agent_seed(keyed[1], 5, 0) != agent_seed(match, 5, 0)
    assert game_config(keyed[0], 5).seed == game_config(match, 5).seed


def test_the_arenas_agents_take_a_key_no_search_of_likely_run_seeds_finds(capsys: pytest.CaptureFixture[str]) -> None:
    """An agent knows its own seed. Were the key --seed (a small number as people type them), trying every --seed
    up to a million would find the key, and with it every game's deal; by default the key is 62 random bits."""
    from thunderstone_gui.tools.arena import main

    keys = []
    for _ in range(3):
        assert main(["--a", "easy", "--b", "random", "--games", "1", "--seed", "3"]) == 0
        keys.append(int(re.search(r"agent seed (\d+)", capsys.readouterr().out).group(1)))
    assert len(set(keys)) == 3 and all(key >= 2**20 for key in keys)
    seen = agent_seed(ArenaMatch("normal", "greedy", 2, 3, "2nd", "random", 400, None, agent_seed=keys[0]), 0, 0)
    for guess in range(2000):
        assert agent_seed(ArenaMatch("normal", "greedy", 2, 3, "2nd", "random", 400, None, agent_seed=guess),
                          0, 0) != seen


def test_the_arena_reports_an_agent_seed_and_refuses_a_negative_one(capsys: pytest.CaptureFixture[str]) -> None:
    from thunderstone_gui.tools.arena import main

    assert main(["--a", "easy", "--b", "random", "--games", "1", "--seed", "3", "--agent-seed", "9"]) == 0
    assert "seed 3, agent seed 9;" in capsys.readouterr().out
    result = subprocess.run([sys.executable, "-m", "thunderstone_gui.tools.arena", "--a", "easy", "--b", "random",
                             "--agent-seed", "-1"], capture_output=True, text=True)
    assert result.returncode == 2 and "--agent-seed must not be negative" in result.stderr


def test_the_check_catches_a_seat_that_kept_the_seed_or_the_real_game() -> None:
    state = new_game(GameConfig.new(2, setup="random", seed=SEED))
    watch = Watch(SEED, 2)
    watch.decision(state, observe(state, 0))

    class Keeper:
        def __init__(self, kept: object) -> None:
            self.kept = kept

    for kept in ({"note": f"dealt from {(SEED * 31 + 1) % 2**31}"}, [state.rng.state], (state.players[1].hand,)):
        with pytest.raises(AssertionError, match="a seat"):
            watch.check([Keeper(kept)])
    watch.check([Keeper(state.players[1].hand[:])])     # a copy of a list is not the real game (its numbers are small)


def test_the_self_test_seeds_its_computers_and_a_player_s_game_does_not() -> None:
    """The app's self-test plays the same games on every run (its computers' seeds come from its own seed); once it
    ends, the computers' seeds come from the operating system again."""
    try:
        ai.seed_computers_for_self_test(12)
        first = [ai.fresh_seed() for _ in range(4)]
        ai.seed_computers_for_self_test(12)
        assert [ai.fresh_seed() for _ in range(4)] == first
    finally:
        ai.seed_computers_for_self_test(None)
    assert [ai.fresh_seed() for _ in range(4)] != first
