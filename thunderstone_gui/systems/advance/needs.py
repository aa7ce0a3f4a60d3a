"""What a Thunderstone Advance card (or the board's side) needs from the rest of a game's card set: the randomizer's
requirements.

A card's `needs` in data/cards.yaml name what must also be among the chosen hero lines or Village cards: the Ettin
destroys a Hero without Magic Attack, so the set needs Magic Attack; Curse-giving monsters want a Cleric line or a
card that destroys cards; a heavy Weapon a Hero line strong enough to carry it; the Wilderness side (4 ranks of
Darkness) a Light source. Only the chosen stacks count: the basic cards (Regular, Longspear, Torch) are in every
game and never meet a need. randomizer.py reads them (docs/rules-advance.md, "Random card sets").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from .cards import Card

# Abilities that destroy a card of the hand (a Curse among them).
CARD_DESTROYERS = frozenset({"destroy_card", "destroy_curse_draw"})


class CardMatch(BaseModel):
    """A card of the set that meets the need: every given condition holds."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["hero", "village"] | None = None
    keyword: str | None = None
    provides: Literal["magic_attack", "light", "card_destruction"] | None = None
    min_strength: int | None = None      # a Hero at least this strong
    min_attack: int | None = None        # Physical Attack of the card itself at least this

    def matches(self, card: Card) -> bool:
        if self.kind is not None and card.kind != self.kind:
            return False
        if self.keyword is not None and self.keyword not in card.keywords:
            return False
        if self.min_strength is not None and (not card.is_hero or card.strength < self.min_strength):
            return False
        if self.min_attack is not None and card.attack < self.min_attack:
            return False
        if self.provides == "magic_attack":
            return card.magic_attack > 0 or card.other_magic > 0 or card.level_magic
        if self.provides == "light":
            return card.light > 0
        if self.provides == "card_destruction":
            return any(a.verb in CARD_DESTROYERS for a in card.abilities)
        return True


class SetupNeed(BaseModel):
    """One need: any of `any` meets it. `because` ends the sentence "<card> <because>" ("destroys a Hero without
    Magic Attack, so the set needs Magic Attack")."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    because: str
    any: tuple[CardMatch, ...]

    def met_by(self, card: Card) -> bool:
        return any(m.matches(card) for m in self.any)
