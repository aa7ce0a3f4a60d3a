"""What the games' upgrades of older records share (engine/record.py calls each game's `upgrade_record`)."""

from __future__ import annotations

from typing import Any


def keep_rulings(data: dict[str, Any], rulings: int) -> dict[str, Any]:
    """A record played under older rulings keeps them: its config's variants and its position say so."""
    if not isinstance(data.get("config"), dict):
        return data
    config = dict(data["config"])
    variants = config.get("variants", {})
    if isinstance(variants, dict):          # anything else is damaged: validation says so
        config["variants"] = {**variants, "rulings": rulings}
    data = {**data, "config": config}
    if isinstance(data.get("position"), dict):
        data["position"] = {**data["position"], "rulings": rulings}
    return data
