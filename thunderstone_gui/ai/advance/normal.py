"""Normal: the strong heuristic level. Every choice that matters is played out on a determinized copy to the end of
the turn and the outcome judged by the Evaluator (evaluation.py): the turn's action (Village, Dungeon, Prepare,
Rest), each purchase, level-up and costly ability in the Village, the attack and the costly Dungeon abilities, and the
prompts with a real choice. Inside a playout (depth 1) the seat shops by the deck's quality (a card is bought when it
raises the deck's mean worth enough) and decides the rest with the cheap policy (policy.py)."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.game import describe_action, legal_actions
from ...systems.advance.observe import Observation
from ...systems.advance.state import AdvanceState
from .. import register
from ..base import StateAgent
from ..playout import after, fallback, finish_turn
from .evaluation import Evaluator, deck_quality, turns_left
from .policy import FastPolicy, answer
from .values import FREE_VILLAGE, worth

# At most this many purchases (best by the value table first) are played out in one Village decision.
BUY_CANDIDATES = 6
# Prompts with more options than this are answered by the cheap policy.
PROMPT_CANDIDATES = 8
# A purchase inside a playout must raise the seat's standing by this much (VP-equivalents).
QUICK_BUY_MARGIN = 0.3


class Planner:
    """Decisions of seat `me` on determinized states; other seats' decisions inside playouts are the cheap
    policy's."""

    def __init__(self, me: int, ev: Evaluator | None = None, fast: FastPolicy | None = None) -> None:
        self.me = me
        self.ev = ev or Evaluator(me)
        self.fast = fast or FastPolicy()

    def __call__(self, state: AdvanceState) -> Action:
        return self.act(state, 1)[0]

    # ------------------------------------------------------------------------------------------ entry
    def act(self, state: AdvanceState, depth: int = 0) -> tuple[Action, str]:
        p = state.pending
        if p.seat != self.me:
            return self.fast.act(state)
        if depth >= 1:
            if p.kind == "village":
                return self.quick_village(state)
            return self.fast.act(state)
        if p.kind == "turn":
            return self.best_of(state, legal_actions(state), "turn")
        if p.kind == "village":
            return self.village(state)
        if p.kind == "dungeon":
            return self.dungeon(state)
        if p.kind == "prompt":
            return self.prompt(state)
        return fallback(legal_actions(state)), "nothing to decide"

    def playout(self, state: AdvanceState) -> AdvanceState:
        """The rest of the turn (the seat's own decisions at depth 1, everyone else's by the cheap policy)."""
        return finish_turn(state, lambda s: self.act(s, 1)[0])

    def value_after(self, state: AdvanceState, action: Action) -> float:
        end = self.playout(after(state, action))
        return self.ev.outcome(state, end)

    def best_of(self, state: AdvanceState, candidates: list[Action], what: str) -> tuple[Action, str]:
        best: tuple[float, Action] | None = None
        for action in candidates:
            value = self.value_after(state, action)
            if best is None or value > best[0] + 1e-9:
                best = (value, action)
        assert best is not None
        value, action = best
        return action, f"{describe_action(state, action)}: plays out best ({value:+.1f} VP over the turn)"

    # ------------------------------------------------------------------------------------------ village
    def village(self, state: AdvanceState) -> tuple[Action, str]:
        legal = legal_actions(state)
        cards = state.cards
        free = [a for a in legal if a.kind == "use"
                and cards[a.card].ability_by_key[a.option].verb in FREE_VILLAGE]
        if free:
            return free[0], f"use {cards[free[0].card].name}"
        buys = sorted((a for a in legal if a.kind == "buy"), key=lambda a: -worth(cards[a.card]))
        candidates = [a for a in legal if a.kind != "buy"] + buys[:BUY_CANDIDATES]
        return self.best_of(state, candidates, "village")

    def quick_village(self, state: AdvanceState) -> tuple[Action, str]:
        """Shopping inside a playout: the free abilities and Curses as the cheap policy would, then the purchase that
        raises the seat's standing most (VP and deck quality), then level-ups."""
        legal = legal_actions(state)
        cards = state.cards
        action, why = self.fast.village(state)
        if action.kind == "use":
            return action, why
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            me = state.active
            turns = turns_left(state)
            base = deck_quality(state, me)
            owned = len(state.players[me].owned())
            best: tuple[float, Action] | None = None
            for a in buys:
                card = cards[a.card]
                quality = (base * owned + 6 * worth(card)) / (owned + 1)
                gain = card.vp + self.ev.deck_weight * min(turns, self.ev.horizon) * (quality - base)
                if best is None or gain > best[0]:
                    best = (gain, a)
            assert best is not None
            if best[0] >= QUICK_BUY_MARGIN:
                return best[1], f"buy {cards[best[1].card].name}"
        ups = [a for a in legal if a.kind == "level_up"]
        if ups:
            cat = state.catalogue
            up = max(ups, key=lambda a: (worth(cat[a.option]) - worth(cards[a.card]), a.option))
            return up, f"level up {cards[up.card].name}"
        end = next((a for a in legal if a.kind == "end_turn"), None)
        return (end or fallback(legal)), "done in the Village"

    # ------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: AdvanceState) -> tuple[Action, str]:
        prep = self.fast.preparation(state)
        if prep is not None:
            return prep, f"prepare: {describe_action(state, prep)}"
        legal = legal_actions(state)
        candidates = [a for a in legal if a.kind not in ("equip", "unequip")]
        if len(candidates) == 1:
            return candidates[0], "the only way on"
        return self.best_of(state, candidates, "dungeon")

    # ------------------------------------------------------------------------------------------ prompts
    def prompt(self, state: AdvanceState) -> tuple[Action, str]:
        options = list(state.pending.options)
        if len(options) > PROMPT_CANDIDATES or state.pending.prompt in ("scout", "arrange"):
            return answer(state, self.fast)
        return self.best_of(state, options, "prompt")


@register("normal", game="advance")
class NormalAgent(StateAgent):
    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.seed = seed

    def planner(self, obs: Observation) -> Planner:
        return Planner(obs.viewer)

    def decide(self, obs: Observation, state: AdvanceState) -> tuple[Action, str]:
        return self.planner(obs).act(state, 0)

