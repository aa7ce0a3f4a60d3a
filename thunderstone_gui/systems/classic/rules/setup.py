"""Setting up a game ("Setup"): the Dungeon, the Village and the players' starting decks.

Every card of the game becomes a numbered instance here, in a fixed order, so two games from the same config have
the same numbers. Randomness, in this order: the Dungeon Deck, the Thunderstone among the bottom ten monsters, the
starting player, each player's deck.
"""

from __future__ import annotations

from ....engine.rng import Rng
from ...hall.rules import Mint
from ..config import ClassicConfig
from ..flow import settle
from ..state import HALL_RANKS, HAND_SIZE, ClassicState, Pending, PlayerState, TurnState
from ..zones import draw

STARTING_DECK = (("militia", 6), ("dagger", 2), ("iron_rations", 2), ("torch", 2))
BASIC_STACKS = ("militia", "dagger", "iron_rations", "torch")
STONE_AMONG_BOTTOM = 10


def empty_state(config: ClassicConfig) -> ClassicState:
    """A state with every card of the game in its supply pile, the monsters in class order, nothing dealt."""
    catalogue = config.catalogue()
    state = ClassicState.__new__(ClassicState)
    state.config = config
    state.catalogue = catalogue
    mint = Mint()
    make = mint.make
    supply: dict[str, list[int]] = {}
    for card_id in BASIC_STACKS:
        supply[card_id] = make(catalogue[card_id], catalogue[card_id].count)
    supply["disease"] = make(catalogue["disease"], catalogue["disease"].count)
    lines = catalogue.hero_lines()
    for line in config.card_set.hero_lines:
        supply[line] = mint.hero_stack(lines[line])
    for card_id in config.card_set.village:
        supply[card_id] = make(catalogue[card_id], catalogue[card_id].count)
    classes = catalogue.monster_classes()
    monsters: list[int] = []
    for group in config.card_set.monster_classes:
        for card in sorted(classes[group], key=lambda c: c.id):
            monsters += make(card, card.count)
    stone = make(catalogue["stone_of_mystery"], 1)[0]

    state.cards = mint.cards
    state.disease_card = catalogue["disease"]
    state.rng = Rng(config.seed)
    state.players = [PlayerState() for _ in config.seats]
    state.supply = supply
    state.hall = [-1] * HALL_RANKS
    state.dungeon = monsters + [stone]      # ordered by build_dungeon
    state.trash = []
    state.active = 0
    state.turn_number = 1
    state.turn = TurnState()
    state.pending = Pending("turn", 0)
    state.stack = []
    state.result = None
    state.breached = set()
    state.reveals = 0
    state.minted = 0
    state.revealed = []
    state.version = 0
    state._legal = None
    state.progress_turn = 1
    state.fruitless_visits = 0
    return state


def build_dungeon(state: ClassicState, monsters: list[int], stone: int) -> None:
    """Shuffle the monsters, shuffle the Thunderstone into the bottom ten and deal three into the Hall."""
    rng = state.rng
    deck = monsters[:]
    rng.shuffle(deck)                       # the top of the deck is the end of the list
    top_ten = deck[-STONE_AMONG_BOTTOM:]
    rest = deck[:-STONE_AMONG_BOTTOM]
    bottom = top_ten + [stone]
    rng.shuffle(bottom)
    state.dungeon = bottom + rest
    for rank in range(HALL_RANKS):
        state.hall[rank] = state.dungeon.pop()
    state.breached = {state.hall[0]}         # a Breach dealt into Rank 1 at setup never fires


def deal_starting_decks(state: ClassicState) -> None:
    for player in state.players:
        for card_id, count in STARTING_DECK:
            for _ in range(count):
                player.deck.append(state.supply[card_id].pop())
    for seat, player in enumerate(state.players):
        state.rng.shuffle(player.deck)
        draw(state, seat, HAND_SIZE, [])


def new_game(config: ClassicConfig) -> ClassicState:
    state = empty_state(config)
    stone = state.dungeon.pop()
    build_dungeon(state, state.dungeon, stone)
    state.active = state.rng.below(len(config.seats))
    deal_starting_decks(state)
    state.reveals = 0
    settle(state)
    return state
