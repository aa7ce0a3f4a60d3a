"""Battle arithmetic ("Combat", "Traits", "Zero vs. No Value" of the summary). Pure: reads the state, changes nothing.

`breakdown(state, rank)` works out a fight of the active player's party against the monster in a rank, card by card:

1. Each Hero's Strength: printed + Thunderstone Shards + Bandia's Wisdom, never below 0. A Weapon works when its
   Weight is at most that Strength (a Dwarf carries the Bear Hammer whatever its Strength); one Weapon per Hero.
2. Light: every card's Light (a Weapon's only when it is carried, the Dancing Sword's always), or only the Heroes'
   own Light (Iblis), or none (Curse of Horror). Darkness = the rank's Darkness + the monster's Darkness traits;
   Net Darkness = Darkness - Light, never below 0.
3. Each card's Physical and Magic Attack: a Hero's own (with its bonuses: Darkness, VP, Deepstrider, drawn by the
   Soldier...), the Glamercast auras on it, its Weapon's; Items, Spells, Villagers and Trophies as printed. An
   immunity makes the Attack of the cards it names 0: a Hero of that class with its Weapon, or the Weapon, Spell,
   Item of that kind. No card's Physical or Magic Attack is below 0.
4. Curses (and the Curse of Sloth's -3) come off the sum of Physical and Magic Attack, never below 0; then Net
   Darkness comes off, one for one, never below 0: the Total Attack Value.
5. Victory when the Total Attack Value reaches the Health (with its changes in this battle), unless the monster is
   a Thunderstone Bearer and another Guardian is in the Hall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .cards import Card
    from .state import AdvanceState


class Line(NamedTuple):
    """One card's part in the battle."""

    card: int
    physical: int
    magic: int
    light: int
    note: str


class Breakdown(NamedTuple):
    monster: int
    rank: int
    health: int              # with its changes in the battle (or those the preview can foresee)
    lines: tuple[Line, ...]
    physical: int
    magic: int
    penalty: int             # Attack lost to Curses and the Curse of Sloth
    light: int
    darkness: int            # the rank's and the monster's
    net_darkness: int
    total: int               # the Total Attack Value
    victory: bool
    can_attack: bool
    reason: str              # why the party may not fight this monster ("" if it may)
    notes: tuple[str, ...]
    heroes: tuple[int, ...] = ()


def hero_strengths(state: AdvanceState) -> dict[int, int]:
    """Each party Hero's current Strength (never below 0)."""
    t = state.turn
    cards = state.cards
    bonus = t.strength_bonus
    extra = t.strength_all
    out = {}
    for h in state.players[state.active].hand:
        card = cards[h]
        if card.is_hero:
            value = card.strength + bonus.get(h, 0) + extra
            out[h] = value if value > 0 else 0
    return out


def can_carry(hero: Card, weapon: Card, strength: int) -> bool:
    """Strength at least the Weight (a Dwarf and the Bear Hammer: always)."""
    return weapon.weight <= strength or (weapon.equip_keyword is not None and weapon.equip_keyword in hero.keywords)


def fight_reason(state: AdvanceState, rank: int) -> str:
    """Why the party may not fight the monster in `rank` at all ("" if it may): an empty rank, or a "cannot be
    fought unless" trait the party does not meet."""
    if not 1 <= rank <= len(state.hall):
        return f"ranks are 1 to {len(state.hall)}"
    iid = state.hall[rank - 1]
    if iid < 0:
        return "that rank is empty"
    card = state.cards[iid]
    if not card.is_monster:      # pragma: no cover - the Hall holds only monsters
        return "only monsters can be fought"
    if card.fight_heroes:
        cards = state.cards
        heroes = [cards[i] for i in state.players[state.active].hand if cards[i].is_hero]
        qualified = sum(1 for h in heroes if h.level >= card.fight_level)
        if qualified < card.fight_heroes:
            if card.fight_level:
                return f"{card.name} can be fought only by a party with a Hero of Level {card.fight_level} or more"
            return f"{card.name} can be fought only by a party of {card.fight_heroes} Heroes or more"
    return ""


def undefeatable_reason(state: AdvanceState, monster: int) -> str:
    """A Thunderstone Bearer cannot be defeated while another Guardian is in the Hall."""
    card = state.cards[monster]
    if card.is_bearer and any(i >= 0 and i != monster and state.cards[i].is_guardian for i in state.hall):
        return f"{card.name} cannot be defeated while another Guardian is in the Hall"
    return ""


def ambusher_in_hall(state: AdvanceState) -> bool:
    cards = state.cards
    return any(i >= 0 and cards[i].is_ambusher for i in state.hall)


def foreseen_health(state: AdvanceState, monster: int) -> tuple[int, str]:
    """Health changes the preview can foresee before the battle (Drakeclan Laird adds the other Kobolds')."""
    card = state.cards[monster]
    extra = 0
    note = ""
    for effect in card.battle:
        if effect.verb == "absorb_kin":
            kin = [i for i in state.hall if i >= 0 and i != monster and effect.keyword in state.cards[i].keywords]
            extra += sum(state.cards[i].health for i in kin)
            if kin:
                note = f"Health +{extra} from the other {effect.keyword.title()}s of the Hall"
    return extra, note


def breakdown(state: AdvanceState, rank: int, *, in_battle: bool = False) -> Breakdown:
    """The fight against the monster in `rank` as things stand. Before the attack (in_battle=False) the Health the
    battle will surely add is counted (Drakeclan Laird); during it, the state's own Health changes."""
    t = state.turn
    cards = state.cards
    monster_iid = t.target if in_battle and t.target >= 0 else state.hall[rank - 1]
    if monster_iid < 0:
        return Breakdown(-1, rank, 0, (), 0, 0, 0, 0, 0, 0, 0, False, False, "that rank is empty", ())
    monster = cards[monster_iid]
    notes: list[str] = []
    if in_battle:
        health = monster.health + t.health_bonus
        hero_light_only = t.hero_light_only
    else:
        extra, note = foreseen_health(state, monster_iid)
        health = monster.health + extra
        if note:
            notes.append(note)
        hero_light_only = False
    hand = state.players[state.active].hand
    strength = hero_strengths(state)
    carried: dict[int, int] = {}          # usable weapon -> its hero
    for weapon, hero in t.equips.items():
        if hero in strength and can_carry(cards[hero], cards[weapon], strength[hero]):
            carried[weapon] = hero
    hero_weapon = {h: w for w, h in carried.items()}

    # Light and Darkness.
    light = 0
    if not t.light_zero:
        for i in hand:
            card = cards[i]
            if card.is_hero:
                light += card.light
            elif hero_light_only:
                continue
            elif card.is_weapon:
                if i in carried or card.counts_unequipped:
                    light += card.light
            else:
                light += card.light
    else:
        notes.append("Light is 0 (Curse of Horror)")
    if hero_light_only:
        notes.append("only the Heroes' Light counts")
    darkness = state.darkness[rank - 1] + monster.darkness_trait
    net = darkness - light if darkness > light else 0
    immune = monster.immune

    aura = 0
    heroes = [i for i in hand if cards[i].is_hero]
    for h in heroes:
        aura += cards[h].other_magic
    group_bonus = sum(n for g, n in t.group_bonus if g == monster.group)

    lines: list[Line] = []
    physical = magic = penalty = 0
    for i in hand:
        card = cards[i]
        if card.is_hero:
            own = card.attack + t.physical_bonus.get(i, 0) + group_bonus
            if net:
                own += card.darkness_bonus + t.strike.get(i, 0)
            if card.versus_vp and monster.vp > strength[i]:
                own += card.versus_vp
            mag = card.magic_attack + aura - card.other_magic
            note = ""
            weapon = hero_weapon.get(i, -1)
            if weapon >= 0 and cards[weapon].zero_wielder:
                own = 0
                note = f"no Physical Attack of its own with {cards[weapon].name}"
            if immune and not immune.isdisjoint(card.keywords):
                own = mag = 0
                note = f"{monster.name} is immune to it"
            own = own if own > 0 else 0
            mag = mag if mag > 0 else 0
            lines.append(Line(i, own, mag, 0 if t.light_zero else card.light, note))
            physical += own
            magic += mag
        elif card.is_weapon:
            hero = carried.get(i, -1)
            if hero >= 0:
                wielder = cards[hero]
                phys = card.attack + t.physical_bonus.get(i, 0)
                if card.ranged_attack and rank >= card.ranged_rank:
                    phys += card.ranged_attack
                mag = card.magic_attack + (wielder.level if card.level_magic else 0)
                note = f"carried by {wielder.name}"
                if immune and (not immune.isdisjoint(card.keywords) or not immune.isdisjoint(wielder.keywords)):
                    phys = mag = 0
                    note += f"; {monster.name} is immune"
            elif card.counts_unequipped:
                phys, mag = 0, card.magic_attack
                note = "not equipped: Magic Attack and Light only"
                if immune and not immune.isdisjoint(card.keywords):
                    mag = 0
            else:
                if i in t.equips:
                    lines.append(Line(i, 0, 0, 0, "too heavy for its Hero"))
                continue
            phys = phys if phys > 0 else 0
            mag = mag if mag > 0 else 0
            shown = card.light if (hero >= 0 or card.counts_unequipped) and not t.light_zero and not hero_light_only \
                else 0
            lines.append(Line(i, phys, mag, shown, note))
            physical += phys
            magic += mag
        elif card.is_curse:
            penalty -= card.attack          # printed as a negative Attack
            lines.append(Line(i, 0, 0, 0, f"Attack {card.attack}"))
        else:
            if card.is_monster and not card.is_trophy:
                continue
            phys, mag = card.attack, card.magic_attack
            if card.trophy_versus and card.trophy_versus[0] in monster.keywords:
                phys += card.trophy_versus[1]
            phys += t.physical_bonus.get(i, 0)
            note = ""
            if immune and not immune.isdisjoint(card.keywords):
                phys = mag = 0
                note = f"{monster.name} is immune to it"
            phys = phys if phys > 0 else 0
            mag = mag if mag > 0 else 0
            shown = 0 if t.light_zero or hero_light_only else card.light
            if phys or mag or shown or note:
                lines.append(Line(i, phys, mag, shown, note))
            physical += phys
            magic += mag
    if t.attack_penalty:
        penalty += t.attack_penalty
        notes.append(f"Total Attack Value -{t.attack_penalty} (Curse of Sloth)")
    attack = physical + magic - penalty
    attack = attack if attack > 0 else 0
    total = attack - net if attack > net else 0
    reason = fight_reason(state, rank) if not in_battle else ""
    blocked = undefeatable_reason(state, monster_iid)
    if blocked:
        notes.append(blocked)
    victory = total >= health and not reason and not blocked
    return Breakdown(monster_iid, rank, health, tuple(lines), physical, magic, penalty, light, darkness, net, total,
                     victory, not reason, reason, tuple(notes), tuple(heroes))


def attack_values(bd: Breakdown) -> dict[int, int]:
    """Each card's Attack (Physical + Magic) in a breakdown, a Hero's with its Weapon's (Belac's "strongest")."""
    values = {ln.card: ln.physical + ln.magic for ln in bd.lines}
    return values
