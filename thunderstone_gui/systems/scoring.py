"""What every game's scoring shares: a player counts the VP of every card they own (deck, hand, discard pile), the
best score wins, ties are broken by what each game's rules say (a key per seat), and the game's end is told by one
result and one event. Each game's `rules/scoring.py` says what it counts and how it breaks ties.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..engine.events import Event
from ..engine.state import GameResult, GameState


def owned_vp(state: GameState, seat: int) -> int:
    """The VP of every card the player owns."""
    cards = state.cards
    return sum(cards[i].vp for i in state.players[seat].owned())


def vp_by_category(state: GameState, seat: int, categories: Sequence[str],
                   category_of: Callable[[Any], str]) -> dict[str, int]:
    """A player's VP by the game's categories of cards (`category_of(card)` names a card's)."""
    out = dict.fromkeys(categories, 0)
    for iid in state.players[seat].owned():
        card = state.cards[iid]
        if card.vp:
            out[category_of(card)] += card.vp
    return out


def owner_of(state: GameState, is_it: Callable[[Any], bool]) -> int:
    """The seat that owns a card `is_it` picks (the Thunderstone, the Bearer), or -1."""
    for seat, player in enumerate(state.players):
        if any(is_it(state.cards[i]) for i in player.owned()):
            return seat
    return -1


def winners(keys: Sequence[Any]) -> tuple[int, ...]:
    """The seats with the best key: each seat's score first, then what breaks ties; seats still tied all win."""
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


def declare_result(state: GameState, events: list[Event], scores: Sequence[int], won: tuple[int, ...], reason: str,
                   **holder: int) -> None:
    """The game's result and the event that tells it; `holder` names the seat holding the game's prize card, if the
    game has one (`thunderstone=seat`)."""
    state.result = GameResult(tuple(scores), won, next(iter(holder.values()), -1), reason)
    events.append(Event("game_over", -1, (), {"scores": list(scores), "winners": list(won), **holder,
                                              "reason": reason}))
