"""How large anything read from a file may be: bounds no game comes near, checked before anything is built from the
numbers (a save asking for ten million copies of a card is refused in its first line, not after 600 MB).

A record, a config and the card data a scenario or a save defines itself (Advance's `custom_cards`, Quest's
`extra_cards`) are checked against them when they are read: a count too large, a list too long, a card number
beyond any card's.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, BeforeValidator

# Copies of one card in a set (the most any printed set has: 60).
MAX_COPIES = 100
# Any number a card shows or an effect counts (cost, Health, XP, "draw 2"...): far beyond every printed card.
MAX_CARD_NUMBER = 999
# Cards a scenario or a save defines itself.
MAX_OWN_CARDS = 500
# Cards of one card set file (a set of the printed cards has a few hundred).
MAX_SET_CARDS = 5000
# Cards one pile of a hand-written position may list (a whole game has a few hundred).
MAX_PILE = 1000
# Seats or players a file may list (every game has at most 5).
MAX_SEATS_LISTED = 8
# Decisions in one game: a game of 100,000 decisions would take a hundred hours; the longest random games take a
# few thousand (a 6,000-decision save is 0.3 MB).
MAX_DECISIONS = 100_000


class TooLarge(ValueError):
    """A file asks for more than any game holds; the message says what and the bound."""


def at_most(limit: int, what: str) -> BeforeValidator:
    """A pydantic validator that refuses a list longer than `limit` before its items are validated (pydantic checks
    a `max_length` only after building every item)."""

    def check(value: Any) -> Any:
        if isinstance(value, (list, tuple, dict)) and len(value) > limit:
            raise TooLarge(f"{len(value)} {what}: at most {limit}")
        return value

    return BeforeValidator(check)


def check_card_numbers(model: BaseModel) -> None:
    """Raise TooLarge if an integer field of a card's data or effect is beyond any card's numbers."""
    for name in type(model).model_fields:
        value = getattr(model, name)
        if type(value) is int and not -MAX_CARD_NUMBER <= value <= MAX_CARD_NUMBER:
            shown = value if abs(value) < 10**20 else ("more than 10^20" if value > 0 else "less than -10^20")
            raise TooLarge(f"{name} {shown} is beyond any card's numbers (at most {MAX_CARD_NUMBER})")
