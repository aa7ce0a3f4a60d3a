"""A full Quest state consistent with an observation: hidden cards dealt at random.

Each deck's order, other players' hands, the Monster decks' and the Treasure deck's order (their contents are
known), and other players' secret Side Quests (drawn from those the viewer cannot see) are dealt with the given
seed. A prompt that showed another player's hidden cards is asked again for the dealt ones.
"""

from __future__ import annotations

from ...engine.hidden import HiddenCards, ask_again, deal_seat, seen_in_seats
from ...engine.rng import Rng
from .observe import Observation
from .state import QuestPlayer, QuestState


def determinize(obs: Observation, seed: int) -> QuestState:
    rng = Rng(seed)
    config = obs.config.model_copy(update={"seed": seed % (2**63)})
    catalogue = config.catalogue()
    state = QuestState.__new__(QuestState)
    state.config = config
    state.catalogue = catalogue
    state.cards = [catalogue[cid] for cid in obs.card_ids]
    state.rng = rng
    state.market = {k: list(v) for k, v in obs.market}
    state.guilds = {k: list(v) for k, v in obs.guilds}
    state.rooms = obs.rooms
    state.room_monster = list(obs.room_monster)
    state.trash = list(obs.trash)
    state.wound_stack = list(obs.wound_stack)
    state.legendary = list(obs.legendary)
    state.under_wilderness = list(obs.under_wilderness)
    state.keys_found = list(obs.keys_found)
    state.summoned = obs.summoned
    state.final_turns = obs.final_turns
    state.active = obs.active
    state.turn_number = obs.turn_number
    state.turn = obs.turn.clone()
    state.stack = list(obs.continuation)
    state.result = obs.result
    state.reveals = 0
    state.version = 0
    state._legal = None

    public: set[int] = set(state.trash) | set(state.wound_stack) | set(state.legendary) | set(state.keys_found)
    public |= set(state.under_wilderness) | {m for m in state.room_monster if m >= 0} | set(state.turn.keys_aside)
    for _, pile in obs.market + obs.guilds:
        public.update(pile)
    public |= seen_in_seats(obs.seats)
    hidden_cards = HiddenCards(obs.card_ids, public, rng)

    state.monster_decks = [hidden_cards.take(counts, shuffled=True) for counts in obs.monster_decks]
    state.treasure = hidden_cards.take(obs.treasure, shuffled=True)
    quests = list(obs.hidden_quests)
    rng.shuffle(quests)
    state.players = []
    for view in obs.seats:
        player = QuestPlayer()
        player.wounds, player.gear = view.wounds, list(view.gear)
        player.location, player.quest_done, player.sponsorship = view.location, view.quest_done, view.sponsorship
        player.defeated = list(view.defeated)
        if view.offer is not None:
            player.offer = view.offer
        elif view.offer_size:
            player.offer = tuple(sorted(quests.pop() for _ in range(view.offer_size)))
        if view.side_quest is not None:
            player.side_quest = view.side_quest
        elif view.has_quest:
            player.side_quest = quests.pop()
        deal_seat(player, view, hidden_cards)
        state.players.append(player)
    state.pool = tuple(sorted(quests))

    ask_again(state, obs.pending)
    return state

