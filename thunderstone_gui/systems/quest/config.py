"""A Thunderstone Quest game's configuration: the card set (by id and content hash), the cards chosen for this game
(Hero lines, Marketplace stacks, rooms, Monster groups, the Guardian and its level), the optional parts of a full
game (Side Quests, Guild Sponsorships) and the number of Guardian Keys that summon the Guardian.

`QuestConfig.new(..., setup="random")` chooses the cards by the rulebook's Random Setup; a preset id (a setup of the
set file) chooses them by name. Either way the config names every card, so a saved config replays the same game.
Cards defined inline (`extra_cards`, from a scenario) travel in the config itself.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer, model_validator

from ...engine.config import GameConfig, Seat, Variants, seat_names
from ...engine.limits import MAX_OWN_CARDS, at_most
from . import randomizer
from .cards import OUR_SET, CardData, Catalogue, epic_collection, find_set, with_extra_cards
from .randomizer import Entry

MIN_SEATS, MAX_SEATS = 2, 4
KEYS_NEEDED = 4
MAX_OWNED_SETS = 20
# Epic Thunderstone Quest (rulebook p. 17, rules/epic.py): its two ways of playing the Heroes - "stacks" (a: four
# class stacks of every level 1 Hero, only the top one available) and "guilds" (b: the normal Guilds' Quarter).
EpicHeroes = Literal["stacks", "guilds"]
EPIC_HEROES: tuple[str, ...] = ("stacks", "guilds")
KEYS_BY_LEVEL = (1, 2, 3)         # the Guardian Keys shuffled into the Monster decks of level 1, 2, 3 (Setup, step 5)


class QuestVariants(Variants):
    """Rule options of Thunderstone Quest (recorded in saves)."""

    side_quests: bool = True
    sponsorships: bool = True
    keys_needed: int = Field(default=KEYS_NEEDED, ge=1, le=6)


class OwnedSet(BaseModel):
    """An installed card set that Epic Thunderstone Quest also plays with, by id and content hash."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=80)
    hash: str = Field(max_length=40)


class QuestChoice(BaseModel):
    """The cards of one game."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str = "custom"                    # the preset id, "random" or "custom"
    heroes: tuple[str, ...]                   # hero line groups, in Guilds' Quarter order
    marketplace: tuple[str, ...]
    rooms: tuple[str, ...]
    monster_groups: tuple[str, ...]
    guardian: str
    guardian_level: int = Field(default=4, ge=4, le=6)

    @classmethod
    def preset(cls, catalogue: Catalogue, setup_id: str, guardian_level: int = 4) -> QuestChoice:
        if setup_id not in catalogue.setups:
            raise ValueError(f"unknown setup {setup_id!r}; known: {', '.join(catalogue.setups) or 'none'}")
        s = catalogue.setups[setup_id]
        return cls(source=setup_id, heroes=s.heroes, marketplace=s.marketplace, rooms=s.rooms,
                   monster_groups=s.monster_groups, guardian=s.guardian, guardian_level=guardian_level)

    @classmethod
    def random(cls, catalogue: Catalogue, seed: int, guardian_level: int = 4, keep: tuple[Entry, ...] = (),
               exclude: tuple[Entry, ...] = (), heroes_at_least: int = 0) -> QuestChoice:
        """The rulebook's Random Setup (randomizer.py), the `keep` entries kept and no `exclude`d one drawn."""
        drawn = randomizer.draw(catalogue, seed, keep, exclude, guardian_level, heroes_at_least)
        return cls(source="random", heroes=drawn.heroes, marketplace=drawn.marketplace, rooms=drawn.rooms,
                   monster_groups=drawn.monster_groups, guardian=drawn.guardian, guardian_level=guardian_level)

    def entries(self) -> tuple[Entry, ...]:
        """The setup's randomizers: hero lines, Marketplace cards, rooms, monster groups and the Guardian."""
        return (tuple(Entry("hero", line) for line in self.heroes)
                + tuple(Entry("market", c) for c in self.marketplace)
                + tuple(Entry("room", r) for r in self.rooms)
                + tuple(Entry("monster", g) for g in self.monster_groups) + (Entry("guardian", self.guardian),))

    def reroll(self, catalogue: Catalogue, seed: int, locked: tuple[Entry, ...] = (),
               only: Entry | None = None) -> QuestChoice:
        """Another Random Setup keeping the `locked` entries - or, with `only`, this setup with that one entry drawn
        again (everything else kept; a hero line gives way to another even when the rest fill every class)."""
        if only is None:
            return QuestChoice.random(catalogue, seed, self.guardian_level, locked)
        keep = tuple(e for e in self.entries() if e != only)
        heroes = len(self.heroes) if only.kind == "hero" else 0
        return QuestChoice.random(catalogue, seed, self.guardian_level, keep, (only,), heroes)


class CampaignGame(BaseModel):
    """A game of a Campaign (rulebook, "Campaign Mode"): the cards each seat's Guild Recognition Phases added to its
    starting deck, and where the six Guardian Keys go (the other difficulty option, the Keys needed, is the
    variants' `keys_needed`). The campaign itself (its games, scores and picks) lives in its own file
    (systems/quest/campaign.py, persistence/campaigns.py); a game knows only what its deal needs."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(default=1, ge=1, le=10_000)
    starting_cards: Annotated[tuple[Annotated[tuple[str, ...], at_most(MAX_OWN_CARDS, "cards added")], ...],
                              at_most(MAX_SEATS, "seats")] = ()
    keys_by_level: tuple[int, int, int] = KEYS_BY_LEVEL

    @model_validator(mode="after")
    def _six_keys(self) -> CampaignGame:
        if min(self.keys_by_level) < 0 or sum(self.keys_by_level) != sum(KEYS_BY_LEVEL):
            raise ValueError(f"campaign: the {sum(KEYS_BY_LEVEL)} Guardian Keys go into the three Monster decks, "
                             f"not {list(self.keys_by_level)}")
        return self


class QuestConfig(GameConfig):
    """Everything a Thunderstone Quest game is made of before the first decision."""

    game: Literal["quest"] = "quest"
    card_set: str = OUR_SET
    card_set_hash: str = ""                   # the content hash of the set (cards.content_hash)
    choice: QuestChoice
    # cards defined inline by a scenario
    extra_cards: Annotated[tuple[CardData, ...], at_most(MAX_OWN_CARDS, "cards of its own")] = ()
    variants: QuestVariants = QuestVariants()
    # Epic Thunderstone Quest and its way of playing the Heroes; None: the normal game. Left out of a record when
    # None (records drop None), so a config without it reads, deals and hashes as before.
    epic: EpicHeroes | None = None
    # Epic only: the other installed sets the player owns, whose Items, Spells, Weapons, Monsters and Heroes join the
    # collection (cards.epic_collection). Left out of the JSON when empty.
    epic_sets: Annotated[tuple[OwnedSet, ...], at_most(MAX_OWNED_SETS, "card sets")] = ()
    campaign: CampaignGame | None = None      # a game of a Campaign; None: a game of its own

    MIN_SEATS: ClassVar[int] = MIN_SEATS
    MAX_SEATS: ClassVar[int] = MAX_SEATS
    GAME_TITLE: ClassVar[str] = "Thunderstone Quest"

    @model_validator(mode="after")
    def _cards_exist(self) -> QuestConfig:
        if self.epic_sets and self.epic is None:
            raise ValueError("epic_sets: other card sets join only an Epic game")
        c = self.choice
        catalogue = self.catalogue()
        catalogue.check_choice(c.heroes, c.marketplace, c.rooms, c.monster_groups, c.guardian, "choice")
        levels = [g.level for g in catalogue.guardians()[c.guardian]]
        if c.guardian_level not in levels:
            raise ValueError(f"choice: the guardian {c.guardian!r} has no level {c.guardian_level} version")
        if self.campaign is not None:
            self._check_campaign(self.campaign, catalogue)
        return self

    @model_serializer(mode="wrap")
    def _without_options_off(self, handler: SerializerFunctionWrapHandler) -> Any:
        """The normal game's config serializes exactly as before Epic and Campaign Mode existed (a save's identity,
        saves.game_identity, is the hash of this JSON: the same game must keep it, and every hash of it)."""
        data = handler(self)
        if isinstance(data, dict):
            if data.get("epic", "") is None:
                del data["epic"]
            if not data.get("epic_sets", True):
                del data["epic_sets"]
            if data.get("campaign", 0) is None:
                del data["campaign"]
        return data

    def _check_campaign(self, campaign: CampaignGame, catalogue: Catalogue) -> None:
        if campaign.starting_cards and len(campaign.starting_cards) != len(self.seats):
            raise ValueError(f"campaign: starting cards for {len(campaign.starting_cards)} seats, "
                             f"not {len(self.seats)}")
        market = {c.id for c in catalogue.marketplace_cards()}
        for seat, cards in enumerate(campaign.starting_cards):
            for card_id in cards:
                if card_id not in market:
                    raise ValueError(f"campaign: seat {seat}'s starting card {card_id!r} is no Marketplace card "
                                     "of the set")

    def starting_cards(self, seat: int) -> tuple[str, ...]:
        """The cards a campaign's Guild Recognition Phases added to the seat's starting deck."""
        cards = self.campaign.starting_cards if self.campaign is not None else ()
        return cards[seat] if seat < len(cards) else ()

    @property
    def keys_by_level(self) -> tuple[int, int, int]:
        return self.campaign.keys_by_level if self.campaign is not None else KEYS_BY_LEVEL

    def catalogue(self) -> Catalogue:
        base = find_set(self.card_set, self.card_set_hash)
        if self.epic_sets:
            base = epic_collection(base, tuple(find_set(s.id, s.hash) for s in self.epic_sets))
        return with_extra_cards(base, self.extra_cards)

    @classmethod
    def new(cls, players: int | list[str] = 2, *, setup: str = "random", seed: int = 1,
            card_set: str = OUR_SET, undo_policy: Literal["strict", "casual"] = "strict", side_quests: bool = True,
            sponsorships: bool = True, keys_needed: int = KEYS_NEEDED, guardian_level: int = 4,
            epic: str = "", **_: Any) -> QuestConfig:
        """Convenience builder: `setup` is a preset id of the set or "random"; `epic` "stacks" or "guilds" plays
        Epic Thunderstone Quest with that way of playing the Heroes ("": the normal game)."""
        if epic and epic not in EPIC_HEROES:
            raise ValueError(f"unknown Epic way of playing the Heroes {epic!r}; known: {', '.join(EPIC_HEROES)}")
        catalogue = find_set(card_set, "") if card_set == OUR_SET else _installed(card_set)
        choice = (QuestChoice.random(catalogue, seed, guardian_level) if setup == "random"
                  else QuestChoice.preset(catalogue, setup, guardian_level))
        return cls(seats=tuple(Seat(name=n) for n in seat_names(players)), card_set=catalogue.set_id,
                   card_set_hash=catalogue.hash, choice=choice, seed=seed,
                   variants=QuestVariants(undo_policy=undo_policy, side_quests=side_quests,
                                          sponsorships=sponsorships, keys_needed=keys_needed),
                   epic=epic or None)  # type: ignore[arg-type]  # checked above


def _installed(set_id: str) -> Catalogue:
    from .cards import register_set
    from .set_files import installed_sets

    for entry in installed_sets():
        if entry.set_id == set_id and entry.data is not None:
            return register_set(entry.data)
    raise ValueError(f"no installed Quest card set {set_id!r}")
