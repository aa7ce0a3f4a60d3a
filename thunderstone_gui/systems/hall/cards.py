"""What a card of the original game and a card of Advance have alike: the printed values and the fields before them
in the data files (`HallCardData`), the compiled card's common facts (`HallCard`) and the catalogue's lookup by id
(`CardIndex`). Each game's `cards.py` adds its own fields, effects and facts."""

from __future__ import annotations

from typing import Any, Generic, Iterable, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from ..printed import PrintedValues

# The numbers a card can show. A card either has a value (a printed number, 0 included) or has none (no icon).
VALUE_FIELDS = ("level", "cost", "gold", "light", "vp", "strength", "weight", "levelup_xp", "health", "xp", "attack",
                "magic_attack")


class HallCardData(BaseModel):
    """The first fields of a card as a data file writes it, in this order (each game's model declares its own
    after them, and narrows `kind`, `count` and the like). An omitted value is one the card does not have (no icon,
    no number), which is not the same as a printed 0 (docs/rules.md, "Printed values")."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str
    kind: str
    group: str
    count: int | None = None
    level: int | None = None
    cost: int | None = None
    gold: int | None = None
    light: int | None = None
    vp: int | None = None
    strength: int | None = None
    weight: int | None = None
    levelup_xp: int | None = None
    levels_to: str | None = None
    health: int | None = None
    xp: int | None = None
    attack: int | None = None
    magic_attack: int | None = None


def check_ability_keys(card_id: str, abilities: Iterable[Any]) -> None:
    """A card's abilities have keys of their own (raises ValueError naming the card)."""
    keys = [a.key for a in abilities]
    if len(keys) != len(set(keys)):
        raise ValueError(f"{card_id}: ability keys must be unique")


def check_keywords(card_id: str, keywords: Iterable[str]) -> None:
    """A card's keywords are lower case (raises ValueError naming the card)."""
    if any(k != k.lower() for k in keywords):
        raise ValueError(f"{card_id}: keywords are lower case")


class HallCard(PrintedValues):
    """A card as either Hall game plays it: read-only, attribute access only. The value attributes (VALUE_FIELDS)
    are plain ints for the arithmetic, where a value the card does not have reads as 0; `card.has("gold")` tells a
    printed 0 from no value. Each game's card class adds its slots and works out its facts in `__init__`."""

    VALUE_FIELDS = VALUE_FIELDS

    __slots__ = ("id", "name", "kind", "group", "level", "count", "cost", "gold", "light", "vp", "strength", "weight",
                 "levelup_xp", "levels_to", "health", "xp", "attack", "magic_attack", "printed", "keywords", "text",
                 "static", "abilities", "traits", "battle", "breach", "needs", "ability_by_key", "is_monster",
                 "is_trophy", "is_hero", "is_weapon", "is_item", "is_spell", "is_villager", "is_fighter",
                 "is_cleric", "is_wizard")

    id: str
    name: str
    kind: str
    group: str
    level: int
    count: int
    cost: int
    gold: int
    light: int
    vp: int
    strength: int
    weight: int
    levelup_xp: int
    levels_to: str | None
    health: int
    xp: int
    attack: int
    magic_attack: int
    printed: frozenset[str]
    keywords: frozenset[str]
    text: str
    static: tuple[Any, ...]
    abilities: tuple[Any, ...]
    traits: tuple[Any, ...]
    battle: tuple[Any, ...]
    breach: tuple[Any, ...]
    needs: tuple[Any, ...]
    ability_by_key: dict[str, Any]
    is_monster: bool
    is_trophy: bool

    def set_keyword_facts(self) -> None:
        """The facts both games read from a card's keywords (its class, its type); `keywords` and `abilities` are
        set."""
        kw = self.keywords
        self.is_hero = "hero" in kw
        self.is_weapon = "weapon" in kw
        self.is_item = "item" in kw
        self.is_spell = "spell" in kw
        self.is_villager = "villager" in kw
        self.is_fighter = "fighter" in kw
        self.is_cleric = "cleric" in kw
        self.is_wizard = "wizard" in kw
        self.ability_by_key = {a.key: a for a in self.abilities}

    def __repr__(self) -> str:
        return f"<Card {self.id}>"


CardT = TypeVar("CardT", bound=HallCard)


class CardIndex(Generic[CardT]):
    """A catalogue's cards by id (each game's `Catalogue` adds its groups, lines and setups)."""

    def __init__(self, cards: dict[str, CardT]) -> None:
        self.cards = cards

    def __getitem__(self, card_id: str) -> CardT:
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"unknown card id {card_id!r}") from None

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards
