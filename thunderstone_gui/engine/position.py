"""Positions written by hand: a game state built from a description instead of from the start of a game.

A `Position` names the rules variants, the seats, the Hall, the top of the Dungeon Deck, the Village, whose turn it
is and, for each seat, its hand, deck (top first), discard pile and XP. Everything left out gets a deterministic
default (documented in docs/scenarios.md). Every card of the game still exists exactly once: the cards a position
names are taken from the Village stacks and the monster classes, and whatever is not named stays where a new game
would have it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .cards import Catalogue, load_catalogue
from .config import (
    DEFAULT_MONSTER_CLASSES,
    HERO_LINES_IN_GAME,
    VILLAGE_STACKS_IN_GAME,
    CardSet,
    GameConfig,
    Seat,
    Variants,
)
from .flow import settle
from .rules.setup import STARTING_DECK, STONE_AMONG_BOTTOM, empty_state
from .state import HAND_SIZE, GameState
from .zones import draw


class PositionError(ValueError):
    """A position that cannot be built; the message names the problem."""


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    hand: list[str] | None = None
    deck: list[str] | None = Field(default=None, description="top card first")
    discard: list[str] | None = Field(default=None, description="bottom card first")
    xp: int = Field(default=0, ge=0)


class CardSetPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    monster_classes: list[str] | None = None
    hero_lines: list[str] | None = None
    village: list[str] | None = None


class Position(BaseModel):
    """A game position. Card names are the card ids of the reference (`regian_priest`, `short_sword`...)."""

    model_config = ConfigDict(extra="forbid")
    rules_edition: Literal["2nd", "1st"] = "2nd"
    undo_policy: Literal["strict", "casual"] = "casual"
    sets: list[str] = ["base"]
    seed: int = Field(default=1, ge=0, lt=2**63)
    seats: int | None = Field(default=None, ge=2, le=5, description="number of seats (default: players listed, "
                                                                      "at least 2)")
    card_set: CardSetPosition = CardSetPosition()
    hall: list[str | None] | None = Field(default=None, description="rank 1, 2, 3; null for an empty rank")
    dungeon: list[str] = Field(default=[], description="top of the Dungeon Deck first; the rest is filled")
    active: int = Field(default=0, ge=0)
    players: list[PlayerPosition] = []

    @model_validator(mode="after")
    def _shape(self) -> Position:
        if self.hall is not None and len(self.hall) != 3:
            raise ValueError("hall lists exactly 3 ranks (use null for an empty rank)")
        seats = self.seat_count()
        if len(self.players) > seats:
            raise ValueError(f"{len(self.players)} players listed for {seats} seats")
        if self.active >= seats:
            raise ValueError(f"active seat {self.active} does not exist ({seats} seats)")
        return self

    def seat_count(self) -> int:
        return self.seats if self.seats is not None else max(2, len(self.players))

    def named_cards(self) -> list[str]:
        names = list(self.dungeon) + [c for c in (self.hall or []) if c]
        for p in self.players:
            for zone in (p.hand, p.deck, p.discard):
                names += zone or []
        return names


def _fill(named: list[str], defaults: tuple[str, ...], size: int) -> tuple[str, ...]:
    out = list(dict.fromkeys(named))
    for item in defaults:
        if len(out) >= size:
            break
        if item not in out:
            out.append(item)
    return tuple(out)


def position_config(pos: Position) -> GameConfig:
    catalogue = load_catalogue(pos.rules_edition, tuple(pos.sets))
    for name in pos.named_cards():
        if name not in catalogue:
            raise PositionError(f"unknown card id {name!r}")
    first = catalogue.setups["first_game"]
    named = [catalogue[n] for n in pos.named_cards()]
    cs = pos.card_set
    card_set = CardSet(
        source="scenario",
        monster_classes=tuple(cs.monster_classes) if cs.monster_classes is not None else _fill(
            [c.group for c in named if c.is_monster], first.monster_classes, DEFAULT_MONSTER_CLASSES),
        hero_lines=tuple(cs.hero_lines) if cs.hero_lines is not None else _fill(
            [c.group for c in named if c.kind == "hero"], first.hero_lines, HERO_LINES_IN_GAME),
        village=tuple(cs.village) if cs.village is not None else _fill(
            [c.id for c in named if c.kind == "village"], first.village, VILLAGE_STACKS_IN_GAME))
    names = [p.name or f"Player {i + 1}" for i, p in enumerate(pos.players)]
    names += [f"Player {i + 1}" for i in range(len(names), pos.seat_count())]
    try:
        return GameConfig(seats=tuple(Seat(name=n) for n in names), card_set=card_set,
                          variants=Variants(rules_edition=pos.rules_edition, undo_policy=pos.undo_policy),
                          seed=pos.seed, sets=tuple(pos.sets))
    except ValidationError as exc:      # pydantic's report spans lines: its first error, on one
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        message = error["msg"].removeprefix("Value error, ")
        raise PositionError(f"{where}: {message}" if where else message) from None
    except ValueError as exc:
        raise PositionError(str(exc)) from None


def build_position(pos: Position) -> GameState:
    """The state the position describes, waiting for the active player to choose the turn's action."""
    config = position_config(pos)
    state = empty_state(config)
    catalogue: Catalogue = state.catalogue
    monsters = state.dungeon[:]        # every monster of the chosen classes, then the Thunderstone
    state.dungeon = []

    def take(card_id: str) -> int:
        card = catalogue[card_id]
        if card.is_monster or card.is_stone:
            for k, iid in enumerate(monsters):
                if state.cards[iid].id == card_id:
                    return monsters.pop(k)
            raise PositionError(f"the position names more {card_id} cards than the game has "
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
            raise PositionError(f"{card_id} is not in this game's Village")
        for k in range(len(village_pile) - 1, -1, -1):
            if state.cards[village_pile[k]].id == card_id:
                return village_pile.pop(k)
        raise PositionError(f"the position names more {card_id} cards than the game has")

    rng = state.rng
    for seat in range(len(config.seats)):
        spec = pos.players[seat] if seat < len(pos.players) else PlayerPosition()
        player = state.players[seat]
        player.xp = spec.xp
        if spec.hand is None and spec.deck is None and spec.discard is None:
            deck = [take(card_id) for card_id, n in STARTING_DECK for _ in range(n)]
            rng.shuffle(deck)
            player.deck = deck
            draw(state, seat, HAND_SIZE, [])
            continue
        player.hand = [take(c) for c in spec.hand or []]
        player.deck = [take(c) for c in reversed(spec.deck or [])]   # the list's end is the top
        player.discard = [take(c) for c in spec.discard or []]

    hall = [take(c) if c else -1 for c in pos.hall] if pos.hall is not None else None
    top = [take(c) for c in pos.dungeon]
    stone = next((k for k, iid in enumerate(monsters) if state.cards[iid].is_stone), None)
    stone_card = monsters.pop(stone) if stone is not None else None
    rng.shuffle(monsters)
    if stone_card is not None:
        bottom = monsters[:STONE_AMONG_BOTTOM] + [stone_card]
        rng.shuffle(bottom)
        monsters = bottom + monsters[STONE_AMONG_BOTTOM:]
    state.dungeon = monsters
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
