"""A cheap, sensible policy on a (determinized) ClassicState: the Easy level's brain and the Hard level's rollouts.

Turn: fight when the party can beat a monster worth it, rest to destroy a Disease or a Militia when the hand is too
poor to buy anything good, otherwise shop. Village: buy the best card by the static value table, level up whenever
XP allows. Dungeon: use free draws, arm the Heroes, attack the most valuable monster it beats. Prompts: quick.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...systems.classic.state import ClassicState
from ..hall.policy import HallPolicy
from .cardvalue import BUY_THRESHOLD, buy_value, keep_value, monster_value
from .evaluation import ending_wins
from .handeval import facts
from .quick import quick_prompt
from .simulate import fallback, gold_available, hall_battles, stone_rank

FREE_USES = ("cure_draw", "draw", "magical_aura")
BOOSTS = ("eat_for_attack", "throw_weapon")


@dataclass(kw_only=True, eq=False)
class FastPolicy(HallPolicy[ClassicState]):
    """`policy(state) -> Action` for whichever seat must decide; `act` also gives a reason. Its fields are the
    style a level plays it in."""

    level_up: bool = True
    endgame: bool = True
    rest: bool = True
    buy_threshold: float = BUY_THRESHOLD
    greedy_buy: bool = False
    fight_threshold: float = 0.5
    stalled: bool = field(default=False, init=False)   # set by the agent: the Hall has not moved for rounds (stall.py)

    def prompt(self, state: ClassicState) -> tuple[Action, str]:
        return quick_prompt(state)

    # ------------------------------------------------------------------------------------------ turn
    def turn(self, state: ClassicState) -> tuple[Action, str]:
        target = self.best_fight(state)
        if target is not None:
            return Action("enter_dungeon"), target
        hand = [state.cards[i] for i in state.players[state.active].hand]
        junk = [c for c in hand if keep_value(c) <= 0.0]
        gold = sum(c.gold for c in hand)
        if self.rest and junk and gold < 4 and not self.greedy_buy:
            return Action("rest"), f"rest: too little Gold, destroy {min(junk, key=keep_value).name}"
        return Action("visit_village"), f"shop with {gold} Gold"

    def best_fight_value(self, state: ClassicState) -> float | None:
        """The value of the best victory the party can prepare (None: no victory)."""
        trial = self.prepared(state)
        if trial is None:
            return None
        choice = self.pick_attack(trial, ignore_order=True)
        return choice[0] if choice is not None and choice[3] else None

    def prepared(self, state: ClassicState) -> ClassicState | None:
        """A copy inside the Dungeon after the free preparations (None if the Dungeon cannot be entered)."""
        trial = state.clone()
        apply(trial, Action("enter_dungeon"))
        steps = 0
        while trial.pending.kind == "dungeon" and steps < 30:
            action, _ = self.prepare(trial)
            if action is None:
                break
            apply(trial, action)
            steps += 1
        return trial if trial.pending.kind == "dungeon" else None

    def best_fight(self, state: ClassicState) -> str | None:
        """Enter the Dungeon on a copy, prepare as `dungeon` would, and see whether some attack is a good one."""
        trial = self.prepared(state)
        if trial is None:
            return None
        choice = self.pick_attack(trial, ignore_order=True)
        if choice is None:
            return None
        if not choice[3] and self.stalled:
            return f"the Hall is stuck: {choice[1]}, to move a monster on"
        if not choice[3] or choice[0] <= self.fight_threshold:
            return None
        return f"fight: {choice[1]}"

    # ------------------------------------------------------------------------------------------ village
    def village(self, state: ClassicState) -> tuple[Action, str]:
        legal = legal_actions(state)
        cards = state.cards
        for a in legal:
            if a.kind == "use":
                verb = cards[a.card].ability_by_key[a.option].verb
                if verb == "extra_buy" or (verb == "draw" and not cards[a.card].ability_by_key[a.option].destroy_self):
                    return a, f"use {cards[a.card].name}"
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            if self.greedy_buy:
                best = max(buys, key=lambda a: (cards[a.card].cost, buy_value(cards[a.card]), a.card))
                return best, f"buy {cards[best.card].name}, the most expensive card I can afford"
            best = max(buys, key=lambda a: (buy_value(cards[a.card]), a.card))
            if buy_value(cards[best.card]) >= self.buy_threshold:
                return best, f"buy {cards[best.card].name} ({gold_available(state)} Gold)"
        if self.level_up:
            ups = [a for a in legal if a.kind == "level_up"]
            if ups:
                cat = state.catalogue
                best = max(ups, key=lambda a: (buy_value(cat[a.option]) - buy_value(cards[a.card]), a.option))
                return best, f"level up {cards[best.card].name} into {cat[best.option].name}"
        end = next((a for a in legal if a.kind == "end_turn"), None)
        return (end or fallback(legal)), "done in the Village"

    # ------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: ClassicState) -> tuple[Action, str]:
        action, why = self.prepare(state)
        if action is not None:
            return action, why
        legal = legal_actions(state)
        choice = self.pick_attack(state)
        if choice is not None:
            if choice[0] <= 0 and not choice[3]:
                boost = self.boost(state, legal)
                if boost is not None:
                    return boost, "spend a card for more Attack"
            return Action("attack", rank=choice[2]), choice[1]
        # 1st edition: every card must be used before the attack; use what is left, cheapest first.
        rest = [a for a in legal if a.kind in ("use", "equip")]
        if rest:
            return rest[0], "every card must be used first"
        return fallback(legal), "no monster can be attacked"

    def prepare(self, state: ClassicState) -> tuple[Action | None, str]:
        """The next free preparation: draws, cures, a Weapon for a Hero, Food that lets a Hero carry one."""
        legal = legal_actions(state)
        cards = state.cards
        equips = []
        feeds = []
        for a in legal:
            if a.kind == "use":
                verb = cards[a.card].ability_by_key[a.option].verb
                if verb in FREE_USES:
                    return a, f"use {cards[a.card].name}"
                if verb == "feed_strength":
                    feeds.append(a)
            elif a.kind == "equip":
                equips.append(a)
        if equips:
            best = max(equips, key=lambda a: (_equip_gain(state, a), a.card, a.target))
            return best, f"equip {cards[best.card].name} to {cards[best.target].name}"
        for a in feeds:
            if _feed_enables(state, a):
                return a, f"feed {cards[a.target].name} so he can carry a Weapon"
        return None, ""

    def pick_attack(self, state: ClassicState, ignore_order: bool = False) -> tuple[float, str, int, bool] | None:
        """(value, reason, rank, victory) of the best legal attack, or None when no monster may be attacked now.

        `ignore_order`: judge the attacks even where the 1st-edition rules still want cards used first (a
        look-ahead before entering the Dungeon)."""
        best: tuple[float, str, int, bool] | None = None
        legal = set(legal_actions(state))
        ranks = [r for r in (1, 2, 3) if ignore_order or Action("attack", rank=r) in legal]
        for rank, monster, bd in hall_battles(state, ranks):
            if bd.victory:
                value = monster_value(monster)
                why = f"beat {monster.name} in Rank {rank} ({bd.total} vs {bd.health})"
            else:
                value = -1.0 - len(monster.battle) + bd.total / max(1, bd.health)
                why = f"attack {monster.name} in Rank {rank}: no monster can be beaten"
            if self.endgame:
                value += _stone_bonus(state, rank, bd.victory)
            if best is None or value > best[0]:
                best = (value, why, rank, bd.victory)
        return best

    def boost(self, state: ClassicState, legal: list[Action]) -> Action | None:
        cards = state.cards
        for a in legal:
            if a.kind == "use" and cards[a.card].ability_by_key[a.option].verb in BOOSTS:
                return a
        return None


def _equip_gain(state: ClassicState, action: Action) -> float:
    cards = state.cards
    weapon, hero = cards[action.card], cards[action.target]
    gain = weapon.attack + 1.2 * weapon.magic_attack + 0.8 * weapon.light
    if weapon.is_edged:
        gain += facts(hero).edged_bonus
    # Keep the strongest Heroes free for the heaviest Weapons: prefer the weakest Hero that carries it.
    return gain - 0.05 * hero.strength


def _feed_enables(state: ClassicState, action: Action) -> bool:
    """Does feeding this Hero let it carry a Weapon of the hand that nobody carries yet?"""
    cards = state.cards
    t = state.turn
    hero = action.target
    if hero in t.equips.values():
        return False
    strength = cards[hero].strength + t.strength_bonus.get(hero, 0)
    gain = cards[action.card].ability_by_key[action.option].strength
    hand = state.players[state.active].hand
    for w in hand:
        if cards[w].is_weapon and w not in t.equips:
            weight = 0 if t.weightless else cards[w].weight
            if strength < weight <= strength + gain:
                return True
    return False


def _stone_bonus(state: ClassicState, rank: int, victory: bool) -> float:
    """Near the end: attacking Rank 1 with the Thunderstone in Rank 2 ends the game (a victory also takes it)."""
    if rank != 1 or stone_rank(state) != 2:
        return 0.0
    return 50.0 if ending_wins(state, state.active, victory) else -50.0
