"""The host's process is killed (kill -9) in the middle of a game: started again from its autosave, it listens on
the same port with the same code and seats' keys, the clients rejoin by themselves and the game ends as if nothing
had happened: its record replays, each client's last view is what the final state shows its seat."""

from __future__ import annotations

import signal
import time

from thunderstone_gui.engine import observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.codec import dumps, encode

from .procs import CODE, end, finish, read_port, spawn


def _decisions(path) -> int:
    try:
        return len(path.read_text(encoding="utf-8").splitlines())
    except OSError:
        return 0


def test_the_host_killed_mid_game_is_taken_up_again_from_its_autosave(tmp_path):
    home = tmp_path / "host-home"
    record = tmp_path / "record.json"
    host = spawn(["host", "--game", "classic", "--seats", "3", "--remote", "1,2", "--ai", "0:easy", "--seed", "5",
                  "--code", CODE, "--timeout", "100"], home)
    clients = []
    try:
        port = read_port(host)
        clients = [spawn(["play", "--port", str(port), "--code", CODE, "--seat", str(seat), "--seed", str(seat),
                          "--out", str(tmp_path / f"seat{seat}.json"), "--timeout", "100"], tmp_path / f"c{seat}")
                   for seat in (1, 2)]
        autosaves = home / "autosaves"
        deadline = time.monotonic() + 60
        found = []
        while time.monotonic() < deadline:
            found = sorted(autosaves.glob("game-*")) if autosaves.exists() else []
            if found and _decisions(found[0]) > 60:       # a journal: its record, then a line per decision
                break
            time.sleep(0.05)
        assert found, "no autosave"
        host.send_signal(signal.SIGKILL)
        host.wait(10)
        assert host.returncode == -signal.SIGKILL
        taken_at = _decisions(found[0])
        host = spawn(["host", "--resume", str(found[0]), "--record", str(record), "--timeout", "100"], home)
        assert read_port(host) == port
        out = finish(host)
        for client in clients:
            finish(client)
    finally:
        end(host, *clients)
    session = Session.from_record(record.read_text(encoding="utf-8"))
    assert session.state.result is not None
    assert len(session.steps) > taken_at - 2
    assert out.strip().splitlines()[-1] == f"over {session.state.state_hash()}"
    for seat in (1, 2):
        assert (tmp_path / f"seat{seat}.json").read_text(encoding="utf-8") == dumps(encode(observe(session.state,
                                                                                                    seat)))
