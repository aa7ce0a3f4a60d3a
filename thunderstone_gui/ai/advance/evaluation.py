"""How good a (determinized) position is for one seat, in VP-equivalents: the Normal level's judgement and the Hard
level's playout score.

A seat's standing = its VP + its XP at `xp_value` + what its deck brings in the turns it still has to use it (the
mean value of the hands it deals, deck.py, about the VP a turn wins). A change is judged against the best rival's
change over the same playout. A finished game is worth +-`WIN` (a shared victory a share of it).
"""

from __future__ import annotations

from ...systems.advance.rules.scoring import score
from ...systems.advance.state import AdvanceState
from .deck import deck_value

WIN = 40.0
# A deck's hands are worth this share of their value over the turns left (later turns are less sure).
DECK_WEIGHT = 0.5


def turns_left(state: AdvanceState) -> float:
    """Each seat's own turns still to come, roughly: the Bearer lies among the bottom eleven cards of the Dungeon
    Deck, and a round of turns takes about one monster out of the Hall per two seats."""
    hall = sum(1 for i in state.hall if i >= 0)
    if state.bearer in state.hall:
        return 1.5
    above = max(0, len(state.dungeon) - 5) + hall * 0.5
    return max(1.0, above / max(1.0, 0.55 * state.seats))


def deck_quality(state: AdvanceState, seat: int) -> float:
    """What a hand of the seat's deck is worth on average (deck.py)."""
    cards = state.cards
    return deck_value([cards[i] for i in state.players[seat].owned()])


def deck_horizon(state: AdvanceState, horizon: float = 12.0) -> float:
    """The own turns a card bought now still has to work (capped: the far future is uncertain)."""
    return min(turns_left(state), horizon)


class Evaluator:
    def __init__(self, me: int, xp_value: float = 0.25, deck_weight: float = DECK_WEIGHT, horizon: float = 12.0,
                 stall_bonus: float = 0.5) -> None:
        self.me = me
        self.stall_bonus = stall_bonus
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
        stalled = (before.turn_number - before.progress_turn) // max(1, before.seats)
        if stalled >= 2 and end.hall != before.hall:
            # A stuck Hall that moves on (even by a lost battle) keeps the game going: worth more the longer it was.
            mine += self.stall_bonus * min(stalled, 8)
        rivals = [self.standing(end, s, turns) - self.standing(before, s, turns)
                  for s in range(end.seats) if s != self.me]
        return mine - (max(rivals) if rivals else 0.0)
