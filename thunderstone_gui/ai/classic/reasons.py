"""The Hint's reasons in a player's words: why this card, this fight, this move - never the move said again.

"buy Battle Fury — Battle Fury gives each of your 4 Heroes +1 Attack: with it 6 of your 16 likely hands beat
Griffon, 2 without" rather than "buy Battle Fury — buy Battle Fury: the best use of 4 Gold". The Normal planner asks
for them only when it explains a decision to a player (Planner.verbose, depth 0): they look at the deck's sample hands
(the deck model's, deckmodel.py) against the monsters in the Hall, which a decision that is not shown does not need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ...engine.actions import Action
from ...systems.classic.battle import breakdown
from ...systems.classic.cards import Card
from ...systems.classic.state import ClassicState
from ..hall import reasons as hall_reasons
from ..hall.reasons import signed
from .handeval import HandFight
from .simulate import after, gold_available

if TYPE_CHECKING:
    from .planner import Planner


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}es" if word.endswith("o") else f"{n} {word}s"


# ---------------------------------------------------------------------------------------------- what a card does
def card_effect(card: Card, deck: Sequence[Card]) -> str:
    """What the card brings to this deck, in a few words ("gives each of your 4 Heroes +1 Attack")."""
    heroes = [c for c in deck if c.is_hero]
    parts: list[str] = []
    if card.aura_attack:
        return f"gives each of your {_plural(len(heroes), 'Hero')} {signed(card.aura_attack, 'Attack')} in a battle"
    if card.is_hero:
        stats = [f"Attack {card.attack}"] if card.attack else []
        if card.magic_attack:
            stats.append(f"Magic Attack {card.magic_attack}")
        if card.light:
            stats.append(f"Light {card.light}")
        stats.append(f"Strength {card.strength}")
        return "is a Hero with " + ", ".join(stats)
    if card.is_weapon:
        carriers = sum(1 for h in heroes if h.strength >= card.weight)
        bonus = " and ".join(x for x in (signed(card.attack, "Attack") if card.attack else "",
                                          signed(card.magic_attack, "Magic Attack") if card.magic_attack else "") if x)
        return (f"gives {bonus or 'its bonus'} to a Hero of Strength {card.weight} or more "
                f"({carriers} of your {_plural(len(heroes), 'Hero')} can carry it)")
    if card.magic_attack:
        parts.append(signed(card.magic_attack, "Magic Attack"))
    if card.attack:
        parts.append(signed(card.attack, "Attack"))
    if card.light:
        parts.append(signed(card.light, "Light") + " against the Light penalty")
    if card.gold:
        parts.append(f"{card.gold} Gold to buy with")
    if parts:
        return "brings " + ", ".join(parts)
    return ""


# ------------------------------------------------------------------------------------------ the Hall, with and without
def hall_monsters(state: ClassicState) -> list[tuple[int, Card]]:
    return [(rank, state.cards[i]) for rank, i in enumerate(state.hall, 1) if i >= 0 and state.cards[i].is_monster]


def beaten_counts(planner: Planner, card: Card | None, state: ClassicState) -> tuple[dict[str, int], int]:
    """How many of the deck's sample hands (five cards of the deck and one more: `card`, or a card of the deck)
    beat each monster of the Hall where it stands; and how many hands there are."""
    samples = planner.ev.deck.samples
    counts: dict[str, int] = {}
    monsters = hall_monsters(state)
    for base, extra in samples:
        fight = HandFight(base + [card or extra])
        for rank, monster in monsters:
            if fight.beats(monster, rank):
                counts[monster.name] = counts.get(monster.name, 0) + 1
    return counts, len(samples)


def fight_change(planner: Planner, state: ClassicState, card: Card) -> str:
    """What owning the card changes against the Hall: "with it 6 of your 16 likely hands beat Griffon, 2 without"."""
    if not planner.ev.deck.samples:
        return ""
    with_it, n = beaten_counts(planner, card, state)
    without, _ = beaten_counts(planner, None, state)
    gains = sorted(((with_it.get(name, 0) - without.get(name, 0), name) for name in with_it), reverse=True)
    if not gains or gains[0][0] <= 0:
        return ""
    _, name = gains[0]
    return (f"with it {with_it[name]} of your {n} likely hands beat {name}, {without.get(name, 0)} without"
            if without.get(name, 0) else f"with it your hands can beat {name} ({with_it[name]} of {n} likely hands)")


# ---------------------------------------------------------------------------------------------- the decisions
def buy(planner: Planner, state: ClassicState, action: Action, others: Sequence[Action]) -> str:
    card = state.cards[action.card]
    effect = card_effect(card, planner.ev.deck.deck)
    change = fight_change(planner, state, card)
    head = f"{card.name} {effect}" if effect else card.name
    if change:
        reason = f"{head}: {change}"
    elif effect:
        reason = head
    else:
        reason = f"{card.name} adds the most to your deck of what you can buy"
    runner = max((a for a in others if a.kind == "buy" and state.cards[a.card].id != card.id), default=None,
                 key=lambda a: planner.gain(state.cards[a.card].id, state))
    if runner is not None:
        reason += f"; it does more for your deck than {state.cards[runner.card].name}"
    if card.vp:
        reason += f" (and it is worth {card.vp} VP)"
    return reason


def use(state: ClassicState, action: Action) -> str:
    card = state.cards[action.card]
    ability = card.ability_by_key[action.option]
    if ability.verb == "extra_buy":
        return f"{card.name} gives one more purchase this turn"
    if ability.verb in ("draw", "cure_draw", "magical_aura", "arcane_energies"):
        return f"{card.name} draws more cards to play with, for nothing"
    return f"{card.name}'s effect ({action.option.replace('_', ' ')}) leaves you better off"


def level_up(state: ClassicState, action: Action) -> str:
    old, new = state.cards[action.card], state.catalogue[action.option]
    changes = []
    for label, a, b in (("Attack", old.attack, new.attack), ("Magic Attack", old.magic_attack, new.magic_attack),
                        ("Light", old.light, new.light), ("Strength", old.strength, new.strength)):
        if a != b:
            changes.append(f"{label} {a} → {b}")
    text = f"{new.name} is the stronger Hero" + (f" ({', '.join(changes)})" if changes else "")
    if new.vp > old.vp:
        text += f" and worth {new.vp} VP"
    return text + f", for {old.levelup_xp} XP"


def equip(state: ClassicState, action: Action) -> str:
    return hall_reasons.equip(state, action, breakdown, hall_monsters, after)


def attack(state: ClassicState, action: Action) -> str:
    bd = breakdown(state, action.rank, explain=True)
    monster = state.cards[state.hall[action.rank - 1]]
    lost = sorted({state.cards[i].name for e in bd.effects if e.kind in ("destroyed", "strength_destroyed")
                   for i in e.cards if e.saved_by < 0})
    cost = f"; it costs you {', '.join(lost)}" if lost else ""
    if bd.victory:
        return (f"{bd.total} against Health {bd.health} wins {monster.name}: {monster.vp} VP and "
                f"{monster.xp} XP{cost}")
    return (f"no monster can be beaten ({bd.total} against Health {bd.health} is the closest); "
            f"a lost battle sends {monster.name} to the bottom of the Dungeon{cost}")


def turn(planner: Planner, before: ClassicState, action: Action, end: ClassicState) -> str:
    me = planner.me
    cards = end.cards
    owned_before = set(before.players[me].owned())
    gained = [cards[i] for i in end.players[me].owned() if i not in owned_before]
    hand = [before.cards[i] for i in before.players[me].hand]
    gold = sum(c.gold for c in hand)
    if action.kind == "enter_dungeon":
        beaten = [c for c in gained if c.is_monster]
        if beaten:
            m = beaten[0]
            return f"this hand beats {m.name}: {m.vp} VP and {m.xp} XP, more than {gold} Gold would buy"
        return "the Hall has been stuck: a battle moves a monster on" if planner.stalled else \
            "a battle is worth more than what this hand buys"
    if action.kind == "rest":
        lost = [before.cards[i] for i in before.players[me].owned() if i not in set(end.players[me].owned())]
        if lost:
            return f"this hand is weak ({gold} Gold, no victory): destroying {lost[0].name} makes the deck stronger"
        return f"this hand is weak ({gold} Gold, no victory)"
    bought = ", ".join(c.name for c in gained if not c.is_monster) or "nothing better"
    victory = best_victory(planner, before)
    if victory is not None:
        return (f"its {gold} Gold buys {bought}, worth more to your deck than beating {victory.name} "
                f"({victory.vp} VP, {victory.xp} XP)")
    return f"this hand beats no monster, even with its Weapons; its {gold} Gold buys {bought}"


def best_victory(planner: Planner, state: ClassicState) -> Card | None:
    """The monster worth most that the hand beats in the Dungeon, its Weapons equipped (None: none)."""
    prepared = planner._fast.prepared(state)
    if prepared is None:
        return None
    won = [monster for rank, monster in hall_monsters(prepared) if breakdown(prepared, rank).victory]
    return max(won, key=lambda m: (m.vp, m.xp), default=None)


def nothing_to_buy(planner: Planner, state: ClassicState) -> str:
    return f"nothing {gold_available(state)} Gold buys would make your deck better"
