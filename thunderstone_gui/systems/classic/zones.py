"""The original game's own card moves: cards turned over from a deck (Sphinx, the Torments), Disease gained from its
unlimited supply, cards taken from the Village ("Your Party Deck", "Disease Cards"). The moves every game shares
(draw, discard, destroy) are the core's (engine/zones.py).
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.zones import destroy, destroy_from_hand, discard_from_hand, draw, reshuffle, to_discard
from .state import ClassicState

__all__ = ["draw", "reshuffle", "to_discard", "destroy", "destroy_from_hand", "discard_from_hand",
           "reveal_from_deck", "gain_disease", "take_from_supply"]


def reveal_from_deck(state: ClassicState, seat: int, count: int, events: list[Event]) -> list[int]:
    """Turn over cards from the top of the deck into the public `revealed` zone (Sphinx)."""
    player = state.players[seat]
    shown: list[int] = []
    for _ in range(count):
        if not player.deck:
            if not player.discard:
                break
            reshuffle(state, seat, events)
        shown.append(player.deck.pop())
    state.revealed.extend(shown)
    state.reveals += 1
    events.append(Event("revealed_from_deck", seat, tuple(shown)))
    return shown


def gain_disease(state: ClassicState, seat: int, events: list[Event]) -> int:
    """A Disease from the supply to the discard pile. The supply is unlimited: when it is empty a new card is made
    (the rulebook's "take any unused card as a Disease"), and `state.minted` counts it."""
    pile = state.supply["disease"]
    if pile:
        iid = pile.pop()
    else:
        iid = len(state.cards)
        # A new list, never an append: clones share `cards` and must not see this card.
        state.cards = state.cards + [state.disease_card]
        state.minted += 1
    state.players[seat].discard.append(iid)
    events.append(Event("gained_disease", seat, (iid,)))
    return iid


def take_from_supply(state: ClassicState, stack: str) -> int:
    return state.supply[stack].pop()
