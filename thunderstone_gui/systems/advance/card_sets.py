"""Thunderstone Advance's box for the card pool and "Sets I own" (engine/card_sets.py): Towers of Ruin."""

from __future__ import annotations

from ...engine.card_sets import CardSetInfo
from .cards import Card, load_catalogue

SET_ID = "towers_of_ruin"
# The cards in this order of kinds, then by line or group, level and name.
BROWSE_KINDS = ("hero", "village", "monster", "thunderstone_bearer", "curse", "basic", "horde_placeholder")


def card_sets() -> tuple[CardSetInfo, ...]:
    return (CardSetInfo(SET_ID, "Towers of Ruin"),)


def set_cards(set_id: str) -> list[Card]:
    if set_id != SET_ID:
        return []
    return sorted(load_catalogue().cards.values(), key=lambda c: (
        BROWSE_KINDS.index(c.kind) if c.kind in BROWSE_KINDS else 99, c.group or "", c.level or 0, c.name))
