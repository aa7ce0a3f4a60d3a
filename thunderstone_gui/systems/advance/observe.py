"""What one seat may know of a game of Thunderstone Advance: `observe(state, seat)`.

Public: the Hall, the Village stacks, the face-up Horde Deck, the cards out of the game, discard piles, XP, the
revealed party of the player whose turn it is (Village or Dungeon) and everything that turn did, cards turned up for
a moment, what the Dungeon Deck and the Curse deck still hold (as sets of cards). Hidden: other players' hands (as
cards), every deck's order, the Dungeon Deck's and the Curse deck's order, the seed. A prompt whose options would
show a hidden hand (Prepare, Rest, discarding, destroying, a React) is shown to the others without its options.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from ...engine.actions import Action
from .config import AdvanceConfig
from .state import AdvanceState, AdvanceTurn, GameResult, Pending

# Prompts whose options name cards of a hand that may be hidden from other seats.
PRIVATE_PROMPTS = ("prepare", "rest", "discard", "destroy", "react", "react_buy")


class SeatView(NamedTuple):
    seat: int
    name: str
    kind: str
    hand: tuple[int, ...] | None      # None: hidden from the viewer
    hand_size: int
    deck_size: int
    discard: tuple[int, ...]          # face up, bottom first
    xp: int
    unseen: tuple[tuple[str, int], ...]   # card id -> count in deck + hidden hand (sorted)


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

    def card_id(self, iid: int) -> str:
        return self.card_ids[iid]

    def my_hand(self) -> tuple[int, ...]:
        view = self.seats[self.viewer] if self.viewer >= 0 else None
        return view.hand if view and view.hand is not None else ()


def _counts(card_ids: list[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(card_ids).items()))


def observe(state: AdvanceState, viewer: int) -> Observation:
    from ...engine.game import legal_actions

    card_ids = tuple(c.id for c in state.cards)
    seats = []
    for seat, player in enumerate(state.players):
        visible = seat == viewer or state.hand_is_public(seat)
        hidden = player.deck + ([] if visible else player.hand)
        seats.append(SeatView(
            seat, state.config.seats[seat].name, state.config.seats[seat].kind,
            tuple(player.hand) if visible else None, len(player.hand), len(player.deck), tuple(player.discard),
            player.xp, _counts([card_ids[i] for i in hidden])))
    mine = _counts([card_ids[i] for i in state.players[viewer].deck]) if viewer >= 0 else ()
    pending = state.pending
    is_mine = pending.seat == viewer and pending.kind != "game_over"
    if not is_mine and pending.kind == "prompt" and pending.prompt in PRIVATE_PROMPTS and not state.hand_is_public(
            pending.seat):
        pending = Pending(pending.kind, pending.seat, pending.prompt, (), pending.info)
    return Observation(
        viewer, state.config.model_copy(update={"seed": 0}), state.turn_number, state.active, pending,
        tuple(legal_actions(state)) if is_mine else (), tuple(state.hall), state.darkness, len(state.dungeon),
        _counts([card_ids[i] for i in state.dungeon]), len(state.curses), _counts([card_ids[i] for i in state.curses]),
        tuple(state.horde), tuple((k, tuple(v)) for k, v in state.supply.items()), tuple(state.out),
        tuple(state.revealed), tuple(seats), mine, state.turn.clone(), tuple(state.stack), state.breached,
        state.result, card_ids, state.progress_turn, state.progress_mark)
