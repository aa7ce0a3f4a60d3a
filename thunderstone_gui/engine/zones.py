"""Moving cards between a player's piles: drawing, reshuffling, discarding, destroying.

Every function appends the events it causes to `events`. Where a destroyed card goes is the game system's rule
(`GameState.send_destroyed`).
"""

from __future__ import annotations

from .events import Event
from .state import GameState


def draw(state: GameState, seat: int, count: int, events: list[Event]) -> list[int]:
    """Draw up to `count` cards into the hand; reshuffle the discard pile only when the deck is empty."""
    player = state.players[seat]
    drawn: list[int] = []
    while count > 0:
        if not player.deck:
            if not player.discard:
                break
            reshuffle(state, seat, events)
        deck = player.deck
        take = min(count, len(deck))
        top = deck[-take:]          # the top of the deck is its end: drawn last card first
        del deck[-take:]
        top.reverse()
        drawn += top
        count -= take
    if drawn:
        player.hand.extend(drawn)
        state.reveals += 1
        events.append(Event("drew", seat, tuple(drawn), {"count": len(drawn)},
                            private=not state.hand_is_public(seat)))
    return drawn


def reshuffle(state: GameState, seat: int, events: list[Event]) -> None:
    player = state.players[seat]
    pile = player.discard
    player.discard = []
    state.rng.shuffle(pile)
    player.deck = pile + player.deck
    state.reveals += 1
    events.append(Event("shuffled", seat, (), {"count": len(pile)}))


def to_discard(state: GameState, seat: int, iid: int) -> None:
    state.players[seat].discard.append(iid)


def destroy(state: GameState, iid: int, events: list[Event], seat: int = -1, reason: str = "",
            origin: str = "") -> None:
    """A card that has already left its zone (`origin`: "hand", ...) is destroyed: it goes where the game's rules
    send destroyed cards."""
    state.send_destroyed(iid, origin)
    events.append(Event("destroyed", seat, (iid,), {"reason": reason} if reason else None))


def destroy_from_hand(state: GameState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    state.players[seat].hand.remove(iid)
    destroy(state, iid, events, seat, reason, "hand")


def discard_from_hand(state: GameState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    player = state.players[seat]
    player.hand.remove(iid)
    player.discard.append(iid)
    events.append(Event("discarded", seat, (iid,), {"reason": reason} if reason else None))
