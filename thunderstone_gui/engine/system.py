"""The seam between the game-agnostic core and one game's rules.

A `GameSystem` is one game (the original Thunderstone, Thunderstone Advance, Thunderstone Quest): its config class,
its flow (registry of steps and prompts), its state class and its rules. The core's `new_game`, `legal_actions`,
`apply`, `observe`, `determinize`, the battle preview and the invariants ask the system of the state (or config) they
are given. Systems live in `thunderstone_gui/systems/<name>/` and are looked up by name (`get_system`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

    from .actions import Action
    from .config import GameConfig
    from .events import Event
    from .flow import Flow
    from .state import GameState


class GameSystem:
    """What a game system gives the core. Subclass it in `systems/<name>/system.py` and expose one instance as
    `SYSTEM` in the system's package."""

    name: str = ""
    title: str = ""
    flow: Flow
    config_class: type[GameConfig]
    position_class: type[BaseModel] | None = None
    # Prompts whose options name cards of a hand that may be hidden from other seats (observations leave them out).
    private_prompts: tuple[str, ...] = ()

    # ------------------------------------------------------------------------------------------ the game
    def new_game(self, config: GameConfig) -> GameState:
        raise NotImplementedError

    def settle(self, state: GameState) -> None:
        """Name the turn's main decision once no effect is waiting (the end of `flow.run`)."""
        raise NotImplementedError

    def decision_actions(self, state: GameState) -> list[Action]:
        """Every legal action of a decision that is not a prompt (a prompt's options are its legal actions)."""
        raise NotImplementedError

    def act(self, state: GameState, decision: str, action: Action, events: list[Event]) -> None:
        """Begin carrying out a legal action of the decision `decision` (a pending kind that is not a prompt).
        The state's pending decision is already `flow.RUNNING`."""
        raise NotImplementedError

    def decision_text(self, state: GameState) -> str:
        """What the pending decision asks, in a few words ("choose Village, Dungeon or Rest")."""
        return state.pending.kind

    def specific_reason(self, state: GameState, action: Action) -> str:
        """Why an illegal action is illegal, when the rules can say more than "not now" ("" otherwise)."""
        return ""

    def describe_action(self, state: GameState, action: Action) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ views of a game
    def observe(self, state: GameState, seat: int) -> Any:
        raise NotImplementedError

    def determinize(self, observation: Any, seed: int) -> GameState:
        raise NotImplementedError

    def check_invariants(self, state: GameState) -> None:
        raise NotImplementedError

    def breakdown(self, state: GameState, *args: Any, **kwargs: Any) -> Any:
        """The battle preview (what a fight would give, card by card) before the player commits."""
        raise NotImplementedError

    def scenario_summary(self, state: GameState) -> dict[str, Any]:
        """The scenario tool's JSON report of a state (turn, pending decision, legal actions, the table's zones)."""
        raise NotImplementedError

    def scenario_previews(self, state: GameState) -> list[dict[str, Any]]:
        """The scenario tool's `--preview`: the battle breakdown against every monster the player could fight."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ records
    def upgrade_record(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A record of an older format (JSON data, `version`) in the newest one: what a system must fill in so an
        old save replays as it was played (the rules it was played under, for one)."""
        return data

    # ------------------------------------------------------------------------------------------ positions
    def build_position(self, position: Any) -> GameState:
        raise NotImplementedError

    def position_config(self, position: Any) -> GameConfig:
        raise NotImplementedError

    def check_position(self, state: GameState) -> None:
        """Raise PositionError naming the first fact of a built position that the rules never allow when a turn
        begins (scenarios and saves start only from positions a game could reach)."""
        raise NotImplementedError


def system_names() -> tuple[str, ...]:
    from ..systems import SYSTEMS

    return tuple(SYSTEMS)


def get_system(name: str) -> GameSystem:
    """The game system called `name` (raises ValueError for an unknown name)."""
    from ..systems import load_system

    return load_system(name)
