"""The seats this computer took in games hosted elsewhere, kept in the data folder (`network-seats.json`): after the
app's crash, joining the same host with the same code takes the same seat back with its token (the host knows the
seat by its token only). At most MAX_KEPT games are kept, the newest; a file that cannot be read is ignored (the
player then joins as new and the host says the seat is taken, which the host's Menu can resolve)."""

from __future__ import annotations

import json
from pathlib import Path

MAX_KEPT = 20
FILE = "network-seats.json"


def _path() -> Path:
    from ..persistence.paths import data_dir

    return data_dir() / FILE


def _read() -> dict[str, dict[str, object]]:
    try:
        raw = _path().read_bytes()
        if len(raw) > 64_000:
            return {}
        data = json.loads(raw)
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)} if isinstance(data, dict) \
        else {}


def key(host: str, port: int, code: str) -> str:
    return f"{host}:{port}:{code}"


def remembered(host: str, port: int, code: str) -> tuple[int, str] | None:
    """The seat and token taken in that game, if any."""
    entry = _read().get(key(host, port, code))
    if entry is None:
        return None
    seat, token = entry.get("seat"), entry.get("token")
    if isinstance(seat, int) and 0 <= seat < 8 and isinstance(token, str) and 0 < len(token) <= 64:
        return seat, token
    return None


def remember(host: str, port: int, code: str, seat: int, token: str) -> None:
    from ..persistence.atomic import atomic_write_text

    kept = _read()
    kept.pop(key(host, port, code), None)
    kept[key(host, port, code)] = {"seat": seat, "token": token}
    kept = dict(list(kept.items())[-MAX_KEPT:])
    try:
        _path().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(_path(), json.dumps(kept))
    except OSError:
        pass          # not kept: a crash of this app would mean joining as new
