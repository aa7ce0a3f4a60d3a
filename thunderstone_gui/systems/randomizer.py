"""What the three games' randomizers share: an entry (one randomizer card: its kind and the group, line or card it
names), the sentences that tell a card set's changes, and which of them still hold once entries leave the set.
Each game's `randomizer.py` draws by its own rulebook.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, NamedTuple, Protocol


class Entry(NamedTuple):
    """One randomizer of a game's setup."""

    kind: str        # the original game: monster | hero | village; Advance adds bearer; Quest: hero | market | room |
                     # monster | guardian
    name: str        # the monster class or group, the hero line, the Village or Marketplace card's id, the room...


class EntryTitles(Protocol):
    """A game's randomizer pool as the notes read it: each entry's cards, and how a sentence names the entry."""

    @property
    def cards(self) -> Mapping[Entry, Any]: ...

    def title(self, entry: Entry) -> str: ...


def sentence(text: str) -> str:
    """`text` as a sentence: its first letter upper case ("the Drua heroes came in..." -> "The Drua heroes...")."""
    return text[:1].upper() + text[1:]


def notes_still_true(pool: EntryTitles, notes: Iterable[str], gone: Iterable[Entry]) -> tuple[str, ...]:
    """The notes of a card set that still hold once the entries `gone` left it (a reroll): those naming none of
    them - neither as a sentence names the entry ("Moonstone", "the Regian heroes") nor any of its cards."""
    names = set()
    for entry in gone:
        if entry in pool.cards:
            names.add(pool.title(entry))
            names.update(card.name for card in pool.cards[entry])
    if not names:
        return tuple(notes)
    pattern = re.compile("|".join(rf"\b{re.escape(n)}\b" for n in sorted(names, key=len, reverse=True)),
                         re.IGNORECASE)
    return tuple(note for note in notes if not pattern.search(note))
