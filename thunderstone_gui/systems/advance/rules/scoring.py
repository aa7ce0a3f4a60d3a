"""The end of the game and the score ("Scoring & End Game").

The game ends when the turn in which the Thunderstone Bearer was defeated or reached Rank 1 is over. Every player
counts the VP of all the cards they own (hand, deck, discard pile). The most VP wins; among tied players the one
holding the Bearer wins, then the one with the most XP; players still tied share the victory.
"""

from __future__ import annotations

from ....engine.events import Event
from ..state import AdvanceState, GameResult, Pending

CATEGORIES = ("heroes", "village", "monsters", "bearer", "basic", "curses")


def vp_breakdown(state: AdvanceState, seat: int) -> dict[str, int]:
    """A player's VP by card type."""
    out = dict.fromkeys(CATEGORIES, 0)
    for iid in state.players[seat].owned():
        card = state.cards[iid]
        if not card.vp:
            continue
        if card.is_bearer:
            out["bearer"] += card.vp
        elif card.is_monster:
            out["monsters"] += card.vp
        elif card.kind == "hero":
            out["heroes"] += card.vp
        elif card.kind == "village":
            out["village"] += card.vp
        elif card.is_curse:
            out["curses"] += card.vp
        else:
            out["basic"] += card.vp
    return out


def score(state: AdvanceState, seat: int) -> int:
    return sum(state.cards[i].vp for i in state.players[seat].owned())


def bearer_holder(state: AdvanceState) -> int:
    for seat, player in enumerate(state.players):
        if any(state.cards[i].is_bearer for i in player.owned()):
            return seat
    return -1


def winners(scores: list[int], holder: int, xp: list[int]) -> tuple[int, ...]:
    best = max(scores)
    tied = [seat for seat, s in enumerate(scores) if s == best]
    if len(tied) > 1 and holder in tied:
        return (holder,)
    most = max(xp[s] for s in tied)
    return tuple(s for s in tied if xp[s] == most)


def finish_game(state: AdvanceState, events: list[Event], reason: str) -> None:
    scores = [score(state, seat) for seat in range(state.seats)]
    holder = bearer_holder(state)
    xp = [p.xp for p in state.players]
    state.result = GameResult(tuple(scores), winners(scores, holder, xp), holder, reason)
    state.stack.clear()
    state.pending = Pending("game_over", -1)
    events.append(Event("game_over", -1, (), {"scores": scores, "winners": list(state.result.winners),
                                              "bearer": holder, "reason": reason}))
