"""Setting up a game ("Setup"): the Dungeon Deck and Hall, the Horde Deck, the Village, the Curse deck and the
players' starting decks, and the Familiar deck when the game is played with Familiars (rules/familiars.py).

Every card of the game becomes a numbered instance here, in a fixed order, so two games from the same config have
the same numbers. Randomness, in this order: the Dungeon Deck, the Bearer among its bottom ten cards, the Curse deck,
the first player, each player's deck, the Familiar deck.
"""

from __future__ import annotations

from ....engine.rng import Rng
from ....engine.zones import draw
from ...hall.rules import Mint, shuffle_in_near_bottom
from ..cards import BASIC_STACKS
from ..config import AdvanceConfig
from ..flow import settle
from ..state import HAND_SIZE, AdvanceState, AdvanceTurn, Pending, PlayerState
from .hall import reveal_from_dungeon

BEARER_AMONG_BOTTOM = 10
STARTING_CARDS = ("regular", "longspear", "torch", "thunderstone_shard")


def empty_state(config: AdvanceConfig) -> AdvanceState:
    """A state with every card of the game made and in its place before shuffling: the Village stacks, the monsters
    of the groups (then the Bearer) as the Dungeon Deck, the Horde Deck, the Curse deck, the starting cards in the
    players' decks."""
    catalogue = config.catalogue()
    seats = len(config.seats)
    state = AdvanceState.__new__(AdvanceState)
    state.config = config
    state.catalogue = catalogue
    mint = Mint()
    make = mint.make
    supply: dict[str, list[int]] = {}
    for card_id in BASIC_STACKS:
        supply[card_id] = make(catalogue[card_id], catalogue[card_id].village_per_player * seats)
    for line in config.card_set.hero_lines:
        supply[line] = mint.hero_stack(catalogue.line_cards[line])
    for card_id in config.card_set.village:
        supply[card_id] = make(catalogue[card_id], catalogue[card_id].count)
    monsters: list[int] = []
    horde: list[int] = []
    for group in config.card_set.monster_groups:
        for card in sorted(catalogue.group_cards[group], key=lambda c: c.id):
            if card.horde_position:
                continue
            monsters += make(card, card.count)
        for card in reversed(catalogue.horde_cards(group)):       # the lowest Health on top (the list's end)
            horde += make(card, card.count)
    bearer = make(catalogue[config.card_set.bearer], 1)
    state.bearer = bearer[0]
    curses: list[int] = []
    for card_id in catalogue.curse_ids:
        curses += make(catalogue[card_id], catalogue[card_id].count)
    players = [PlayerState() for _ in config.seats]
    for player in players:
        for card_id in STARTING_CARDS:
            player.deck += make(catalogue[card_id], catalogue[card_id].starting_deck)
    familiars: list[int] = []           # made last: every other card has the number it had before Familiars
    for card_id in familiar_ids(config):
        familiars += make(catalogue[card_id], 1)

    state.cards = mint.cards
    state.rng = Rng(config.seed)
    state.players = players
    state.supply = supply
    state.darkness = catalogue.boards[config.board].darkness
    state.hall = [-1] * len(state.darkness)
    state.dungeon = monsters + bearer        # ordered by build_dungeon
    state.curses = curses
    state.horde = horde
    state.out = []
    state.revealed = []
    state.breached = -1
    state.progress_turn = 1
    state.progress_mark = (len(monsters) + 1, 1 << 20)
    state.active = 0
    state.turn_number = 1
    state.turn = AdvanceTurn()
    state.pending = Pending("turn", 0)
    state.stack = []
    state.result = None
    state.reveals = 0
    state.version = 0
    state._legal = None
    state.familiars = familiars
    state.familiar_of = [-1] * seats
    state.familiar_away = [False] * seats
    return state


def familiar_ids(config: AdvanceConfig) -> list[str]:
    """The card ids of the game's Familiar deck (none unless the config plays Familiars)."""
    mode = config.variants.familiars
    if mode == "off":
        return []
    catalogue = config.catalogue()
    return [card_id for card_id in catalogue.familiar_ids[mode] for _ in range(catalogue[card_id].count)]


def build_dungeon(state: AdvanceState, monsters: list[int], bearer: int) -> None:
    """Shuffle the monsters and the Bearer into the bottom ten of them (the Bearer among the bottom eleven cards:
    up to ten below it); fill the Hall from the top, ignoring Raids and Breaches."""
    state.dungeon = shuffle_in_near_bottom(state.rng, monsters, bearer, BEARER_AMONG_BOTTOM)
    fill_hall_at_setup(state)


def fill_hall_at_setup(state: AdvanceState) -> None:
    for rank in range(len(state.hall)):
        if state.hall[rank] < 0:
            state.hall[rank] = reveal_from_dungeon(state, [])
    state.breached = state.hall[0]          # the setup's Rank 1 never makes its Breach


def deal_starting_decks(state: AdvanceState) -> None:
    for seat, player in enumerate(state.players):
        state.rng.shuffle(player.deck)
        draw(state, seat, HAND_SIZE, [])


def new_game(config: AdvanceConfig) -> AdvanceState:
    state = empty_state(config)
    bearer = state.dungeon.pop()
    build_dungeon(state, state.dungeon, bearer)
    state.rng.shuffle(state.curses)
    state.active = state.rng.below(len(config.seats))
    deal_starting_decks(state)
    if state.familiars:             # last: a game without Familiars draws as every game before them
        state.rng.shuffle(state.familiars)
    state.reveals = 0
    settle(state)
    return state
