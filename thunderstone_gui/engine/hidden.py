"""The hidden cards of an observation, dealt at random: what every game's `determinize` needs.

An observation tells which card instances are where in public and, for each hidden zone, only how many of each card
id it holds. `HiddenCards` groups the instances no public zone names by card id, shuffles each group with the
state's generator, and hands them out by those counts - so a determinized state has every card exactly once.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Iterable, Protocol, Sequence

from .rng import Rng

if TYPE_CHECKING:
    from .state import GameState, Pending, PlayerState

Counts = Sequence[tuple[str, int]]      # card id -> how many, as observations give hidden zones


class HiddenCards:
    def __init__(self, card_ids: Sequence[str], public: Iterable[int], rng: Rng) -> None:
        shown = set(public)
        self.rng = rng
        self.pools: dict[str, list[int]] = defaultdict(list)
        for iid, card_id in enumerate(card_ids):
            if iid not in shown:
                self.pools[card_id].append(iid)
        for pool in self.pools.values():
            rng.shuffle(pool)

    def take(self, counts: Counts, shuffled: bool = False) -> list[int]:
        """Instances for a hidden zone holding `counts`; `shuffled`: in a random order (not by card id)."""
        out = [self.pools[card_id].pop() for card_id, n in counts for _ in range(n)]
        if shuffled:
            self.rng.shuffle(out)
        return out


class _SeatView(Protocol):
    """What dealing needs of a seat's view (each game's `SeatView` has it)."""

    @property
    def hand(self) -> tuple[int, ...] | None: ...
    @property
    def hand_size(self) -> int: ...
    @property
    def discard(self) -> tuple[int, ...]: ...
    @property
    def xp(self) -> int: ...
    @property
    def unseen(self) -> Counts: ...


def seen_in_seats(seats: Iterable[_SeatView]) -> set[int]:
    """The instances the seats' views show: their discard piles and the hands the viewer sees."""
    seen: set[int] = set()
    for view in seats:
        seen.update(view.discard)
        if view.hand is not None:
            seen.update(view.hand)
    return seen


def deal_seat(player: PlayerState, view: _SeatView, hidden_cards: HiddenCards) -> None:
    """A player's piles from its seat's view: the discard pile and XP as shown; the hand as seen, or else the first
    of its hidden cards dealt at random; the rest of them its deck."""
    player.discard = list(view.discard)
    player.xp = view.xp
    hidden = hidden_cards.take(view.unseen, shuffled=True)
    if view.hand is not None:
        player.hand = list(view.hand)
        player.deck = hidden
    else:
        player.hand = hidden[:view.hand_size]
        player.deck = hidden[view.hand_size:]


def keep_near_bottom(deck: list[int], card: int | None, among: int, rng: Rng) -> None:
    """Put `card` (if the dealt deck has it) back among the `among` bottom cards of `deck` at random: a card the
    setup shuffled into the bottom part (the Thunderstone, the Bearer) is known to be there."""
    if card is None:
        return
    deck.remove(card)
    deck.insert(rng.below(min(len(deck), among) + 1), card)


def ask_again(state: GameState, pending: Pending) -> None:
    """The observation's pending decision in the dealt state. A prompt shown without its options (they would show
    another player's hidden hand) is asked again, for the hand dealt."""
    from .flow import RUNNING, run, schedule

    again = pending.detail("again") if pending.kind == "prompt" else None
    if pending.kind == "prompt" and not pending.options and again:
        state.pending = RUNNING
        schedule(state, tuple(again))
        run(state, [])
    else:
        state.pending = pending
