"""What one seat may know of a game of Thunderstone Advance: `observe(state, seat)`.

Public: the Hall, the Village stacks, the face-up Horde Deck, the cards out of the game, discard piles, XP, the
revealed party of the player whose turn it is (Village or Dungeon) and everything that turn did, cards turned up for
a moment, what the Dungeon Deck and the Curse deck still hold (as sets of cards). Hidden: other players' hands (as
cards), every deck's order, the Dungeon Deck's and the Curse deck's order, the seed. A prompt whose options would
show a hidden hand (Prepare, Rest, discarding, destroying, a React) is shown to the others without its options.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.actions import Action
from ...engine.observation import SeatView, card_counts, own_deck, seat_views, seen_pending
from .config import AdvanceConfig
from .state import AdvanceState, AdvanceTurn, GameResult, Pending

# Prompts whose options name cards of a hand that may be hidden from other seats.
PRIVATE_PROMPTS = ("prepare", "rest", "discard", "destroy", "react", "react_buy")


class Observation(NamedTuple):
    viewer: int                       # -1: a spectator who sees only public information
    config: AdvanceConfig             # seed removed
    turn_number: int
    active: int
    pending: Pending                  # without options when they would show a hidden hand
    legal: tuple[Action, ...]         # the viewer's legal actions ((): not the viewer's decision)
    hall: tuple[int, ...]
    darkness: tuple[int, ...]         # of each rank (the board side)
    dungeon_size: int
    dungeon_unseen: tuple[tuple[str, int], ...]
    curses_size: int
    curses_unseen: tuple[tuple[str, int], ...]
    horde: tuple[int, ...]            # face up, bottom first
    supply: tuple[tuple[str, tuple[int, ...]], ...]   # stack -> cards, bottom first (stacks are face up)
    out: tuple[int, ...]
    revealed: tuple[int, ...]
    seats: tuple[SeatView, ...]
    my_deck: tuple[tuple[str, int], ...]   # the viewer's own deck as a set of cards
    turn: AdvanceTurn                 # a copy: what the active player has done this turn (all public)
    continuation: tuple[tuple[Any, ...], ...]   # effects still to resolve (engine/flow.py)
    breached: int
    result: GameResult | None
    card_ids: tuple[str, ...]         # card id of every instance (public: instance numbers come from the setup)
    progress_turn: int                # the turn the Dungeon last moved on (rules/turn.py, impasse)
    progress_mark: tuple[int, int]
    familiars_unseen: tuple[tuple[str, int], ...] = ()   # the face-down Familiar deck as a set of cards
    familiar_of: tuple[int, ...] = ()  # each seat's Familiar (-1: none), public
    familiar_away: tuple[bool, ...] = ()


def observe(state: AdvanceState, viewer: int) -> Observation:
    card_ids = tuple(c.id for c in state.cards)
    pending, legal = seen_pending(state, viewer, PRIVATE_PROMPTS)
    return Observation(
        viewer, state.config.model_copy(update={"seed": 0}), state.turn_number, state.active, pending,
        legal, tuple(state.hall), state.darkness, len(state.dungeon),
        card_counts(card_ids[i] for i in state.dungeon), len(state.curses),
        card_counts(card_ids[i] for i in state.curses),
        tuple(state.horde), tuple((k, tuple(v)) for k, v in state.supply.items()), tuple(state.out),
        tuple(state.revealed), seat_views(state, viewer, card_ids), own_deck(state, viewer, card_ids),
        state.turn.clone(), tuple(state.stack), state.breached,
        state.result, card_ids, state.progress_turn, state.progress_mark,
        card_counts(card_ids[i] for i in state.familiars), tuple(state.familiar_of), tuple(state.familiar_away))
