"""The player's settings (window, animation speed, confirmations, language, the card sets owned, sound), kept as
JSON in the config folder."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .atomic import atomic_write_text, set_aside
from .disk import disk_problem
from .limits import SETTINGS_BYTES, SETTINGS_LIST, SETTINGS_NAME_CHARS, SETTINGS_NAMES, SETTINGS_WINDOW_PX
from .names import printable
from .paths import settings_path
from .readable import FileMissing, FileProblem, read_json

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
ComputerPace = Literal["instant", "fast", "normal", "slow"]
Contrast = Literal["standard", "high"]
Colours = Literal["standard", "safe"]
UI_SCALES: tuple[int, ...] = (100, 125, 150)       # Settings' UI scale, in percent
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
HARD_THINKING_SECONDS: tuple[float, ...] = (0.5, 1.0, 1.5, 3.0, 5.0)


WindowSide = Annotated[int, Field(ge=1, le=SETTINGS_WINDOW_PX)]


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")
    fullscreen: bool = False
    window_size: tuple[WindowSide, WindowSide] = (1600, 900)
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
    # Sound (ui/sound.py): the master volume and the effects' and the ambience's share of it, in percent; the
    # ambience is off until the player turns it up; mute (M at the table) is remembered.
    sound_volume: int = Field(default=80, ge=0, le=100)
    effects_volume: int = Field(default=80, ge=0, le=100)
    music_volume: int = Field(default=0, ge=0, le=100)
    sound_muted: bool = False
    # The table's colours: "high" is the high-contrast palette (ui/theme.py PALETTES).
    contrast: Contrast = "standard"
    # "safe": the colour-blind-safe signal and seat colours (ui/theme.py SAFE_COLOURS).
    colours: Colours = "standard"
    # Text, cards and hit areas at this percent of their size (ui/layout.py ui_factor: what the window allows).
    ui_scale: int = Field(default=100, ge=100, le=150)

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> str:
        """A language we do not have (a hand-edited file, a version with more languages) is asked of the system
        again, not a reason to call the whole file damaged."""
        from ..i18n import normalize

        return normalize(value) if isinstance(value, str) else ""


# The settings that are lists of texts, each with the most entries it keeps (each text at most SETTINGS_NAME_CHARS).
_TEXT_LISTS = {"player_names": SETTINGS_NAMES, "seat_kinds": SETTINGS_LIST, "sets_not_owned": SETTINGS_LIST}


def load_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The saved settings, and "" or a message for the player. A file that cannot be used whole is set aside
    (settings.damaged-<date>.json beside it, never overwritten) and what it holds that can be used is kept: a
    name of the wrong type costs that name, not the others nor the window size."""
    path = path or settings_path()
    try:
        data = read_json(path, SETTINGS_BYTES)
    except FileMissing:
        return Settings(), ""
    except FileProblem as exc:
        return Settings(), _set_aside(path, exc.reason, kept=False)
    if not isinstance(data, dict):
        return Settings(), _set_aside(path, "is damaged (it holds no settings)", kept=False)
    settings, dropped = _usable(data)
    if not dropped:
        return settings, ""
    message = _set_aside(path, f"has values that cannot be used ({', '.join(dropped)})", kept=True)
    if not path.exists():
        # Set aside: what was kept of it is the settings file from now on (the next start says nothing).
        with contextlib.suppress(OSError):
            save_settings(settings, path)
    return settings, message


def _usable(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """The settings `data` holds, field by field (a list's entries one by one), and the fields it had to leave."""
    kept: dict[str, Any] = {}
    dropped: list[str] = []
    for name in Settings.model_fields:
        if name not in data:
            continue
        value = data[name]
        if name in _TEXT_LISTS:
            entries = [v for v in value if isinstance(v, str) and len(v) <= SETTINGS_NAME_CHARS] \
                if isinstance(value, list) else []
            if not isinstance(value, list) or len(entries) != len(value) or len(entries) > _TEXT_LISTS[name]:
                dropped.append(printable(name, 30))
            value = entries[:_TEXT_LISTS[name]]
        try:
            Settings.model_validate({name: value})
        except (ValidationError, RecursionError):
            if printable(name, 30) not in dropped:
                dropped.append(printable(name, 30))
            continue
        kept[name] = value
    return Settings.model_validate(kept), dropped


def _set_aside(path: Path, reason: str, kept: bool) -> str:
    """Set the settings file aside and say so (once: the next start finds no damaged file)."""
    rest = "the rest of your settings are kept" if kept else "the defaults are used"
    try:
        target = set_aside(path, path.parent, "settings")
    except OSError as exc:
        return f"The settings file {reason}, and it could not be set aside ({disk_problem(exc)}); {rest}."
    return f"The settings file {reason}. It was kept beside it as {target.name}; {rest}."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write_text(path or settings_path(), settings.model_dump_json(indent=1))
