"""Nothing hangs silently: a peer that opens a connection and then says nothing is closed by the host after its
timeouts - one that never completes the WebSocket handshake, one that never says hello, and a joined player whose
machine stops answering (no pong to the host's pings), whose seat then shows "away". The timeouts are shortened
here; the waits around them stay generous for a loaded machine."""

from __future__ import annotations

import base64
import os
import socket
import struct
import time

import pytest

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net import server as server_module
from thunderstone_gui.net.headless import make_host
from thunderstone_gui.net.protocol import PROTOCOL_VERSION, Hello, write

CODE = "ABCDEFGHJK"
WAIT = 30.0


@pytest.fixture
def host(monkeypatch):
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 0.5)
    monkeypatch.setattr(server_module, "PING_INTERVAL", 0.3)
    monkeypatch.setattr(server_module, "PING_TIMEOUT", 0.6)
    match = make_host(Session(GameConfig.new(2, seed=4)), {1}, CODE, 0, autosave=False)
    match.start_publishing()
    try:
        yield match
    finally:
        match.server.stop()


def connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    sock.settimeout(WAIT)
    return sock


def closed_by_the_host(sock: socket.socket) -> bool:
    """Read until the host closes the connection (True) or WAIT passes (False)."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            if not sock.recv(65536):
                return True
        except (ConnectionResetError, BrokenPipeError):
            return True
        except TimeoutError:
            return False
    return False


def handshake(sock: socket.socket, port: int) -> None:
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)
    assert answer.startswith(b"HTTP/1.1 101"), answer


def text_frame(text: str) -> bytes:
    """One masked client text frame (RFC 6455)."""
    payload, mask = text.encode(), os.urandom(4)
    size = len(payload)
    head = bytes([0x81]) + (bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + struct.pack(">H", size))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_connection_that_never_shakes_hands_is_closed(host):
    sock = connect(host.server.port)
    try:
        assert closed_by_the_host(sock)
    finally:
        sock.close()


def test_a_connection_that_never_says_hello_is_refused_and_closed(host):
    sock = connect(host.server.port)
    try:
        handshake(sock, host.server.port)
        assert closed_by_the_host(sock)
    finally:
        sock.close()
    assert host.server.refused == 1          # "no hello in time", said before the close


def test_a_player_whose_machine_stops_answering_is_dropped_and_shown_away(host):
    sock = connect(host.server.port)
    try:
        handshake(sock, host.server.port)
        hello = Hello(type="hello", protocol=PROTOCOL_VERSION, code=CODE, name="Silent", seat=1)
        sock.sendall(text_frame(write(hello)))
        deadline = time.monotonic() + WAIT
        while host.server.seat_states().get(1) != "here" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert host.server.seat_states()[1] == "here"
        # From here on nothing is read or answered: the host's pings get no pong.
        while host.server.seat_states().get(1) == "here" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert host.server.seat_states()[1] == "away"
    finally:
        sock.close()
