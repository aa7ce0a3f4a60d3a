"""Epic Thunderstone Quest ("More Ways to Play", rulebook p. 17): every card you own instead of twelve.

Setup (`lay_out_*` make the cards, `deal` shuffles and lays them out):
1. One copy of every Item, Spell, Weapon and Monster (by title) of the card set.
2. Ten random Monsters of each level make that level's Monster deck (the rooms are filled from it as normal, the
   Guardian Keys added as normal); the other Monsters stay in the box (they are never made). A level with fewer than
   ten titles is filled up to ten with the set's other copies of them, at random (docs/rules-quest.md).
3-4. The Items, the Spells and the Weapons are three face-down decks (`state.market_decks`); the top two cards of
   each are turned face up into its two spots (`state.market`: "item:1", "item:2", ...); the two "Any" spots
   ("any:1", "any:2") start empty.
5. A card bought from a spot of a type is replaced from that type's deck (none left: the spot stays empty). An Any
   spot is never refilled so.
6. The Marketplace is a Village location of this mode only (`go_to` option `marketplace`): the Champion placed there
   takes the top card of a deck of the player's choice (prompt `market_take`) into an empty Any spot - with none
   empty, first destroys a card in an Any spot (prompt `market_destroy`).
7. The Heroes (`QuestConfig.epic`): "stacks" (a) - one copy of every level 1 Hero in four class stacks (a Hero of two
   classes goes to the smaller stack), shuffled, face up, only the top one bought or levelled into from an
   Adventurer; levels 2 and 3 come from the box (`state.hero_box`, every copy the set has); "guilds" (b) - the
   normal Guilds' Quarter of the setup's Hero lines.
"""

from __future__ import annotations

from typing import Callable

from ....engine.actions import Action
from ....engine.events import Event
from ..cards import CLASSES, Catalogue, QuestCard
from ..flow import ask, prompt, schedule, step
from ..state import QuestState

MARKET_KINDS = ("item", "spell", "weapon")
SPOTS_OF_A_KIND = 2
ANY_SPOTS = ("any:1", "any:2")
MONSTERS_PER_LEVEL = 10
# rules/setup.make: a card's instances made (all copies, or `count`), their numbers returned.
Make = Callable[..., list[int]]
SPOTS = tuple(f"{kind}:{n}" for kind in MARKET_KINDS for n in range(1, SPOTS_OF_A_KIND + 1)) + ANY_SPOTS


def is_epic(state: QuestState) -> bool:
    return state.config.epic is not None


def hero_stacks(state: QuestState) -> bool:
    """Whether the Heroes are played in class stacks (way a), level-ups taken from the box."""
    return state.config.epic == "stacks"


def spot_kind(spot: str) -> str:
    """The type a Marketplace spot holds ("any" for an Any spot)."""
    return spot.split(":", 1)[0]


# ------------------------------------------------------------------------------------------ setup
def market_cards(catalogue: Catalogue, kind: str) -> list[QuestCard]:
    """One copy of every Marketplace card of `kind` (no Treasure, Legendary or starting card), by id."""
    return sorted((c for c in catalogue.marketplace_cards() if c.kind == kind), key=lambda c: c.id)


def level_one_heroes(catalogue: Catalogue) -> list[QuestCard]:
    """Every level 1 Hero of the set, one copy each, by id."""
    return sorted((cards[0] for cards in catalogue.hero_lines().values() if cards[0].level == 1),
                  key=lambda c: c.id)


def lay_out_heroes(state: QuestState, make: Make) -> None:
    """Way a: each level 1 Hero into a class stack (of two classes: the smaller stack, then the first class), and
    every copy of each line's level 2 and 3 cards into the box."""
    stacks: dict[str, list[int]] = {c: [] for c in CLASSES}
    for card in level_one_heroes(state.catalogue):
        home = min(card.classes, key=lambda c: (len(stacks[c]), CLASSES.index(c)))
        stacks[home] += make(state, card, 1)
    state.guilds = stacks
    for line, cards in sorted(state.catalogue.hero_lines().items()):
        box: list[int] = []
        for card in reversed(cards):
            if card.level >= 2:
                box += make(state, card)
        state.hero_box[line] = box


def lay_out_market(state: QuestState, make: Make) -> None:
    """The three Marketplace decks (one copy of each card) and the eight empty spots."""
    for kind in MARKET_KINDS:
        deck: list[int] = []
        for card in market_cards(state.catalogue, kind):
            deck += make(state, card, 1)
        state.market_decks[kind] = deck
    state.market = {spot: [] for spot in SPOTS}


def monsters_of_level(catalogue: Catalogue, level: int) -> list[QuestCard]:
    return sorted((c for c in catalogue.cards.values() if c.kind == "monster" and c.level == level),
                  key=lambda c: c.id)


def lay_out_monsters(state: QuestState, make: Make) -> None:
    """Ten random Monsters of each level, one copy of each title; fewer titles than ten: filled up with the set's
    other copies of them, drawn at random."""
    rng = state.rng
    for level in (1, 2, 3):
        titles = monsters_of_level(state.catalogue, level)
        rng.shuffle(titles)
        chosen = titles[:MONSTERS_PER_LEVEL]
        if len(chosen) < MONSTERS_PER_LEVEL:
            spares = [c for c in monsters_of_level(state.catalogue, level) for _ in range(c.count - 1)]
            rng.shuffle(spares)
            chosen += spares[:MONSTERS_PER_LEVEL - len(chosen)]
        deck: list[int] = []
        for card in chosen:
            deck += make(state, card, 1)
        state.monster_decks[level - 1] = deck


def deal(state: QuestState) -> None:
    """Shuffle the Marketplace decks and the Hero stacks, and turn the top two cards of each deck into its spots."""
    rng = state.rng
    for kind in MARKET_KINDS:
        rng.shuffle(state.market_decks[kind])
    for spot in SPOTS:
        refill(state, spot, None)
    if hero_stacks(state):
        for stack in state.guilds.values():
            rng.shuffle(stack)


def refill(state: QuestState, spot: str, events: list[Event] | None) -> None:
    """An empty spot of a type takes the top card of its deck (an Any spot is never refilled so)."""
    kind = spot_kind(spot)
    deck = state.market_decks.get(kind)
    if state.market.get(spot) or not deck:
        return
    card = deck.pop()
    state.market[spot].append(card)
    if events is not None:
        state.reveals += 1          # a face-down card turned up: strict undo stops here
        events.append(Event("market_refilled", state.active, (card,), {"spot": spot, "deck": kind,
                                                                       "left": len(deck)}))


def spot_of(state: QuestState, iid: int) -> str:
    return next((spot for spot, pile in state.market.items() if iid in pile), "")


# ------------------------------------------------------------------------------------------ Heroes
def level_targets(state: QuestState, hero: int) -> list[str]:
    """Way a: an Adventurer becomes the top Hero of a class stack; a Hero of level 1 or 2 the next level of its
    line while the box holds one."""
    card = state.cards[hero]
    cards = state.cards
    if card.is_adventurer:
        return list(dict.fromkeys(cards[stack[-1]].id for stack in state.guilds.values() if stack))
    if card.levels_to is None:
        return []
    box = state.hero_box.get(card.group, [])
    return [card.levels_to] if any(cards[i].id == card.levels_to for i in box) else []


def take_level(state: QuestState, into: str) -> int:
    """Way a: the card a Hero becomes - the top of a class stack, else a copy from the box."""
    cards = state.cards
    for stack in state.guilds.values():
        if stack and cards[stack[-1]].id == into:
            return stack.pop()
    for box in state.hero_box.values():
        for k in range(len(box) - 1, -1, -1):
            if cards[box[k]].id == into:
                return box.pop(k)
    raise ValueError(f"no {into} to level into")


# ------------------------------------------------------------------------------------------ The Marketplace
def can_visit(state: QuestState) -> bool:
    """The Marketplace may be chosen while a deck still has a card to put in an Any spot."""
    return is_epic(state) and any(state.market_decks.values())


@step("market_any")
def market_any(state: QuestState, events: list[Event]) -> None:
    """The Champion placed in The Marketplace: with no empty Any spot, a card there is destroyed first."""
    if any(not state.market[spot] for spot in ANY_SPOTS):
        schedule(state, ("market_take",))
        return
    ask(state, state.active, "market_destroy", [Action("choose", card=state.market[spot][-1]) for spot in ANY_SPOTS])


@prompt("market_destroy")
def answer_market_destroy(state: QuestState, action: Action, events: list[Event]) -> None:
    spot = spot_of(state, action.card)
    state.market[spot].remove(action.card)
    state.trash.append(action.card)
    events.append(Event("market_destroyed", state.active, (action.card,), {"spot": spot}))
    schedule(state, ("market_take",))


@step("market_take")
def market_take(state: QuestState, events: list[Event]) -> None:
    options = [Action("choose", option=kind) for kind in MARKET_KINDS if state.market_decks[kind]]
    if options:
        ask(state, state.active, "market_take", options)


@prompt("market_take")
def answer_market_take(state: QuestState, action: Action, events: list[Event]) -> None:
    spot = next(s for s in ANY_SPOTS if not state.market[s])
    deck = state.market_decks[action.option]
    card = deck.pop()
    state.market[spot].append(card)
    state.reveals += 1              # a face-down card turned up: strict undo stops here
    events.append(Event("market_filled", state.active, (card,), {"spot": spot, "deck": action.option,
                                                                 "left": len(deck)}))
