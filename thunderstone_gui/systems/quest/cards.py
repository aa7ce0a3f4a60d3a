"""Quest card sets: the set file format validated by pydantic, compiled into fast read-only `QuestCard` objects.

A card set is one YAML file (format documented in docs/quest-cards.md): its starting deck, its cards (Heroes, Items,
Spells, Weapons, Monsters, the Guardian, rooms, Treasures, Side Quests, Guild Sponsorships, Legendary cards...) and
its suggested setups. Our own set (`data/ours.yaml`) ships with the game; a set of the printed cards is imported by
the player (`python -m thunderstone_gui.quest_import`: set_files.py) into the user data folder and never shipped.

A set is named in a game's config by its id and a hash of its content, so a record replays with exactly the cards it
was played with (or says plainly that the set is missing or changed).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ...engine.config import MissingContent
from ...engine.limits import MAX_COPIES, MAX_SET_CARDS, at_most, check_card_numbers
from ...engine.validation import first_error
from ...resources import package_file
from ..card_data import SAFE_LOADER, CardDataError
from ..printed import PrintedValues
from .effects import Ability, Alert, Effect, Reward, SideQuest, Sponsorship, Trait, Trigger, nested_effects

FORMAT = "thunderstone-quest-set"
OUR_SET = "ours"
CardKind = Literal["hero", "item", "spell", "weapon", "card", "cache", "wound", "monster", "guardian", "rat", "room",
                   "side_quest", "sponsorship"]
CLASSES = ("cleric", "fighter", "rogue", "wizard")
# The numbers a card can show. Omitted = the card has no such value (no icon), which is not a printed 0.
VALUE_FIELDS = ("level", "cost", "gold", "light", "vp", "skill", "attack", "magic_attack", "attack_boost",
                "magic_attack_boost", "skill_boost", "skill_requirement", "health", "armor", "magic_resistance",
                "wounds", "xp", "light_requirement", "health_boost", "armor_boost", "magic_resistance_boost",
                "wound_boost", "xp_boost")
KEY_ID = "guardian_key"


class MissingCardSet(CardDataError, MissingContent):
    """A game's imported card set that is not installed here (or not as it was when the game began). `needs` says
    which and what became of it, for the player."""

    def __init__(self, message: str, needs: str) -> None:
        CardDataError.__init__(self, message)
        self.needs = needs


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_validator(mode="after")
    def _bounded_numbers(self) -> Any:
        check_card_numbers(self)
        return self


class CardData(_Model):
    """One card as written in a set file."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    kind: CardKind
    group: str = ""                   # hero line, monster group, guardian name
    count: int = Field(default=1, ge=1, le=MAX_COPIES)
    keywords: tuple[str, ...] = ()
    text: str = ""
    treasure: bool = False            # shuffled into the Treasure deck
    legendary: bool = False           # only ever rewarded by a Side Quest
    levels_to: str | None = None
    level: int | None = None
    cost: int | None = None
    gold: int | None = None
    light: int | None = None
    vp: int | None = None
    skill: int | None = None
    attack: int | None = None
    magic_attack: int | None = None
    attack_boost: int | None = None
    magic_attack_boost: int | None = None
    skill_boost: int | None = None
    skill_requirement: int | None = None
    health: int | None = None
    armor: int | None = None
    magic_resistance: int | None = None
    wounds: int | None = None
    xp: int | None = None
    light_requirement: int | None = None
    health_boost: int | None = None
    armor_boost: int | None = None
    magic_resistance_boost: int | None = None
    wound_boost: int | None = None
    xp_boost: int | None = None
    immune: tuple[str, ...] = ()      # physical, magic, or a keyword (immune to Bows: bow)
    required: tuple[str, ...] = ()    # physical, magic, or a keyword
    rewards: tuple[Reward, ...] = ()
    abilities: tuple[Ability, ...] = ()
    traits: tuple[Trait, ...] = ()
    alert: tuple[Alert, ...] = ()
    before_battle: tuple[Effect, ...] = ()
    after_battle: tuple[Effect, ...] = ()
    on_gain: tuple[Effect, ...] = ()  # a Treasure Cache: resolves once when gained, then it is destroyed
    triggers: tuple[Trigger, ...] = ()    # "whenever ...": effects.py TriggerEvent
    side_quest: SideQuest | None = None
    sponsorship: Sponsorship | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CardData:
        keys = [a.key for a in self.abilities]
        if len(keys) != len(set(keys)):
            raise ValueError("ability keys must be unique")
        if any(k != k.lower() for k in self.keywords):
            raise ValueError("keywords are lower case")
        need: dict[str, tuple[str, ...]] = {
            "hero": ("level",), "monster": ("level", "health"), "guardian": ("level", "health"),
            "rat": ("health",), "room": ("level", "light_requirement")}
        for field in need.get(self.kind, ()):
            if getattr(self, field) is None:
                raise ValueError(f"a {self.kind} needs {field}")
        if self.kind == "weapon" and self.skill_requirement is None:
            raise ValueError("a weapon needs skill_requirement")
        if self.kind == "side_quest" and self.side_quest is None:
            raise ValueError("a side_quest needs its side_quest block")
        if self.kind == "sponsorship" and self.sponsorship is None:
            raise ValueError("a sponsorship needs its sponsorship block")
        if self.kind == "cache" and not self.on_gain:
            raise ValueError("a cache needs on_gain effects")
        if self.kind == "hero" and self.level != 0 and not any(c in self.keywords for c in CLASSES):
            raise ValueError("a hero needs a class keyword (cleric, fighter, rogue or wizard)")
        return self


class SetupData(_Model):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str
    heroes: tuple[str, ...] = Field(min_length=1)        # hero line groups
    marketplace: tuple[str, ...] = Field(min_length=1)   # card ids
    rooms: tuple[str, ...] = Field(min_length=1)         # room ids (levels 1-3)
    monster_groups: tuple[str, ...] = Field(min_length=1)
    guardian: str                                        # guardian group


class SetFile(_Model):
    format: Literal["thunderstone-quest-set"]
    format_version: Literal[1] = 1
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    publisher_cards: bool = False     # true: the printed cards typed in by a player (never shipped)
    notice: str = ""
    starting_deck: dict[str, int] = Field(min_length=1)
    wilderness: str
    rat: str
    wound_card: str | None = None
    cards: Annotated[tuple[CardData, ...], at_most(MAX_SET_CARDS, "cards")] = Field(min_length=1)
    setups: tuple[SetupData, ...] = ()

    @model_validator(mode="after")
    def _references(self) -> SetFile:
        ids = [c.id for c in self.cards]
        seen: set[str] = set()
        for card_id in ids:
            if card_id in seen:
                raise ValueError(f"card id {card_id!r} is used twice")
            seen.add(card_id)
        by_id = {c.id: c for c in self.cards}
        if KEY_ID in by_id:
            raise ValueError(f"{KEY_ID!r} is the rules' own card: a set does not define it")
        for card_id, count in self.starting_deck.items():
            if card_id not in by_id:
                raise ValueError(f"starting_deck names {card_id!r}, which is not a card of the set")
            if not 1 <= count <= MAX_COPIES:
                raise ValueError(f"starting_deck: {card_id} count must be 1 to {MAX_COPIES}")
        for field, kind in (("wilderness", "room"), ("rat", "rat"), ("wound_card", "wound")):
            value = getattr(self, field)
            if value is not None and (value not in by_id or by_id[value].kind != kind):
                raise ValueError(f"{field}: {value!r} is not a {kind} card of the set")
        for card in self.cards:
            if card.levels_to is not None and card.levels_to not in by_id:
                raise ValueError(f"{card.id}: levels_to names {card.levels_to!r}, not a card of the set")
            if card.side_quest and card.side_quest.legendary:
                target = by_id.get(card.side_quest.legendary)
                if target is None or not target.legendary:
                    raise ValueError(f"{card.id}: rewards {card.side_quest.legendary!r}, not a legendary card")
            for effect in all_effects(card):
                if getattr(effect, "verb", "") == "wound_card" and self.wound_card is None:
                    raise ValueError(f"{card.id}: deals Wound cards but the set has no wound_card")
        for setup in self.setups:
            catalogue = Catalogue(self, "")
            catalogue.check_choice(setup.heroes, setup.marketplace, setup.rooms, setup.monster_groups,
                                   setup.guardian, f"setup {setup.id}")
        return self


def all_effects(card: Any) -> list[Any]:
    """Every effect a card (its data or the card in play) carries: Before and After Battle, on gain, its abilities',
    Alert!'s and triggers', and those inside a condition or a choice."""
    out: list[Any] = list(card.before_battle) + list(card.after_battle) + list(card.on_gain)
    for ability in card.abilities:
        out.extend(ability.effects)
    for alert in card.alert:
        out.extend(alert.effects)
    for trigger in card.triggers:
        out.extend(trigger.effects)
    return list(nested_effects(out))


class QuestCard(PrintedValues):
    """A card as the engine plays it: read-only, attribute access only. Value attributes are ints where "no value"
    reads 0; `printed` says which values the card has (`card.has("light")`)."""

    VALUE_FIELDS = VALUE_FIELDS

    __slots__ = ("id", "name", "kind", "group", "count", "keywords", "text", "treasure", "legendary", "levels_to",
                 "level", "cost", "gold", "light", "vp", "skill", "attack", "magic_attack", "attack_boost",
                 "magic_attack_boost", "skill_boost", "skill_requirement", "health", "armor", "magic_resistance",
                 "wounds", "xp", "light_requirement", "health_boost", "armor_boost", "magic_resistance_boost",
                 "wound_boost", "xp_boost", "printed", "immune", "required", "rewards", "abilities", "traits",
                 "alert", "before_battle", "after_battle", "on_gain", "triggers", "side_quest", "sponsorship",
                 "ability_by_key",
                 "is_hero", "is_weapon", "is_item", "is_spell", "is_monster", "is_wound", "is_key", "classes",
                 "destroy_on_buy", "wilderness_after_village", "produces", "is_adventurer", "ability_verbs",
                 "protected_from", "hero_bonuses")

    id: str
    name: str
    kind: str
    group: str
    count: int
    text: str
    treasure: bool
    legendary: bool
    levels_to: str | None
    immune: tuple[str, ...]
    required: tuple[str, ...]
    rewards: tuple[Reward, ...]
    traits: tuple[Any, ...]
    alert: tuple[Alert, ...]
    before_battle: tuple[Any, ...]
    after_battle: tuple[Any, ...]
    on_gain: tuple[Any, ...]
    triggers: tuple[Trigger, ...]
    protected_from: frozenset[str]           # what card effects cannot do to it (destroy, discard)
    hero_bonuses: tuple[Any, ...]            # its hero_bonus traits
    side_quest: SideQuest | None
    sponsorship: Sponsorship | None
    is_hero: bool
    is_weapon: bool
    is_item: bool
    is_spell: bool
    is_monster: bool
    is_wound: bool
    is_key: bool
    is_adventurer: bool
    classes: tuple[str, ...]
    destroy_on_buy: bool
    wilderness_after_village: bool
    keywords: frozenset[str]
    level: int
    cost: int
    gold: int
    light: int
    vp: int
    skill: int
    attack: int
    magic_attack: int
    attack_boost: int
    magic_attack_boost: int
    skill_boost: int
    skill_requirement: int
    health: int
    armor: int
    magic_resistance: int
    wounds: int
    xp: int
    light_requirement: int
    health_boost: int
    armor_boost: int
    magic_resistance_boost: int
    wound_boost: int
    xp_boost: int
    printed: frozenset[str]
    abilities: tuple[Ability, ...]
    ability_by_key: dict[str, Ability]
    ability_verbs: dict[str, frozenset[str]]     # each ability's effect verbs (whether it is useful now)
    produces: tuple[Any, ...]

    def __init__(self, data: CardData) -> None:
        for field in ("id", "name", "kind", "group", "count", "text", "treasure", "legendary", "levels_to", "immune",
                      "required", "rewards", "abilities", "traits", "alert", "before_battle", "after_battle",
                      "on_gain", "triggers", "side_quest", "sponsorship"):
            setattr(self, field, getattr(data, field))
        self.set_values(data)
        flags = {"treasure"} if data.treasure else set()
        if data.legendary:
            flags.add("legendary")
        if data.kind == "hero" and data.level == 0:
            flags.add("adventurer")        # the rules' level 0 Hero, whatever a set calls it
        self.keywords = frozenset(data.keywords) | {data.kind} | flags
        self.ability_by_key = {a.key: a for a in data.abilities}
        self.ability_verbs = {a.key: frozenset(e.verb for e in a.effects) for a in data.abilities}
        self.is_hero = data.kind == "hero"
        self.is_weapon = data.kind == "weapon"
        self.is_item = data.kind == "item"
        self.is_spell = data.kind == "spell"
        self.is_monster = data.kind in ("monster", "guardian", "rat")
        self.is_wound = data.kind == "wound"
        self.is_key = data.kind == "key"
        self.is_adventurer = self.is_hero and data.level == 0
        self.classes = tuple(c for c in CLASSES if c in data.keywords)
        verbs = [t.verb for t in data.traits]
        self.destroy_on_buy = "destroy_on_buy" in verbs
        self.wilderness_after_village = "wilderness_after_village" in verbs
        self.produces = tuple(t for t in data.traits if t.verb == "produce")
        self.protected_from = frozenset(a for t in data.traits if t.verb == "protected" for a in t.against)
        self.hero_bonuses = tuple(t for t in data.traits if t.verb == "hero_bonus")

    def __repr__(self) -> str:
        return f"QuestCard({self.id})"


def _key_card() -> QuestCard:
    card = QuestCard(CardData(id=KEY_ID, name="Guardian Key", kind="card", text="Found when revealed in a room."))
    card.kind = "key"
    card.is_key = True
    card.keywords = frozenset({"key"})
    return card


class Catalogue:
    """Every card of one set (plus the rules' Guardian Key), by id, with the groups setup needs."""

    def __init__(self, data: SetFile, content_hash: str) -> None:
        self.data = data
        self.set_id = data.id
        self.name = data.name
        self.hash = content_hash
        self.publisher_cards = data.publisher_cards
        self.cards: dict[str, QuestCard] = {c.id: QuestCard(c) for c in data.cards}
        self.cards[KEY_ID] = _key_card()
        self.setups = {s.id: s for s in data.setups}

    def __getitem__(self, card_id: str) -> QuestCard:
        return self.cards[card_id]

    def __contains__(self, card_id: str) -> bool:
        return card_id in self.cards

    def of_kind(self, *kinds: str) -> list[QuestCard]:
        return [c for c in self.cards.values() if c.kind in kinds]

    def hero_lines(self) -> dict[str, list[QuestCard]]:
        """Hero line -> its cards by level (the Adventurer is no line: it levels into any)."""
        lines: dict[str, list[QuestCard]] = {}
        for card in self.cards.values():
            if card.is_hero and not card.is_adventurer and not card.treasure and not card.legendary:
                lines.setdefault(card.group, []).append(card)
        return {k: sorted(v, key=lambda c: c.level) for k, v in lines.items()}

    def marketplace_cards(self) -> list[QuestCard]:
        return [c for c in self.cards.values() if c.kind in ("item", "spell", "weapon") and not c.treasure
                and not c.legendary and "starter" not in c.keywords]

    def monster_groups(self) -> dict[str, list[QuestCard]]:
        groups: dict[str, list[QuestCard]] = {}
        for card in self.cards.values():
            if card.kind == "monster":
                groups.setdefault(card.group, []).append(card)
        return groups

    def group_level(self, group: str) -> int:
        return self.monster_groups()[group][0].level

    def guardians(self) -> dict[str, list[QuestCard]]:
        out: dict[str, list[QuestCard]] = {}
        for card in self.cards.values():
            if card.kind == "guardian":
                out.setdefault(card.group, []).append(card)
        return {k: sorted(v, key=lambda c: c.level) for k, v in out.items()}

    def rooms(self) -> list[QuestCard]:
        return [c for c in self.cards.values() if c.kind == "room" and c.id != self.data.wilderness]

    def treasures(self) -> list[QuestCard]:
        return [c for c in self.cards.values() if c.treasure or c.kind == "cache"]

    def check_choice(self, heroes: tuple[str, ...], marketplace: tuple[str, ...], rooms: tuple[str, ...],
                     monster_groups: tuple[str, ...], guardian: str, where: str) -> None:
        """Raise ValueError naming the first entry of a game's choice that the set does not have."""
        lines = self.hero_lines()
        for line in heroes:
            if line not in lines:
                raise ValueError(f"{where}: unknown hero line {line!r}; known: {', '.join(sorted(lines))}")
        market = {c.id for c in self.marketplace_cards()}
        for card_id in marketplace:
            if card_id not in market:
                raise ValueError(f"{where}: {card_id!r} is not a Marketplace card of the set")
        room_ids = {c.id: c for c in self.rooms()}
        for room in rooms:
            if room not in room_ids:
                raise ValueError(f"{where}: {room!r} is not a room of the set")
        levels = sorted(room_ids[r].level for r in rooms)
        if levels != [1, 1, 2, 2, 3, 3]:
            raise ValueError(f"{where}: the Dungeon needs two rooms of each level 1-3, not levels {levels}")
        groups = self.monster_groups()
        for group in monster_groups:
            if group not in groups:
                raise ValueError(f"{where}: unknown monster group {group!r}; known: {', '.join(sorted(groups))}")
        if sorted(groups[g][0].level for g in monster_groups) != [1, 2, 3]:
            raise ValueError(f"{where}: choose one monster group of each level 1, 2 and 3")
        if guardian not in self.guardians():
            raise ValueError(f"{where}: unknown guardian {guardian!r}")
        for line in heroes:
            if len({c.level for c in lines[line]}) < 1:
                raise ValueError(f"{where}: hero line {line!r} has no cards")


# Fields added after sets were installed and games saved (a card's triggers; a destroy's highest/lowest), with the
# value they have when a set does not use them: left out of the fingerprint then, so such a set keeps the
# fingerprint its saved games name.
LATER_FIELDS: dict[str, Any] = {"triggers": [], "highest": None, "lowest": None, "doubles": None}


def _without_later_fields(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _without_later_fields(v) for k, v in node.items()
                if not (k in LATER_FIELDS and v == LATER_FIELDS[k])}
    if isinstance(node, list):
        return [_without_later_fields(v) for v in node]
    return node


def content_hash(data: SetFile) -> str:
    """A stable fingerprint of a set's content (formatting and key order do not matter)."""
    text = json.dumps(_without_later_fields(data.model_dump(mode="json")), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()


def parse_set(data: Any) -> SetFile:
    """Validate the data of a set file (raises CardDataError with the first problem)."""
    try:
        return SetFile.model_validate(data)
    except ValidationError as exc:
        raise CardDataError(first_error(exc)) from None


@cache
def our_set() -> Catalogue:
    """Our own card set, shipped with the game (not the publisher's cards)."""
    path = package_file("systems", "quest", "data", "ours.yaml")
    data = parse_set(yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER))  # noqa: S506
    return Catalogue(data, content_hash(data))


_registered: dict[str, Catalogue] = {}


def register_set(data: SetFile) -> Catalogue:
    """Make a validated set known to this process (an installed import, a scenario's set)."""
    digest = content_hash(data)
    catalogue = _registered.get(digest)
    if catalogue is None:
        catalogue = Catalogue(data, digest)
        _registered[digest] = catalogue
    return catalogue


def find_set(set_id: str, digest: str) -> Catalogue:
    """The catalogue of a set named by a config: ours, or one installed in the user data folder. Raises
    CardDataError with a clear message when it is missing or differs from the one the game was played with."""
    if set_id == OUR_SET:
        ours = our_set()
        if digest and digest != ours.hash:
            raise CardDataError(f"this game was played with another version of our Quest card set "
                                f"(content {digest}, this version has {ours.hash})")
        return ours
    catalogue = _registered.get(digest)
    if catalogue is not None and catalogue.set_id == set_id:
        return catalogue
    from .set_files import load_installed

    data = load_installed(set_id, digest)
    if data is None:
        raise MissingCardSet(f"this game needs the Quest card set {set_id!r}, which is not installed here (content "
                             f"{digest})", what_became_of(set_id, digest))
    return register_set(data)


def what_became_of(set_id: str, digest: str) -> str:
    """A game's imported set that is not found as it was, in a player's words (said again in the player's language by
    the app): not installed, installed as another version, or installed in a file that cannot be used."""
    from .set_files import installed_sets

    name = repr(set_id)[:40]
    entries = installed_sets()
    if any(entry.data is not None and entry.set_id == set_id for entry in entries):
        return f"the Quest card set {name} as it was when the game began (another version is installed)"
    for entry in entries:
        if entry.data is None and entry.path.stem.startswith(f"{set_id}-"):
            return f"the Quest card set {name}, whose file cannot be used ({entry.problem[:80]})"
    return f"the Quest card set {name}, which is not installed"


def with_extra_cards(base: Catalogue, extra: tuple[CardData, ...]) -> Catalogue:
    """The base set plus cards defined inline (a scenario testing a rule with a card of its own)."""
    if not extra:
        return base
    ids = {c.id for c in extra}
    data = base.data.model_copy(update={"cards": tuple(c for c in base.data.cards if c.id not in ids) + extra})
    try:
        checked = SetFile.model_validate(data.model_dump())
    except ValidationError as exc:
        raise CardDataError(first_error(exc)) from None
    return register_set(checked)


# ---------------------------------------------------------------------------------------------- Epic's collection
_collections: dict[tuple[str, tuple[str, ...]], Catalogue] = {}


def _epic_cards(other: Catalogue) -> list[CardData]:
    """The cards of `other` that Epic Thunderstone Quest plays with: its Marketplace cards, Monsters and Hero lines
    (every level of a line)."""
    market = {c.id for c in other.marketplace_cards()} - set(other.data.starting_deck)
    lines = {card.group for cards in other.hero_lines().values() for card in cards}
    return [c for c in other.data.cards if c.id in market or c.kind == "monster"
            or (c.kind == "hero" and c.group in lines and c.level != 0 and not c.treasure and not c.legendary)]


def epic_collection(base: Catalogue, others: tuple[Catalogue, ...]) -> Catalogue:
    """Epic Thunderstone Quest with several sets owned: the base set (its starting deck, rooms, Guardians, Treasures,
    Side Quests...) plus the Marketplace cards, Monsters and Hero lines of the `others` - one copy by card title: a
    card whose kind and title the collection has already is left out (a Hero line whose level 1 Hero it has: the
    whole line). An id (or a Hero line's or Monster group's name) that the collection uses for another card is given
    the set's id in front, and the line's level-ups follow. Raises CardDataError when the cards cannot be played
    together (a card dealing Wound cards with a base set that has none)."""
    if not others:
        return base
    key = (base.hash, tuple(o.hash for o in others))
    found = _collections.get(key)
    if found is not None:
        return found
    cards = list(base.data.cards)
    ids = {c.id for c in cards}
    titles = {(c.kind, c.name) for c in cards}
    groups = {c.group for c in cards if c.group}
    for other in others:
        chosen = _epic_cards(other)
        firsts = {cs[0].group: cs[0] for cs in other.hero_lines().values()}
        skip_lines = {g for g, first in firsts.items() if (first.kind, first.name) in titles}
        chosen = [c for c in chosen if not (c.kind == "hero" and c.group in skip_lines)
                  and (c.kind == "hero" or (c.kind, c.name) not in titles)]
        renamed = {c.id: f"{other.set_id}_{c.id}" for c in chosen if c.id in ids}
        regroup = {c.group: f"{c.group} ({other.name})" for c in chosen if c.group and c.group in groups}
        for card in chosen:
            update: dict[str, Any] = {"id": renamed.get(card.id, card.id)}
            if card.group in regroup:
                update["group"] = regroup[card.group]
            if card.levels_to is not None:
                update["levels_to"] = renamed.get(card.levels_to, card.levels_to)
            made = card.model_copy(update=update)
            cards.append(made)
            ids.add(made.id)
            titles.add((made.kind, made.name))
            if made.group:
                groups.add(made.group)
    data = base.data.model_copy(update={"cards": tuple(cards)})
    try:
        checked = SetFile.model_validate(data.model_dump())
    except ValidationError as exc:
        raise CardDataError(f"the card sets cannot be played together in Epic Thunderstone Quest: "
                            f"{first_error(exc)}") from None
    catalogue = register_set(checked)
    _collections[key] = catalogue
    return catalogue
