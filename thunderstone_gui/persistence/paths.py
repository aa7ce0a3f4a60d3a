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
    return data_dir() / "autosave.json"


def crash_dir() -> Path:
    return data_dir() / "crash-reports"


def logs_dir() -> Path:
    return data_dir() / "logs"
