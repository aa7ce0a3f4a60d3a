"""Older records of the original game brought up to the newest format (engine/record.py calls it)."""

from __future__ import annotations

from typing import Any

from ..upgrade import keep_rulings


def upgrade_record(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Format 1 (every save before November 2026) was played under rulings 1 (profile.py): it keeps them."""
    return keep_rulings(data, 1) if version == 1 else data
