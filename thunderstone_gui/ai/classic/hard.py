"""Hard: the Normal level's judgement, checked by search.

For every decision that matters (the turn's action, purchases and level-ups, which monster to attack, costly
Dungeon effects, prompts with a real choice) it runs the generic information-set Monte-Carlo search (ai/mcts.py; it is
a SearchAgent of ai/search.py with a `plan` of its own): deals the hidden cards at random many times, tries the
actions in each deal, plays on with a cheap version of the Normal policy for itself and Normal planners for the
others until its next turn begins (a purchase, the turn's choice and a battle: until the changed deck may have been
drawn, PURCHASE_PLAYOUT and TURN_PLAYOUT), and scores the result with the Normal level's evaluation (VP, XP, deck
quality, the race for the Thunderstone) minus what the best placed opponent gained. The Normal level's own choice is
tried first and keeps a small edge, so the search changes it only when the playouts clearly disagree. Free
preparations (draws, cures, arming Heroes) are left to the Normal policy.

Budget: `Budget(seconds=1.5)` by default (the table's setting); `Budget(seconds=None, iterations=n)` makes the search a
pure function of the seed (tests, reproducible arenas).
"""

from __future__ import annotations

from typing import cast

from ...engine import determinize, observe
from ...engine.actions import Action
from ...systems.classic.observe import Observation
from ...systems.classic.state import ClassicState
from .. import Budget, register
from ..search import SearchAgent, SearchPlan
from .deckmodel import HAND, ModelCache
from .evaluation import Evaluator
from .fast import FREE_USES, FastPolicy
from .normal import SAMPLES as NORMAL_SAMPLES
from .planner import Planner, keep_deck_floor, thinning_by_choice
from .simulate import fallback, stone_rank
from .stall import HallWatch
from .tuning import DEFAULT, HARD, Tuning
from .winchance import curve, projected_lead

# Another action replaces the Normal choice only if it plays out better by this much (VP-equivalents) on the same
# deals, and by SIGNIFICANCE standard errors of that difference.
NORMAL_EDGE = 0.3
SIGNIFICANCE = 1.5
# UCB1 exploration constant below the root, in the evaluation's units (VP-equivalents).
EXPLORATION = 3.0
# At most this many root actions are searched (the Normal choice and the most promising others).
MAX_CANDIDATES = 5
# Seconds kept in hand for choosing once the search ends (Search.run starts no deal it expects to end later).
DEAL_MARGIN = 0.03
# Partial hands the deck model judges cards on (Normal: 16). Three times as many make the purchases and the
# playouts' scores less noisy (measured alone, Normal with 48 won 54% of 400 games against Normal with 16); 96 measured
# no stronger in a search (64.1% against Normal, 48: 64.2%) and costs playouts. The other seats in the rollouts are
# modelled as the Normal level itself, with its 16.
SAMPLES = 48
# Whether the searcher's later decisions of the turn form a UCB tree below each root action. Off: each root action is
# followed by the rollout policy. With a few dozen deals per action, a tree tries every purchase in the Village once
# before it exploits any, and those tries count in the root action's mean: "visit the Village" then scored well below
# its best line, and the search kept choosing a rest or a lost battle over shopping.
OWN_TREE = False
# With the Thunderstone in the Hall the game ends within a few turns and how it ends decides it. The other seats in the
# rollouts then decide as the Normal level really does (Planner depth 0: the turn choice played out, Banish, Spears and
# send-aways considered) instead of by the rollouts' cheap rules, which never send a monster away to bring the
# Thunderstone forward (arena seed 41, game 24: Normal ended a tied game that way and won 39-29).
EXACT_ENDGAME = True
# A card bought now goes to the discard pile and is first drawn after the next reshuffle; a rollout that stops when the
# next turn begins cannot see it, and every purchase then plays out as the deck model values it. With this on, a
# purchase is played out until the bought card may have been played (the own turns until the reshuffle plus
# PURCHASE_EXTRA_TURNS, at most PURCHASE_MAX_TURNS). The deals stay comparable: every candidate leaves a discard pile of
# the same size (the bought card on top), so the seeded reshuffle puts each candidate's card in the same place.
# Alone it measured +2.8 points (standard error 2.7) over 200 paired games, no gain shown; it is on as one of the three
# options below that were measured together.
PURCHASE_PLAYOUT = True
PURCHASE_EXTRA_TURNS = 3
PURCHASE_MAX_TURNS = 5
# The same long playout for the turn's choice (the Dungeon, the Village or a rest) and for the battle: a victory puts
# the monster in the discard pile and a rest destroys a card, and like a purchase that change is first played after
# the reshuffle. Seed 5, 200 games paired with the code without it: 66.5% against 59.2%, +7.2 points (standard error
# 3.5), above the two standard errors set before the run (docs/arena-records/ai-history.md, "Turn choices played
# out").
TURN_PLAYOUT = True
# A playout that long costs several short ones: an iteration budget buys this share of its playouts for it.
PURCHASE_ITERATION_SHARE = 0.4
# With the Thunderstone in the Hall the game ends within a few turns, and a rollout that stops as the seat's next turn
# begins leaves the ending to the evaluation's guess (stone_risk). With this above 0, such a decision is played out
# over this many of the seat's own turns (or to the end of the game, if sooner), so the playouts see who wins.
ENDGAME_OWN_TURNS = 3
# Playouts scored on the change in the chance of winning they bring (winchance.py) rather than on VP-equivalents
# alone: ahead, a line that risks much for a little counts less; behind, a gamble counts more. Alone it measured +1.5
# points (standard error 1.1) over 600 paired games of seeds 2, 3 and 4, under the two set beforehand.
WIN_CHANCE = True
# The three options above are on together: over the 600 paired games of seeds 2-4 they measured +3.8 points (standard
# error 1.75; 63.0% against 59.2% for the code without them), above the two standard errors set before the runs
# (docs/arena-records/ai-history.md, "The three options together").


@register("hard", game="classic")
class HardAgent(SearchAgent):
    level = "hard"
    edge = NORMAL_EDGE
    significance = SIGNIFICANCE
    exploration = EXPLORATION
    max_candidates = MAX_CANDIDATES
    deal_margin = DEAL_MARGIN

    def __init__(self, seed: int = 0, budget: Budget | None = None, samples: int = SAMPLES,
                 tuning: Tuning = HARD, through_next_turn: bool = False, rival_samples: int | None = None,
                 own_tree: bool = OWN_TREE, exact_endgame: bool = EXACT_ENDGAME,
                 purchase_playout: bool = PURCHASE_PLAYOUT, endgame_own_turns: int = ENDGAME_OWN_TURNS,
                 win_chance: bool = WIN_CHANCE, turn_playout: bool = TURN_PLAYOUT) -> None:
        super().__init__(seed, budget)
        self.turn_playout = turn_playout
        self.win_chance = win_chance
        self.endgame_own_turns = endgame_own_turns
        self.purchase_playout = purchase_playout
        self.exact_endgame = exact_endgame
        self.own_tree = own_tree
        self.through_next_turn = through_next_turn
        self.tuning = tuning
        self.samples = samples
        self.rival_samples = NORMAL_SAMPLES if rival_samples is None else rival_samples
        self.cache = ModelCache()
        self.watch = HallWatch()
        self.fast = FastPolicy()
        self.rival_caches: dict[int, ModelCache] = {}

    def rival(self, state: ClassicState, seat: int) -> Planner:
        """A Normal planner for another seat, built from a dealt state: only what is public about that seat (the
        cards it owns, the Hall, the Village) reaches its Evaluator, so every deal gives the same one."""
        cache = self.rival_caches.setdefault(seat, ModelCache())
        ev = Evaluator(observe(state, seat), self.seed + seat + 1, self.rival_samples, cache, DEFAULT)
        return Planner(ev)

    def plan(self, obs: Observation) -> SearchPlan:
        ev = Evaluator(obs, self.seed, self.samples, self.cache, self.tuning, self.watch.stuck_rounds(obs))
        planner = Planner(ev, stall=self.watch.urgency(obs))
        state = cast(ClassicState, determinize(obs, self.rng.getrandbits(62)))
        first, reason = planner.act(state)
        if first not in obs.legal:
            self.fallbacks += 1
            first, reason = fallback(obs.legal), "fallback"
        if not worth_searching(state, first):
            return SearchPlan(state, first, reason)
        me = obs.viewer
        # The other players play the rollouts as the Normal level would from what is public about them (their cards
        # owned, the Hall, the Village): a model of the opponents the search meets, judged on its own evaluation.
        rivals = {seat: self.rival(state, seat) for seat in range(len(obs.seats)) if seat != me}

        def rollout(s: ClassicState) -> Action:
            seat = s.pending.seat
            if seat == me:
                return planner.act(s, 2)[0]
            rival = rivals.get(seat)
            if rival is None:
                return self.fast(s)
            return rival.act(s, 0 if self.exact_endgame and stone_rank(s) else 2)[0]

        def evaluate(start: ClassicState, end: ClassicState) -> float:
            mine = ev.outcome(start, end) + planner.stall_bonus(start, end)
            if end.result is not None or not rivals:
                return mine
            # What the best placed rival gained meanwhile counts against me: VP, XP and cards, as it judges them.
            return mine - max(rival.ev.gains(start, end) for rival in rivals.values())

        score = evaluate
        if self.win_chance and rivals:
            chance = curve(projected_lead(ev, [rival.ev for rival in rivals.values()]), ev.turns_left)

            def score(start: ClassicState, end: ClassicState) -> float:
                return chance(evaluate(start, end))

        options = candidates(state, list(obs.legal), first, planner)
        if len(options) < 2:
            return SearchPlan(state, first, reason)
        turns = horizon(obs, self.through_next_turn)
        if self.endgame_own_turns and stone_rank(state):
            turns = max(turns, own_turns_horizon(obs, self.endgame_own_turns))
        iterations = self.budget.iterations
        if self.plays_out_long(state, options):
            turns = purchase_horizon(obs, len(state.players[me].deck))
            if iterations is not None:
                iterations = max(len(options), round(iterations * PURCHASE_ITERATION_SHARE))
        return SearchPlan(state, first, reason, options, rollout, score, turns, iterations)

    def plays_out_long(self, state: ClassicState, options: list[Action]) -> bool:
        """Whether the decision changes the seat's deck in a way the next turn cannot show: see PURCHASE_PLAYOUT and
        TURN_PLAYOUT."""
        if self.purchase_playout and sum(a.kind == "buy" for a in options) >= 2:
            return True
        return self.turn_playout and state.pending.kind in ("turn", "dungeon") and state.active == state.pending.seat


def worth_searching(state: ClassicState, action: Action) -> bool:
    """Free preparations are not worth a search: the heuristic takes them anyway."""
    if state.pending.kind == "dungeon":
        if action.kind in ("equip", "unequip"):
            return False
        if action.kind == "use" and _free(state, action):
            return False
    return True


def horizon(obs: Observation, through_next_turn: bool) -> int:
    """Turns to play out: until the searcher's next turn begins (the others have answered its move), or to the end
    of that turn."""
    n = len(obs.seats)
    until_mine = (obs.viewer - obs.active) % n or n
    return until_mine + (1 if through_next_turn else 0)


def purchase_horizon(obs: Observation, draw_pile: int) -> int:
    """Turns to play out a purchase: until the seat's own turn in which the card bought now may first have been
    played - the hands left in its draw pile, then the reshuffle - and PURCHASE_EXTRA_TURNS more."""
    return own_turns_horizon(obs, min(PURCHASE_MAX_TURNS, draw_pile // HAND + PURCHASE_EXTRA_TURNS))


def own_turns_horizon(obs: Observation, own_turns: int) -> int:
    """Turns to play out so that the seat plays `own_turns` turns, this one included: the rest of this round, then
    a whole round for each further own turn."""
    return horizon(obs, False) + len(obs.seats) * (own_turns - 1)


def candidates(state: ClassicState, legal: list[Action], first: Action, planner: Planner) -> list[Action]:
    """The root actions worth searching: the Normal choice and the most promising others."""
    cards = state.cards
    kind = state.pending.kind
    if kind == "village":
        def prior(a: Action) -> float:
            if a.kind == "buy":
                return planner.gain(cards[a.card].id, state)
            if a.kind == "level_up":
                return planner.ev.swap(cards[a.card], state.catalogue[a.option])
            return 0.0
        ranked = sorted(legal, key=lambda a: -prior(a))
    elif kind == "dungeon":
        # The attack and costly effects; free preparations are left to the heuristic.
        ranked = [a for a in legal if a.kind == "attack" or (a.kind == "use" and not _free(state, a))]
    elif thinning_by_choice(state):
        kept = keep_deck_floor(state, [a for a in legal if a.card >= 0])
        ranked = [a for a in legal if a.card < 0 or a in kept]
    else:
        ranked = list(legal)
    out = [first] + [a for a in ranked if a != first]
    return out[:MAX_CANDIDATES]


def _free(state: ClassicState, action: Action) -> bool:
    verb = state.cards[action.card].ability_by_key[action.option].verb
    return verb in FREE_USES or verb in ("feed_strength", "goodberries")

