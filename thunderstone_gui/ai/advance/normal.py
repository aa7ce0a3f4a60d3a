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
from . import reasons
from .evaluation import Evaluator
from .policy import FastPolicy, answer, end_reason, ends_stuck_game, leads
from .values import FREE_VILLAGE

# Prepare must play out this much better than the best of the other turn actions.
PREPARE_MARGIN = 0.3
# Prompts with more options than this are answered by the cheap policy.
PROMPT_CANDIDATES = 8
# A purchase inside a playout must raise the seat's standing by this much (VP-equivalents).
QUICK_BUY_MARGIN = 0.3


class Planner:
    """Decisions of seat `me` on determinized states; other seats' decisions inside playouts are the cheap
    policy's."""

    def __init__(self, me: int, ev: Evaluator | None = None, fast: FastPolicy | None = None,
                 verbose: bool = False) -> None:
        self.me = me
        self.ev = ev or Evaluator(me)
        self.fast = fast or FastPolicy()
        # Reasons in a player's words for the decision at depth 0 (reasons.py: the Hint); the move is the same.
        self.verbose = verbose
        self.played: dict[Action, tuple[float, AdvanceState]] = {}    # best_of's playouts: value, end of the turn

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
            return self.turn(state)
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
        value = self.ev.outcome(state, end)
        self.played[action] = (value, end)
        return value

    def best_of(self, state: AdvanceState, candidates: list[Action], what: str) -> tuple[Action, str]:
        best: tuple[float, Action] | None = None
        self.played = {}
        for action in candidates:
            value = self.value_after(state, action)
            if best is None or value > best[0] + 1e-9:
                best = (value, action)
        assert best is not None
        value, action = best
        if self.verbose:
            return action, self.explain_played(state, action, what)
        return action, f"{describe_action(state, action)}: plays out best ({value:+.1f} VP over the turn)"

    def explain_played(self, state: AdvanceState, action: Action, what: str) -> str:
        """Why the action best_of chose is good, in a player's words (reasons.py)."""
        value, end = self.played[action]
        if what == "turn":
            return reasons.turn(self, state, action, end)
        if action.kind == "attack":
            return reasons.attack(state, action)
        if action.kind == "use":
            return reasons.use(state, action)
        if action.kind == "end_turn":
            return reasons.done_shopping(state)
        if state.pending.kind != "prompt":
            return self.village_reason(state, action, legal_actions(state))
        quick, why = answer(state, self.fast)
        if quick == action:
            return why
        others = [v for a, (v, _) in self.played.items() if a != action]
        return reasons.prompt(value - max(others, default=value))

    # ------------------------------------------------------------------------------------------ turn
    def turn(self, state: AdvanceState) -> tuple[Action, str]:
        """Village, Dungeon or Rest, each played out; Prepare only when it plays out clearly better (its worth - a
        better next hand - is not in the evaluation); ending a stuck game when leading, or sharing the lead long after
        (policy.ends_stuck_game)."""
        legal = legal_actions(state)
        main = [a for a in legal if a.kind in ("visit_village", "enter_dungeon", "rest")]
        end = next((a for a in legal if a.kind == "end_game"), None)
        if end is not None and ends_stuck_game(state, self.me):
            if self.verbose:
                return end, reasons.end_game(leads(state, self.me))
            return end, end_reason(state, self.me)
        action, reason = self.best_of(state, main, "turn")
        prepare = next((a for a in legal if a.kind == "prepare"), None)
        if prepare is not None:
            best = self.value_after(state, action)
            if self.value_after(state, prepare) > best + PREPARE_MARGIN:
                if self.verbose:
                    return prepare, reasons.prepare(state)
                return prepare, "prepare: the hand is better kept for the next turn"
        return action, reason

    # ------------------------------------------------------------------------------------------ village
    def village(self, state: AdvanceState) -> tuple[Action, str]:
        """Shopping as the Easy level does (the deck model judges purchases and level-ups), costly Village
        abilities (Curses shaken off, the Writ, a card destroyed for Gold or a purchase) played out first."""
        legal = legal_actions(state)
        cards = state.cards
        action, reason = self.fast.village(state)
        costly = [a for a in legal if a.kind == "use" and a != action
                  and cards[a.card].ability_by_key[a.option].verb not in FREE_VILLAGE]
        if action.kind == "use" or not costly:
            return action, (self.village_reason(state, action, legal) if self.verbose else reason)
        chosen, reason = self.best_of(state, [action] + costly, "village")
        if self.verbose and chosen.kind != "use":
            return chosen, self.village_reason(state, chosen, legal)
        return chosen, reason

    def village_reason(self, state: AdvanceState, action: Action, legal: list[Action]) -> str:
        if action.kind == "buy":
            return reasons.buy(self, state, action, legal)
        if action.kind == "level_up":
            return reasons.level_up(state, action)
        if action.kind == "use":
            return reasons.use(state, action)
        return reasons.done_shopping(state)

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
            best = self.fast.best_buy(state, buys)
            if best is not None and best[0] >= QUICK_BUY_MARGIN:
                return best[1], f"buy {cards[best[1].card].name}"
        ups = [a for a in legal if a.kind == "level_up"]
        if ups:
            best = self.fast.best_level_up(state, ups)
            if best is not None:
                return best[1], f"level up {cards[best[1].card].name}"
        end = next((a for a in legal if a.kind == "end_turn"), None)
        return (end or fallback(legal)), "done in the Village"

    # ------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: AdvanceState) -> tuple[Action, str]:
        prep = self.fast.preparation(state)
        if prep is not None:
            if self.verbose:
                return prep, (reasons.equip(state, prep) if prep.kind == "equip" else reasons.use(state, prep))
            return prep, f"prepare: {describe_action(state, prep)}"
        legal = legal_actions(state)
        candidates = [a for a in legal if a.kind not in ("equip", "unequip")]
        if len(candidates) == 1:
            if self.verbose and candidates[0].kind == "attack":
                return candidates[0], reasons.attack(state, candidates[0])
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
        return Planner(obs.viewer, verbose=self.wording)

    def decide(self, obs: Observation, state: AdvanceState) -> tuple[Action, str]:
        return self.planner(obs).act(state, 0)

