"""Thunderstone Advance's printed cards typed in by their owner: the Soulstolen Horde's Health (and VP), which no
public source gives in full (the reference's `gaps`), in the file format, checker and install path every game shares
(systems/printed_sets.py; docs/rules-advance.md "Your printed cards").

`python -m thunderstone_gui.advance_import template` writes the fill-in file: the ten Horde cards with what is known
filled in (Health of cards 1-4, the VP as listed) and FILL where the printed Health goes. The check refuses a Horde
that is not whole (every card 1-10 with its Health, rising from the top of the Horde Deck), and an installed file
(the user data folder's advance-sets/) is offered by New Game: its values then replace our guesses, the group joins
random setups, and the game's config carries them, so its save and replay play the same anywhere.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ...i18n import N_, _
from ...persistence import paths
from .. import printed_sets
from ..printed_sets import FILL, InstalledSet
from .effects import Ability

FORMAT = "thunderstone-advance-set"
PRINTED_FAMILIAR = "printed_"      # a printed Familiar's card id in the game: this + the id the owner gave it
FAMILIARS_IN_BOX = 7               # the reference's count (components.familiars)


class PrintedMonster(BaseModel):
    """A Horde card's printed values (its rules text and the rest are the set's: data/cards.yaml)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    kind: Literal["monster"]
    group: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    horde_position: int = Field(ge=1)
    health: int = Field(ge=1)
    vp: int | None = Field(default=None, ge=0)


class PrintedFamiliar(BaseModel):
    """A printed Familiar: its name, its text in the owner's words and its abilities in the card vocabulary
    (docs/rules-advance.md "Familiars"; each ability's `xp_needed`: the XP its owner must hold to use it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=48)
    name: str = Field(min_length=1, max_length=80)
    kind: Literal["familiar"]
    count: int = Field(default=1, ge=1, le=7)
    text: str = Field(min_length=1)
    abilities: tuple[Ability, ...] = Field(min_length=1, max_length=6)

    @field_validator("abilities")
    @classmethod
    def _of_the_turn(cls, abilities: tuple[Any, ...]) -> tuple[Any, ...]:
        for ability in abilities:
            if ability.where not in ("village", "dungeon", "both"):
                raise ValueError(f"{ability.key}: a Familiar's abilities are Village or Dungeon abilities (where: "
                                 f"village, dungeon or both), not {ability.where}")
        return abilities


PrintedCard = Annotated[Union[PrintedMonster, PrintedFamiliar], Field(discriminator="kind")]


class PrintedFile(BaseModel):
    """A file of printed Advance cards (format thunderstone-advance-set)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["thunderstone-advance-set"]
    format_version: Literal[1] = 1
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=64)
    name: str = Field(min_length=1, max_length=200)
    publisher_cards: bool = True
    notice: str = ""
    cards: tuple[PrintedCard, ...] = Field(min_length=1, max_length=100)

    def horde(self) -> dict[str, PrintedMonster]:
        """The Horde cards it gives, by id."""
        return {c.id: c for c in self.cards if isinstance(c, PrintedMonster)}

    def horde_groups(self) -> tuple[str, ...]:
        return tuple(sorted({c.group for c in self.cards if isinstance(c, PrintedMonster)}))

    def familiars(self) -> list[PrintedFamiliar]:
        return [c for c in self.cards if isinstance(c, PrintedFamiliar)]

    def familiar_cards(self) -> tuple[Any, ...]:
        """Its Familiars as the game's cards (cards.CardData), their ids made the game's own."""
        return tuple(familiar_card(c) for c in self.familiars())


def familiar_card(card: PrintedFamiliar) -> Any:
    from .cards import CardData

    return CardData(id=PRINTED_FAMILIAR + card.id, name=card.name, kind="familiar", group="familiar",
                    count=card.count, text=card.text, abilities=card.abilities)


def content_hash(data: PrintedFile) -> str:
    import hashlib
    import json

    text = json.dumps(data.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=10).hexdigest()


def problems_of(data: PrintedFile) -> list[str]:
    """What a valid-looking file still lacks for the game: each a sentence. A Horde is whole or refused: every card
    of the group once, at its place in the Horde Deck, with a Health no lower than the card above it."""
    from .cards import load_catalogue

    catalogue = load_catalogue()
    problems: list[str] = []
    seen: dict[str, int] = {}
    for k, card in enumerate(data.cards):
        place = f"cards[{k}] ({card.id})"
        if isinstance(card, PrintedFamiliar):
            problems += _familiar_problems(place, card, seen, k)
            continue
        known = catalogue.cards.get(card.id)
        if known is None or not known.horde_position:
            problems.append(_("{where}: not a Horde card of Towers of Ruin (the Horde cards are {first} to "
                              "{last})").format(where=place, **_horde_range(catalogue)))
            continue
        if card.group != known.group:
            problems.append(_("{where}.group: {card} belongs to the group {group}").format(
                where=place, card=card.id, group=known.group))
        if card.horde_position != known.horde_position:
            problems.append(_("{where}.horde_position: {card} is card {n} of the Horde Deck").format(
                where=place, card=card.id, n=known.horde_position))
        if card.id in seen:
            problems.append(_("{where}: {card} is given twice (also cards[{k}])").format(
                where=place, card=card.id, k=seen[card.id]))
        seen.setdefault(card.id, k)
    if problems:
        return problems
    given = data.horde()
    for group in data.horde_groups():
        needed = catalogue.horde_cards(group)
        missing = [c.id for c in needed if c.id not in given]
        if missing:
            problems.append(_("the Horde {group} is incomplete: {missing} missing (a Horde is played with all "
                              "{n} of its cards)").format(group=group, missing=", ".join(missing), n=len(needed)))
            continue
        for above, below in zip(needed, needed[1:]):
            low, high = given[above.id].health, given[below.id].health
            if high < low:
                problems.append(_("{card}.health: {high} is lower than {above}'s {low}; the Horde Deck rises in "
                                  "Health from its top card (horde_position 1)").format(
                    card=below.id, high=high, above=above.id, low=low))
    return problems


def _familiar_problems(place: str, card: PrintedFamiliar, seen: dict[str, int], k: int) -> list[str]:
    out = []
    if card.id in seen:
        out.append(_("{where}: {card} is given twice (also cards[{k}])").format(where=place, card=card.id,
                                                                            k=seen[card.id]))
    seen.setdefault(card.id, k)
    try:
        familiar_card(card)
    except (ValidationError, ValueError) as exc:
        why = str(exc).splitlines()[-1] if isinstance(exc, ValidationError) else str(exc)
        out.append(f"{place}: {why.split(': ', 1)[-1] if why.startswith(PRINTED_FAMILIAR) else why}")
    keys = [a.key for a in card.abilities]
    if len(keys) != len(set(keys)):
        out.append(_("{where}.abilities: each ability needs a key of its own").format(where=place))
    return out


def _horde_range(catalogue: Any) -> dict[str, str]:
    ids = [c.id for g in catalogue.groups.values() if g.horde for c in catalogue.horde_cards(g.id)]
    return {"first": ids[0], "last": ids[-1]} if ids else {"first": "-", "last": "-"}


# The Advance printed-cards file, as the shared reading, checking and installing know it.
ADVANCE_SETS: printed_sets.PrintedKind[PrintedFile] = printed_sets.PrintedKind(
    validate=PrintedFile.model_validate, folder=paths.advance_sets_dir, content_hash=content_hash,
    not_a_mapping=N_("a file of printed Advance cards is a YAML mapping (format, id, name, cards...)"),
    checks=problems_of)


def check_data(data: Any) -> PrintedFile:
    return printed_sets.check_data(ADVANCE_SETS, data)


def check_file(path: Any) -> PrintedFile:
    return printed_sets.check_file(ADVANCE_SETS, path)


def installed_sets() -> list[InstalledSet]:
    return printed_sets.installed(ADVANCE_SETS)


def install(path: Any) -> Any:
    return printed_sets.install(ADVANCE_SETS, path)


def usable_sets() -> list[PrintedFile]:
    """The installed files that check, for New Game (a damaged data folder gives none)."""
    try:
        return [e.data for e in installed_sets() if e.data is not None]
    except OSError:
        return []


# ----------------------------------------------------------------------------------------------- the template
def template() -> dict[str, Any]:
    """The Horde as a fill-in file: what is known filled in, FILL where the printed Health goes."""
    from .cards import load_card_file

    cards: list[dict[str, Any]] = []
    for entry in load_card_file().cards:
        if not entry.horde_position:
            continue
        guessed = "health" in entry.decisions
        card: dict[str, Any] = {"id": entry.id, "name": entry.name, "kind": "monster", "group": entry.group,
                                "horde_position": entry.horde_position,
                                "health": FILL if guessed else entry.health, "vp": entry.vp}
        if guessed:
            card["note"] = "Health not known: type the printed value; VP as one source lists it - check it"
        cards.append(card)
    return {"format": FORMAT, "format_version": 1, "id": "my_towers_of_ruin", "name": "My Towers of Ruin",
            "publisher_cards": True,
            "notice": "Typed in by the owner of the printed cards for private play; never shipped with the game.",
            "cards": cards}


TEMPLATE_HEAD = """\
# Thunderstone Advance printed cards - fill-in template (docs/rules-advance.md, "Your printed cards").
# The Soulstolen Horde: replace every FILL with the Health printed on that card and check each VP against your card.
# horde_position is the card's place in the face-up Horde Deck (1 = the top, the lowest Health).
# Your printed Familiars (optional; docs/rules-advance.md "Familiars"): add one entry per card to `cards`, e.g.
#   - id: my_familiar            # your own id, lower case
#     name: The printed name
#     kind: familiar
#     text: Its text in your own words
#     abilities:                 # Village or Dungeon abilities in the card vocabulary; xp_needed = the XP to hold
#     - {key: first, where: village, verb: gain_gold, gold: 1, xp_needed: 0}
#     - {key: second, where: dungeon, verb: draw, cards: 1, xp_needed: 3}
# A file may give the Horde, Familiars or both: delete the Horde entries if you only type in Familiars.
# Check it with: python -m thunderstone_gui.advance_import check FILE
"""


def template_text() -> str:
    return TEMPLATE_HEAD + yaml.safe_dump(template(), sort_keys=False, width=110, allow_unicode=True)
