"""The seam between the game-agnostic core and one game's rules.

A `GameSystem` is one game (the original Thunderstone, Thunderstone Advance, Thunderstone Quest) declared as one object:
its config and state classes, its flow (registry of steps and prompts), its decisions and the functions of its rules
that the core calls. The core's `new_game`, `legal_actions`, `apply`, `observe`, `determinize`, the battle preview and
the invariants ask the system of the state (or config) they are given. Systems live in
`thunderstone_gui/systems/<name>/` (each declares `SYSTEM` in its `system.py`, assembled from the modules its folder
holds: `assemble`) and are looked up by name (`get_system`) in the table of games, `thunderstone_gui/games.py`: the
core never imports a game's package by name.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple

from .. import games

if TYPE_CHECKING:
    from pydantic import BaseModel

    from .actions import Action
    from .config import GameConfig
    from .events import Event
    from .flow import Flow
    from .state import GameState


class Decision(NamedTuple):
    """One of a game's own decisions (a pending kind that is not a prompt): its legal actions, and how a legal action
    begins to be carried out (the state's pending decision is already `flow.RUNNING` then)."""

    legal: Callable[[Any], list[Action]]
    act: Callable[[Any, Action, list[Event]], None]
    text: str = ""           # what it asks, in a few words ("choose Village, Dungeon or Rest")


def _no_upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    return data


@dataclass(frozen=True, eq=False)
class GameSystem:
    """What a game gives the core, as one declarative object."""

    name: str
    title: str
    flow: Flow
    config_class: type[GameConfig]
    state_class: type[GameState]
    decisions: Mapping[str, Decision]
    new_game: Callable[[Any], GameState]
    settle: Callable[[Any], None]             # names the turn's main decision once no effect is waiting
    describe_action: Callable[[Any, Action], str]
    # Why an illegal action is illegal, when the rules can say more than "not now" ("" otherwise).
    specific_reason: Callable[[Any, Action], str]
    observe: Callable[[Any, int], Any]        # what one seat may know, in the game's own Observation shape
    determinize: Callable[[Any, int], GameState]
    check_invariants: Callable[[Any], None]   # the game's own facts (the core checks card conservation first)
    breakdown: Callable[..., Any]             # the battle preview (what a fight would give, card by card)
    # Hand-written positions (scenarios): their model, the state and config they make, and whether the rules allow
    # them when a turn begins (PositionError naming the first fact they break).
    position_class: type[BaseModel] | None = None
    build_position: Callable[[Any], GameState] | None = None
    position_config: Callable[[Any], GameConfig] | None = None
    check_position: Callable[[Any], None] | None = None
    # The scenario tool's JSON report of a state, and its battle previews.
    scenario_summary: Callable[[Any], dict[str, Any]] | None = None
    scenario_previews: Callable[[Any], list[dict[str, Any]]] | None = None
    # A record of an older format (JSON data, its version) brought to the newest: what the game fills in so an old
    # save replays as it was played.
    upgrade_record: Callable[[dict[str, Any], int], dict[str, Any]] = field(default=_no_upgrade)
    # Prompts whose options name cards of a hand that may be hidden from other seats (observations leave them out).
    private_prompts: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.state_class.system = self        # the state's dispatch: one class attribute lookup

    def decision_actions(self, state: GameState) -> list[Action]:
        """Every legal action of a decision that is not a prompt."""
        decision = self.decisions.get(state.pending.kind)
        return decision.legal(state) if decision is not None else []

    def act(self, state: GameState, decision: str, action: Action, events: list[Event]) -> None:
        """Begin carrying out a legal action of the decision `decision`."""
        self.decisions[decision].act(state, action, events)

    def decision_text(self, state: GameState) -> str:
        """What the pending decision asks, in a few words."""
        decision = self.decisions.get(state.pending.kind)
        return decision.text if decision is not None and decision.text else state.pending.kind


# What a game's folder holds: the module, and the names the core takes from it (GameSystem field <- module name).
# A folder without an optional module keeps the field's default.
FOLDER_PARTS: tuple[tuple[str, dict[str, str], bool], ...] = (
    ("flow", {"flow": "FLOW", "settle": "settle"}, True),
    ("rules", {"decisions": "DECISIONS"}, True),
    ("rules.setup", {"new_game": "new_game"}, True),
    ("explain", {"describe_action": "describe_action", "specific_reason": "specific_reason"}, True),
    ("observe", {"observe": "observe", "private_prompts": "PRIVATE_PROMPTS"}, True),
    ("determinize", {"determinize": "determinize"}, True),
    ("invariants", {"check_invariants": "check_invariants"}, True),
    ("battle", {"breakdown": "breakdown"}, True),
    ("position", {"position_class": "Position", "build_position": "build_position",
                  "position_config": "position_config", "check_position": "check_position"}, True),
    ("report", {"scenario_summary": "scenario_summary", "scenario_previews": "scenario_previews"}, True),
    ("upgrade", {"upgrade_record": "upgrade_record"}, False),
)


def assemble(package: str, **declared: Any) -> GameSystem:
    """The game system of the folder `package`: what it declares (name, title, config and state classes) and the
    parts every game's folder holds under the same names (`FOLDER_PARTS`). Its `rules` package is imported first:
    every step and prompt registers itself in the flow."""
    importlib.import_module(f"{package}.rules")
    parts: dict[str, Any] = {}
    for module_name, names, required in FOLDER_PARTS:
        try:
            module = importlib.import_module(f"{package}.{module_name}")
        except ModuleNotFoundError as exc:
            if required or exc.name != f"{package}.{module_name}":
                raise
            continue
        parts.update({field_name: getattr(module, attr) for field_name, attr in names.items()})
    return GameSystem(**parts, **declared)


def system_names() -> tuple[str, ...]:
    return games.names()


def get_system(name: str) -> GameSystem:
    """The game system called `name` (raises ValueError for an unknown name)."""
    system = games.load(name)
    assert isinstance(system, GameSystem), f"{games.package(name)}.SYSTEM is not a GameSystem"
    return system
