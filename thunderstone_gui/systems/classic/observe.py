"""What one seat may know of a game: `observe(state, seat)`.

Public: the Hall, the Village stacks, the destroyed pile, discard piles, XP, the revealed party of the player whose
turn it is (Village or Dungeon) and everything that turn did, everything every player owns minus what is in their
discard pile (a player with a perfect memory knows it: the online edition shows it as "x/y"), what the Dungeon Deck
still holds. Hidden: other players' hands (as cards), every deck's order, the Dungeon Deck's order, the seed.
Your own deck is known as a set of cards, not as an order.

The UI in pass-and-play and every computer seat read observations, never the state. `determinize.py` turns an
observation back into a full state by sampling what it hides.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.actions import Action
from ...engine.observation import SeatView, card_counts, own_deck, seat_views, seen_pending
from .config import ClassicConfig
from .state import ClassicState, GameResult, Pending, TurnState

# Prompts whose options name cards of a hand that may be hidden from other seats.
PRIVATE_PROMPTS = ("discard", "destroy", "destroy_own")


class Observation(NamedTuple):
    viewer: int                       # -1: a spectator who sees only public information
    config: ClassicConfig                # seed removed
    turn_number: int
    active: int
    pending: Pending                  # without options when they would show a hidden hand
    legal: tuple[Action, ...]         # the viewer's legal actions ((): not the viewer's decision)
    hall: tuple[int, ...]
    dungeon_size: int
    dungeon_unseen: tuple[tuple[str, int], ...]
    supply: tuple[tuple[str, tuple[int, ...]], ...]   # stack -> cards, bottom first (stacks are face up)
    trash: tuple[int, ...]
    revealed: tuple[int, ...]
    seats: tuple[SeatView, ...]
    my_deck: tuple[tuple[str, int], ...]   # the viewer's own deck as a set of cards
    turn: TurnState                   # a copy: what the active player has done this turn (all public)
    continuation: tuple[tuple[Any, ...], ...]   # effects still to resolve (engine/flow.py)
    breached: tuple[int, ...]
    result: GameResult | None
    card_ids: tuple[str, ...]         # card id of every instance (public: instance numbers come from the setup)
    progress_turn: int                # the turn a monster last left the Dungeon for good (rules/turn.py, impasse)
    fruitless_visits: int             # Dungeon turns since, none of which took a monster for good

    @property
    def edition(self) -> str:
        return self.config.variants.rules_edition


def observe(state: ClassicState, viewer: int) -> Observation:
    card_ids = tuple(c.id for c in state.cards)
    pending, legal = seen_pending(state, viewer, PRIVATE_PROMPTS)
    return Observation(
        viewer, state.config.model_copy(update={"seed": 0}), state.turn_number, state.active, pending, legal,
        tuple(state.hall), len(state.dungeon), card_counts(card_ids[i] for i in state.dungeon),
        tuple((k, tuple(v)) for k, v in state.supply.items()), tuple(state.trash), tuple(state.revealed),
        seat_views(state, viewer, card_ids), own_deck(state, viewer, card_ids), state.turn.clone(),
        tuple(state.stack), tuple(sorted(state.breached)), state.result, card_ids, state.progress_turn,
        state.fruitless_visits)
