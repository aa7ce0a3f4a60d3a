"""A cheap, sensible policy on a (determinized) Thunderstone Advance state: the Easy level's brain, the Greedy
baseline (with its options off), the moves a Normal turn is played out with, and the Hard level's rollouts.

Turn: enter the Dungeon when the party, once prepared (free Dungeon abilities, Weapons to the Heroes that carry them
best), beats a monster worth it - the battle is played out on a copy, its Battle and Aftermath effects included -;
Rest to destroy a Curse or a Regular when the hand is too poor to buy anything good; otherwise visit the Village.
Village: the free abilities, shaking off Curses where it is cheap, the best card by the value table, level-ups.
Dungeon: the free preparations, then the attack that plays out best. Prompts: `answer` (the card worth least goes,
the best card is taken).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...systems.advance.battle import breakdown, can_carry, hero_strengths
from ...systems.advance.rules.abilities import gold_available
from ...systems.advance.rules.scoring import score
from ...systems.advance.rules.turn import IMPASSE_ROUNDS
from ...systems.advance.state import AdvanceState
from ..hall.policy import HallPolicy
from ..playout import fallback
from .deck import deck_value
from .evaluation import DECK_WEIGHT, deck_horizon
from .values import BUY_THRESHOLD, FREE_DUNGEON, FREE_VILLAGE, buy_value, keep_value, monster_value, worth

STEP_CAP = 200
# After this many rounds without a monster leaving the Dungeon, losing a harmless battle to move the Hall is worth it.
STALL_ROUNDS = 3
# A purchase must raise the standing by this much (VP-equivalents): a card worth less only dilutes the deck.
BUY_MARGIN = 0.25
LEVEL_PROMISE = 0.15
# What a Curse costs a player, in the points of the value table (it is -1 Attack in every battle to come).
CURSE_COST = 2.5


@dataclass(kw_only=True, eq=False)
class FastPolicy(HallPolicy[AdvanceState]):
    """`policy(state) -> Action` for whichever seat must decide; `act` also gives a reason. Its fields are the
    style a level plays it in."""

    level_up: bool = True
    rest: bool = True
    greedy_buy: bool = False
    shake_curses: bool = True
    fight_threshold: float = 0.5
    xp_value: float = 0.5
    simulate: bool = True      # play each attack out on a copy (else the preview alone)

    def prompt(self, state: AdvanceState) -> tuple[Action, str]:
        return answer(state, self)

    # ------------------------------------------------------------------------------------------ turn
    def turn(self, state: AdvanceState) -> tuple[Action, str]:
        legal = legal_actions(state)
        end = next((a for a in legal if a.kind == "end_game"), None)
        if end is not None and ends_stuck_game(state, state.active):
            return end, end_reason(state, state.active)
        fight = self.best_fight(state)
        if fight is not None and fight[0] >= self.fight_threshold:
            return Action("enter_dungeon"), fight[1]
        if self.rest and stalled_rounds(state) >= STALL_ROUNDS and self.cheap_loss(state) is not None:
            return Action("enter_dungeon"), "the Hall has not moved for rounds: lose a harmless battle to move it"
        hand = [state.cards[i] for i in state.players[state.active].hand]
        gold = sum(c.gold for c in hand)
        junk = [c for c in hand if c.is_curse or c.is_regular]
        if self.rest and Action("rest") in legal and junk and gold < 5:
            worst = min(junk, key=keep_value)
            return Action("rest"), f"rest: too little Gold to shop, destroy {worst.name}"
        return Action("visit_village"), f"shop with {gold} Gold"

    def cheap_loss(self, state: AdvanceState) -> int | None:
        """The rank of a monster whose lost battle costs little and sends it under the Dungeon Deck (no Guardian):
        a stuck Hall moves on."""
        best: tuple[float, int] | None = None
        for rank, iid in enumerate(state.hall, 1):
            if iid < 0:
                continue
            monster = state.cards[iid]
            if monster.is_guardian or monster.fight_heroes > 1 or monster.fight_level:
                continue
            cost = battle_cost(state, monster)
            if cost <= 1.0 and (best is None or cost < best[0]):
                best = (cost, rank)
        return best[1] if best is not None else None

    def prepared(self, state: AdvanceState) -> AdvanceState | None:
        """A copy inside the Dungeon after the free preparations (None when it cannot be entered)."""
        return self.preparing(state)[0]

    def preparing(self, state: AdvanceState) -> tuple[AdvanceState | None, list[Action]]:
        """`prepared`, and the preparations made on the way (the Hint names the cards they use)."""
        trial = state.clone()
        apply(trial, Action("enter_dungeon"))
        steps: list[Action] = []
        for _ in range(40):
            if trial.pending.kind != "dungeon":
                break
            action = self.preparation(trial)
            if action is None:
                break
            apply(trial, action)
            steps.append(action)
        return (trial if trial.pending.kind == "dungeon" else None), steps

    def best_fight(self, state: AdvanceState) -> tuple[float, str] | None:
        """The value of the best victory the party can prepare for, with a reason (None: no victory)."""
        trial = self.prepared(state)
        if trial is None:
            return None
        choice = self.pick_attack(trial)
        if choice is None or not choice[3]:
            return None
        return choice[0], choice[1]

    # ------------------------------------------------------------------------------------------ village
    def village(self, state: AdvanceState) -> tuple[Action, str]:
        legal = legal_actions(state)
        cards = state.cards
        uses = [a for a in legal if a.kind == "use"]
        if uses and not any(a.kind in ("buy", "end_turn") for a in legal):
            return uses[0], f"{cards[uses[0].card].name}: a Trophy effect that must be used"
        for a in uses:
            verb = cards[a.card].ability_by_key[a.option].verb
            if verb in FREE_VILLAGE or verb == "back_on_deck":
                return a, f"use {cards[a.card].name}"
            if self.shake_curses and self.curse_worth_shaking(state, a, verb, "village"):
                return a, f"shake off {cards[a.card].name}"
            if verb in ("destroy_card", "destroy_curse_draw") and cards[a.target].is_curse:
                return a, f"{cards[a.card].name} destroys {cards[a.target].name}"
            if verb == "destroy_for_buy" and cards[a.target].is_regular:
                return a, f"{cards[a.card].name}: a Regular for one more purchase"
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            if self.greedy_buy:
                best = max(buys, key=lambda a: (cards[a.card].cost, buy_value(cards[a.card]), a.card))
                if cards[best.card].cost > 0:
                    return best, f"buy {cards[best.card].name}, the dearest card I can afford"
            else:
                found = self.best_buy(state, buys)
                if found is not None and found[0] >= BUY_MARGIN:
                    return found[1], f"buy {cards[found[1].card].name} ({gold_available(state)} Gold)"
        if self.level_up:
            ups = [a for a in legal if a.kind == "level_up"]
            found = self.best_level_up(state, ups) if ups else None
            if found is not None:
                best = found[1]
                return best, f"level up {cards[best.card].name} into {state.catalogue[best.option].name}"
        end = next((a for a in legal if a.kind == "end_turn"), None)
        return (end or fallback(legal)), "done in the Village"

    def best_buy(self, state: AdvanceState, buys: list[Action]) -> tuple[float, Action] | None:
        """The purchase that raises the active player's standing most: what the card adds to the deck's hands for
        the turns left, and its VP as the end nears."""
        cards = state.cards
        me = state.active
        owned = [cards[i] for i in state.players[me].owned()]
        base = deck_value(owned)
        weight = DECK_WEIGHT * deck_horizon(state)
        vp_weight = endgame_weight(state)
        best: tuple[float, Action] | None = None
        for a in buys:
            card = cards[a.card]
            gain = weight * (deck_value(owned + [card]) - base) + vp_weight * card.vp
            if best is None or gain > best[0] + 1e-9:
                best = (gain, a)
        return best

    def best_level_up(self, state: AdvanceState, ups: list[Action]) -> tuple[float, Action] | None:
        """The level-up that improves the deck most (a Hero for the next card of its line)."""
        cards = state.cards
        cat = state.catalogue
        me = state.active
        owned = [cards[i] for i in state.players[me].owned()]
        base = deck_value(owned)
        best: tuple[float, Action] | None = None
        for a in ups:
            rest = list(owned)
            rest.remove(cards[a.card])
            into = cat[a.option]
            # A level-up also opens the next one (a Level 3 Hero's VP at the end): a little more than the deck says.
            gain = deck_value(rest + [into]) - base + 0.3 * (into.vp - cards[a.card].vp) + LEVEL_PROMISE
            if best is None or gain > best[0] + 1e-9:
                best = (gain, a)
        return best if best is not None and best[0] > 0 else None

    def curse_worth_shaking(self, state: AdvanceState, action: Action, verb: str, place: str) -> bool:
        """Whether shaking a Curse off this way is cheap enough now."""
        player = state.players[state.active]
        if verb == "curse_pay_xp":
            return player.xp >= 2
        if verb == "curse_pay_gold":
            return gold_available(state) <= 4 or gold_available(state) >= 9
        if verb == "curse_short_hand":
            return True
        if verb == "curse_first_ability":
            return state.turn.abilities_used == 0
        if verb == "curse_gamble":
            others = [state.cards[i] for i in player.hand if i != action.card]
            return sum(1 for c in others if keep_value(c) <= 0.6) * 2 >= len(others)
        if verb == "curse_discard":
            return place == "village" and gold_available(state) <= 3
        return False

    # ------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: AdvanceState) -> tuple[Action, str]:
        action = self.preparation(state)
        if action is not None:
            return action, f"prepare: {describe(state, action)}"
        legal = legal_actions(state)
        uses = [a for a in legal if a.kind == "use"]
        if uses and not any(a.kind in ("attack", "end_turn") for a in legal):
            return uses[0], f"{state.cards[uses[0].card].name}: a Trophy effect that must be used"
        choice = self.pick_attack(state)
        if choice is not None:
            return Action("attack", rank=choice[2]), choice[1]
        return fallback(legal), "no monster can be fought"

    def preparation(self, state: AdvanceState) -> Action | None:
        """The next free preparation: draws and other abilities that only help, a Weapon for a Hero, a Curse
        destroyed by a Cleric, Strength that lets a Hero carry a Weapon."""
        legal = legal_actions(state)
        cards = state.cards
        equips = []
        # A Caldera Dragon in the Hall makes every draw through an ability cost a discard: no free draws then.
        taxed = any(i >= 0 and cards[i].draw_discard for i in state.hall)
        for a in legal:
            if a.kind == "use":
                verb = cards[a.card].ability_by_key[a.option].verb
                if verb in FREE_DUNGEON and verb != "hero_strength" and not (taxed and verb == "draw"):
                    return a
                if verb in ("destroy_card", "destroy_curse_draw") and cards[a.target].is_curse:
                    return a
                if verb == "top_discard_gold" or verb == "borrow_from_hands":
                    return a
                if verb == "level_into_hand":
                    return a
                if verb == "hero_strength" and _strength_enables(state, a):
                    return a
            elif a.kind == "equip":
                equips.append(a)
        if equips:
            return max(equips, key=lambda a: (_equip_gain(state, a), a.card, a.target))
        return None

    def pick_attack(self, state: AdvanceState) -> tuple[float, str, int, bool] | None:
        """(value, reason, rank, victory) of the best attack now, None when no monster may be fought."""
        ranks = [a.rank for a in legal_actions(state) if a.kind == "attack"]
        best: tuple[float, str, int, bool] | None = None
        for rank in ranks:
            monster = state.cards[state.hall[rank - 1]]
            bd = breakdown(state, rank)
            if self.simulate and (bd.victory or bd.total + 3 >= bd.health):
                value, victory = self.play_attack(state, rank)
            else:
                victory = bd.victory
                value = monster_value(monster, self.xp_value) - battle_cost(state, monster) if victory else -3.0
            if victory:
                why = f"beat {monster.name} in Rank {rank} ({bd.total} vs {bd.health})"
            else:
                # A lost battle: the monster's effects hurt; a Guardian stays, anything else goes under the deck.
                value = min(value, -1.0) - battle_cost(state, monster) - (2.0 if monster.is_guardian else 0.0)
                why = f"attack {monster.name} in Rank {rank}: no monster can be beaten"
            if best is None or value > best[0]:
                best = (value, why, rank, victory)
        return best

    def play_attack(self, state: AdvanceState, rank: int) -> tuple[float, bool]:
        """Attack `rank` on a copy and play the battle out (its prompts answered by this policy) to the end of the
        turn: what the active player gained and lost, and whether the monster was defeated."""
        me = state.active
        trial = state.clone()
        target = trial.hall[rank - 1]
        before_vp, before_xp = score(trial, me), trial.players[me].xp
        owned_before = trial.players[me].owned()
        apply(trial, Action("attack", rank=rank))
        steps = 0
        turn = state.turn_number
        while trial.result is None and trial.turn_number == turn and steps < STEP_CAP:
            p = trial.pending
            if p.kind == "prompt":
                action = answer(trial, self)[0]
            else:
                action = fallback(legal_actions(trial))
            apply(trial, action)
            steps += 1
        victory = target in trial.players[me].owned()
        owned_after = trial.players[me].owned()
        lost = [trial.cards[i] for i in owned_before if i not in owned_after]
        gained = [trial.cards[i] for i in owned_after if i not in owned_before]
        value = (score(trial, me) - before_vp) + self.xp_value * (trial.players[me].xp - before_xp)
        value -= sum(max(0.0, worth(c)) for c in lost if not c.is_curse) * 0.8
        value -= sum(CURSE_COST for c in gained if c.is_curse)
        value += sum(worth(c) for c in gained if not c.is_curse and not c.is_monster) * 0.5
        if trial.result is not None:
            value += 30.0 if me in trial.result.winners else -30.0
        return value, victory


# ---------------------------------------------------------------------------------------------- helpers
def describe(state: AdvanceState, action: Action) -> str:
    from ...engine.game import describe_action

    return describe_action(state, action)


def stalled_rounds(state: AdvanceState) -> int:
    """Full rounds since a monster last left the Dungeon for good or the Bearer came nearer (rules/turn.py)."""
    return (state.turn_number - state.progress_turn) // max(1, state.seats)


def leads(state: AdvanceState, seat: int) -> bool:
    scores = [score(state, s) for s in range(state.seats)]
    return scores[seat] == max(scores) and scores.count(max(scores)) == 1


def ends_stuck_game(state: AdvanceState, seat: int) -> bool:
    """Whether `seat` ends the game at an impasse: at once when it leads; when it shares the lead, once the Dungeon
    has stood still twice as long as the impasse needs (two seats tied for the lead would otherwise each wait for
    the other to fall behind, and play the same turns for ever); never when behind."""
    scores = [score(state, s) for s in range(state.seats)]
    best = max(scores)
    if scores[seat] < best:
        return False
    return scores.count(best) == 1 or stalled_rounds(state) >= 2 * IMPASSE_ROUNDS


def end_reason(state: AdvanceState, seat: int) -> str:
    if leads(state, seat):
        return "the Dungeon is stuck and I lead: end the game"
    return "the Dungeon has long been stuck and nobody leads: end the game"


def endgame_weight(state: AdvanceState) -> float:
    """How much a card's VP weigh against its use: more as the Dungeon Deck runs out."""
    left = len(state.dungeon)
    return 0.4 if left > 20 else 0.9 if left > 10 else 1.6


def battle_cost(state: AdvanceState, monster: Any) -> float:
    """What a battle's Battle and Aftermath effects are likely to cost, without playing it out."""
    cost = 0.0
    for effect in monster.battle + monster.aftermath:
        verb = effect.verb
        if verb == "gain_curse" and getattr(effect, "who", "self") == "self":
            cost += CURSE_COST * effect.curses * 0.7
        elif verb in ("destroy_one", "destroy_trophies", "destroy_all_lit"):
            cost += 1.0
        elif verb == "destroy_hand":
            cost += 4.0
        elif verb in ("discard_cards", "discard_weapon", "shrink_next_hand"):
            cost += 0.4
    return cost


def _equip_gain(state: AdvanceState, action: Action) -> float:
    cards = state.cards
    weapon, hero = cards[action.card], cards[action.target]
    gain = weapon.attack + 1.2 * weapon.magic_attack + 0.8 * weapon.light + weapon.ranged_attack
    if weapon.level_magic:
        gain += hero.level
    if weapon.zero_wielder:
        gain -= hero.attack + 0.5
    # Keep the strongest Heroes free for the heaviest Weapons: prefer the weakest Hero that carries it.
    return gain - 0.05 * hero.strength


def _strength_enables(state: AdvanceState, action: Action) -> bool:
    """Does the Strength this ability gives let the Hero carry a Weapon of the hand nobody carries yet?"""
    cards = state.cards
    t = state.turn
    hero = action.target
    if hero in t.equips.values():
        return False
    gain = cards[action.card].ability_by_key[action.option].strength
    strength = hero_strengths(state).get(hero, 0)
    for w in state.players[state.active].hand:
        card = cards[w]
        if card.is_weapon and w not in t.equips and not can_carry(cards[hero], card, strength) \
                and can_carry(cards[hero], card, strength + gain):
            return True
    return False


# ---------------------------------------------------------------------------------------------- prompts
def _cards(state: AdvanceState) -> list[Action]:
    return [a for a in state.pending.options if a.card >= 0]


def _named(state: AdvanceState, option: str) -> Action | None:
    return next((a for a in state.pending.options if a.option == option), None)


def least_kept(state: AdvanceState, options: list[Action]) -> Action:
    cards = state.cards
    return min(options, key=lambda a: (keep_value(cards[a.card]), a.card))


def in_battle(state: AdvanceState) -> bool:
    t = state.turn
    return t.action == "dungeon" and t.step == "battle" and t.outcome == "" and t.target >= 0


def battle_aware_loss(state: AdvanceState, options: list[Action]) -> Action:
    """The party's card whose loss hurts least: the battle's outcome first, then the Attack, then the card."""
    if not in_battle(state) or state.pending.seat != state.active:
        return least_kept(state, options)
    best: tuple[tuple[int, int, float], Action] | None = None
    for a in options:
        trial = state.clone()
        apply(trial, a)
        bd = breakdown(trial, trial.turn.rank, in_battle=True) if trial.turn.target >= 0 else None
        key = (int(bd.victory) if bd else 0, bd.total if bd else 0, -keep_value(state.cards[a.card]))
        if best is None or key > best[0]:
            best = (key, a)
    assert best is not None
    return best[1]


def _best_buy(state: AdvanceState, options: list[Action]) -> Action | None:
    cards = state.cards
    if not options:
        return None
    weight = endgame_weight(state)
    choice = max(options, key=lambda a: (buy_value(cards[a.card], weight), a.card))
    return choice if buy_value(cards[choice.card], weight) >= BUY_THRESHOLD else None


def answer(state: AdvanceState, policy: FastPolicy | None = None) -> tuple[Action, str]:
    """A quick answer to the pending prompt, for whichever seat it asks."""
    p = state.pending
    cards = state.cards
    kind = p.prompt
    options = list(p.options)
    done = _named(state, "done") or _named(state, "pass") or _named(state, "keep")
    if kind in ("rest", "gamble", "raid_destroy"):
        choice = least_kept(state, _cards(state))
        return choice, f"lose {cards[choice.card].name}, the card worth least"
    if kind in ("discard", "destroy", "battle_pick"):
        choice = battle_aware_loss(state, _cards(state))
        return choice, f"give up {cards[choice.card].name}, the cheapest loss"
    if kind == "prepare":
        good = [a for a in _cards(state) if worth(cards[a.card]) >= 3.0]
        if good:
            choice = min(good, key=lambda a: (worth(cards[a.card]), a.card))
            return choice, f"keep {cards[choice.card].name} on top of the deck"
        return done or fallback(options), "nothing worth keeping"
    if kind == "scorch":
        xp = _named(state, "xp")
        return (xp or options[0]), "lose XP rather than cards"
    if kind == "place":
        monster = cards[p.detail("card")]
        if monster.vp < 0:
            others = [s for s in range(state.seats) if s != state.active]
            leader = max(others, key=lambda s: (score(state, s), -s))
            return Action("choose", option=f"seat:{leader}"), f"hand {monster.name} to the leader"
        return Action("choose", option=f"seat:{state.active}"), f"keep {monster.name}"
    if kind == "gold_pick":
        choice = max(_cards(state), key=lambda a: (cards[a.card].gold, -a.card))
        return choice, f"take {cards[choice.card].name}'s Gold"
    if kind == "borrow":
        choice = max(_cards(state), key=lambda a: (cards[a.card].attack + cards[a.card].magic_attack, -a.card))
        return choice, f"borrow {cards[choice.card].name}"
    if kind == "scout":
        bearer = [a for a in options if cards[a.card].is_bearer]
        ahead = leads(state, state.active)
        for a in bearer:
            if a.option == ("top" if ahead else "bottom"):
                return a, "the Bearer " + ("nearer" if ahead else "further away")
        choice = next((a for a in options if a.option == "top"), options[0])
        return choice, "back on top"
    if kind in ("hone", "free_level"):
        ups = _cards(state)
        if ups:
            cat = state.catalogue
            choice = max(ups, key=lambda a: (worth(cat[a.option]) - worth(cards[a.card]), a.option, a.card))
            return choice, f"level up {cards[choice.card].name} into {cat[choice.option].name}"
        return done or fallback(options), "nothing to level up"
    if kind == "writ":
        def top_worth(a: Action) -> float:
            pile = state.supply.get(a.option) or []
            return worth(cards[pile[-1]]) if pile else -9.0
        choice = max(options, key=lambda a: (top_worth(a), a.option))
        return choice, f"take the top of {choice.option}"
    if kind == "spoils":
        useful = [a for a in options if a.card >= 0 and _spoils_wanted(state, a)]
        if useful:
            return useful[0], f"Spoils: {cards[useful[0].card].name}"
        return done or fallback(options), "no more Spoils"
    if kind in ("spoils_buy", "react_buy"):
        buy = _best_buy(state, _cards(state))
        if buy is not None:
            return buy, f"take {cards[buy.card].name}"
        return done or fallback(options), "nothing worth buying"
    if kind == "react":
        seat = p.seat
        gold = sum(cards[i].gold for i in state.players[seat].hand)
        affordable = [pile[-1] for pile in state.supply.values() if pile and cards[pile[-1]].cost <= gold - 1]
        weight = endgame_weight(state)
        if any(buy_value(cards[i], weight) >= BUY_THRESHOLD + 1.5 for i in affordable):
            react = next((a for a in options if a.card >= 0), None)
            if react is not None:
                return react, f"react with {cards[react.card].name}: something worth buying"
        return done or fallback(options), "keep the React card"
    if kind == "dismiss":
        return done or fallback(options), "keep the Regulars: they level up cheaply"
    if kind in ("map", "arrange", "suppress"):
        return (done or options[0]), "leave it"
    return fallback(options), f"unknown prompt {kind!r}: the safe default"


def _spoils_wanted(state: AdvanceState, action: Action) -> bool:
    ability = state.cards[action.card].ability_by_key[action.option]
    return ability.verb != "destroy_regulars"
