"""What a card needs from the rest of a game's card set to be worth having: the randomizer's requirements.

A card's `needs` in the card data name what must also be in the Village, the hero lines or the Dungeon: Ebon Fume
needs Magic Attack, a Polearm a Hero strong enough to carry it, a Blacksmith Weapons to buy. Only the chosen stacks
count (the basic cards - Militia, Dagger, Iron Rations, Torch - are in every game and never meet a need).
randomizer.py reads them; tests/engine/test_setup_needs.py checks that every effect that implies a need has one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from .cards import Card

# Ability verbs that turn Attack into Magic Attack, and those that take a Disease out of a hand.
MAGIC_CONVERTERS = frozenset({"arcane_energies", "goodberries"})
DISEASE_REMOVERS = frozenset({"cure_draw", "study"})


class CardMatch(BaseModel):
    """A card of the set that meets the need: every given condition holds."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["hero", "village", "monster"] | None = None
    keyword: str | None = None
    provides: Literal["magic_attack", "disease_removal"] | None = None
    min_strength: int | None = None

    def matches(self, card: Card) -> bool:
        if self.kind is not None and (card.kind if not card.is_monster else "monster") != self.kind:
            return False
        if self.keyword is not None and self.keyword not in card.keywords:
            return False
        if self.min_strength is not None and card.strength < self.min_strength:
            return False
        if self.provides == "magic_attack":
            return card.magic_attack > 0 or any(a.verb in MAGIC_CONVERTERS for a in card.abilities)
        if self.provides == "disease_removal":
            return any(a.verb in DISEASE_REMOVERS for a in card.abilities)
        return True


class SetupNeed(BaseModel):
    """One need: any of `any` meets it. `because` ends the sentence "<card> <because>" ("needs Magic Attack to be
    beaten")."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    because: str
    any: tuple[CardMatch, ...]

    def met_by(self, card: Card) -> bool:
        return any(m.matches(card) for m in self.any)
