"""The end of the game and the score ("Scoring & End Game").

The game ends when the turn in which the Thunderstone Bearer was defeated or reached Rank 1 is over. Every player
counts the VP of all the cards they own (hand, deck, discard pile). The most VP wins; among tied players the one
holding the Bearer wins, then the one with the most XP; players still tied share the victory.
"""

from __future__ import annotations

from ....engine.events import Event
from ...scoring import declare_result, owned_vp, owner_of, vp_by_category
from ...scoring import winners as shared_winners
from ..cards import Card
from ..state import AdvanceState, Pending

CATEGORIES = ("heroes", "village", "monsters", "bearer", "basic", "curses")
_KIND_CATEGORY = {"hero": "heroes", "village": "village", "curse": "curses"}


def _category(card: Card) -> str:
    if card.is_bearer:
        return "bearer"
    if card.is_monster:
        return "monsters"
    return _KIND_CATEGORY.get(card.kind, "basic")


def vp_breakdown(state: AdvanceState, seat: int) -> dict[str, int]:
    """A player's VP by card type."""
    return vp_by_category(state, seat, CATEGORIES, _category)


score = owned_vp


def bearer_holder(state: AdvanceState) -> int:
    return owner_of(state, lambda card: card.is_bearer)


def winners(scores: list[int], holder: int, xp: list[int]) -> tuple[int, ...]:
    """The most VP wins; among tied players the one holding the Bearer, then the one with the most XP."""
    return shared_winners([(vp, seat == holder, xp[seat]) for seat, vp in enumerate(scores)])


def finish_game(state: AdvanceState, events: list[Event], reason: str) -> None:
    scores = [score(state, seat) for seat in range(state.seats)]
    holder = bearer_holder(state)
    xp = [p.xp for p in state.players]
    state.stack.clear()
    state.pending = Pending("game_over", -1)
    declare_result(state, events, scores, winners(scores, holder, xp), reason, bearer=holder)
