"""The vocabulary of card effects used in the card data files.

Every entry of a card's `static`, `abilities`, `traits`, `battle` and `breach` lists is one of the models below,
chosen by its `verb`. Unknown verbs and unknown or missing fields fail when the data is loaded, so a typo in the data
never turns into a card that silently does nothing.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

# Card classes a "destroy one X" or an aura can name. Each is a keyword of the card data.
CardClass = Literal["hero", "militia", "fighter", "cleric", "wizard", "archer", "thief", "weapon", "food", "spell",
                    "item", "edged", "monster"]


class _Effect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ----------------------------------------------------------------------------------------------- static effects
class RankBonus(_Effect):
    """A Hero's own extra Attack against monsters in the given ranks (Amazon)."""
    verb: Literal["rank_bonus"]
    ranks: tuple[int, ...]
    attack: int


class EdgedBonus(_Effect):
    """A Hero's extra Attack while an Edged Weapon is equipped to it (Dwarf)."""
    verb: Literal["edged_bonus"]
    attack: int


class PerMonsterBonus(_Effect):
    """A Hero's Attack per Monster card revealed from the hand (Outlands Slayer, Khan)."""
    verb: Literal["per_monster_bonus"]
    attack: int


class PerLightItemBonus(_Effect):
    """A Hero's Attack per Item with Light in the battle (Chalice Defender)."""
    verb: Literal["per_light_item_bonus"]
    attack: int


class CannotAttackRank(_Effect):
    """The Hero cannot attack a monster in this rank (Feayn)."""
    verb: Literal["cannot_attack_rank"]
    rank: int


class MilitiaAura(_Effect):
    """Every Militia in the battle gains Attack (Thyrian Knight)."""
    verb: Literal["militia_aura"]
    attack: int


class NonFighterAura(_Effect):
    """Every Hero that is not a Fighter gains Attack (Thyrian Lord)."""
    verb: Literal["non_fighter_aura"]
    attack: int


class HeroAura(_Effect):
    """Every Hero in the battle gains Attack and/or Strength (Battle Fury, Feast)."""
    verb: Literal["hero_aura"]
    attack: int = 0
    strength: int = 0


class MagicMultiplier(_Effect):
    """The party's total Magic Attack is multiplied, after every other Magic Attack modifier - a monster's halving
    included (Selurin: "apply last")."""
    verb: Literal["magic_multiplier"]
    factor: int


class EmpowerItems(_Effect):
    """Every Item in the battle gains Magic Attack (Selurin Magician)."""
    verb: Literal["empower_items"]
    magic_attack: int


class EmpowerSpells(_Effect):
    """Every Spell with a Magic Attack bonus gains more Magic Attack (Selurin Magician)."""
    verb: Literal["empower_spells"]
    magic_attack: int


class StrongWielder(_Effect):
    """A Weapon's Attack becomes `attack` when its bearer has at least `min_strength` (Polearm)."""
    verb: Literal["strong_wielder"]
    min_strength: int
    attack: int


class WielderBonus(_Effect):
    """A Weapon's extra Attack when carried by a Hero of a class, against monsters of the given classes (Warhammer)
    or against any monster when `versus` is empty (Short Bow)."""
    verb: Literal["wielder_bonus"]
    wielder: CardClass
    versus: tuple[str, ...]
    attack: int


class OnlyAgainstRanks(_Effect):
    """The card's own Attack and Magic Attack count only against monsters in these ranks (Short Bow, Magic
    Missile)."""
    verb: Literal["only_against_ranks"]
    ranks: tuple[int, ...]


class GoldThresholdBonus(_Effect):
    """The Hero's extra Attack when the Gold of the revealed cards reaches a sum (Gangland Crook)."""
    verb: Literal["gold_threshold_bonus"]
    gold: int
    attack: int


class PerCardBonus(_Effect):
    """The Hero's Attack per revealed card of these kinds (Divine Chaplain: Disease and Monster cards)."""
    verb: Literal["per_card_bonus"]
    what: tuple[Literal["disease", "monster"], ...]
    attack: int


class IgnoreLightPenalty(_Effect):
    """The party ignores Light penalties (Blind Grandmaster)."""
    verb: Literal["ignore_light_penalty"]


class BonusWithoutLightItems(_Effect):
    """The Hero's Magic Attack when no Item with Light is revealed (Blind Grandmaster)."""
    verb: Literal["bonus_without_light_items"]
    magic_attack: int


class AnyNumberOfWeapons(_Effect):
    """The Hero may carry any number of Weapons (Toryn)."""
    verb: Literal["any_number_of_weapons"]


class ProtectHeroes(_Effect):
    """A Hero the battle would destroy goes to the discard pile instead (Ambrosia)."""
    verb: Literal["protect_heroes"]


class DiseaseOnEquip(_Effect):
    """Equipping this Weapon gives its player a Disease (Cursed Mace)."""
    verb: Literal["disease_on_equip"]


class ExtraXp(_Effect):
    """Extra XP for a victory over a monster in the given rank (Feayn Sniper)."""
    verb: Literal["extra_xp"]
    rank: int
    xp: int


class Spoils(_Effect):
    """After a victory: buy one card of a kind (weapon, food, any), or the Sphinx's reveal-six-and-destroy."""
    verb: Literal["spoils"]
    of: Literal["weapon", "food", "any", "sphinx_reveal"]


class AfterVictorySendAway(_Effect):
    """After a victory you may send one monster of the Hall to the bottom of the Dungeon Deck (Elf Sorcerer)."""
    verb: Literal["after_victory_send_away"]


class OnEnterOthersDiscard(_Effect):
    """When this Hero joins the party in the Dungeon, every other player discards cards (Lorigg Rogue...); with
    what="gold", a card with a Gold value (Gangland Heavy)."""
    verb: Literal["on_enter_others_discard"]
    cards: int
    what: Literal["any", "gold"] = "any"


class OnEnterOthersDiscardHeroOrTwo(_Effect):
    """When this Hero joins the party, every other player discards a Hero or two cards (Redblade Assassin)."""
    verb: Literal["on_enter_others_discard_hero_or_two"]


StaticEffect = Annotated[
    Union[RankBonus, EdgedBonus, PerMonsterBonus, PerLightItemBonus, CannotAttackRank, MilitiaAura, NonFighterAura,
          HeroAura, MagicMultiplier, EmpowerItems, EmpowerSpells, StrongWielder, WielderBonus, ExtraXp, Spoils,
          AfterVictorySendAway, OnEnterOthersDiscard, OnEnterOthersDiscardHeroOrTwo, OnlyAgainstRanks,
          GoldThresholdBonus, PerCardBonus, IgnoreLightPenalty, BonusWithoutLightItems, AnyNumberOfWeapons,
          ProtectHeroes, DiseaseOnEquip],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- abilities
class _Ability(_Effect):
    key: str
    where: Literal["village", "dungeon", "both"]
    repeat: bool = False
    # An ability the card text words with "may": never forced by the 1st-edition "use every card" rule.
    optional: bool = False


class Draw(_Ability):
    verb: Literal["draw"]
    draw: int
    destroy_self: bool = False


class Gold(_Ability):
    verb: Literal["gold"]
    gold: int
    destroy_self: bool = False
    keeps_own_gold: bool = False


class ExtraBuy(_Ability):
    verb: Literal["extra_buy"]


class Pawn(_Ability):
    """Destroy a card with a Gold value for its Gold plus `gold` (Pawnbroker)."""
    verb: Literal["pawn"]
    gold: int


class Train(_Ability):
    """Destroy a Militia to gain XP (Trainer)."""
    verb: Literal["train"]
    xp: int


class CureDraw(_Ability):
    """Destroy a Disease from the hand to draw cards (Regian, Chalice)."""
    verb: Literal["cure_draw"]
    draw: int


class EatForAttack(_Ability):
    """Destroy a Food card for the Hero's extra Attack (Thyrian, Outlands)."""
    verb: Literal["eat_for_attack"]
    attack: int


class FeedStrength(_Ability):
    """One Hero gains Strength (Iron Rations)."""
    verb: Literal["feed_strength"]
    strength: int


class Goodberries(_Ability):
    """One Hero gains Strength and all of its Attack becomes Magic Attack."""
    verb: Literal["goodberries"]
    strength: int


class ArcaneEnergies(_Ability):
    verb: Literal["arcane_energies"]
    draw: int


class MagicalAura(_Ability):
    verb: Literal["magical_aura"]
    draw: int


class Banish(_Ability):
    verb: Literal["banish"]
    draw: int


class SendAway(_Ability):
    """Send one monster of the Hall to the bottom of the Dungeon Deck before the battle (Elf Archmage)."""
    verb: Literal["send_away"]


class CaptureMonster(_Ability):
    """Destroy a Food card to take a 1-2 VP monster from the Hall, without XP (Thyrian Lord)."""
    verb: Literal["capture_monster"]


class ThrowWeapon(_Ability):
    """Destroy the equipped Weapon for extra Attack; it still counts as equipped (Spear)."""
    verb: Literal["throw_weapon"]
    attack: int


class BorrowHero(_Ability):
    """Every player discards a Hero; you may borrow one of them for this battle (Selurin Theurge)."""
    verb: Literal["borrow_hero"]


class BorrowWeapon(_Ability):
    """Every player discards a Weapon; this Hero may carry one of them in this battle (Toryn Gladiator)."""
    verb: Literal["borrow_weapon"]


class GoldPerOtherHero(_Ability):
    """Gold for every other Hero in the hand (Gangland)."""
    verb: Literal["gold_per_other_hero"]
    gold: int


class GoldPerHero(_Ability):
    """Gold for every Hero in the hand (Sage, destroyed)."""
    verb: Literal["gold_per_hero"]
    gold: int
    destroy_self: bool = False


class DrawPerMonster(_Ability):
    """Draw for every Monster card in the hand (Divine Prophet)."""
    verb: Literal["draw_per_monster"]
    draw: int


class DestroyLightItemForMagic(_Ability):
    """Destroy an Item with Light for the Hero's Magic Attack (Blind)."""
    verb: Literal["destroy_light_item_for_magic"]
    magic_attack: int


class Study(_Ability):
    """Destroy a card from the hand; gain XP unless it was a Hero (Sage)."""
    verb: Literal["study"]
    xp: int


class Forge(_Ability):
    """Draw; buying a Weapon this turn allows one more purchase (Blacksmith)."""
    verb: Literal["forge"]
    draw: int


class SellAndStowHero(_Ability):
    """Destroy this card for Gold and put a Hero from the hand on top of the deck (Blacksmith)."""
    verb: Literal["sell_and_stow_hero"]
    gold: int


class ConjureWeapon(_Ability):
    """Take a Weapon from the Village for this battle; it is destroyed afterwards (Illusory Blade)."""
    verb: Literal["conjure_weapon"]


Ability = Annotated[
    Union[Draw, Gold, ExtraBuy, Pawn, Train, CureDraw, EatForAttack, FeedStrength, Goodberries, ArcaneEnergies,
          MagicalAura, Banish, SendAway, CaptureMonster, ThrowWeapon, BorrowHero, BorrowWeapon, GoldPerOtherHero,
          GoldPerHero, DrawPerMonster, DestroyLightItemForMagic, Study, Forge, SellAndStowHero, ConjureWeapon],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- monster traits
class MagicAttackRequired(_Effect):
    verb: Literal["magic_attack_required"]


class HalfAttackUnless(_Effect):
    """The total Attack is halved unless the party has Magic Attack / a Hero with a Weapon / an Elemental monster
    card revealed from the hand."""
    verb: Literal["half_attack_unless"]
    present: Literal["magic_attack", "weapon", "elemental_card"]


class LightPenalty(_Effect):
    verb: Literal["light_penalty"]
    light: int


class UnattackableInDarkness(_Effect):
    """Cannot be chosen while any Light penalty remains (Blink Dog)."""
    verb: Literal["unattackable_in_darkness"]


class UnequippedCannotAttack(_Effect):
    verb: Literal["unequipped_cannot_attack"]


class Immune(_Effect):
    verb: Literal["immune"]
    to: Literal["magic_attack", "edged", "spells", "unequipped_heroes"]


class MagicAttackOnly(_Effect):
    verb: Literal["magic_attack_only"]


class HalfMagicAttack(_Effect):
    """The party's total Magic Attack is halved, before a Selurin multiplies it (Noxious Slag, Iron Golem)."""
    verb: Literal["half_magic_attack"]


class CannotAttackIfUsed(_Effect):
    """Cannot be chosen if a card of this kind was used (a Spell's ability) or equipped (a Weapon) this turn; the
    benefits of such cards merely held are forgone against it (Wrath of the Elements)."""
    verb: Literal["cannot_attack_if_used"]
    what: Literal["spell", "weapon"]


class MinStrengthToAttack(_Effect):
    """Heroes with less Strength cannot attack it (Golems)."""
    verb: Literal["min_strength_to_attack"]
    strength: int


class LightPenaltyUnreducible(_Effect):
    """Light does not reduce its Light penalty."""
    verb: Literal["light_penalty_unreducible"]


class HallMustDefeat(_Effect):
    """While it is in the Hall, monsters leave the Hall only by being defeated (Steam Torment)."""
    verb: Literal["hall_must_defeat"]


Trait = Annotated[
    Union[MagicAttackRequired, HalfAttackUnless, LightPenalty, UnattackableInDarkness, UnequippedCannotAttack, Immune,
          MagicAttackOnly, HalfMagicAttack, CannotAttackIfUsed, MinStrengthToAttack, LightPenaltyUnreducible,
          HallMustDefeat],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- battle effects
class GainDisease(_Effect):
    verb: Literal["gain_disease"]
    cards: int


class DestroyOne(_Effect):
    verb: Literal["destroy_one"]
    what: CardClass


class DestroyAll(_Effect):
    verb: Literal["destroy_all"]
    what: tuple[CardClass, ...]


class DestroyStrongestHero(_Effect):
    verb: Literal["destroy_strongest_hero"]


class StrengthPenalty(_Effect):
    verb: Literal["strength_penalty"]
    strength: int


class HeroAttackPenalty(_Effect):
    """Every Hero loses Attack (each point from its Attack or its Magic Attack)."""
    verb: Literal["hero_attack_penalty"]
    attack: int


class DestroyHeroUnlessWeapon(_Effect):
    verb: Literal["destroy_hero_unless_weapon"]


class WeaponBearerBonus(_Effect):
    verb: Literal["weapon_bearer_bonus"]
    attack: int


class PreventOneHero(_Effect):
    verb: Literal["prevent_one_hero"]


class DestroyHeroesWithoutStrength(_Effect):
    verb: Literal["destroy_heroes_without_strength"]


class DestroyRandomCardUnless(_Effect):
    """When the battle ends, a card of the party chosen at random is destroyed unless it has the keyword
    (Thunder Wrath)."""
    verb: Literal["destroy_random_card_unless"]
    keyword: str


class DestroyHeroesWithoutWeaponOrMagic(_Effect):
    verb: Literal["destroy_heroes_without_weapon_or_magic"]


class EveryoneDestroysFromHand(_Effect):
    """Every player reveals the hand and destroys a card of a kind (Blood Torment: a Monster card)."""
    verb: Literal["everyone_destroys_from_hand"]
    what: Literal["monster"]


BattleEffect = Annotated[
    Union[GainDisease, DestroyOne, DestroyAll, DestroyStrongestHero, StrengthPenalty, HeroAttackPenalty,
          DestroyHeroUnlessWeapon, WeaponBearerBonus, PreventOneHero, DestroyHeroesWithoutStrength,
          DestroyRandomCardUnless, DestroyHeroesWithoutWeaponOrMagic, EveryoneDestroysFromHand],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- breach effects
class DestroyHeroStackTops(_Effect):
    verb: Literal["destroy_hero_stack_tops"]
    cards: int


class EveryoneDiscards(_Effect):
    verb: Literal["everyone_discards"]
    cards: int


class RevealFiveDestroyOne(_Effect):
    """Every player discards the top five cards of the deck and destroys one of them of a kind (Torments)."""
    verb: Literal["reveal_five_destroy_one"]
    what: Literal["vp", "level_1_hero", "level_2_hero", "militia"]


BreachEffect = Annotated[Union[DestroyHeroStackTops, EveryoneDiscards, RevealFiveDestroyOne],
                         Field(discriminator="verb")]
