"""The arena: computer levels play complete games against each other and the win rates prove their strength.

    python -m thunderstone_gui.tools.arena --a hard --b normal --games 200 --seed 1 [--seats 2] [--jobs 2]
        [--game classic]

Seats alternate between the two levels from game to game (with more than two seats the levels alternate around the
table and the pattern rotates every game). Each seat sees only its Observation. A shared victory counts as a share of
a win (two tied winners: half each); the interval is Wilson's score interval on those fractional wins. A game that
raises an exception or reaches the turn cap is reported as failed and left out of the win rates.

Game i of a run is the same card set and deal in every run of its `--seed`; the seats' agents are seeded from a hash
of a key of their own (agent_seed: `--agent-seed`, or 62 bits from the operating system, printed in the report so that
a run can be repeated). Neither the game's seed nor `--seed` is among its inputs: a seat that searched the few
likely values of `--seed` would find the deal otherwise.

Any game the engine hosts can be played (`--game`, the original game by default) at the levels registered for it
(ai.levels_for). `--setup`, `--edition` and `--sets` go into the game's config where its builder takes them
(`GameConfig.new`: the original game takes all three; `--edition` and `--sets` default to the builder's own defaults).
"""

from __future__ import annotations

import hashlib
import math
import os
import secrets
import signal
import sys
import time
import traceback
from argparse import Namespace
from collections import defaultdict
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Sequence

from pydantic import ValidationError

from ..ai import Agent, Budget, levels_for, make_agent, parse_tuning
from ..engine import get_system, observe, system_names
from ..engine.config import DEFAULT_GAME, GameConfig, builder_options
from ..engine.game import apply, new_game
from ..gcfreeze import freeze_startup_objects
from ..i18n import _, set_language, system_language
from . import cli

DEFAULT_TURN_CAP = 400
# Bounds of the counts a run takes: a number beyond them is a typo, and taken at its word it would run for days or
# fill the memory (the list of games), start a process per job, or let a game or a decision go on for ever.
MAX_GAMES = 1_000_000
MAX_TURN_CAP = 10_000
MAX_HARD_SECONDS = 60.0
MAX_HARD_ITERATIONS = 100_000


def max_jobs() -> int:
    """Worker processes a run may start: one per core (two on a machine of one), each a whole engine in memory."""
    return max(2, os.cpu_count() or 1)


# The Easy and Normal levels' time budget per decision: the report counts the decisions that took longer.
SLOW_DECISION_S = 0.05
# The arena's options that go into a game's config, by the keyword of its builder (GameConfig.new) they fill.
CONFIG_OPTIONS = ("setup", "edition", "sets", "setup_needs", "board", "epic")


@dataclass
class GameOutcome:
    index: int
    seat_levels: tuple[str, ...]
    turns: int = 0
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    reason: str = ""            # how the game ended (GameResult.reason)
    failure: str = ""
    # level -> [wall seconds, decisions, worst wall seconds, CPU seconds, decisions over SLOW_DECISION_S]; CPU time
    # shows the cost of a decision even when other programs load the machine, wall time what a player would wait.
    think: dict[str, list[float]] = field(default_factory=dict)
    # level -> kind of decision -> [decisions searched, those where the search replaced the level's first choice]
    # (a searching level's SearchAgent.searched and .departed): where Hard plays otherwise than Normal.
    search: dict[str, dict[str, list[int]]] = field(default_factory=dict)


# Weights changed (name, value) for one side of a match; values as tuning.parse_overrides reads them.
Overrides = tuple[tuple[str, float | bool], ...]


@dataclass(frozen=True)
class Match:
    a: str
    b: str
    seats: int
    seed: int
    edition: str
    setup: str
    turn_cap: int
    budget: Budget | None
    sets: tuple[str, ...] = ("base",)
    # Weights changed for side a and side b (tuning.py): a variant of a level against the level itself.
    tunings: tuple[Overrides, Overrides] = ((), ())
    # The key of the agents' seeds (agent_seed): never --seed. The command line draws it from the operating system
    # unless --agent-seed gives it; a Match made in code (tests, the benches) has a fixed key, so it replays alike.
    agent_seed: int = 0
    # The game system played (GameConfig.game); `setup`, `edition` and `sets` count only where it takes them.
    game: str = DEFAULT_GAME
    # A random card set meets its cards' needs (the original game's randomizer; where the builder takes it).
    setup_needs: bool = True
    # The side of the board (Thunderstone Advance: dungeon, 3 ranks, or wilderness, 4; where the builder takes it).
    board: str = ""
    # Epic Thunderstone Quest and its way of playing the Heroes (stacks or guilds; "": the normal game).
    epic: str = ""


def seat_levels(match: Match, index: int) -> tuple[str, ...]:
    pair = (match.a, match.b)
    return tuple(pair[seat_side(seat, index)] for seat in range(match.seats))


def config_options(game: str) -> dict[str, Any]:
    """The arena's config options the game's builder takes by name, with the builder's defaults (inspect.Parameter.empty
    where it has none)."""
    taken = builder_options(game)
    return {name: taken[name] for name in CONFIG_OPTIONS if name in taken}


def game_config(match: Match, index: int) -> GameConfig:
    seed = (match.seed * 1_000_003 + index) % (2**62)
    names = [f"{level.title()} {seat + 1}" for seat, level in enumerate(seat_levels(match, index))]
    options = {name: getattr(match, name) for name in config_options(match.game)}
    return GameConfig.new(names, game=match.game, seed=seed, **options)


def agent_seed(match: Match, index: int, seat: int) -> int:
    """The seed of the agent in seat `seat` of game `index`: BLAKE2b of the run's agent key, the game's number and the
    seat. A run is reproduced by its flags and the key its report prints, and no seat can work back from its own seed
    to the game's seed (which decides every deck order, every hand and the Dungeon Deck): the hash cannot be inverted,
    its key is 62 random bits unless given, and neither the game's seed nor --seed is one of its inputs."""
    key = match.agent_seed
    digest = hashlib.blake2b(f"{key}/{index}/{seat}".encode(), person=b"arena agents", digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 2


def seat_agents(match: Match, index: int) -> list[Agent]:
    return [make_agent(level, agent_seed(match, index, seat), match.budget, dict(match.tunings[seat_side(seat, index)]),
                       game=match.game)
            for seat, level in enumerate(seat_levels(match, index))]


def play_game(match: Match, index: int) -> GameOutcome:
    levels = seat_levels(match, index)
    out = GameOutcome(index, levels)
    try:
        config = game_config(match, index)
        agents = seat_agents(match, index)
        state = new_game(config)
        think: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0])
        while state.result is None:
            if state.turn_number > match.turn_cap:
                out.failure = f"turn cap {match.turn_cap} reached"
                break
            seat = state.pending.seat
            obs = observe(state, seat)           # the agent gets this and nothing else
            start, cpu = time.perf_counter(), time.process_time()
            action = agents[seat].choose(obs)
            spent = time.perf_counter() - start
            record = think[levels[seat]]
            record[0] += spent
            record[1] += 1
            record[2] = max(record[2], spent)
            record[3] += time.process_time() - cpu
            record[4] += spent > SLOW_DECISION_S
            apply(state, action)
        out.turns = state.turn_number
        out.think = dict(think)
        out.search = search_counts(agents, levels)
        if state.result is not None:
            out.winners = state.result.winners
            out.scores = state.result.scores
            out.reason = state.result.reason
    except Exception as exc:  # noqa: BLE001 - a failed game is reported, the arena goes on
        out.failure = f"{type(exc).__name__}: {exc} | {traceback.format_exc(limit=-3).strip().splitlines()[-3:]}"
    return out


def search_counts(agents: Sequence[Agent], levels: Sequence[str]) -> dict[str, dict[str, list[int]]]:
    """The searching seats' decisions searched and departed from, by level and kind of decision (GameOutcome.search)."""
    counts: dict[str, dict[str, list[int]]] = {}
    for agent, level in zip(agents, levels):
        searched, departed = getattr(agent, "searched", None), getattr(agent, "departed", None)
        if not searched or departed is None:
            continue
        by_kind = counts.setdefault(level, {})
        for kind, n in searched.items():
            pair = by_kind.setdefault(kind, [0, 0])
            pair[0] += n
            pair[1] += departed[kind]
    return counts


def search_lines(outcomes: Sequence[GameOutcome]) -> list[str]:
    """A line a searching level: how often its search replaced the first choice (the level below's), by kind."""
    totals: dict[str, dict[str, list[int]]] = defaultdict(dict)
    for o in outcomes:
        for level, by_kind in o.search.items():
            for kind, (searched, departed) in by_kind.items():
                pair = totals[level].setdefault(kind, [0, 0])
                pair[0] += searched
                pair[1] += departed
    lines = []
    for level, by_kind in sorted(totals.items()):
        searched = sum(p[0] for p in by_kind.values())
        departed = sum(p[1] for p in by_kind.values())
        kinds = ", ".join(f"{kind} {d} of {n}" for kind, (n, d) in sorted(by_kind.items(), key=lambda kv: -kv[1][0]))
        lines.append(f"search {level}: another choice than the first in {departed} of {searched} searched decisions "
                     f"({100 * departed / searched:.1f}%): {kinds}")
    return lines


def _play(args: tuple[Match, int]) -> GameOutcome:
    return play_game(*args)


def run(match: Match, games: int, jobs: int = 1, progress: bool = False, first: int = 0) -> list[GameOutcome]:
    """Play games first .. first + games - 1 of the match (game i is the same card set and deal in every run).
    Interrupted (Ctrl+C, or SIGTERM through `main`), it returns the games finished so far: a long measurement
    stopped early still reports them."""
    tasks = [(match, i) for i in range(first, first + games)]
    sides = side_names(match)
    results: list[GameOutcome] = []
    try:
        if jobs <= 1:
            freeze_startup_objects()    # as the app does (gcfreeze.py): decision times are the app's
            for t in tasks:
                results.append(_play(t))
                if progress:
                    print(progress_line(results[-1], len(results), games, sides), file=sys.stderr, flush=True)
            return results
        with get_context("spawn").Pool(jobs, initializer=_worker_start) as pool:
            for outcome in pool.imap_unordered(_play, tasks):
                results.append(outcome)
                if progress:
                    print(progress_line(outcome, len(results), games, sides), file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        pass                            # the pool's workers are ended as its block is left
    return sorted(results, key=lambda o: o.index)


def _worker_start() -> None:
    """A pool worker leaves Ctrl+C to the arena's own process, which stops the run and reports the games played."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    freeze_startup_objects()


def _stop_on_sigterm(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def stopped_line(outcomes: Sequence[GameOutcome], first: int, games: int) -> str | None:
    """A run stopped early: how many games it played of how many, and which games of that range it did not."""
    if len(outcomes) >= games:
        return None
    played = {o.index for o in outcomes}
    top = max(played, default=first - 1)
    missing = [i for i in range(first, top + 1) if i not in played]
    gaps = f"; not played below game {top}: {', '.join(map(str, missing))}" if missing else ""
    return f"stopped early: {len(outcomes)} of {games} games played{gaps}"


def progress_line(outcome: GameOutcome, done: int, games: int, sides: tuple[str, str] | None = None) -> str:
    """One finished game: which one, who sat where, how it ended - enough to pair two runs of the same seed game by
    game (the same index is the same card set and deal). `sides` names side a and b (side_names)."""
    if sides is None:
        names = list(outcome.seat_levels)
    else:
        names = [sides[seat_side(seat, outcome.index)] for seat in range(len(outcome.seat_levels))]
    head = f"  {done}/{games}: game {outcome.index}"
    if outcome.scores:
        seats = ", ".join(f"{name} {score}" for name, score in zip(names, outcome.scores))
    else:
        seats = ", ".join(names)
    if outcome.failure:
        return f"{head} ({seats}) FAILED: {outcome.failure}"
    winners = " and ".join(f"seat {w + 1} ({names[w]})" for w in outcome.winners)
    return f"{head} ({seats}), {outcome.turns} turns: won by {winners}" + (f" - {outcome.reason}" if outcome.reason
                                                                             else "")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (fractional wins allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def side_names(match: Match) -> tuple[str, str]:
    """How reports name the two sides: by level, with (a) and (b) when both play the same level."""
    return (match.a, match.b) if match.a != match.b else (f"{match.a} (a)", f"{match.b} (b)")


def seat_side(seat: int, index: int) -> int:
    """The side (0 = a, 1 = b) that seat `seat` plays in game `index`: the sides alternate round the table and the
    pattern rotates every game."""
    return (seat + index) % 2


def side_wins(outcome: GameOutcome, level_index: int, match: Match) -> float:
    """The share of the game's victory that went to the seats of side `level_index` (0 = a, 1 = b)."""
    if not outcome.winners:
        return 0.0
    mine = sum(1 for s in outcome.winners if seat_side(s, outcome.index) == level_index)
    return mine / len(outcome.winners)


def report(match: Match, outcomes: Sequence[GameOutcome], elapsed: float) -> list[str]:
    done = [o for o in outcomes if not o.failure]
    failed = [o for o in outcomes if o.failure]
    lines = []
    sides = [name + "".join(f" {k}={str(v).lower() if isinstance(v, bool) else f'{v:g}'}" for k, v in tuned)
             for name, tuned in zip(side_names(match), match.tunings)]
    for k, name in enumerate(sides):
        wins = sum(side_wins(o, k, match) for o in done)
        n = len(done)
        lo, hi = wilson(wins, n)
        rate = 100.0 * wins / n if n else 0.0
        lines.append(f"{name}: {rate:.1f}% wins (95% CI {100 * lo:.1f}–{100 * hi:.1f}%) "
                     f"[{wins:.1f} of {n} games]")
    if done:
        lines.append(f"average game length: {sum(o.turns for o in done) / len(done):.1f} turns "
                     f"({min(o.turns for o in done)}–{max(o.turns for o in done)})")
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0])
    for o in outcomes:
        for level, (secs, count, worst, cpu, slow) in o.think.items():
            t = totals[level]
            t[0] += secs
            t[1] += count
            t[2] = max(t[2], worst)
            t[3] += cpu
            t[4] += slow
    for level, (secs, count, worst, cpu, slow) in sorted(totals.items()):
        if count:
            lines.append(f"decision time {level}: {1000 * secs / count:.1f} ms average ({1000 * cpu / count:.1f} ms "
                         f"CPU), {1000 * worst:.1f} ms worst over {int(count)} decisions, "
                         f"{100 * slow / count:.2f}% ({int(slow)}) over {1000 * SLOW_DECISION_S:.0f} ms")
    lines.extend(search_lines(outcomes))
    first = min((o.index for o in outcomes), default=0)
    numbers = f" (games {first}-{max(o.index for o in outcomes)})" if first else ""
    agents = f", agent seed {match.agent_seed}"
    lines.append(f"games: {len(outcomes)} played{numbers}, {len(failed)} failed; {describe_games(match)}, "
                 f"seed {match.seed}{agents}; {elapsed:.0f} s wall")
    for o in failed:
        lines.append(f"FAILED game {o.index} ({', '.join(o.seat_levels)}): {o.failure}")
    return lines


def describe_games(match: Match) -> str:
    """The games of a run in a few words: "seats 2, rules 2nd, setup random (base)" (the game is named when it is
    not the original one)."""
    taken = config_options(match.game)
    words = [] if match.game == DEFAULT_GAME else [f"game {match.game}"]
    words.append(f"seats {match.seats}")
    if "edition" in taken:
        words.append(f"rules {match.edition}")
    if "setup" in taken:
        words.append(f"setup {match.setup}" + (f" ({'+'.join(match.sets)})" if "sets" in taken else ""))
    if "setup_needs" in taken and match.setup == "random" and not match.setup_needs:
        words.append("card needs not met")
    if "board" in taken:
        words.append(f"board {match.board}")
    if "epic" in taken and match.epic:
        words.append(f"epic {match.epic}")
    return ", ".join(words)


def parse_args(argv: Sequence[str]) -> Namespace:
    set_language(system_language())
    prog = "python -m thunderstone_gui.tools.arena"
    games = cli.OneLineParser(prog=prog, add_help=False)
    games.add_argument("--game", choices=system_names(), default=DEFAULT_GAME)
    game = games.parse_known_args(argv)[0].game
    levels = levels_for(game)
    parser = cli.OneLineParser(prog=prog, description=_("Play computer levels against each other and report "
                                                        "win rates."))
    parser.add_argument("--game", choices=system_names(), default=DEFAULT_GAME,
                        help=_("the game played (default: %(default)s); the levels are that game's"))
    parser.add_argument("--a", required=True, choices=levels, help=_("first level"))
    parser.add_argument("--b", required=True, choices=levels, help=_("second level"))
    parser.add_argument("--games", type=cli.count(1, MAX_GAMES), default=200)
    parser.add_argument("--seed", type=cli.whole_number, default=1)
    parser.add_argument("--agent-seed", type=cli.whole_number, default=None,
                        help=_("key of the computers' own seeds (default: drawn at random and printed in the "
                             "report); the games' card sets and deals stay those of --seed"))
    parser.add_argument("--first", type=cli.whole_number, default=0,
                        help=_("the first game's number (to continue or split a run: game i is the same in "
                               "every run of the same --seed and --agent-seed)"))
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--jobs", type=cli.count(1, max_jobs()), default=1,
                        help=_("worker processes (at most one per core)"))
    parser.add_argument("--edition", default=None, help=_("rules edition (the original game: 2nd or 1st; default 2nd)"))
    parser.add_argument("--setup", default="random", help=_("'random' (a new card set per game) or a preset id"))
    parser.add_argument("--sets", default=None, help=_("card sets for random setups, e.g. base,wrath (default: base)"))
    parser.add_argument("--setup-needs", choices=("on", "off"), default=None,
                        help=_("random card sets meet their cards' needs (the original game; default on, as in New "
                               "Game)"))
    parser.add_argument("--board", default=None,
                        help=_("the board's side (Thunderstone Advance: dungeon or wilderness; default dungeon)"))
    parser.add_argument("--epic", choices=("stacks", "guilds"), default=None,
                        help=_("Epic Thunderstone Quest, the Heroes in class stacks or in the Guilds' Quarter"))
    parser.add_argument("--turn-cap", type=cli.count(10, MAX_TURN_CAP), default=DEFAULT_TURN_CAP,
                        help=_("a game longer than this fails"))
    parser.add_argument("--hard-seconds", type=float, default=None, help=_("Hard: seconds per decision"))
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help=_("what --hard-seconds counts: the seconds a player waits (wall, the default) or the "
                               "process's CPU seconds (cpu: the same on an idle machine, and unchanged by other "
                               "work on a shared one)"))
    parser.add_argument("--hard-iterations", type=cli.count(1, MAX_HARD_ITERATIONS), default=None,
                        help=_("Hard: search iterations per decision"))
    parser.add_argument("--a-tuning", default="", metavar="NAME=VALUE,...",
                        help=_("change weights of the first level (the classic game's: ai/classic/tuning.py), e.g. "
                             "deck_scale=0.3"))
    parser.add_argument("--b-tuning", default="", metavar="NAME=VALUE,...", help=_("the same for the second level"))
    parser.add_argument("--progress", action="store_true", help=_("print a line per finished game to stderr"))
    args = parser.parse_args(argv)
    config_class = get_system(args.game).config_class
    if not config_class.MIN_SEATS <= args.seats <= config_class.MAX_SEATS:
        parser.error(_("--seats must be between {low} and {high}").format(low=config_class.MIN_SEATS,
                                                                           high=config_class.MAX_SEATS))
    if args.seed < 0:
        parser.error(_("--seed must not be negative"))
    if args.agent_seed is not None and args.agent_seed < 0:
        parser.error(_("--agent-seed must not be negative"))
    if args.first < 0:
        parser.error(_("--first must not be negative"))
    if args.hard_seconds is not None and not 0 < args.hard_seconds <= MAX_HARD_SECONDS:   # nan is neither
        parser.error(_("--hard-seconds must be more than 0 and at most {most:g}").format(most=MAX_HARD_SECONDS))
    for side in ("a", "b"):
        try:
            overrides = parse_tuning(getattr(args, f"{side}_tuning"), getattr(args, side), args.game)
        except ValueError as exc:
            parser.error(f"--{side}-tuning: {exc}")
        setattr(args, f"{side}_tuning", tuple(overrides.items()))
    taken = config_options(args.game)
    for name in ("edition", "sets", "setup_needs", "board", "epic"):
        if getattr(args, name) is not None and name not in taken:
            parser.error(_("--{option}: the {game} game has no such option").format(option=name, game=args.game))
    if args.sets is not None:
        args.sets = tuple(s.strip() for s in args.sets.split(",") if s.strip())
    args.edition = taken.get("edition", "") if args.edition is None else args.edition
    args.sets = taken.get("sets", ()) if args.sets is None else args.sets
    args.setup_needs = taken.get("setup_needs", True) if args.setup_needs is None else args.setup_needs == "on"
    args.board = taken.get("board", "") if args.board is None else args.board
    args.epic = taken.get("epic", "") if args.epic is None else args.epic
    try:
        GameConfig.new(args.seats, game=args.game, seed=1,
                       **{name: getattr(args, name) for name in taken})
    except ValidationError as exc:
        parser.error(f"--edition/--setup/--sets/--board: {exc.errors()[0]['msg']}")
    except ValueError as exc:
        parser.error(f"--setup/--sets: {exc}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    budget = None
    if args.hard_seconds is not None or args.hard_iterations is not None:
        budget = Budget(seconds=args.hard_seconds, iterations=args.hard_iterations, clock=args.clock)
    match = Match(args.a, args.b, args.seats, args.seed, args.edition, args.setup, args.turn_cap, budget, args.sets,
                  (args.a_tuning, args.b_tuning),
                  secrets.randbits(62) if args.agent_seed is None else args.agent_seed,
                  args.game, args.setup_needs, args.board, args.epic)
    start = time.perf_counter()
    signal.signal(signal.SIGTERM, _stop_on_sigterm)   # `kill` stops a run as Ctrl+C does: with its report
    outcomes = run(match, args.games, args.jobs, args.progress, args.first)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    for line in report(match, outcomes, time.perf_counter() - start):
        print(line)
    stopped = stopped_line(outcomes, args.first, args.games)
    if stopped:
        print(stopped)
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("arena", main))
