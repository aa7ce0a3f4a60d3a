"""Helpers for Thunderstone Advance rules tests: build a position, take actions by their JSON form, read results."""

from __future__ import annotations

from typing import Any

from thunderstone_gui.engine import apply, legal_actions, resolve
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.events import Event
from thunderstone_gui.systems.advance.battle import breakdown
from thunderstone_gui.systems.advance.position import Position, build_position
from thunderstone_gui.systems.advance.state import AdvanceState

# Monsters without any effect of their own: a Hall of them tests the rules alone.
PLAIN = ["drakeclan_ambusher", "warrior_bones", "withered_dryad"]


def position(hand: list[str] | None = None, *, deck: list[str] | None = None, discard: list[str] | None = None,
             hall: list[str | None] | None = None, dungeon: list[str] | None = None, xp: int = 0,
             others: list[dict[str, Any]] | None = None, seats: int | None = None, **extra: Any) -> AdvanceState:
    """Seat 0 to play with `hand` (deck top first). Other seats: `others` (player dicts) or fresh starting decks."""
    players = [{"hand": hand or [], "deck": deck or [], "discard": discard or [], "xp": xp}] + (others or [])
    spec: dict[str, Any] = {"players": players, "dungeon": dungeon or [], **extra}
    if hall is not None:
        spec["hall"] = hall
    if seats is not None:
        spec["seats"] = seats
    return build_position(Position.model_validate(spec))


def act(state: AdvanceState, *actions: dict[str, Any] | str) -> list[Event]:
    """Apply JSON actions in order; a bare string is a type without fields ("enter_dungeon")."""
    events: list[Event] = []
    for data in actions:
        if isinstance(data, str):
            data = {"type": data}
        events += apply(state, resolve(state, data))
    return events


def choose(state: AdvanceState, card: str | None = None, option: str | None = None, rank: int | None = None
           ) -> list[Event]:
    data: dict[str, Any] = {"type": "choose"}
    if card:
        data["card"] = card
    if option:
        data["option"] = option
    if rank:
        data["rank"] = rank
    return act(state, data)


def use(card: str, ability: str, target: str | None = None, rank: int | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {"type": "use", "card": card, "ability": ability}
    if target:
        data["target"] = target
    if rank:
        data["rank"] = rank
    return data


def equip(weapon: str, hero: str) -> dict[str, Any]:
    return {"type": "equip", "weapon": weapon, "hero": hero}


def attack(rank: int) -> dict[str, Any]:
    return {"type": "attack", "rank": rank}


def ids(state: AdvanceState, iids: list[int]) -> list[str]:
    return [state.cards[i].id for i in iids]


def hand(state: AdvanceState, seat: int = 0) -> list[str]:
    return ids(state, state.players[seat].hand)


def discard(state: AdvanceState, seat: int = 0) -> list[str]:
    return ids(state, state.players[seat].discard)


def deck(state: AdvanceState, seat: int = 0) -> list[str]:
    """Top card first."""
    return ids(state, state.players[seat].deck[::-1])


def owned(state: AdvanceState, seat: int = 0) -> list[str]:
    return ids(state, state.players[seat].owned())


def hall(state: AdvanceState) -> list[str | None]:
    return [state.cards[i].id if i >= 0 else None for i in state.hall]


def out(state: AdvanceState) -> list[str]:
    return ids(state, state.out)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def legal_kinds(state: AdvanceState) -> set[str]:
    return {a.kind for a in legal_actions(state)}


def has_legal(state: AdvanceState, data: dict[str, Any] | str) -> bool:
    if isinstance(data, str):
        data = {"type": data}
    try:
        resolve(state, data)
    except ValueError:
        return False
    return True


def options(state: AdvanceState) -> list[str]:
    """The pending prompt's options in words: card ids, options, "rank N"."""
    out = []
    for a in state.pending.options:
        parts = [state.cards[a.card].id if a.card >= 0 else "", a.option, f"rank {a.rank}" if a.rank else ""]
        out.append(" ".join(p for p in parts if p))
    return out


def total(state: AdvanceState, rank: int) -> int:
    return breakdown(state, rank).total


def fight(state: AdvanceState, rank: int, *setup: dict[str, Any] | str) -> list[Event]:
    """Enter the Dungeon, take the setup actions, attack `rank`."""
    return act(state, "enter_dungeon", *setup, attack(rank))


def result(events: list[Event]) -> dict[str, Any]:
    return next(e.data for e in events if e.kind == "battle_result")


__all__ = ["Action", "PLAIN", "position", "act", "choose", "use", "equip", "attack", "ids", "hand", "discard",
           "deck", "owned", "hall", "out", "kinds", "legal_kinds", "has_legal", "options", "total", "fight",
           "result", "breakdown", "legal_actions"]
