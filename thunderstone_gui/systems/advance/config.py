"""Thunderstone Advance's configuration: the card set (a monster group per level, the Thunderstone Bearer, hero
lines, Village stacks), the board side and a scenario's own cards.

A config always names a concrete card set: `AdvanceCardSet.random(seed)` draws the randomizers ("Setup" 2 and 4),
`AdvanceCardSet.themed(id)` is one of AEG's themed setups; a saved config replays the same game forever.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...engine.config import GameConfig, Seat, Variants, seat_names
from ...engine.limits import MAX_OWN_CARDS, at_most
from . import randomizer
from .cards import CardData, Catalogue, catalogue_for, load_catalogue, unknown_entry
from .printed import PrintedFile, problems_of
from .randomizer import HERO_LINES_IN_GAME as HERO_LINES_IN_GAME
from .randomizer import MAX_ITEMS as MAX_ITEMS
from .randomizer import MAX_OF_A_TYPE as MAX_OF_A_TYPE
from .randomizer import VILLAGE_STACKS_IN_GAME as VILLAGE_STACKS_IN_GAME
from .randomizer import Entry

MIN_SEATS, MAX_SEATS = 2, 5
# Rulings: how the engine plays points it once played otherwise, by revision. A game keeps the rulings it began with,
# so a save replays as it was played: 1 = every game recorded before format 3 (November 2026); 2 = a Spoils ability
# resolves when it is chosen, its purchase counting the party's Gold of that moment (docs/rules-advance.md).
Rulings = Literal[1, 2]
LATEST_RULINGS: Rulings = 2
Board = Literal["dungeon", "wilderness"]
# Which Familiar deck a game is played with: none (every game before Familiars), our own (not the publisher's cards),
# or the owner's printed ones (the config's `printed` file).
Familiars = Literal["off", "ours", "printed"]
BOARDS: tuple[Board, ...] = ("dungeon", "wilderness")
# What the game is played without, in a sentence each for the New Game screen (docs/rules-advance.md 1-2).
NOT_PLAYED = {
    "familiars": "The printed Familiars are not known: the Familiars option plays our own (not the publisher's "
                 "cards) or the ones you typed in under Printed cards….",
    "undead_horde": "Random setups never draw the Soulstolen Horde: the Health of its last six cards is not known "
                    "(ours is a guess); choose it by hand or play Tower of Corruption.",
}


class AdvanceCardSet(BaseModel):
    """The monster groups, the Bearer, the hero lines and the Village stacks of one game."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str = "custom"
    monster_groups: tuple[str, ...]
    bearer: str
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]
    # What the randomizer changed to meet the cards' needs, a sentence each (randomizer.py; shown in New Game).
    notes: tuple[str, ...] = ()
    # Whether the random draw met the cards' needs: recorded so a save says how its set came about. A set saved
    # before needs existed has none and was drawn as the rulebook says: False.
    needs: bool = False

    @field_validator("monster_groups", "hero_lines", "village")
    @classmethod
    def _distinct(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(value)) != len(value):
            raise ValueError(f"names an entry twice: {list(value)}")
        return value

    @classmethod
    def themed(cls, setup_id: str) -> AdvanceCardSet:
        catalogue = load_catalogue()
        if setup_id not in catalogue.setups:
            raise ValueError(f"unknown setup {setup_id!r}; known: random, {', '.join(catalogue.setups)}")
        s = catalogue.setups[setup_id]
        return cls(source=setup_id, monster_groups=s.monster_groups, bearer=s.bearer, hero_lines=s.hero_lines,
                   village=s.village)

    @classmethod
    def random(cls, seed: int, needs: bool = True, board: str = "dungeon", keep: tuple[Entry, ...] = (),
               exclude: tuple[Entry, ...] = (), catalogue: Catalogue | None = None) -> AdvanceCardSet:
        """Draw the randomizers: a monster group of each level (the Horde only from the owner's printed values in
        `catalogue`: ours are partly guessed), a
        Bearer, 4 hero lines, and Village cards one by one, passing over a card whose type already has 3 stacks (2
        for Items), until there are 8; with `needs`, swap cards until every card's needs - and the `board` side's -
        are met (randomizer.py). `keep`: entries that stay (locked by the player), `exclude`: entries not to draw."""
        drawn = randomizer.draw(catalogue or load_catalogue(), seed, needs, board, keep, exclude)
        return cls(source="random", monster_groups=drawn.monster_groups, bearer=drawn.bearer,
                   hero_lines=drawn.hero_lines, village=drawn.village, notes=drawn.notes, needs=needs)

    def entries(self) -> tuple[Entry, ...]:
        """The set's randomizers: its monster groups, Bearer, hero lines and Village cards."""
        return (tuple(Entry("monster", g) for g in self.monster_groups) + (Entry("bearer", self.bearer),)
                + tuple(Entry("hero", line) for line in self.hero_lines)
                + tuple(Entry("village", c) for c in self.village))

    def reroll(self, seed: int, locked: tuple[Entry, ...] = (), only: Entry | None = None, needs: bool = True,
               board: str = "dungeon", catalogue: Catalogue | None = None) -> AdvanceCardSet:
        """Another random set keeping the `locked` entries - or, with `only`, this set with that one entry drawn
        again (everything else kept). Its notes: this set's that still hold (naming no card that left), then the
        new draw's."""
        keep = tuple(e for e in self.entries() if e != only) if only is not None else locked
        drawn = AdvanceCardSet.random(seed, needs, board, keep, (only,) if only else (), catalogue)
        gone = set(self.entries()) - set(drawn.entries())
        kept = randomizer.notes_still_true(catalogue or load_catalogue(), self.notes, gone)
        return drawn.model_copy(update={"notes": kept + drawn.notes})

    def check(self, catalogue: Catalogue) -> None:
        """Raise ValueError naming the first unknown entry."""
        problem = unknown_entry(catalogue, self.monster_groups, self.hero_lines, self.village, self.bearer)
        if problem:
            raise ValueError(problem)
        if not self.monster_groups:
            raise ValueError("a game needs at least one monster group")
        if not self.hero_lines:
            raise ValueError("a game needs at least one hero line")


class AdvanceVariants(Variants):
    """Rule options of Thunderstone Advance (recorded in saves)."""

    rulings: Rulings = LATEST_RULINGS
    familiars: Familiars = "off"


class AdvanceConfig(GameConfig):
    """Everything a game of Thunderstone Advance is made of before the first decision."""

    game: Literal["advance"] = "advance"
    card_set: AdvanceCardSet = Field(default_factory=lambda: AdvanceCardSet.random(1, needs=False))
    board: Board = "dungeon"
    variants: AdvanceVariants = AdvanceVariants()
    # A scenario's own cards (numbers and effects in the data vocabulary): they travel with the config, so a record
    # of such a game replays anywhere.
    custom_cards: Annotated[tuple[CardData, ...], at_most(MAX_OWN_CARDS, "cards of its own")] = ()
    # The owner's printed cards the game is played with (printed.py: the Horde's Health): carried whole, so a save
    # or replay of the game plays the same on a machine where the file is not installed. None: our own values.
    printed: PrintedFile | None = None

    MIN_SEATS: ClassVar[int] = MIN_SEATS
    MAX_SEATS: ClassVar[int] = MAX_SEATS
    GAME_TITLE: ClassVar[str] = "Thunderstone Advance"

    @model_validator(mode="after")
    def _cards_exist(self) -> AdvanceConfig:
        if self.printed is not None:
            problems = problems_of(self.printed)
            if problems:
                raise ValueError(f"printed cards: {problems[0]}")
        if self.variants.familiars == "printed" and (self.printed is None or not self.printed.familiars()):
            raise ValueError("printed Familiars are chosen, but the game carries no printed Familiar")
        self.card_set.check(self.catalogue())
        return self

    def catalogue(self) -> Catalogue:
        return catalogue_for(self.custom_cards, self.printed)

    @property
    def ranks(self) -> int:
        return len(self.catalogue().boards[self.board].darkness)

    @classmethod
    def new(cls, players: int | list[str] = 2, *, setup: str = "random", seed: int = 1,  # type: ignore[override]
            board: Board = "dungeon", undo_policy: Literal["strict", "casual"] = "strict",
            custom_cards: tuple[dict[str, Any] | CardData, ...] = (), setup_needs: bool = True,
            printed: PrintedFile | None = None, familiars: Familiars = "off") -> AdvanceConfig:
        """Convenience builder: `setup` is "random" or a themed setup id (`setup_needs`: a random set meets every
        card's needs and the board side's; `printed`: the owner's printed cards, whose whole Horde random setups
        may draw)."""
        card_set = (AdvanceCardSet.random(seed, setup_needs, board, catalogue=catalogue_for((), printed))
                    if setup == "random" else AdvanceCardSet.themed(setup))
        return cls(seats=tuple(Seat(name=n) for n in seat_names(players)), card_set=card_set, board=board,
                   variants=AdvanceVariants(undo_policy=undo_policy, familiars=familiars), seed=seed,
                   printed=printed,
                   custom_cards=tuple(CardData.model_validate(c) for c in custom_cards))
