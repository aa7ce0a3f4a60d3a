"""The card catalogue: card data files validated by pydantic, compiled into fast read-only `Card` objects.

`load_catalogue(edition, sets, rulings)` gives every card of the chosen sets as it plays under that rules edition
(cards whose behaviour differs by edition carry an `editions` block in the data) and rulings revision (profile.py;
a card that played otherwise under rulings 1 carries a `rulings_1` block).
`catalogue_as_json` is the catalogue in the form `../shared/tools/compare_cards.py` reads (`python -m
thunderstone_gui.tools.cards --dump-json FILE` writes it).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal, NamedTuple, Sequence

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ...resources import package_file
from ..card_data import CardDataError, check_levels_to, read_data, validated
from ..hall.cards import VALUE_FIELDS, CardIndex, HallCard, HallCardData, check_ability_keys, check_keywords
from .effects import Ability, BattleEffect, BreachEffect, StaticEffect, Trait
from .needs import SetupNeed
from .profile import LATEST_RULINGS, Edition, Rulings

CardKind = Literal["basic", "hero", "village", "monster", "disease", "xp", "thunderstone"]
KNOWN_SETS = ("base", "wrath")
DATA_FILES = {"base": "cards_base.yaml", "wrath": "cards_wrath.yaml"}


class EditionOverride(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    text: str | None = None
    static: tuple[StaticEffect, ...] | None = None
    abilities: tuple[Ability, ...] | None = None
    traits: tuple[Trait, ...] | None = None
    battle: tuple[BattleEffect, ...] | None = None
    breach: tuple[BreachEffect, ...] | None = None


class CardData(HallCardData):
    """One card as written in a data file."""

    kind: CardKind
    count: int = Field(ge=1)
    keywords: tuple[str, ...] = ()
    text: str
    note: str | None = None     # how we settled a point the sources leave open (docs/rules.md)
    static: tuple[StaticEffect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    traits: tuple[Trait, ...] = ()
    battle: tuple[BattleEffect, ...] = ()
    breach: tuple[BreachEffect, ...] = ()
    editions: dict[Edition, EditionOverride] = {}
    # How the card played under rulings 1 (games begun before the audit's rulings keep playing that way).
    rulings_1: EditionOverride | None = None
    # What the card needs from the rest of the card set (needs.py; the randomizer meets it).
    needs: tuple[SetupNeed, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> CardData:
        check_ability_keys(self.id, self.abilities)
        if self.kind == "monster" and (self.health is None or self.health <= 0):
            raise ValueError(f"{self.id}: a monster needs health")
        if (self.traits or self.battle or self.breach) and self.kind != "monster":
            raise ValueError(f"{self.id}: only monsters have traits, battle or breach effects")
        check_keywords(self.id, self.keywords)
        return self


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    set: str
    cards: list[CardData]


class SetupData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    name_de: str
    monster_classes: tuple[str, ...]
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]


class SetupFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    setups: list[SetupData]


_CLASS_KEYWORDS = ("hero", "militia", "fighter", "cleric", "wizard", "archer", "thief", "weapon", "food", "spell",
                   "item", "edged", "villager", "magic", "light", "blunt", "bow")


class PartyAura(NamedTuple):
    """What a Hero's static effects give the rest of its party: Attack to Militia and to the Heroes who are not
    Fighters, Magic Attack to each Item and each Spell, and a factor on Magic Attack."""

    militia: int = 0
    non_fighter: int = 0
    items: int = 0
    spells: int = 0
    multiplier: int = 1


def party_aura(static: Sequence[Any]) -> PartyAura:
    militia = non_fighter = items = spells = 0
    multiplier = 1
    for e in static:
        v = e.verb
        if v == "militia_aura":
            militia += e.attack
        elif v == "non_fighter_aura":
            non_fighter += e.attack
        elif v == "empower_items":
            items += e.magic_attack
        elif v == "empower_spells":
            spells += e.magic_attack
        elif v == "magic_multiplier":
            multiplier *= e.factor
    return PartyAura(militia, non_fighter, items, spells, multiplier)


class Card(HallCard):
    """A card as the engine plays it under one rules edition (systems/hall/cards.py: what every card has)."""

    __slots__ = ("set", "is_militia", "is_food", "is_edged", "is_disease", "is_stone", "is_light_item",
                 "light_penalty", "magic_required", "half_unless", "unattackable_in_darkness",
                 "unequipped_cannot_attack", "immune_magic", "immune_edged", "magic_only", "half_magic", "spoils",
                 "aura_attack", "aura_strength", "strength_penalty", "hero_attack_penalty", "weapon_bearer_bonus",
                 "min_strength", "immune_spells", "immune_unequipped", "light_unreducible", "forbidden_if_used",
                 "hall_must_defeat", "any_weapons", "protects_heroes", "ignores_light", "only_ranks", "is_elemental",
                 "party_aura")

    set: str
    half_unless: tuple[str, ...]
    spoils: tuple[str, ...]
    forbidden_if_used: tuple[str, ...]
    only_ranks: tuple[int, ...] | None
    party_aura: PartyAura

    def __init__(self, data: CardData, set_name: str, edition: Edition, rulings: Rulings = LATEST_RULINGS) -> None:
        overrides = [o for o in (data.editions.get(edition), data.rulings_1 if rulings == 1 else None) if o]
        for field in ("id", "name", "kind", "group", "count", "levels_to"):
            setattr(self, field, getattr(data, field))
        self.set_values(data, zero_is_a_value=rulings >= 2)
        self.set = set_name
        self.keywords = frozenset(data.keywords)
        self.text = data.text
        for override in overrides:          # the edition's, then the rulings' (the later one wins)
            self.text = override.text or self.text
        for field in ("static", "abilities", "traits", "battle", "breach"):
            value = getattr(data, field)
            for override in overrides:
                if getattr(override, field) is not None:
                    value = getattr(override, field)
            setattr(self, field, value)
        self.set_keyword_facts()
        self.needs = data.needs
        kw = self.keywords
        self.is_monster = data.kind == "monster"
        self.is_disease = data.kind == "disease"
        self.is_stone = data.kind == "thunderstone"
        self.is_militia = "militia" in kw
        self.is_food = "food" in kw
        self.is_edged = "edged" in kw
        # "An Item with Light" (Chalice Defender, Blind): one that has a Light value.
        self.is_light_item = self.is_item and data.light is not None
        # A defeated monster's Attack, Magic Attack or Light bonus makes it a Trophy.
        self.is_trophy = self.is_monster and not self.printed.isdisjoint(("attack", "magic_attack", "light"))
        traits = self.traits
        self.light_penalty = sum(t.light for t in traits if t.verb == "light_penalty")
        self.magic_required = any(t.verb == "magic_attack_required" for t in traits)
        self.half_unless = tuple(t.present for t in traits if t.verb == "half_attack_unless")
        self.unattackable_in_darkness = any(t.verb == "unattackable_in_darkness" for t in traits)
        self.unequipped_cannot_attack = any(t.verb == "unequipped_cannot_attack" for t in traits)
        self.immune_magic = any(t.verb == "immune" and t.to == "magic_attack" for t in traits)
        self.immune_edged = any(t.verb == "immune" and t.to == "edged" for t in traits)
        self.magic_only = any(t.verb == "magic_attack_only" for t in traits)
        self.half_magic = any(t.verb == "half_magic_attack" for t in traits)
        self.spoils = tuple(s.of for s in self.static if s.verb == "spoils")
        # Sums the battle arithmetic needs for every battle, worked out once.
        self.aura_attack = sum(e.attack for e in self.static if e.verb == "hero_aura")
        self.aura_strength = sum(e.strength for e in self.static if e.verb == "hero_aura")
        self.party_aura = party_aura(self.static)
        self.strength_penalty = sum(e.strength for e in self.battle if e.verb == "strength_penalty")
        self.hero_attack_penalty = sum(e.attack for e in self.battle if e.verb == "hero_attack_penalty")
        self.weapon_bearer_bonus = sum(e.attack for e in self.battle if e.verb == "weapon_bearer_bonus")
        self.min_strength = max((t.strength for t in traits if t.verb == "min_strength_to_attack"), default=0)
        self.immune_spells = any(t.verb == "immune" and t.to == "spells" for t in traits)
        self.immune_unequipped = any(t.verb == "immune" and t.to == "unequipped_heroes" for t in traits)
        self.light_unreducible = any(t.verb == "light_penalty_unreducible" for t in traits)
        self.forbidden_if_used = tuple(t.what for t in traits if t.verb == "cannot_attack_if_used")
        self.hall_must_defeat = any(t.verb == "hall_must_defeat" for t in traits)
        statics = {e.verb for e in self.static}
        self.any_weapons = "any_number_of_weapons" in statics
        self.protects_heroes = "protect_heroes" in statics
        self.ignores_light = "ignore_light_penalty" in statics
        self.only_ranks = next((e.ranks for e in self.static if e.verb == "only_against_ranks"), None)
        self.is_elemental = self.is_monster and "elemental" in kw

    def is_a(self, card_class: str) -> bool:
        """Whether the card belongs to a class named by an effect ("hero", "fighter", "monster", ...)."""
        if card_class == "monster":
            return self.is_monster
        return card_class in self.keywords


class Catalogue(CardIndex[Card]):
    """Every card of the chosen sets under one rules edition, plus the fixed setups."""

    def __init__(self, cards: dict[str, Card], setups: dict[str, SetupData], edition: Edition,
                 sets: tuple[str, ...]) -> None:
        super().__init__(cards)
        self.setups = setups
        self.edition = edition
        self.sets = sets
        self._lines: dict[str, list[Card]] | None = None
        # The Level 1 card of every hero line (a Militia levels into any of them).
        self.level_one = {line: next(c.id for c in cards if c.level == 1) for line, cards in self.hero_lines().items()}

    def hero_lines(self) -> dict[str, list[Card]]:
        """Hero line name -> its cards, level 1 first."""
        if self._lines is not None:
            return self._lines
        lines: dict[str, list[Card]] = {}
        for card in self.cards.values():
            if card.kind == "hero":
                lines.setdefault(card.group, []).append(card)
        self._lines = {name: sorted(cards, key=lambda c: c.level) for name, cards in sorted(lines.items())}
        return self._lines

    def monster_classes(self) -> dict[str, list[Card]]:
        classes: dict[str, list[Card]] = {}
        for card in self.cards.values():
            if card.is_monster:
                classes.setdefault(card.group, []).append(card)
        return dict(sorted(classes.items()))

    def village_cards(self) -> list[Card]:
        return sorted((c for c in self.cards.values() if c.kind == "village"), key=lambda c: c.id)

    def basic_cards(self) -> list[Card]:
        return [self.cards[i] for i in ("militia", "dagger", "iron_rations", "torch")]


@cache
def load_card_data(set_name: str) -> tuple[CardData, ...]:
    if set_name not in DATA_FILES:
        raise CardDataError(f"unknown card set {set_name!r}; known sets: {', '.join(KNOWN_SETS)}")
    file_name = DATA_FILES[set_name]
    parsed = validated(CardFile, read_data("classic", file_name), file_name)
    if parsed.set != set_name:
        raise CardDataError(f"{file_name}: declares set {parsed.set!r}, expected {set_name!r}")
    return tuple(parsed.cards)


@cache
def load_setups() -> dict[str, SetupData]:
    parsed = validated(SetupFile, read_data("classic", "setups.yaml"), "setups.yaml")
    return {s.id: s for s in parsed.setups}


@cache
def load_catalogue(edition: Edition = "2nd", sets: tuple[str, ...] = ("base",),
                   rulings: Rulings = LATEST_RULINGS) -> Catalogue:
    cards: dict[str, Card] = {}
    all_sets = tuple(dict.fromkeys(("base",) + tuple(sets)))  # the base set is always there: basics, Disease, XP
    for set_name in all_sets:
        for data in load_card_data(set_name):
            if data.id in cards:
                raise CardDataError(f"card id {data.id!r} appears twice")
            cards[data.id] = Card(data, set_name, edition, rulings)
    check_levels_to(cards.values(), cards)
    setups = load_setups()
    for setup in setups.values():
        _check_setup(setup, cards)
    return Catalogue(cards, setups, edition, all_sets)


def _check_setup(setup: SetupData, cards: dict[str, Card]) -> None:
    groups = {c.group for c in cards.values()}
    for name in setup.monster_classes + setup.hero_lines:
        if name not in groups:
            raise CardDataError(f"setup {setup.id}: unknown class or line {name!r}")
    for card_id in setup.village:
        if card_id not in cards or cards[card_id].kind != "village":
            raise CardDataError(f"setup {setup.id}: {card_id!r} is not a village card")


def catalogue_as_json(sets: tuple[str, ...] = ("base", "wrath")) -> list[dict[str, Any]]:
    """The catalogue in the shape of the reference file (for ../shared/tools/compare_cards.py)."""
    out = []
    for set_name in sets:
        for data in load_card_data(set_name):
            # A value the card does not have is left out (the reference's convention), a printed 0 is written.
            row = data.model_dump(include={"id", "name", "kind", "group", "count", "levels_to", "keywords",
                                           *VALUE_FIELDS}, exclude_none=True)
            row["set"] = set_name
            row["keywords"] = list(data.keywords)
            out.append(row)
    return out


def available_sets() -> tuple[str, ...]:
    return tuple(s for s in KNOWN_SETS if package_file("systems", "classic", "data", DATA_FILES[s]).is_file())

