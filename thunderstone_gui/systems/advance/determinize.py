"""A full Thunderstone Advance state consistent with an observation: hidden cards dealt at random.

The hidden cards of each zone are known as a multiset (observe.py); they are dealt to the zones' instances at random
with the given seed: each deck's order, other players' hands, the Dungeon Deck's order (keeping the Bearer among
its bottom cards) and the Curse deck's order.
"""

from __future__ import annotations

from ...engine.hidden import ask_again, deal_players, dealt_state, hidden_cards, keep_near_bottom
from .observe import Observation
from .rules.setup import BEARER_AMONG_BOTTOM
from .state import AdvanceState, PlayerState


def determinize(obs: Observation, seed: int) -> AdvanceState:
    state = dealt_state(AdvanceState, obs, seed)
    state.supply = {k: list(v) for k, v in obs.supply}
    state.hall = list(obs.hall)
    state.darkness = obs.darkness
    state.horde = list(obs.horde)
    state.out = list(obs.out)
    state.revealed = list(obs.revealed)
    state.breached = obs.breached
    state.progress_turn = obs.progress_turn
    state.progress_mark = obs.progress_mark
    state.bearer = next(i for i, card in enumerate(state.cards) if card.is_bearer)

    seats = len(obs.seats)
    state.familiar_of = list(obs.familiar_of) or [-1] * seats
    state.familiar_away = list(obs.familiar_away) or [False] * seats
    public = (set(state.out) | set(state.revealed) | set(state.horde) | {c for c in state.hall if c >= 0}
              | {c for c in state.familiar_of if c >= 0})
    hidden = hidden_cards(state, obs, public, state.supply.values())
    state.players = deal_players(obs, hidden, lambda view: PlayerState())
    dungeon = hidden.take(obs.dungeon_unseen)
    state.rng.shuffle(dungeon)
    # The Bearer began among the bottom cards: keep it in the bottom part of the deck.
    keep_near_bottom(dungeon, next((i for i in dungeon if state.cards[i].is_bearer), None), BEARER_AMONG_BOTTOM,
                     state.rng)
    state.dungeon = dungeon
    curses = hidden.take(obs.curses_unseen)
    state.rng.shuffle(curses)
    state.curses = curses
    familiars = hidden.take(obs.familiars_unseen)
    if familiars:                   # a game without Familiars draws as before them
        state.rng.shuffle(familiars)
    state.familiars = familiars

    ask_again(state, obs.pending)
    return state
