"""Easy: the cheap policy of policy.py, straight (value-table purchases, fights it can win, Curses shaken off)."""

from __future__ import annotations

from .. import register
from ..base import PolicyAgent
from .policy import FastPolicy


@register("easy", game="advance")
class EasyAgent(PolicyAgent):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, FastPolicy())
