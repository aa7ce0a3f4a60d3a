"""The Hint's reasons in Thunderstone Advance, in a player's words: why this card, this battle, this turn - what the
Normal level's judgement weighed, never the move said again.

"Summon Storm brings +3 Magic Attack: with it 9 of your 20 likely hands beat Ghost in Rank 2, 3 without" rather
than "buy Summon Storm (8 Gold)". The Planner (normal.py) asks for them only when it explains a decision to a player
(`Planner.verbose`, set by `NormalAgent.explain`): they read the deck model's sample hands (deck.py) against the
monsters of the Hall and the battle preview, which a decision nobody is shown does not need. Each sentence is a
phrase of ui/advance/phrases.py, so the table says it in the player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Sequence

from ...engine.actions import Action
from ...systems.advance.battle import breakdown
from ...systems.advance.cards import Card
from ...systems.advance.rules.abilities import gold_available
from ...systems.advance.state import AdvanceState
from ..hall import reasons as hall_reasons
from ..hall.reasons import signed
from ..playout import after
from .deck import hand_power, sample_hands
from .values import keep_value

if TYPE_CHECKING:
    from .normal import Planner


# ---------------------------------------------------------------------------------------------- what a card does
def card_effect(card: Card) -> str:
    """What the card brings to a hand, in a few words ("brings +3 Magic Attack, +1 Light")."""
    if card.is_hero:
        return (f"{card.name} is a Hero (Attack {card.attack}, Magic Attack {card.magic_attack}, Light {card.light}, "
                f"Strength {card.strength})")
    parts = []
    if card.attack:
        parts.append(signed(card.attack, "Attack"))
    if card.magic_attack:
        parts.append(signed(card.magic_attack, "Magic Attack"))
    if card.light:
        parts.append(signed(card.light, "Light"))
    if card.gold:
        parts.append(f"{card.gold} Gold to buy with")
    if card.is_weapon and parts:
        return f"{card.name} gives a Hero of Strength {card.weight} or more " + ", ".join(parts)
    if parts:
        return f"{card.name} brings " + ", ".join(parts)
    return ""


def hall_monsters(state: AdvanceState) -> list[tuple[int, Card]]:
    return [(rank, state.cards[i]) for rank, i in enumerate(state.hall, 1)
            if i >= 0 and state.cards[i].is_monster and state.cards[i].health]


def _beats(hand: Sequence[Card], monster: Card, darkness: int) -> bool:
    """Whether a hand (the deck model's reckoning: each Weapon to a Hero that carries it) beats the monster."""
    attack, light, _ = hand_power(hand)
    return attack - max(0, darkness - light) >= monster.health


def fight_change(state: AdvanceState, card: Card) -> str:
    """What owning the card changes against the Hall: "with it 9 of your 20 likely hands beat Ghost in Rank 2, 3
    without" (the monster it helps most against)."""
    me = state.active
    owned = [state.cards[i] for i in state.players[me].owned()]
    without, with_it = sample_hands(owned), sample_hands(owned + [card])
    best: tuple[int, int, int, Card, int] | None = None
    for rank, monster in hall_monsters(state):
        darkness = state.darkness[rank - 1] + monster.darkness_trait
        a = sum(1 for hand in with_it if _beats(hand, monster, darkness))
        b = sum(1 for hand in without if _beats(hand, monster, darkness))
        key = (a - b, monster.vp, -rank)
        if a > b and (best is None or key > best[:3]):
            best = (a - b, monster.vp, -rank, monster, b)
    if best is None:
        return ""
    gain, _, neg_rank, monster, before = best
    n = len(with_it)
    after = before + gain
    if before:
        return f"with it {after} of your {n} likely hands beat {monster.name} in Rank {-neg_rank}, {before} without"
    return f"with it your hands can beat {monster.name} in Rank {-neg_rank} ({after} of {n} likely hands)"


# ---------------------------------------------------------------------------------------------- the Village
def buy(planner: Planner, state: AdvanceState, action: Action, others: Sequence[Action]) -> str:
    card = state.cards[action.card]
    effect = card_effect(card)
    change = fight_change(state, card)
    if effect and change:
        reason = f"{effect}: {change}"
    elif effect or change:
        reason = effect or f"{card.name}: {change}"
    else:
        reason = f"{card.name} adds the most to your deck of what {gold_available(state)} Gold buys"
    rivals = [a for a in others if a.kind == "buy" and state.cards[a.card].id != card.id]
    if rivals:
        gains = {a: (planner.fast.best_buy(state, [a]) or (0.0, a))[0] for a in rivals}
        runner = max(rivals, key=lambda a: (gains[a], -a.card))
        reason += f"; it does more for your deck than {state.cards[runner.card].name}"
    if card.vp:
        reason += f" (and it is worth {card.vp} VP)"
    return reason


def level_up(state: AdvanceState, action: Action) -> str:
    old, new = state.cards[action.card], state.catalogue[action.option]
    changes = [f"{label} {a} → {b}" for label, a, b in (
        ("Attack", old.attack, new.attack), ("Magic Attack", old.magic_attack, new.magic_attack),
        ("Light", old.light, new.light), ("Strength", old.strength, new.strength)) if a != b]
    text = f"{new.name} is the stronger Hero" + (f" ({', '.join(changes)})" if changes else "")
    if new.vp > old.vp:
        text += f" and worth {new.vp} VP"
    return text + f", for {old.levelup_xp} XP"


def use(state: AdvanceState, action: Action) -> str:
    card = state.cards[action.card]
    verb = card.ability_by_key[action.option].verb
    if verb == "draw":
        return f"{card.name} draws more cards to play with, for nothing"
    if verb in ("gain_gold", "top_discard_gold", "borrow_from_hands"):
        return f"{card.name} gives you more to work with this turn, for nothing"
    if verb.startswith("curse_"):
        return f"a Curse takes 1 Attack from every battle: shaking {card.name} off now costs little"
    if verb in ("destroy_card", "destroy_curse_draw") and action.target >= 0:
        return f"destroying {state.cards[action.target].name} leaves a stronger deck"
    if verb == "hero_strength" and action.target >= 0:
        return f"{card.name} gives {state.cards[action.target].name} the Strength to carry a Weapon"
    if verb == "darkness_strike":
        return f"{card.name} strikes the Darkness: more Attack against the monster"
    if verb == "destroy_for_buy":
        return f"{card.name} turns a weak card into one more purchase"
    return f"{card.name}'s ability ({action.option}) leaves you better off"


def done_shopping(state: AdvanceState) -> str:
    return f"nothing {gold_available(state)} Gold buys would make your deck better"


# ---------------------------------------------------------------------------------------------- the Dungeon
def equip(state: AdvanceState, action: Action) -> str:
    return hall_reasons.equip(state, action, breakdown, hall_monsters, after)


def attack(state: AdvanceState, action: Action) -> str:
    bd = breakdown(state, action.rank)
    monster = state.cards[state.hall[action.rank - 1]]
    if bd.victory:
        return (f"your {bd.total} Total Attack beats Health {bd.health}: {monster.name} gives {monster.vp} VP and "
                f"{monster.xp} XP")
    return (f"no monster can be beaten ({bd.total} against Health {bd.health} is the closest); "
            f"a lost battle costs least against {monster.name}")


# ---------------------------------------------------------------------------------------------- the turn
class Victory(NamedTuple):
    monster: Card
    total: int              # the Total Attack once prepared
    health: int
    used: list[str]         # the hand's cards the preparations use (abilities, Weapons): "Longspear ×2"
    drew: bool              # ... and whether one of them draws (the total counts a dealt guess of the draw)


DRAWING_VERBS = ("draw", "destroy_curse_draw", "top_discard_gold", "borrow_from_hands", "level_into_hand")


def best_victory(planner: Planner, state: AdvanceState) -> Victory | None:
    """The monster worth most that the hand beats once prepared, or None."""
    prepared, steps = planner.fast.preparing(state)
    if prepared is None:
        return None
    won = []
    for rank, monster in hall_monsters(prepared):
        bd = breakdown(prepared, rank)
        if bd.victory:
            won.append((monster.vp, monster.xp, monster.name, monster, bd.total, bd.health))
    if not won:
        return None
    best = max(won, key=lambda w: w[:3])
    hand = set(state.players[state.active].hand)
    mine = [step for step in steps if step.card in hand]    # a card a dealt draw brings is not named
    drew = any(step.kind == "use" and state.cards[step.card].ability_by_key[step.option].verb in DRAWING_VERBS
               for step in mine)
    return Victory(best[3], best[4], best[5], counted_names(state, [step.card for step in mine]), drew)


def counted_names(state: AdvanceState, ids: Sequence[int]) -> list[str]:
    """Each card's name once, in order, with how often it is used when more than once ("Longspear ×2"); a card
    used twice (two abilities) counts once."""
    counts: dict[str, int] = {}
    for i in dict.fromkeys(ids):
        name = state.cards[i].name
        counts[name] = counts.get(name, 0) + 1
    return [name if n == 1 else f"{name} ×{n}" for name, n in counts.items()]


def said_list(names: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" (said again by the phrase that holds the list and by "{first}, {second}")."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def closest_fight(planner: Planner, state: AdvanceState) -> tuple[Card, int, int] | None:
    """The monster the prepared hand comes nearest to beating: (monster, Total Attack, Health), or None."""
    prepared = planner.fast.prepared(state)
    if prepared is None:
        return None
    fights = [(breakdown(prepared, rank), monster) for rank, monster in hall_monsters(prepared)]
    fights = [(bd, m) for bd, m in fights if bd.can_attack]
    if not fights:
        return None
    bd, monster = max(fights, key=lambda f: (f[0].total - f[0].health, -f[0].rank))
    return monster, bd.total, bd.health


def turn(planner: Planner, before: AdvanceState, action: Action, end: AdvanceState) -> str:
    me = planner.me
    owned_before = set(before.players[me].owned())
    gained = [end.cards[i] for i in end.players[me].owned() if i not in owned_before]
    hand = [before.cards[i] for i in before.players[me].hand]
    gold = sum(c.gold for c in hand)
    if action.kind == "enter_dungeon":
        victory = best_victory(planner, before)
        beaten = [c for c in gained if c.is_monster]
        if beaten and victory is not None:
            m = beaten[0]
            # The battle preview shows the hand as it is: the Total Attack said here counts the preparations.
            uses = ""
            if victory.used:
                uses = f" once it uses {said_list(victory.used)}" + (", with a likely draw" if victory.drew else "")
            return (f"your party's {victory.total} Total Attack beats {victory.monster.name} (Health "
                    f"{victory.health}){uses}: {m.vp} VP and {m.xp} XP, more than {gold} Gold would buy")
        return "the Hall has not moved for rounds: a lost battle moves it on"
    if action.kind == "rest":
        lost = [before.cards[i] for i in before.players[me].owned() if i not in set(end.players[me].owned())]
        if lost:
            worst = min(lost, key=keep_value)
            return f"this hand is weak ({gold} Gold, no victory): destroying {worst.name} makes the deck stronger"
        return f"this hand is weak ({gold} Gold, no victory)"
    bought = ", ".join(c.name for c in gained if not c.is_monster) or "nothing better"
    victory = best_victory(planner, before)
    if victory is not None:
        monster = victory.monster
        return (f"its {gold} Gold buys {bought}, worth more to your deck than beating {monster.name} "
                f"({monster.vp} VP, {monster.xp} XP)")
    closest = closest_fight(planner, before)
    if closest is not None:
        monster, total, health = closest
        return (f"this hand beats no monster ({total} against Health {health} of {monster.name} is the closest); "
                f"its {gold} Gold buys {bought}")
    return f"this hand beats no monster; its {gold} Gold buys {bought}"


def prepare(state: AdvanceState) -> str:
    hand = [state.cards[i] for i in state.players[state.active].hand]
    gold = sum(c.gold for c in hand)
    return (f"this hand ({gold} Gold, no victory) is worth more kept: Preparing puts its best cards into your next "
            f"hand")


def prompt(gain: float) -> str:
    """A choice the cheap answer would not make, found by playing each out to the end of the turn."""
    if gain < 0.05:
        return "played out to the end of the turn, no choice comes out ahead of this one"
    return f"played out to the end of the turn, this choice leaves you {gain:.1f} VP better placed than the next best"


def end_game(leading: bool) -> str:
    if leading:
        return "the Dungeon is stuck and you lead: ending the game now wins it"
    return "the Dungeon has long been stuck and nobody leads: ending the game shares the victory"
