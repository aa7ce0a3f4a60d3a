"""The original game's configuration: its card set (monster classes, hero lines, Village stacks), the card sets
in play (base, Wrath of the Elements) and the rules edition.

A `ClassicConfig` always names a concrete card set; the builders (`CardSet.preset`, `CardSet.random`) turn a choice
("First Game", "random with 4 monster classes") into one, so a saved config replays the same game forever.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...engine.config import GameConfig, Seat, Variants, seat_names
from . import randomizer
from .cards import KNOWN_SETS, Catalogue, load_catalogue
from .profile import LATEST_RULINGS, Edition, RulesProfile, Rulings, rules_profile

MIN_SEATS, MAX_SEATS = 2, 5
HERO_LINES_IN_GAME = randomizer.HERO_LINES_IN_GAME
VILLAGE_STACKS_IN_GAME = randomizer.VILLAGE_STACKS_IN_GAME
DEFAULT_MONSTER_CLASSES = 3


class ClassicVariants(Variants):
    """Rule options of the original game (recorded in saves)."""

    rules_edition: Edition = "2nd"
    # How the engine settles the open points (profile.py); a saved game keeps the rulings it began with.
    rulings: Rulings = LATEST_RULINGS


class CardSet(BaseModel):
    """The monster classes, hero lines and village stacks of one game."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str = "custom"
    monster_classes: tuple[str, ...]
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]
    # What the randomizer changed to meet the cards' needs, a sentence each (randomizer.py; shown in New Game).
    notes: tuple[str, ...] = ()

    @field_validator("monster_classes", "hero_lines", "village")
    @classmethod
    def _distinct(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(value)) != len(value):
            raise ValueError(f"names a card twice: {list(value)}")
        return value

    @classmethod
    def preset(cls, setup_id: str) -> CardSet:
        catalogue = load_catalogue()
        if setup_id not in catalogue.setups:
            raise ValueError(f"unknown setup {setup_id!r}; known: {', '.join(catalogue.setups)}")
        s = catalogue.setups[setup_id]
        return cls(source=setup_id, monster_classes=s.monster_classes, hero_lines=s.hero_lines, village=s.village)

    @classmethod
    def random(cls, seed: int, monster_classes: int = DEFAULT_MONSTER_CLASSES,
               sets: tuple[str, ...] = ("base",), needs: bool = True,
               keep: tuple[randomizer.Entry, ...] = (), exclude: tuple[randomizer.Entry, ...] = ()) -> CardSet:
        """Draw the randomizers: `monster_classes` classes, 4 hero lines and 8 village stacks from the chosen sets;
        with `needs`, swap cards until every card's needs are met (randomizer.py). `keep`: entries that stay (locked
        by the player), `exclude`: entries not to draw."""
        drawn = randomizer.draw(load_catalogue("2nd", tuple(sets)), seed, monster_classes, tuple(sets), needs,
                                keep, exclude)
        return cls(source="random", monster_classes=drawn.monster_classes, hero_lines=drawn.hero_lines,
                   village=drawn.village, notes=drawn.notes)

    def entries(self) -> tuple[randomizer.Entry, ...]:
        """The set's randomizers: its monster classes, hero lines and Village stacks."""
        return (tuple(randomizer.Entry("monster", n) for n in self.monster_classes)
                + tuple(randomizer.Entry("hero", n) for n in self.hero_lines)
                + tuple(randomizer.Entry("village", n) for n in self.village))

    def reroll(self, seed: int, sets: tuple[str, ...], locked: tuple[randomizer.Entry, ...] = (),
               only: randomizer.Entry | None = None, needs: bool = True) -> CardSet:
        """Another random set keeping the `locked` entries - or, with `only`, this set with that one entry drawn
        again (everything else kept). Its notes: this set's that still hold (naming no card that left), then the
        new draw's."""
        keep = tuple(e for e in self.entries() if e != only) if only is not None else locked
        drawn = CardSet.random(seed, len(self.monster_classes), sets, needs, keep, (only,) if only else ())
        gone = set(self.entries()) - set(drawn.entries())
        kept = randomizer.notes_still_true(load_catalogue("2nd", tuple(sets)), self.notes, gone)
        return drawn.model_copy(update={"notes": kept + drawn.notes})

    def check(self, catalogue: Catalogue) -> None:
        """Raise ValueError naming the first unknown or misplaced entry."""
        classes = catalogue.monster_classes()
        lines = catalogue.hero_lines()
        for name in self.monster_classes:
            if name not in classes:
                raise ValueError(f"unknown monster class {name!r}; known: {', '.join(classes)}")
        for name in self.hero_lines:
            if name not in lines:
                raise ValueError(f"unknown hero line {name!r}; known: {', '.join(lines)}")
        village_ids = {c.id for c in catalogue.village_cards()}
        for card_id in self.village:
            if card_id not in village_ids:
                raise ValueError(f"{card_id!r} is not a village card of the chosen sets")
        if len(self.monster_classes) < 2:
            raise ValueError("a game needs at least 2 monster classes (the Thunderstone goes under 10 monsters)")
        if not self.hero_lines:
            raise ValueError("a game needs at least one hero line")
        if not self.village:
            raise ValueError("a game needs at least one village stack")


class ClassicConfig(GameConfig):
    """Everything a game of the original Thunderstone is made of before the first decision."""

    game: Literal["classic"] = "classic"
    card_set: CardSet = Field(default_factory=lambda: CardSet.preset("first_game"))
    variants: ClassicVariants = ClassicVariants()
    sets: tuple[str, ...] = ("base",)

    MIN_SEATS: ClassVar[int] = MIN_SEATS
    MAX_SEATS: ClassVar[int] = MAX_SEATS
    GAME_TITLE: ClassVar[str] = "Thunderstone"

    @field_validator("sets")
    @classmethod
    def _known_sets(cls, sets: tuple[str, ...]) -> tuple[str, ...]:
        for name in sets:
            if name not in KNOWN_SETS:
                raise ValueError(f"unknown card set {name!r}; known: {', '.join(KNOWN_SETS)}")
        if "base" not in sets:
            raise ValueError("the base set is always in play (basic cards, Disease, XP)")
        return sets

    @model_validator(mode="after")
    def _cards_exist(self) -> ClassicConfig:
        self.card_set.check(self.catalogue())
        return self

    def catalogue(self) -> Catalogue:
        return load_catalogue(self.variants.rules_edition, tuple(self.sets), self.variants.rulings)

    @property
    def rules(self) -> RulesProfile:
        return rules_profile(self.variants.rules_edition, self.variants.rulings)

    @classmethod
    def new(cls, players: int | list[str] = 2, *, setup: str = "first_game", seed: int = 1,  # type: ignore[override]
            edition: Edition = "2nd", undo_policy: Literal["strict", "casual"] = "strict",
            monster_classes: int = DEFAULT_MONSTER_CLASSES, sets: tuple[str, ...] = ("base",),
            setup_needs: bool = True) -> ClassicConfig:
        """Convenience builder: `setup` is a preset id or "random" (`setup_needs`: meet every card's needs)."""
        card_set = (CardSet.random(seed, monster_classes, sets, setup_needs) if setup == "random"
                    else CardSet.preset(setup))
        return cls(seats=tuple(Seat(name=n) for n in seat_names(players)), card_set=card_set,
                   variants=ClassicVariants(rules_edition=edition, undo_policy=undo_policy), seed=seed, sets=sets)
