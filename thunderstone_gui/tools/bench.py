"""`python -m thunderstone_gui.tools.bench [--game classic|advance|quest] [--games N] [--ui] [--check N]
[--ai-in-app N]` (also `python -m thunderstone_gui.bench`: the alias of its old name, thunderstone_gui/bench.py)

Prints one `key: value` line per figure, the headline first. `--game advance` or `quest`: the same figures for that
game (random setups, its table, its computer seats), and classic_random_games_per_s and classic_easy_games_per_s
measured in the same run to compare with (`--games N`: N random games, 200 by default, and as many computer games
up to ENDING_GAMES: a computer's game costs many random ones).

- us_per_action (the headline): microseconds per decision, legal_actions + apply, in the random games below; a
  figure of the engine alone that means the same in every game
- easy_games_per_s: 2-seat games between two Easy computer seats (ai/<game>/: the cheapest level a player meets in
  New Game), their choices included, on one core: games that end, as a player's do (easy_games_capped counts those
  that reached the turn cap: none of 200 in any game so far; Greedy, which never rests, stalls 7% of the original
  game's); easy_game_decisions_mean
- random_games_per_s: 2-seat games of uniformly random legal actions on one core; random players seldom win a battle,
  and a game that reaches the turn cap stops there and is counted in random_games_capped (every Quest game: a
  random Quest player almost never finds the Guardian Keys), so this says little of a game as played
- replay_2000_actions_ms: parse a 2,000-action record and replay it
- undo_ms_at_1000_actions: one undo (with the redo that follows it) in a session of 1,000 actions
  (both on one random game kept going to that length: _long_session)
- undo_in_app_ms_at_6000: one undo on the real table (headless) at 6,000 decisions, with the log and the frame that
  shows it (autosave off: measured on its own); target <= 16 ms
- autosave_ms_at_6000: the autosave after one decision in a game of 6,000 decisions (median; to a temporary folder);
  target <= 5 ms
- with --check N: N more random games (2-5 seats, both editions, random card sets, half of them with Wrath of the
  Elements) with the invariants of
  tests/engine/test_properties.py checked after every action
- with --ui: the card table's frame times (thunderstone_gui/tools/table_bench.py) over 600 frames, or --ui-frames N, and
  idle_cpu_percent: the share of a core the app uses while nothing moves (title, New Game, table; target <= 3%)
- with --ai-in-app N: N Normal-vs-Normal games played on the real table at its real frame rate, and the Normal
  level's decision times there (thunderstone_gui/tools/ai_bench.py); --ai-decisions N stops each game after N
  decisions (a quick look; the figures of whole games are the ones to quote)
- with --net: network play on the loopback address (tools/net_bench.py, tools/net_table_bench.py): a decision's
  round trip from a client to a host process and back (net_round_trip_ms_median, target <= 20 ms; p90, max), and
  the table's frame times while a network game runs - the host's table, a client's - beside a local game's
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from ..engine import GameConfig, apply, legal_actions, new_game, observe
from ..engine.actions import Action
from ..engine.config import builder_options
from ..engine.record import parse_record
from ..engine.session import Session
from ..engine.state import GameState
from ..engine.system import get_system, system_names
from ..i18n import N_, _
from . import cli

TURN_CAP = 600
# A random Quest player seldom defeats a room's Monster, and only those bring Guardian Keys: most random Quest games
# would run to any cap. 150 turns (75 a player, twice a heuristic game's length) bounds them.
TURN_CAPS = {"classic": TURN_CAP, "quest": 150}
# The most a count of the command line may ask for: a larger number is a typo, and taken at its word it would run
# for days (a game's run, a frame's run) rather than end with figures.
MAX_GAMES = 100_000
MAX_FRAMES = 100_000
MAX_APP_GAMES = 1_000


def _config(game: str, seats: int, seed: int, **options: object) -> GameConfig:
    """A config of `game` with those of the options its builder takes (the rules edition is the original game's)."""
    taken = builder_options(game)
    return GameConfig.new(seats, game=game, seed=seed, **{k: v for k, v in options.items() if k in taken})


def random_game(seed: int, seats: int = 2, setup: str = "random", edition: str = "2nd",
                game: str = "classic") -> tuple[GameState, int]:
    state = new_game(_config(game, seats, seed, setup=setup, edition=edition))
    rng = random.Random(seed)
    actions = 0
    cap = TURN_CAPS.get(game, TURN_CAP)
    while state.result is None and state.turn_number <= cap:
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


# The computer level of the games that end: the cheapest one that ends its games (Greedy never rests and stalls
# in 14 of 200 of the original game's games; Easy ends every one in all three games).
ENDING_LEVEL = "easy"
# At most this many of them a run: 40 Easy games of Advance take about 15 s on one core (200 took 100 s).
ENDING_GAMES = 40


def computer_game(seed: int, game: str = "classic", level: str = ENDING_LEVEL) -> tuple[GameState, int]:
    """A 2-seat game between two computer seats of `level`, each choosing from its own Observation (as the arena
    plays them), up to TURN_CAP turns. Returns the final state and the number of decisions."""
    from ..ai import make_agent

    state = new_game(_config(game, 2, seed, setup="random", edition="2nd"))
    agents = [make_agent(level, 2 * seed + seat, game=game) for seat in range(2)]
    decisions = 0
    while state.result is None and state.turn_number <= TURN_CAP:
        seat = state.pending.seat
        apply(state, agents[seat].choose(observe(state, seat)))
        decisions += 1
    return state, decisions


def bench_computer_games(games: int, game: str = "classic") -> dict[str, float]:
    computer_game(games, game)          # the card data and the level's modules are read once (start-up, not a game)
    decisions = capped = 0
    start = time.perf_counter()
    for seed in range(games):
        state, made = computer_game(seed, game)
        decisions += made
        capped += state.result is None
    elapsed = time.perf_counter() - start
    return {f"{ENDING_LEVEL}_games_per_s": games / elapsed, f"{ENDING_LEVEL}_games_capped": capped,
            f"{ENDING_LEVEL}_game_decisions_mean": decisions / games}


def _long_session(actions: int, policy: str, game: str = "classic") -> Session:
    """One game of exactly `actions` decisions of random play, still going at the end.

    Random games end long before 2,000 decisions (the Thunderstone reaches Rank 1, the impasse rule offers end_game,
    Quest's fourth Guardian Key), so the game is kept going: end_game is never chosen, and a turn that ends the game
    is played again from its start with its first choice refused (the Dungeon, then the Village...); when every
    opening of a turn ends the game, the turn before is played again the same way. Every other turn is random play
    as in the random games, so the record replays the mix of decisions a game has."""
    config = _config(game, 2, 11, undo_policy=policy)
    state = new_game(config)
    rng = random.Random(11)
    chosen: list[Action] = []
    turns: list[tuple[int, object, int, list[str]]] = []     # (turn, state at its start, decisions before, refused)
    while len(chosen) < actions:
        if not turns or state.turn_number != turns[-1][0]:
            turns.append((state.turn_number, state.clone(), len(chosen), []))
        refused = turns[-1][3]
        choices = [a for a in legal_actions(state) if a.kind != "end_game" and a.kind not in refused]
        if not choices:          # every opening of this turn ends the game: play the turn before again
            turns.pop()
            if not turns:
                raise RuntimeError("every way to play the bench game ends it")
            __, start, before, refused = turns[-1]
            refused.append(chosen[before].kind)
            state = start.clone()   # type: ignore[attr-defined]
            del chosen[before:]
            continue
        action = rng.choice(choices)
        apply(state, action)
        chosen.append(action)
        if state.result is not None:
            __, start, before, refused = turns[-1]
            refused.append(chosen[before].kind)
            state = start.clone()   # type: ignore[attr-defined]
            del chosen[before:]
    return Session.replay(config, chosen)


def bench_replay(actions: int = 2000, game: str = "classic") -> dict[str, float]:
    text = _long_session(actions, "strict", game).record().to_json()
    times = []
    for __ in range(5):
        start = time.perf_counter()
        Session.from_record(parse_record(text))
        times.append(time.perf_counter() - start)
    return {"replay_2000_actions_ms": statistics.median(times) * 1000}


def bench_undo(actions: int = 1000, game: str = "classic") -> dict[str, float]:
    session = _long_session(actions, "casual", game)
    times = []
    for __ in range(20):
        start = time.perf_counter()
        session.undo()
        times.append(time.perf_counter() - start)
        session.redo()
    return {"undo_ms_at_1000_actions": statistics.median(times) * 1000,
            "undo_ms_at_1000_actions_max": max(times) * 1000}


def bench_undo_in_app(actions: int = 6000, undos: int = 15, game: str = "classic") -> dict[str, float]:
    """Undo as a player meets it: TableScene.undo (Match.undo, the log) and the next frame drawing the table."""
    from ..ui.headless import headless_home

    session = _long_session(actions, "casual", game)      # every decision a human's, casual undo
    with headless_home():
        from ..app import App
        from ..persistence.settings import Settings
        from ..ui.match import Match
        from ..ui.scenes.table import TableScene

        app = App(Settings(animation_speed="off", confirm_end_turn=False), size=(1600, 900), fullscreen=False)
        match = Match(session, autosave=False)
        table = TableScene(app, match)
        app.switch(table)
        app.step(1 / 60)
        times = []
        for __ in range(undos):
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


def bench_autosave(actions: int = 6000, samples: int = 40, game: str = "classic") -> dict[str, float]:
    """The autosave a table makes after every decision, timed at `actions` decisions (the game's first autosave,
    which writes the whole record, is not counted: a table makes it once). Written to a temporary folder."""
    from ..persistence.saves import autosave
    from ..ui.headless import headless_home

    played = _long_session(actions + samples, "strict", game)
    session = Session.replay(played.config, played.actions[:actions])
    times = []
    with headless_home():
        autosave(session)
        for action in played.actions[actions:]:
            session.submit(action)
            start = time.perf_counter()
            autosave(session)
            times.append(time.perf_counter() - start)
    return {"autosave_ms_at_6000": statistics.median(times) * 1000}


def bench_invariants(games: int, game: str = "classic") -> dict[str, float]:
    from ..engine import check_invariants

    start = time.perf_counter()
    failures = 0
    config_class = get_system(game).config_class
    seat_counts = range(config_class.MIN_SEATS, config_class.MAX_SEATS + 1)
    for seed in range(games):
        # Every seat count and each game's own variety: both editions and both card sets of the original game,
        # both board sides and the themed setups of Advance.
        setup = "random" if game != "advance" else (
            "random", "tower_of_corruption", "tower_of_compulsion", "tower_of_contempt")[seed // 2 % 4]
        state = new_game(_config(game, seat_counts[seed % len(seat_counts)], 10_000 + seed, setup=setup,
                                 edition=("2nd", "1st")[seed % 2], sets=(("base",), ("base", "wrath"))[seed // 2 % 2],
                                 board=("dungeon", "wilderness")[seed % 2]))
        rng = random.Random(seed)
        cap = TURN_CAPS.get(game, TURN_CAP)
        try:
            while state.result is None and state.turn_number <= cap:
                apply(state, rng.choice(legal_actions(state)))
                check_invariants(state)
        except AssertionError as exc:
            failures += 1
            print(_("invariant failed in game {seed}: {error}").format(seed=seed, error=exc), file=sys.stderr)
    return {"invariant_games": games, "invariant_failures": failures,
            "invariant_seconds": time.perf_counter() - start}


USAGE = N_("usage: python -m thunderstone_gui.tools.bench [--game classic|advance|quest] [--games N] [--check N] "
           "[--ui [--ui-frames N]] [--ai-in-app N [--ai-decisions N]] [--net]")


def _count(flag: str, args: list[str], high: int) -> int:
    if not args:
        raise ValueError(_("{option} needs a number").format(option=flag))
    value = args.pop(0)
    try:
        number = int(value)
    except ValueError:
        raise ValueError(_("{option} needs a whole number, not {value}").format(option=flag,
                                                                                 value=cli.quoted(value))) from None
    if number > high:
        raise ValueError(_("{option} takes at most {high}, not {value}").format(option=flag, high=high,
                                                                                value=cli.quoted(number)))
    return number


# The options that take a count: the setting each sets and the most it allows; and the switches.
COUNTED = {"--games": ("games", MAX_GAMES), "--check": ("check", MAX_GAMES), "--ui-frames": ("ui_frames", MAX_FRAMES),
           "--ai-in-app": ("ai_games", MAX_APP_GAMES), "--ai-decisions": ("ai_decisions", MAX_FRAMES)}
SWITCHES = {"--ui": "ui", "--net": "net"}


def main(argv: list[str] | None = None) -> int:
    args = cli.arguments(argv)
    opts: dict[str, Any] = {"games": 200, "check": 0, "ui": False, "ui_frames": None, "ai_games": 0,
                            "ai_decisions": None, "game": "classic", "net": False}
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    try:
        while args:
            flag = args.pop(0)
            if flag == "--game":
                if not args or args[0] not in system_names():
                    raise ValueError(_("--game needs one of: {games}").format(games=", ".join(system_names())))
                opts["game"] = args.pop(0)
            elif flag in COUNTED:
                key, most = COUNTED[flag]
                opts[key] = _count(flag, args, most)
            elif flag in SWITCHES:
                opts[SWITCHES[flag]] = True
            else:
                raise ValueError(_("unknown option {option}").format(option=cli.quoted(flag)))
        games, check, ui, ui_frames = opts["games"], opts["check"], opts["ui"], opts["ui_frames"]
        ai_games, ai_decisions, game, net = opts["ai_games"], opts["ai_decisions"], opts["game"], opts["net"]
        if games < 1 or check < 0 or ai_games < 0:
            raise ValueError(_("counts must be positive"))
        if ui_frames is not None and (not ui or ui_frames < 2):
            raise ValueError(_("--ui-frames goes with --ui and needs at least 2 frames"))
        if ai_decisions is not None and (not ai_games or ai_decisions < 1):
            raise ValueError(_("--ai-decisions goes with --ai-in-app N and needs at least 1 decision"))
    except ValueError as exc:
        print(f"bench: {exc} ({_(USAGE)})", file=sys.stderr)
        return 2
    random_games = bench_random_games(games, game)
    figures: dict[str, float] = {"us_per_action": random_games.pop("us_per_action")}    # the headline first
    ending = min(games, ENDING_GAMES)
    figures.update(bench_computer_games(ending, game))
    figures.update(random_games)
    if game != "classic":       # the original game's figures, measured in the same run on the same machine
        figures[f"classic_{ENDING_LEVEL}_games_per_s"] = bench_computer_games(ending)[f"{ENDING_LEVEL}_games_per_s"]
        figures["classic_random_games_per_s"] = bench_random_games(games)["random_games_per_s"]
    figures.update(bench_replay(game=game))
    figures.update(bench_undo(game=game))
    figures.update(bench_undo_in_app(game=game))
    figures.update(bench_autosave(game=game))
    if check:
        figures.update(bench_invariants(check, game))
    if ui:
        from .table_bench import run_ui_bench

        figures.update(run_ui_bench(game=game) if ui_frames is None else run_ui_bench(frames=ui_frames, game=game))
    if ai_games:
        from .ai_bench import run_ai_in_app_bench

        figures.update(run_ai_in_app_bench(ai_games, max_decisions=ai_decisions, game=game))
    if net:
        from .net_bench import run_net_bench

        figures.update(run_net_bench(game))
    for key, value in figures.items():
        print(f"{key}: {value:.1f}" if isinstance(value, float) else f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("bench", main))
