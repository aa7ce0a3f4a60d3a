"""Quest positions written by hand (scenarios, `saves/scenarios/quest/`): a game state built from a description.

A `Position` names the card set's setup (or the cards chosen), cards defined inline (`cards`: numbers and effects
in the set file's vocabulary, so a rule can be tested with a card whose printed numbers are unknown), the Monster
in each room, the top of the Treasure deck and of the Monster decks, the Keys found, whether the Guardian is
summoned, whose turn it is and each seat's board: hand, deck
(top first), discard, XP, Wounds, Gear, the Champion's place, Side Quest and Sponsorship; an Epic position
(`epic`) also the Marketplace's spots, the tops of its three decks and of the class stacks. A card named is taken
from where a new game has it (a starting deck, a stack, a Monster deck, the Treasure deck...) or, when none is
left there, made for the position. Starting cards of a seat whose piles are given and that it does not name go to
the box.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Callable, Iterable, Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, ValidationError, model_serializer

from ...engine.limits import MAX_OWN_CARDS, MAX_PILE, MAX_SEATS_LISTED, at_most
from ...engine.position import (
    PositionError,
    card_counts,
    card_names,
    check_at_most,
    check_card_counts,
    check_each_card_once,
    check_hands,
    check_xp,
    position_seats,
)
from ...engine.zones import draw
from .battle import guardian_xp
from .cards import CardData, CardDataError, QuestCard, find_set, with_extra_cards
from .config import EpicHeroes, QuestChoice, QuestConfig, QuestVariants
from .effects import GEAR_NAMES, most_of, nested_effects
from .flow import RUNNING, run, schedule
from .rules import epic as epic_rules
from .rules.guardian import GUARDIAN_DISCARD, GUARDIAN_DRAW
from .rules.setup import START_HP, empty_state, lay_out
from .state import GEAR_INDEX, GEAR_SUPPLY, MARKETPLACE, MAX_WOUNDS, VILLAGE_LOCATIONS, QuestState

MarketKind = Literal["item", "spell", "weapon", "any"]
DeckKind = Literal["item", "spell", "weapon"]
HeroClass = Literal["cleric", "fighter", "rogue", "wizard"]


class PlayerPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    # A card named and not found where a new game has it is made for the position: the piles are bounded first.
    hand: Annotated[list[str] | None, at_most(MAX_PILE, "cards in a pile")] = None
    deck: Annotated[list[str] | None, at_most(MAX_PILE, "cards in a pile")] = Field(default=None,
                                                                                    description="top card first")
    discard: Annotated[list[str] | None, at_most(MAX_PILE, "cards in a pile")] = Field(
        default=None, description="bottom card first")
    xp: int = Field(default=0, ge=0)
    wounds: int = Field(default=0, ge=0, le=MAX_WOUNDS)
    # Checked against the box's supply with the rest of the position (check_position): a sentence, not a field error.
    gear: dict[Literal["iron_rations", "lantern", "potion"], int] = {}
    location: str = Field(default="", description="a Village location or a room id (the Champion's place)")
    side_quest: str = ""
    quest_done: bool = False
    sponsorship: str = ""


class Position(BaseModel):
    """A Quest position. Card names are card ids of the set (`adventurer`, `bog_cutter`...)."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["quest"] = "quest"
    undo_policy: Literal["strict", "casual"] = "casual"
    seed: int = Field(default=1, ge=0, lt=2**63)
    seats: int | None = Field(default=None, ge=2, le=4)
    card_set: str = "ours"
    setup: str = "lantern_road"
    choice: QuestChoice | None = None
    cards: Annotated[list[CardData], at_most(MAX_OWN_CARDS, "cards of its own")] = Field(
        default=[], description="cards defined inline (the set's vocabulary)")
    rooms: Annotated[dict[str, str | None], at_most(7, "rooms")] = Field(
        default={}, description="room id -> Monster id (null: empty)")
    face_down: Annotated[list[str], at_most(7, "rooms")] = Field(
        default=[], description="rooms (ids named in `rooms`) whose card lies face down (a Monster or guardian_key)")
    monster_decks: Annotated[dict[int, list[str]], at_most(3, "Monster decks")] = Field(
        default={}, description="level -> the top cards of its Monster deck, top first (guardian_key for a Key); "
                                "the rest is shuffled")
    treasure_deck: Annotated[list[str], at_most(MAX_PILE, "cards in a pile")] = Field(
        default=[], description="the top cards of the Treasure deck, top first (Treasures and Caches); the rest is "
                                "shuffled")
    keys_found: int = Field(default=0, ge=0, le=6)
    summoned: bool = False
    side_quests: bool = False
    sponsorships: bool = False
    keys_needed: int = Field(default=4, ge=1, le=6)
    active: int = Field(default=0, ge=0)
    players: Annotated[list[PlayerPosition], at_most(MAX_SEATS_LISTED, "players")] = []
    # Epic Thunderstone Quest (rules/epic.py): the way the Heroes are played, the Marketplace's spots, the tops of
    # its three decks and, with class stacks, the tops of the four Hero stacks. Left out of a record when unused.
    epic: EpicHeroes | None = Field(default=None, description="Epic Thunderstone Quest: stacks or guilds")
    market: dict[MarketKind, Annotated[list[str | None], Field(max_length=epic_rules.SPOTS_OF_A_KIND)]] = Field(
        default={}, description="Epic: item, spell, weapon, any -> the cards in its two spots (null: empty); a "
                                "type left out is dealt from its deck, the Any spots start empty")
    market_decks: dict[DeckKind, Annotated[list[str], at_most(MAX_PILE, "cards in a pile")]] = Field(
        default={}, description="Epic: item, spell, weapon -> the top cards of that Marketplace deck, top first; "
                                "the rest of the type's cards below, shuffled")
    hero_stacks: dict[HeroClass, Annotated[list[str], at_most(MAX_PILE, "cards in a pile")]] = Field(
        default={}, description="Epic with class stacks: cleric, fighter, rogue, wizard -> the top Heroes of that "
                                "stack, top first (the first can be bought); the rest below, shuffled")

    def seat_count(self) -> int:
        return self.seats or max(2, len(self.players))

    @model_serializer(mode="wrap")
    def _without_epic_unused(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A position of the normal game is written as before Epic positions existed (a save that carries one
        keeps its bytes and is read by an older version)."""
        data = handler(self)
        if isinstance(data, dict):
            for key, unused in (("epic", None), ("market", {}), ("market_decks", {}), ("hero_stacks", {})):
                if key in data and data[key] == unused:
                    del data[key]
        return data


def position_config(position: Position) -> QuestConfig:
    try:
        base = find_set(position.card_set, "")
        catalogue = with_extra_cards(base, tuple(position.cards))
        choice = position.choice or QuestChoice.preset(catalogue, position.setup)
        seats = position_seats([p.name for p in position.players], position.seat_count())
        _check_epic_fields(position)
        return QuestConfig(seats=seats, card_set=base.set_id, card_set_hash=base.hash,
                           choice=choice, extra_cards=tuple(position.cards), seed=position.seed,
                           variants=QuestVariants(undo_policy=position.undo_policy,
                                                  side_quests=position.side_quests,
                                                  sponsorships=position.sponsorships,
                                                  keys_needed=position.keys_needed),
                           epic=position.epic)
    except (ValidationError, CardDataError, ValueError) as exc:
        raise PositionError(str(exc).splitlines()[0] if not isinstance(exc, ValidationError) else
                            _first(exc)) from None


def _check_epic_fields(position: Position) -> None:
    """The Marketplace's spots and decks belong to an Epic position, the class stacks to one of way a."""
    if position.epic is None:
        for field in ("market", "market_decks", "hero_stacks"):
            if getattr(position, field):
                raise ValueError(f"{field}: only an Epic position has it (epic: stacks or guilds)")
    elif position.hero_stacks and position.epic != "stacks":
        raise ValueError("hero_stacks: only an Epic position with class stacks has them (epic: stacks)")


def _first(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return f"{where}: {first['msg'].removeprefix('Value error, ')}"


def build_position(position: Position) -> QuestState:
    config = position_config(position)
    catalogue = config.catalogue()
    seats = position.seat_count()
    if len(position.players) > seats:
        raise PositionError(f"{len(position.players)} players listed for {seats} seats")
    if position.active >= seats:
        raise PositionError(f"active seat {position.active} does not exist")
    state = empty_state(config, catalogue)
    lay_out(state)
    given = [p for p in position.players] + [PlayerPosition() for _ in range(seats - len(position.players))]
    spare: list[int] = []
    for seat, spec in enumerate(given):
        if spec.hand is not None or spec.deck is not None or spec.discard is not None:
            spare += state.players[seat].deck
            state.players[seat].deck = []

    def take(card_id: str) -> int:
        if card_id not in catalogue:
            raise PositionError(f"unknown card {card_id!r}")
        for pile in [spare, *state.market.values(), *state.guilds.values(), *state.market_decks.values(),
                     *state.hero_box.values(), *state.monster_decks, state.treasure, state.wound_stack,
                     state.legendary]:
            for k in range(len(pile) - 1, -1, -1):
                if state.cards[pile[k]].id == card_id:
                    return pile.pop(k)
        state.cards.append(catalogue[card_id])
        return len(state.cards) - 1

    index = {room_id: i for i, room_id in enumerate(state.rooms)}
    for room_id, monster in position.rooms.items():
        if room_id not in index:
            raise PositionError(f"room {room_id!r} is not in this game's Dungeon ({', '.join(state.rooms)})")
        if monster is not None:
            iid = take(monster)
            hidden_key = state.cards[iid].is_key and room_id in position.face_down
            if not state.cards[iid].is_monster and not hidden_key:
                raise PositionError(f"{monster!r} is not a Monster")
            old = state.room_monster[index[room_id]]
            if old >= 0:
                state.trash.append(old)
            state.room_monster[index[room_id]] = iid
    for room_id in position.face_down:
        if position.rooms.get(room_id) is None or index[room_id] == 0:
            raise PositionError(f"face_down: {room_id!r} is not a Dungeon Room given a card in `rooms` "
                                f"(never The Wilderness)")
        state.face_down[index[room_id]] = state.room_card(index[room_id]).level
    for seat, spec in enumerate(given):
        player = state.players[seat]
        if spec.hand is not None:
            player.hand = [take(c) for c in spec.hand]
        if spec.deck is not None:
            player.deck = [take(c) for c in reversed(spec.deck)]
        if spec.discard is not None:
            player.discard = [take(c) for c in spec.discard]
        player.xp, player.wounds = spec.xp, spec.wounds
        for gear, count in spec.gear.items():
            player.gear[GEAR_INDEX[gear]] = count
        if spec.location:
            if spec.location in index:
                player.location = f"room:{index[spec.location]}"
            elif spec.location in VILLAGE_LOCATIONS or (spec.location == MARKETPLACE and position.epic):
                player.location = spec.location
            else:
                raise PositionError(f"location {spec.location!r} is neither a Village location nor a room")
        for field, kind in (("side_quest", "side_quest"), ("sponsorship", "sponsorship")):
            value = getattr(spec, field)
            if value and (value not in catalogue or catalogue[value].kind != kind):
                raise PositionError(f"{value!r} is not a {kind} of the set")
        player.side_quest, player.quest_done, player.sponsorship = spec.side_quest, spec.quest_done, spec.sponsorship
    state.trash += spare
    rng = state.rng
    for deck in state.monster_decks:
        rng.shuffle(deck)
    rng.shuffle(state.treasure)
    treasure_top = [take(name) for name in position.treasure_deck]
    for iid in treasure_top:
        if not (state.cards[iid].treasure or state.cards[iid].kind == "cache"):
            raise PositionError(f"treasure_deck: {state.cards[iid].name} ({state.cards[iid].id}) is not a Treasure")
    state.treasure += reversed(treasure_top)
    tops: dict[int, list[int]] = {}
    for level, names in position.monster_decks.items():
        if level not in (1, 2, 3):
            raise PositionError(f"monster_decks: level {level} is not 1, 2 or 3")
        tops[level] = [take(name) for name in names]
    for room in range(1, len(state.rooms)):
        if state.room_monster[room] < 0 and state.rooms[room] not in position.rooms:
            deck = state.monster_decks[state.room_card(room).level - 1]
            monsters = [i for i in deck if not state.cards[i].is_key]
            if monsters:
                deck.remove(monsters[-1])
                state.room_monster[room] = monsters[-1]
    for _ in range(position.keys_found):
        decks = [d for d in state.monster_decks if any(state.cards[i].is_key for i in d)]
        if not decks:
            raise PositionError("more Keys found than the decks hold")
        key = next(i for i in decks[0] if state.cards[i].is_key)
        decks[0].remove(key)
        state.keys_found.append(key)
    for level, top in tops.items():
        state.monster_decks[level - 1] += reversed(top)
    if position.epic is not None:
        _deal_epic(state, position, take)
    if position.summoned:
        rat = state.room_monster[0]
        state.room_monster[0] = state.under_wilderness.pop()
        state.under_wilderness.append(rat)
        state.summoned = True
        state.final_turns = seats
    for seat, spec in enumerate(given):
        if spec.hand is None and spec.deck is None and spec.discard is None:
            rng.shuffle(state.players[seat].deck)
            draw(state, seat, START_HP, [])
    state.active = position.active
    state.pending = RUNNING
    schedule(state, ("turn_start",))
    run(state, [])
    state.version = 0
    state._legal = None
    return state


def _deal_epic(state: QuestState, position: Position, take: Callable[[str], int]) -> None:
    """Epic: the cards named in the Marketplace's spots, on its decks and on the class stacks taken, the rest of
    each deck and stack shuffled, the spots not named dealt from their decks as a new game deals them (the Any
    spots left empty), then the tops named laid on."""
    cards = state.cards
    spots: dict[str, list[int]] = {}
    for spot_type, named in position.market.items():
        for n, card_id in enumerate(named, 1):
            spot = f"{spot_type}:{n}"
            spots[spot] = [] if card_id is None else [take(card_id)]
            for iid in spots[spot]:
                card = cards[iid]
                if card.kind != spot_type and not (spot_type == "any" and card.kind in epic_rules.MARKET_KINDS):
                    raise PositionError(f"market: {card.name} ({card.id}) is not {_kind_word(spot_type)}: it cannot "
                                        f"lie in the spot {spot}")
    deck_tops: dict[str, list[int]] = {}
    for deck_type, names in position.market_decks.items():
        deck_tops[deck_type] = [take(name) for name in names]
        for iid in deck_tops[deck_type]:
            if cards[iid].kind != deck_type:
                raise PositionError(f"market_decks: {cards[iid].name} ({cards[iid].id}) is not "
                                    f"{_kind_word(deck_type)}: it cannot lie in the {deck_type} deck")
    stack_tops: dict[str, list[int]] = {}
    for home, names in position.hero_stacks.items():
        stack_tops[home] = [take(name) for name in names]
        for iid in stack_tops[home]:
            hero = cards[iid]
            if hero.kind != "hero" or hero.level != 1 or home not in hero.classes:
                raise PositionError(f"hero_stacks: {hero.name} ({hero.id}) is not a level 1 {home.capitalize()} "
                                    "Hero")
    rng = state.rng
    for kind in epic_rules.MARKET_KINDS:
        rng.shuffle(state.market_decks[kind])
    for stack in state.guilds.values():
        rng.shuffle(stack)
    for spot in epic_rules.SPOTS:
        if spot in spots:
            state.market[spot] = spots[spot]
        else:
            epic_rules.refill(state, spot, None)
    for kind, top in deck_tops.items():
        state.market_decks[kind] += reversed(top)
    for stack_class, top in stack_tops.items():
        state.guilds[stack_class] += reversed(top)


def _kind_word(kind: str) -> str:
    """A Marketplace type as a refusal names it ("an Item"; an Any spot takes any Marketplace card)."""
    return {"item": "an Item", "spell": "a Spell", "weapon": "a Weapon"}.get(kind, "a Marketplace card")


def _check_epic(state: QuestState) -> None:
    """Epic: a spot of a type is refilled from its deck at once, so it is empty only when that deck is."""
    for spot in epic_rules.SPOTS:
        kind = epic_rules.spot_kind(spot)
        deck = state.market_decks.get(kind, [])
        if kind != "any" and not state.market[spot] and deck:
            cards = f"{len(deck)} card{'s' if len(deck) != 1 else ''}"
            raise PositionError(f"the Marketplace spot {spot} is empty while the {kind.capitalize()} deck holds "
                                f"{cards}: a spot is refilled from its deck at once")


def check_position(state: QuestState) -> None:
    """Refuse what the rules never allow when a turn begins: a card made or lost, more copies of a card than the
    set has, a hand larger than a turn begins with, more XP than the game's cards give, more Gear tokens than the
    box holds, the Guardian and its Keys out of step."""
    check_each_card_once(state)
    if state.config.epic is not None:
        _check_epic(state)
    check_card_counts(card_counts(state), most_copies(state), exact=False, names=card_names(state))
    hp_bonus = hp_bonus_ceiling(state)
    guardian = GUARDIAN_DRAW - GUARDIAN_DISCARD if state.summoned else 0
    # At a turn's end a player draws as many cards as their HP (6 at most, and what cards and the Guild add that
    # turn); the summoned Guardian adds 6 and takes 4. The player to move may hold a party grown by draw effects
    # (a scenario skipping the draws), as in the other games: one hand more.
    waiting = START_HP + hp_bonus + guardian
    check_hands(state, waiting + START_HP, waiting)
    check_xp(state, xp_ceiling(state))
    for kind, k in GEAR_INDEX.items():
        tokens = f"{GEAR_NAMES[kind].removesuffix(' token')} tokens"
        for seat, player in enumerate(state.players):
            if player.gear[k] < 0:
                raise PositionError(f"{state.config.seats[seat].name} holds {player.gear[k]} {tokens}")
        check_at_most(sum(p.gear[k] for p in state.players), GEAR_SUPPLY,
                      f"the players hold {{value}} {tokens}; the box has {{most}}")
    if state.summoned and len(state.keys_found) < state.config.variants.keys_needed and any(
            m >= 0 for m in state.room_monster[1:]):
        raise PositionError("the Guardian is summoned with fewer Keys found than needed")
    if len(state.keys_found) >= state.config.variants.keys_needed and not state.summoned:
        raise PositionError("every Key needed is found but the Guardian is not summoned")


def most_copies(state: QuestState) -> Counter[str]:
    """How many of each card a game may hold: as many as the set has (`count`), or as many as a new game of this
    config makes when that is more (the rules' own cards: the Guardian Keys, each seat's starting deck)."""
    made = empty_state(state.config, state.catalogue)
    lay_out(made)
    most = card_counts(made)
    # Epic plays one copy of every Marketplace card and (in class stacks) of every level 1 Hero: a second copy is
    # never in the game.
    once = set()
    if state.config.epic is not None:
        once = {c.id for c in state.catalogue.marketplace_cards()}
        if state.config.epic == "stacks":
            once |= {c.id for c in epic_rules.level_one_heroes(state.catalogue)}
    for card_id in card_counts(state):
        if card_id in state.catalogue and card_id not in once:
            most[card_id] = max(most[card_id], state.catalogue[card_id].count)
    return most


def _effects(effects: Iterable[Any]) -> Iterator[Any]:
    yield from nested_effects(effects)


def card_effects(card: QuestCard) -> Iterator[Any]:
    """Every effect a card can resolve: its abilities', Alert!, battle, on-gain effects and traits."""
    yield from _effects(card.traits)
    yield from _effects(card.before_battle)
    yield from _effects(card.after_battle)
    yield from _effects(card.on_gain)
    for ability in card.abilities:
        yield from _effects(ability.effects)
    for alert in card.alert:
        yield from _effects(alert.effects)
    for trigger in card.triggers:
        yield from _effects(trigger.effects)


def _most(effect: Any, hand: int) -> int:
    """The most an effect that produces an amount gives at once (`per` a card of the hand: a hand's worth)."""
    return max(0, most_of(effect.amount)) * (hand if getattr(effect, "per", None) else 1)


def hp_bonus_ceiling(state: QuestState) -> int:
    """The most HP cards and a Guild Sponsorship add to a turn (the cards drawn at its end)."""
    hand = 2 * START_HP
    cards = state.cards
    bonus = sum(_most(e, hand) for c in cards for e in card_effects(c) if e.verb == "produce" and e.value == "hp")
    guilds = [c.sponsorship.amount for c in state.catalogue.of_kind("sponsorship")
              if c.sponsorship is not None and c.sponsorship.value == "hp"]
    return bonus + max(guilds, default=0)


def xp_ceiling(state: QuestState) -> int:
    """The most XP the game's cards give, all players together, counted as the original game counts it (its
    xp_ceiling): every Monster's XP and rewards once, the best room's bonus and every XP effect of every card once
    for each Monster of the game (about the number of battles a game has), and the Guardian's half of the most
    Attack the cards can make. A game that goes on far longer could in principle pass it."""
    cards = state.cards
    hand = 2 * START_HP
    monsters = [c for c in cards if c.is_monster and c.kind == "monster"]
    battles = len(monsters)
    per_battle = max((state.catalogue[r].xp_boost + sum(w.xp for w in state.catalogue[r].rewards)
                      for r in state.rooms), default=0)
    rats = sum(c.xp + sum(w.xp for w in c.rewards) for c in cards if c.kind == "rat")   # fought again and again
    effects = sum(most_of(e.amount) for c in cards for e in card_effects(c) if e.verb == "gain_xp")
    attack = sum(max(0, c.attack) + max(0, c.magic_attack) + max(0, c.attack_boost) + max(0, c.magic_attack_boost)
                 for c in cards)
    attack += sum(_most(e, hand) for c in cards for e in card_effects(c)
                  if e.verb == "produce" and e.value in ("attack", "magic_attack"))
    attack += sum(max(0, e.attack) + max(0, e.magic_attack) for c in cards for e in card_effects(c)
                  if e.verb in ("boost_hero", "hero_bonus"))
    return (sum(c.xp + sum(w.xp for w in c.rewards) for c in monsters)
            + (max(0, per_battle) + rats + effects) * max(1, battles) + guardian_xp(attack))
