"""Small helpers for rules tests: build a position, take actions by their JSON form, read the results."""

from __future__ import annotations

from typing import Any

from thunderstone_gui.engine import apply, breakdown, legal_actions, resolve
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.events import Event
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState


def position(hand: list[str] | None = None, *, deck: list[str] | None = None, discard: list[str] | None = None,
             hall: list[str | None] | None = None, dungeon: list[str] | None = None, xp: int = 0,
             others: list[dict[str, Any]] | None = None, edition: str = "2nd", seats: int | None = None,
             **extra: Any) -> ClassicState:
    """Seat 0 to play with `hand` (deck top first). Other seats: `others` (player dicts) or fresh starting decks."""
    players = [{"hand": hand or [], "deck": deck or [], "discard": discard or [], "xp": xp}] + (others or [])
    spec: dict[str, Any] = {"players": players, "rules_edition": edition, "dungeon": dungeon or [], **extra}
    if hall is not None:
        spec["hall"] = hall
    if seats is not None:
        spec["seats"] = seats
    return build_position(Position.model_validate(spec))


def act(state: ClassicState, *actions: dict[str, Any] | str) -> list[Event]:
    """Apply JSON actions in order; a bare string is a type without fields ("enter_dungeon")."""
    events: list[Event] = []
    for data in actions:
        if isinstance(data, str):
            data = {"type": data}
        events += apply(state, resolve(state, data))
    return events


def choose(state: ClassicState, card: str | None = None, option: str | None = None, rank: int | None = None
           ) -> list[Event]:
    data: dict[str, Any] = {"type": "choose"}
    if card:
        data["card"] = card
    if option:
        data["option"] = option
    if rank:
        data["rank"] = rank
    return act(state, data)


def ids(state: ClassicState, iids: list[int]) -> list[str]:
    return [state.cards[i].id for i in iids]


def hand(state: ClassicState, seat: int = 0) -> list[str]:
    return ids(state, state.players[seat].hand)


def discard(state: ClassicState, seat: int = 0) -> list[str]:
    return ids(state, state.players[seat].discard)


def owned(state: ClassicState, seat: int = 0) -> list[str]:
    """Every card the seat owns (deck, hand, discard)."""
    return ids(state, state.players[seat].owned())


def trash(state: ClassicState) -> list[str]:
    return ids(state, state.trash)


def total(state: ClassicState, rank: int) -> int:
    return breakdown(state, rank).total


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def legal_kinds(state: ClassicState) -> set[str]:
    return {a.kind for a in legal_actions(state)}


def has_legal(state: ClassicState, data: dict[str, Any]) -> bool:
    try:
        resolve(state, data)
    except ValueError:
        return False
    return True


def dungeon_top(state: ClassicState) -> str:
    return state.cards[state.dungeon[-1]].id


def bottom_of_dungeon(state: ClassicState) -> str:
    return state.cards[state.dungeon[0]].id


__all__ = ["Action", "position", "act", "choose", "ids", "hand", "discard", "trash", "total", "kinds",
           "legal_kinds", "has_legal", "owned", "breakdown", "dungeon_top", "bottom_of_dungeon"]
