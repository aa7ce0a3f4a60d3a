"""Malformed and hostile messages sent to a real host on the loopback address: each is answered with a reason, none
changes the game, and the host goes on serving an honest player afterwards."""

from __future__ import annotations

import json
import random
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.host import HostMatch
from thunderstone_gui.net.protocol import MAX_CLIENT_BYTES, PROTOCOL_VERSION, read_host_message
from thunderstone_gui.net.server import HostServer

CODE = "ABCDEFGHJK"
WAIT = 30.0          # seconds for an answer on the loopback: generous (a loaded machine), never reached when it works


class Host:
    """A host keeping a 3-seat game on a thread of its own (the table's loop), seats 0 and 1 remote."""

    def __init__(self, rate: float = 1e9, burst: float = 1e9) -> None:
        session = Session(GameConfig.new(3, seed=4))
        names = [s.name for s in session.config.seats]
        self.server = HostServer(CODE, "classic", names, {0: names[0], 1: names[1]}, host="127.0.0.1", rate=rate,
                                 burst=burst)
        self.server.start()
        self.match = HostMatch(session, self.server, {0, 1}, autosave=False)
        self.match.start_publishing()
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            item = self.server.wait(0.01)
            if item is not None:
                self.match.handle(item, self.match.submit)

    def stop(self) -> None:
        self._stop.set()
        self.thread.join(2)
        self.server.stop()

    @property
    def uri(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}/"


def hello(seat: int = -1, code: str = CODE, token: str = "", **extra) -> str:
    return json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "code": code, "name": f"Seat {seat}",
                       "seat": seat, "token": token, **extra})


def open_ws(uri: str):
    return connect(uri, proxy=None, open_timeout=WAIT).__enter__()     # entered: the connection itself


def joined(uri: str, seat: int):
    ws = open_ws(uri)
    ws.send(hello(seat))
    welcome = read_host_message(ws.recv(timeout=WAIT))
    assert welcome.type == "welcome", welcome
    return ws


def answer(ws, timeout: float = WAIT):
    """The next message that is not an update or the seats' list."""
    while True:
        message = read_host_message(ws.recv(timeout=timeout))
        if message.type not in ("update", "seats", "chat_line"):
            return message


def hostile_messages(state, rng: random.Random) -> list[str | bytes]:
    """Over a thousand messages no honest client sends: not JSON, not objects, unknown types, missing, extra and
    mistyped fields, numbers out of bounds, texts too long, too large, nested too deep, binary frames, decisions of
    another seat, stale, illegal or made-up, a second hello, consent to requests nobody made."""
    legal = set(legal_actions(state))
    out: list[str | bytes] = [
        "", " ", "null", "true", "1", "[]", '"act"', "{", "}", "{}", "{'type': 'act'}", "\x00",
        '{"type": 1}', '{"type": null}', '{"type": "act"}', '{"type": "ACT", "index": 0}', '{"type": "pickle"}',
        '{"type": "__import__", "index": 0}', '{"type": "eval", "code": "1+1"}',
        '{"type": "load", "path": "/etc/passwd"}',
        '{"type": "hello", "protocol": 1, "code": "ABCDEFGHJK", "name": "again"}',
        '{"type": "chat", "text": ""}', '{"type": "chat", "text": 5}', '{"type": "chat"}',
        json.dumps({"type": "chat", "text": "x" * 201}),
        json.dumps({"type": "chat", "text": "x" * (MAX_CLIENT_BYTES + 1)}),
        '{"type": "ping", "nonce": -1}', '{"type": "ping", "nonce": 1e300}', '{"type": "ping", "nonce": "1"}',
        '{"type": "undo", "index": 0}', '{"type": "undo", "index": 999999}', '{"type": "undo", "index": -5}',
        '{"type": "consent", "request": 7, "yes": true}', '{"type": "consent", "request": 7, "yes": "yes"}',
        '{"type": "leave", "x": 1}', "[" * 5000 + "]" * 5000, '{"a":' * 3000 + "1" + "}" * 3000,
        b"\x80\x81binary", b"{}", json.dumps({"type": "act", "index": 0, "action": {"kind": "end_turn"}}) + "x",
    ]
    kinds = ["visit_village", "enter_dungeon", "rest", "buy", "use", "attack", "equip", "end_turn", "choose",
             "level_up", "end_game", "hack", "x" * 41, "", "Buy", "buy;rm", "__class__"]
    while len(out) < 1_100:
        roll = rng.random()
        action = {"kind": rng.choice(kinds), "card": rng.randint(-5, 400), "target": rng.randint(-5, 400),
                  "rank": rng.randint(-3, 9), "option": rng.choice(["", "x", "skip", "a" * 300, "../../etc"])}
        fields = ("kind", "card", "target", "rank", "option")
        if all(k in action for k in fields) and any(
                (action["kind"], action["card"], action["target"], action["rank"], action["option"]) == tuple(a)
                for a in legal):
            continue                    # a legal decision is not hostile
        if roll < 0.45:
            message = {"type": "act", "index": rng.choice([0, 0, 1, 5, -1, 10**7]), "action": action}
        elif roll < 0.6:
            message = {"type": "act", "index": 0, "action": action, rng.choice(["extra", "seat", "as"]): 1}
        elif roll < 0.7:
            message = {"type": "act", "index": "0", "action": [action[k] for k in fields]}
        elif roll < 0.8:
            message = {"type": rng.choice(["undo", "consent", "leave_", "chat", "ping"]),
                       rng.choice(["index", "request", "yes", "text", "nonce"]): rng.choice(
                           [None, [], {}, -1, 2**64, "x" * 300, 1.5])}
        elif roll < 0.9:
            garbage = "".join(chr(rng.randint(0, 0x2FF)) for _ in range(rng.randint(1, 60)))
            out.append(garbage)
            continue
        else:
            message = {"type": "act", "index": 0, "action": {**action, "card": str(action["card"])}}
        out.append(json.dumps(message))
    return out


def test_a_thousand_hostile_messages_change_nothing():
    host = Host()
    try:
        ws = joined(host.uri, 0)           # seat 0 decides first: its messages reach the rules
        before = host.match.state.state_hash()
        messages = hostile_messages(host.match.state, random.Random(9))
        assert len(messages) >= 1_000
        answered = 0
        for raw in messages:
            ws.send(raw)
            reply = answer(ws)
            assert reply.type == "problem" and reply.reason, (raw[:80], reply)
            answered += 1
        assert answered >= 1_000
        assert host.match.state.state_hash() == before
        assert host.match.session.steps == []
        # Still serving: a legal decision of the same player is taken.
        state = host.match.state
        action = legal_actions(state)[0]
        ws.send(json.dumps({"type": "act", "index": 0, "action": action._asdict()}))
        update = read_host_message(ws.recv(timeout=WAIT))
        while update.type != "update":
            update = read_host_message(ws.recv(timeout=WAIT))
        assert update.index == 1 and len(host.match.session.steps) == 1
        ws.close()
    finally:
        host.stop()


def test_a_client_acts_only_for_its_own_seat():
    host = Host()
    try:
        ws = joined(host.uri, 1)            # seat 1: not deciding now
        action = legal_actions(host.match.state)[0]
        ws.send(json.dumps({"type": "act", "index": 0, "action": action._asdict()}))
        reply = answer(ws)
        assert reply.type == "problem" and "not your decision" in reply.reason
        assert host.match.session.steps == []
        ws.close()
    finally:
        host.stop()


def test_joining_needs_the_code_a_free_seat_or_its_key():
    host = Host()
    try:
        for message, why in [(hello(0, code="ZZZZZZZZZZ"), "code is wrong"), (hello(2), "not played from another"),
                             (hello(0, token="forged"), "key is not known"),
                             ('{"type": "chat", "text": "hi"}', "first message must be a hello"),
                             (hello(0, protocol=99), "another version")]:
            ws = open_ws(host.uri)
            ws.send(message)
            reply = read_host_message(ws.recv(timeout=WAIT))
            assert reply.type == "refused" and why in reply.reason, reply
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=WAIT)
        first = joined(host.uri, 0)
        ws = open_ws(host.uri)
        ws.send(hello(0))
        assert "taken" in read_host_message(ws.recv(timeout=WAIT)).reason
        first.close()
    finally:
        host.stop()


def test_guessing_the_code_is_stopped():
    host = Host()
    try:
        reasons = []
        for _ in range(7):
            ws = open_ws(host.uri)
            ws.send(hello(0, code="WRONGCODE2"))
            reasons.append(read_host_message(ws.recv(timeout=WAIT)).reason)
            ws.close()
        assert reasons[-1] == "too many wrong join codes: wait a minute"
        ws = open_ws(host.uri)          # even the right code, from that address, for a while
        ws.send(hello(0))
        assert "too many wrong" in read_host_message(ws.recv(timeout=WAIT)).reason
    finally:
        host.stop()


def test_a_flood_is_cut_and_the_game_goes_on():
    host = Host(rate=20, burst=40)
    try:
        ws = joined(host.uri, 0)
        started = time.monotonic()
        try:
            for _ in range(2_000):
                ws.send('{"type": "ping", "nonce": 1}')
        except ConnectionClosed:
            pass
        replies = []
        try:
            while True:
                replies.append(read_host_message(ws.recv(timeout=WAIT)))
        except (ConnectionClosed, TimeoutError):
            pass
        assert time.monotonic() - started < 120
        assert any(r.type == "problem" and "too many messages" in r.reason for r in replies)
        assert sum(r.type == "pong" for r in replies) < 200
        assert host.match.session.steps == []
        honest = joined(host.uri, 1)                 # another player is served as before
        honest.send('{"type": "ping", "nonce": 2}')
        assert answer(honest).type == "pong"
        honest.close()
    finally:
        host.stop()


def test_an_oversized_frame_closes_only_that_connection():
    host = Host()
    try:
        ws = joined(host.uri, 0)
        ws.send("x" * (2 * 1024 * 1024))
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=WAIT)
        assert closed.value.rcvd is None or closed.value.rcvd.code == 1009
        again = joined(host.uri, 1)
        again.send('{"type": "ping", "nonce": 3}')
        assert answer(again).type == "pong"
        assert host.match.session.steps == []
    finally:
        host.stop()
