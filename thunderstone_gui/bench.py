"""`python -m thunderstone_gui.bench [--game classic|advance] [--games N] [--ui] [--check N] [--ai-in-app N]`

Prints one `key: value` line per figure (`--game advance`: the same engine figures for Thunderstone Advance, and
classic_random_games_per_s measured in the same run to compare with; the in-app, --ui and --ai-in-app figures need
a table and computer seats, which only the original game has so far):

- random_games_per_s: 2-seat games of uniformly random legal actions, played to the end on one core (a game that
  reaches the turn cap stops there and is counted in random_games_capped)
- us_per_action: microseconds per legal_actions + apply in those games
- replay_2000_actions_ms: parse a 2,000-action record and replay it
- undo_ms_at_1000_actions: one undo (with the redo that follows it) in a session of 1,000 actions
  (both on one random game kept going to that length: _long_session)
- undo_in_app_ms_at_6000: one undo on the real table (headless) at 6,000 decisions, with the log and the frame that
  shows it (autosave off: measured on its own); target <= 16 ms
- with --check N: N more random games (2-5 seats, both editions, random card sets, half of them with Wrath of the
  Elements) with the invariants of
  tests/engine/test_properties.py checked after every action
- with --ui: the card table's frame times (thunderstone_gui/ui/bench.py) over 600 frames, or --ui-frames N
- with --ai-in-app N: N Normal-vs-Normal games played on the real table at its real frame rate, and the Normal
  level's decision times there (thunderstone_gui/ui/ai_bench.py); --ai-decisions N stops each game after N
  decisions (a quick look; the figures of whole games are the ones to quote)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from .engine import GameConfig, apply, legal_actions, new_game
from .engine.actions import Action
from .engine.record import parse_record
from .engine.session import Session
from .engine.state import GameState

TURN_CAP = 600
# What a turn that ended the bench's long game is played again without, one after the other.
TURN_AVOIDING_THE_END = ("enter_dungeon", "visit_village")
GAMES = ("classic", "advance")


def _config(game: str, seats: int, seed: int, **options: object) -> GameConfig:
    if game == "advance":
        options.pop("edition", None)
        options.pop("sets", None)
    return GameConfig.new(seats, game=game, seed=seed, **options)  # type: ignore[arg-type]


def random_game(seed: int, seats: int = 2, setup: str = "random", edition: str = "2nd",
                game: str = "classic") -> tuple[GameState, int]:
    state = new_game(_config(game, seats, seed, setup=setup, edition=edition))
    rng = random.Random(seed)
    actions = 0
    while state.result is None and state.turn_number <= TURN_CAP:
        apply(state, rng.choice(legal_actions(state)))
        actions += 1
    return state, actions


def bench_random_games(games: int, game: str = "classic") -> dict[str, float]:
    total_actions = capped = 0
    random_game(games, game=game)       # reads the card data once (start-up cost, not a game's)
    start = time.perf_counter()
    for seed in range(games):
        state, actions = random_game(seed, game=game)
        total_actions += actions
        capped += state.result is None
    elapsed = time.perf_counter() - start
    return {"random_games_per_s": games / elapsed, "random_games_capped": capped,
            "random_game_actions_mean": total_actions / games, "us_per_action": elapsed / total_actions * 1e6}


def _long_session(actions: int, policy: str, game: str = "classic") -> Session:
    """One game of exactly `actions` decisions of random play, still going at the end.

    Random games end long before 2,000 decisions (the Thunderstone reaches Rank 1, or the impasse rule offers
    end_game), so the game is kept going: end_game is never chosen, and a turn that ends the game is played again
    from its start without entering the Dungeon (then, should that end it too, without visiting the Village). Every
    other turn is random play as in the random games - Village and Dungeon turns, battles - so the record replays
    the same mix of decisions a game has."""
    config = _config(game, 2, 11, undo_policy=policy)
    state = new_game(config)
    rng = random.Random(11)
    chosen: list[Action] = []
    turn = -1
    while len(chosen) < actions:
        if state.turn_number != turn:
            turn, turn_start, decisions_before, refused = state.turn_number, state.clone(), len(chosen), []
        choices = [a for a in legal_actions(state) if a.kind != "end_game" and a.kind not in refused]
        action = rng.choice(choices)
        apply(state, action)
        chosen.append(action)
        if state.result is not None:
            if len(refused) == len(TURN_AVOIDING_THE_END):
                raise RuntimeError(f"every way to play turn {turn} of the bench game ends it")
            refused.append(TURN_AVOIDING_THE_END[len(refused)])
            state = turn_start.clone()
            del chosen[decisions_before:]
    return Session.replay(config, chosen)


def bench_replay(actions: int = 2000, game: str = "classic") -> dict[str, float]:
    text = _long_session(actions, "strict", game).record().to_json()
    times = []
    for _ in range(5):
        start = time.perf_counter()
        Session.from_record(parse_record(text))
        times.append(time.perf_counter() - start)
    return {"replay_2000_actions_ms": statistics.median(times) * 1000}


def bench_undo(actions: int = 1000, game: str = "classic") -> dict[str, float]:
    session = _long_session(actions, "casual", game)
    times = []
    for _ in range(20):
        start = time.perf_counter()
        session.undo()
        times.append(time.perf_counter() - start)
        session.redo()
    return {"undo_ms_at_1000_actions": statistics.median(times) * 1000,
            "undo_ms_at_1000_actions_max": max(times) * 1000}


def bench_undo_in_app(actions: int = 6000, undos: int = 15) -> dict[str, float]:
    """Undo as a player meets it: TableScene.undo (Match.undo, the log) and the next frame drawing the table."""
    from .ui.headless import headless_home

    session = _long_session(actions, "casual")      # every decision a human's, casual undo
    with headless_home():
        from .app import App
        from .persistence.settings import Settings
        from .ui.match import Match
        from .ui.scenes.table import TableScene

        app = App(Settings(animation_speed="off", confirm_end_turn=False), size=(1600, 900), fullscreen=False)
        match = Match(session, autosave=False)
        table = TableScene(app, match)
        app.switch(table)
        app.step(1 / 60)
        times = []
        for _ in range(undos):
            match.take_device(session.steps[-1].seat)
            app.step(1 / 60)
            start = time.perf_counter()
            table.undo()
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
            table.redo()
            app.step(1 / 60)
        app.shutdown()
    return {"undo_in_app_ms_at_6000": statistics.median(times) * 1000,
            "undo_in_app_ms_at_6000_max": max(times) * 1000}


def bench_invariants(games: int, game: str = "classic") -> dict[str, float]:
    from .engine import check_invariants

    start = time.perf_counter()
    failures = 0
    for seed in range(games):
        edition = ("2nd", "1st")[seed % 2]
        sets = (("base",), ("base", "wrath"))[seed // 2 % 2]
        if game == "advance":        # both board sides, random and themed setups
            setup = ("random", "tower_of_corruption", "tower_of_compulsion", "tower_of_contempt")[seed // 2 % 4]
            state = new_game(_config(game, 2 + seed % 4, 10_000 + seed, setup=setup,
                                     board=("dungeon", "wilderness")[seed % 2]))
        else:
            state = new_game(GameConfig.new(2 + seed % 4, seed=10_000 + seed, setup="random", edition=edition,
                                            sets=sets))
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


USAGE = ("usage: python -m thunderstone_gui.bench [--game classic|advance] [--games N] [--check N] "
         "[--ui [--ui-frames N]] [--ai-in-app N [--ai-decisions N]]")


def _count(flag: str, args: list[str]) -> int:
    if not args:
        raise ValueError(f"{flag} needs a number")
    value = args.pop(0)
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"{flag} needs a whole number, not {value!r}") from None


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    games, check, ui, ui_frames, ai_games, ai_decisions = 200, 0, False, None, 0, None
    game = "classic"
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    try:
        while args:
            flag = args.pop(0)
            if flag == "--games":
                games = _count(flag, args)
            elif flag == "--game":
                if not args or args[0] not in GAMES:
                    raise ValueError(f"--game needs one of: {', '.join(GAMES)}")
                game = args.pop(0)
            elif flag == "--check":
                check = _count(flag, args)
            elif flag == "--ui":
                ui = True
            elif flag == "--ui-frames":
                ui_frames = _count(flag, args)
            elif flag == "--ai-in-app":
                ai_games = _count(flag, args)
            elif flag == "--ai-decisions":
                ai_decisions = _count(flag, args)
            else:
                raise ValueError(f"unknown option {flag}")
        if games < 1 or check < 0 or ai_games < 0:
            raise ValueError("counts must be positive")
        if ui_frames is not None and (not ui or ui_frames < 2):
            raise ValueError("--ui-frames goes with --ui and needs at least 2 frames")
        if ai_decisions is not None and (not ai_games or ai_decisions < 1):
            raise ValueError("--ai-decisions goes with --ai-in-app N and needs at least 1 decision")
        if game != "classic" and (ui or ai_games):
            raise ValueError(f"--ui and --ai-in-app measure the table and computer seats of the original game, "
                             f"not of {game}")
    except ValueError as exc:
        print(f"bench: {exc}\n{USAGE}", file=sys.stderr)
        return 2
    figures: dict[str, float] = {}
    figures.update(bench_random_games(games, game))
    if game != "classic":       # the original game's figure, measured in the same run on the same machine
        figures["classic_random_games_per_s"] = bench_random_games(games)["random_games_per_s"]
    figures.update(bench_replay(game=game))
    figures.update(bench_undo(game=game))
    if game == "classic":
        figures.update(bench_undo_in_app())
    if check:
        figures.update(bench_invariants(check, game))
    if ui:
        from .ui.bench import run_ui_bench

        figures.update(run_ui_bench() if ui_frames is None else run_ui_bench(frames=ui_frames))
    if ai_games:
        from .ui.ai_bench import run_ai_in_app_bench

        figures.update(run_ai_in_app_bench(ai_games, max_decisions=ai_decisions))
    for key, value in figures.items():
        print(f"{key}: {value:.1f}" if isinstance(value, float) else f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
