"""Information-set Monte-Carlo tree search (single observer, determinized), in the style of Cowling, Powley and
Whitehouse's SO-ISMCTS, with paired deals at the root.

Every deal comes from `engine.determinize`: the searching seat's own hand and everything public are exact, the hidden
cards are dealt at random. Each deal is played once from every candidate action at the root (common random numbers:
the root actions are compared on the same hidden cards, which removes most of the noise of a card game). Below the
root, the searcher's own later decisions of this turn form a tree: the actions legal in this deal are chosen by UCB1
with availability counts (a draw can change what is legal), one node is added per playout, and the playout goes on
with a rollout policy - the rest of the turn, the other players' turns, the searcher's next turn - and is scored by an
evaluation function. Decisions of other seats, and the searcher's own once the turn is over, stay outside the tree:
without seeing the hidden cards the searcher could not tell those situations apart anyway.

With `own_tree=False` there is no tree below the root: each root action is followed by the rollout policy at once,
so a root action's mean is the value of the line the policy would play after it. With a tree and few deals, UCB tries
every untried child once before it exploits any, and those tries pull the mean of a root action with many follow-ups
(the Village: every card on sale) far below its best line.

The budget is time and/or playouts; with playouts only, a search is a pure function of its seed.

Nothing here knows a game: the deals come from the observation's game (`engine.determinize`), the moves from
`engine.legal_actions` and `engine.apply`, and what the game gives - the candidates, the rollout policy, the
evaluation, the horizon - comes in as arguments (search.py builds them from a game's `GameAI`).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Sequence, TypeVar, cast

from ..engine import determinize
from ..engine.actions import Action
from ..engine.game import apply, legal_actions
from ..engine.state import GameState
from .playout import safe_choice

S = TypeVar("S", bound=GameState)
Policy = Callable[[S], Action]
Evaluate = Callable[[S, S], float]   # (the deal as dealt, the end of the playout) -> value, for the searching seat

# A time budget starts no deal that would not end in time if it took this many times the longest deal so far.
NEXT_DEAL_SLACK = 1.5


class Node:
    __slots__ = ("visits", "total", "available", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[Action, Node] = {}

    def child(self, action: Action) -> Node:
        found = self.children.get(action)
        if found is None:
            found = self.children[action] = Node()
        return found

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(eq=False)
class Search(Generic[S]):
    """The root candidates' playouts from one observation. `horizon_turns`: a playout stops when that many turns have
    begun after the current one (1: at the end of this turn), or when the game ends."""

    obs: Any
    candidates: Sequence[Action]
    rollout: Policy[S]
    evaluate: Evaluate[S]
    rng: random.Random
    horizon_turns: int = field(kw_only=True)
    exploration: float = field(default=3.0, kw_only=True)
    own_tree: bool = field(default=True, kw_only=True)
    playouts: int = field(default=0, init=False)

    def __post_init__(self) -> None:
        self.me = self.obs.viewer
        self.candidates: list[Action] = list(self.candidates)
        self.roots = {a: Node() for a in self.candidates}
        self.values: dict[Action, list[float]] = {a: [] for a in self.candidates}

    def run(self, seconds: float | None, playouts: int | None, clock: Callable[[], float] | None = None) -> None:
        """Deal after deal, one playout per candidate, until the budget is spent (at least one whole deal). With a
        time budget no deal starts that would not end in time, judged by the longest deal so far: near the end of
        the game a deal can take 30 ms and more (the other seats' turns are played out in full), and one started
        just before the deadline overran the 1.5 s decision by 14 ms. Deals differ in length (a playout may end the
        game or run five own turns), so the next one is allowed half again the longest: with only the longest, an
        80-game arena at the default on both cores measured one decision at 1532 ms."""
        clock = clock or time.perf_counter     # `clock`: the agent's (`Budget.clock`); read at each call
        deadline = clock() + seconds if seconds is not None else None
        longest = 0.0
        while True:
            started = clock()
            self.deal()
            now = clock()
            longest = max(longest, now - started)
            if playouts is not None and self.playouts >= playouts:
                break
            if deadline is not None and now + NEXT_DEAL_SLACK * longest >= deadline:
                break
            if playouts is None and deadline is None:
                break

    def deal(self) -> None:
        dealt = cast(S, determinize(self.obs, self.rng.getrandbits(62)))
        for action in self.candidates:
            state = dealt.clone()
            value = self.playout(state, action)
            self.values[action].append(value)
            self.playouts += 1

    def playout(self, state: S, first: Action) -> float:
        start = state.clone()
        turn = state.turn_number
        stop = turn + self.horizon_turns
        node = self.roots[first]
        path = [node]
        apply(state, first)
        steps = 0
        expanded = node.visits == 0 or not self.own_tree
        while state.result is None and not expanded and steps < 400:
            steps += 1
            if state.pending.seat != self.me or state.turn_number != turn:
                break
            legal = legal_actions(state)
            if len(legal) == 1:
                apply(state, legal[0])
                continue
            for a in legal:
                node.child(a).available += 1
            action = self._select(node, legal, state)
            child = node.child(action)
            expanded = child.visits == 0
            apply(state, action)
            node = child
            path.append(node)
        while state.result is None and state.turn_number < stop and steps < 3000:
            steps += 1
            apply(state, safe_choice(state, self.rollout(state)))
        value = self.evaluate(start, state)
        for n in path:
            n.visits += 1
            n.total += value
        return value

    def _select(self, node: Node, legal: list[Action], state: S) -> Action:
        untried = [a for a in legal if node.child(a).visits == 0]
        if untried:
            # The rollout policy's own choice first: with few playouts the search then agrees with the heuristic.
            preferred = self.rollout(state)
            return preferred if preferred in untried else untried[0]
        c = self.exploration
        best: tuple[float, Action] | None = None
        for a in legal:
            ch = node.children[a]
            score = ch.mean + c * math.sqrt(math.log(max(ch.available, 1)) / ch.visits)
            if best is None or score > best[0]:
                best = (score, a)
        assert best is not None
        return best[1]

    # ------------------------------------------------------------------------------------------ results
    def mean(self, action: Action) -> float:
        values = self.values[action]
        return sum(values) / len(values) if values else 0.0

    def paired(self, action: Action, baseline: Action) -> tuple[float, float]:
        """Mean and standard error of value(action) - value(baseline) over the deals both were played on."""
        diffs = [a - b for a, b in zip(self.values[action], self.values[baseline])]
        n = len(diffs)
        if n == 0:
            return 0.0, math.inf
        mean = sum(diffs) / n
        if n == 1:
            return mean, math.inf
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(var / n)

    def best(self, baseline: Action, edge: float, significance: float, min_deals: int = 0) -> tuple[Action, float]:
        """`baseline` (the heuristic's choice) unless another candidate plays out better on the same deals, by more
        than `edge` and by `significance` standard errors of the difference, on `min_deals` deals at least: the one
        that gains most, and its gain."""
        best, best_gain = baseline, 0.0
        for action in self.candidates:
            if action == baseline or min(len(self.values[action]), len(self.values[baseline])) < min_deals:
                continue
            gain, error = self.paired(action, baseline)
            if gain > edge and gain > significance * error and gain > best_gain:
                best, best_gain = action, gain
        return best, best_gain

    def statistics(self) -> list[tuple[Action, int, float]]:
        """(action, playouts, mean value) of every root candidate, best mean first."""
        rows = [(a, len(v), self.mean(a)) for a, v in self.values.items() if v]
        rows.sort(key=lambda r: -r[2])
        return rows


def turns_to_own_turn(state: GameState, seat: int) -> int:
    """Turns to play out until `seat`'s next turn begins (the others have answered its move): a horizon."""
    return (seat - state.active) % state.seats or state.seats
