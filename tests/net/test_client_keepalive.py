"""A host that stops answering (its process frozen: the connection stays open, nothing comes back, not even the
WebSocket layer's pongs): the client's keep-alive notices, says it is reconnecting, then that the connection is
lost - it never hangs, and leaving never waits on the silent host. The timeouts are made short for the test."""

from __future__ import annotations

import signal
import time

from thunderstone_gui.net import client as client_module
from thunderstone_gui.net.client import ClientGame, NetClient

from .procs import CODE, end, read_port, spawn


def pump_until(game: ClientGame, test, seconds: float) -> list[str]:
    """The connection states the client reported until `test()` held (fails after `seconds`)."""
    deadline = time.monotonic() + seconds
    seen: list[str] = []
    while not test():
        assert time.monotonic() < deadline, f"the client hangs: {game.connection} after {seen}"
        seen += [value.state for kind, value in game.pump() if kind == "status"]
        time.sleep(0.01)
    return seen


def test_a_host_that_stops_answering_is_noticed_and_given_up(tmp_path, monkeypatch):
    monkeypatch.setattr(client_module, "PING_INTERVAL", 0.3)
    monkeypatch.setattr(client_module, "PING_TIMEOUT", 0.6)
    monkeypatch.setattr(client_module, "CONNECT_TIMEOUT", 0.5)
    host = spawn(["host", "--game", "classic", "--seats", "2", "--remote", "1", "--ai", "0:easy", "--seed", "4",
                  "--code", CODE, "--timeout", "100"], tmp_path / "host-home")
    client = None
    try:
        port = read_port(host)
        client = NetClient("127.0.0.1", port, CODE, "Bea", 1, reconnect_seconds=2.0)
        client.start()
        game = ClientGame(client)
        pump_until(game, lambda: game.started, 30)
        host.send_signal(signal.SIGSTOP)              # frozen: the socket stays open, nothing answers
        frozen = time.monotonic()
        seen = pump_until(game, lambda: game.connection == "reconnecting", 10)
        noticed = time.monotonic() - frozen
        assert noticed < 5.0, f"the silent host was noticed only after {noticed:.1f} s"
        seen += pump_until(game, lambda: game.connection == "lost", 15)
        assert seen[-2:] == ["reconnecting", "lost"]
        assert not game.my_turn()                     # nothing is sent into the void
        assert client.wait_closed(5.0)                # the connection's thread has ended
    finally:
        if client is not None:
            client.stop()
        end(host)


def test_leaving_never_waits_on_a_host_that_stopped_answering(tmp_path):
    host = spawn(["host", "--game", "classic", "--seats", "2", "--remote", "1", "--ai", "0:easy", "--seed", "4",
                  "--code", CODE, "--timeout", "100"], tmp_path / "host-home")
    client = None
    try:
        port = read_port(host)
        client = NetClient("127.0.0.1", port, CODE, "Bea", 1)
        client.start()
        game = ClientGame(client)
        pump_until(game, lambda: game.started, 30)
        host.send_signal(signal.SIGSTOP)
        for leave in (False, True):               # Quit (the window closes), then Leave game: neither waits
            started = time.monotonic()
            client.stop(leave=leave)
            assert time.monotonic() - started < 0.2
    finally:
        end(host)
