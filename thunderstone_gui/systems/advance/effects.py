"""The vocabulary of Thunderstone Advance card effects, as written in the card data (data/cards.yaml).

Every entry of a card's `static`, `abilities`, `traits`, `battle`, `aftermath`, `raid`, `breach`, `globals` and
`on_defeat` lists is one of the models below, chosen by its `verb`. Unknown verbs and unknown or missing fields fail
when the data is loaded (a scenario's own cards too), so a typo never becomes a card that silently does nothing.

Words the summary uses (../shared/rulebooks/thunderstone-advance-summary-en.txt):
- an ability is used by its player ("Village:", "Dungeon:", "Spoils:", "React:", a Trophy effect) - `where` says when;
- Battle effects happen once the monster is chosen, Aftermath effects after the battle whatever its outcome, a Raid
  when the monster is revealed into the Hall, a Breach when it enters Rank 1, a Global effect while it is in the Hall;
- traits are always on (immunities, "cannot be fought unless", Darkness).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from ..card_data import BoundedEffect

# Card classes an effect can name: keywords of the card data ("hero", "weapon", "spell", "ranger", "blunt"...).
CardClass = Literal["card", "hero", "weapon", "item", "spell", "villager", "monster", "curse", "regular", "fighter",
                    "cleric", "wizard", "thief", "ranger", "blunt", "bow", "edged", "polearm", "dwarf", "undead",
                    "kobold"]


# ----------------------------------------------------------------------------------------------- static effects
class DarknessBonus(BoundedEffect):
    """The Hero's extra Physical Attack while some Darkness remains after Light (Caliginite Lurker, Prowler)."""
    verb: Literal["darkness_bonus"]
    physical: int


class OtherHeroesMagic(BoundedEffect):
    """Every other Hero of the party gains Magic Attack (Glamercast)."""
    verb: Literal["other_heroes_magic"]
    magic: int


class VersusHigherVp(BoundedEffect):
    """The Hero's extra Physical Attack against a monster whose VP is higher than the Hero's Strength (Sternnkin)."""
    verb: Literal["versus_higher_vp"]
    physical: int


class EquipRegardless(BoundedEffect):
    """Heroes with this keyword may equip the Weapon whatever their Strength (Dwarven Bear Hammer)."""
    verb: Literal["equip_regardless"]
    keyword: str


class WielderAttackZero(BoundedEffect):
    """The equipping Hero's own Physical Attack becomes 0 (Falcon Arbalest)."""
    verb: Literal["wielder_attack_zero"]


class RangedAttack(BoundedEffect):
    """The Weapon's Physical Attack, only against a monster in `min_rank` or a deeper rank (Falcon Arbalest)."""
    verb: Literal["ranged_attack"]
    physical: int
    min_rank: int


class CountsUnequipped(BoundedEffect):
    """The Weapon's Magic Attack and Light count whether or not it is equipped (Dancing Sword)."""
    verb: Literal["counts_unequipped"]


class WielderLevelMagic(BoundedEffect):
    """Extra Magic Attack equal to the equipping Hero's level (Snakehead Flail)."""
    verb: Literal["wielder_level_magic"]


class WielderShielded(BoundedEffect):
    """Battle effects do not touch the equipping Hero (Pike)."""
    verb: Literal["wielder_shielded"]


class ExtraBuyWhenBought(BoundedEffect):
    """Buying this card gives one more purchase that turn (Filigree Amulet)."""
    verb: Literal["extra_buy_when_bought"]


class SingleUse(BoundedEffect):
    """Destroyed instead of discarded at the end of a turn in which it was revealed (Filigree Amulet)."""
    verb: Literal["single_use"]


class ForbidsRestAndPrepare(BoundedEffect):
    """While it is in the hand its player may neither Rest nor Prepare (Curse of War)."""
    verb: Literal["forbids_rest_and_prepare"]


class TrophyVersus(BoundedEffect):
    """A Trophy's Physical Attack against monsters with a keyword (Soulstolen: against Undead)."""
    verb: Literal["trophy_versus"]
    keyword: str
    physical: int


StaticEffect = Annotated[
    Union[DarknessBonus, OtherHeroesMagic, VersusHigherVp, EquipRegardless, WielderAttackZero, RangedAttack,
          CountsUnequipped, WielderLevelMagic, WielderShielded, ExtraBuyWhenBought, SingleUse, ForbidsRestAndPrepare,
          TrophyVersus],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- abilities
Where = Literal["village", "dungeon", "both", "spoils", "trophy", "react"]


class _Ability(BoundedEffect):
    key: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    where: Where
    repeat: bool = False            # "Repeat": usable again and again, paying its cost each time
    optional: bool = True           # Trophy effects: the ones without "may" are mandatory
    # A Familiar's ability: usable while its owner HOLDS at least this much XP (not spent; rules/familiars.py).
    xp_needed: int = Field(default=0, ge=0)


class Draw(_Ability):
    """Draw cards. `drawn_hero_physical`: a Hero drawn this way gets Physical Attack (Battle-scarred Soldier);
    `needs_polearm`: only while the card carries a Polearm (Regular); `closes_dungeon`: no further Dungeon abilities
    this turn (Mass Teleport)."""
    verb: Literal["draw"]
    cards: int
    drawn_hero_physical: int = 0
    needs_polearm: bool = False
    closes_dungeon: bool = False


class GainGold(_Ability):
    """Gold for this turn's purchase (a Familiar of ours)."""
    verb: Literal["gain_gold"]
    gold: int = Field(ge=1)


class TopDiscardGold(_Ability):
    """Every player discards the top card of the deck; the user takes one of those cards' Gold (Aird), and with
    `physical` as much Physical Attack for this Hero."""
    verb: Literal["top_discard_gold"]
    physical: bool = False


class BorrowFromHands(_Ability):
    """Every other player shows the hand; one Hero shown joins the party for the battle (Aird Seductress)."""
    verb: Literal["borrow_from_hands"]


class SwapNeighbours(_Ability):
    """Two monsters in neighbouring ranks trade places (Bhoidwood Stalker)."""
    verb: Literal["swap_neighbours"]


class ArrangeHall(_Ability):
    """The monsters of the Hall in any order (Bhoidwood Slayer)."""
    verb: Literal["arrange_hall"]


class DarknessStrike(_Ability):
    """This Hero's extra Physical Attack in this battle while Darkness remains (Caliginite Silencer)."""
    verb: Literal["darkness_strike"]
    physical: int


class Scout(_Ability):
    """Turn up the top cards of the Dungeon Deck; Heroes get Attack against monsters of those groups this turn;
    the cards go back on top or to the bottom (Deepstrider Scout, Warden)."""
    verb: Literal["scout"]
    cards: int
    attack: int


class DestroyCard(_Ability):
    """Destroy one other card of the hand (Drua)."""
    verb: Literal["destroy_card"]


class DestroyCurseDraw(_Ability):
    """Destroy a Curse of the hand to draw cards (Drua: "a Disease"; rules-advance.md)."""
    verb: Literal["destroy_curse_draw"]
    cards: int


class Bolt(_Ability):
    """The monster in Rank 1 goes to the user's discard pile without XP; the turn ends (Thundermage Bolter)."""
    verb: Literal["bolt"]


class Suppress(_Ability):
    """Pay with this Hero (destroy it or discard it) to switch off one Battle or Aftermath effect of a monster in
    the Hall, or (`all`) every one; then draw (Veilminder)."""
    verb: Literal["suppress"]
    cost: Literal["destroy_self", "discard_self"]
    all: bool = False
    draw: int = 0


class LevelIntoHand(_Ability):
    """Level up Heroes of the party (XP paid as usual), the new card into the hand (Whetmage): one Regular or other
    Level 1 Hero, one other Hero, or any number of Heroes."""
    verb: Literal["level_into_hand"]
    which: Literal["regular_or_level_1", "other", "many"]


class Inspire(_Ability):
    """Every Hero gains Strength, the player gains XP, and loses `xp_back` of it when the turn ends (Bandia's
    Wisdom)."""
    verb: Literal["inspire"]
    strength: int
    xp: int
    xp_back: int


class DestroyForBuy(_Ability):
    """Destroy another card of these classes from the hand for one more purchase (Innkeeper)."""
    verb: Literal["destroy_for_buy"]
    what: tuple[CardClass, ...]


class Writ(_Ability):
    """Destroy this card; the top card of a Hero stack goes on top of the deck; the turn ends (King Caelan's
    Writ)."""
    verb: Literal["writ"]


class SummonRegulars(_Ability):
    """Take Regulars from their Village stack into the hand (Royal Summons)."""
    verb: Literal["summon_regulars"]
    cards: int


class Smuggle(_Ability):
    """Destroy another card with a Gold value of at least `min_gold` for Gold (Smuggler)."""
    verb: Literal["smuggle"]
    gold: int
    min_gold: int


class BackOnDeck(_Ability):
    """This card goes back on top of the deck (Summon Storm)."""
    verb: Literal["back_on_deck"]


class XpPerMonster(_Ability):
    """XP for every monster card of the hand (Veteran Trainer)."""
    verb: Literal["xp_per_monster"]
    xp: int


class HeroStrength(_Ability):
    """One Hero gains Strength (Thunderstone Shard)."""
    verb: Literal["hero_strength"]
    strength: int


class WildernessMap(_Ability):
    """Turn up the bottom card of the Dungeon Deck; a monster that is not a Guardian may trade places with a monster
    in Rank 3 or beyond; then draw (Ranger's Wilderness Map)."""
    verb: Literal["wilderness_map"]
    min_rank: int
    draw: int


# Curses: each destroys itself on its own terms.
class CurseFirstAbility(_Ability):
    """Only as the turn's first ability: destroy this Curse; no more abilities this turn (Curse of Decay)."""
    verb: Literal["curse_first_ability"]


class CurseDiscard(_Ability):
    """Discard cards to destroy this Curse (Curse of Discord)."""
    verb: Literal["curse_discard"]
    cards: int


class CurseShackle(_Ability):
    """Destroy this Curse; Light becomes 0 (`light_zero`) or the Total Attack Value drops (`attack`); no more Weapons,
    other Dungeon abilities or Trophy effects this turn (Curse of Horror, Curse of Sloth)."""
    verb: Literal["curse_shackle"]
    light_zero: bool = False
    attack: int = 0


class CursePayXp(_Ability):
    """Lose XP to destroy this Curse (Curse of Hostility)."""
    verb: Literal["curse_pay_xp"]
    xp: int


class CursePayGold(_Ability):
    """Lose Gold this turn to destroy this Curse (Curse of Neglect)."""
    verb: Literal["curse_pay_gold"]
    gold: int


class CurseShortHand(_Ability):
    """Destroy this Curse; the next hand is smaller (Curse of Shame)."""
    verb: Literal["curse_short_hand"]
    cards: int


class CurseGamble(_Ability):
    """Two other cards of the hand chosen at random; destroying one of them destroys this Curse too (Curse of War)."""
    verb: Literal["curse_gamble"]
    cards: int


# Spoils (after a victory)
class GainXp(_Ability):
    verb: Literal["gain_xp"]
    xp: int


class SpoilsBuy(_Ability):
    """Buy one card of a kind with the Gold of the party (Bounty Hunter: a Village card)."""
    verb: Literal["spoils_buy"]
    of: Literal["village", "any"]


class DestroyRegulars(_Ability):
    """Destroy up to this many Regulars of the hand (Royal Summons)."""
    verb: Literal["destroy_regulars"]
    cards: int


class FreeLevel(_Ability):
    """Level up one Hero without paying XP (Veteran Trainer: destroying itself)."""
    verb: Literal["free_level"]
    destroy_self: bool = False


class XpPerHero(_Ability):
    """XP for every Hero revealed in the battle (Glamercast Maestro)."""
    verb: Literal["xp_per_hero"]
    xp: int


class ExtraTurn(_Ability):
    """Take another turn after this one (Scabbark)."""
    verb: Literal["extra_turn"]


# Trophy effects (a defeated monster revealed from the hand)
class TrophyXpToDungeon(_Ability):
    """Gain XP; the monster goes back on top of the Dungeon Deck (Phoenix)."""
    verb: Literal["trophy_xp_to_dungeon"]
    xp: int


class TrophyFreeLevel(_Ability):
    """Destroy this monster to level up one Regular or Level 1 Hero without paying XP (Necrophidius)."""
    verb: Literal["trophy_free_level"]


class TrophyDiscardDraw(_Ability):
    """Discard this monster and draw (Shrouded Cadaver)."""
    verb: Literal["trophy_discard_draw"]
    cards: int


# React (on any player's turn, when the trigger happens)
class ReactBuy(_Ability):
    """Destroy this card to buy one card (Smuggler: after any player loses a battle)."""
    verb: Literal["react_buy"]
    trigger: Literal["battle_lost"]


class ReactDraw(_Ability):
    """Draw cards when the trigger happens (for scenarios' own cards)."""
    verb: Literal["react_draw"]
    trigger: Literal["battle_lost"]
    cards: int


Ability = Annotated[
    Union[Draw, GainGold, TopDiscardGold, BorrowFromHands, SwapNeighbours, ArrangeHall, DarknessStrike, Scout,
          DestroyCard, DestroyCurseDraw, Bolt, Suppress, LevelIntoHand, Inspire, DestroyForBuy, Writ, SummonRegulars,
          Smuggle,
          BackOnDeck, XpPerMonster, HeroStrength, WildernessMap, CurseFirstAbility, CurseDiscard, CurseShackle,
          CursePayXp, CursePayGold, CurseShortHand, CurseGamble, GainXp, SpoilsBuy, DestroyRegulars, FreeLevel,
          XpPerHero, ExtraTurn, TrophyXpToDungeon, TrophyFreeLevel, TrophyDiscardDraw, ReactBuy, ReactDraw],
    Field(discriminator="verb"),
]

# Verbs by the places they may be used in (checked when the data is loaded).
VILLAGE_VERBS = frozenset({"draw", "gain_gold", "top_discard_gold", "destroy_card", "destroy_curse_draw",
                           "destroy_for_buy", "writ", "smuggle", "back_on_deck", "xp_per_monster",
                           "curse_first_ability",
                           "curse_discard", "curse_pay_xp", "curse_pay_gold", "curse_short_hand", "curse_gamble"})
DUNGEON_VERBS = frozenset({"draw", "top_discard_gold", "borrow_from_hands", "swap_neighbours", "arrange_hall",
                           "darkness_strike", "scout", "destroy_card", "destroy_curse_draw", "bolt", "suppress",
                           "level_into_hand", "inspire", "summon_regulars", "hero_strength", "wilderness_map",
                           "curse_first_ability", "curse_discard", "curse_shackle", "curse_pay_xp",
                           "curse_short_hand", "curse_gamble"})
SPOILS_VERBS = frozenset({"gain_xp", "spoils_buy", "destroy_regulars", "free_level", "xp_per_hero", "extra_turn"})
TROPHY_VERBS = frozenset({"trophy_xp_to_dungeon", "trophy_free_level", "trophy_discard_draw"})
REACT_VERBS = frozenset({"react_buy", "react_draw"})


# ----------------------------------------------------------------------------------------------- monster traits
class Immune(BoundedEffect):
    """The Attack of cards of these classes counts as 0 against it ("Immune to X")."""
    verb: Literal["immune"]
    to: tuple[CardClass, ...]


class FightUnless(BoundedEffect):
    """It cannot be fought unless the party has at least `heroes` Heroes, `level` of them of this level or more."""
    verb: Literal["fight_unless"]
    heroes: int = 1
    level: int = 0


class Darkness(BoundedEffect):
    """More Darkness in its battle ("Darkness +N")."""
    verb: Literal["darkness"]
    darkness: int


Trait = Annotated[Union[Immune, FightUnless, Darkness], Field(discriminator="verb")]


# ----------------------------------------------------------------------------------------------- Battle/Aftermath
class _Conditional(BoundedEffect):
    """Conditions an effect of a monster may carry. `unless_beat_by`: not if the Total Attack Value reached the
    Health plus N; `if_beat_by`: only then; `unless_class`: not if the party has a Hero of that class; `if_darkness`:
    only while Darkness remains; `if_defeat`: only when the monster was not defeated; `if_ambusher`: only while an
    Ambusher is in the Hall."""
    unless_beat_by: int | None = None
    if_beat_by: int | None = None
    unless_class: CardClass | None = None
    if_darkness: bool = False
    if_defeat: bool = False
    if_ambusher: bool = False


class GainCurse(_Conditional):
    verb: Literal["gain_curse"]
    curses: int = 1
    who: Literal["self", "others"] = "self"


class DestroyOne(_Conditional):
    """The attacker destroys one card of a class from the party; filters narrow the choice."""
    verb: Literal["destroy_one"]
    what: CardClass
    max_strength: int | None = None
    min_strength: int | None = None
    no_magic: bool = False
    no_physical: bool = False
    unarmed: bool = False
    strongest: bool = False


class DiscardWeapon(_Conditional):
    """One equipped Weapon is discarded, or every one (`all`)."""
    verb: Literal["discard_weapon"]
    all: bool = False


class DiscardCards(_Conditional):
    """The attacker discards cards from the party (`has_magic`: a card with Magic Attack)."""
    verb: Literal["discard_cards"]
    cards: int
    has_magic: bool = False


class TurnUpTop(_Conditional):
    """The attacker turns up the top card of the deck; the monster's Health rises by its cost; the card is destroyed
    when it is of a kind (a Hero of Level 2 or less; a Weapon or an Item), else discarded."""
    verb: Literal["turn_up_top"]
    destroy_if: Literal["hero_up_to_level_2", "weapon_or_item"]


class EveryoneDestroys(_Conditional):
    """Every player destroys cards of the hand (the attacker from the party)."""
    verb: Literal["everyone_destroys"]
    cards: int


class DiscardOrLoseXp(_Conditional):
    """Every player discards cards or loses XP, as each chooses."""
    verb: Literal["discard_or_lose_xp"]
    cards: int
    xp: int


class ShowCurseOrGain(_Conditional):
    """Every player shows a Curse from the hand or gains Curses."""
    verb: Literal["show_curse_or_gain"]
    curses: int


class OthersDiscardHero(_Conditional):
    """Every other player discards a Hero or shows a hand without one."""
    verb: Literal["others_discard_hero"]


class DiscardLowHeroes(_Conditional):
    """Every Hero of the party up to this level is discarded (Regulars are Level 0)."""
    verb: Literal["discard_low_heroes"]
    max_level: int


class AbsorbKin(_Conditional):
    """The monster adds the Health of every other monster of the Hall with the keyword; beating it beats them too,
    without their XP (Drakeclan Laird)."""
    verb: Literal["absorb_kin"]
    keyword: str


class HeroLightOnly(_Conditional):
    """Only the Light of Hero cards counts in this battle (Iblis)."""
    verb: Literal["hero_light_only"]


class NoSpoils(_Conditional):
    """Spoils abilities do nothing after this battle (Marid)."""
    verb: Literal["no_spoils"]


class SwallowStrongest(_Conditional):
    """The Hero with the highest Attack (its Weapon's included) is discarded; the monster's Health rises by that
    Attack (Belac)."""
    verb: Literal["swallow_strongest"]


class EchoHall(_Conditional):
    """The monster has the Battle effects of every other monster in the Hall (Orseg)."""
    verb: Literal["echo_hall"]


class DestroyAllLit(_Conditional):
    """Every card of these classes with Light in the party is destroyed (Ash Dragon)."""
    verb: Literal["destroy_all_lit"]
    what: tuple[CardClass, ...]


class ShrinkNextHand(_Conditional):
    verb: Literal["shrink_next_hand"]
    cards: int


class DestroyTrophies(_Conditional):
    """The attacker destroys monster cards of the party."""
    verb: Literal["destroy_trophies"]
    cards: int


class DestroyHand(_Conditional):
    """Every card of the attacker's hand is destroyed."""
    verb: Literal["destroy_hand"]


MonsterEffect = Annotated[
    Union[GainCurse, DestroyOne, DiscardWeapon, DiscardCards, TurnUpTop, EveryoneDestroys, DiscardOrLoseXp,
          ShowCurseOrGain, OthersDiscardHero, DiscardLowHeroes, AbsorbKin, HeroLightOnly, NoSpoils, SwallowStrongest,
          EchoHall, DestroyAllLit, ShrinkNextHand, DestroyTrophies, DestroyHand],
    Field(discriminator="verb"),
]


# ----------------------------------------------------------------------------------------------- Raid, Breach
class RaidDestroy(_Conditional):
    """The active player destroys one card of the party (`what`: any card or a Hero)."""
    verb: Literal["raid_destroy"]
    what: CardClass


RaidEffect = Annotated[Union[RaidDestroy], Field(discriminator="verb")]


class StackTops(BoundedEffect):
    """The top cards of every Village and Hero stack are destroyed (not the basic stacks: rules-advance.md)."""
    verb: Literal["stack_tops"]
    cards: int


BreachEffect = Annotated[Union[StackTops], Field(discriminator="verb")]


# ----------------------------------------------------------------------------------------------- Global, defeat
class DrawThenDiscard(BoundedEffect):
    """Whenever a player draws through an ability, that player discards a card (Caldera Dragon)."""
    verb: Literal["draw_then_discard"]


class BattleTwice(BoundedEffect):
    """Every other monster's Battle effects happen twice (Belac)."""
    verb: Literal["battle_twice"]


class StaysPut(BoundedEffect):
    """While the Dungeon Deck has cards the monster keeps its rank when the Hall is refilled (Stramst)."""
    verb: Literal["stays_put"]


class AdvanceAfterVillage(BoundedEffect):
    """After any Village visit it trades places with the monster one rank nearer Rank 1 (Magma Wyrm)."""
    verb: Literal["advance_after_village"]


GlobalEffect = Annotated[Union[DrawThenDiscard, BattleTwice, StaysPut, AdvanceAfterVillage],
                         Field(discriminator="verb")]


class AnyDiscard(BoundedEffect):
    """Its victor may put it into any player's discard pile (Kobolds)."""
    verb: Literal["any_discard"]


DefeatEffect = Annotated[Union[AnyDiscard], Field(discriminator="verb")]
