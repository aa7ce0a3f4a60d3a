"""Setting up ("Setting Up Your Player Area", "Setting Up the Village and Dungeon", "Starter Cards", "Tokens",
"Champions", "Treasure", "Side Quests, Guild Sponsorships & Legendary Cards", "Starting the Game").

Every card of the game is one instance, made here in a fixed order: the starting decks, the Guilds' Quarter, the
Marketplace, the Monster groups with the Guardian Keys, the Giant Rat and the Guardian, the Treasures, the Wound
cards, the Legendary cards. Seat 0 plays first (the table decides who sits there); seats 2-4 begin with 1-3 Iron
Rations. With Side Quests each player keeps 1 of 3 dealt (prompt `side_quest`, secret), then chooses a Guild
Sponsorship (prompt `sponsorship`).
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.rng import Rng
from ....engine.zones import draw
from ..cards import KEY_ID, Catalogue, QuestCard
from ..config import QuestConfig
from ..flow import RUNNING, ask, prompt, run, schedule, step
from ..state import GEAR_INDEX, START_HP, QuestPlayer, QuestState, QuestTurn
from . import epic

QUESTS_DEALT = 3
STARTING_RATIONS = (0, 1, 2, 3)


def empty_state(config: QuestConfig, catalogue: Catalogue) -> QuestState:
    state = QuestState.__new__(QuestState)
    state.config = config
    state.catalogue = catalogue
    state.cards = []
    state.rng = Rng(config.seed)
    state.players = [QuestPlayer() for _ in config.seats]
    state.active = 0
    state.turn_number = 1
    state.turn = QuestTurn()
    state.pending = RUNNING
    state.stack = []
    state.result = None
    state.reveals = 0
    state.version = 0
    state._legal = None
    state.market = {}
    state.guilds = {}
    state.rooms = ()
    state.room_monster = [-1] * 7
    state.monster_decks = [[], [], []]
    state.treasure = []
    state.trash = []
    state.wound_stack = []
    state.legendary = []
    state.under_wilderness = []
    state.keys_found = []
    state.summoned = False
    state.final_turns = -1
    state.pool = ()
    state.market_decks = {}
    state.hero_box = {}
    state.face_down = {}
    state.dice = ()
    return state


def make(state: QuestState, card: QuestCard, count: int | None = None) -> list[int]:
    start = len(state.cards)
    state.cards.extend([card] * (card.count if count is None else count))
    return list(range(start, len(state.cards)))


def map_rooms(catalogue: Catalogue, rooms: tuple[str, ...]) -> tuple[str, ...]:
    """The map: The Wilderness, then the rooms of level 1, 2, 3 (two each, in the order chosen)."""
    by_level = sorted(rooms, key=lambda r: catalogue[r].level)
    return (catalogue.data.wilderness, *by_level)


def lay_out(state: QuestState) -> None:
    """Make every card and put it in its place (no shuffling of the players' decks yet)."""
    config, catalogue = state.config, state.catalogue
    choice = config.choice
    for seat, player in enumerate(state.players):
        for card_id, count in catalogue.data.starting_deck.items():
            player.deck += make(state, catalogue[card_id], count)
        player.gear[GEAR_INDEX["iron_rations"]] = STARTING_RATIONS[seat]
    if config.epic == "stacks":
        epic.lay_out_heroes(state, make)
    else:
        lines = catalogue.hero_lines()
        for line in choice.heroes:
            stack: list[int] = []
            for card in reversed(lines[line]):          # level 3 at the bottom, level 1 on top
                stack += make(state, card)
            state.guilds[line] = stack
    if config.epic is not None:
        epic.lay_out_market(state, make)
    else:
        for card_id in choice.marketplace:
            state.market[card_id] = make(state, catalogue[card_id])
    state.rooms = map_rooms(catalogue, choice.rooms)
    if config.epic is not None:
        epic.lay_out_monsters(state, make)
    else:
        groups = catalogue.monster_groups()
        for group in choice.monster_groups:
            level = groups[group][0].level
            deck: list[int] = []
            for card in groups[group]:
                deck += make(state, card)
            state.monster_decks[level - 1] = deck
    state.room_monster[0] = make(state, catalogue[catalogue.data.rat], 1)[0]
    guardian = next(c for c in catalogue.guardians()[choice.guardian] if c.level == choice.guardian_level)
    state.under_wilderness = make(state, guardian, 1)
    for level, keys in zip((1, 2, 3), config.keys_by_level):
        state.monster_decks[level - 1] += make(state, catalogue[KEY_ID], keys)
    for card in catalogue.treasures():
        state.treasure += make(state, card)
    if catalogue.data.wound_card is not None:
        state.wound_stack = make(state, catalogue[catalogue.data.wound_card])
    for card in catalogue.cards.values():
        if card.legendary:
            state.legendary += make(state, card)
    # A campaign's cards of the Guild Recognition Phases join the starting decks (shuffled with them below); made
    # last, so that every other card keeps the number it has in a game of its own.
    for seat, player in enumerate(state.players):
        for card_id in config.starting_cards(seat):
            player.deck += make(state, catalogue[card_id], 1)


def new_game(config: QuestConfig) -> QuestState:
    catalogue = config.catalogue()
    state = empty_state(config, catalogue)
    lay_out(state)
    rng = state.rng
    for player in state.players:
        rng.shuffle(player.deck)
    # Two Monsters of each level into the rooms of that level, then the Guardian Keys into the decks.
    monsters = [[i for i in deck if not state.cards[i].is_key] for deck in state.monster_decks]
    keys = [[i for i in deck if state.cards[i].is_key] for deck in state.monster_decks]
    for level in (1, 2, 3):
        pool = monsters[level - 1]
        rng.shuffle(pool)
        for room in (2 * level - 1, 2 * level):
            state.room_monster[room] = pool.pop() if pool else -1
        deck = pool + keys[level - 1]
        rng.shuffle(deck)
        state.monster_decks[level - 1] = deck
    rng.shuffle(state.treasure)
    if config.epic is not None:
        epic.deal(state)
    events: list[Event] = []
    for seat in range(state.seats):
        draw(state, seat, START_HP, events)
    steps: list[tuple[object, ...]] = []
    if config.variants.side_quests:
        quests = sorted(c.id for c in catalogue.of_kind("side_quest"))
        rng.shuffle(quests)
        each = min(QUESTS_DEALT, len(quests) // state.seats)
        for seat, player in enumerate(state.players):
            player.offer = tuple(sorted(quests[seat * each:(seat + 1) * each]))
        state.pool = tuple(sorted(quests[state.seats * each:]))
        if each:
            steps += [("choose_side_quest", seat) for seat in range(state.seats)]
    if config.variants.sponsorships and catalogue.of_kind("sponsorship"):
        steps += [("choose_sponsorship", seat) for seat in range(state.seats)]
    schedule(state, *steps, ("turn_start",))
    run(state, events)
    return state


@step("choose_side_quest")
def choose_side_quest(state: QuestState, events: list[Event], seat: int) -> None:
    ask(state, seat, "side_quest", [Action("choose", option=q) for q in state.players[seat].offer],
        again=("choose_side_quest", seat))


@prompt("side_quest")
def answer_side_quest(state: QuestState, action: Action, events: list[Event]) -> None:
    seat = state.pending.seat
    player = state.players[seat]
    player.side_quest = action.option
    state.pool = tuple(sorted(state.pool + tuple(q for q in player.offer if q != action.option)))
    player.offer = ()
    events.append(Event("side_quest_kept", seat, (), {"private": True}))


@step("choose_sponsorship")
def choose_sponsorship(state: QuestState, events: list[Event], seat: int) -> None:
    guilds = sorted(c.id for c in state.catalogue.of_kind("sponsorship"))
    ask(state, seat, "sponsorship", [Action("choose", option=g) for g in guilds])


@prompt("sponsorship")
def answer_sponsorship(state: QuestState, action: Action, events: list[Event]) -> None:
    seat = state.pending.seat
    state.players[seat].sponsorship = action.option
    events.append(Event("sponsorship_chosen", seat, (), {"sponsorship": action.option}))
