"""Judging outcomes for one seat: the deck model plus the VP race and the end of the game.

An `Evaluator` is built from the seat's Observation once per decision. `outcome(before, after)` compares two
GameStates (determinized, never the real game) and returns the change in VP-equivalents: VP gained, XP at its worth,
cards gained and lost through the deck model, and - when the game is over or the Thunderstone is about to be taken -
a large term for winning or losing.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Sequence

from ...systems.classic.cards import Card
from ...systems.classic.observe import Observation
from ...systems.classic.rules.scoring import winners
from ...systems.classic.state import ClassicState
from . import view
from .cardvalue import buy_value
from .deckmodel import Context, DeckModel, ModelCache
from .simulate import stone_rank
from .tuning import DEFAULT, Tuning

# VP-equivalent of winning the game against losing it: large enough that no card or monster outweighs the result,
# small enough that the margin still separates two winning lines.
WIN = 40.0
# How likely the next player beats the monster in Rank 1 when that would hand them the Thunderstone.
OPPONENT_TAKES = 0.55


def xp_value(turns_left: float, tuning: Tuning = DEFAULT) -> float:
    """An XP is worth a share of the level-up it pays for, less as the game runs out."""
    return tuning.xp_value * min(1.0, turns_left / tuning.xp_full_turns)


class Evaluator:
    def __init__(self, obs: Observation, seed: int, samples: int = 16, cache: ModelCache | None = None,
                 tuning: Tuning = DEFAULT, stuck_rounds: float = 0.0) -> None:
        """`stuck_rounds`: how long the seat has seen the Hall stuck (stall.HallWatch.stuck_rounds), 0 if it moves."""
        self.obs = obs
        self.tuning = tuning
        self.me = obs.viewer
        self.cards = view.cards(obs)
        # The estimate of the game's length assumes monsters keep leaving the Hall. A Hall that has not moved for
        # rounds will probably stay stuck about as long again, so the game lasts at least that much longer: with the
        # Thunderstone in Rank 2 behind Blink Dogs nobody has the Light for, two seats that believed the game was
        # ending next turn saw no worth in a Torch and shopped for nothing until the 400-turn cap.
        # Rounded so that hand values cached on one decision stay valid on the next ones (ModelCache).
        self.turns_left = round(max(view.turns_left(obs), stuck_rounds) * 2) / 2
        self.xp_value = xp_value(self.turns_left, tuning)
        cat = view.catalogue(obs)
        buyable = tuple(cat[obs.card_ids[pile[-1]]] for stack, pile in obs.supply if pile and stack != "disease")
        ctx = Context(tuple(view.monster_pool(obs)), self.turns_left, self.xp_value, buyable, obs.edition,
                      view.game_monsters(obs))
        self.deck = DeckModel(ctx, view.owned_cards(obs, self.me), seed, samples, cache, tuning)
        self.vps = view.vp_all(obs)
        self._model_args = (ctx, seed, samples, cache, tuning)

    def judge_ahead(self, deck: Sequence[Card], limit: int, until: float = math.inf) -> int:
        """Judge now the hands that `deck` (what the seat will own after its move) will be judged on next turn: with
        the cards on sale, the monsters in the Hall and its own cards. Returns the new hands judged (at most limit,
        none after the time.perf_counter() value `until`)."""
        ctx, seed, samples, cache, tuning = self._model_args
        if cache is None:
            return 0
        hall = [self.cards[i] for i in self.obs.hall if i >= 0 and self.cards[i].is_monster]
        on_sale = sorted({c.id: c for c in ctx.buyable}.values(), key=lambda c: (-buy_value(c), c.id))
        own = sorted({c.id: c for c in deck}.values(), key=lambda c: c.id)
        return DeckModel(ctx, deck, seed, samples, cache, tuning).judge_ahead([*on_sale, *hall, *own], limit, until)

    # ------------------------------------------------------------------------------------------ cards
    @property
    def horizon(self) -> float:
        """Turns over which a change of the deck pays, discounted to VP actually scored (Tuning.deck_scale)."""
        return min(self.turns_left, self.tuning.horizon_cap) * self.tuning.deck_scale

    def gain(self, card: Card) -> float:
        """Worth over the rest of the game of gaining a card (VP included)."""
        return card.vp + self.deck.marginal_add(card) * self.horizon

    def loss(self, card: Card) -> float:
        """Worth of losing a card: negative when the deck is better without it."""
        return card.vp - self.deck.marginal_remove(card) * self.horizon

    def swap(self, old: Card, new: Card) -> float:
        return new.vp - old.vp + self.deck.marginal_swap(old, new) * self.horizon

    # ------------------------------------------------------------------------------------------ outcomes
    def outcome(self, before: ClassicState, after: ClassicState) -> float:
        return self.gains(before, after) + self.race(after)

    def gains(self, before: ClassicState, after: ClassicState) -> float:
        """`outcome` without the end-of-game terms: what the seat's cards, VP and XP gained."""
        me = self.me
        b = Counter(before.cards[i].id for i in before.players[me].owned())
        a = Counter(after.cards[i].id for i in after.players[me].owned())
        cat = after.catalogue
        added = [cat[cid] for cid, n in (a - b).items() for _ in range(n)]
        removed = [cat[cid] for cid, n in (b - a).items() for _ in range(n)]
        return self.cards_change(added, removed) + self.xp_change(after.players[me].xp - before.players[me].xp)

    def xp_change(self, delta: int) -> float:
        """XP won is worth `xp_value` each; XP spent on a level-up at Tuning.xp_spend_share of that."""
        if delta >= 0:
            return self.xp_value * delta
        return self.tuning.xp_spend_share * self.xp_value * delta

    def cards_change(self, added: Sequence[Card], removed: Sequence[Card]) -> float:
        vp = sum(c.vp for c in added) - sum(c.vp for c in removed)
        dilution = self.tuning.monster_dilution
        per_turn = sum(self.deck.marginal_add(c) * (dilution if c.is_monster else 1.0) for c in added)
        per_turn += sum(self.deck.marginal_remove(c) for c in removed)
        return vp + per_turn * self.horizon

    def race(self, state: ClassicState) -> float:
        """The end of the game: who wins if it is over, and the risk or hope of the Thunderstone in Rank 2."""
        me = self.me
        if state.result is not None:
            return terminal_value(state.result.winners, me) + 0.5 * margin(list(state.result.scores), me)
        return stone_risk(state, me)


def terminal_value(winners: Sequence[int], me: int) -> float:
    if me not in winners:
        return -WIN
    return WIN if len(winners) == 1 else WIN * 0.25


def margin(scores: list[int], me: int) -> float:
    others = [s for i, s in enumerate(scores) if i != me]
    return scores[me] - max(others, default=0)


def scores_now(state: ClassicState) -> list[int]:
    return [sum(state.cards[i].vp for i in p.owned()) for p in state.players]


def stone_risk(state: ClassicState, me: int) -> float:
    """With the Thunderstone in Rank 2 the next player may end the game: attacking Rank 1 ends it, won or lost (a
    victory also gives them the Thunderstone). They will if it makes them win. Returns the expected result for `me`
    weighted by how likely that is - `me` may be the next player: Hard's rollouts end as its next turn begins, and a
    seat that leads there ends the game and wins -; 0 when the Thunderstone is elsewhere."""
    hall = state.hall
    if stone_rank(state) != 2 or state.pending.kind == "game_over":
        return 0.0
    nxt = state.active if state.pending.kind == "turn" else (state.active + 1) % state.seats
    scores = scores_now(state)
    first = state.cards[hall[0]] if hall[0] >= 0 else None
    # If they beat Rank 1: +3 (Thunderstone) + its VP; if they lose to it: the game ends on the scores as they are.
    won = list(scores)
    won[nxt] += 3 + (first.vp if first is not None and first.is_monster else 0)
    take = OPPONENT_TAKES if first is not None and first.is_monster else 0.0
    if nxt in winners(scores, -1):
        # Leading already: they attack Rank 1 whatever their hand, and win or lose the game is theirs.
        expected = take * terminal_value(winners(won, nxt), me) + (1 - take) * terminal_value(
            winners(scores, -1), me)
    elif nxt in winners(won, nxt):
        # Behind, but the Thunderstone would put them ahead: they try when their hand beats Rank 1.
        expected = take * terminal_value(winners(won, nxt), me)
    else:
        expected = 0.0
    return expected * 0.8


def stone_behind_rank_1(state: ClassicState) -> bool:
    """The Thunderstone in Rank 2 behind a monster: whoever attacks Rank 1 next ends the game, won or lost."""
    return stone_rank(state) == 2 and state.hall[0] >= 0 and state.cards[state.hall[0]].is_monster


def ending_wins(state: ClassicState, seat: int, victory: bool) -> bool:
    """With the Thunderstone behind Rank 1: does `seat` win alone by attacking Rank 1 now (a victory adds the
    monster's VP and the Thunderstone's 3)?"""
    scores = scores_now(state)
    if not victory:
        return winners(scores, -1) == (seat,)
    scores[seat] += 3 + state.cards[state.hall[0]].vp
    return winners(scores, seat) == (seat,)
