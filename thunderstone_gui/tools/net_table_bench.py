"""The table's frame times while a network game runs, against a local game (`python -m thunderstone_gui.bench --net`).

Each run steps the real app headless for FRAMES frames at the real loop's pace (the loop sleeps to 60 frames a
second between frames; only the frame's own work is timed), animations on:

- local_frame_ms_*: a local game between two Easy computer seats (the computer thinks on the worker thread);
- net_host_frame_ms_*: the host's table while both seats are played from two client processes (every decision
  arrives over the loopback, is checked, applied, animated, autosaved and sent on);
- net_client_frame_ms_*: a client's table while it plays its seat against an Easy computer at a host in a process
  of its own.

The loop never waits on the network: the host takes what arrived (`HostMatch.pump`), the client what the host sent
(`ClientGame.pump`); encoding and sending happen on the server's own threads.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from typing import Any

from ..ui.headless import headless_home

FRAMES = 300
FRAME_S = 1 / 60
# Every player of the bench takes this long before each decision: the computers of the local game (Settings ->
# Other players' turns, "fast") and the network players alike, so that both tables show as many decisions.
PAUSE_S = 0.15


def _stats(prefix: str, times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {f"{prefix}_frame_ms_median": round(ordered[len(ordered) // 2], 2),
            f"{prefix}_frame_ms_p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 2)}


def _frames(app: Any, frames: int, before: Any = None) -> list[float]:
    times = []
    for _ in range(frames):
        if before is not None:
            before()
        t0 = time.perf_counter()
        app.step(FRAME_S)
        spent = time.perf_counter() - t0
        times.append(spent * 1000.0)
        time.sleep(max(0.0, FRAME_S - spent))
    return times


def run_net_frames(game: str = "classic", frames: int = FRAMES) -> dict[str, float]:
    with headless_home():
        return _bench(game, frames)


def _bench(game: str, frames: int) -> dict[str, float]:
    from ..app import App
    from ..engine.session import Session
    from ..net.headless import config_for
    from ..net.host import HostMatch
    from ..net.server import HostServer
    from ..persistence.settings import Settings
    from ..ui.match import Match
    from ..ui.scenes.table import TableScene
    from .net_bench import CODE, spawn_host

    figures: dict[str, float] = {}
    settings = Settings(animation_speed="normal", computer_pace="fast", confirm_end_turn=False)
    app = App(settings, size=(1600, 900), fullscreen=False)
    try:
        # A local game: two Easy computers.
        config = config_for(game, 2, 5, set(), {0: "easy", 1: "easy"})
        local = Match(Session(config), autosave=True)
        app.switch(TableScene(app, local))
        figures.update(_stats("local", _frames(app, frames)))
        figures["local_decisions_during"] = len(local.session.steps)

        # The host's table, both seats played from client processes.
        from ..ui.scenes.net_table import HostTableScene

        config = config_for(game, 2, 5, {0, 1})
        names = [s.name for s in config.seats]
        server = HostServer(CODE, game, names, {0: names[0], 1: names[1]}, host="127.0.0.1")
        server.start()
        match = HostMatch(Session(config), server, {0, 1})
        match.start_publishing()
        home = tempfile.mkdtemp(prefix="thunderstone-net-bench-")
        env = dict(os.environ, THUNDERSTONE_HOME=home)
        players = [subprocess.Popen([sys.executable, "-m", "thunderstone_gui.net.headless", "play", "--port",
                                     str(server.port), "--code", CODE, "--seat", str(seat), "--seed", str(seat),
                                     "--timeout", "60", "--pause", str(PAUSE_S)], stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL, env=env) for seat in (0, 1)]
        host_table = HostTableScene(app, match)
        app.switch(host_table)
        deadline = time.monotonic() + 20
        while len(match.session.steps) < 3 and time.monotonic() < deadline:     # the players joined and play
            app.step(FRAME_S)
            time.sleep(FRAME_S)
        start = len(match.session.steps)
        figures.update(_stats("net_host", _frames(app, frames)))
        figures["net_host_decisions_during"] = len(match.session.steps) - start
        host_table.close_network()
        for player in players:
            player.kill()
            player.wait(5)

        # A client's table against a computer at a host process.
        from ..net.client import ClientGame, NetClient
        from ..ui.net_match import RemoteMatch
        from ..ui.scenes.net_table import NetTableScene

        proc, port = spawn_host(["--game", game, "--seats", "2", "--remote", "0", "--ai", "1:easy", "--seed", "5",
                                 "--timeout", "60"], home)
        try:
            client = NetClient("127.0.0.1", port, CODE, "Bench", 0)
            client.start()
            joined = ClientGame(client)
            deadline = time.monotonic() + 20
            update = None
            while update is None and time.monotonic() < deadline:
                update = next((value for kind, value in joined.pump() if kind == "update"), None)
                time.sleep(0.01)
            if update is None:
                raise RuntimeError("the bench's client did not join")
            remote = RemoteMatch(joined)
            remote.took(*update)
            client_table = NetTableScene(app, remote)
            app.switch(client_table)
            rng = random.Random(1)
            due = [0.0]

            def play() -> None:
                if not remote.my_decision():
                    due[0] = time.monotonic() + PAUSE_S
                elif time.monotonic() >= due[0]:
                    client_table.submit(rng.choice(remote.legal()))

            before = joined.index
            figures.update(_stats("net_client", _frames(app, frames, play)))
            figures["net_client_decisions_during"] = joined.index - before
            client.stop()
        finally:
            proc.kill()
            proc.wait(5)
    finally:
        app.shutdown()
    return figures
