"""Game records: a game written down as its config and its decisions (the only thing a save file holds).

`GameRecord` round-trips through JSON with a format version. Loading a record replays it; a record that does not
replay (an illegal action, a checkpoint hash that differs) is reported with the action's index and the reason, and
one that lost its end (fewer actions than its `length`, a checkpoint past its last action) is reported as damaged.

Formats: 1 (until the engine hosted several games: every record is a classic game, its config has no `game`, its
`length` is optional); 2 (the config names its game; `length` is required). Every format ever written is read;
records are always written in the newest.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, SerializeAsAny, ValidationError, model_validator

from .. import __version__
from .actions import ActionJson
from .config import GameConfig, MissingContent, parse_config
from .limits import MAX_DECISIONS, at_most
from .position import parse_position, position_game
from .system import get_system, system_names
from .validation import first_problem

FORMAT_VERSION = 3
READABLE_FORMATS = (1, 2, 3)
CHECKPOINT_EVERY = 50
MAX_CHECKPOINTS = MAX_DECISIONS // CHECKPOINT_EVERY + 1


def _parse_optional_position(data: Any) -> BaseModel | None:
    return None if data is None else parse_position(data)


class Checkpoint(BaseModel):
    model_config = ConfigDict(extra="forbid")
    index: int = Field(ge=0)        # the state after this many actions
    state_hash: str


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format_version: int = FORMAT_VERSION
    app_version: str = __version__
    config: Annotated[SerializeAsAny[GameConfig], PlainValidator(parse_config)]
    # A game that began from a hand-written position (a scenario) instead of a new game's setup.
    position: Annotated[SerializeAsAny[BaseModel] | None, PlainValidator(_parse_optional_position)] = None
    # How many actions the record holds (required from format 2). Records written before it existed still load
    # (their last checkpoint, always after their last action, shows a cut instead).
    length: int | None = Field(default=None, ge=0, le=MAX_DECISIONS)
    actions: Annotated[list[ActionJson], at_most(MAX_DECISIONS, "decisions")] = []
    checkpoints: Annotated[list[Checkpoint], at_most(MAX_CHECKPOINTS, "checkpoints")] = []
    # Free-form facts a save file keeps for its listing (date, label); never needed to replay.
    meta: dict[str, Any] = {}

    @model_validator(mode="after")
    def _same_game(self) -> GameRecord:
        if self.position is not None and position_game(self.position) != self.config.game:
            raise ValueError(f"the position is of the game {position_game(self.position)!r}, the config of "
                             f"{self.config.game!r}")
        return self

    def to_json(self) -> str:
        return self.model_dump_json(indent=1, exclude_none=True)

    def action_dicts(self) -> list[dict[str, Any]]:
        return [a.model_dump(exclude_none=True) for a in self.actions]

    def check_complete(self, held: int | None = None) -> None:
        """Raise RecordError if the record lost actions (or gained some): a file cut short must not load as the
        earlier moment of the game it stops at. `held`: how many actions the file holds, for a record read without
        them (`read_summary`)."""
        held = len(self.actions) if held is None else held
        if self.length is not None and held < self.length:
            lost = f"action {held} is missing" if held == self.length - 1 else \
                f"actions {held} to {self.length - 1} are missing"
            raise RecordError(f"the record is damaged: it holds {held} of its {self.length} actions ({lost})")
        if self.length is not None and held > self.length:
            raise RecordError(f"the record is damaged: it holds {held} actions but says it has {self.length}")
        last = max((c.index for c in self.checkpoints), default=0)
        if last > held:
            raise RecordError(f"the record is damaged: it has a checkpoint after action {last} but only {held} "
                              f"actions (its end is missing)")


class RecordError(ValueError):
    """A record that cannot be read or replayed. `index` is the failing action's position, when there is one;
    `needs` names what the record's game needs and this installation lacks (config.MissingContent: an imported
    card set), "" when the record itself is at fault."""

    def __init__(self, reason: str, index: int | None = None, needs: str = "") -> None:
        self.reason = reason
        self.index = index
        self.needs = needs
        super().__init__(reason if index is None else f"action {index}: {reason}")


def parse_record(text: str | bytes) -> GameRecord:
    """Read a record from JSON, checking its format version first. Raises RecordError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a game record (not valid JSON at line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, UnicodeDecodeError):
        raise RecordError("not a game record (not text)") from None
    except RecursionError:
        raise RecordError("not a game record (nested too deeply)") from None
    return record_from_data(data)


def record_from_data(data: Any) -> GameRecord:
    """A record from its parsed JSON, of any format this version reads (an older one is brought up to date).
    Raises RecordError."""
    record = _validated(_brought_up_to_date(data))
    record.check_complete()
    return record


def _brought_up_to_date(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError("not a game record (expected a JSON object)")
    version = data.get("format_version")
    if version is None:
        raise RecordError("not a game record (no format_version)")
    if version not in READABLE_FORMATS or type(version) is not int:
        shown = repr(version)[:20]
        raise RecordError(f"this record has format version {shown}; this version of Thunderstone reads "
                          f"versions {', '.join(map(str, READABLE_FORMATS))}")
    if version == 1:
        data = _from_format_1(data)
    elif "length" not in data:
        raise RecordError("the record is damaged: it does not say how many actions it holds")
    checkpoints = data.get("checkpoints")
    if isinstance(checkpoints, list) and len(checkpoints) > MAX_CHECKPOINTS:
        raise RecordError(f"the record is damaged: it holds {len(checkpoints)} checkpoints, more than any game has "
                          f"({MAX_CHECKPOINTS})")
    config = data.get("config")
    game = config.get("game") if isinstance(config, dict) else None
    if version != FORMAT_VERSION and isinstance(game, str) and game in system_names():
        data = get_system(game).upgrade_record(data, version)
    length = data.get("length")
    if type(length) is int and length > MAX_DECISIONS:     # said before the actions are read
        raise RecordError(too_many_decisions(length))
    return data


def too_many_decisions(count: int) -> str:
    shown = f"{count:,}" if count < 10**20 else "more than 10^20"
    return f"it holds {shown} decisions, more than any game (at most {MAX_DECISIONS:,})"


def _validated(data: dict[str, Any]) -> GameRecord:
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_DECISIONS:
        raise RecordError(too_many_decisions(len(actions)))
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as exc:
        missing = _missing_content(exc)
        if missing is not None:
            raise RecordError(str(missing), needs=missing.needs) from None
        loc = exc.errors()[0]["loc"] if exc.errors() else ()
        index = loc[1] if len(loc) >= 2 and loc[0] == "actions" and isinstance(loc[1], int) else None
        raise RecordError(first_problem(exc), index) from None
    return record


def _missing_content(exc: ValidationError) -> MissingContent | None:
    for error in exc.errors():
        cause = error.get("ctx", {}).get("error")
        if isinstance(cause, MissingContent):
            return cause
    return None


# ----------------------------------------------------------------------------------------------- summaries
# The layout `GameRecord.to_json` writes (indent 1): each key of the record on a line of its own after one space,
# each action an object at indent 2, the closing brace alone at the start of the last line. JSON writes a line break
# inside a string as "\n", so these bytes occur nowhere else.
_KEY = b'\n "%s": '
_ACTION = b"\n  {"
_RECORD_END = b"\n}"


class RecordSummary(NamedTuple):
    """A record read without its actions (`read_summary`): what a file listing needs."""

    data: dict[str, Any]    # the record's JSON without its actions: format, config, position, length, checkpoints, meta
    actions: int            # how many actions the file holds
    end: int                # the offset just past the record (an autosave journal's lines follow)

    def record(self) -> GameRecord:
        """The record without its actions, checked as `record_from_data` checks a whole one (its format, its
        config and position, that it holds the actions it says). Raises RecordError."""
        record = _validated({**_brought_up_to_date(self.data), "actions": []})
        record.check_complete(self.actions)
        return record


def read_summary(raw: bytes) -> RecordSummary | None:
    """The record at the start of a save file's bytes, read without building its actions: the JSON around them is
    parsed, the actions are only counted (a listing of a 100,000-decision save costs milliseconds, not seconds and
    a gigabyte). None when the bytes are not in the layout `to_json` writes (a file written by hand: read it whole
    with `parse_record`). Raises RecordError for a record in that layout that lost its end or holds more decisions
    than any game."""
    start = 3 if raw.startswith(b"\xef\xbb\xbf") else 0
    while start < len(raw) and raw[start] in b" \t\r\n":
        start += 1
    if raw[start:start + 1] != b"{":
        return None
    at = raw.find(_KEY % b"actions", start)
    if at < 0 or raw[at + len(_KEY % b"actions"):at + len(_KEY % b"actions") + 1] != b"[":
        return None
    try:
        head = json.loads(raw[start:at].decode("utf-8").rstrip().removesuffix(",") + "\n}")
    except (ValueError, RecursionError):
        return None
    if not isinstance(head, dict):
        return None
    end = raw.find(_RECORD_END, at)
    if end < 0:
        raise RecordError("not a game record (not valid JSON: its end is missing)")
    end += len(_RECORD_END)
    keys = {name: raw.find(_KEY % name.encode(), at, end) for name in ("checkpoints", "meta")}
    stops = sorted(k for k in keys.values() if k >= 0)
    held = raw.count(_ACTION, at, stops[0] if stops else end)
    if held > MAX_DECISIONS:
        raise RecordError(too_many_decisions(held))
    decoder = json.JSONDecoder()
    for name, offset in keys.items():
        if offset >= 0:
            text = raw[offset + len(_KEY % name.encode()):end].decode("utf-8", "replace")
            try:
                head[name] = decoder.raw_decode(text)[0]
            except (ValueError, RecursionError):
                return None
    return RecordSummary(head, held, end)


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """A format-1 record is a classic game: its config and position name no game."""
    config = data.get("config")
    if isinstance(config, dict):
        if config.get("game", "classic") != "classic":
            raise RecordError("a format-1 record can only hold a classic Thunderstone game")
        data = {**data, "config": {**config, "game": "classic"}}
    return data
