"""Scoring a search's playouts on the chance of winning rather than on points alone, for any game.

An evaluation counts a point the same whether the seat leads by twenty or trails by two; the game is won or lost. A
seat's projected lead (in the game's points: VP-equivalents) and the turns left give a chance of winning: a normal
curve whose spread grows with the square root of the turns left, `spread * sqrt(turns left + offset)`. Each game
fits its own spread and offset on games of its levels (the classic game's: ai/classic/winchance.py).

A playout's score moves the lead; the curve turns the moved lead into a change in the chance of winning, and that is
rescaled to points at the decision's lead. Near the decision's lead a point still counts one point: only the
curvature changes the search - ahead, a line that risks much for a little counts less; behind, a gamble counts more.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist
from typing import Callable

Score = Callable[[float], float]

STANDARD = NormalDist()


@dataclass(frozen=True)
class WinCurve:
    spread: float
    offset: float
    # Beyond this many spreads from even the slope of the curve is taken as at this point: in a game all but decided
    # every playout's score shrinks towards zero (the heuristic's choice stands) instead of growing without bound.
    clamp: float = 2.0

    def width(self, turns_left: float) -> float:
        """One standard deviation of the final lead, in points, with `turns_left` turns to play."""
        return self.spread * math.sqrt(max(0.0, turns_left) + self.offset)

    def chance(self, lead: float, turns_left: float) -> float:
        """The chance of winning with `lead` points over the best placed rival."""
        return STANDARD.cdf(lead / self.width(turns_left))

    def score(self, lead: float, turns_left: float) -> Score:
        """score (points gained over the best rival) -> the change in the chance of winning it brings, in points at
        `lead`."""
        width = self.width(turns_left)
        z = lead / width
        base = STANDARD.cdf(z)
        scale = width / STANDARD.pdf(max(-self.clamp, min(self.clamp, z)))
        return lambda score: scale * (STANDARD.cdf((lead + score) / width) - base)
