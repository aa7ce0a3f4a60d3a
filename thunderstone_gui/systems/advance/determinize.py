"""A full Thunderstone Advance state consistent with an observation: hidden cards dealt at random.

The hidden cards of each zone are known as a multiset (observe.py); they are dealt to the zones' instances at random
with the given seed: each deck's order, other players' hands, the Dungeon Deck's order (keeping the Bearer among
its bottom cards) and the Curse deck's order.
"""

from __future__ import annotations

from ...engine.hidden import HiddenCards
from ...engine.rng import Rng
from .flow import RUNNING, run, schedule
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
    for view in obs.seats:
        public.update(view.discard)
        if view.hand is not None:
            public.update(view.hand)
    hidden_cards = HiddenCards(obs.card_ids, public, rng)

    state.players = []
    for view in obs.seats:
        player = PlayerState()
        player.discard = list(view.discard)
        player.xp = view.xp
        hidden = hidden_cards.take(view.unseen)
        rng.shuffle(hidden)
        if view.hand is not None:
            player.hand = list(view.hand)
            player.deck = hidden
        else:
            player.hand = hidden[:view.hand_size]
            player.deck = hidden[view.hand_size:]
        state.players.append(player)
    dungeon = hidden_cards.take(obs.dungeon_unseen)
    rng.shuffle(dungeon)
    bearer = next((i for i in dungeon if state.cards[i].is_bearer), None)
    if bearer is not None:
        # The Bearer began among the bottom cards: keep it in the bottom part of the deck.
        dungeon.remove(bearer)
        dungeon.insert(rng.below(min(len(dungeon), BEARER_AMONG_BOTTOM) + 1), bearer)
    state.dungeon = dungeon
    curses = hidden_cards.take(obs.curses_unseen)
    rng.shuffle(curses)
    state.curses = curses

    pending = obs.pending
    again = pending.detail("again") if pending.kind == "prompt" else None
    if pending.kind == "prompt" and not pending.options and again:
        # The prompt showed another player's hidden hand: ask it again for the dealt hand.
        state.pending = RUNNING
        schedule(state, tuple(again))
        run(state, [])
    else:
        state.pending = pending
    return state
