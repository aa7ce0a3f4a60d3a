"""A full game state consistent with an observation: hidden cards dealt at random.

Computer seats search over such states (determinized Monte-Carlo search) without ever reading the real one. The
hidden cards of each zone are known as a multiset (observe.py); they are dealt to the zones' instances at random
with the given seed: each deck's order, other players' hands, the Dungeon Deck's order (keeping the Thunderstone
among the bottom cards where the observation allows it).
"""

from __future__ import annotations

from ...engine.hidden import ask_again, deal_players, dealt_state, hidden_cards, keep_near_bottom
from .observe import Observation
from .state import ClassicState, PlayerState


def determinize(obs: Observation, seed: int) -> ClassicState:
    state = dealt_state(ClassicState, obs, seed)
    state.disease_card = state.catalogue["disease"]
    state.supply = {k: list(v) for k, v in obs.supply}
    state.hall = list(obs.hall)
    state.trash = list(obs.trash)
    state.revealed = list(obs.revealed)
    state.breached = set(obs.breached)
    # The Thunderstone is the last card the setup makes; later instances are Diseases made during play.
    state.minted = len(obs.card_ids) - obs.card_ids.index("stone_of_mystery") - 1
    state.progress_turn = obs.progress_turn
    state.fruitless_visits = obs.fruitless_visits

    public = set(state.trash) | set(state.revealed) | {c for c in state.hall if c >= 0}
    hidden = hidden_cards(state, obs, public, state.supply.values())
    state.players = deal_players(obs, hidden, lambda view: PlayerState())
    dungeon = hidden.take(obs.dungeon_unseen)
    state.rng.shuffle(dungeon)
    # The Thunderstone began among the bottom eleven cards: keep it in the bottom part of the deck.
    keep_near_bottom(dungeon, next((i for i in dungeon if state.cards[i].is_stone), None), 10, state.rng)
    state.dungeon = dungeon

    ask_again(state, obs.pending)
    return state
