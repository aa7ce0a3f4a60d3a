"""What one seat may know of a Thunderstone Quest game: `observe(state, seat)`.

Public: the Village board (every stack, face up), the rooms and their Monsters, how many cards each Monster deck
and the Treasure deck hold and which cards they still hold (as a multiset: what has not come out yet), the
destroyed cards, the Guardian (open all game), the Keys found, every player's board (Wounds, Gear, XP, the
Champion's place, the Guild Sponsorship, a completed Side Quest) and discard pile, the revealed hand of the player
whose turn it is and everything that turn did. Hidden: other players' hands and secret Side Quests, every deck's
order, the seed. Your own deck is known as a set of cards, not as an order. Epic Thunderstone Quest: the Marketplace
decks as multisets, the class stacks' top Heroes (what lies under them as a multiset), the Heroes in the box.
A card face down in a room is no one's to see: the room shows no Monster (`room_monster` -1) but a card back
(`face_down`: the room and the level of the deck it came from), and the card is counted with the cards of that deck
(for the viewer it is any of them).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.actions import Action
from ...engine.observation import card_counts, hand_seen, own_deck, seen_pending, unseen
from .config import QuestConfig
from .state import GameResult, Pending, QuestState, QuestTurn

# Prompts whose options show a hand (or Side Quests) that may be hidden from other seats.
PRIVATE_PROMPTS = ("side_quest", "temple", "guardian_discard")


class SeatView(NamedTuple):
    seat: int
    name: str
    kind: str
    hand: tuple[int, ...] | None      # None: hidden from the viewer
    hand_size: int
    deck_size: int
    discard: tuple[int, ...]          # face up, bottom first
    xp: int
    wounds: int
    gear: tuple[int, int, int]        # Iron Rations, Lantern, Potion
    location: str
    side_quest: str | None            # None: secret (another player's, not completed)
    quest_done: bool
    offer: tuple[str, ...] | None     # the Side Quests dealt and not yet chosen (only the viewer's own)
    offer_size: int
    has_quest: bool                   # a Side Quest lies face down (or face up) by the board
    sponsorship: str
    defeated: tuple[int, ...]
    unseen: tuple[tuple[str, int], ...]   # card id -> count in deck + hidden hand


class Observation(NamedTuple):
    viewer: int                       # -1: a spectator
    config: QuestConfig               # seed removed
    turn_number: int
    active: int
    pending: Pending                  # without options when they would show hidden cards
    legal: tuple[Action, ...]         # the viewer's legal actions ((): not the viewer's decision)
    market: tuple[tuple[str, tuple[int, ...]], ...]
    guilds: tuple[tuple[str, tuple[int, ...]], ...]
    rooms: tuple[str, ...]
    room_monster: tuple[int, ...]
    monster_decks: tuple[tuple[tuple[str, int], ...], ...]   # each deck's cards as a multiset
    deck_sizes: tuple[int, ...]
    treasure: tuple[tuple[str, int], ...]
    trash: tuple[int, ...]
    wound_stack: tuple[int, ...]
    legendary: tuple[int, ...]
    under_wilderness: tuple[int, ...]
    keys_found: tuple[int, ...]
    summoned: bool
    final_turns: int
    seats: tuple[SeatView, ...]
    my_deck: tuple[tuple[str, int], ...]
    turn: QuestTurn                   # a copy: what the active player has done this turn (all public)
    continuation: tuple[tuple[Any, ...], ...]
    result: GameResult | None
    card_ids: tuple[str, ...]
    hidden_quests: tuple[str, ...]    # Side Quests the viewer cannot see (others' and the box's), sorted
    # Epic Thunderstone Quest (empty in the normal game): the Marketplace decks' cards as multisets (face down: their
    # order is no one's), what lies under the top Hero of each class stack (face up, but only the top is seen), and
    # the level 2 and 3 Heroes in the box.
    market_decks: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    stack_rest: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    hero_box: tuple[tuple[str, tuple[int, ...]], ...] = ()
    face_down: tuple[tuple[int, int], ...] = ()      # (room, the level of the deck its card came from)
    dice: tuple[int, ...] = ()                       # the dice rolled last this turn


def observe(state: QuestState, viewer: int) -> Observation:
    card_ids = tuple(c.id for c in state.cards)
    seats = []
    hidden_quests = list(state.pool)
    for seat, player in enumerate(state.players):
        visible = hand_seen(state, seat, viewer)
        own = seat == viewer
        if not own:
            hidden_quests += list(player.offer)
            if player.side_quest and not player.quest_done:
                hidden_quests.append(player.side_quest)
        seats.append(SeatView(
            seat, state.config.seats[seat].name, state.config.seats[seat].kind,
            tuple(player.hand) if visible else None, len(player.hand), len(player.deck), tuple(player.discard),
            player.xp, player.wounds, (player.gear[0], player.gear[1], player.gear[2]), player.location,
            player.side_quest if own or player.quest_done else None, player.quest_done,
            player.offer if own else None, len(player.offer), bool(player.side_quest), player.sponsorship,
            tuple(player.defeated),
            unseen(player, visible, card_ids)))
    pending, legal = seen_pending(state, viewer, PRIVATE_PROMPTS)
    guilds = tuple((k, tuple(v)) for k, v in state.guilds.items())
    stack_rest: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    if state.config.epic == "stacks":         # only the top Hero of a class stack shows
        guilds = tuple((k, tuple(v[-1:])) for k, v in state.guilds.items())
        stack_rest = tuple((k, card_counts(card_ids[i] for i in v[:-1])) for k, v in state.guilds.items())
    room_monster = tuple(-1 if room in state.face_down else iid for room, iid in enumerate(state.room_monster))
    unseen_monsters = [list(deck) for deck in state.monster_decks]
    for room, level in state.face_down.items():
        unseen_monsters[level - 1].append(state.room_monster[room])
    return Observation(
        viewer, state.config.model_copy(update={"seed": 0}), state.turn_number, state.active, pending,
        legal,
        tuple((k, tuple(v)) for k, v in state.market.items()), guilds,
        state.rooms, room_monster,
        tuple(card_counts(card_ids[i] for i in deck) for deck in unseen_monsters),
        tuple(len(d) for d in state.monster_decks), card_counts(card_ids[i] for i in state.treasure),
        tuple(state.trash), tuple(state.wound_stack), tuple(state.legendary), tuple(state.under_wilderness),
        tuple(state.keys_found), state.summoned, state.final_turns, tuple(seats), own_deck(state, viewer, card_ids),
        state.turn.clone(),
        tuple(state.stack), state.result, card_ids, tuple(sorted(hidden_quests)),
        tuple((k, card_counts(card_ids[i] for i in v)) for k, v in state.market_decks.items()), stack_rest,
        tuple((k, tuple(v)) for k, v in state.hero_box.items()), tuple(sorted(state.face_down.items())), state.dice)
