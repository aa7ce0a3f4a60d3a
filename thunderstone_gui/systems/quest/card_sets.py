"""Thunderstone Quest's boxes for the card pool and "Sets I own" (engine/card_sets.py): our own card set, shipped with
the game and always owned, then every set of the printed cards the player installed that passes the check (Epic
Thunderstone Quest plays with every set the player owns: ui/quest/setup_panel.py)."""

from __future__ import annotations

from ...engine.card_sets import CardSetInfo
from .cards import Catalogue, QuestCard, our_set, register_set

# The cards in this order of kinds, then by line or group, level and name.
BROWSE_KINDS = ("hero", "weapon", "item", "spell", "monster", "guardian", "room", "side_quest", "sponsorship", "cache",
                "card", "wound", "rat", "key")


def _installed() -> list[Catalogue]:
    try:
        from .set_files import installed_sets

        return [register_set(entry.data) for entry in installed_sets() if entry.data is not None]
    except Exception:  # noqa: BLE001 - a damaged data folder must not break the card pool or New Game
        return []


def card_sets() -> tuple[CardSetInfo, ...]:
    ours = our_set()
    return (CardSetInfo(ours.set_id, ours.name, required=True),
            *(CardSetInfo(c.set_id, c.name) for c in _installed() if c.set_id != ours.set_id))


def set_cards(set_id: str) -> list[QuestCard]:
    ours = our_set()
    found = ours if set_id == ours.set_id else next((c for c in _installed() if c.set_id == set_id), None)
    if found is None:
        return []
    return sorted(found.cards.values(), key=lambda c: (
        BROWSE_KINDS.index(c.kind) if c.kind in BROWSE_KINDS else 99, c.group or "", c.level or 0, c.name))
