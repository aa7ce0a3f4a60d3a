"""How good a (determinized) position is for one seat, in VP-equivalents: the Normal level's judgement and the Hard
level's playout score.

A seat's standing = its VP + its XP at `xp_value` + the quality of its deck (the mean worth of its cards, times a hand
of six) for the turns it still has to use it. A change is judged against the best rival's change over the same
playout. A finished game is worth +-`WIN` (a shared victory a share of it).
"""

from __future__ import annotations

from ...systems.advance.rules.scoring import score
from ...systems.advance.state import AdvanceState
from .values import worth

WIN = 40.0
HAND = 6


def turns_left(state: AdvanceState) -> float:
    """Each seat's own turns still to come, roughly: the Bearer lies among the bottom eleven cards of the Dungeon
    Deck, and a round of turns takes about one monster out of the Hall per two seats."""
    hall = sum(1 for i in state.hall if i >= 0)
    if state.bearer in state.hall:
        return 1.5
    above = max(0, len(state.dungeon) - 5) + hall * 0.5
    return max(1.0, above / max(1.0, 0.55 * state.seats))


def deck_quality(state: AdvanceState, seat: int) -> float:
    """What a hand of the seat's deck is worth on average (the mean worth of its cards, times six)."""
    owned = state.players[seat].owned()
    if not owned:
        return 0.0
    cards = state.cards
    return HAND * sum(worth(cards[i]) for i in owned) / len(owned)


class Evaluator:
    def __init__(self, me: int, xp_value: float = 0.5, deck_weight: float = 0.16, horizon: float = 12.0) -> None:
        self.me = me
        self.xp_value = xp_value
        self.deck_weight = deck_weight
        self.horizon = horizon

    def standing(self, state: AdvanceState, seat: int, turns: float) -> float:
        player = state.players[seat]
        deck = self.deck_weight * min(turns, self.horizon) * deck_quality(state, seat)
        return score(state, seat) + self.xp_value * player.xp + deck

    def outcome(self, before: AdvanceState, end: AdvanceState) -> float:
        """The change from `before` to `end` for the seat, less the best rival's change."""
        if end.result is not None:
            winners = end.result.winners
            if self.me in winners:
                return WIN / len(winners)
            return -WIN
        turns = turns_left(end)
        mine = self.standing(end, self.me, turns) - self.standing(before, self.me, turns)
        rivals = [self.standing(end, s, turns) - self.standing(before, s, turns)
                  for s in range(end.seats) if s != self.me]
        return mine - (max(rivals) if rivals else 0.0)
