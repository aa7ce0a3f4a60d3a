"""The player's settings (window, animation speed, confirmations, language, the card sets owned), kept as JSON in
the config folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .atomic import atomic_write_text
from .paths import settings_path
from .readable import FileMissing, FileProblem, read_text

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
HARD_THINKING_SECONDS: tuple[float, ...] = (0.5, 1.0, 1.5, 3.0, 5.0)


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    fullscreen: bool = False
    window_size: tuple[int, int] = (1600, 900)
    animation_speed: AnimationSpeed = "normal"
    confirm_end_turn: bool = True
    hard_thinking_seconds: float = Field(1.5, gt=0, le=30)   # the Hard computer's time per decision
    language: str = "en"
    player_names: list[str] = Field(default_factory=lambda: ["Ann", "Bob", "Cleo", "Dan", "Eve"])
    # The card sets ("Sets I own" in New Game) the player said they do not own: random setups, rerolls, the custom
    # picker and the card pool leave them out. Kept as the sets left out, so a set an update brings is offered.
    sets_not_owned: list[str] = Field(default_factory=list)


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
