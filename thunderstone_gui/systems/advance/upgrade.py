"""Older records of Thunderstone Advance brought up to the newest format (engine/record.py calls it)."""

from __future__ import annotations

from typing import Any


def upgrade_record(data: dict[str, Any], version: int) -> dict[str, Any]:
    """A record of format 1 or 2 (before November 2026) was played under rulings 1 (config.py): it keeps them."""
    if version >= 3 or not isinstance(data.get("config"), dict):
        return data
    config = dict(data["config"])
    variants = config.get("variants", {})
    if isinstance(variants, dict):          # anything else is damaged: validation says so
        config["variants"] = {**variants, "rulings": 1}
    data = {**data, "config": config}
    if isinstance(data.get("position"), dict):
        data["position"] = {**data["position"], "rulings": 1}
    return data
