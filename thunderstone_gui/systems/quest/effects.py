"""The vocabulary of Thunderstone Quest card effects, as written in a Quest card set file (docs/quest-cards.md).

Every entry of a card's `abilities[].effects`, `before_battle`, `after_battle`, `alert[].effects`, `on_gain`,
`traits`, `side_quest` and `sponsorship` lists is one of the models below, chosen by its `verb`. Unknown verbs and
unknown or missing fields fail when the set is loaded, so a typo never becomes a card that silently does nothing.

The vocabulary is meant to express the printed cards as well as our own (an imported set uses the same words):
production (gold, light, attack, magic, HP), drawing, healing, Gear tokens, XP, Wounds, discarding and destroying
the cards you have, boosting one Hero, levelling up, Treasure, scaling by the cards you have ("per Wizard"), and the
conditions of Side Quests and the bonuses of Guild Sponsorships.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from ..card_data import BoundedEffect

Gear = Literal["iron_rations", "lantern", "potion"]
GEAR_KINDS: tuple[Gear, ...] = ("iron_rations", "lantern", "potion")
GEAR_COST = {"iron_rations": 2, "lantern": 3, "potion": 4}
GEAR_NAMES = {"iron_rations": "Iron Rations", "lantern": "Lantern token", "potion": "Potion"}
Value = Literal["gold", "light", "attack", "magic_attack", "hp"]
# The most copies of a card, and the most times an effect repeats (draw, heal, gain, destroy...). Printed cards stay
# far below; the bound keeps a crafted set or scenario (a count of 10^12) from making billions of cards or steps.
MAX_COUNT = 99
Timing = Literal["village", "dungeon", "spoils"]


# ----------------------------------------------------------------------------------------------- what a card does
class Produce(BoundedEffect):
    """Add `amount` to a value this turn (gold, light, Physical or Magic Attack, HP). With `per`, `amount` for each
    card you have with that keyword (`per: wizard`); with `if_keyword`, only if you have such a card."""
    verb: Literal["produce"]
    value: Value
    amount: int
    per: str | None = None
    if_keyword: str | None = None


class Draw(BoundedEffect):
    """Draw cards (during your turn they are revealed with the rest of your hand)."""
    verb: Literal["draw"]
    count: int = Field(ge=1, le=MAX_COUNT)


class Heal(BoundedEffect):
    """Heal Wounds now: for each, the rightmost Wound token or a Wound card you have (your choice)."""
    verb: Literal["heal"]
    count: int = Field(ge=1, le=MAX_COUNT)


class GainGear(BoundedEffect):
    verb: Literal["gain_gear"]
    gear: Gear
    count: int = Field(default=1, ge=1, le=MAX_COUNT)


class GainXp(BoundedEffect):
    verb: Literal["gain_xp"]
    amount: int = Field(ge=1)


class GainTreasure(BoundedEffect):
    """Take the top card(s) of the Treasure deck (into the discard pile; a Cache resolves and is destroyed)."""
    verb: Literal["gain_treasure"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)


class BoostHero(BoundedEffect):
    """One Hero you have (your choice) gets these boosts this turn. Without a Hero nothing happens (Boosts)."""
    verb: Literal["boost_hero"]
    attack: int = 0
    magic_attack: int = 0
    skill: int = 0


class DestroyCard(BoundedEffect):
    """Destroy cards you have (of a keyword, or any other card than this one). `optional`: you may choose none."""
    verb: Literal["destroy_card"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    keyword: str | None = None
    optional: bool = True


class DiscardCard(BoundedEffect):
    """Discard cards you have (your choice, of a keyword if given); the effect asks for as many as you have."""
    verb: Literal["discard_card"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    keyword: str | None = None


class LevelUpFree(BoundedEffect):
    """Level up one Hero without spending XP (`keyword`: only a Hero with it, e.g. adventurer)."""
    verb: Literal["level_up_free"]
    keyword: str | None = None


class Wound(BoundedEffect):
    """Receive Wound tokens."""
    verb: Literal["wound"]
    count: int = Field(ge=1, le=MAX_COUNT)


class WoundCard(BoundedEffect):
    """Receive Wound cards (the set's Wound card, e.g. a Festering Wound) into your discard pile."""
    verb: Literal["wound_card"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)


class DestroyGear(BoundedEffect):
    """Destroy your Gear tokens (your choice of kind); with `gear`, only that kind."""
    verb: Literal["destroy_gear"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    gear: Gear | None = None


class LoseXp(BoundedEffect):
    """Destroy XP tokens: `amount`, plus `per_wound` for each Wound you have (tokens and Wound cards you have)."""
    verb: Literal["lose_xp"]
    amount: int = 0
    per_wound: int = 0


class IfHaveNot(BoundedEffect):
    """The inner effects resolve only if you have no card with `keyword` (a Monster punishing a party without
    Clerics...)."""
    verb: Literal["unless_keyword"]
    keyword: str
    effects: tuple[Effect, ...]


Effect = Annotated[
    Union[Produce, Draw, Heal, GainGear, GainXp, GainTreasure, BoostHero, DestroyCard, DiscardCard, LevelUpFree,
          Wound, WoundCard, DestroyGear, LoseXp, IfHaveNot],
    Field(discriminator="verb")]
IfHaveNot.model_rebuild()


class Ability(BoundedEffect):
    """An optional ability, once per turn: usable in the phases of `when` (Village, Dungeon, Spoils). `cost`: the
    card is destroyed (or discarded) to use it."""
    key: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    when: tuple[Timing, ...] = Field(min_length=1)
    effects: tuple[Effect, ...] = Field(min_length=1)
    cost: Literal["none", "destroy_self", "discard_self"] = "none"


class Alert(BoundedEffect):
    """An Alert! effect of a Monster or a room: it resolves when a Champion moves `into`, `from` or `through` the
    room even if the battle is elsewhere."""
    when: Literal["into", "from", "through"]
    effects: tuple[Effect, ...] = Field(min_length=1)


class Reward(BoundedEffect):
    """What a defeated Monster (or the room it was in) gives besides XP."""
    treasure: int = Field(default=0, ge=0, le=MAX_COUNT)
    gear: Gear | None = None
    gear_count: int = Field(default=1, ge=1, le=MAX_COUNT)
    xp: int = Field(default=0, ge=0)


# ----------------------------------------------------------------------------------------------- traits
class DestroyOnBuy(BoundedEffect):
    """When you buy a card, you may destroy one card you have with this trait (one per purchase)."""
    verb: Literal["destroy_on_buy"]


class WildernessAfterVillage(BoundedEffect):
    """After your Village Phase you may take a Dungeon Phase that only battles in The Wilderness (never from The
    Temple)."""
    verb: Literal["wilderness_after_village"]


class TraitProduce(BoundedEffect):
    """Automatic production while the card is in front of you (same fields as `produce`)."""
    verb: Literal["produce"]
    value: Value
    amount: int
    per: str | None = None
    if_keyword: str | None = None


Trait = Annotated[Union[DestroyOnBuy, WildernessAfterVillage, TraitProduce], Field(discriminator="verb")]


# ----------------------------------------------------------------------------------------------- side quests
class OwnKeyword(BoundedEffect):
    """At the end of the game: own at least `count` cards with `keyword` (deck, hand and discard)."""
    verb: Literal["own_keyword"]
    keyword: str
    count: int = Field(ge=1)


class OwnLevel(BoundedEffect):
    """At the end of the game: own at least `count` Heroes of level `level` or more."""
    verb: Literal["own_heroes_of_level"]
    level: int = Field(ge=1)
    count: int = Field(ge=1)


class DefeatLevel(BoundedEffect):
    """During play: defeat `count` Monsters of level `level` or more (counted over the game)."""
    verb: Literal["defeat_level"]
    level: int = Field(ge=0)
    count: int = Field(ge=1)


class HoldGear(BoundedEffect):
    """At the end of one of your turns: hold at least `count` Gear tokens."""
    verb: Literal["hold_gear"]
    count: int = Field(ge=1)


Condition = Annotated[Union[OwnKeyword, OwnLevel, DefeatLevel, HoldGear], Field(discriminator="verb")]


class SideQuest(BoundedEffect):
    condition: Condition
    vp: int = Field(default=0, ge=0)
    legendary: str | None = None       # id of the Legendary card it rewards


# ----------------------------------------------------------------------------------------------- sponsorships
class Sponsorship(BoundedEffect):
    """A Guild's constant bonus: `amount` of `value` every turn you have a Hero with `keyword`
    (value `heal`: one extra Wound healed in the Village)."""
    keyword: str
    value: Literal["gold", "light", "attack", "magic_attack", "hp", "heal"]
    amount: int = Field(ge=1)
