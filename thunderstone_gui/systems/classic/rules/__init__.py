"""The rules, one module per section of the rulebook. Importing this package registers every step and prompt."""

from . import combat, dungeon, hall, party, scoring, setup, turn, village  # noqa: F401
