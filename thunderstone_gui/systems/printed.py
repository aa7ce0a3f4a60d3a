"""Printed values, as every game's cards have them: a card either shows a number (0 included) or has no such value
at all (no icon) - and "no value is not 0" (an effect that needs a value cannot use a card without one).

A compiled card keeps each value as a plain int for the arithmetic (no value reads 0) and the set of values it has;
`PrintedValues` gives every game's card class `has(field)` and `value(field)`.
"""

from __future__ import annotations

from typing import Any, ClassVar


class PrintedValues:
    __slots__ = ()

    VALUE_FIELDS: ClassVar[tuple[str, ...]]
    printed: frozenset[str]

    def set_values(self, data: Any, zero_is_a_value: bool = True) -> None:
        """Copy `VALUE_FIELDS` from card data where an omitted field is None (`zero_is_a_value=False`: a printed 0
        counts as none, as the original game's rulings 1 read it)."""
        printed = []
        for name in self.VALUE_FIELDS:
            number = getattr(data, name)
            setattr(self, name, 0 if number is None else number)
            if number is not None and (zero_is_a_value or number != 0):
                printed.append(name)
        self.printed = frozenset(printed)  # type: ignore[misc]  # a slot of each game's card class, not the mixin's

    def has(self, field: str) -> bool:
        """Whether the card has a value for `field`: a printed 0 counts, no icon does not."""
        if field not in self.VALUE_FIELDS:
            raise KeyError(f"{field!r} is not a card value; known: {', '.join(self.VALUE_FIELDS)}")
        return field in self.printed

    def value(self, field: str) -> int | None:
        """The card's value for `field`, or None when the card has none."""
        return getattr(self, field) if self.has(field) else None
