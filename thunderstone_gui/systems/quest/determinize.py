"""A full Quest state consistent with an observation: hidden cards dealt at random.

Each deck's order, other players' hands, the Monster decks' and the Treasure deck's order (their contents are
known), other players' secret Side Quests (drawn from those the viewer cannot see) and, in Epic Thunderstone Quest,
the Marketplace decks' order and the Heroes under the top of each class stack are dealt with the given seed. A card
face down in a room is dealt from the cards of the deck it came from. A prompt that showed another player's hidden
cards is asked again for the dealt ones.
"""

from __future__ import annotations

from ...engine.hidden import ask_again, deal_players, dealt_state, hidden_cards
from .observe import Observation, SeatView
from .state import QuestPlayer, QuestState


def determinize(obs: Observation, seed: int) -> QuestState:
    state = dealt_state(QuestState, obs, seed)
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

    public: set[int] = set(state.trash) | set(state.wound_stack) | set(state.legendary) | set(state.keys_found)
    public |= set(state.under_wilderness) | {m for m in state.room_monster if m >= 0} | set(state.turn.keys_aside)
    state.hero_box = {k: list(v) for k, v in obs.hero_box}
    for box in state.hero_box.values():
        public.update(box)
    hidden = hidden_cards(state, obs, public, [*state.market.values(), *state.guilds.values()])
    state.monster_decks = [hidden.take(counts, shuffled=True) for counts in obs.monster_decks]
    state.face_down = dict(obs.face_down)
    state.dice = obs.dice
    for room, level in obs.face_down:
        state.room_monster[room] = state.monster_decks[level - 1].pop()
    state.treasure = hidden.take(obs.treasure, shuffled=True)
    # Epic: the Marketplace decks and what lies under each class stack's top Hero, dealt in a random order.
    state.market_decks = {k: hidden.take(counts, shuffled=True) for k, counts in obs.market_decks}
    for key, counts in obs.stack_rest:
        state.guilds[key] = hidden.take(counts, shuffled=True) + state.guilds[key]
    quests = list(obs.hidden_quests)
    state.rng.shuffle(quests)

    def board(view: SeatView) -> QuestPlayer:
        """The player's board as the view shows it; secret Side Quests dealt from those the viewer cannot see."""
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
        return player

    state.players = deal_players(obs, hidden, board)
    state.pool = tuple(sorted(quests))

    ask_again(state, obs.pending)
    return state
