"""The hidden cards of an observation, dealt at random: what every game's `determinize` needs.

An observation tells which card instances are where in public and, for each hidden zone, only how many of each card
id it holds. `HiddenCards` groups the instances no public zone names by card id, shuffles each group with the
state's generator, and hands them out by those counts - so a determinized state has every card exactly once.
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any, Callable, Iterable, Protocol, Sequence, TypeVar

from .rng import Rng

if TYPE_CHECKING:
    from .state import GameState, Pending, PlayerState

State = TypeVar("State", bound="GameState")
Player = TypeVar("Player", bound="PlayerState")

Counts = Sequence[tuple[str, int]]      # card id -> how many, as observations give hidden zones


def dealt_state(state_class: type[State], obs: Any, seed: int) -> State:
    """A state of the observation's game holding what every game's observation tells alike: the config (with the
    deal's seed), the cards, whose turn it is, the turn so far, the steps waiting and the result. The game fills in
    its table and its players."""
    config = obs.config.model_copy(update={"seed": seed % (2**63)})
    catalogue = config.catalogue()
    state = state_class.__new__(state_class)
    state.config = config
    state.catalogue = catalogue
    state.cards = [catalogue[cid] for cid in obs.card_ids]
    state.rng = Rng(seed)
    state.active = obs.active
    state.turn_number = obs.turn_number
    state.turn = obs.turn.clone()
    state.stack = list(obs.continuation)
    state.result = obs.result
    state.reveals = 0
    state.version = 0
    state._legal = None
    return state


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


def hidden_cards(state: GameState, obs: Any, public: set[int], piles: Iterable[Sequence[int]]) -> HiddenCards:
    """The cards no one sees, ready to be dealt: every instance but the `public` ones of the table, those of the
    face-up `piles` (the Village's stacks) and those the seats' views show."""
    shown = set(public)
    for pile in piles:
        shown.update(pile)
    shown |= seen_in_seats(obs.seats)
    return HiddenCards(obs.card_ids, shown, state.rng)


def deal_players(obs: Any, hidden: HiddenCards, new_player: Callable[[Any], Player]) -> list[Player]:
    """Each seat's player (`new_player(view)` makes it with what the game's board shows) and its piles dealt."""
    players = []
    for view in obs.seats:
        player = new_player(view)
        deal_seat(player, view, hidden)
        players.append(player)
    return players


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
