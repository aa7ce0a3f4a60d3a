"""Thunderstone Advance positions written by hand (scenarios): a game state built from a description.

A `Position` names the board side, the card set, a scenario's own cards, the Hall, the top of the Dungeon Deck,
whose turn it is and, for each seat, its hand, deck (top first), discard pile and XP. Everything left out gets a
deterministic default (docs/rules-advance.md, "Scenarios"). Every card of the game still exists exactly once:
the cards a position names are taken from the Village stacks, the starting cards, the monster groups, the Horde and
the Curse deck; whatever is not named stays where a new game would have it.

`build_position` builds any position (rules tests set up the corner they test); `check_position` says whether the
rules allow it at the start of a turn (scenarios and saves that carry a position are checked).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ...engine.limits import MAX_OWN_CARDS, MAX_SEATS_LISTED, at_most
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
from ...engine.validation import first_error
from ...engine.zones import draw
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
from .cards import Card, CardData, CardDataError, Catalogue, catalogue_for
from .config import (
    HERO_LINES_IN_GAME,
    LATEST_RULINGS,
    VILLAGE_STACKS_IN_GAME,
    AdvanceCardSet,
    AdvanceConfig,
    AdvanceVariants,
    Board,
    Rulings,
)
from .flow import settle
from .rules.setup import BEARER_AMONG_BOTTOM, empty_state, fill_hall_at_setup
from .state import HAND_SIZE, AdvanceState

MAX_PARTY = 2 * HAND_SIZE
# What a position that names no card set plays with, completed from the cards it names.
DEFAULT_GROUPS = ("kobold_humanoid", "ogre_humanoid", "dragon_fire")
DEFAULT_LINES = ("criochan", "thundermage", "drua", "deepstrider")
DEFAULT_VILLAGE = ("longsword", "moonstone", "bandias_wisdom", "battle_scarred_soldier", "pike", "summon_storm",
                   "innkeeper", "mass_teleport")
DEFAULT_BEARER = "orseg"


class CardSetPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    monster_groups: list[str] | None = None
    bearer: str | None = None
    hero_lines: list[str] | None = None
    village: list[str] | None = None


class Position(HallPosition, BaseModel):
    """A Thunderstone Advance position. Card names are the ids of data/cards.yaml (`criochan_knight`, `torch`...)."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["advance"] = "advance"
    board: Board = "dungeon"
    undo_policy: Literal["strict", "casual"] = "casual"
    rulings: Rulings = Field(default=LATEST_RULINGS, description="how the engine plays points it once played "
                                                                 "otherwise (records before format 3 keep rulings 1)")
    seed: int = Field(default=1, ge=0, lt=2**63)
    seats: int | None = Field(default=None, ge=2, le=5, description="number of seats (default: players listed, "
                                                                      "at least 2)")
    card_set: CardSetPosition = CardSetPosition()
    custom_cards: Annotated[list[dict[str, Any]], at_most(MAX_OWN_CARDS, "cards of its own")] = Field(
        default=[], description="the scenario's own cards, in the data "
                                                                        "vocabulary (data/cards.yaml)")
    hall: list[str | None] | None = Field(default=None, description="Rank 1 first; null for an empty rank")
    dungeon: list[str] = Field(default=[], description="top of the Dungeon Deck first; the rest is filled")
    curse_deck: list[str] = Field(default=[], description="top of the Curse deck first; the rest is shuffled")
    active: int = Field(default=0, ge=0)
    players: Annotated[list[PlayerPosition], at_most(MAX_SEATS_LISTED, "players")] = []
    familiars: Literal["off", "ours"] = Field(default="off", description="the game's Familiars: none or our own "
                                                                         "(not the publisher's cards)")
    familiar_of: Annotated[list[str | None], at_most(MAX_SEATS_LISTED, "seats")] = Field(
        default=[], description="each seat's Familiar (a card id of data/familiars.yaml; null: none yet)")

    @model_validator(mode="after")
    def _shape(self) -> Position:
        ranks = 3 if self.board == "dungeon" else 4
        if self.hall is not None and len(self.hall) != ranks:
            raise ValueError(f"hall lists exactly {ranks} ranks on the {self.board} side (null for an empty rank)")
        self.check_seats()
        return self


def position_config(pos: Position) -> AdvanceConfig:
    try:
        custom = tuple(CardData.model_validate(c) for c in pos.custom_cards)
        catalogue = catalogue_for(custom)
    except ValidationError as exc:
        raise PositionError(f"custom_cards: {first_error(exc)}") from None
    except CardDataError as exc:
        raise PositionError(str(exc)) from None
    for name in pos.named_cards():
        if name not in catalogue:
            raise PositionError(f"unknown card id {name!r}")
    named = [catalogue[n] for n in pos.named_cards()]
    cs = pos.card_set
    bearer = cs.bearer or next((c.id for c in named if c.is_bearer), DEFAULT_BEARER)
    groups = tuple(cs.monster_groups) if cs.monster_groups is not None else fill_defaults(
        [c.group for c in named if (c.is_monster and not c.is_bearer) or c.is_placeholder], DEFAULT_GROUPS, 3)
    with config_errors():
        card_set = AdvanceCardSet(
            source="scenario", monster_groups=groups, bearer=bearer,
            hero_lines=tuple(cs.hero_lines) if cs.hero_lines is not None else fill_defaults(
                [c.group for c in named if c.kind == "hero"], DEFAULT_LINES, HERO_LINES_IN_GAME),
            village=tuple(cs.village) if cs.village is not None else fill_defaults(
                [c.id for c in named if c.kind == "village"], DEFAULT_VILLAGE, VILLAGE_STACKS_IN_GAME))
        return AdvanceConfig(seats=pos.seat_list(), card_set=card_set, board=pos.board,
                             variants=AdvanceVariants(undo_policy=pos.undo_policy, rulings=pos.rulings,
                                                      familiars=pos.familiars), seed=pos.seed,
                             custom_cards=custom)


def build_position(pos: Position) -> AdvanceState:
    """The state the position describes, waiting for the active player to choose the turn's action."""
    config = position_config(pos)
    state = empty_state(config)
    catalogue: Catalogue = state.catalogue
    cards = state.cards
    monsters = state.dungeon[:]        # every monster and placeholder of the groups, then the Bearer
    state.dungeon = []
    starting: list[int] = []           # every player's starting cards, to be dealt or named
    for player in state.players:
        starting += player.deck
        player.deck = []

    def take(card_id: str) -> int:
        card = catalogue[card_id]
        label = named(card_id, {card_id: card.name})      # a refusal names the card as it is printed
        for pile in (monsters, state.horde, state.curses, starting):
            for k in range(len(pile) - 1, -1, -1):
                if cards[pile[k]].id == card_id:
                    return pile.pop(k)
        stack = state.supply.get(card.stack or "")
        if stack is not None:
            for k in range(len(stack) - 1, -1, -1):
                if cards[stack[k]].id == card_id:
                    return stack.pop(k)
            raise PositionError(f"the position names more {label} cards than the game has")
        if card.is_monster or card.is_placeholder:
            raise PositionError(f"the position names more {label} cards than the game has (monster groups: "
                                f"{', '.join(config.card_set.monster_groups)}; Bearer: {config.card_set.bearer})")
        if card.kind in ("hero", "village"):
            raise PositionError(f"{label} is not in this game's Village")
        raise PositionError(f"the position names more {label} cards than the game has")

    rng = state.rng
    fresh: list[int] = []              # dealt once the Hall and the Dungeon Deck have taken the cards they name
    place_players(state, pos, take, fresh.append)
    hall = [take(c) if c else -1 for c in pos.hall] if pos.hall is not None else None
    top = [take(c) for c in pos.dungeon]
    curses_top = [take(c) for c in pos.curse_deck]
    for iid in curses_top:
        if not cards[iid].is_curse:
            raise PositionError(f"curse_deck: {cards[iid].name} ({cards[iid].id}) is not a Curse")
    for seat in fresh:
        player = state.players[seat]
        deck = []
        for card_id in ("regular", "longspear", "torch", "thunderstone_shard"):
            deck += [take(card_id) for _ in range(catalogue[card_id].starting_deck)]
        rng.shuffle(deck)
        player.deck = deck
        draw(state, seat, HAND_SIZE, [])
    for iid in starting:               # starting cards no seat uses: back to their stack, or out of the game
        stack = state.supply.get(cards[iid].stack or "")
        (stack if stack is not None else state.out).append(iid)

    bearer = next((k for k, iid in enumerate(monsters) if cards[iid].is_bearer), None)
    bearer_card = monsters.pop(bearer) if bearer is not None else None
    state.dungeon = shuffle_in_near_bottom(rng, monsters, bearer_card, BEARER_AMONG_BOTTOM)
    state.hall = [-1] * len(state.darkness)
    if hall is None:
        fill_hall_at_setup(state)
    state.dungeon += list(reversed(top))
    if hall is not None:
        state.hall = hall
    state.breached = state.hall[0]     # like the setup: Rank 1's Breach never fires
    rng.shuffle(state.curses)
    state.curses += reversed(curses_top)      # drawn from the end: the first named is the top
    _give_familiars(state, pos)
    state.active = pos.active
    state.reveals = 0
    from .rules.turn import progress_mark

    state.progress_turn = state.turn_number
    state.progress_mark = progress_mark(state)
    settle(state)
    return state


def _give_familiars(state: AdvanceState, pos: Position) -> None:
    """Each seat's Familiar as the position names it; the rest of the Familiar deck shuffled."""
    if pos.familiar_of and pos.familiars == "off":
        raise PositionError("familiar_of names Familiars, but the position is played without them (familiars: ours)")
    if len(pos.familiar_of) > len(state.players):
        raise PositionError(f"familiar_of lists {len(pos.familiar_of)} seats; the game has {len(state.players)}")
    cards = state.cards
    for seat, card_id in enumerate(pos.familiar_of):
        if card_id is None:
            continue
        found = next((i for i in state.familiars if cards[i].id == card_id), None)
        if found is None:
            raise PositionError(f"familiar_of: {card_id!r} is not a Familiar left in this game's Familiar deck "
                                f"({', '.join(sorted({cards[i].id for i in state.familiars})) or 'none'})")
        state.familiars.remove(found)
        state.familiar_of[seat] = found
    state.rng.shuffle(state.familiars)


def check_position(state: AdvanceState) -> None:
    """Raise PositionError naming the first fact of a built position that no game allows when a turn begins: a
    card made or lost, a card where it can never be, a hand or XP larger than the game can give."""
    _check_cards(state)
    cards = state.cards
    check_piles(state, _not_in_piles)
    for rank, iid in enumerate(state.hall, 1):
        if iid < 0:
            continue
        card = cards[iid]
        if not card.is_monster:
            raise PositionError(f"the Hall holds only monsters, not {card.name} (Rank {rank})")
        if card.is_bearer and rank == 1:
            raise PositionError("the Thunderstone Bearer cannot be in Rank 1 when a turn begins: the game ends when "
                                "it gets there")
    for iid in state.dungeon:
        card = cards[iid]
        if not (card.is_monster or card.is_placeholder):
            raise PositionError(f"the Dungeon Deck holds only monsters, not {card.name}")
    check_hall_filled(state, "monster")
    check_hands(state, MAX_PARTY, HAND_SIZE)
    check_xp(state, xp_ceiling(state))


def _not_in_piles(card: Card) -> str:
    if card.is_bearer:
        return "the Thunderstone Bearer cannot be in {zone}: the game ends with the turn it is defeated in"
    return "a Horde placeholder cannot be in {zone}" if card.is_placeholder else ""


def _check_cards(state: AdvanceState) -> None:
    """Every card of the game exactly once, and as many of each as the setup makes."""
    check_each_card_once(state)
    check_card_counts(card_counts(state), card_counts(empty_state(state.config)), names=card_names(state))
    check_village_stacks(state, lambda card: card.stack)


# XP abilities whose gain is multiplied by cards of the hand (a Hero revealed, a monster held): at most a party's worth.
_PER_CARD_OF_THE_HAND = ("xp_per_hero", "xp_per_monster")
_XP_GAINS = ("gain_xp", "inspire", "trophy_xp_to_dungeon", *_PER_CARD_OF_THE_HAND)


def xp_ceiling(state: AdvanceState) -> int:
    """The most XP the game's cards give, all players together, counted as the original game counts it (its
    xp_ceiling): every monster's XP once, and every XP ability of every card - and the XP of a monster that goes
    back into the Dungeon Deck to be beaten again (Phoenix) - once for each monster of the game (a game has about
    as many battles as monsters; a player using a Village XP ability turn after turn in a very long game could in
    principle pass it)."""
    cards = state.cards
    monsters = sum(1 for c in cards if c.is_monster)
    per_use = 0
    for card in cards:
        for ability in card.abilities:
            if ability.verb in _XP_GAINS:
                per_use += max(0, ability.xp) * (MAX_PARTY if ability.verb in _PER_CARD_OF_THE_HAND else 1)
            if ability.verb == "trophy_xp_to_dungeon":
                per_use += max(0, card.xp)
    return sum(max(0, c.xp) for c in cards if c.is_monster) + per_use * monsters
