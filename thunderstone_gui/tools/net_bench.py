"""Network play's speed on the loopback address (`python -m thunderstone_gui.tools.bench --net`).

`net_round_trip_ms_*`: a host in a process of its own (net/headless.py, autosaving as the app does) and two clients
in this process playing both seats with random legal decisions; each decision's time from the client's send to the
host's update that shows it taken (checked by the host, applied, autosaved, both seats' observations and events
encoded and sent). Target: median <= 20 ms. The table's frame times while a network game runs are
tools/net_table_bench.py's.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

from ..net.client import ClientGame, NetClient

CODE = "BENCH23456"


def spawn_host(args: list[str], home: str) -> tuple[subprocess.Popen[str], int]:
    env = dict(os.environ, THUNDERSTONE_HOME=home, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "thunderstone_gui.net.headless", "host", "--code", CODE, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("port "):
            return proc, int(line.split()[1])
    proc.kill()
    raise RuntimeError("the bench's host did not start")


def _play(game: ClientGame, rng: random.Random, times: list[float], deadline: float) -> None:
    sent_at = -1
    sent = 0.0
    while time.monotonic() < deadline:
        for kind, _value in game.pump():
            if kind == "update" and sent_at >= 0 and game.index > sent_at:
                times.append((time.perf_counter() - sent) * 1000.0)
                sent_at = -1
        if game.started and game.observation.result is not None:
            return
        if game.my_turn():
            action = rng.choice(game.observation.legal)
            sent_at, sent = game.index, time.perf_counter()
            game.act(action)
        else:
            time.sleep(0.0002)


def round_trip(game: str = "classic", seconds: float = 60.0, seed: int = 3) -> dict[str, float]:
    home = tempfile.mkdtemp(prefix="thunderstone-net-bench-")
    proc, port = spawn_host(["--game", game, "--seats", "2", "--remote", "0,1", "--seed", str(seed),
                             "--timeout", str(seconds)], home)
    times: list[float] = []
    games = []
    try:
        threads = []
        deadline = time.monotonic() + seconds
        for seat in (0, 1):
            client = NetClient("127.0.0.1", port, CODE, f"Bench {seat}", seat)
            client.start()
            played = ClientGame(client)
            games.append(played)
            thread = threading.Thread(target=_play, args=(played, random.Random(seed + seat), times, deadline),
                                      daemon=True)
            thread.start()
            threads.append(thread)
        for thread in threads:
            thread.join(seconds + 5)
    finally:
        for played in games:
            played.client.stop()
        proc.kill()
        proc.wait(5)
    ordered = sorted(times)
    return {"net_round_trip_ms_median": round(statistics.median(ordered), 2) if ordered else -1.0,
            "net_round_trip_ms_p90": round(ordered[int(len(ordered) * 0.9)], 2) if ordered else -1.0,
            "net_round_trip_ms_max": round(ordered[-1], 2) if ordered else -1.0,
            "net_round_trips": len(ordered)}


def run_net_bench(game: str = "classic", ui: bool = True) -> dict[str, Any]:
    figures: dict[str, Any] = dict(round_trip(game))
    if ui:
        from .net_table_bench import run_net_frames

        figures.update(run_net_frames(game))
    return figures
