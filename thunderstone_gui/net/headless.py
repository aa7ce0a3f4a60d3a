"""Network play without a window: a host that keeps a game and a client that plays a seat with a computer level.

The tests (tests/net/) and the bench run these in separate processes on the loopback address; the app's self-test
plays one networked game with them. They are the same classes the table uses (HostMatch, HostServer, NetClient,
ClientGame): only the window is missing.

    python -m thunderstone_gui.net.headless host --game classic --seats 3 --remote 1,2 --seed 7 [--port P]
        [--code CODE] [--resume AUTOSAVE] [--record FILE]     prints "port N", "code C" and "seed S" (the deal: a
        fresh random one unless --seed is given) then, at the end, "over HASH"
    python -m thunderstone_gui.net.headless play --port P --code CODE [--seat K] [--level easy] [--drops N]
        prints "over INDEX" and the final observation's codec text to --out
"""

from __future__ import annotations

import argparse
import faulthandler
import random
import secrets
import sys
import time
from pathlib import Path
from typing import Any

from ..engine.config import GameConfig, Seat
from ..engine.session import Session
from ..ui.game_log import GameLog, LogTeller
from ..ui.match import wait_for_history
from .client import ClientGame, NetClient
from .host import NETWORK_KEY, HostMatch
from .protocol import new_join_code
from .server import HostServer


def config_for(game: str, seats: int, seed: int, remote: set[int], ai: dict[int, str] | None = None,
               setup: str | None = None) -> GameConfig:
    options: dict[str, Any] = {"seed": seed}
    if setup:
        options["setup"] = setup
    config = GameConfig.new(seats, game=game, **options)
    kinds = []
    for i, seat in enumerate(config.seats):
        level = (ai or {}).get(i)
        kinds.append(Seat(name=seat.name, kind="ai", ai_level=level) if level else seat)
    return config.model_copy(update={"seats": tuple(kinds)})


def make_host(session: Session, remote: set[int], code: str, port: int, host: str = "127.0.0.1",
              autosave: bool = True, claims: dict[int, str] | None = None,
              handed: dict[int, str] | None = None) -> HostMatch:
    names = [s.name for s in session.config.seats]
    server = HostServer(code, session.config.game, names, {seat: names[seat] for seat in remote}, claims=claims,
                        host=host, port=port)
    server.start()
    return HostMatch(session, server, remote, autosave=autosave, log=silent_log(session), handed=handed)


def silent_log(session: Session) -> GameLog:
    """A log that tells nothing: a host without a window shows no log, and the tellers live with the tables
    (pygame): the headless host never imports pygame."""
    log = GameLog([s.name for s in session.config.seats], LogTeller(lambda state, event, names: None,
                                                                    lambda state, events: ()))
    log.ends = list(range(len(session.steps) + 1))
    return log


def resume_host(path: Path, host: str = "127.0.0.1") -> HostMatch:
    """Take a network game up again from its autosave (the host crashed): the same code, port and seats' keys."""
    from ..persistence.saves import load_session

    session = load_session(path)
    info = session.meta.get(NETWORK_KEY) or {}
    remote = {int(s) for s in info.get("remote", [])}
    claims = {int(k): str(v) for k, v in (info.get("claims") or {}).items()}
    handed = {int(k): str(v) for k, v in (info.get("handed") or {}).items()}
    match = make_host(session, remote, str(info.get("code", "")), int(info.get("port", 0)), host, claims=claims,
                      handed=handed)
    return match


LINGER_S = 30.0      # seconds a headless host serves a finished game to players who have not seen its end


def run_host(match: HostMatch, deadline: float, between: float = 0.0) -> bool:
    """Keep the game until it ends (True) or the deadline passes (False)."""
    match.start_publishing()
    server = match.server
    while not match.is_over:
        if time.monotonic() > deadline:
            return False
        if match.ai_to_move():
            if not match.worker.busy() and not match.worker.ready():
                match.start_ai()
            match.worker.wait(5.0)
            match.poll_ai()
            match.pump()
            continue
        item = server.wait(0.05)
        if item is not None:
            match.handle(item, match.submit)
            match.pump()
        if between:
            time.sleep(between)
    server.flush()
    # A player whose connection dropped just before the end rejoins and is told the end: the host keeps serving
    # until every remote player has left after seeing it (or LINGER_S has passed: a client that crashed).
    linger = min(deadline, time.monotonic() + LINGER_S)
    while not server.everyone_left() and time.monotonic() < linger:
        item = server.wait(0.1)
        if item is not None:
            match.handle(item, match.submit)
    return True


def play_seat(game: ClientGame, level: str, seed: int, deadline: float, drops: int = 0,
              on_update: Any = None, pause: float = 0.0) -> bool:
    """Play a seat with a computer level until the game ends (True) or the deadline passes. `drops`: that many
    times, at random decisions, the connection is cut as a network would cut it (the client rejoins)."""
    from .. import ai

    rng = random.Random(seed)
    agent = None
    drop_at = sorted(rng.sample(range(5, 200), drops)) if drops else []
    while time.monotonic() < deadline:
        changes = game.pump()
        if not changes:
            time.sleep(0.001)
        for kind, value in changes:
            if kind == "status" and value.state in ("refused", "lost", "closed"):
                # The host closes the game after its last decision: the update before the close ended it.
                over = game.started and game.observation.result is not None
                if not over:
                    print(f"connection {value.state}: {value.reason}", file=sys.stderr, flush=True)
                return over
            if kind == "update" and on_update is not None:
                on_update(value)
        if not game.started:
            continue
        if game.observation.result is not None:
            return True
        if drop_at and game.index >= drop_at[0]:
            drop_at.pop(0)
            game.client.drop()
            continue
        if game.my_turn():
            if agent is None:
                agent = ai.make_agent(level, seed, ai.Budget(iterations=50), game=game.game)
            if pause:
                time.sleep(pause)       # a player's time to decide (the bench's frames, at a player's pace)
            game.act(agent.choose(game.observation))
    return False


def say_where_host_stood(match: HostMatch) -> None:
    """A host that ran out of time says on stderr where the game stood and what each thread was doing: a hang in
    a test is found from its output, not from a rerun."""
    pending = match.state.pending
    print(f"timeout: decision {len(match.session.steps)}, waiting for seat {pending.seat}, over {match.is_over}, "
          f"seats {match.server.seat_states()}", file=sys.stderr, flush=True)
    faulthandler.dump_traceback(file=sys.stderr, all_threads=True)


def say_where_client_stood(game: ClientGame) -> None:
    """A client that ran out of time says on stderr where it stood (see `say_where_host_stood`)."""
    observation = game.observation
    pending = getattr(observation, "pending", None)
    print(f"timeout: seat {game.seat}, decision {game.index}, connection {game.connection} ({game.client.state}), "
          f"waiting for seat {getattr(pending, 'seat', None)}, legal {len(getattr(observation, 'legal', ()) or ())}, "
          f"sent at {game.sent_at}, over {getattr(observation, 'result', None) is not None}, "
          f"problems {game.problems[-3:]}", file=sys.stderr, flush=True)
    faulthandler.dump_traceback(file=sys.stderr, all_threads=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="thunderstone_gui.net.headless")
    sub = parser.add_subparsers(dest="role", required=True)
    h = sub.add_parser("host")
    h.add_argument("--game", default="classic")
    h.add_argument("--seats", type=int, default=3)
    h.add_argument("--remote", default="1,2")
    h.add_argument("--ai", default="", help="seat:level,... played by computers at the host")
    h.add_argument("--seed", type=int, default=None, help="the deal (default: a fresh random one, printed)")
    h.add_argument("--setup", default="")
    h.add_argument("--port", type=int, default=0)
    h.add_argument("--code", default="")
    h.add_argument("--resume", default="")
    h.add_argument("--record", default="")
    h.add_argument("--timeout", type=float, default=120.0)
    p = sub.add_parser("play")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--code", required=True)
    p.add_argument("--seat", type=int, default=-1)
    p.add_argument("--name", default="Remote")
    p.add_argument("--level", default="easy")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--drops", type=int, default=0)
    p.add_argument("--out", default="")
    p.add_argument("--timeout", type=float, default=120.0)
    p.add_argument("--pause", type=float, default=0.0)
    args = parser.parse_args(argv)
    deadline = time.monotonic() + args.timeout
    if args.role == "host":
        if args.resume:
            match = resume_host(Path(args.resume))
        else:
            remote = {int(s) for s in args.remote.split(",") if s.strip()}
            ai_seats = {int(k): v for k, v in (pair.split(":") for pair in args.ai.split(",") if pair.strip())}
            # A fresh deal each game unless one is asked for; it is printed, so any game can be played again.
            seed = args.seed if args.seed is not None else secrets.randbits(62)
            config = config_for(args.game, args.seats, seed, remote, ai_seats, args.setup or None)
            match = make_host(Session(config), remote, args.code or new_join_code(), args.port)
        print(f"port {match.server.port}", flush=True)
        print(f"code {match.server.code}", flush=True)
        print(f"seed {match.session.config.seed}", flush=True)
        ended = run_host(match, deadline)
        if args.record:
            Path(args.record).write_text(match.session.record().to_json(), encoding="utf-8")
        if not ended:
            say_where_host_stood(match)
        print(f"over {match.state.state_hash() if ended else 'timeout'}", flush=True)
        match.server.stop()
        # The finished game goes into the history on a thread of its own; a process that ends under it loses the
        # entry and can die in its own shutdown (a daemon thread stopped mid-write: SIGSEGV/SIGABRT seen).
        wait_for_history(10.0)
        return 0 if ended else 1
    client = NetClient("127.0.0.1", args.port, args.code, args.name, args.seat)
    client.start()
    game = ClientGame(client)
    ended = play_seat(game, args.level, args.seed, deadline, args.drops, pause=args.pause)
    if not ended:
        say_where_client_stood(game)
    if args.out and game.observation is not None:
        from .codec import dumps, encode

        Path(args.out).write_text(dumps(encode(game.observation)), encoding="utf-8")
    print(f"over {game.index if ended else 'timeout'}", flush=True)
    client.stop(leave=True)           # the host waits for its players to leave after the end
    client.wait_closed(10.0)
    return 0 if ended else 1


if __name__ == "__main__":
    sys.exit(main())
