"""Where user data lives. `THUNDERSTONE_HOME` overrides the platform folder (tests, portable installs)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "thunderstone"
HOME_ENV = "THUNDERSTONE_HOME"


def data_dir() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def replays_dir() -> Path:
    return data_dir() / "replays"


def autosave_path() -> Path:
    """The one autosave of versions that kept a single unfinished game: moved into autosaves_dir() when found."""
    return data_dir() / "autosave.json"


def autosaves_dir() -> Path:
    """One autosave per unfinished game (persistence/saves.py: autosave slots)."""
    return data_dir() / "autosaves"


def crash_dir() -> Path:
    return data_dir() / "crash-reports"


def logs_dir() -> Path:
    return data_dir() / "logs"


def setups_dir() -> Path:
    """The card sets a player keeps (persistence/setups.py)."""
    return data_dir() / "setups"


def quest_sets_dir() -> Path:
    """The Quest card sets a player installed (systems/quest/set_files.py)."""
    return data_dir() / "quest-sets"


def advance_sets_dir() -> Path:
    """The printed Advance cards a player installed: the Horde's Health, Familiars (systems/advance/printed.py)."""
    return data_dir() / "advance-sets"


def campaigns_dir() -> Path:
    """The campaigns, one file each (persistence/campaigns.py)."""
    return data_dir() / "campaigns"


def history_dir() -> Path:
    """Every finished game (persistence/history.py) and, in replays/ under it, their replays."""
    return data_dir() / "history"


def written_dirs() -> tuple[Path, ...]:
    """Every folder the app writes files into (atomically, through temp files that a run killed mid-write leaves
    behind: cleared at start)."""
    return (data_dir(), config_dir(), saves_dir(), replays_dir(), autosaves_dir(), crash_dir(), logs_dir(),
            setups_dir(), quest_sets_dir(), advance_sets_dir(), history_dir(), history_dir() / "replays",
            campaigns_dir())


def ensure_user_dirs() -> str:
    """Create the data folders on the first start. Returns "" or, when they cannot be made (a read-only or full
    disk), a message for the title screen: the app still runs, it just cannot save."""
    from .disk import disk_problem

    for folder in (config_dir(), data_dir(), saves_dir(), replays_dir(), autosaves_dir(), crash_dir(), logs_dir()):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return (f"The folder for your games ({folder}) cannot be created: {disk_problem(exc)}. You can play, "
                    "but games and settings will not be saved.")
    return ""
