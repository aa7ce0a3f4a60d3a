"""A whole game of each system between a host and two clients, each in its own process on the loopback address,
the clients played by the Easy computer, their connections cut at random decisions (they rejoin by themselves). The
host's record replays locally to the same state, and each client's last view is the one that state shows its seat."""

from __future__ import annotations

import json

import pytest

from thunderstone_gui.engine import observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.codec import dumps, encode

from .procs import CODE, end, finish, read_port, spawn


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_a_whole_game_with_two_remote_seats_and_dropped_connections(game, tmp_path):
    record = tmp_path / "record.json"
    host = spawn(["host", "--game", game, "--seats", "3", "--remote", "1,2", "--ai", "0:easy", "--seed", "11",
                  "--code", CODE, "--record", str(record), "--timeout", "100"], tmp_path / "host-home")
    clients = []
    try:
        port = read_port(host)
        clients = [spawn(["play", "--port", str(port), "--code", CODE, "--seat", str(seat), "--seed", str(seat),
                          "--drops", "2", "--out", str(tmp_path / f"seat{seat}.json"), "--timeout", "100"],
                         tmp_path / f"client{seat}") for seat in (1, 2)]
        for client in clients:
            assert finish(client).strip().splitlines()[-1].startswith("over ")
        out = finish(host)
    finally:
        end(host, *clients)
    final_hash = out.strip().splitlines()[-1].split()[1]
    # The host's history holds the game: the process waited for its writing thread before it ended.
    histories = list((tmp_path / "host-home").rglob("games.jsonl"))
    assert len(histories) == 1 and len(histories[0].read_text(encoding="utf-8").splitlines()) == 1
    session = Session.from_record(record.read_text(encoding="utf-8"))   # the same decisions played locally
    assert session.state.result is not None
    assert session.state.state_hash() == final_hash
    for seat in (1, 2):
        seen = (tmp_path / f"seat{seat}.json").read_text(encoding="utf-8")
        assert seen == dumps(encode(observe(session.state, seat)))
        assert json.loads(seen)["n"] == f"{game}.Observation"
