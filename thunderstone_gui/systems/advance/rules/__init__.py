"""The rules, one module per section of the summary. Importing this package registers every step and prompt."""

from . import abilities, combat, curses, dungeon, hall, party, react, scoring, setup, turn, village  # noqa: F401
