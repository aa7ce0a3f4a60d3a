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
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, PlainValidator, SerializeAsAny, ValidationError, model_validator

from .. import __version__
from .actions import ActionJson
from .config import GameConfig, MissingContent, parse_config
from .position import parse_position, position_game
from .system import get_system, system_names

FORMAT_VERSION = 2
READABLE_FORMATS = (1, 2)
CHECKPOINT_EVERY = 50
# The most decisions and checkpoints a record may hold: far beyond any game (a long five-seat game makes under
# 10,000 decisions), and few enough that a crafted record is refused before tens of seconds of checking them.
MAX_ACTIONS = 50_000
MAX_CHECKPOINTS = MAX_ACTIONS // CHECKPOINT_EVERY + 10


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
    length: int | None = Field(default=None, ge=0)
    actions: list[ActionJson] = []
    checkpoints: list[Checkpoint] = []
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

    def check_complete(self) -> None:
        """Raise RecordError if the record lost actions (or gained some): a file cut short must not load as the
        earlier moment of the game it stops at."""
        held = len(self.actions)
        if self.length is not None and held < self.length:
            lost = f"action {held} is" if held == self.length - 1 else f"actions {held} to {self.length - 1} are"
            raise RecordError(f"the record is damaged: it holds {held} of its {self.length} actions ({lost} "
                              "missing)")
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
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"not a game record (not valid JSON: {exc})") from None
    except RecursionError:
        raise RecordError("not a game record (nested too deeply)") from None
    return record_from_data(data)


def record_from_data(data: Any) -> GameRecord:
    """A record from its parsed JSON, of any format this version reads (an older one is brought up to date).
    Raises RecordError."""
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
    actions, checkpoints = data.get("actions"), data.get("checkpoints")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise RecordError(f"the record is damaged: it holds {len(actions)} decisions, more than any game has "
                          f"({MAX_ACTIONS})")
    if isinstance(checkpoints, list) and len(checkpoints) > MAX_CHECKPOINTS:
        raise RecordError(f"the record is damaged: it holds {len(checkpoints)} checkpoints, more than any game has "
                          f"({MAX_CHECKPOINTS})")
    config = data.get("config")
    game = config.get("game") if isinstance(config, dict) else None
    if version != FORMAT_VERSION and isinstance(game, str) and game in system_names():
        data = get_system(game).upgrade_record(data, version)
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as exc:
        missing = _missing_content(exc)
        if missing is not None:
            raise RecordError(str(missing), needs=missing.needs) from None
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        index = None
        loc = first["loc"]
        if len(loc) >= 2 and loc[0] == "actions" and isinstance(loc[1], int):
            index = loc[1]
        raise RecordError(f"{where}: {first['msg']}", index) from None
    record.check_complete()
    return record


def _missing_content(exc: ValidationError) -> MissingContent | None:
    for error in exc.errors():
        cause = error.get("ctx", {}).get("error")
        if isinstance(cause, MissingContent):
            return cause
    return None


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """A format-1 record is a classic game: its config and position name no game."""
    config = data.get("config")
    if isinstance(config, dict):
        if config.get("game", "classic") != "classic":
            raise RecordError("a format-1 record can only hold a classic Thunderstone game")
        data = {**data, "config": {**config, "game": "classic"}}
    return data
