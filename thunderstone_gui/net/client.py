"""The client's side of network play: a connection on threads of its own, and the game as this seat knows it.

`NetClient` connects, says hello, and keeps the connection: when it drops it rejoins by itself with the seat's
token, the epoch and the last decision it has, so the host sends only what it missed. It never blocks the game's
thread: messages arrive on `poll()`, `send()` only queues.

`ClientGame` is the game as this seat knows it, without pygame: the last observation the host sent, a full state
made from it for the table to draw (`determinize` with a fixed seed: the hidden cards are placeholders, never shown
- the client never shuffles, draws or applies a decision), the decisions so far as this seat may know them, the
seats' states, the chat. It submits nothing itself: `act` sends a decision to the host, which answers with the
next update (or a problem, the game unchanged).
"""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
import time
from typing import Any, NamedTuple

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from ..engine.actions import Action
from ..engine.state import GameState
from .codec import CodecError, decode
from .protocol import (
    MAX_HOST_BYTES,
    PROTOCOL_VERSION,
    Act,
    ActionFields,
    Chat,
    ChatLine,
    Consent,
    Hello,
    Leave,
    Ping,
    Problem,
    ProtocolError,
    Refused,
    SeatInfo,
    Seats,
    UndoAsk,
    UndoQuestion,
    Update,
    Welcome,
    read_host_message,
    write,
)

CONNECT_TIMEOUT = 5.0
RECONNECT_SECONDS = 180.0        # how long a dropped client keeps trying (the host's restart after a crash)
PING_INTERVAL = 5.0
PING_TIMEOUT = 10.0
ANSWER_SECONDS = 4.0    # a decision sent and not answered by then (lost with a dropped connection) may go again


class Status(NamedTuple):
    """The connection changed: "connecting", "joined", "reconnecting", "refused" (reason), "lost" (gave up),
    "closed" (the host ended it: reason)."""

    state: str
    reason: str = ""


def address_parts(text: str, default_port: int) -> tuple[str, int]:
    """`host`, `host:port` or `[v6]:port` as typed (raises ValueError with the reason)."""
    text = text.strip()
    if not text:
        raise ValueError("no address")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise ValueError("not an address")
    port = default_port
    if port_text:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            raise ValueError("not a port number")
        port = int(port_text)
    return host, port


class NetClient:
    def __init__(self, host: str, port: int, code: str, name: str, seat: int = -1, token: str = "",
                 reconnect_seconds: float = RECONNECT_SECONDS) -> None:
        self.host, self.port = host, port
        self.code, self.name = code, name
        self.seat, self.token = seat, token
        self.epoch, self.index = 0, -1
        self.everything = False           # the next hello asks for the whole game (what arrived had a gap)
        self.reconnect_seconds = reconnect_seconds
        self.inbox: queue.Queue[Any] = queue.Queue()
        self._outbox: queue.Queue[str | None] = queue.Queue()
        self._ws: ClientConnection | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.state = "connecting"

    @property
    def uri(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}/"

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="thunderstone-net-client", daemon=True)
        self._thread.start()
        threading.Thread(target=self._write, name="thunderstone-net-client-out", daemon=True).start()

    def stop(self, leave: bool = False) -> None:
        """Close the connection (`leave`: tell the host the player leaves for good). Never waits: the writer thread
        closes the connection after what was queued (a leave) - a closing handshake with a host that stopped
        answering waits for its timeout, which the game's thread must not."""
        self._stop.set()
        if leave:
            self.send(Leave(type="leave"))
        self._outbox.put(None)

    def wait_closed(self, timeout: float) -> bool:
        """Wait until the connection's thread ended after `stop` (a process that exits next; False: still open)."""
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    def poll(self) -> list[Any]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: Any) -> None:
        self._outbox.put(write(message))

    def drop(self) -> None:
        """Cut the connection as a network would (no closing handshake): the client rejoins by itself."""
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(OSError):
                ws.socket.shutdown(socket.SHUT_RDWR)

    def ask_everything(self) -> None:
        """Join again and be told the whole game: what arrived does not follow from what this seat knows."""
        self.everything = True
        self.drop()

    def send_raw(self, text: str) -> None:
        """A message as given (the hostile-message tests send what no honest client would)."""
        self._outbox.put(text)

    # ------------------------------------------------------------------------------------------ threads
    def _write(self) -> None:
        while True:
            text = self._outbox.get()
            if text is None:
                ws = self._ws
                if ws is not None and self._stop.is_set():
                    with contextlib.suppress(Exception):     # already gone
                        ws.close()          # after what was queued before the stop (a leave)
                return
            ws = self._ws
            if ws is None:
                continue                 # not connected: the host will tell the client what it missed
            with contextlib.suppress(ConnectionClosed, OSError, RuntimeError):
                ws.send(text)

    def _status(self, state: str, reason: str = "") -> None:
        self.state = state
        self.inbox.put(Status(state, reason))

    def _run(self) -> None:
        deadline = None
        delay = 0.1
        while not self._stop.is_set():
            outcome = self._session()
            if outcome in ("refused", "closed") or self._stop.is_set():
                return
            if outcome == "joined":
                deadline, delay = None, 0.1
            if deadline is None:
                deadline = time.monotonic() + self.reconnect_seconds
                self._status("reconnecting")
            if time.monotonic() > deadline:
                self._status("lost")
                return
            self._stop.wait(delay)
            delay = min(2.0, delay * 2)

    def _session(self) -> str:
        """One connection, until it ends: "joined" (it worked, then dropped), "failed", "refused", "closed"."""
        try:
            opened = connect(self.uri, open_timeout=CONNECT_TIMEOUT, max_size=MAX_HOST_BYTES, proxy=None,
                             ping_interval=PING_INTERVAL, ping_timeout=PING_TIMEOUT, close_timeout=2,
                             user_agent_header=None)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed):
            return "failed"
        with opened as ws:
            outcome = self._talk(ws)
            code, reason = ws.close_code, ws.close_reason or ""
        if outcome != "joined":
            return outcome
        # The host closed the game, or gave this seat to a computer: trying again would not help. A connection
        # that just dropped (the host's crash, the network) is tried again.
        if code == 1001 or (code in (1000, 1008) and "computer" in reason):
            self._status("closed", reason)
            return "closed"
        return "joined"

    def _talk(self, ws: ClientConnection) -> str:
        joined = False
        try:
            ws.send(write(Hello(type="hello", protocol=PROTOCOL_VERSION, code=self.code, name=self.name,
                                seat=self.seat if not self.token else -1, token=self.token, epoch=self.epoch,
                                index=-1 if self.everything else self.index)))
            for raw in ws:
                try:
                    message = read_host_message(raw)
                except ProtocolError as exc:
                    self.inbox.put(Problem(type="problem", reason=f"the host sent a message we cannot read: {exc}"))
                    continue
                if isinstance(message, Refused):
                    if self.token and "key" in message.reason and self.seat >= 0:
                        self.token = ""            # the host lost our key (restarted from an old save): ask by seat
                        return "failed"
                    self._status("refused", message.reason)
                    return "refused"
                if isinstance(message, Welcome):
                    self.seat, self.token = message.seat, message.token
                    self.everything = False
                    self._ws = ws
                    joined = True
                    if self._stop.is_set():
                        break               # stopped while connecting: nobody closes this connection but us
                    self._status("joined")
                elif isinstance(message, Update):
                    self.epoch, self.index = message.epoch, message.index
                self.inbox.put(message)
        except (ConnectionClosed, OSError, RuntimeError):
            pass
        finally:
            self._ws = None
        return "joined" if joined else "failed"


class StepSeen(NamedTuple):
    """A decision as this seat knows it (the table's history: Advance's Prepare reads the seat's own)."""

    action: Action
    seat: int
    revealed: bool = False


NO_ACTION = Action("")


class ClientGame:
    """The game as one remote seat knows it (see the module's text)."""

    def __init__(self, client: NetClient) -> None:
        self.client = client
        self.seat = client.seat
        self.game = ""
        self.names: list[str] = []
        self.seats: tuple[SeatInfo, ...] = ()
        self.observation: Any = None
        self.state: GameState | None = None
        self.steps: list[StepSeen] = []
        self.turns: list[int] = []
        self.epoch = 0
        self.may_undo = False
        self.chat: list[tuple[int, str, str]] = []
        self.problems: list[str] = []
        self.questions: list[UndoQuestion] = []
        self.connection = "connecting"
        self.reason = ""
        self.sent_at = -1             # the index at which a decision was sent and not yet answered
        self.sent_time = 0.0

    @property
    def started(self) -> bool:
        return self.state is not None

    @property
    def index(self) -> int:
        return len(self.steps)

    def my_turn(self) -> bool:
        """This seat decides now and may send it: connected (a decision made while the connection is down would be
        lost), and not waiting for the answer to one sent (unless it may have been lost: ANSWER_SECONDS)."""
        return (self.observation is not None and self.observation.result is None and self.connection == "joined"
                and self.observation.pending.seat == self.seat and bool(self.observation.legal)
                and (self.sent_at != self.index or time.monotonic() - self.sent_time > ANSWER_SECONDS))

    def legal(self) -> tuple[Action, ...]:
        return self.observation.legal if self.my_turn() else ()

    # ------------------------------------------------------------------------------------------ receiving
    def pump(self) -> list[tuple[str, Any]]:
        """Take what arrived: a list of changes for the table, each ("update", (Update, [events of each new
        decision])), ("seats", None), ("chat", line), ("problem", reason), ("question", UndoQuestion),
        ("status", Status), ("welcome", None)."""
        out: list[tuple[str, Any]] = []
        for message in self.client.poll():
            if isinstance(message, Status):
                self.connection, self.reason = message.state, message.reason
                out.append(("status", message))
            elif isinstance(message, Welcome):
                self.seat, self.game, self.names = message.seat, message.game, list(message.names)
                out.append(("welcome", None))
            elif isinstance(message, Seats):
                self.seats = message.seats
                self.names = [s.name for s in message.seats]
                out.append(("seats", None))
            elif isinstance(message, Update):
                try:
                    told = self._take(message)
                    if told is not None:
                        out.append(("update", (message, told)))
                except (CodecError, TypeError, ValueError, KeyError) as exc:
                    out.append(("problem", f"the host sent a view we cannot read: {exc}"))
            elif isinstance(message, ChatLine):
                self.chat.append((message.seat, message.name, message.text))
                del self.chat[:-50]
                out.append(("chat", message))
            elif isinstance(message, Problem):
                self.sent_at = -1
                self.problems.append(message.reason)
                out.append(("problem", message.reason))
            elif isinstance(message, UndoQuestion):
                self.questions.append(message)
                out.append(("question", message))
        return out

    def _take(self, update: Update) -> list[list[Any]] | None:
        """The update taken: the events of each decision it tells; None if it was not (it leaves out decisions this
        seat has not had: the seat asks for the whole game again - a seat that miscounted the decisions would
        have its every decision refused as too late)."""
        from ..engine.views import determinize

        first = update.index - len(update.steps)
        if not update.reset and first > len(self.steps):
            self.client.ask_everything()
            return None
        observation = decode(update.view)
        if getattr(observation, "viewer", None) != self.seat:
            raise ValueError("a view of another seat")
        state = determinize(observation, 0)
        if update.reset or first < 0:
            self.steps, self.turns = [], []
            first = 0
        del self.steps[first:]
        del self.turns[first:]
        told: list[list[Any]] = []
        for step in update.steps:
            events = decode(step.events)
            action = Action(**step.action.model_dump()) if step.action is not None else NO_ACTION
            self.steps.append(StepSeen(action, step.seat))
            self.turns.append(step.turn)
            told.append(list(events))
        self.observation, self.state = observation, state
        self.epoch = update.epoch
        self.may_undo = update.may_undo
        self.sent_at = -1
        return told

    # ------------------------------------------------------------------------------------------ acting
    def act(self, action: Action) -> bool:
        """Send a decision of this seat to the host (False if it is not this seat's turn or not legal)."""
        if not self.my_turn() or action not in self.observation.legal:
            return False
        self.sent_at, self.sent_time = self.index, time.monotonic()
        self.client.send(Act(type="act", index=self.index, action=ActionFields(**action._asdict())))
        return True

    def ask_undo(self) -> None:
        self.client.send(UndoAsk(type="undo", index=self.index))

    def answer(self, request: int, yes: bool) -> None:
        self.questions = [q for q in self.questions if q.request != request]
        self.client.send(Consent(type="consent", request=request, yes=yes))

    def say(self, text: str) -> None:
        text = text.strip()
        if text:
            self.client.send(Chat(type="chat", text=text[:200]))

    def ping(self, nonce: int) -> None:
        self.client.send(Ping(type="ping", nonce=nonce))
