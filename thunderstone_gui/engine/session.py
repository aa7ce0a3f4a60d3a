"""A game in progress: the record (config + decisions) and the state derived from it, with undo and redo.

Undo replays all decisions but the last from the nearest snapshot, so it never re-rolls randomness (the generator
lives in the state). Two policies (the game config's `undo_policy`):

- strict: the last decision can be undone only if the seat now deciding took it and it revealed nothing hidden
  (no draw, no shuffle, no new monster, no other seat's decision) - the rule of the online platforms;
- casual: anything can be undone.
"""

from __future__ import annotations

import copy
from typing import Any, Iterable, NamedTuple

from pydantic import BaseModel

from .actions import Action, action_to_json
from .config import GameConfig
from .events import Event
from .game import apply, resolve
from .position import PositionError, position_config, position_state
from .record import CHECKPOINT_EVERY, GameRecord, RecordError, parse_record
from .state import GameState

SNAPSHOT_EVERY = 32


class Step(NamedTuple):
    """One decision taken: the action, who took it, whether it revealed hidden cards."""

    action: Action
    seat: int
    revealed: bool


class Session:
    def __init__(self, config: GameConfig, position: BaseModel | None = None) -> None:
        """A new game from `config`, or from a hand-written `position` (then its own config is used). Raises
        PositionError if the position cannot be built or the rules do not allow it."""
        from .game import new_game

        self.position = position
        self.state: GameState = position_state(position) if position is not None else new_game(config)
        self.config = self.state.config
        self.steps: list[Step] = []
        self._snapshots: dict[int, GameState] = {0: self.state.clone()}
        self._redo: list[Action] = []
        self.meta: dict[str, Any] = {}     # kept from a loaded record (a save's label...)
        # The record, kept as the game goes so that saving never replays the game.
        self._json: list[dict[str, Any]] = []
        self._hashes: dict[int, str] = {}

    @classmethod
    def from_position(cls, position: BaseModel) -> Session:
        return cls(position_config(position), position)

    # --------------------------------------------------------------------------------------- playing
    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def submit(self, action: Action | dict[str, Any]) -> list[Event]:
        """Take a decision (raises IllegalAction, changing nothing, if it is not legal). Clears the redo list."""
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Action | dict[str, Any]) -> list[Event]:
        state = self.state
        if not isinstance(action, Action):
            action = resolve(state, action)
        seat = state.pending.seat
        reveals = state.reveals
        written = action_to_json(state, action)
        events = apply(state, action)
        self.steps.append(Step(action, seat, state.reveals != reveals))
        self._json.append(written)
        count = len(self.steps)
        if count % SNAPSHOT_EVERY == 0:
            self._snapshots[count] = state.clone()
        if count % CHECKPOINT_EVERY == 0:
            self._hashes[count] = state.state_hash()
        return events

    # --------------------------------------------------------------------------------------- undo / redo
    @property
    def policy(self) -> str:
        return self.config.variants.undo_policy

    def can_undo(self) -> bool:
        if not self.steps:
            return False
        if self.policy == "casual":
            return True
        last = self.steps[-1]
        return not last.revealed and last.seat == self.state.pending.seat

    def undo(self) -> Action:
        """Take the last decision back; returns it (the state is now the one it was taken in)."""
        if not self.can_undo():
            raise RecordError("nothing can be undone now" if not self.steps else
                              "that decision cannot be undone (it revealed hidden cards or was another player's)")
        action = self.steps[-1].action
        self._redo.append(action)
        self._rewind(len(self.steps) - 1)
        return action

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        if not self._redo:
            raise RecordError("nothing to redo")
        return self._apply(self._redo.pop())

    def _rewind(self, count: int) -> None:
        """Make the state the one after the first `count` decisions."""
        base = max(i for i in self._snapshots if i <= count)
        state = self._snapshots[base].clone()
        for step in self.steps[base:count]:
            apply(state, step.action)
        self.state = state
        del self.steps[count:]
        del self._json[count:]
        for index in [i for i in self._snapshots if i > count]:
            del self._snapshots[index]
        for index in [i for i in self._hashes if i > count]:
            del self._hashes[index]

    def fork(self, count: int) -> Session:
        """A new game going on from the moment after the first `count` decisions (the replay's "Play from here"):
        the same start (position included), those decisions and their snapshots, without replaying the game."""
        other = copy.copy(self)
        other.state = self.state_at(count)
        other.steps = self.steps[:count]
        other._snapshots = {i: s for i, s in self._snapshots.items() if i <= count}   # never changed in place
        other._redo = []
        other.meta = {}
        other._json = self._json[:count]
        other._hashes = {i: h for i, h in self._hashes.items() if i <= count}
        return other

    def state_at(self, count: int) -> GameState:
        """A copy of the state after the first `count` decisions (for the replay viewer)."""
        base = max(i for i in self._snapshots if i <= count)
        state = self._snapshots[base].clone()
        for step in self.steps[base:count]:
            apply(state, step.action)
        return state

    # --------------------------------------------------------------------------------------- records
    def record(self, meta: dict[str, Any] | None = None) -> GameRecord:
        """The game as a record; checkpoints carry the state hash every CHECKPOINT_EVERY decisions and at the end
        (records written before `length` existed rely on that last one to show that none of their end is lost)."""
        hashes = dict(self._hashes)
        if self.steps:
            hashes[len(self.steps)] = self.state.state_hash()
        return GameRecord.model_validate({
            "config": self.config.model_dump(),
            "position": self.position.model_dump() if self.position is not None else None,
            "length": len(self._json),
            "actions": self._json,
            "checkpoints": [{"index": i, "state_hash": h} for i, h in sorted(hashes.items())],
            "meta": {**self.meta, **(meta or {})}})

    @classmethod
    def from_record(cls, record: GameRecord | str) -> Session:
        """Replay a record. Raises RecordError naming the first action that fails or diverges."""
        if isinstance(record, str):
            record = parse_record(record)
        record.check_complete()
        try:
            if record.position is not None and position_config(record.position) != record.config:
                raise RecordError("the record's config is not the one its starting position makes (the file was "
                                  "edited)")
            session = cls(record.config, record.position)
        except PositionError as exc:
            raise RecordError(f"the record's starting position is refused: {exc}") from None
        session.meta = dict(record.meta)
        checks = {c.index: c.state_hash for c in record.checkpoints}
        for index, action in enumerate(record.action_dicts()):
            try:
                session._apply(action)
            except ValueError as exc:
                raise RecordError(str(exc), index) from None
            expected = checks.get(index + 1)
            if expected is not None and session.state.state_hash() != expected:
                raise RecordError("the game diverges from the record here (state hash differs); the record was "
                                  "changed or made by an incompatible version", index)
        return session

    @classmethod
    def replay(cls, config: GameConfig, actions: Iterable[Action | dict[str, Any]]) -> Session:
        session = cls(config)
        for index, action in enumerate(actions):
            try:
                session._apply(action)
            except ValueError as exc:
                raise RecordError(str(exc), index) from None
        return session
