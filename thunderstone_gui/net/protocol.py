"""The messages of network play, as pydantic models: what a client may say to the host, and what the host says.

Every message is one JSON object of a WebSocket text frame, with a `type`. What a client sends is read by
`read_client_message`: at most MAX_CLIENT_BYTES, valid UTF-8 JSON, one of the models below exactly (no field
more, every number within its bounds, no text longer than its limit); anything else is refused with one sentence
(`ProtocolError`), and nothing of the game changes. The host's messages are read by the client the same way, with
the larger limit MAX_HOST_BYTES (an observation of a 5-seat game is about 10 KB; a rejoin after a long absence
carries every decision missed).

No message carries a file path, code or a pickled object: actions are the engine's five plain fields, the views are
the codec's whitelisted JSON (net/codec.py).
"""

from __future__ import annotations

import json
import secrets
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL_VERSION = 1
DEFAULT_PORT = 47_615
MAX_CLIENT_BYTES = 16_384            # the largest message a client may send (an action is about 100 bytes)
MAX_HOST_BYTES = 8 * 1024 * 1024     # the largest the host sends (a rejoin with every decision of a long game)
MAX_FRAME_BYTES = 1024 * 1024        # beyond this the WebSocket layer itself closes the connection (1009)
NAME_LENGTH = 24
CHAT_LENGTH = 200
TOKEN_BYTES = 24                     # a seat's secret, given to the player who took it (rejoining proves the seat)

# The join code: 10 letters and digits of an alphabet without look-alikes (no 0/O, 1/I/L), 31 signs: 49.5 bits (31**10
# is 8 * 10**14). The host answers an address at most 5 wrong codes a minute: guessing one would take millions of
# years.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 10


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed: any case, spaces and dashes left out, look-alikes read as the signs they resemble."""
    table = str.maketrans({"0": "O", "1": "I", "L": "I"})
    cleaned = "".join(c for c in text.upper() if c.isalnum()).translate(table)
    return cleaned.replace("O", "0").replace("I", "1")     # signs the alphabet never uses: surely wrong


def shown_code(code: str) -> str:
    """The code as the lobby shows it: two groups of five."""
    return f"{code[:5]}-{code[5:]}" if len(code) == CODE_LENGTH else code


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class ProtocolError(ValueError):
    """A message refused: the sentence says why (in English; the client shows it translated when it knows it)."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


Name = Annotated[str, Field(min_length=1, max_length=NAME_LENGTH)]
Index = Annotated[int, Field(ge=-1, le=1_000_000)]


# ------------------------------------------------------------------------------------------ client -> host
class Hello(_Message):
    """The first message of a connection: which game (the code), who, which seat; a rejoin adds the seat's token
    and the last decision it has (`index`; -1: none), so the host sends what it missed."""

    type: Literal["hello"]
    protocol: Annotated[int, Field(ge=0, le=1000)]
    code: Annotated[str, Field(min_length=1, max_length=32)]
    name: Name
    seat: Annotated[int, Field(ge=-1, le=7)] = -1          # -1: any free seat
    token: Annotated[str, Field(max_length=64)] = ""
    epoch: Annotated[int, Field(ge=0, le=1_000_000)] = 0
    index: Index = -1


class ActionFields(_Message):
    kind: Annotated[str, Field(min_length=1, max_length=40, pattern=r"^[a-z_]+$")]
    card: Annotated[int, Field(ge=-1, le=100_000)] = -1
    target: Annotated[int, Field(ge=-1, le=100_000)] = -1
    rank: Annotated[int, Field(ge=-1, le=100)] = 0
    option: Annotated[str, Field(max_length=200)] = ""


class Act(_Message):
    """A decision of the sender's seat, taken when `index` decisions had been taken (a stale one is refused)."""

    type: Literal["act"]
    index: Annotated[int, Field(ge=0, le=1_000_000)]
    action: ActionFields


class UndoAsk(_Message):
    """Take back the last decision (`index`: decisions taken when asked)."""

    type: Literal["undo"]
    index: Annotated[int, Field(ge=0, le=1_000_000)]


class Consent(_Message):
    """An answer to another player's request to undo."""

    type: Literal["consent"]
    request: Annotated[int, Field(ge=0, le=1_000_000)]
    yes: bool


class Chat(_Message):
    type: Literal["chat"]
    text: Annotated[str, Field(min_length=1, max_length=CHAT_LENGTH)]


class Ping(_Message):
    type: Literal["ping"]
    nonce: Annotated[int, Field(ge=0, le=2**53)]


class Leave(_Message):
    """The player leaves for good (the host may give the seat to a computer)."""

    type: Literal["leave"]


ClientMessage = Annotated[Union[Hello, Act, UndoAsk, Consent, Chat, Ping, Leave], Field(discriminator="type")]
_client_adapter: TypeAdapter[Any] = TypeAdapter(ClientMessage)


# ------------------------------------------------------------------------------------------ host -> client
class SeatInfo(_Message):
    name: str
    state: Literal["host", "here", "away", "open", "computer"]   # here: connected; away: disconnected


class Welcome(_Message):
    type: Literal["welcome"]
    protocol: int
    seat: int
    token: str
    game: str
    names: tuple[str, ...]


class Refused(_Message):
    """The connection is not taken (a wrong code, a taken seat...): the reason, then the host closes."""

    type: Literal["refused"]
    reason: str


class StepInfo(_Message):
    """One decision as the receiving seat may know it: the turn it was taken in, who took it, its events (redacted
    for this seat, codec form) and the action itself only when it was this seat's own."""

    turn: int
    seat: int
    events: Any
    action: ActionFields | None = None


class Update(_Message):
    """The game after `index` decisions: the decisions since the client's last (`steps`, the last one ending at
    `index`), and the seat's observation (codec form). `reset`: the client's log starts again from the first
    decision (a rejoin after an undo it missed). `may_undo`: the seat may take back the last decision itself."""

    type: Literal["update"]
    epoch: int
    index: int
    steps: tuple[StepInfo, ...] = ()
    view: Any
    reset: bool = False
    may_undo: bool = False
    undone: str = ""            # an undo happened: the decision taken back, in words (English; the log says it)


class Seats(_Message):
    type: Literal["seats"]
    seats: tuple[SeatInfo, ...]


class ChatLine(_Message):
    type: Literal["chat_line"]
    seat: int
    name: str
    text: str


class Problem(_Message):
    """A message refused (the game unchanged): why, and the kind of message it was."""

    type: Literal["problem"]
    reason: str
    about: str = ""


class UndoQuestion(_Message):
    """Another player asks to take back decisions that are not only theirs: every player must agree."""

    type: Literal["undo_question"]
    request: int
    seat: int
    name: str
    what: str


class Pong(_Message):
    type: Literal["pong"]
    nonce: int


HostMessage = Annotated[Union[Welcome, Refused, Update, Seats, ChatLine, Problem, UndoQuestion, Pong],
                        Field(discriminator="type")]
_host_adapter: TypeAdapter[Any] = TypeAdapter(HostMessage)


# ------------------------------------------------------------------------------------------ reading and writing
def _first_problem(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in err.get("loc", ()))
    return f"{where}: {err.get('msg', 'not valid')}" if where else str(err.get("msg", "not valid"))


def _read(raw: str | bytes, limit: int, adapter: TypeAdapter[Any]) -> Any:
    if isinstance(raw, bytes):
        raise ProtocolError("binary messages are not part of the protocol")
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise ProtocolError(f"the message is too long ({size} bytes; at most {limit})")
    try:
        return adapter.validate_json(raw)
    except ValidationError as exc:
        kind = exc.errors(include_url=False)[0].get("type", "")
        if kind == "json_invalid":
            raise ProtocolError("the message is not JSON") from None
        if kind == "recursion_loop":
            raise ProtocolError("the message is nested too deeply") from None
        if kind in ("model_attributes_type", "dict_type", "model_type"):
            raise ProtocolError("a message is a JSON object") from None
        if kind in ("union_tag_not_found", "union_tag_invalid"):
            raise ProtocolError("the message's type is not one of the protocol") from None
        raise ProtocolError(f"the message is not valid ({_first_problem(exc)[:160]})") from None
    except (RecursionError, UnicodeError):
        raise ProtocolError("the message cannot be read") from None


def read_client_message(raw: str | bytes) -> Any:
    """A client's message as its model (raises ProtocolError with the reason)."""
    return _read(raw, MAX_CLIENT_BYTES, _client_adapter)


def read_host_message(raw: str | bytes) -> Any:
    return _read(raw, MAX_HOST_BYTES, _host_adapter)


def write(message: BaseModel) -> str:
    return json.dumps(message.model_dump(mode="json"), separators=(",", ":"), ensure_ascii=False)
