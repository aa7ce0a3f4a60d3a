"""Thunderstone: a digital edition of the deck-building card game."""

__version__ = "0.1.0"
