"""Moving cards between zones: drawing, discarding, destroying, gaining ("Your Party Deck", "Disease Cards").

Every function appends the events it causes to `events`.
"""

from __future__ import annotations

from .events import Event
from .state import GameState


def draw(state: GameState, seat: int, count: int, events: list[Event]) -> list[int]:
    """Draw up to `count` cards into the hand; reshuffle the discard pile only when the deck is empty."""
    player = state.players[seat]
    drawn: list[int] = []
    for _ in range(count):
        if not player.deck:
            if not player.discard:
                break
            reshuffle(state, seat, events)
        drawn.append(player.deck.pop())
    if drawn:
        player.hand.extend(drawn)
        state.reveals += 1
        revealed = seat == state.active and state.turn.action in ("village", "dungeon")
        events.append(Event("drew", seat, tuple(drawn), {"count": len(drawn)}, private=not revealed))
    return drawn


def reshuffle(state: GameState, seat: int, events: list[Event]) -> None:
    player = state.players[seat]
    pile = player.discard
    player.discard = []
    state.rng.shuffle(pile)
    player.deck = pile + player.deck
    state.reveals += 1
    events.append(Event("shuffled", seat, (), {"count": len(pile)}))


def reveal_from_deck(state: GameState, seat: int, count: int, events: list[Event]) -> list[int]:
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


def to_discard(state: GameState, seat: int, iid: int) -> None:
    state.players[seat].discard.append(iid)


def destroy(state: GameState, iid: int, events: list[Event], seat: int = -1, reason: str = "") -> None:
    """Put a card that has already left its zone on the destroyed pile (Disease goes back to its supply)."""
    if state.cards[iid].is_disease:
        state.supply["disease"].append(iid)
    else:
        state.trash.append(iid)
    events.append(Event("destroyed", seat, (iid,), {"reason": reason} if reason else None))


def destroy_from_hand(state: GameState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    state.players[seat].hand.remove(iid)
    destroy(state, iid, events, seat, reason)


def discard_from_hand(state: GameState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    player = state.players[seat]
    player.hand.remove(iid)
    player.discard.append(iid)
    events.append(Event("discarded", seat, (iid,), {"reason": reason} if reason else None))


def gain_disease(state: GameState, seat: int, events: list[Event]) -> int:
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


def take_from_supply(state: GameState, stack: str) -> int:
    return state.supply[stack].pop()
