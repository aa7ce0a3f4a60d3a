"""A full Thunderstone Advance state consistent with an observation: hidden cards dealt at random.

The hidden cards of each zone are known as a multiset (observe.py); they are dealt to the zones' instances at random
with the given seed: each deck's order, other players' hands, the Dungeon Deck's order (keeping the Bearer among
its bottom cards) and the Curse deck's order.
"""

from __future__ import annotations

from ...engine.hidden import HiddenCards, ask_again, deal_seat, keep_near_bottom, seen_in_seats
from ...engine.rng import Rng
from .observe import Observation
from .rules.setup import BEARER_AMONG_BOTTOM
from .state import AdvanceState, PlayerState


def determinize(obs: Observation, seed: int) -> AdvanceState:
    rng = Rng(seed)
    config = obs.config.model_copy(update={"seed": seed % (2**63)})
    catalogue = config.catalogue()
    state = AdvanceState.__new__(AdvanceState)
    state.config = config
    state.catalogue = catalogue
    state.cards = [catalogue[cid] for cid in obs.card_ids]
    state.rng = rng
    state.supply = {k: list(v) for k, v in obs.supply}
    state.hall = list(obs.hall)
    state.darkness = obs.darkness
    state.horde = list(obs.horde)
    state.out = list(obs.out)
    state.revealed = list(obs.revealed)
    state.breached = obs.breached
    state.active = obs.active
    state.turn_number = obs.turn_number
    state.turn = obs.turn.clone()
    state.stack = list(obs.continuation)
    state.result = obs.result
    state.progress_turn = obs.progress_turn
    state.progress_mark = obs.progress_mark
    state.bearer = next(i for i, cid in enumerate(obs.card_ids) if catalogue[cid].is_bearer)
    state.reveals = 0
    state.version = 0
    state._legal = None

    public: set[int] = set(state.out) | set(state.revealed) | set(state.horde) | {c for c in state.hall if c >= 0}
    for _, pile in obs.supply:
        public.update(pile)
    public |= seen_in_seats(obs.seats)
    hidden_cards = HiddenCards(obs.card_ids, public, rng)

    state.players = []
    for view in obs.seats:
        player = PlayerState()
        deal_seat(player, view, hidden_cards)
        state.players.append(player)
    dungeon = hidden_cards.take(obs.dungeon_unseen)
    rng.shuffle(dungeon)
    # The Bearer began among the bottom cards: keep it in the bottom part of the deck.
    keep_near_bottom(dungeon, next((i for i in dungeon if state.cards[i].is_bearer), None), BEARER_AMONG_BOTTOM, rng)
    state.dungeon = dungeon
    curses = hidden_cards.take(obs.curses_unseen)
    rng.shuffle(curses)
    state.curses = curses

    ask_again(state, obs.pending)
    return state
