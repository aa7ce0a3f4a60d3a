"""Positions written by hand: a game state built from a description instead of from the start of a game.

A `Position` names the rules variants, the seats, the Hall, the top of the Dungeon Deck, the Village, whose turn it
is and, for each seat, its hand, deck (top first), discard pile and XP. Everything left out gets a deterministic
default (documented in docs/scenarios.md). Every card of the game still exists exactly once: the cards a position
names are taken from the Village stacks and the monster classes, and whatever is not named stays where a new game
would have it.

`build_position` builds any position (rules tests set up the odd corner they test); `check_position` says whether
the rules allow it at the start of a turn. Games a player plays - scenarios and saves - are built and checked
(engine/session.py), so a hand-edited file cannot start a game no game could reach.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...engine.limits import MAX_SEATS_LISTED, at_most
from ...engine.position import (
    PositionError,
    card_counts,
    card_names,
    check_card_counts,
    check_each_card_once,
    check_hands,
    check_xp,
    config_errors,
    named,
)
from ..hall.positions import (
    HallPosition,
    PlayerPosition,
    check_hall_filled,
    check_piles,
    check_village_stacks,
    fill_defaults,
    place_players,
)
from ..hall.rules import shuffle_in_near_bottom
from .cards import Catalogue, load_catalogue
from .config import (
    DEFAULT_MONSTER_CLASSES,
    HERO_LINES_IN_GAME,
    VILLAGE_STACKS_IN_GAME,
    CardSet,
    ClassicConfig,
    ClassicVariants,
)
from .flow import settle
from .profile import LATEST_RULINGS, Rulings
from .rules.setup import STARTING_DECK, STONE_AMONG_BOTTOM, empty_state
from .state import HAND_SIZE, ClassicState
from .zones import draw

# A hand holds at most HAND_SIZE cards when a turn begins. Scenarios may start the player whose turn it is with the
# party grown by draw effects (skipping the draws), up to MAX_PARTY cards; the other seats only lose cards until
# their own turn ends.
MAX_PARTY = 2 * HAND_SIZE


class CardSetPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    monster_classes: list[str] | None = None
    hero_lines: list[str] | None = None
    village: list[str] | None = None


class Position(HallPosition, BaseModel):
    """A game position. Card names are the card ids of the reference (`regian_priest`, `short_sword`...)."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["classic"] = "classic"
    rules_edition: Literal["2nd", "1st"] = "2nd"
    rulings: Rulings = Field(default=LATEST_RULINGS, description="how the engine settles open points (records of "
                                                                 "format 1 keep rulings 1)")
    undo_policy: Literal["strict", "casual"] = "casual"
    sets: list[str] = ["base"]
    seed: int = Field(default=1, ge=0, lt=2**63)
    seats: int | None = Field(default=None, ge=2, le=5, description="number of seats (default: players listed, "
                                                                      "at least 2)")
    card_set: CardSetPosition = CardSetPosition()
    hall: list[str | None] | None = Field(default=None, description="rank 1, 2, 3; null for an empty rank")
    dungeon: list[str] = Field(default=[], description="top of the Dungeon Deck first; the rest is filled")
    active: int = Field(default=0, ge=0)
    players: Annotated[list[PlayerPosition], at_most(MAX_SEATS_LISTED, "players")] = []

    @model_validator(mode="after")
    def _shape(self) -> Position:
        if self.hall is not None and len(self.hall) != 3:
            raise ValueError("hall lists exactly 3 ranks (use null for an empty rank)")
        self.check_seats()
        return self


def position_config(pos: Position) -> ClassicConfig:
    catalogue = load_catalogue(pos.rules_edition, tuple(pos.sets), pos.rulings)
    for name in pos.named_cards():
        if name not in catalogue:
            raise PositionError(f"unknown card id {name!r}")
    first = catalogue.setups["first_game"]
    named = [catalogue[n] for n in pos.named_cards()]
    cs = pos.card_set
    card_set = CardSet(
        source="scenario",
        monster_classes=tuple(cs.monster_classes) if cs.monster_classes is not None else fill_defaults(
            [c.group for c in named if c.is_monster], first.monster_classes, DEFAULT_MONSTER_CLASSES),
        hero_lines=tuple(cs.hero_lines) if cs.hero_lines is not None else fill_defaults(
            [c.group for c in named if c.kind == "hero"], first.hero_lines, HERO_LINES_IN_GAME),
        village=tuple(cs.village) if cs.village is not None else fill_defaults(
            [c.id for c in named if c.kind == "village"], first.village, VILLAGE_STACKS_IN_GAME))
    with config_errors():
        return ClassicConfig(seats=pos.seat_list(), card_set=card_set,
                             variants=ClassicVariants(rules_edition=pos.rules_edition, rulings=pos.rulings,
                                                      undo_policy=pos.undo_policy),
                             seed=pos.seed, sets=tuple(pos.sets))


def build_position(pos: Position) -> ClassicState:
    """The state the position describes, waiting for the active player to choose the turn's action."""
    config = position_config(pos)
    state = empty_state(config)
    catalogue: Catalogue = state.catalogue
    monsters = state.dungeon[:]        # every monster of the chosen classes, then the Thunderstone
    state.dungeon = []

    def take(card_id: str) -> int:
        card = catalogue[card_id]
        label = named(card_id, {card_id: card.name})      # a refusal names the card as it is printed
        if card.is_monster or card.is_stone:
            for k, iid in enumerate(monsters):
                if state.cards[iid].id == card_id:
                    return monsters.pop(k)
            raise PositionError(f"the position names more {label} cards than the game has "
                                f"(monster classes: {', '.join(config.card_set.monster_classes)})")
        if card.is_disease:
            pile = state.supply["disease"]
            if pile:
                return pile.pop()
            state.cards = state.cards + [card]
            state.minted += 1
            return len(state.cards) - 1
        stack = card.group if card.kind == "hero" else card.id
        village_pile = state.supply.get(stack)
        if village_pile is None:
            raise PositionError(f"{label} is not in this game's Village")
        for k in range(len(village_pile) - 1, -1, -1):
            if state.cards[village_pile[k]].id == card_id:
                return village_pile.pop(k)
        raise PositionError(f"the position names more {label} cards than the game has")

    rng = state.rng

    def deal(seat: int) -> None:
        deck = [take(card_id) for card_id, n in STARTING_DECK for _ in range(n)]
        rng.shuffle(deck)
        state.players[seat].deck = deck
        draw(state, seat, HAND_SIZE, [])

    place_players(state, pos, take, deal)
    hall = [take(c) if c else -1 for c in pos.hall] if pos.hall is not None else None
    top = [take(c) for c in pos.dungeon]
    stone = next((k for k, iid in enumerate(monsters) if state.cards[iid].is_stone), None)
    stone_card = monsters.pop(stone) if stone is not None else None
    state.dungeon = shuffle_in_near_bottom(rng, monsters, stone_card, STONE_AMONG_BOTTOM)
    if hall is None:
        hall = [state.dungeon.pop() if state.dungeon else -1 for _ in range(3)]
    state.dungeon += list(reversed(top))
    state.hall = hall
    state.breached = {hall[0]} if hall[0] >= 0 else set()   # like the setup: Rank 1's Breach never fires
    state.active = pos.active
    state.reveals = 0
    state.progress_turn = state.turn_number
    state.fruitless_visits = 0
    settle(state)
    return state


def check_position(state: ClassicState) -> None:
    """Raise PositionError naming the first fact of a built position that no game allows when a turn begins: a
    card made or lost, a card where it can never be, a hand or XP larger than the game can give."""
    _check_cards(state)
    cards = state.cards
    check_piles(state, lambda card: "the Thunderstone cannot be in {zone}: the game ends when a player takes it"
                if card.is_stone else "")
    for rank, iid in enumerate(state.hall, 1):
        if iid < 0:
            continue
        card = cards[iid]
        if not (card.is_monster or card.is_stone):
            raise PositionError(f"the Hall holds only monsters and the Thunderstone, not {card.name} (Rank {rank})")
        if card.is_stone and rank == 1:
            raise PositionError("the Thunderstone cannot be in Rank 1 when a turn begins: the game ends when it "
                                "reaches Rank 1")
    for iid in state.dungeon:
        card = cards[iid]
        if not (card.is_monster or card.is_stone):
            raise PositionError(f"the Dungeon Deck holds only monsters and the Thunderstone, not {card.name}")
    check_hall_filled(state, "card")
    check_hands(state, MAX_PARTY, HAND_SIZE)
    check_xp(state, xp_ceiling(state))


def _check_cards(state: ClassicState) -> None:
    """Every card of the game exactly once, and as many of each as the setup makes (Diseases: any number more,
    counted in `minted` - their supply is unlimited)."""
    check_each_card_once(state)
    expected = card_counts(empty_state(state.config))
    expected["disease"] += state.minted
    check_card_counts(card_counts(state), expected, names=card_names(state))
    check_village_stacks(state, lambda card: card.group if card.kind == "hero" else card.id)


def xp_ceiling(state: ClassicState) -> int:
    """The most XP the game's cards can give in a whole game, all players together: every monster's XP with every
    Hero's bonus for a victory (Feayn Sniper), a Trainer's XP for every Militia and a Sage's for every card that is
    not a Hero. A Sage destroying the same Disease again and again could in principle go beyond it."""
    cards = state.cards
    monsters = [c for c in cards if c.is_monster]
    bonus = sum(e.xp for c in cards if c.is_hero for e in c.static if e.verb == "extra_xp")
    abilities = [a for c in set(cards) for a in c.abilities]
    train = max((a.xp for a in abilities if a.verb == "train"), default=0)
    study = max((a.xp for a in abilities if a.verb == "study"), default=0)
    return (sum(c.xp for c in monsters) + bonus * len(monsters) + train * sum(1 for c in cards if c.is_militia)
            + study * sum(1 for c in cards if not c.is_hero))
