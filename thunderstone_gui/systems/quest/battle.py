"""Battle arithmetic and the battle preview ("Dungeon Phase", step 4; "Monsters"; Lexicon: Armor, Magic
Resistance, Immune, Required, Total Attack Value; "Guardians").

`battle_figures` is pure: the cards' contributions in, the outcome out. `breakdown(state, room)` gives the preview a
player sees before moving: every card's Physical and Magic Attack, Armor and Magic Resistance taken off, Health,
Wounds, XP and rewards, whether the battle is won.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import QuestCard
from .party import counts, has_hero, hero_boost, own_bonus, produced, sponsorship_amount, trait_amount
from .state import QuestState


class Line(NamedTuple):
    card: int            # -1: not a card (an ability's production, a token, the Guild)
    attack: int
    magic: int
    keywords: frozenset[str]
    note: str = ""


class Figures(NamedTuple):
    physical: int        # after Immune and Armor
    magic: int           # after Immune and Magic Resistance
    total: int
    health: int
    armor: int
    magic_resistance: int
    victory: bool
    missing: tuple[str, ...]     # what a Required trait asks for and the party lacks
    ignored: tuple[int, ...]     # cards whose Attack an immunity ignores


class Breakdown(NamedTuple):
    room: int
    monster: int
    lines: tuple[Line, ...]
    figures: Figures
    wounds: int
    xp: int              # XP on victory (a Guardian: half the total Attack, rounded up)
    treasure: int
    gear: tuple[str, ...]
    light_needed: int    # the cheapest way there (-1: out of reach)


def contributions(state: QuestState) -> list[Line]:
    """Every source of Attack in front of the active player (boosts only with a Hero)."""
    cards = state.cards
    hero = has_hero(state)
    out = []
    for iid in state.players[state.active].hand:
        card = cards[iid]
        if not counts(state, iid):
            continue
        attack, magic = card.attack, card.magic_attack
        if card.is_hero:
            attack += hero_boost(state, iid, "attack") + own_bonus(state, iid, "attack")
            magic += hero_boost(state, iid, "magic_attack") + own_bonus(state, iid, "magic_attack")
        if (card.is_weapon or hero) and not card.is_hero:
            attack += card.attack_boost
            magic += card.magic_attack_boost
        if card.produces:
            attack += trait_amount(state, "attack", [iid])
            magic += trait_amount(state, "magic_attack", [iid])
        if attack or magic:
            out.append(Line(iid, attack, magic, card.keywords))
    extra_a = produced(state, "attack") + sponsorship_amount(state, "attack")
    extra_m = produced(state, "magic_attack") + sponsorship_amount(state, "magic_attack")
    if extra_a or extra_m:
        out.append(Line(-1, extra_a, extra_m, frozenset(), "abilities and Guild"))
    return out


def battle_figures(lines: list[Line], monster: QuestCard, room: QuestCard | None, keywords_present: frozenset[str]
                   ) -> Figures:
    """The outcome of a battle: Immune parts are ignored, Armor and Magic Resistance reduce what is left, the total
    must reach the Health (room boost included) and every Required thing must still be there."""
    immune = set(monster.immune)
    ignored = tuple(ln.card for ln in lines if immune & ln.keywords)
    kept = [ln for ln in lines if not (immune & ln.keywords)]
    physical = 0 if "attack" in immune else max(0, sum(ln.attack for ln in kept))
    magic = 0 if "magic_attack" in immune else max(0, sum(ln.magic for ln in kept))
    armor = monster.armor + (room.armor_boost if room else 0)
    resistance = monster.magic_resistance + (room.magic_resistance_boost if room else 0)
    physical = max(0, physical - armor)
    magic = max(0, magic - resistance)
    health = monster.health + (room.health_boost if room else 0)
    missing = []
    for need in monster.required:
        if need == "attack":
            ok = physical > 0
        elif need == "magic_attack":
            ok = magic > 0
        else:
            ok = need in keywords_present
        if not ok:
            missing.append(need)
    total = physical + magic
    return Figures(physical, magic, total, health, armor, resistance, total >= health and not missing,
                   tuple(missing), ignored)


def guardian_xp(total: int) -> int:
    """Half the total Attack after Armor and Magic Resistance, rounded up (docs/rules-quest.md)."""
    return (total + 1) // 2


def present_keywords(state: QuestState) -> frozenset[str]:
    cards = state.cards
    out: set[str] = set()
    for iid in state.players[state.active].hand:
        if counts(state, iid):
            out |= cards[iid].keywords
    return frozenset(out)


def figures_now(state: QuestState, room: int) -> Figures:
    monster = state.cards[state.room_monster[room]]
    return battle_figures(contributions(state), monster, state.room_card(room), present_keywords(state))


def breakdown(state: QuestState, room: int) -> Breakdown:
    """The battle preview against the Monster in `room` (map index; 0 is The Wilderness)."""
    from .rules.dungeon import cheapest_light

    iid = state.room_monster[room]
    if iid < 0:
        raise ValueError(f"room {room} holds no Monster")
    monster = state.cards[iid]
    room_card = state.room_card(room)
    lines = contributions(state)
    figures = battle_figures(lines, monster, room_card, present_keywords(state))
    xp = guardian_xp(figures.total) if monster.kind == "guardian" else monster.xp + room_card.xp_boost
    rewards = monster.rewards + room_card.rewards
    return Breakdown(room, iid, tuple(lines), figures, monster.wounds + room_card.wound_boost, xp,
                     sum(r.treasure for r in rewards), tuple(r.gear for r in rewards if r.gear for _ in
                                                             range(r.gear_count)),
                     cheapest_light(state, room))
