"""The host's network side: a WebSocket server on threads of its own, bridged to the game by two queues.

The game's thread (the table's render loop, or the headless host) never waits on the network: it takes the
clients' validated messages from `poll()` and hands what each seat may see to `publish_*`, which only puts a job on
a queue. A dispatcher thread turns each job into every seat's message (the codec's JSON of that seat's observation
and of the events redacted for it), keeps each seat's decisions for a rejoin, and puts the text on each
connection's own outbox, which a writer thread of that connection sends - so a slow client slows only itself.

A connection's reader thread checks everything that arrives before the game sees it: the size, the schema
(protocol.py), the rate (a token bucket per connection), and that the first message is a `hello` with the game's
join code, naming a free seat or proving a taken one with its token. Wrong codes from one address are answered
more slowly, then refused for a while. The WebSocket layer sends pings (keep-alive): a peer that stops answering
is dropped after PING_TIMEOUT seconds, and its seat shows "away" until it rejoins.
"""

from __future__ import annotations

import itertools
import json
import logging
import queue
import secrets
import threading
import time
from typing import Any, Callable, NamedTuple

from websockets.exceptions import ConnectionClosed
from websockets.sync.server import Server, ServerConnection, serve

from ..engine.events import Event
from .codec import encode
from .protocol import (
    MAX_FRAME_BYTES,
    NAME_LENGTH,
    PROTOCOL_VERSION,
    ActionFields,
    ChatLine,
    Hello,
    Leave,
    Ping,
    Pong,
    Problem,
    ProtocolError,
    Refused,
    SeatInfo,
    Seats,
    StepInfo,
    Welcome,
    new_token,
    normal_code,
    read_client_message,
    write,
)

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0
PING_INTERVAL = 5.0
PING_TIMEOUT = 10.0
# A player sends a few messages a second; a computer seat of the tests, answering in a millisecond, a few dozen; a
# flood is cut at this rate, which costs the host about 5 ms a second of refusals.
RATE_PER_SECOND = 100.0      # messages a connection may send a second, on average
RATE_BURST = 200.0           # ... and at once
DROPPED_BEFORE_CLOSE = 400   # refused for the rate this many times: the connection is closed
WRONG_CODES_ALLOWED = 5      # wrong join codes from one address before it waits
WRONG_CODE_PAUSE = 60.0      # seconds an address that guessed too often is refused
OUTBOX_LIMIT = 2_000         # messages waiting for a client that does not read: it is dropped


class Inbound(NamedTuple):
    """A client's message for the game: `message` is a protocol model (Act, UndoAsk, Consent, Chat, Leave) or one of
    the strings "joined", "left" (the connection closed)."""

    seat: int
    message: Any


class SeatSlot:
    """A seat played from another machine: who holds it, their secret, their connection."""

    def __init__(self, seat: int, name: str, token: str = "") -> None:
        self.seat = seat
        self.name = name
        self.token = token            # "" until a player takes the seat
        self.conn: Connection | None = None
        self.left = False             # the player said they leave for good

    @property
    def state(self) -> str:
        if self.conn is not None:
            return "here"
        return "away" if self.token else "open"


class TokenBucket:
    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.last = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Connection:
    """One client's connection: its outbox and the thread that sends it (a close waits behind what is queued, so a
    refusal's reason is sent before the connection closes)."""

    _ids = itertools.count(1)

    def __init__(self, ws: ServerConnection) -> None:
        self.id = next(self._ids)
        self.ws = ws
        self.outbox: queue.Queue[str | tuple[int, str] | None] = queue.Queue()
        self.seat = -1
        self.writer = threading.Thread(target=self._write, name=f"thunderstone-net-out-{self.id}", daemon=True)
        self.writer.start()

    def send(self, text: str) -> None:
        if self.outbox.qsize() > OUTBOX_LIMIT:
            self.close(1008, "you are too far behind")
            return
        self.outbox.put(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        self.outbox.put((code, reason[:120]))

    def _write(self) -> None:
        while True:
            item = self.outbox.get()
            if item is None:
                return
            try:
                if isinstance(item, tuple):
                    self.ws.close(*item)
                    return
                self.ws.send(item)
            except (ConnectionClosed, OSError, RuntimeError):
                return


class HostServer:
    """The host's server. `remote`: seat index -> its name for every seat played from another machine; `names`:
    every seat's name (the lobby shows them); `claims`: the seats already taken in an earlier run of this game (their
    tokens: a host recovering from a crash lets its players rejoin)."""

    def __init__(self, code: str, game: str, names: list[str], remote: dict[int, str], *,
                 claims: dict[int, str] | None = None, host: str = "0.0.0.0", port: int = 0,
                 rate: float = RATE_PER_SECOND, burst: float = RATE_BURST,
                 computers: set[int] | None = None) -> None:
        self.code = code
        self.game = game
        self.names = list(names)
        self.host, self.port = host, port
        self.rate, self.burst = rate, burst
        self.computers = set(computers or ())
        self.slots = {seat: SeatSlot(seat, name, (claims or {}).get(seat, "")) for seat, name in remote.items()}
        self.inbox: queue.Queue[Inbound] = queue.Queue()
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._lock = threading.RLock()
        self._history: dict[int, list[dict[str, Any]]] = {seat: [] for seat in self.slots}
        self._views: dict[int, Any] = {}
        self._may_undo: dict[int, bool] = {}
        self.epoch = 0
        self.index = 0
        self.started = False
        self._wrong: dict[str, list[float]] = {}
        self._server: Server | None = None
        self._threads: list[threading.Thread] = []
        self.refused = 0                 # messages refused (a figure for tests and the bench)

    # ------------------------------------------------------------------------------------------ life
    def start(self) -> int:
        """Listen (raises OSError if the port is taken); returns the port."""
        self._server = serve(self._handle, self.host, self.port, max_size=MAX_FRAME_BYTES, max_queue=32,
                             ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT, open_timeout=HELLO_TIMEOUT,
                             close_timeout=2, compression="deflate", server_header=None,
                             logger=logging.getLogger("thunderstone.net.ws"))
        self.port = self._server.socket.getsockname()[1]
        for target, name in ((self._server.serve_forever, "thunderstone-net-server"),
                             (self._dispatch, "thunderstone-net-dispatch")):
            thread = threading.Thread(target=target, name=name, daemon=True)
            thread.start()
            self._threads.append(thread)
        return self.port

    def stop(self) -> None:
        """Close every connection and stop listening (again: nothing more)."""
        if self._server is None:
            return
        with self._lock:
            conns = [s.conn for s in self.slots.values() if s.conn is not None]
        for conn in conns:
            conn.close(1001, "the host closed the game")
        if self._server is not None:
            self._server.shutdown()
            self._server = None
        self._jobs.put(None)

    # ------------------------------------------------------------------------------------------ the game's side
    def poll(self) -> list[Inbound]:
        """Every message that arrived since the last call (never waits)."""
        out: list[Inbound] = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> Inbound | None:
        try:
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def seat_states(self) -> dict[int, str]:
        with self._lock:
            return {seat: ("computer" if seat in self.computers else slot.state) for seat, slot in self.slots.items()}

    def lobby(self) -> list[tuple[int, str, str]]:
        """(seat, name, state) of every remote seat, for the lobby."""
        with self._lock:
            return [(seat, slot.name, slot.state) for seat, slot in sorted(self.slots.items())]

    def everyone_left(self) -> bool:
        """True when no seat's player is connected and every seat taken was left for good (a `leave`)."""
        with self._lock:
            return all(slot.conn is None and (slot.left or not slot.token or seat in self.computers)
                       for seat, slot in self.slots.items())

    def claims(self) -> dict[int, str]:
        """The tokens of the seats taken (kept with the game's autosave: rejoining after the host's crash)."""
        with self._lock:
            return {seat: slot.token for seat, slot in self.slots.items() if slot.token}

    def set_names(self, names: list[str]) -> None:
        with self._lock:
            self.names = list(names)
        self._jobs.put(self._send_seats)

    def hand_to_computer(self, seat: int) -> None:
        with self._lock:
            self.computers.add(seat)
            slot = self.slots.get(seat)
            conn = slot.conn if slot is not None else None
        if conn is not None:
            conn.close(1000, "the host gave your seat to a computer")
        self._jobs.put(self._send_seats)

    def publish_decision(self, epoch: int, index: int, turn: int, seat: int, events: dict[int, list[Event]],
                         views: dict[int, Any], own: dict[int, Any], may_undo: dict[int, bool]) -> None:
        """A decision was taken: each remote seat gets it (its events as that seat may know them:
        secrecy.seat_events) and its new observation. `own`: the action, for the seat that took it (nobody else
        learns which card a hidden choice named)."""
        self._jobs.put(lambda: self._publish(epoch, index, turn, seat, events, views, own, may_undo, "", False))

    def publish_rewind(self, epoch: int, index: int, views: dict[int, Any], may_undo: dict[int, bool],
                       undone: dict[int, str]) -> None:
        """Decisions were taken back: the game is now after `index` decisions."""
        self._jobs.put(lambda: self._publish(epoch, index, 0, -1, {}, views, {}, may_undo, undone, True))

    def publish_start(self, index: int, views: dict[int, Any], may_undo: dict[int, bool], steps: Any = None,
                      epoch: int = 0) -> None:
        """The game starts (or is resumed by the host after `index` decisions: `steps` is each seat's list of the
        decisions told again, for a rejoin from the first one)."""
        def job() -> None:
            with self._lock:
                self.started = True
                self.epoch, self.index = epoch, index
                if steps is not None:
                    self._history = {seat: list(steps.get(seat, ())) for seat in self.slots}
                for seat in self.slots:
                    self._views[seat] = encode(views[seat])
                    self._may_undo[seat] = may_undo.get(seat, False)
                    self._send_update(seat, index, reset=True)
        self._jobs.put(job)

    def send_chat(self, seat: int, name: str, text: str) -> None:
        message = write(ChatLine(type="chat_line", seat=seat, name=name, text=text))
        self._jobs.put(lambda: self._broadcast(message))

    def send_to(self, seat: int, message: Any) -> None:
        text = write(message)

        def job() -> None:
            with self._lock:
                slot = self.slots.get(seat)
                if slot is not None and slot.conn is not None:
                    slot.conn.send(text)
        self._jobs.put(job)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until the jobs handed over so far are done (tests and the headless host's end)."""
        done = threading.Event()
        self._jobs.put(done.set)
        done.wait(timeout)

    # ------------------------------------------------------------------------------------------ dispatcher
    def _dispatch(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception:  # noqa: BLE001 - a failing job must not stop every later message
                log.exception("network job failed")

    def _publish(self, epoch: int, index: int, turn: int, seat: int, events: dict[int, list[Event]],
                 views: dict[int, Any],
                 own: dict[int, Any], may_undo: dict[int, bool], undone: dict[int, str] | str,
                 rewind: bool) -> None:
        with self._lock:
            self.epoch, self.index = epoch, index
            for k in self.slots:
                history = self._history[k]
                if rewind:
                    del history[index:]
                else:
                    history.append(self._step_for(k, turn, seat, events.get(k, []), own.get(k)))
                try:
                    self._views[k] = encode(views[k])
                except TypeError:
                    # A value the wire form has no place for (a bug): the seat keeps its last view for this decision
                    # and gets the next one - never a seat whose count of decisions falls behind the game's, which
                    # refuses its every decision as too late (a game that hangs).
                    log.exception("the view of seat %s after decision %s cannot be sent", k, index)
                self._may_undo[k] = may_undo.get(k, False)
                slot = self.slots[k]
                if slot.conn is not None:
                    steps = () if rewind else (history[-1],)
                    told = undone.get(k, "") if isinstance(undone, dict) else undone
                    slot.conn.send(self._update_text(k, steps, False, told))

    @staticmethod
    def _step_for(k: int, turn: int, seat: int, events: list[Event], own: Any) -> dict[str, Any]:
        """The decision as seat `k` is told it; without its events if they cannot be sent (see `_publish`)."""
        try:
            return seat_step(turn, seat, events, own)
        except TypeError:
            log.exception("the events of a decision cannot be sent to seat %s", k)
            return seat_step(turn, seat, [], own)

    def _update_text(self, seat: int, steps: Any, reset: bool, undone: str = "") -> str:
        return update_text(self.epoch, self.index, steps, self._views[seat], reset, self._may_undo.get(seat, False),
                           undone)

    def _send_update(self, seat: int, known: int, reset: bool = False, epoch: int | None = None) -> None:
        """Bring `seat` up to date from its `known` decisions (under the lock)."""
        slot = self.slots[seat]
        if slot.conn is None or seat not in self._views:
            return
        history = self._history[seat]
        if reset or epoch != self.epoch or not 0 <= known <= len(history):
            slot.conn.send(self._update_text(seat, history, True))
        else:
            slot.conn.send(self._update_text(seat, history[known:], False))

    def _seats_text(self) -> str:
        infos = []
        for seat, name in enumerate(self.names):
            slot = self.slots.get(seat)
            state: Any
            if seat in self.computers:
                state = "computer"
            elif slot is None:
                state = "host"            # played at the host's screen
            else:
                state = slot.state
            infos.append(SeatInfo(name=name, state=state))
        return write(Seats(type="seats", seats=tuple(infos)))

    def _send_seats(self) -> None:
        with self._lock:
            self._broadcast(self._seats_text())

    def _broadcast(self, text: str) -> None:
        with self._lock:
            for slot in self.slots.values():
                if slot.conn is not None:
                    slot.conn.send(text)

    # ------------------------------------------------------------------------------------------ connections
    def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        try:
            seat = self._greet(conn, address)
            if seat < 0:
                return
            self._read(conn, seat)
        except ConnectionClosed:
            pass
        finally:
            conn.outbox.put(None)          # the writer ends once it sent what was queued (a close, a refusal)
            self._gone(conn)
            conn.writer.join(2.0)          # the server closes the connection when this returns

    def _refuse(self, conn: Connection, reason: str) -> int:
        self.refused += 1
        conn.send(write(Refused(type="refused", reason=reason)))
        conn.close(1008, reason)
        conn.writer.join(3.0)
        return -1

    def _greet(self, conn: Connection, address: str) -> int:
        try:
            raw = conn.ws.recv(timeout=HELLO_TIMEOUT)
        except TimeoutError:
            return self._refuse(conn, "no hello in time")
        try:
            hello = read_client_message(raw)
        except ProtocolError as exc:
            return self._refuse(conn, str(exc))
        if not isinstance(hello, Hello):
            return self._refuse(conn, "the first message must be a hello")
        if hello.protocol != PROTOCOL_VERSION:
            return self._refuse(conn, "the host plays another version of the network protocol: update the game")
        now = time.monotonic()
        wrong = [t for t in self._wrong.get(address, []) if now - t < WRONG_CODE_PAUSE]
        if len(wrong) >= WRONG_CODES_ALLOWED:
            return self._refuse(conn, "too many wrong join codes: wait a minute")
        if not secrets.compare_digest(normal_code(hello.code).encode(), self.code.encode()):
            self._wrong[address] = [*wrong, now]
            time.sleep(0.2 * len(wrong))      # each wrong guess answered more slowly
            return self._refuse(conn, "the join code is wrong")
        name = clean_name(hello.name)
        if not name:
            return self._refuse(conn, "the name is empty")
        with self._lock:
            found, why = self._seat_for(hello)
            if found is None:
                return self._refuse(conn, why)
            slot = found
            rejoin = bool(hello.token)
            old = slot.conn
            if not slot.token:
                slot.token = new_token()
                slot.name = name
                if not self.started:
                    self.names[slot.seat] = name
            slot.conn = conn
            slot.left = False
            conn.seat = slot.seat
            conn.send(write(Welcome(type="welcome", protocol=PROTOCOL_VERSION, seat=slot.seat, token=slot.token,
                                    game=self.game, names=tuple(self.names))))
            if self.started:
                self._send_update(slot.seat, hello.index if rejoin else -1, epoch=hello.epoch)
        if old is not None:
            old.close(1000, "you joined again from elsewhere")
        self._send_seats()
        self.inbox.put(Inbound(slot.seat, "joined"))
        return slot.seat

    def _seat_for(self, hello: Hello) -> tuple[SeatSlot | None, str]:
        if hello.token:
            for slot in self.slots.values():
                if slot.token and secrets.compare_digest(slot.token.encode(), hello.token.encode()):
                    if slot.seat in self.computers:
                        return None, "the host gave this seat to a computer"
                    return slot, ""
            return None, "this seat's key is not known here (the game was started again?)"
        if hello.seat >= 0:
            wanted = self.slots.get(hello.seat)
            if wanted is None:
                return None, "that seat is not played from another computer"
            if wanted.token or hello.seat in self.computers:
                return None, "that seat is taken"
            return wanted, ""
        free = [s for s in sorted(self.slots.values(), key=lambda s: s.seat)
                if not s.token and s.seat not in self.computers]
        if not free:
            return None, "every seat is taken"
        return free[0], ""

    def _read(self, conn: Connection, seat: int) -> None:
        bucket = TokenBucket(self.rate, self.burst)
        dropped = 0
        warned = 0.0
        for raw in conn.ws:
            if not bucket.take():
                dropped += 1
                self.refused += 1
                if dropped >= DROPPED_BEFORE_CLOSE:
                    conn.close(1008, "too many messages")
                    return
                now = time.monotonic()
                if now - warned > 1.0:
                    warned = now
                    conn.send(write(Problem(type="problem", reason="too many messages: slow down", about="")))
                continue
            try:
                message = read_client_message(raw)
            except ProtocolError as exc:
                self.refused += 1
                conn.send(write(Problem(type="problem", reason=str(exc), about="")))
                continue
            if isinstance(message, Ping):
                conn.send(write(Pong(type="pong", nonce=message.nonce)))
            elif isinstance(message, Hello):
                self.refused += 1
                conn.send(write(Problem(type="problem", reason="already joined", about="hello")))
            else:
                with self._lock:
                    current = self.slots.get(seat)
                    mine = current is not None and current.conn is conn
                if not mine:
                    return
                if isinstance(message, Leave):
                    with self._lock:
                        self.slots[seat].left = True
                self.inbox.put(Inbound(seat, message))

    def _gone(self, conn: Connection) -> None:
        with self._lock:
            slot = self.slots.get(conn.seat)
            if slot is None or slot.conn is not conn:
                return
            slot.conn = None
        self.inbox.put(Inbound(conn.seat, "left"))
        self._jobs.put(self._send_seats)


def seat_step(turn: int, acting: int, events: list[Event], own: Any) -> dict[str, Any]:
    """A decision as one seat may know it (protocol.StepInfo's JSON): `events` as that seat may know them
    (secrecy.seat_events), `own` the action only if it was that seat's own."""
    step = StepInfo(turn=turn, seat=acting, events=encode(list(events)),
                    action=ActionFields(**own._asdict()) if own is not None else None)
    return step.model_dump(mode="json")


def update_text(epoch: int, index: int, steps: Any, view: Any, reset: bool, may_undo: bool, undone: str) -> str:
    """The text of an `Update` (protocol.py): written by hand, not through the model - the steps and the view are
    the codec's JSON already; the client reads it back through `Update`, which checks every field."""
    return json.dumps({"type": "update", "epoch": epoch, "index": index, "steps": list(steps), "view": view,
                       "reset": reset, "may_undo": may_undo, "undone": undone}, separators=(",", ":"),
                      ensure_ascii=False)


def seat_message(epoch: int, index: int, turn: int, acting: int, events: list[Event], observation: Any,
                 own: Any = None, may_undo: bool = False) -> str:
    """Everything the host sends a seat after a decision (`events` as that seat may know them), as the server
    writes it: the hidden-information test compares these bytes."""
    return update_text(epoch, index, (seat_step(turn, acting, events, own),), encode(observation), False, may_undo,
                       "")


def clean_name(text: str) -> str:
    """A player's name as shown: printable characters only, trimmed, at most NAME_LENGTH."""
    return "".join(c for c in text if c.isprintable()).strip()[:NAME_LENGTH]

