"""The player's settings (window, animation speed, confirmations, language, the card sets owned), kept as JSON in
the config folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .atomic import atomic_write_text
from .paths import settings_path
from .readable import FileMissing, FileProblem, read_text

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
ComputerPace = Literal["instant", "fast", "normal", "slow"]
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
HARD_THINKING_SECONDS: tuple[float, ...] = (0.5, 1.0, 1.5, 3.0, 5.0)


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    fullscreen: bool = False
    window_size: tuple[int, int] = (1600, 900)
    animation_speed: AnimationSpeed = "normal"
    computer_pace: ComputerPace = "normal"      # how long the table shows each move of another player's turn
    confirm_end_turn: bool = True
    hard_thinking_seconds: float = Field(default=1.5, gt=0, le=30)   # the Hard computer's time per decision
    # "en", "de"; "" until the first start takes the system's language (i18n.system_language) and stores it
    language: str = ""
    player_names: list[str] = Field(default_factory=lambda: ["Ann", "Bob", "Cleo", "Dan", "Eve"])
    # New Game's seats as last started: "human" or "ai:<level>" for each (the names are player_names).
    seat_kinds: list[str] = Field(default_factory=lambda: ["human", "human"])
    # The card sets ("Sets I own" in New Game) the player said they do not own: random setups, rerolls, the custom
    # picker and the card pool leave them out. Kept as the sets left out, so a set an update brings is offered.
    sets_not_owned: list[str] = Field(default_factory=list)

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> str:
        """A language we do not have (a hand-edited file, a version with more languages) is asked of the system
        again, not a reason to call the whole file damaged."""
        from ..i18n import normalize

        return normalize(value) if isinstance(value, str) else ""


def load_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The saved settings, or the defaults with a message saying why the file could not be used."""
    path = path or settings_path()
    try:
        text = read_text(path, limit=1024 * 1024)
    except FileMissing:
        return Settings(), ""
    except FileProblem as exc:
        return Settings(), f"the settings file {exc.reason}; using the defaults"
    try:
        return Settings.model_validate(json.loads(text)), ""
    except (ValueError, ValidationError, RecursionError):
        return Settings(), "the settings file is damaged; using the defaults"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write_text(path or settings_path(), settings.model_dump_json(indent=1))
