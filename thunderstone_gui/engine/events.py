"""What happened: the engine returns a list of events from every `apply`.

Events drive the game log and the table's animations. `cards` are card instances; `data` holds the rest (amounts,
card ids, zone names). An event with `private=True` shows its cards only to `seat` (a draw); everyone else learns
only how many cards moved (see `redact`).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    data: dict[str, Any] | None = None
    private: bool = False

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default) if self.data else default


def redact(event: Event, viewer: int) -> Event:
    """The event as `viewer` may see it: another player's private cards become a count."""
    if not event.private or event.seat == viewer:
        return event
    data = dict(event.data or {})
    data["count"] = len(event.cards)
    return Event(event.kind, event.seat, (), data, True)
