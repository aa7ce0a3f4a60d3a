"""How the engine moves from one decision to the next.

An action starts a chain of steps (drawing, a battle, a breach...). Steps wait on `state.stack` as small tuples
`(step_name, *args)` - plain data, so a state in the middle of a chain can still be copied, saved and hashed. `run`
executes steps until one of them asks a player something (`ask`) or the stack is empty; then `settle` names the
turn's main decision again (choose an action, the Village, the Dungeon).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .actions import Action
from .events import Event
from .state import GameState, Pending

StepFn = Callable[..., None]
PromptFn = Callable[[GameState, Action, list[Event]], None]

STEPS: dict[str, StepFn] = {}
PROMPTS: dict[str, PromptFn] = {}

RUNNING = Pending("running", -1)


def step(name: str) -> Callable[[StepFn], StepFn]:
    """Register a step function: fn(state, events, *args)."""
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn
    return register


def prompt(name: str) -> Callable[[PromptFn], PromptFn]:
    """Register the function that applies the answer to a prompt: fn(state, action, events)."""
    def register(fn: PromptFn) -> PromptFn:
        PROMPTS[name] = fn
        return fn
    return register


def schedule(state: GameState, *steps: tuple[Any, ...]) -> None:
    """Run these steps next, in the order given (before anything scheduled earlier)."""
    state.stack.extend(reversed(steps))


def ask(state: GameState, seat: int, name: str, options: Iterable[Action], **info: Any) -> None:
    """Stop and wait for `seat` to answer prompt `name` with one of `options`."""
    state.pending = Pending("prompt", seat, name, tuple(options), tuple(info.items()))


def run(state: GameState, events: list[Event]) -> None:
    stack = state.stack
    while state.pending is RUNNING:
        if not stack:
            settle(state)
            return
        item = stack.pop()
        STEPS[item[0]](state, events, *item[1:])


def settle(state: GameState) -> None:
    """Name the turn's main decision once no effect is waiting."""
    if state.result is not None:
        state.pending = Pending("game_over", -1)
        return
    action = state.turn.action
    if action == "":
        state.pending = Pending("turn", state.active)
    elif action == "village":
        state.pending = Pending("village", state.active)
    elif action == "dungeon" and state.turn.step == "prep":
        state.pending = Pending("dungeon", state.active)
    else:  # pragma: no cover - a rules bug, never a player's
        raise RuntimeError(f"nothing to decide in {action}/{state.turn.step}")


def signature(state: GameState, iid: int, special: set[int] | None = None) -> object:
    """Cards with the same signature are interchangeable for a pick (two plain Militia); a card something is
    attached to (a Weapon, food, a borrowed Hero...) is only itself."""
    if special is None:
        special = special_cards(state)
    return ("#", iid) if iid in special else state.cards[iid].id


def special_cards(state: GameState) -> set[int]:
    t = state.turn
    if t.action != "dungeon":     # outside the Dungeon only a used ability sets a card apart
        return {i for i, _ in t.used}
    out = set(t.equips)
    out.update(t.equips.values())
    out.update(t.strength_bonus)
    out.update(t.attack_bonus)
    out.update(t.magic_convert)
    out.update(t.thrown)
    out.update(t.borrowed)
    out.update(i for i, _ in t.used)
    return out


def distinct(state: GameState, iids: Iterable[int]) -> list[int]:
    """One card of each interchangeable group, in the given order."""
    special = special_cards(state)
    seen: set[object] = set()
    out = []
    for iid in iids:
        key = signature(state, iid, special)
        if key not in seen:
            seen.add(key)
            out.append(iid)
    return out
