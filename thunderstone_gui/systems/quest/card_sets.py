"""Thunderstone Quest's box for the card pool and "Sets I own" (engine/card_sets.py): our own card set, shipped with
the game (the publisher's cards a player imports are not listed)."""

from __future__ import annotations

from ...engine.card_sets import CardSetInfo
from .cards import QuestCard, our_set

# The cards in this order of kinds, then by line or group, level and name.
BROWSE_KINDS = ("hero", "weapon", "item", "spell", "monster", "guardian", "room", "side_quest", "sponsorship", "cache",
                "card", "wound", "rat", "key")


def card_sets() -> tuple[CardSetInfo, ...]:
    ours = our_set()
    return (CardSetInfo(ours.set_id, ours.name, required=True),)


def set_cards(set_id: str) -> list[QuestCard]:
    ours = our_set()
    if set_id != ours.set_id:
        return []
    return sorted(ours.cards.values(), key=lambda c: (
        BROWSE_KINDS.index(c.kind) if c.kind in BROWSE_KINDS else 99, c.group or "", c.level or 0, c.name))
