"""The Normal level's decisions on a determinized ClassicState, judged by an Evaluator.

Depth 0 is the real decision: it may try options on copies and play the turn out (`simulate.finish_turn`) with
the depth-1 policy, which decides the same way but never simulates again (so a decision costs a bounded number of
playouts). Prompts of other seats inside a playout get the quick answers of quick.py.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from ...engine.actions import Action
from ...engine.game import legal_actions
from ...systems.classic.battle import breakdown
from ...systems.classic.cards import Card
from ...systems.classic.state import ClassicState
from . import reasons
from .cardvalue import buy_value
from .evaluation import Evaluator, ending_wins, stone_behind_rank_1
from .fast import FREE_USES, FastPolicy
from .quick import QUICK, quick_prompt
from .simulate import after, fallback, finish_turn, gold_available, hall_battles


class Planner:
    def __init__(self, ev: Evaluator, stall: float = 0.0, verbose: bool = False) -> None:
        """`verbose`: the decision is explained to a player (the Hint): its reason in a player's words
        (reasons.py), which costs a little more."""
        self.ev = ev
        self.verbose = verbose
        self.me = ev.me
        self.stall = stall           # HallWatch.urgency: 0 while the Hall moves
        self.stalled = stall > 0
        self._gain: dict[str, float] = {}
        self._fast = FastPolicy()

    # ------------------------------------------------------------------------------------------ entry
    def act(self, state: ClassicState, depth: int = 0) -> tuple[Action, str]:
        p = state.pending
        if p.seat != self.me:
            return quick_prompt(state) if p.kind == "prompt" else (fallback(legal_actions(state)), "")
        if p.kind == "turn":
            return self.turn(state, depth)
        if p.kind == "village":
            return self.village(state, depth)
        if p.kind == "dungeon":
            return self.dungeon(state, depth)
        if p.kind == "prompt":
            return self.prompt(state, depth)
        return fallback(legal_actions(state)), "nothing to decide"

    def decider(self, depth: int):  # noqa: ANN201 - a Decider (simulate.py)
        return lambda state: self.act(state, depth)[0]

    def playout(self, state: ClassicState, depth: int) -> ClassicState:
        return finish_turn(state, self.decider(depth))

    def value_of(self, before: ClassicState, end: ClassicState) -> float:
        value = self.ev.outcome(before, end)
        return value + self.stall_bonus(before, end)

    def stall_bonus(self, before: ClassicState, end: ClassicState) -> float:
        """Moving a monster out of a stuck Hall is worth more the longer it has been stuck - unless the move ends
        the game: then the result says what it is worth (a seat behind in the race ended a stuck game it lost)."""
        if self.stall and end.hall != before.hall and end.result is None:
            return self.ev.tuning.stall_bonus * self.stall
        return 0.0

    def gain(self, card_id: str, state: ClassicState) -> float:
        found = self._gain.get(card_id)
        if found is None:
            found = self._gain[card_id] = self.ev.gain(state.catalogue[card_id])
        return found

    # ------------------------------------------------------------------------------------------ turn
    def turn(self, state: ClassicState, depth: int) -> tuple[Action, str]:
        if depth >= 2:
            return self.quick_turn(state)
        best: tuple[float, Action, str, ClassicState] | None = None
        for action in legal_actions(state):
            trial = after(state, action)
            end = self.playout(trial, depth + 1)
            value = self.value_of(state, end)
            why = self._turn_reason(action, state, end, value)
            if best is None or value > best[0] + 1e-9:
                best = (value, action, why, end)
        assert best is not None
        if self.verbose and depth == 0:
            return best[1], reasons.turn(self, state, best[1], best[3])
        return best[1], best[2]

    def quick_turn(self, state: ClassicState) -> tuple[Action, str]:
        """The turn choice without playing the turn out (search rollouts): the best victory the party can prepare,
        the best card the hand's Gold buys, the best card to destroy by resting - whichever is worth most."""
        if self._ending_wins(state):
            return Action("enter_dungeon"), "attacking Rank 1 ends the game, and I win it"
        hand = [state.cards[i] for i in state.players[state.active].hand]
        fight = self._fast.best_fight_value(state)
        gold = sum(c.gold for c in hand)
        shop = max([self.gain(c.id, state) for c in shortlist(_affordable(state, gold), lambda c: c)] + [0.0])
        rest = max([-self.ev.loss(c) for c in hand] + [0.0])
        if fight is not None and fight >= shop and fight >= rest:
            return Action("enter_dungeon"), "a victory is worth most"
        if rest > shop:
            return Action("rest"), "destroying a card is worth most"
        return Action("visit_village"), "shopping is worth most"

    def _ending_wins(self, state: ClassicState) -> bool:
        """The end of the game the turn choice at depth 0 finds by playing the Dungeon out: leading, attack Rank 1
        with the Thunderstone behind it even to lose; behind, when beating Rank 1 and taking the Thunderstone wins.
        Without it, a rival in Hard's rollouts never ended a game it led, and Hard moved the Thunderstone to Rank 2
        for a rival one VP ahead (arena seed 41, game 5, turn 84: lost 47-48)."""
        if not stone_behind_rank_1(state):
            return False
        me = state.active
        if ending_wins(state, me, victory=False):
            return True
        if not ending_wins(state, me, victory=True):
            return False
        prepared = self._fast.prepared(state)
        return prepared is not None and any(bd.victory for _, _, bd in hall_battles(prepared, (1,)))

    def _turn_reason(self, action: Action, before: ClassicState, end: ClassicState, value: float) -> str:
        me = self.me
        cards = end.cards
        gained = [cards[i].name for i in end.players[me].owned() if i not in before.players[me].owned()]
        if action.kind == "enter_dungeon":
            beaten = [cards[i].name for i in end.players[me].discard if cards[i].is_monster
                      and i not in before.players[me].owned()]
            if beaten:
                return f"enter the Dungeon: I can beat {beaten[0]}"
            return "enter the Dungeon: move a monster on" if self.stalled else "enter the Dungeon"
        if action.kind == "rest":
            return "rest: destroy a weak card to strengthen the deck"
        if gained:
            return f"visit the Village: buy {', '.join(gained)}"
        return "visit the Village"

    # ------------------------------------------------------------------------------------------ village
    def village(self, state: ClassicState, depth: int) -> tuple[Action, str]:
        legal = legal_actions(state)
        cards = state.cards
        first_edition = state.edition == "1st"
        ups = [a for a in legal if a.kind == "level_up"]
        if first_edition and ups and state.turn.step == "level":
            choice = self._best_level_up(state, ups)
            if choice is not None:
                return choice
        special: list[Action] = []
        for a in legal:
            if a.kind != "use":
                continue
            ability = cards[a.card].ability_by_key[a.option]
            if ability.verb == "extra_buy" or (ability.verb == "draw" and not ability.destroy_self):
                return a, (reasons.use(state, a) if self.verbose and depth == 0 else f"use {cards[a.card].name}")
            special.append(a)
        if special and depth == 0:
            base = self._shopping_value(state)
            best: tuple[float, Action] | None = None
            for a in special:
                trial = after(state, a)
                value = self._shopping_value(trial) + self.ev.outcome(state, trial) - base
                if value > 0.1 and (best is None or value > best[0]):
                    best = (value, a)
            if best is not None:
                a = best[1]
                return a, f"use {cards[a.card].name} ({a.option})"
        buys = shortlist([a for a in legal if a.kind == "buy"], lambda a: cards[a.card])
        if buys:
            best_buy = max(buys, key=lambda a: (self.gain(cards[a.card].id, state), -a.card))
            value = self.gain(cards[best_buy.card].id, state)
            if value > 0.05:
                if self.verbose and depth == 0:
                    return best_buy, reasons.buy(self, state, best_buy, buys)
                return best_buy, f"buy {cards[best_buy.card].name}: the best use of {gold_available(state)} Gold"
        if ups:
            choice = self._best_level_up(state, ups)
            if choice is not None:
                return choice
        end = next((a for a in legal if a.kind == "end_turn"), None)
        if self.verbose and depth == 0:
            return (end or fallback(legal)), reasons.nothing_to_buy(self, state)
        return (end or fallback(legal)), "nothing more worth doing in the Village"

    def _shopping_value(self, state: ClassicState) -> float:
        """What the Gold and purchases left can still buy (best cards, greedily)."""
        gold = gold_available(state)
        buys = state.turn.buys_left
        value = 0.0
        taken: dict[str, int] = {}
        for _ in range(max(0, buys)):
            best = None
            offers = [(stack, state.cards[pile[-1 - taken.get(stack, 0)]]) for stack, pile in state.supply.items()
                      if stack != "disease" and len(pile) > taken.get(stack, 0)]
            for stack, card in shortlist([o for o in offers if o[1].cost <= gold], lambda o: o[1]):
                g = self.gain(card.id, state)
                if g > 0 and (best is None or g > best[0]):
                    best = (g, stack, card.cost)
            if best is None:
                break
            value += best[0]
            gold -= best[2]
            taken[best[1]] = taken.get(best[1], 0) + 1
        return value

    def _best_level_up(self, state: ClassicState, ups: list[Action]) -> tuple[Action, str] | None:
        cards = state.cards
        cat = state.catalogue
        best: tuple[float, Action] | None = None
        for a in ups:
            old, new = cards[a.card], cat[a.option]
            value = self.ev.swap(old, new) - self.ev.tuning.level_up_share * self.ev.xp_value * old.levelup_xp
            if value > 0 and (best is None or value > best[0]):
                best = (value, a)
        if best is None:
            return None
        a = best[1]
        if self.verbose:
            return a, reasons.level_up(state, a)
        return a, f"level up {cards[a.card].name} into {cat[a.option].name}"

    # ------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: ClassicState, depth: int) -> tuple[Action, str]:
        legal = legal_actions(state)
        cards = state.cards
        equips: list[Action] = []
        feeds: list[Action] = []
        costly: list[Action] = []
        attacks: list[Action] = []
        for a in legal:
            if a.kind == "use":
                verb = cards[a.card].ability_by_key[a.option].verb
                if verb in FREE_USES:
                    return a, (reasons.use(state, a) if self.verbose and depth == 0
                               else f"use {cards[a.card].name}: a free card")
                if verb in ("feed_strength", "goodberries"):
                    feeds.append(a)
                else:
                    costly.append(a)
            elif a.kind == "equip":
                equips.append(a)
            elif a.kind == "attack":
                attacks.append(a)
        now = self.prep_score(state)
        if equips:
            best = max(equips, key=lambda a: (self.prep_score(after(state, a)), a.card, -a.target))
            if self.verbose and depth == 0:
                return best, reasons.equip(state, best)
            return best, f"equip {cards[best.card].name} to {cards[best.target].name}"
        for a in feeds:
            trial = after(state, a)
            more = [e for e in legal_actions(trial) if e.kind == "equip"]
            score = max([self.prep_score(after(trial, e)) for e in more] + [self.prep_score(trial)])
            if score > now + 1e-6 or (not attacks and not equips):
                return a, f"feed {cards[a.target].name}"
        if not attacks:
            # 1st edition: the remaining cards must be used first; or no monster may be attacked at all.
            rest = [a for a in legal if a.kind in ("use", "equip")]
            if rest:
                return self._best_by_playout(state, rest, depth), "every card must be used before the attack"
            return fallback(legal), "no monster can be attacked: leave the Dungeon"
        if depth == 0 and costly:
            base, base_action = self._best_attack(state, attacks, depth)
            best_costly: tuple[float, Action] | None = None
            for a in costly:
                end = self.playout(after(state, a), depth + 1)
                value = self.value_of(state, end)
                if value > base + self.ev.tuning.costly_margin and (best_costly is None or value > best_costly[0]):
                    best_costly = (value, a)
            if best_costly is not None:
                a = best_costly[1]
                return a, f"use {cards[a.card].name} ({a.option}): it makes the battle worth more"
            return base_action, self._attack_reason(state, base_action, depth)
        _, choice = self._best_attack(state, attacks, depth)
        return choice, self._attack_reason(state, choice, depth)

    def _best_attack(self, state: ClassicState, attacks: list[Action], depth: int) -> tuple[float, Action]:
        best: tuple[float, Action] | None = None
        for a in attacks:
            end = finish_turn(after(state, a), self.decider(max(depth, 1) + 1))
            value = self.value_of(state, end)
            if best is None or value > best[0]:
                best = (value, a)
        assert best is not None
        return best

    def _attack_reason(self, state: ClassicState, action: Action, depth: int = 1) -> str:
        if self.verbose and depth == 0:
            return reasons.attack(state, action)
        bd = breakdown(state, action.rank)
        name = state.cards[state.hall[action.rank - 1]].name
        if bd.victory:
            return f"attack {name} in Rank {action.rank}: {bd.total} against Health {bd.health}, a victory"
        return f"attack {name} in Rank {action.rank}: {bd.total} against Health {bd.health}, the least bad battle"

    def prep_score(self, state: ClassicState) -> float:
        """How well the party is prepared: the best monster it beats now (value), plus a little for the Attack."""
        best = 0.0
        xp = self.ev.xp_value
        for _rank, monster, bd in hall_battles(state):
            score = 0.1 * min(1.0, bd.total / max(1, bd.health))
            if bd.victory:
                score += 1.0 + monster.vp + xp * monster.xp
            best = max(best, score)
        return best

    def _best_by_playout(self, state: ClassicState, options: list[Action], depth: int) -> Action:
        if depth > 0 or len(options) == 1:
            return options[0]
        best: tuple[float, Action] | None = None
        for a in options:
            value = self.value_of(state, self.playout(after(state, a), depth + 1))
            if best is None or value > best[0]:
                best = (value, a)
        assert best is not None
        return best[1]

    # ------------------------------------------------------------------------------------------ prompts
    def prompt(self, state: ClassicState, depth: int) -> tuple[Action, str]:
        name = state.pending.prompt
        options = list(state.pending.options)
        cards = state.cards
        ev = self.ev
        card_options = [a for a in options if a.card >= 0]
        named = {a.option: a for a in options if a.card < 0 and a.option and not a.rank}
        if name == "discard":
            return self._discard(state, card_options)
        if name == "destroy":
            if "skip" in named:   # Rest: destroy only a card the deck is better without
                card_options = keep_deck_floor(state, card_options)
                best = min(card_options, key=lambda a: (ev.loss(cards[a.card]), a.card), default=None)
                if best is None or ev.loss(cards[best.card]) >= -0.05:
                    return named["skip"], "every card is worth keeping"
                return best, f"destroy {cards[best.card].name}: the deck is better without it"
            if depth == 0 and len(card_options) > 1:
                return self._best_by_playout(state, card_options, depth), "destroy the card the battle misses least"
            best = min(card_options, key=lambda a: (ev.loss(cards[a.card]), a.card))
            return best, f"destroy {cards[best.card].name}"
        if name == "spoils":
            best = max(card_options, key=lambda a: (self.gain(cards[a.card].id, state), -a.card), default=None)
            if best is None or self.gain(cards[best.card].id, state) <= 0.05:
                return named.get("done") or fallback(options), "nothing worth taking"
            return best, f"spoils: take {cards[best.card].name}"
        if name == "sphinx":
            card_options = keep_deck_floor(state, card_options)
            best = min(card_options, key=lambda a: (ev.loss(cards[a.card]), a.card), default=None)
            if best is None or ev.loss(cards[best.card]) >= -0.05:
                return named.get("done") or fallback(options), "keep the rest"
            return best, f"destroy {cards[best.card].name}: the deck is better without it"
        if name in ("destroy_own", "reveal_destroy"):
            best = min(card_options, key=lambda a: (ev.loss(cards[a.card]), a.card))
            return best, f"destroy {cards[best.card].name}, the cheapest loss"
        if name == "battle_destroy":
            # It still fights this battle; afterwards it is gone: lose what the deck misses least.
            best = min(card_options, key=lambda a: (ev.loss(cards[a.card]), a.card))
            return best, f"lose {cards[best.card].name}, the cheapest loss"
        if name in ("haunt", "penalty", "capture", "borrow", "stow") or (depth > 0 and name in QUICK):
            return quick_prompt(state)
        if depth == 0:
            # Banish, the Elf Sorcerer's send-away and any prompt we have no rule for: try each option, play the turn
            # out and keep the best.
            return self._best_by_playout(state, options, depth), f"{name}: the option that plays out best"
        return fallback(options), f"{name}: the safe default"

    def _discard(self, state: ClassicState, options: list[Action]) -> tuple[Action, str]:
        """Keep the hand that is worth most: for a discard out of turn that is my next hand."""
        cards = state.cards
        seat = state.pending.seat
        hand = [cards[i] for i in state.players[seat].hand]
        mode = state.pending.detail("mode", "any")
        deck = self.ev.deck
        best: tuple[float, Action] | None = None
        for a in options:
            rest = list(hand)
            rest.remove(cards[a.card])
            if mode == "hero_or_two" and not cards[a.card].is_hero and rest:
                rest.remove(max(rest, key=lambda c: deck.hand_value(_without(rest, c))))
            value = deck.hand_value(rest)
            if best is None or value > best[0]:
                best = (value, a)
        assert best is not None
        return best[1], f"discard {cards[best[1].card].name}: the rest of the hand is worth more"


# A seat that thins its deck by choice (Rest, the Sphinx) keeps at least this many cards, Diseases apart. Below it a
# hand of six holds most of the deck, so every cheap card it could buy only dilutes it: the deck model then buys
# nothing and rests, turn after turn. Seen before this rule: a Hard seat destroyed its Militia, its Weapons and the
# monsters it had won down to 6 cards, rested 30 of its 44 turns and lost 3 VP to 55.
DECK_FLOOR = 10


def keep_deck_floor(state: ClassicState, options: list[Action]) -> list[Action]:
    """The cards a seat may destroy by choice without thinning its deck below DECK_FLOOR: Diseases always."""
    owned = len(state.players[state.pending.seat].owned())
    if owned > DECK_FLOOR:
        return options
    return [a for a in options if state.cards[a.card].is_disease]


def thinning_by_choice(state: ClassicState) -> bool:
    """A prompt that destroys the seat's own cards only if it wants to: Rest (it may skip) and the Sphinx."""
    p = state.pending
    if p.kind != "prompt":
        return False
    return p.prompt == "sphinx" or (p.prompt == "destroy" and any(a.option == "skip" for a in p.options))


# Purchases judged by the deck model: the best few by the static value table (the deck model costs a few
# milliseconds per card; a card far down the static table is never the best buy).
SHORTLIST = 7
T = TypeVar("T")


def shortlist(items: list[T], card_of: Callable[[T], Card]) -> list[T]:
    if len(items) <= SHORTLIST:
        return items
    ranked = sorted(items, key=lambda item: -buy_value(card_of(item)))
    return ranked[:SHORTLIST]


def _affordable(state: ClassicState, gold: int) -> list:
    cards = state.cards
    return [cards[pile[-1]] for stack, pile in state.supply.items()
            if pile and stack != "disease" and cards[pile[-1]].cost <= gold]


def _without(cards: list, card: object) -> list:
    out = list(cards)
    out.remove(card)
    return out
