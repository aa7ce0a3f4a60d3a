"""What every game's `observe` shares: hidden zones as card counts, the seats' decks and hands as a viewer may know
them, and the pending decision with the options another seat may not see.

A hidden zone is told as a multiset of card ids (`card_counts`), never as instances in order; `engine/hidden.py`
deals such counts back to instances when a computer seat determinizes an observation.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Iterable, NamedTuple, Sequence

from .state import Pending

if TYPE_CHECKING:
    from .actions import Action
    from .state import GameState, PlayerState

Counts = tuple[tuple[str, int], ...]


class SeatView(NamedTuple):
    """A seat as the original game and Advance show it (Quest's boards have more: systems/quest/observe.py)."""
    seat: int
    name: str
    kind: str
    hand: tuple[int, ...] | None      # None: hidden from the viewer
    hand_size: int
    deck_size: int
    discard: tuple[int, ...]          # face up, bottom first
    xp: int
    unseen: Counts                    # card id -> count in deck + hidden hand (sorted)


def card_counts(card_ids: Iterable[str]) -> Counts:
    return tuple(sorted(Counter(card_ids).items()))


def hand_seen(state: GameState, seat: int, viewer: int) -> bool:
    return seat == viewer or state.hand_is_public(seat)


def unseen(player: PlayerState, visible: bool, card_ids: Sequence[str]) -> Counts:
    """A player's deck and, when the viewer cannot see it, hand: as counts."""
    return card_counts(card_ids[i] for i in player.deck + ([] if visible else player.hand))


def own_deck(state: GameState, viewer: int, card_ids: Sequence[str]) -> Counts:
    """The viewer's own deck as a set of cards (a spectator has none)."""
    return card_counts(card_ids[i] for i in state.players[viewer].deck) if viewer >= 0 else ()


def seat_views(state: GameState, viewer: int, card_ids: Sequence[str]) -> tuple[SeatView, ...]:
    views = []
    for seat, player in enumerate(state.players):
        visible = hand_seen(state, seat, viewer)
        views.append(SeatView(
            seat, state.config.seats[seat].name, state.config.seats[seat].kind,
            tuple(player.hand) if visible else None, len(player.hand), len(player.deck), tuple(player.discard),
            player.xp, unseen(player, visible, card_ids)))
    return tuple(views)


def viewer_hand(seats: Sequence[SeatView], viewer: int) -> tuple[int, ...]:
    """The viewer's own hand as its seat's view shows it (a spectator has none)."""
    view = seats[viewer] if viewer >= 0 else None
    return view.hand if view and view.hand is not None else ()


def seen_pending(state: GameState, viewer: int, private_prompts: Sequence[str]
                 ) -> tuple[Pending, tuple[Action, ...]]:
    """The pending decision as `viewer` sees it, and the viewer's legal actions (() when it is not theirs): a prompt
    of another seat whose options would show a hidden hand (`private_prompts`) comes without its options."""
    from .game import legal_actions

    pending = state.pending
    is_mine = pending.seat == viewer and pending.kind != "game_over"
    if (not is_mine and pending.kind == "prompt" and pending.prompt in private_prompts
            and not state.hand_is_public(pending.seat)):
        pending = Pending(pending.kind, pending.seat, pending.prompt, (), pending.info)
    return pending, tuple(legal_actions(state)) if is_mine else ()
