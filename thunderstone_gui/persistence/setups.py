"""Card sets a player keeps: a setup saved under a name in the data folder (`setups/<name>.json`), listed, reused and
deleted from New Game. They live beside the saves, so they survive updates of the app.

A file is `{"name": ..., "game": "classic", "sets": [...], "card_set": {...}}`; a file that cannot be read is listed
with the reason and never stops the screen.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import paths
from .atomic import atomic_write_text
from .limits import SETUP_BYTES
from .names import printable
from .readable import FileProblem, read_json
from .saves import exists, safe_file_name

SUFFIX = ".json"
MAX_SETUP_BYTES = SETUP_BYTES


class SavedSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    game: str = "classic"
    sets: tuple[str, ...]
    card_set: dict[str, Any]      # the game's own card set (classic: CardSet), checked when it is used


class SetupEntry(NamedTuple):
    path: Path
    name: str
    setup: SavedSetup | None
    error: str                    # "" when the file is usable

    @property
    def ok(self) -> bool:
        return not self.error


def setups_dir() -> Path:
    return paths.setups_dir()


def setup_path(name: str) -> Path:
    return setups_dir() / (safe_file_name(name) + SUFFIX)


def save_setup(name: str, game: str, sets: tuple[str, ...], card_set: BaseModel, replace: bool = False) -> Path:
    """Keep a card set under `name`. Raises FileExistsError if one of that file name exists and `replace` is
    False (the screen asks first), OSError on a disk problem, ValueError for a name that is empty."""
    if not name.strip():
        raise ValueError("a setup needs a name")
    path = setup_path(name)
    if not replace and exists(path):
        raise FileExistsError(f"{path.name} exists")
    setup = SavedSetup(name=name.strip()[:60], game=game, sets=sets, card_set=card_set.model_dump(mode="json"))
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, setup.model_dump_json(indent=1))
    return path


def read_setup(path: Path) -> SetupEntry:
    """One file as the list shows it (never raises)."""
    try:
        data = read_json(path, MAX_SETUP_BYTES)
        setup = SavedSetup.model_validate(data)
    except FileProblem as exc:
        return SetupEntry(path, printable(path.stem), None, printable(exc.reason, 120))
    except RecursionError:
        return SetupEntry(path, printable(path.stem), None, "is damaged (nested too deeply)")
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return SetupEntry(path, printable(path.stem), None, printable(f"is damaged ({where}: {first['msg']})", 120))
    except ValueError:
        return SetupEntry(path, printable(path.stem), None, "is damaged (not valid JSON)")
    return SetupEntry(path, printable(setup.name, 60), setup, "")


def list_setups(game: str | None = None) -> list[SetupEntry]:
    """Every kept setup (of `game`, when given), by name; damaged files too, with their reason."""
    folder = setups_dir()
    try:
        paths = sorted(p for p in folder.glob("*" + SUFFIX) if not p.name.startswith(".")) if folder.is_dir() else []
    except OSError:
        return []
    entries = [read_setup(p) for p in paths]
    if game is not None:
        entries = [e for e in entries if e.setup is None or e.setup.game == game]
    return sorted(entries, key=lambda e: e.name.lower())


def delete_setup(path: Path) -> None:
    """Remove a kept setup (a file already gone is no error). Raises OSError on a disk problem."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
