"""The end of the game and the final score ("Winning the Game").

Every player counts the VP of all the cards they own (deck, hand, discard). The most VP wins; among tied players the
one holding the Thunderstone wins; otherwise the tied players share the victory.
"""

from __future__ import annotations

from ....engine.events import Event
from ..state import ClassicState, GameResult, Pending

CATEGORIES = ("heroes", "village", "monsters", "thunderstone", "basic")


def vp_breakdown(state: ClassicState, seat: int) -> dict[str, int]:
    """A player's VP by card type."""
    out = dict.fromkeys(CATEGORIES, 0)
    for iid in state.players[seat].owned():
        card = state.cards[iid]
        if not card.vp:
            continue
        if card.is_stone:
            out["thunderstone"] += card.vp
        elif card.is_monster:
            out["monsters"] += card.vp
        elif card.kind == "hero":
            out["heroes"] += card.vp
        elif card.kind == "village":
            out["village"] += card.vp
        else:
            out["basic"] += card.vp
    return out


def score(state: ClassicState, seat: int) -> int:
    return sum(state.cards[i].vp for i in state.players[seat].owned())


def stone_holder(state: ClassicState) -> int:
    for seat, player in enumerate(state.players):
        if any(state.cards[i].is_stone for i in player.owned()):
            return seat
    return -1


def winners(scores: list[int], holder: int) -> tuple[int, ...]:
    best = max(scores)
    tied = tuple(seat for seat, s in enumerate(scores) if s == best)
    if len(tied) > 1 and holder in tied:
        return (holder,)
    return tied


def finish_game(state: ClassicState, events: list[Event], reason: str) -> None:
    _settle_loose_cards(state, events)
    scores = [score(state, seat) for seat in range(state.seats)]
    holder = stone_holder(state)
    state.result = GameResult(tuple(scores), winners(scores, holder), holder, reason)
    state.stack.clear()
    state.pending = Pending("game_over", -1)
    events.append(Event("game_over", -1, (), {"scores": scores, "winners": list(state.result.winners),
                                              "thunderstone": holder, "reason": reason}))


def _settle_loose_cards(state: ClassicState, events: list[Event]) -> None:
    """A game can end in the middle of a turn: borrowed cards go home, destroyed ones leave, before counting."""
    from ..zones import destroy

    t = state.turn
    hand = state.players[state.active].hand
    for iid in t.battle_destroyed + sorted(t.thrown):
        if iid in hand:
            hand.remove(iid)
            destroy(state, iid, events, state.active, "battle")
    for iid, owner in t.borrowed.items():
        if iid in hand:
            hand.remove(iid)
            state.players[owner].discard.append(iid)
    t.borrowed.clear()
    t.equips = {w: h for w, h in t.equips.items() if w in hand and h in hand}
