"""The end of the game and the final score ("Winning the Game").

Every player counts the VP of all the cards they own (deck, hand, discard). The most VP wins; among tied players the
one holding the Thunderstone wins; otherwise the tied players share the victory.
"""

from __future__ import annotations

from ....engine.events import Event
from ...scoring import declare_result, owned_vp, owner_of, vp_by_category
from ...scoring import winners as shared_winners
from ..cards import Card
from ..state import ClassicState, Pending

CATEGORIES = ("heroes", "village", "monsters", "thunderstone", "basic")
_KIND_CATEGORY = {"hero": "heroes", "village": "village"}


def _category(card: Card) -> str:
    if card.is_stone:
        return "thunderstone"
    if card.is_monster:
        return "monsters"
    return _KIND_CATEGORY.get(card.kind, "basic")


def vp_breakdown(state: ClassicState, seat: int) -> dict[str, int]:
    """A player's VP by card type."""
    return vp_by_category(state, seat, CATEGORIES, _category)


score = owned_vp


def stone_holder(state: ClassicState) -> int:
    return owner_of(state, lambda card: card.is_stone)


def winners(scores: list[int], holder: int) -> tuple[int, ...]:
    """The most VP wins; among tied players the one holding the Thunderstone."""
    return shared_winners([(vp, seat == holder) for seat, vp in enumerate(scores)])


def finish_game(state: ClassicState, events: list[Event], reason: str) -> None:
    _settle_loose_cards(state, events)
    scores = [score(state, seat) for seat in range(state.seats)]
    holder = stone_holder(state)
    state.stack.clear()
    state.pending = Pending("game_over", -1)
    declare_result(state, events, scores, winners(scores, holder), reason, thunderstone=holder)


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
