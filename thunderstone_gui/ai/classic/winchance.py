"""Scoring Hard's playouts on the chance of winning rather than on VP-equivalents: the classic game's win curve
(the curve itself is ai/wincurve.py).

The evaluation counts a VP the same whether the seat leads by twenty or trails by two; the game is won or lost. A
seat's projected lead - VP, XP at its worth and the deck's worth over the turns it pays for, against the best placed
rival - and the turns left give a chance of winning: a normal curve whose spread grows with the square root of the
turns left. Fitted by maximum likelihood on 18282 turn starts of 316 Normal-against-Normal games (2 seats, random
base-game card sets): the spread is SPREAD * sqrt(turns left + OFFSET) VP-equivalents, and the evaluation's own
exchange rates between VP, XP and deck worth predicted the winner about as well as freely fitted ones
(docs/arena-records/ai-history.md, "Playouts scored on the chance of winning").

A playout's score moves the lead; the curve turns the moved lead into a change in the chance of winning, and that is
rescaled to VP-equivalents at the decision's lead. Near the decision's lead a VP still counts one VP: only the
curvature changes the search - ahead, a line that risks much for a little counts less; behind, a gamble counts more.
"""

from __future__ import annotations

from typing import Sequence

from ..wincurve import Score, WinCurve
from .evaluation import Evaluator

SPREAD = 2.4
OFFSET = 2.0
# Beyond this many spreads from even the slope of the curve is taken as at this point: in a game all but decided
# every playout's score shrinks towards zero (the Normal choice stands) instead of growing without bound.
CLAMP = 2.0

CURVE = WinCurve(SPREAD, OFFSET, CLAMP)


def spread(turns_left: float) -> float:
    return CURVE.width(turns_left)


def worth(ev: Evaluator) -> float:
    """A seat's standing in VP-equivalents, as its own evaluator sees it."""
    return ev.vps[ev.me] + ev.xp_value * ev.obs.seats[ev.me].xp + ev.horizon * ev.deck.per_turn()


def projected_lead(mine: Evaluator, rivals: Sequence[Evaluator]) -> float:
    return worth(mine) - max(worth(r) for r in rivals)


def win_chance(lead: float, turns_left: float) -> float:
    return CURVE.chance(lead, turns_left)


def curve(lead: float, turns_left: float) -> Score:
    """score (VP-equivalents gained over the best rival) -> the change in the chance of winning it brings, in
    VP-equivalents at `lead`."""
    return CURVE.score(lead, turns_left)
