"""`python -m thunderstone_gui.bench [--games N] [--ui] [--check N] [--ai-in-app N]`

Prints one `key: value` line per figure:

- random_games_per_s: 2-seat games of uniformly random legal actions, played to the end on one core (a game that
  reaches the turn cap stops there and is counted in random_games_capped)
- us_per_action: microseconds per legal_actions + apply in those games
- replay_2000_actions_ms: parse a 2,000-action record and replay it
- undo_ms_at_1000_actions: one undo (with the redo that follows it) in a session of 1,000 actions
- autosave_ms_at_6000: the autosave after one decision in a game of 6,000 decisions (median; to a temporary folder)
- with --check N: N more random games (2-5 seats, both editions, random card sets, half of them with Wrath of the
  Elements) with the invariants of
  tests/engine/test_properties.py checked after every action
- with --ui: the card table's frame times (thunderstone_gui/ui/bench.py)
- with --ai-in-app N: N Normal-vs-Normal games played on the real table at its real frame rate, and the Normal
  level's decision times there (thunderstone_gui/ui/ai_bench.py)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from .engine import GameConfig, apply, legal_actions, new_game
from .engine.record import parse_record
from .engine.session import Session
from .engine.state import GameState

TURN_CAP = 600


def random_game(seed: int, seats: int = 2, setup: str = "random", edition: str = "2nd") -> tuple[GameState, int]:
    state = new_game(GameConfig.new(seats, seed=seed, setup=setup, edition=edition))  # type: ignore[arg-type]
    rng = random.Random(seed)
    actions = 0
    while state.result is None and state.turn_number <= TURN_CAP:
        apply(state, rng.choice(legal_actions(state)))
        actions += 1
    return state, actions


def bench_random_games(games: int) -> dict[str, float]:
    total_actions = capped = 0
    random_game(games)       # reads the card data once (start-up cost, not a game's)
    start = time.perf_counter()
    for seed in range(games):
        state, actions = random_game(seed)
        total_actions += actions
        capped += state.result is None
    elapsed = time.perf_counter() - start
    return {"random_games_per_s": games / elapsed, "random_games_capped": capped,
            "random_game_actions_mean": total_actions / games, "us_per_action": elapsed / total_actions * 1e6}


def _long_session(actions: int, policy: str) -> Session:
    """A game of exactly `actions` decisions: random, but never entering the Dungeon, so it cannot end."""
    session = Session(GameConfig.new(2, seed=11, undo_policy=policy))  # type: ignore[arg-type]
    rng = random.Random(11)
    while len(session.steps) < actions:
        choices = [a for a in legal_actions(session.state) if a.kind != "enter_dungeon"]
        session.submit(rng.choice(choices))
    return session


def bench_replay(actions: int = 2000) -> dict[str, float]:
    text = _long_session(actions, "strict").record().to_json()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        Session.from_record(parse_record(text))
        times.append(time.perf_counter() - start)
    return {"replay_2000_actions_ms": statistics.median(times) * 1000}


def bench_undo(actions: int = 1000) -> dict[str, float]:
    session = _long_session(actions, "casual")
    times = []
    for _ in range(20):
        start = time.perf_counter()
        session.undo()
        times.append(time.perf_counter() - start)
        session.redo()
    return {"undo_ms_at_1000_actions": statistics.median(times) * 1000,
            "undo_ms_at_1000_actions_max": max(times) * 1000}


def bench_autosave(actions: int = 6000, samples: int = 40) -> dict[str, float]:
    """The autosave a table makes after every decision, timed at `actions` decisions (the game's first autosave,
    which writes the whole record, is not counted: a table makes it once). Written to a temporary folder."""
    import os
    import tempfile

    from .persistence.paths import HOME_ENV
    from .persistence.saves import autosave

    session = Session(GameConfig.new(2, seed=11))
    rng = random.Random(11)

    def decide() -> None:
        # Never the Dungeon and never the end at an impasse: the game must not end before `actions`.
        session.submit(rng.choice([a for a in legal_actions(session.state)
                                   if a.kind not in ("enter_dungeon", "end_game")]))

    while len(session.steps) < actions:
        decide()
    previous = os.environ.get(HOME_ENV)
    times = []
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_ENV] = home
        try:
            autosave(session)
            for _ in range(samples):
                decide()
                start = time.perf_counter()
                autosave(session)
                times.append(time.perf_counter() - start)
        finally:
            if previous is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = previous
    return {"autosave_ms_at_6000": statistics.median(times) * 1000}


def bench_invariants(games: int) -> dict[str, float]:
    from .engine.invariants import check_invariants

    start = time.perf_counter()
    failures = 0
    for seed in range(games):
        edition = ("2nd", "1st")[seed % 2]
        sets = (("base",), ("base", "wrath"))[seed // 2 % 2]
        state = new_game(GameConfig.new(2 + seed % 4, seed=10_000 + seed, setup="random", edition=edition, sets=sets))
        rng = random.Random(seed)
        try:
            while state.result is None and state.turn_number <= TURN_CAP:
                apply(state, rng.choice(legal_actions(state)))
                check_invariants(state)
        except AssertionError as exc:
            failures += 1
            print(f"invariant failed in game {seed}: {exc}", file=sys.stderr)
    return {"invariant_games": games, "invariant_failures": failures,
            "invariant_seconds": time.perf_counter() - start}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    games, check, ui, ai_games = 200, 0, False, 0
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    try:
        while args:
            flag = args.pop(0)
            if flag == "--games":
                games = int(args.pop(0))
            elif flag == "--check":
                check = int(args.pop(0))
            elif flag == "--ui":
                ui = True
            elif flag == "--ai-in-app":
                ai_games = int(args.pop(0))
            else:
                raise ValueError(f"unknown option {flag}")
        if games < 1 or check < 0 or ai_games < 0:
            raise ValueError("counts must be positive")
    except (ValueError, IndexError) as exc:
        print(f"bench: {exc}\nusage: python -m thunderstone_gui.bench [--games N] [--check N] [--ui] [--ai-in-app N]",
              file=sys.stderr)
        return 2
    figures: dict[str, float] = {}
    figures.update(bench_random_games(games))
    figures.update(bench_replay())
    figures.update(bench_undo())
    figures.update(bench_autosave())
    if check:
        figures.update(bench_invariants(check))
    if ui:
        from .ui.bench import run_ui_bench

        figures.update(run_ui_bench())
    if ai_games:
        from .ui.ai_bench import run_ai_in_app_bench

        figures.update(run_ai_in_app_bench(ai_games))
    for key, value in figures.items():
        print(f"{key}: {value:.1f}" if isinstance(value, float) else f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
