"""Game configuration: which game, who plays, under which options, from which seed.

`GameConfig` is what every game system's configuration has in common; each system subclasses it with its own card
set and rule options (`systems/<name>/config.py`) and names itself in `game`. A saved config replays the same game
forever. `parse_config` reads any system's config from JSON data (a config without `game` is a classic game: the
records written before there were several games).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .limits import MAX_SEATS_LISTED, at_most

if TYPE_CHECKING:
    from .system import GameSystem

DEFAULT_GAME = "classic"


class MissingContent(ValueError):
    """A config names content this installation does not have (a card set the player imported elsewhere, or
    removed): the game is not damaged, it waits for that content. `needs` names it ("the Quest card set 'x'")."""

    def __init__(self, message: str, needs: str) -> None:
        super().__init__(message)
        self.needs = needs


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=24)
    kind: Literal["human", "ai"] = "human"
    ai_level: str | None = None


class Variants(BaseModel):
    """Options every game has (recorded in saves); systems add their own rule options in a subclass."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    undo_policy: Literal["strict", "casual"] = "strict"


class GameConfig(BaseModel):
    """Everything a game is made of before the first decision. Build one with `GameConfig.new(...)` or a system's
    own config class; read one from JSON with `parse_config`."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    game: str = DEFAULT_GAME
    seats: Annotated[tuple[Seat, ...], at_most(MAX_SEATS_LISTED, "seats")]
    variants: Variants = Variants()
    seed: int = Field(default=1, ge=0, lt=2**63)

    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 5
    GAME_TITLE: ClassVar[str] = "Thunderstone"

    @field_validator("seats")
    @classmethod
    def _seat_count(cls, seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
        if not cls.MIN_SEATS <= len(seats) <= cls.MAX_SEATS:
            raise ValueError(f"{cls.GAME_TITLE} is played by {cls.MIN_SEATS} to {cls.MAX_SEATS} players, "
                             f"not {len(seats)}")
        return seats

    @model_validator(mode="after")
    def _a_game(self) -> GameConfig:
        if type(self) is GameConfig:
            raise ValueError("a config is always of one game: use that game's config class (ClassicConfig...), "
                             "GameConfig.new(..., game=...) or parse_config")
        return self

    @property
    def system(self) -> GameSystem:
        from .system import get_system

        return get_system(self.game)

    @property
    def undo_policy(self) -> str:
        return self.variants.undo_policy

    @classmethod
    def new(cls, players: int | list[str] = 2, *, game: str = DEFAULT_GAME, **options: Any) -> GameConfig:
        """Convenience builder: the named game's own `new` (seat names or a count, then that game's options)."""
        from .system import get_system

        return get_system(game).config_class.new(players, **options)


def seat_names(players: int | list[str]) -> list[str]:
    """Seat names from a count ("Player 1", ...) or a list of names."""
    return [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)


def parse_config(data: Any) -> GameConfig:
    """A config of any game system from its JSON data (raises ValueError naming what is wrong)."""
    if isinstance(data, GameConfig):
        return data
    if not isinstance(data, dict):
        raise ValueError("a game config is a JSON object")
    game = data.get("game", DEFAULT_GAME)
    from .system import get_system, system_names

    if not isinstance(game, str) or game not in system_names():
        raise ValueError(f"unknown game {game!r}; known: {', '.join(system_names())}")
    return get_system(game).config_class.model_validate({**data, "game": game})


def builder_options(game: str) -> dict[str, Any]:
    """The keyword options the game's config builder (`new`) takes, with their defaults (tools that set up games
    of any game - the arena, the bench - pass each game only what it has)."""
    import inspect

    from .system import get_system

    parameters = inspect.signature(get_system(game).config_class.new).parameters
    return {name: p.default for name, p in parameters.items() if p.kind is inspect.Parameter.KEYWORD_ONLY}
