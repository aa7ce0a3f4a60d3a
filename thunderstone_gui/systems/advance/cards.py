"""Thunderstone Advance's card catalogue: data/cards.yaml validated by pydantic, compiled into read-only `Card`s.

`load_catalogue()` gives the Towers of Ruin cards; `catalogue_for(custom)` adds a scenario's own cards (written in the
same vocabulary, carried by the config so that a record replays anywhere). A card's values are fast ints (0 when the
card has none) plus the set of values it really has (`card.has("gold")`): "no value" is not 0 (summary, section 7).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Iterable, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...engine.limits import MAX_COPIES, check_card_numbers
from ..card_data import CardDataError, check_levels_to, read_data, validated
from ..hall.cards import CardIndex, HallCard, HallCardData, check_ability_keys, check_keywords
from .effects import (
    DUNGEON_VERBS,
    REACT_VERBS,
    SPOILS_VERBS,
    TROPHY_VERBS,
    VILLAGE_VERBS,
    Ability,
    BreachEffect,
    DefeatEffect,
    GlobalEffect,
    MonsterEffect,
    RaidEffect,
    StaticEffect,
    Trait,
)
from .needs import SetupNeed
from .printed import PRINTED_FAMILIAR, PrintedFile

CardKind = Literal["basic", "hero", "village", "monster", "thunderstone_bearer", "curse", "horde_placeholder",
                   "familiar"]
BASIC_STACKS = ("regular", "longspear", "torch")
VILLAGE_TYPES = ("weapon", "item", "spell", "villager")


class CardData(HallCardData):
    """One card as written in the data file (or in a scenario's `custom_cards`)."""

    name: str = Field(min_length=1)
    kind: CardKind
    group: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    count: int | None = Field(default=None, ge=1, le=MAX_COPIES)
    horde_position: int | None = None
    starting_deck: int | None = Field(default=None, ge=0, le=MAX_COPIES)       # basic cards: per player
    village_per_player: int | None = Field(default=None, ge=0, le=MAX_COPIES)
    keywords: tuple[str, ...] = ()
    text: str
    static: tuple[StaticEffect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    traits: tuple[Trait, ...] = ()
    battle: tuple[MonsterEffect, ...] = ()
    aftermath: tuple[MonsterEffect, ...] = ()
    raid: tuple[RaidEffect, ...] = ()
    breach: tuple[BreachEffect, ...] = ()
    globals: tuple[GlobalEffect, ...] = ()
    on_defeat: tuple[DefeatEffect, ...] = ()
    # What the card needs from the rest of a random card set (needs.py; randomizer.py meets it).
    needs: tuple[SetupNeed, ...] = ()
    # Field -> how we settled a value the reference leaves unknown (null) or disputed (docs/rules-advance.md).
    decisions: dict[str, str] = {}

    @model_validator(mode="after")
    def _consistent(self) -> CardData:
        check_card_numbers(self)
        check_ability_keys(self.id, self.abilities)
        monster = self.kind in ("monster", "thunderstone_bearer")
        if monster and (self.health is None or self.health <= 0):
            raise ValueError(f"{self.id}: a monster needs Health")
        if (self.traits or self.battle or self.aftermath or self.raid or self.breach or self.globals
                or self.on_defeat) and not monster:
            raise ValueError(f"{self.id}: only monsters have traits, Battle, Aftermath, Raid, Breach, Global or "
                             "defeat effects")
        check_keywords(self.id, self.keywords)
        if self.kind == "basic":
            if self.starting_deck is None or self.village_per_player is None:
                raise ValueError(f"{self.id}: a basic card says how many each player starts with and how many per "
                                 "player the Village holds")
        elif self.count is None:
            raise ValueError(f"{self.id}: a card needs a count")
        if self.kind == "hero" and (self.level is None or self.strength is None):
            raise ValueError(f"{self.id}: a Hero needs a level and a Strength")
        if self.kind == "familiar":
            if not self.abilities:
                raise ValueError(f"{self.id}: a Familiar needs at least one ability")
            if any(a.where not in ("village", "dungeon", "both") for a in self.abilities):
                raise ValueError(f"{self.id}: a Familiar's abilities are Village or Dungeon abilities")
        elif any(a.xp_needed for a in self.abilities):
            raise ValueError(f"{self.id}: only a Familiar's ability needs XP held (xp_needed)")
        for ability in self.abilities:
            allowed = {"village": VILLAGE_VERBS, "dungeon": DUNGEON_VERBS, "both": VILLAGE_VERBS & DUNGEON_VERBS,
                       "spoils": SPOILS_VERBS, "trophy": TROPHY_VERBS, "react": REACT_VERBS}[ability.where]
            if ability.verb not in allowed:
                raise ValueError(f"{self.id}: {ability.verb} cannot be a {ability.where} ability")
            if ability.where == "trophy" and not monster:
                raise ValueError(f"{self.id}: only a monster has Trophy effects")
        return self


class GroupData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    level: int = Field(ge=1, le=3)
    horde: bool = False
    not_random: str = ""          # why random setups leave the group out ("" = they may draw it)


class LineData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str


class BoardData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    darkness: tuple[int, ...]
    needs: tuple[SetupNeed, ...] = ()      # what a random card set played on this side needs (randomizer.py)


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    set: str
    boards: dict[Literal["dungeon", "wilderness"], BoardData]
    monster_groups: list[GroupData]
    hero_lines: list[LineData]
    cards: list[CardData]


class SetupData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    bearer: str
    monster_groups: tuple[str, ...]
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]
    note: str = ""


class FamiliarFile(BaseModel):
    """Our own Familiars (data/familiars.yaml): not the publisher's cards, which are not known."""

    model_config = ConfigDict(extra="forbid")
    set: str
    notice: str
    cards: list[CardData]


class SetupFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    setups: list[SetupData]


class Card(HallCard):
    """A card as the engine plays it (systems/hall/cards.py: what every card has)."""

    __slots__ = ("aftermath", "raid", "globals", "on_defeat", "stack", "horde_position", "starting_deck",
                 "village_per_player", "custom", "is_regular", "is_bearer", "is_guardian", "is_curse", "is_basic",
                 "is_familiar",
                 "is_placeholder", "is_thief", "is_ranger", "is_dwarf", "is_ambusher", "is_polearm", "village_type",
                 "darkness_bonus", "other_magic", "versus_vp", "equip_keyword", "zero_wielder", "ranged_attack",
                 "ranged_rank", "counts_unequipped", "level_magic", "shielded", "extra_buy_bought", "single_use",
                 "forbids_rest", "trophy_versus", "immune", "fight_heroes", "fight_level", "darkness_trait",
                 "draw_discard", "battle_twice", "stays_put", "advance_after_village", "any_discard",
                 "village_abilities", "dungeon_abilities", "spoils_abilities", "trophy_abilities", "react_abilities",
                 "mandatory_trophies")

    aftermath: tuple[Any, ...]
    raid: tuple[Any, ...]
    globals: tuple[Any, ...]
    on_defeat: tuple[Any, ...]
    stack: str | None
    immune: frozenset[str]
    trophy_versus: tuple[str, int] | None
    equip_keyword: str | None

    def __init__(self, data: CardData, custom: bool = False) -> None:
        for field in ("id", "name", "kind", "group", "levels_to", "text", "static", "abilities", "traits", "battle",
                      "aftermath", "raid", "breach", "globals", "on_defeat", "needs"):
            setattr(self, field, getattr(data, field))
        self.custom = custom
        self.count = data.count or 0
        self.horde_position = data.horde_position or 0
        self.starting_deck = data.starting_deck or 0
        self.village_per_player = data.village_per_player or 0
        self.set_values(data)
        kw = self.keywords = frozenset(data.keywords)
        self.set_keyword_facts()
        kind = data.kind
        self.is_basic = kind == "basic"
        self.is_regular = data.id == "regular"
        self.is_bearer = kind == "thunderstone_bearer"
        self.is_monster = kind in ("monster", "thunderstone_bearer")
        self.is_guardian = "guardian" in kw
        self.is_curse = kind == "curse"
        self.is_placeholder = kind == "horde_placeholder"
        self.is_familiar = kind == "familiar"
        self.is_thief = "thief" in kw
        self.is_ranger = "ranger" in kw
        self.is_dwarf = "dwarf" in kw
        self.is_ambusher = "ambusher" in kw
        self.is_polearm = "polearm" in kw
        self.village_type = next((t for t in VILLAGE_TYPES if t in kw), "") if kind == "village" else ""
        self.stack = (data.id if kind in ("basic", "village") else data.group if kind == "hero" else None)
        statics = {e.verb: e for e in self.static}
        self.darkness_bonus = sum(e.physical for e in self.static if e.verb == "darkness_bonus")
        self.other_magic = sum(e.magic for e in self.static if e.verb == "other_heroes_magic")
        self.versus_vp = sum(e.physical for e in self.static if e.verb == "versus_higher_vp")
        self.equip_keyword = statics["equip_regardless"].keyword if "equip_regardless" in statics else None
        self.zero_wielder = "wielder_attack_zero" in statics
        ranged = statics.get("ranged_attack")
        self.ranged_attack = ranged.physical if ranged else 0
        self.ranged_rank = ranged.min_rank if ranged else 0
        self.counts_unequipped = "counts_unequipped" in statics
        self.level_magic = "wielder_level_magic" in statics
        self.shielded = "wielder_shielded" in statics
        self.extra_buy_bought = "extra_buy_when_bought" in statics
        self.single_use = "single_use" in statics
        self.forbids_rest = "forbids_rest_and_prepare" in statics
        versus = statics.get("trophy_versus")
        self.trophy_versus = (versus.keyword, versus.physical) if versus else None
        # A defeated monster revealed from the hand adds its Attack, Magic Attack and Light bonuses: a Trophy.
        self.is_trophy = self.is_monster and (not self.printed.isdisjoint(("attack", "magic_attack", "light"))
                                              or versus is not None)
        immune: set[str] = set()
        for t in self.traits:
            if t.verb == "immune":
                immune.update(t.to)
        self.immune = frozenset(immune)
        unless = [t for t in self.traits if t.verb == "fight_unless"]
        self.fight_heroes = max((t.heroes for t in unless), default=0)
        self.fight_level = max((t.level for t in unless), default=0)
        self.darkness_trait = sum(t.darkness for t in self.traits if t.verb == "darkness")
        global_verbs = [g.verb for g in self.globals]
        self.draw_discard = global_verbs.count("draw_then_discard")
        self.battle_twice = "battle_twice" in global_verbs
        self.stays_put = "stays_put" in global_verbs
        self.advance_after_village = "advance_after_village" in global_verbs
        self.any_discard = any(e.verb == "any_discard" for e in self.on_defeat)
        abilities = self.abilities
        self.village_abilities = tuple(a for a in abilities if a.where in ("village", "both"))
        self.dungeon_abilities = tuple(a for a in abilities if a.where in ("dungeon", "both"))
        self.spoils_abilities = tuple(a for a in abilities if a.where == "spoils")
        self.trophy_abilities = tuple(a for a in abilities if a.where == "trophy")
        self.react_abilities = tuple(a for a in abilities if a.where == "react")
        self.mandatory_trophies = tuple(a for a in self.trophy_abilities if not a.optional)

    def is_a(self, card_class: str) -> bool:
        """Whether the card belongs to a class an effect names ("hero", "weapon", "regular", "card"...)."""
        if card_class == "card":
            return True
        if card_class == "monster":
            return self.is_monster
        if card_class == "curse":
            return self.is_curse
        if card_class == "regular":
            return self.is_regular
        return card_class in self.keywords


class Catalogue(CardIndex[Card]):
    """Every card of a game (the set's and a scenario's own), its monster groups, hero lines, boards and setups."""

    def __init__(self, cards: dict[str, Card], groups: dict[str, GroupData], lines: dict[str, LineData],
                 boards: dict[str, BoardData], setups: dict[str, SetupData]) -> None:
        super().__init__(cards)
        self.groups = groups
        self.lines = lines
        self.boards = boards
        self.setups = setups
        self.group_cards: dict[str, list[Card]] = {}
        for card in cards.values():
            if card.is_monster and not card.is_bearer or card.is_placeholder:
                self.group_cards.setdefault(card.group, []).append(card)
        self.line_cards: dict[str, list[Card]] = {}
        for card in cards.values():
            if card.kind == "hero":
                self.line_cards.setdefault(card.group, []).append(card)
        for line in self.line_cards.values():
            line.sort(key=lambda c: c.level)
        self.level_one = {line: next(c.id for c in cards if c.level == 1) for line, cards in self.line_cards.items()}
        self.bearers = sorted(c.id for c in cards.values() if c.is_bearer)
        self.village_ids = sorted(c.id for c in cards.values() if c.kind == "village")
        self.curse_ids = [c.id for c in cards.values() if c.is_curse]
        # The Familiar decks a game may be played with: ours, and the owner's printed ones (printed.py).
        self.familiar_ids: dict[str, list[str]] = {"ours": [], "printed": []}
        for card in cards.values():
            if card.is_familiar:
                self.familiar_ids["printed" if card.id.startswith(PRINTED_FAMILIAR) else "ours"].append(card.id)

    def random_groups(self, level: int) -> list[str]:
        """The monster groups of a level that random setups may draw (the Horde is left out: see its data)."""
        return sorted(g.id for g in self.groups.values() if g.level == level and not g.not_random)

    def horde_cards(self, group: str) -> list[Card]:
        return sorted((c for c in self.group_cards.get(group, ()) if c.horde_position), key=lambda c: c.horde_position)


@cache
def load_card_file() -> CardFile:
    return validated(CardFile, read_data("advance", "cards.yaml"), "cards.yaml")


@cache
def load_familiar_file() -> FamiliarFile:
    return validated(FamiliarFile, read_data("advance", "familiars.yaml"), "familiars.yaml")


@cache
def load_setups() -> dict[str, SetupData]:
    parsed = validated(SetupFile, read_data("advance", "setups.yaml"), "setups.yaml")
    return {s.id: s for s in parsed.setups}


@cache
def load_catalogue() -> Catalogue:
    return _build(())


_CUSTOM: dict[tuple[str, ...], Catalogue] = {}


def catalogue_for(custom: tuple[CardData, ...], printed: PrintedFile | None = None) -> Catalogue:
    """The catalogue with a scenario's own cards added and the owner's printed values in place of our guesses
    (cached by their JSON)."""
    if not custom and printed is None:
        return load_catalogue()
    key = tuple(c.model_dump_json() for c in custom) + ((printed.model_dump_json(),) if printed else ())
    catalogue = _CUSTOM.get(key)
    if catalogue is None:
        if len(_CUSTOM) > 64:
            _CUSTOM.clear()
        catalogue = _CUSTOM[key] = _build(custom, printed)
    return catalogue


def _printed_entry(entry: CardData, printed: PrintedFile | None) -> CardData:
    """A card of the set with the owner's printed Health and VP (a Horde card the file gives)."""
    given = printed.horde().get(entry.id) if printed is not None else None
    if given is None:
        return entry
    vp = given.vp if given.vp is not None else entry.vp
    decisions = {k: v for k, v in entry.decisions.items() if k not in ("health", "vp")}
    return entry.model_copy(update={"health": given.health, "vp": vp, "decisions": decisions})


def _build(custom: tuple[CardData, ...], printed: PrintedFile | None = None) -> Catalogue:
    data = load_card_file()
    cards: dict[str, Card] = {}
    for entry in data.cards:
        if entry.id in cards:
            raise CardDataError(f"card id {entry.id!r} appears twice")
        cards[entry.id] = Card(_printed_entry(entry, printed))
    for entry in load_familiar_file().cards:
        if entry.id in cards:
            raise CardDataError(f"card id {entry.id!r} appears twice")
        cards[entry.id] = Card(entry)
    for entry in printed.familiar_cards() if printed is not None else ():
        cards[entry.id] = Card(entry)         # ids made distinct by printed.py (PRINTED_FAMILIAR + the owner's id)
    groups = {g.id: g for g in data.monster_groups}
    for group in printed.horde_groups() if printed is not None else ():
        if group in groups:         # the owner's whole Horde: random setups may draw it
            groups[group] = groups[group].model_copy(update={"not_random": ""})
    lines = {line.id: line for line in data.hero_lines}
    for entry in custom:
        if entry.id in cards:
            raise CardDataError(f"custom card {entry.id!r}: the id is taken by a card of the set")
        if entry.kind in ("basic", "horde_placeholder"):
            raise CardDataError(f"custom card {entry.id!r}: a scenario cannot add {entry.kind} cards")
        cards[entry.id] = Card(entry, custom=True)
        if entry.kind == "monster" and entry.group not in groups:
            groups[entry.group] = GroupData(id=entry.group, name=entry.group.replace("_", " ").title(),
                                            level=min(3, max(1, entry.level or 1)), not_random="a scenario's own")
        if entry.kind == "hero" and entry.group not in lines:
            lines[entry.group] = LineData(id=entry.group, name=entry.group.replace("_", " ").title())
    check_levels_to(cards.values(), cards)
    for card in cards.values():
        if card.is_monster and not card.is_bearer and card.group not in groups:
            raise CardDataError(f"{card.id}: unknown monster group {card.group!r}")
    setups = load_setups()
    catalogue = Catalogue(cards, groups, lines, {k: v for k, v in data.boards.items()}, setups)
    for setup in setups.values():
        _check_setup(setup, catalogue)
    return catalogue


def _check_setup(setup: SetupData, catalogue: Catalogue) -> None:
    problem = unknown_entry(catalogue, setup.monster_groups, setup.hero_lines, setup.village, setup.bearer)
    if problem:
        raise CardDataError(f"setup {setup.id}: {problem}")


def unknown_entry(catalogue: Catalogue, groups: Iterable[str], lines: Iterable[str], village: Iterable[str],
                  bearer: str) -> str:
    """The first entry of a card set (a setup of the data, a game's card set) that the catalogue does not have as
    what the set takes it for ("" when there is none)."""
    for group in groups:
        if group not in catalogue.groups:
            return f"unknown monster group {group!r}; known: {', '.join(catalogue.groups)}"
    for line in lines:
        if line not in catalogue.line_cards:
            return f"unknown hero line {line!r}; known: {', '.join(sorted(catalogue.line_cards))}"
    for card_id in village:
        if card_id not in catalogue.village_ids:
            return f"{card_id!r} is not a Village card"
    if bearer not in catalogue.bearers:
        return f"{bearer!r} is not a Thunderstone Bearer; known: {', '.join(catalogue.bearers)}"
    return ""
