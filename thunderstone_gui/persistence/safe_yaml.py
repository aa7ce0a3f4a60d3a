"""YAML from the player's folders, read within limits (`limits.DataLimits`).

PyYAML's safe loader builds what a file says and nothing else, but a file can say a lot in few bytes: aliases that
repeat anchors that repeat anchors (eight levels of ten make 10^8 values from 1 KB, the "billion laughs"), an alias
inside its own anchor (a list that holds itself), nesting thousands deep. `load` reads the file's events first,
without building anything, and counts what building it would make - an alias counts as everything it repeats - and
refuses the file with `YamlLimit` before a single value is built when it goes beyond the limits. Aliases as such are
fine (`yaml.safe_dump` writes them for repeated lists, so filled-in templates have them): only what they add up to
is limited.
"""

from __future__ import annotations

import gc
from typing import Any, Literal

import yaml
from yaml.events import (
    AliasEvent,
    CollectionEndEvent,
    CollectionStartEvent,
    ScalarEvent,
)

from .limits import DataLimits

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

Excess = Literal["depth", "values", "text", "self"]


class YamlLimit(ValueError):
    """A file beyond a limit: `what` is "depth", "values" (counting what aliases repeat), "text" (one text too
    long) or "self" (an alias inside its own anchor); `limit` the limit, `line` where (1-based)."""

    def __init__(self, what: Excess, limit: int, line: int) -> None:
        super().__init__(f"{what} beyond {limit} (line {line})")
        self.what = what
        self.limit = limit
        self.line = line


def measure(text: str, limits: DataLimits) -> None:
    """Raise YamlLimit if building `text` would go beyond `limits`, yaml.YAMLError if it is not YAML. Builds
    nothing: it walks the parser's events, keeping for each anchor how many values it holds and how deep."""
    anchors: dict[str, tuple[int, int]] = {}     # anchor -> (values, depth) of what it names
    open_anchors: set[str] = set()
    # One entry per open collection: [anchor, values so far (itself included), depth below it].
    stack: list[list[Any]] = []
    total = 0
    event: Any
    for event in yaml.parse(text, Loader=_Loader):
        kind = type(event)
        if kind is ScalarEvent:
            if len(event.value) > limits.text:
                raise YamlLimit("text", limits.text, _line(event))
            size, height = 1, 0
            if event.anchor is not None:
                anchors[event.anchor] = (1, 0)
        elif kind is AliasEvent:
            if event.anchor in open_anchors:
                raise YamlLimit("self", 0, _line(event))
            size, height = anchors.get(event.anchor, (1, 0))
        elif issubclass(kind, CollectionStartEvent):
            total += 1
            if total > limits.values:
                raise YamlLimit("values", limits.values, _line(event))
            if len(stack) + 1 > limits.depth:
                raise YamlLimit("depth", limits.depth, _line(event))
            anchor = event.anchor
            if anchor is not None:
                open_anchors.add(anchor)
            stack.append([anchor, 1, 0])
            continue
        elif issubclass(kind, CollectionEndEvent):
            anchor, size, height = stack.pop()
            height += 1
            if anchor is not None:
                open_anchors.discard(anchor)
                anchors[anchor] = (size, height)
            if stack:
                parent = stack[-1]
                parent[1] += size
                parent[2] = max(parent[2], height)
            continue
        else:
            continue                     # the stream's and the documents' start and end
        # A scalar or an alias: `size` values more, `height` levels below where it stands.
        total += size
        if total > limits.values:
            raise YamlLimit("values", limits.values, _line(event))
        if len(stack) + height > limits.depth:
            raise YamlLimit("depth", limits.depth, _line(event))
        if stack:
            parent = stack[-1]
            parent[1] += size
            parent[2] = max(parent[2], height)


def load(text: str, limits: DataLimits) -> Any:
    """The data of a YAML document within `limits` (PyYAML's safe loader, C-accelerated where available). Raises
    YamlLimit, yaml.YAMLError, or what PyYAML's constructors raise for a value they cannot build."""
    measure(text, limits)
    # Building many small objects wakes the cyclic garbage collector again and again over everything already built
    # (a 1 MB set of 6,000 cards: 1.5 s instead of 0.7 s); nothing built here is garbage, so it waits till the end.
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - the safe loader
    finally:
        if paused:
            gc.enable()


def _line(event: Any) -> int:
    mark = getattr(event, "start_mark", None)
    return mark.line + 1 if mark is not None else 0
