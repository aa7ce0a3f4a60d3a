"""The wire form of what a seat may see: observations and events as plain JSON, read back with a whitelist.

An observation is a NamedTuple of a game system holding tuples, NamedTuples (Pending, Action, SeatView...), the
turn's record (a class with `__slots__`) and the config (a pydantic model). JSON has only lists and objects, so each
kind is tagged:

    [a, b]                    a tuple (the common case)
    {"l": [...]}              a list
    {"s": [...]}              a set (its members sorted by their JSON, so equal sets are equal bytes)
    {"f": [...]}              a frozenset (sorted likewise)
    {"d": [[k, v], ...]}      a dict (keys of any kind, in insertion order)
    {"n": "name", "v": [...]} a NamedTuple of the whitelist
    {"o": "name", "v": {...}} a class with __slots__ of the whitelist (the turn's record)
    {"m": "name", "v": {...}} a pydantic model of the whitelist (a config; a Quest card effect waiting on the
                              continuation stack), read back with its own validation

Reading never imports, evaluates or unpickles anything: a name not on the whitelist, a field it does not have, a
nesting deeper than MAX_DEPTH or more than MAX_ITEMS values is refused with `CodecError`. Writing the same value
always gives the same bytes (`dumps`: sorted sets, no whitespace), which is what the hidden-information test of
tests/net compares.
"""

from __future__ import annotations

import json
from typing import Any, Callable

MAX_DEPTH = 40
MAX_ITEMS = 400_000


class CodecError(ValueError):
    """A wire value that is not one this codec writes."""


_REGISTRY: dict[str, type] | None = None
_NAMES: dict[type, str] = {}


def _registry() -> dict[str, type]:
    """The whitelist: every class an observation or an event of the three games is made of, by a stable name."""
    global _REGISTRY
    if _REGISTRY is None:
        from ..engine.actions import Action
        from ..engine.events import Event
        from ..engine.observation import SeatView
        from ..engine.state import GameResult, Pending
        from ..systems.advance.config import AdvanceConfig
        from ..systems.advance.observe import Observation as AdvanceObservation
        from ..systems.advance.state import AdvanceTurn
        from ..systems.classic.config import ClassicConfig
        from ..systems.classic.observe import Observation as ClassicObservation
        from ..systems.classic.state import TurnState
        from ..systems.quest.config import QuestConfig
        from ..systems.quest.observe import Observation as QuestObservation
        from ..systems.quest.observe import SeatView as QuestSeatView
        from ..systems.quest.state import QuestTurn

        found: dict[str, type] = {
            "Action": Action, "Event": Event, "SeatView": SeatView, "GameResult": GameResult, "Pending": Pending,
            "classic.Observation": ClassicObservation, "classic.Turn": TurnState, "classic.Config": ClassicConfig,
            "advance.Observation": AdvanceObservation, "advance.Turn": AdvanceTurn, "advance.Config": AdvanceConfig,
            "quest.Observation": QuestObservation, "quest.SeatView": QuestSeatView, "quest.Turn": QuestTurn,
            "quest.Config": QuestConfig,
        }
        # A Quest decision asked in the middle of a card's effects (which Wound to heal, then "gain a Potion")
        # leaves the rest on the continuation stack, which the observation shows: every kind of card effect.
        found.update({f"quest.effect.{cls.__name__}": cls for cls in quest_effect_kinds()})
        _NAMES.update({cls: name for name, cls in found.items()})
        _REGISTRY = found
    return _REGISTRY


def quest_effect_kinds() -> tuple[type, ...]:
    """The models of Quest's card effects (one per verb: systems/quest/effects.py `Effect`)."""
    from typing import get_args

    from ..systems.quest.effects import Effect

    union = get_args(Effect)[0]          # Annotated[Union[...], Field(discriminator=...)]
    return tuple(get_args(union))


def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in getattr(klass, "__slots__", ()):
            if name not in names and name != "__weakref__":
                names.append(name)
    return tuple(names)


def _sort_key(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def encode(value: Any) -> Any:
    """`value` as JSON-able data (raises TypeError for a kind of value the whitelist does not know)."""
    _registry()
    return _encode(value)


def _encode(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value
    cls = type(value)
    name = _NAMES.get(cls)
    if name is not None:
        if isinstance(value, tuple):                          # a NamedTuple
            return {"n": name, "v": [_encode(v) for v in value]}
        if hasattr(value, "model_dump"):                      # a pydantic model
            return {"m": name, "v": value.model_dump(mode="json")}
        return {"o": name, "v": {slot: _encode(getattr(value, slot)) for slot in _slots(cls)}}
    if cls is tuple:
        return [_encode(v) for v in value]
    if cls is list:
        return {"l": [_encode(v) for v in value]}
    if cls is set or cls is frozenset:
        return {"s" if cls is set else "f": sorted((_encode(v) for v in value), key=_sort_key)}
    if cls is dict:
        return {"d": [[_encode(k), _encode(v)] for k, v in value.items()]}
    raise TypeError(f"the wire form has no place for a {cls.__name__}")


def dumps(value: Any) -> str:
    """The same value always gives the same text."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


class _Reader:
    def __init__(self) -> None:
        self.items = 0
        self.registry = _registry()

    def read(self, data: Any, depth: int) -> Any:
        self.items += 1
        if self.items > MAX_ITEMS:
            raise CodecError("too many values")
        if depth > MAX_DEPTH:
            raise CodecError("nested too deeply")
        if data is None or isinstance(data, (bool, int, str, float)):
            return data
        if isinstance(data, list):
            return tuple(self.read(v, depth + 1) for v in data)
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise CodecError("not a value of the wire form")
        keys = set(data)
        if keys == {"l"}:
            return [self.read(v, depth + 1) for v in self._list(data["l"])]
        if keys == {"s"} or keys == {"f"}:
            items = [self.read(v, depth + 1) for v in self._list(data.get("s", data.get("f")))]
            try:
                return set(items) if "s" in data else frozenset(items)
            except TypeError:
                raise CodecError("a set of values that cannot be in a set") from None
        if keys == {"d"}:
            out: dict[Any, Any] = {}
            for pair in self._list(data["d"]):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise CodecError("a dict entry is not a pair")
                key = self.read(pair[0], depth + 1)
                try:
                    out[key] = self.read(pair[1], depth + 1)
                except TypeError:
                    raise CodecError("a dict key that cannot be one") from None
            return out
        for tag in ("n", "o", "m"):
            if keys == {tag, "v"}:
                return self._object(tag, data[tag], data["v"], depth)
        raise CodecError("not a value of the wire form")

    @staticmethod
    def _list(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise CodecError("a list was expected")
        return value

    def _object(self, tag: str, name: Any, value: Any, depth: int) -> Any:
        cls = self.registry.get(name) if isinstance(name, str) else None
        if cls is None:
            raise CodecError(f"unknown kind of value {str(name)[:40]!r}")
        if tag == "n":
            fields: tuple[str, ...] = getattr(cls, "_fields", ())
            items = self._list(value)
            if not fields or len(items) != len(fields):
                raise CodecError(f"{name} has {len(fields)} fields")
            return cls(*(self.read(v, depth + 1) for v in items))
        if tag == "m":
            validate: Callable[[Any], Any] | None = getattr(cls, "model_validate", None)
            if validate is None:
                raise CodecError(f"{name} is not a model")
            try:
                return validate(value)
            except ValueError as exc:
                raise CodecError(f"{name}: {str(exc).splitlines()[0][:200]}") from None
        slots = _slots(cls)
        if not slots or not isinstance(value, dict) or set(value) != set(slots):
            raise CodecError(f"{name} has other fields")
        obj: Any = object.__new__(cls)
        for slot in slots:
            setattr(obj, slot, self.read(value[slot], depth + 1))
        return obj


def decode(data: Any) -> Any:
    """Read back what `encode` wrote (raises CodecError for anything else)."""
    return _Reader().read(data, 0)
