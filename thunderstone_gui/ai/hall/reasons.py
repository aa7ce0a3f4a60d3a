"""What the Hint of both Hall games (the original game and Advance) says alike, each game handing in its own battle
breakdown, the monsters of its Hall and how it tries an action on a copy."""

from __future__ import annotations

from typing import Any, Callable

from ...engine.actions import Action


def signed(n: int, what: str) -> str:
    return f"{n:+d} {what}"


def equip(state: Any, action: Action, breakdown: Callable[[Any, int], Any],
          hall_monsters: Callable[[Any], list[tuple[int, Any]]], after: Callable[[Any, Action], Any]) -> str:
    """Why a Weapon goes to this Hero: the battle it turns into a victory, or what it adds against the monster it
    helps most."""
    weapon, hero = state.cards[action.card], state.cards[action.target]
    trial = after(state, action)
    best = None
    for rank, monster in hall_monsters(state):
        before, now = breakdown(state, rank), breakdown(trial, rank)
        if not now.can_attack:
            continue
        key = (now.victory and not before.victory, now.total - before.total, now.victory)
        if best is None or key > best[0]:
            best = (key, monster, before, now)
    text = f"{weapon.name} is of most use to {hero.name}"
    if best is None:
        return text
    _, monster, before, now = best
    if now.victory and not before.victory:
        return f"{text}: with it you beat {monster.name} ({now.total} against Health {now.health})"
    if now.total > before.total:
        return f"{text}: {signed(now.total - before.total, 'to the total')} against {monster.name}"
    return text
