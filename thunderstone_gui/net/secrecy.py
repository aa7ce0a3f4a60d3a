"""What of a decision's events one seat may be sent.

`events.redact` hides another player's private cards (a draw) - enough for a table where every player shares one
screen and the log never names such a card. Over the network the events themselves travel, so a card instance an
event names must be one the receiving seat could see: on the table before the decision, or after it. A card hidden
from the seat at both moments (another player's unrevealed hand discarded and reshuffled into their deck, a card
dealt from a face-down pile to a face-down pile) is left out of the event, which says how many were left out
(`hidden`). tests/net/test_hidden_information.py checks the rule: what a seat is sent is determined by what
`observe(state, seat)` shows it.
"""

from __future__ import annotations

from typing import Sequence

from ..engine.events import Event, redact
from ..engine.state import GameState

# Face-down piles of the games: the Dungeon Deck (the original game, Advance), the Curse deck (Advance), the
# Monster decks, the Treasure deck, the cards face down in rooms and Epic's Marketplace decks (Quest). Every player's
# deck and every hand not shown are hidden too.
HIDDEN_PILES = frozenset({"dungeon", "curses", "treasure", "face_down"})
HIDDEN_PREFIXES = ("monsters:", "market_deck:")


def hidden_from(state: GameState, seat: int) -> frozenset[int]:
    """The card instances `seat` cannot see now."""
    out: set[int] = set()
    for name, pile in state.all_zones().items():
        owner, _, zone = name.partition(":")
        if owner.startswith("p") and owner[1:].isdigit() and zone in ("deck", "hand", "discard"):
            if zone == "deck" or (zone == "hand" and int(owner[1:]) != seat
                                  and not state.hand_is_public(int(owner[1:]))):
                out.update(pile)
        elif name in HIDDEN_PILES or name.startswith(HIDDEN_PREFIXES):
            out.update(pile)
    return frozenset(out)


def seat_events(events: Sequence[Event], seat: int, before: frozenset[int], after: frozenset[int]) -> list[Event]:
    """The events as `seat` may be sent them: redacted, and without the cards it could see neither before the
    decision (`before`: hidden_from then) nor after it."""
    out = []
    for event in events:
        event = redact(event, seat)
        if event.cards:
            kept = tuple(c for c in event.cards if c not in before or c not in after)
            if len(kept) != len(event.cards):
                data = dict(event.data or {})
                data["hidden"] = len(event.cards) - len(kept)
                event = Event(event.kind, event.seat, kept, data, event.private)
        out.append(event)
    return out
