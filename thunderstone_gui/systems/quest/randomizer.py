"""Thunderstone Quest's Random Setup as the rulebook draws it, with a player's locks: two rooms of each level, one
Monster group of each level, a Guardian; Hero randomizers revealed until each class spot is filled (a revealed Hero
whose classes are all taken is skipped); Marketplace randomizers revealed for two Item, two Spell, two Weapon spots
and two Any spots, never more than three of one type.

`draw(catalogue, seed, keep=..., exclude=...)` keeps the `keep` entries (the player's locked cards: they fill their
spots first) and draws the rest from the seed, never an `exclude`d one (the card being rerolled). Without keep and
exclude it is the plain Random Setup; the same seed and locks give the same cards.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...engine.rng import Rng
from ..randomizer import Entry
from .cards import CLASSES, Catalogue, QuestCard

LEVELS = (1, 2, 3)
ROOMS_PER_LEVEL = 2
MARKET_SLOTS = {"item": 2, "spell": 2, "weapon": 2}
MARKET_ANY = 2
MARKET_STACKS = sum(MARKET_SLOTS.values()) + MARKET_ANY
MAX_OF_A_TYPE = 3
KINDS = ("hero", "market", "room", "monster", "guardian")


class NothingLeft(ValueError):
    """No card of `kind` (of `level`, for rooms and monster groups) is left to draw: the set has no other one, or
    the others are locked or being rerolled."""

    def __init__(self, kind: str, level: int = 0) -> None:
        super().__init__(f"no {kind} left to draw" + (f" of level {level}" if level else ""))
        self.kind = kind
        self.level = level


class Drawn(NamedTuple):
    heroes: tuple[str, ...]             # in the order revealed (the Guilds' Quarter's)
    marketplace: tuple[str, ...]
    rooms: tuple[str, ...]              # two of each level, by level
    monster_groups: tuple[str, ...]     # by level
    guardian: str


class _Market:
    """The Marketplace's spots as the randomizers fill them."""

    def __init__(self) -> None:
        self.slots = dict(MARKET_SLOTS)
        self.any = MARKET_ANY
        self.kinds: dict[str, int] = {}
        self.chosen: list[str] = []

    def take(self, card: QuestCard, forced: bool = False) -> None:
        """Put `card` in its type's spot, else in an Any spot (at most three of a type); a `forced` (locked) card
        that fits neither still stays, in an Any spot."""
        if self.slots.get(card.kind, 0) > 0:
            self.slots[card.kind] -= 1
        elif self.any > 0 and self.kinds.get(card.kind, 0) < MAX_OF_A_TYPE:
            self.any -= 1
        elif forced:
            self.any = max(0, self.any - 1)
        else:
            return
        self.chosen.append(card.id)
        self.kinds[card.kind] = self.kinds.get(card.kind, 0) + 1


def draw(catalogue: Catalogue, seed: int, keep: Iterable[Entry] = (), exclude: Iterable[Entry] = (),
         guardian_level: int = 4, heroes_at_least: int = 0) -> Drawn:
    """The Random Setup keeping `keep` and never drawing `exclude`. `heroes_at_least`: hero lines to end with even
    when the kept ones already fill every class (a hero line rerolled is replaced). Raises NothingLeft when a spot
    cannot be filled."""
    kept = list(dict.fromkeys(keep))
    left_out = set(kept) | set(exclude)

    def kept_of(kind: str) -> list[str]:
        return [e.name for e in kept if e.kind == kind]

    rng = Rng(seed ^ 0x9E57_5E7_0D)
    room_level = {c.id: c.level for c in catalogue.rooms()}
    rooms: list[str] = []
    for level in LEVELS:
        mine = [r for r in kept_of("room") if room_level.get(r) == level][:ROOMS_PER_LEVEL]
        pool = sorted(r for r, at in room_level.items() if at == level and Entry("room", r) not in left_out)
        rng.shuffle(pool)
        if len(mine) + len(pool) < ROOMS_PER_LEVEL:
            raise NothingLeft("room", level)
        rooms += mine + pool[:ROOMS_PER_LEVEL - len(mine)]
    group_level = {g: cards[0].level for g, cards in catalogue.monster_groups().items()}
    groups: list[str] = []
    for level in LEVELS:
        mine = [g for g in kept_of("monster") if group_level.get(g) == level][:1]
        if mine:
            groups += mine
            continue
        pool = sorted(g for g, at in group_level.items() if at == level and Entry("monster", g) not in left_out)
        if not pool:
            raise NothingLeft("monster", level)
        groups.append(pool[rng.below(len(pool))])
    guardians = catalogue.guardians()
    mine = [g for g in kept_of("guardian") if g in guardians][:1]
    if mine:
        guardian = mine[0]
    else:
        pool = sorted(g for g, cards in guardians.items() if Entry("guardian", g) not in left_out
                      and any(c.level == guardian_level for c in cards))
        if not pool:
            raise NothingLeft("guardian")
        guardian = pool[rng.below(len(pool))]
    lines = catalogue.hero_lines()
    heroes = [line for line in kept_of("hero") if line in lines]
    taken: set[str] = set()
    for line in heroes:
        taken.update([c for c in lines[line][0].classes if c not in taken][:1])
    pool = sorted(line for line in lines if Entry("hero", line) not in left_out)
    rng.shuffle(pool)
    for line in pool:
        if len(taken) == len(CLASSES) and len(heroes) >= heroes_at_least:
            break
        free = [c for c in lines[line][0].classes if c not in taken]
        if free or len(taken) == len(CLASSES):      # the second: a replacement when the kept lines fill every class
            heroes.append(line)
            taken.update(free[:1])
    if len(heroes) < heroes_at_least:
        raise NothingLeft("hero")
    cards = {c.id: c for c in catalogue.marketplace_cards()}
    market = _Market()
    for card_id in kept_of("market"):
        if card_id in cards:
            market.take(cards[card_id], forced=True)
    shuffled = sorted((c for c in cards.values() if Entry("market", c.id) not in left_out), key=lambda c: c.id)
    rng.shuffle(shuffled)
    for card in shuffled:
        if len(market.chosen) >= MARKET_STACKS:
            break
        market.take(card)
    if len(market.chosen) < MARKET_STACKS and any(e.kind == "market" for e in exclude):
        raise NothingLeft("market")
    return Drawn(tuple(heroes), tuple(market.chosen), tuple(rooms), tuple(groups), guardian)
