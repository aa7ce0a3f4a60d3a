"""Deck-quality evaluation: what a deck is worth per turn, and what adding, removing or swapping a card changes.

A hand's worth (`hand_value`) combines the two things it could do:
- fight: the expected VP (plus XP at `xp_value`, minus what the battle destroys) of the best monster the hand beats,
  against a Hall of three monsters drawn from those still to come (`fight_value`);
- shop: the future worth of the best card its Gold buys (`gold_value`), itself judged by how much that card improves
  the deck's fighting over the next turns; weighted down as the game runs out.
A card's marginal worth uses the identity "a deck of N cards shows a given card in 6/N of its hands": sample five-card
partial hands once, then compare each hand completed with the card against the same hand completed with a random
card of the deck. Every option of a decision is judged on the same samples (common random numbers), so the comparison
between options is far less noisy than the values themselves.
"""

from __future__ import annotations

import math
import time
import zlib
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple, Sequence

from ...systems.classic.cards import Card
from .cardvalue import buy_value
from .handeval import HandFight, facts, monster_facts, profile
from .tuning import DEFAULT, Tuning

HAND = 6
# The Gold table only ranks cards by cost level: fewer samples do, and the best two cards of each cost.
GOLD_TABLE_SAMPLES = 8
GOLD_TABLE_PER_COST = 2
# Battle losses depend on the turns left up to this many (loss_scale and disease_cost saturate).
COST_TURNS = 13


class Context(NamedTuple):
    """What the deck model needs to know about the game (built from an Observation by `view`)."""

    pool: tuple[tuple[Card, float], ...]    # monsters still to come, with their share
    turns_left: float                       # the player's own turns left (estimate)
    xp_value: float                         # VP-equivalent of one XP
    buyable: tuple[Card, ...]               # top cards of the Village stacks
    edition: str
    monsters: tuple[Card, ...] = ()         # every kind of monster of the game (default: those of the pool)


def worth_parts(card: Card) -> tuple[float, float]:
    """A rough static worth of owning a card, for battle losses in imagined fights (VP-equivalents), as (the part
    that fades as the game runs out - times loss_scale(turns left) -, the card's VP)."""
    if card.is_disease:
        return -0.6, 0.0
    if card.is_militia:
        return -0.15, 0.0
    if card.is_hero:
        return 0.6 + 0.3 * card.level, card.vp
    if card.is_monster:
        return 0.05 * card.gold, card.vp
    return 0.2 + 0.07 * card.cost, card.vp


def loss_scale(turns_left: float) -> float:
    return min(1.0, turns_left / 12.0)


def disease_cost(turns_left: float) -> float:
    """What gaining a Disease costs: the hands it spoils over the turns left."""
    return min(1.5, 0.12 * turns_left)


# What a battle takes from a hand, kept apart from the turns left so that it stays cached as the game runs out:
# (fading, fixed, diseases) costs fading * loss_scale(t) + fixed + diseases * disease_cost(t). Plain tuples of numbers,
# which the garbage collector stops tracking: the cache holds hundreds of thousands.
Loss = tuple[float, float, int]


@lru_cache(maxsize=8)
def soft_table(softness: float) -> dict[int, float]:
    """The chance an imagined hand stands for a victory, by (total - Health): a soft step. The imagined hand stands
    for many real ones (a drawn card, a Trophy, a better Hall), so a hand just short of a monster still counts a
    little - which also lets one more card show its worth."""
    return {gap: 1.0 / (1.0 + math.exp(-(gap + 0.5) / softness)) for gap in range(-8, 7)}


Outcome = tuple[float, int, float]   # (value of the victory, rank index, chance of it times the monster's share)
Chance = tuple[float, float, int, int, float, int]   # (Loss..., rank index, chance of victory, monster index)
# A hand's chances against the monster groups of a bit mask (bit g: group g of `_by_profile`). Groups whose monsters
# have all left the pool are skipped; they never come back in practice, and if one does its hands are judged again.
Chances = tuple[int, tuple[Chance, ...]]


class ModelCache:
    """Hand outcomes and Gold tables that stay valid while the game context does; an agent keeps one for the whole
    game so that the hands and decks it judged on one decision cost nothing on the next.

    A hand's outcomes (which monster it beats in which rank, how surely, for what) do not depend on how many of each
    monster are left, only on which kinds are; so they survive the Hall moving on. Shares are applied afresh.
    """

    LIMIT = 300_000

    def __init__(self) -> None:
        self.outcomes: dict[tuple[object, ...], dict[tuple[int, ...], Chances]] = {}
        self.tables: dict[tuple[object, ...], list[float]] = {}
        self.marginals: dict[tuple[object, ...], dict[tuple[object, ...], float]] = {}
        self.fights: dict[tuple[object, ...], dict[tuple[int, ...], float]] = {}
        self.size = 0

    def outcomes_for(self, key: tuple[object, ...]) -> dict[tuple[int, ...], Chances]:
        if self.size > self.LIMIT:
            self.outcomes.clear()
            self.tables.clear()
            self.marginals.clear()
            self.fights.clear()
            self.size = 0
        found = self.outcomes.get(key)
        if found is None:
            found = self.outcomes[key] = {}
        return found

    def fights_for(self, key: tuple[object, ...]) -> dict[tuple[int, ...], float]:
        """Hands' fight values in one valuation context (the shares, the XP value, the turns left): the decisions of
        one turn share it, so only the first of them values each hand."""
        found = self.fights.get(key)
        if found is None:
            if len(self.fights) >= 2:   # the context changes every turn: older ones never come back
                self.fights.pop(next(iter(self.fights)))
            found = self.fights[key] = {}
        return found

    def marginals_for(self, key: tuple[object, ...]) -> dict[tuple[object, ...], float]:
        found = self.marginals.get(key)
        if found is None:
            if len(self.marginals) > 64:
                self.marginals.clear()
            found = self.marginals[key] = {}
        return found


class DeckModel:
    """Values hands and card changes for one deck in one game context. Create one per decision (cheap)."""

    def __init__(self, ctx: Context, deck: Sequence[Card], seed: int, samples: int = 16,
                 cache: ModelCache | None = None, tuning: Tuning = DEFAULT) -> None:
        self.ctx = ctx
        self.tuning = tuning
        self._soft = soft_table(tuning.softness)
        self.deck = list(deck)
        self.cache = cache if cache is not None else ModelCache()
        self._hand_cache: dict[tuple[int, ...], float] = {}
        self._dist = _monsters(ctx)
        self._shares = [share for _, share, _ in self._dist]
        self._bases = [base for _, _, base in self._dist]
        self._groups = _by_profile(self._dist)
        self._live = sum(1 << g for g, (_, members) in enumerate(self._groups)
                         if any(self._shares[index] for index, *_ in members))
        kinds = tuple(id(m) for m, _, _ in self._dist)
        # Battle losses are cached apart from the turns left (Loss); these turn them into VP-equivalents.
        cost_turns = float(min(round(ctx.turns_left), COST_TURNS))
        self._loss_scale = loss_scale(cost_turns)
        self._disease_cost = disease_cost(cost_turns)
        self._outcome_cache = self.cache.outcomes_for((kinds, ctx.edition, tuning))
        shares = tuple(round(x, 4) for x in self._shares)
        self._fight_cache = self.cache.fights_for((kinds, tuple(self._shares), tuple(self._bases), cost_turns,
                                                   ctx.edition, tuning))
        self._gold_key = (kinds, shares, ctx.turns_left, ctx.xp_value, ctx.edition, tuning, _key(self.deck),
                          tuple(id(c) for c in ctx.buyable))
        self._gold_table: list[float] | None = self.cache.tables.get(self._gold_key)
        self._marginals = self.cache.marginals_for(self._gold_key + (samples, seed))
        self.samples = _stable_samples(self.deck, seed, samples)
        n = len(self.deck)
        self.avg_gold = sum(c.gold for c in self.deck) / max(1, n)
        self.shop_weight = tuning.shop_weight * min(1.0, max(0.2, ctx.turns_left / tuning.shop_fade))

    # ------------------------------------------------------------------------------------------ one hand
    def fight_value(self, hand: Sequence[Card]) -> float:
        key = _key(hand)
        found = self._fight_cache.get(key)
        if found is None:
            cached = self._outcome_cache.get(key)
            if cached is None or self._live & ~cached[0]:
                cached = self._judge(key, hand)
            found = self._fight_cache[key] = self._fight(cached[1])
        return found

    def _judge(self, key: tuple[int, ...], hand: Sequence[Card]) -> Chances:
        live = self._live
        # In a fixed order: the greedy arming breaks ties by position; the cache holds the hand, not its order.
        cached = self._outcome_cache[key] = (live, self._chances(HandFight(sorted(hand, key=_card_id)), live))
        self.cache.size += 1
        return cached

    def judge_ahead(self, cards: Sequence[Card], limit: int, until: float = math.inf) -> int:
        """Judge now the hands this deck will be judged on with each of `cards` (the most important first), at most
        `limit` new ones and none after `until` (a time.perf_counter() value); returns how many. What a hand beats
        does not depend on the turn, so the decisions of the next turn find them cached: the work of a changed deck
        moves to the decision that changed it."""
        judged = 0
        for card in (None, *cards):
            for base, extra in self.samples:
                hand = base + [card or extra]
                key = _key(hand)
                cached = self._outcome_cache.get(key)
                if cached is None or self._live & ~cached[0]:
                    if judged >= limit or time.perf_counter() >= until:
                        return judged
                    self._judge(key, hand)
                    judged += 1
        return judged

    def _chances(self, hf: HandFight, groups: int) -> tuple[Chance, ...]:
        """Every (monster, rank) the hand may beat: its (soft) chance and what the battle costs the hand. Free of the
        XP value and of the turns left, which change every turn late in the game, so these stay cached."""
        chances: list[Chance] = []
        soft = self._soft
        costs: dict[int, Loss] = {}
        for g, (rep, members) in enumerate(self._groups):
            if not groups >> g & 1:
                continue
            if hf.versus_matters:   # a Weapon that cares about the monster's class: one estimate per kind
                per_member = [(hf.ranks3(member[1]), [member]) for member in members]
            else:
                per_member = [(hf.ranks3(rep), members)]
            for estimates, group in per_member:
                for rank, (total, magic, _points, can_attack) in enumerate(estimates):
                    if not can_attack:
                        continue
                    for index, monster, health, needs_magic, battle in group:
                        gap = total - health
                        if gap < -5 or (needs_magic and magic < 1):
                            continue
                        p = 1.0 if gap >= 6 else soft[gap]
                        if battle:
                            loss = costs.get(index)
                            if loss is None:
                                loss = costs[index] = self._battle_loss(hf, monster)
                            chances.append((*loss, rank, p, index))
                        else:
                            chances.append((0.0, 0.0, 0, rank, p, index))
        return tuple(chances)

    def _fight(self, chances: tuple[Chance, ...]) -> float:
        """E[max over the three ranks of the value of the victory there], ranks drawn independently from the pool; a
        victory is worth its VP and XP less its battle losses.

        Sweeping the victories from the most valuable down, the chance that the best victory is worth exactly v is how
        much "no victory worth more than v yet" drops when v is added.
        """
        bases, shares = self._bases, self._shares
        scale, per_disease = self._loss_scale, self._disease_cost
        outcomes: list[Outcome] = []
        for fading, fixed, diseases, rank, p, index in chances:
            share = shares[index]
            if not share:
                continue
            value = bases[index] - (fading * scale + fixed + diseases * per_disease)
            if value > 0:
                outcomes.append((value, rank, share * p))
        outcomes.sort(key=itemgetter(0), reverse=True)   # stable: equal values keep their order
        above = [0.0, 0.0, 0.0]     # per rank: chance of a victory worth more than the current value
        none_above = 1.0
        expected = 0.0
        for value, rank, chance in outcomes:
            above[rank] += chance
            now = (1.0 - above[0]) * (1.0 - above[1]) * (1.0 - above[2])
            expected += value * (none_above - now)
            none_above = now
        return expected

    def _battle_loss(self, hf: HandFight, monster: Card) -> Loss:
        """What the monster's Battle effects take from this hand (a Militia lost is a small gain). Where the player
        picks the card to lose, it is the one worth least while the game is young."""
        fading = fixed = 0.0
        diseases = 0
        lost: list[Card] = []
        cards = hf.cards
        penalty = monster_facts(monster).strength_penalty
        for e in monster.battle:
            v = e.verb
            if v == "gain_disease":
                diseases += e.cards
            elif v == "destroy_one":
                pool = [c for c in cards if c.is_a(e.what)]
                if pool:
                    lost.append(_least_worth(pool))
            elif v == "destroy_all":
                lost.extend(c for c in cards if any(c.is_a(w) for w in e.what))
            elif v == "destroy_strongest_hero":
                heroes = [c for c in cards if c.is_hero]
                if heroes:
                    top = max(h.strength for h in heroes)
                    lost.append(_least_worth([h for h in heroes if h.strength == top]))
            elif v == "destroy_hero_unless_weapon":
                if not hf.weapons:
                    heroes = [c for c in cards if c.is_hero]
                    if heroes:
                        lost.append(_least_worth(heroes))
            elif v == "destroy_heroes_without_strength":
                lost.extend(h for h in hf.heroes if h.strength + hf.aura_strength - penalty <= 0)
        if self.ctx.edition == "2nd" and penalty:
            lost.extend(h for h in hf.heroes if h.strength + hf.aura_strength - penalty <= 0)
        for card in lost:
            a, b = worth_parts(card)
            fading += a
            fixed += b
        return fading, fixed, diseases

    def gold_value(self, gold: float) -> float:
        """The future worth of what `gold` buys (the best single card)."""
        table = self._gold_table
        if table is None:
            table = self._gold_table = self._build_gold_table()
        if table is not None and self._gold_key not in self.cache.tables:
            self.cache.tables[self._gold_key] = table
        g = int(gold)
        if g < 0:
            return 0.0
        return table[min(g, len(table) - 1)]

    def _build_gold_table(self) -> list[float]:
        """Gold -> the worth of the best card it buys. A card's worth is its gain in fighting per turn over the turns
        it will matter: a share of the turns (the deck also shops) within a horizon (more cards soon crowd it out)."""
        gains: list[tuple[int, float]] = []
        t = self.tuning
        horizon = t.shop_share * min(t.shop_horizon, max(0.0, self.ctx.turns_left - 1.0))
        seen: set[int] = set()
        offers = []
        for card in self.ctx.buyable:
            if id(card) not in seen:
                seen.add(id(card))
                offers.append(card)
        # The best few of each cost by the static table: the table only needs the best buy at each Gold.
        offers.sort(key=lambda c: -buy_value(c))
        per_cost: dict[int, int] = {}
        for card in offers:
            per_cost[card.cost] = per_cost.get(card.cost, 0) + 1
            if per_cost[card.cost] > GOLD_TABLE_PER_COST:
                continue
            gain = self._compare(card, None, True, GOLD_TABLE_SAMPLES) * HAND / (len(self.deck) + 1) * horizon \
                if self.samples else self.marginal_add(card, fight_only=True) * horizon
            if gain > 0:
                gains.append((card.cost, gain))
        top = max((c for c, _ in gains), default=0) + 1
        steps = [max((v for c, v in gains if c <= g), default=0.0) for g in range(top + 1)]
        # Smooth over a Gold either way: a hand's Gold is not quite what it spends (draws, Village effects).
        return [0.25 * steps[max(0, g - 1)] + 0.5 * steps[g] + 0.25 * steps[min(top, g + 1)] for g in range(top + 1)]

    def village_gold(self, hand: Sequence[Card]) -> float:
        gold = 0.0
        for c in hand:
            f = facts(c)
            gold += c.gold + f.village_gold * 0.5 + f.village_draws * self.avg_gold
        return gold

    def hand_value(self, hand: Sequence[Card], fight_only: bool = False) -> float:
        """Fighting plus, at the shopping weight, what the hand's Gold buys. Added rather than the better of the two:
        every card is judged by both of its uses, and the shopping weight falls as the game runs out."""
        if fight_only:
            return self.fight_value(hand)
        key = _key(hand)
        found = self._hand_cache.get(key)
        if found is None:
            found = self._hand_cache[key] = (self.fight_value(hand)
                                             + self.shop_weight * self.gold_value(self.village_gold(hand)))
        return found

    # ------------------------------------------------------------------------------------------ the deck
    def per_turn(self, fight_only: bool = False) -> float:
        """The deck's expected worth per turn."""
        if not self.samples:
            return self.hand_value(self.deck[:HAND], fight_only)
        return sum(self.hand_value(base + [extra], fight_only) for base, extra in self.samples) / len(self.samples)

    def _compare(self, a: Card | None, b: Card | None, fight_only: bool, limit: int | None = None) -> float:
        """Mean over the samples of value(partial hand + a) - value(partial hand + b); None = the sample's own card."""
        samples = self.samples[:limit] if limit else self.samples
        if not samples:
            return 0.0
        total = 0.0
        for base, extra in samples:
            total += (self.hand_value(base + [a or extra], fight_only)
                      - self.hand_value(base + [b or extra], fight_only))
        return total / len(samples)

    def marginal_add(self, card: Card, fight_only: bool = False) -> float:
        """Per-turn change of gaining `card`."""
        key = ("add", card.id, fight_only)
        found = self._marginals.get(key)
        if found is None:
            n = len(self.deck)
            if n + 1 <= HAND:
                found = self.hand_value(self.deck + [card], fight_only) - self.hand_value(self.deck, fight_only)
            else:
                found = HAND / (n + 1) * self._compare(card, None, fight_only)
            self._marginals[key] = found
        return found

    def marginal_remove(self, card: Card) -> float:
        """Per-turn change of losing one `card` (positive when the deck is better without it).

        With Tuning.removal_fight_only, judged on fighting alone: Gold only ever pays through the fights the bought
        cards win, and a deck thinned for Gold density (its Heroes destroyed, its monsters' Gold kept) scores nothing.
        """
        fight_only = self.tuning.removal_fight_only
        key = ("remove", card.id)
        found = self._marginals.get(key)
        if found is None:
            n = len(self.deck)
            if n <= HAND:
                rest = list(self.deck)
                if card in rest:
                    rest.remove(card)
                found = self.hand_value(rest, fight_only) - self.hand_value(self.deck, fight_only)
            else:
                found = -HAND / n * self._compare(card, None, fight_only)
            self._marginals[key] = found
        return found

    def marginal_swap(self, old: Card, new: Card) -> float:
        key = ("swap", old.id, new.id)
        found = self._marginals.get(key)
        if found is None:
            n = max(len(self.deck), HAND)
            if not self.samples:
                found = self.marginal_add(new) + self.marginal_remove(old)
            else:
                found = HAND / n * self._compare(new, old, False)
            self._marginals[key] = found
        return found

    def change(self, added: Sequence[Card], removed: Sequence[Card]) -> float:
        """Worth over the rest of the game of gaining `added` and losing `removed` (marginals taken as additive)."""
        per_turn = sum(self.marginal_add(c) for c in added) + sum(self.marginal_remove(c) for c in removed)
        return per_turn * self.ctx.turns_left


def _least_worth(cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: sum(worth_parts(c)))


def _card_id(card: Card) -> str:
    return card.id


def _key(hand: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(map(id, hand)))


def _stable_samples(deck: list[Card], seed: int, count: int) -> list[tuple[list[Card], Card]]:
    """Partial hands of five plus one more card, drawn so that they survive small changes of the deck.

    Each copy of a card (its id and which copy it is) gets a fixed random priority per sample; a sample's hand is
    the six copies with the lowest priorities. Gaining or losing a card changes a sample only when that card is
    among its six, so most hands judged last turn come back - and their values come from the cache. Priorities come
    from crc32 of text, never from memory addresses or Python's hash, so samples are the same on every run.
    """
    if len(deck) < HAND:
        return []
    copies: dict[str, int] = {}
    keyed = []
    for card in deck:
        k = copies.get(card.id, 0)
        copies[card.id] = k + 1
        keyed.append((f"{card.id}#{k}", card))
    samples = []
    for sample in range(count):
        prefix = f"{seed}:{sample}:"
        ranked = sorted(keyed, key=lambda e: zlib.crc32((prefix + e[0]).encode()))
        six = [card for _, card in ranked[:HAND]]
        samples.append((six[:HAND - 1], six[HAND - 1]))
    return samples


Member = tuple[int, Card, int, bool, bool]   # (monster index, monster, Health, needs Magic Attack, has Battle effects)


def _by_profile(dist: list[tuple[Card, float, float]]) -> list[tuple[Card, list[Member]]]:
    """Monsters grouped by what the battle arithmetic depends on (all but Health): one estimate per group."""
    groups: dict[tuple[object, ...], tuple[Card, list[Member]]] = {}
    for index, (monster, _share, _base) in enumerate(dist):
        entry = groups.setdefault(profile(monster), (monster, []))
        entry[1].append((index, monster, monster.health, monster.magic_required, bool(monster.battle)))
    return list(groups.values())


def _monsters(ctx: Context) -> list[tuple[Card, float, float]]:
    """(monster, share, value of beating it before battle losses) for every kind of the game, in card-id order: a kind
    no longer in the pool has share 0, so hand outcomes cached earlier still line up."""
    shares = {m.id: share for m, share in ctx.pool}
    kinds = {m.id: m for m in ctx.monsters} if ctx.monsters else {}
    for m, _ in ctx.pool:
        kinds.setdefault(m.id, m)
    out = [(m, shares.get(cid, 0.0), m.vp + ctx.xp_value * m.xp) for cid, m in sorted(kinds.items())]
    return out
