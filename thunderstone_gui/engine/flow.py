"""How the engine moves from one decision to the next.

An action starts a chain of steps (drawing, a battle, a breach...). Steps wait on `state.stack` as small tuples
`(step_name, *args)` - plain data, so a state in the middle of a chain can still be copied, saved and hashed. `run`
executes steps until one of them asks a player something (`ask`) or the stack is empty; then the game system's
`settle` names the turn's main decision again (choose an action, the Village, the Dungeon...).

Each game system owns one `Flow`: its registry of step functions and prompt answers. Two systems may both have an
`end_turn` step; each runs its own. What every game's flow does alike is here too: naming the turn's main decision
(`settle_turn`) and offering one card of each group of interchangeable cards (`distinct`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, Sequence

from .state import Pending

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .state import GameState

# fn(state, events, *args) and fn(state, action, events); each system's functions take its own state class.
StepFn = Callable[..., None]
PromptFn = Callable[..., None]

RUNNING = Pending("running", -1)


def _registrar(table: dict[str, Any], what: str, name: str) -> Callable[[Any], Any]:
    """A decorator that puts a function into `table` under `name`, once."""
    def register(fn: Any) -> Any:
        if name in table:
            raise ValueError(f"{what} is registered twice")
        table[name] = fn
        return fn
    return register


class Flow:
    """One game system's steps (fn(state, events, *args)) and prompt answers (fn(state, action, events))."""

    def __init__(self, system: str) -> None:
        self.system = system
        self.steps: dict[str, StepFn] = {}
        self.prompts: dict[str, PromptFn] = {}

    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register a step function under `name` (a name registered twice is a bug in the rules package)."""
        return _registrar(self.steps, f"{self.system}: step {name!r}", name)

    def prompt(self, name: str) -> Callable[[PromptFn], PromptFn]:
        """Register the function that applies the answer to prompt `name`."""
        return _registrar(self.prompts, f"{self.system}: prompt {name!r}", name)


def schedule(state: GameState, *steps: tuple[Any, ...]) -> None:
    """Run these steps next, in the order given (before anything scheduled earlier)."""
    state.stack.extend(reversed(steps))


def ask(state: GameState, seat: int, name: str, options: Iterable[Action], **info: Any) -> None:
    """Stop and wait for `seat` to answer prompt `name` with one of `options`."""
    state.pending = Pending("prompt", seat, name, tuple(options), tuple(info.items()))


def run(state: GameState, events: list[Event]) -> None:
    """Execute waiting steps until a player must decide; then let the system name the decision."""
    system = state.system
    steps = system.flow.steps
    stack = state.stack
    while state.pending is RUNNING:
        if not stack:
            system.settle(state)
            return
        item = stack.pop()
        steps[item[0]](state, events, *item[1:])


def settle_turn(state: GameState, phase: str, opening: str) -> None:
    """Name the turn's main decision once no effect is waiting, as every game's turn has it: the game's end; the
    opening decision (`opening`) while the active player has chosen no `phase` yet; then the Village's own
    decisions, or the Dungeon's while the battle is being prepared."""
    if state.result is not None:
        state.pending = Pending("game_over", -1)
        return
    if phase == "":
        state.pending = Pending(opening, state.active)
    elif phase == "village":
        state.pending = Pending("village", state.active)
    elif phase == "dungeon" and state.turn.step == "prep":
        state.pending = Pending("dungeon", state.active)
    else:  # pragma: no cover - a rules bug, never a player's
        raise RuntimeError(f"nothing to decide in {phase}/{state.turn.step}")


def distinct(cards: Sequence[Any], iids: Iterable[int], apart: Callable[[], Collection[int]]) -> list[int]:
    """One card of each interchangeable group, in the given order: two cards of the same id are one choice (two
    plain Militia), but a card `apart()` names (something is attached to it this turn: a Weapon, a bonus, a used
    ability - each game says what) is only itself. `apart` is asked only when two cards share an id."""
    iids = list(iids)
    if len(iids) < 2:
        return iids
    ids = [cards[i].id for i in iids]
    if len(set(ids)) == len(ids):
        return iids             # no two alike: nothing to merge (the common case, and cheap)
    special = apart()
    seen: set[object] = set()
    out = []
    for iid, card_id in zip(iids, ids):
        key: object = iid if iid in special else card_id      # an instance (int) never equals a card id (str)
        if key not in seen:
            seen.add(key)
            out.append(iid)
    return out
