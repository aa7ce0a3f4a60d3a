"""The original game's boxes for the card pool and "Sets I own" (engine/card_sets.py): the base game, which every
game needs (basic cards, Disease, XP), and Wrath of the Elements."""

from __future__ import annotations

from ...engine.card_sets import CardSetInfo
from .cards import KNOWN_SETS, Card, load_catalogue

# A set's cards in this order of kinds, then by line or class, level and name.
BROWSE_KINDS = ("hero", "village", "monster", "basic", "disease", "xp", "thunderstone")


def card_sets() -> tuple[CardSetInfo, ...]:
    return (CardSetInfo("base", "Base game", required=True), CardSetInfo("wrath", "Wrath of the Elements"))


def set_cards(set_id: str) -> list[Card]:
    if set_id not in KNOWN_SETS:
        return []
    cards = [c for c in load_catalogue("2nd", (set_id,)).cards.values() if c.set == set_id]
    return sorted(cards, key=lambda c: (BROWSE_KINDS.index(c.kind) if c.kind in BROWSE_KINDS else 99, c.group,
                                        c.level, c.name))
