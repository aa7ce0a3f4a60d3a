"""The vocabulary of Thunderstone Quest card effects, as written in a Quest card set file (docs/quest-cards.md).

Every entry of a card's `abilities[].effects`, `before_battle`, `after_battle`, `alert[].effects`, `on_gain`,
`traits`, `side_quest` and `sponsorship` lists is one of the models below, chosen by its `verb`. Unknown verbs and
unknown or missing fields fail when the set is loaded, so a typo never becomes a card that silently does nothing.

The vocabulary is meant to express the printed cards as well as our own (an imported set uses the same words):
production (gold, light, attack, magic, HP), drawing, healing, Gear tokens, XP, Wounds, discarding and destroying
the cards you have, boosting one Hero, levelling up, Treasure, scaling by the cards you have ("per Wizard"), and the
conditions of Side Quests and the bonuses of Guild Sponsorships.

What the rulebook's FAQ and Lexicon describe is written with four more forms: an amount read from the state when
the effect resolves (`amount: {equal_to: light}`: "XP equal to your current Light"), a condition positive or
negative (`verb: if` / `verb: unless` with `condition: {have: treasure}` or `{value: wounds, at_least: 2}`), a
choice of one of several effects (`verb: choose_one`: a Hero taking one of two forms) and a card's `triggers`
("whenever you gain one or more Wounds": `whenever: wounded`), with the traits `protected` (cannot be destroyed or
discarded by card effects) and `hero_bonus` (a Hero's own Skill or Attack, while a condition holds).

Two more: `place_face_down` puts the top card of a Monster deck face down in a Dungeon Room (FAQ: a face-down
Monster is flipped when battled; a face-down Guardian Key is found and replaced), and `roll_dice` rolls six-sided
dice (Lexicon: Doubles), which a condition (`{doubles: true}`) and an amount (`{equal_to: roll}`) then read.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union, get_args

from pydantic import Field, TypeAdapter, WrapValidator, model_validator

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
# What an amount or a condition can read from the state when it resolves (the active player's): the Light, gold,
# Physical and Magic Attack and HP the cards in front of you give now, your Wounds (tokens and Wound cards in front
# of you), XP, Gear tokens, the cards in front of you (`keyword`: only those with it), and a value printed on the
# Monster you battle (`monster_health`...: a value it does not print reads 0, FAQ) and the total of the dice rolled
# last this turn (`roll`: 0 before any roll).
Quantity = Literal["light", "gold", "attack", "magic_attack", "hp", "wounds", "xp", "gear", "cards",
                   "monster_health", "monster_armor", "monster_magic_resistance", "monster_xp", "monster_level",
                   "roll"]
QUANTITIES: tuple[str, ...] = get_args(Quantity)


class Amount(BoundedEffect):
    """A number computed when the effect resolves: `equal_to` a quantity of the state (with `keyword`: the cards in
    front of you with it), times `times`, plus `plus`, halved rounded up with `half`. Never below 0, never above
    99."""
    equal_to: Quantity
    keyword: str | None = None
    times: int = Field(default=1, ge=0, le=MAX_COUNT)
    plus: int = 0
    half: bool = False
    most: int | None = Field(default=None, ge=0, le=MAX_COUNT)     # a maximum (Lexicon: Maximum, Minimum)
    least: int | None = Field(default=None, ge=0, le=MAX_COUNT)

    @model_validator(mode="after")
    def _keyword_counts_cards(self) -> Amount:
        if self.keyword is not None and self.equal_to != "cards":
            raise ValueError("keyword counts cards: it goes with equal_to: cards")
        return self


def _number_or_amount(least: int) -> Any:
    """A field that is a number as printed or an Amount (`{equal_to: ...}`), checked as the one its value is written
    as, so a wrong value gets one message (not one for each form it might have been)."""
    number = TypeAdapter(Annotated[int, Field(ge=least, le=None if least == 0 else MAX_COUNT)])

    def check(value: Any, handler: Any) -> Any:
        if isinstance(value, Amount):
            return value
        if isinstance(value, dict):
            return Amount.model_validate(value)
        if isinstance(value, str):
            raise ValueError(f"{value[:20]!r} is not a number; an amount read from the game is written "
                             f"{{equal_to: {value[:20] if value in QUANTITIES else 'light'}}}")
        return number.validate_python(value)

    return WrapValidator(check)


Count = Annotated[Union[int, Amount], _number_or_amount(1)]


class Test(BoundedEffect):
    """A condition on the active player's state: `have` a card with this keyword in front of you (`count` of them at
    least), a `value` (a quantity as amounts read it) `at_least` and/or `at_most` a number, or whether the dice
    rolled last this turn showed `doubles` (true) or not (false; also before any roll)."""
    have: str | None = None
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    value: Quantity | None = None
    at_least: int | None = None
    at_most: int | None = None
    doubles: bool | None = None

    @model_validator(mode="after")
    def _one_test(self) -> Test:
        if sum(x is not None for x in (self.have, self.value, self.doubles)) != 1:
            raise ValueError("a condition is `have: KEYWORD`, `value: QUANTITY` with at_least/at_most or "
                             "`doubles: true` (one of them)")
        if self.value is not None and self.at_least is None and self.at_most is None:
            raise ValueError(f"value: {self.value} needs at_least or at_most")
        if self.have is not None and (self.at_least is not None or self.at_most is not None):
            raise ValueError("have counts cards with `count`; at_least and at_most go with value")
        return self


# ----------------------------------------------------------------------------------------------- what a card does
class Produce(BoundedEffect):
    """Add `amount` to a value this turn (gold, light, Physical or Magic Attack, HP). With `per`, `amount` for each
    card you have with that keyword (`per: wizard`); with `if_keyword`, only if you have such a card."""
    verb: Literal["produce"]
    value: Value
    amount: Annotated[Union[int, Amount], _number_or_amount(0)]
    per: str | None = None
    if_keyword: str | None = None


class Draw(BoundedEffect):
    """Draw cards (during your turn they are revealed with the rest of your hand)."""
    verb: Literal["draw"]
    count: Count


class Heal(BoundedEffect):
    """Heal Wounds now: for each, the rightmost Wound token or a Wound card you have (your choice)."""
    verb: Literal["heal"]
    count: Count


class GainGear(BoundedEffect):
    verb: Literal["gain_gear"]
    gear: Gear
    count: int = Field(default=1, ge=1, le=MAX_COUNT)


class GainXp(BoundedEffect):
    verb: Literal["gain_xp"]
    amount: Annotated[Union[int, Amount], _number_or_amount(1)]


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


# A card's printed value an effect may pick the highest or lowest of ("destroy your lowest-cost card"; Lexicon:
# Highest (or Lowest): among cards alike in it, the player chooses).
Ranked = Literal["cost", "gold", "light", "vp", "level", "attack", "magic_attack", "skill"]


class DestroyCard(BoundedEffect):
    """Destroy cards you have (of a keyword, or any other card than this one). `optional`: you may choose none.
    `highest` / `lowest`: only a card with the highest (lowest) such value among those, your choice among ties."""
    verb: Literal["destroy_card"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    keyword: str | None = None
    optional: bool = True
    highest: Ranked | None = None
    lowest: Ranked | None = None


class DiscardCard(BoundedEffect):
    """Discard cards you have (your choice, of a keyword if given); the effect asks for as many as you have.
    `highest` / `lowest` as for destroy_card."""
    verb: Literal["discard_card"]
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    keyword: str | None = None
    highest: Ranked | None = None
    lowest: Ranked | None = None


class DiscardFromDeck(BoundedEffect):
    """Discard the top cards of your deck (Lexicon: Discard); an empty deck is first refilled from the discard pile,
    as for a draw."""
    verb: Literal["discard_from_deck"]
    count: Count


class Cancel(BoundedEffect):
    """Cancelled effects do not resolve (Lexicon: Cancel): this turn, the Before Battle, After Battle or Alert!
    effects of the Monsters and rooms named in `what` do not happen."""
    verb: Literal["cancel"]
    what: tuple[Literal["before_battle", "after_battle", "alert"], ...]

    @model_validator(mode="after")
    def _cancels_something(self) -> Cancel:
        # not a field bound: a misspelt entry then gets one message, not a second "too short"
        if not self.what:
            raise ValueError("cancel needs what it cancels: what: [before_battle], [after_battle] or [alert]")
        return self


class LevelUpFree(BoundedEffect):
    """Level up one Hero without spending XP (`keyword`: only a Hero with it, e.g. adventurer)."""
    verb: Literal["level_up_free"]
    keyword: str | None = None


class Wound(BoundedEffect):
    """Receive Wound tokens."""
    verb: Literal["wound"]
    count: Count


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


class Conditional(BoundedEffect):
    """`if`: the inner effects resolve only when the condition holds ("if you have a Treasure card"), else the
    `otherwise` effects; `unless`: only when it does not."""
    verb: Literal["if", "unless"]
    condition: Test
    effects: tuple[Effect, ...] = Field(min_length=1)
    otherwise: tuple[Effect, ...] = ()


class Option(BoundedEffect):
    """One of the effects a `choose_one` offers: its button's words and what it does."""
    label: str = Field(min_length=1, max_length=60)
    effects: tuple[Effect, ...] = Field(min_length=1)


class ChooseOne(BoundedEffect):
    """The player chooses one of the options (a Hero taking one of its forms); each resolves as written."""
    verb: Literal["choose_one"]
    options: tuple[Option, ...] = Field(min_length=2, max_length=6)

    @model_validator(mode="after")
    def _labels_differ(self) -> ChooseOne:
        labels = [o.label for o in self.options]
        if len(set(labels)) != len(labels):
            raise ValueError("the options of choose_one need labels that differ")
        return self


class PlaceFaceDown(BoundedEffect):
    """Place the top card of a Monster deck face down in a Dungeon Room (a Guardian Key too: it is found only when
    it is turned face up). A room holds one Monster (setup: "each room has 1 Monster"), so the card goes into a room
    without one - or into the room of the Monster you have just defeated, which it replaces (instead of the face-up
    refill). `room: this`: that room, or the room your Champion stands in; `room: any`: a Dungeon Room without a
    Monster, your choice (never The Wilderness). `level`: the Monster deck of that level, else the room's own; an
    empty deck is passed over for the next higher one, as when a room is refilled."""
    verb: Literal["place_face_down"]
    room: Literal["this", "any"] = "this"
    level: int | None = Field(default=None, ge=1, le=3)


# The box's dice (Components: 5 six-sided dice): a card rolls at most that many at once.
DICE_IN_THE_BOX = 5


class RollDice(BoundedEffect):
    """Roll `count` six-sided dice (Lexicon: Doubles, "when dice are rolled and have the same value": two of them
    showing the same number). The roll lasts until the next roll or the end of the turn; `if` conditions read it
    (`condition: {doubles: true}`), amounts read its total (`amount: {equal_to: roll}`)."""
    verb: Literal["roll_dice"]
    count: int = Field(default=2, ge=1, le=DICE_IN_THE_BOX)


Effect = Annotated[
    Union[Produce, Draw, Heal, GainGear, GainXp, GainTreasure, BoostHero, DestroyCard, DiscardCard, LevelUpFree,
          Wound, WoundCard, DestroyGear, LoseXp, IfHaveNot, Conditional, ChooseOne, DiscardFromDeck, Cancel,
          PlaceFaceDown, RollDice],
    Field(discriminator="verb")]
IfHaveNot.model_rebuild()
Conditional.model_rebuild()
Option.model_rebuild()
ChooseOne.model_rebuild()

# The events a card's `triggers` answer, each time it happens to the active player: `wounded` (one or more Wound
# tokens or Wound cards received at once), `defeated` (a Monster defeated: the cards in front of you, the Monster and
# its room), `bought` (a card bought), `leveled_up` (a Hero levelled up), `gained_treasure` (a Treasure card or Cache
# taken), `revealed` (a Monster's own trigger: it enters a room face up during play; never at setup, FAQ).
TriggerEvent = Literal["wounded", "defeated", "bought", "leveled_up", "gained_treasure", "revealed"]


class Trigger(BoundedEffect):
    """Effects that resolve `whenever` it happens while the card is in front of you (a Weapon: while wielded)."""
    whenever: TriggerEvent
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _not_on(cls, data: Any) -> Any:
        # YAML reads a bare `on:` as true: say what to write instead of "true is not allowed"
        if isinstance(data, dict) and "whenever" not in data and (True in data or "on" in data):
            raise ValueError("a trigger says when with `whenever:` (wounded, defeated...), not `on:`")
        return data


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


class Protected(BoundedEffect):
    """Card effects cannot destroy (or discard) this card: an effect may still pick it, and then does nothing (FAQ);
    the rules still can (a Hero levelled up is destroyed)."""
    verb: Literal["protected"]
    against: tuple[Literal["destroy", "discard"], ...] = ("destroy",)

    @model_validator(mode="after")
    def _against_something(self) -> Protected:
        # checked here, not as a field bound: a misspelt entry then gets one message, not a second "too short"
        if not self.against:
            raise ValueError("protected needs what card effects cannot do: against: [destroy] or [discard]")
        return self


class HeroBonus(BoundedEffect):
    """A Hero's own values while it is in front of you: Skill (in time to wield Weapons, FAQ), Physical or Magic
    Attack; with `condition`, only while it holds."""
    verb: Literal["hero_bonus"]
    skill: int = 0
    attack: int = 0
    magic_attack: int = 0
    condition: Test | None = None

    @model_validator(mode="after")
    def _not_of_itself(self) -> HeroBonus:
        if self.condition is not None and self.condition.value in ("attack", "magic_attack"):
            raise ValueError("a hero_bonus cannot depend on the Attack it adds to (condition value attack)")
        return self


Trait = Annotated[Union[DestroyOnBuy, WildernessAfterVillage, TraitProduce, Protected, HeroBonus],
                  Field(discriminator="verb")]


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


def nested_effects(effects: Any) -> Any:
    """Every effect of a list and the effects inside them (`unless_keyword`, `if`'s both branches, the options of
    `choose_one`), depth first."""
    for effect in effects:
        yield effect
        yield from nested_effects(getattr(effect, "effects", ()))
        yield from nested_effects(getattr(effect, "otherwise", ()))
        for option in getattr(effect, "options", ()):
            yield from nested_effects(option.effects)


def most_of(amount: Any) -> int:
    """The most an amount can be: a number as written, a computed one at most MAX_COUNT (Amount)."""
    return amount if isinstance(amount, int) else MAX_COUNT
