"""A full game state consistent with an observation: hidden cards dealt at random.

Computer seats search over such states (determinized Monte-Carlo search) without ever reading the real one. The
hidden cards of each zone are known as a multiset (observe.py); they are dealt to the zones' instances at random
with the given seed: each deck's order, other players' hands, the Dungeon Deck's order (keeping the Thunderstone
among the bottom cards where the observation allows it).
"""

from __future__ import annotations

from ...engine.hidden import HiddenCards, ask_again, deal_seat, keep_near_bottom, seen_in_seats
from ...engine.rng import Rng
from .observe import Observation
from .state import ClassicState, PlayerState


def determinize(obs: Observation, seed: int) -> ClassicState:
    rng = Rng(seed)
    config = obs.config.model_copy(update={"seed": seed % (2**63)})
    catalogue = config.catalogue()
    state = ClassicState.__new__(ClassicState)
    state.config = config
    state.catalogue = catalogue
    state.cards = [catalogue[cid] for cid in obs.card_ids]
    state.disease_card = catalogue["disease"]
    state.rng = rng
    state.supply = {k: list(v) for k, v in obs.supply}
    state.hall = list(obs.hall)
    state.trash = list(obs.trash)
    state.revealed = list(obs.revealed)
    state.active = obs.active
    state.turn_number = obs.turn_number
    state.turn = obs.turn.clone()
    state.stack = list(obs.continuation)
    state.result = obs.result
    state.breached = set(obs.breached)
    state.reveals = 0
    # The Thunderstone is the last card the setup makes; later instances are Diseases made during play.
    state.minted = len(obs.card_ids) - obs.card_ids.index("stone_of_mystery") - 1
    state.progress_turn = obs.progress_turn
    state.fruitless_visits = obs.fruitless_visits
    state.version = 0
    state._legal = None

    # Which instances are hidden, by card id.
    public: set[int] = set(state.trash) | set(state.revealed) | {c for c in state.hall if c >= 0}
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
    # The Thunderstone began among the bottom eleven cards: keep it in the bottom part of the deck.
    keep_near_bottom(dungeon, next((i for i in dungeon if state.cards[i].is_stone), None), 10, rng)
    state.dungeon = dungeon

    ask_again(state, obs.pending)
    return state
