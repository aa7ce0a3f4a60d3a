"""A toy game with hidden cards, for the computer seats' generic core: it knows nothing of Thunderstone, so a level
that plays it plays through the seam alone (engine.observe, engine.determinize, engine.legal_actions, ai.GameAI).

Each player owns eight gems worth 1 to 3, shuffled into a deck. On a turn the player may draw up to two cards, bank at
most one card from the hand (banked cards lie face up and score), and ends the turn. The game ends after TURNS turns;
the most points banked wins. The hands and the decks' orders are hidden; what each player owns is public.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Literal, NamedTuple

from thunderstone_gui.ai.mcts import Evaluate
from thunderstone_gui.ai.search import SearchAgent
from thunderstone_gui.ai.systems import GameAI
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.config import GameConfig, Seat, seat_names
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.flow import Flow
from thunderstone_gui.engine.rng import Rng
from thunderstone_gui.engine.state import GameResult, GameState, Pending, PlayerState
from thunderstone_gui.engine.system import Decision, GameSystem

GAME = "gems"
TURNS = 12
CARDS = 8


class Gem:
    def __init__(self, points: int) -> None:
        self.id = f"gem{points}"
        self.points = points


class GemsConfig(GameConfig):
    game: Literal["gems"] = "gems"
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 3
    GAME_TITLE: ClassVar[str] = "Gems"

    @classmethod
    def new(cls, players: int | list[str] = 2, *, seed: int = 1) -> GemsConfig:  # type: ignore[override]
        return cls(seats=tuple(Seat(name=n) for n in seat_names(players)), seed=seed)


class GemsTurn:
    def __init__(self, drawn: int = 0, banked: bool = False) -> None:
        self.drawn = drawn
        self.banked = banked

    def clone(self) -> GemsTurn:
        return GemsTurn(self.drawn, self.banked)


class GemsState(GameState):
    __slots__ = ()

    def clone_extra(self, other: GameState) -> None:
        pass

    def canonical(self) -> tuple[Any, ...]:
        return (self.rng.state, [(p.deck, p.hand, p.discard) for p in self.players], self.active, self.turn_number,
                self.turn.drawn, self.turn.banked, tuple(self.pending), self.result)

    def all_zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {}
        for seat, p in enumerate(self.players):
            zones.update({f"p{seat}:deck": p.deck, f"p{seat}:hand": p.hand, f"p{seat}:discard": p.discard})
        return zones


class GemsObservation(NamedTuple):
    viewer: int
    config: GemsConfig                    # seed 0
    legal: tuple[Action, ...]
    active: int
    turn_number: int
    turn: tuple[int, bool]                # (drawn, banked) this turn
    hand: tuple[int, ...]                 # the viewer's own hand
    hand_sizes: tuple[int, ...]
    banked: tuple[tuple[int, ...], ...]   # every seat's banked cards (public)
    result: GameResult | None


def points(state: GameState, seat: int) -> int:
    return sum(state.cards[i].points for i in state.players[seat].discard)


def _gems(seats: int) -> list[Gem]:
    return [Gem(1 + (k * 5 + k // CARDS) % 3) for k in range(CARDS * seats)]


def gems_new_game(config: Any) -> GemsState:
    state = GemsState.__new__(GemsState)
    state.config, state.catalogue, state.rng = config, None, Rng(config.seed)
    state.cards = _gems(len(config.seats))
    state.players = []
    for seat in range(len(config.seats)):
        player = PlayerState()
        player.deck = list(range(seat * CARDS, (seat + 1) * CARDS))
        state.rng.shuffle(player.deck)
        state.players.append(player)
    state.active, state.turn_number, state.turn = 0, 1, GemsTurn()
    state.stack, state.result, state.reveals, state.version, state._legal = [], None, 0, 0, None
    gems_settle(state)
    return state


def gems_settle(state: Any) -> None:
    state.pending = Pending("game_over", -1) if state.result else Pending("play", state.active)


def gems_legal(state: Any) -> list[Action]:
    player = state.players[state.active]
    out = [Action("draw")] if state.turn.drawn < 2 and player.deck else []
    if not state.turn.banked:
        out += [Action("bank", card=i) for i in player.hand]
    return out + [Action("end_turn")]


def gems_act(state: Any, action: Action, events: list[Event]) -> None:
    player = state.players[state.active]
    if action.kind == "draw":
        state.turn.drawn += 1
        card = player.deck.pop()
        player.hand.append(card)
        events.append(Event("drew", state.active, (card,), None, True))
    elif action.kind == "bank":
        state.turn.banked = True
        player.hand.remove(action.card)
        player.discard.append(action.card)
    else:
        if state.turn_number == TURNS:
            scores = tuple(points(state, seat) for seat in range(state.seats))
            best = max(scores)
            state.result = GameResult(scores, tuple(s for s, v in enumerate(scores) if v == best), -1, "turns")
            return
        state.active = (state.active + 1) % state.seats
        state.turn_number += 1
        state.turn = GemsTurn()


def gems_describe(state: Any, action: Action) -> str:
    return action.kind if action.card < 0 else f"{action.kind} {state.cards[action.card].id}"


def gems_check_invariants(state: Any) -> None:
    assert state.turn.drawn <= 2


def gems_observe(state: Any, seat: int) -> GemsObservation:
    from thunderstone_gui.engine.game import legal_actions

    legal = tuple(legal_actions(state)) if state.pending.seat == seat else ()
    return GemsObservation(seat, state.config.model_copy(update={"seed": 0}), legal, state.active,
                           state.turn_number, (state.turn.drawn, state.turn.banked),
                           tuple(state.players[seat].hand), tuple(len(p.hand) for p in state.players),
                           tuple(tuple(p.discard) for p in state.players), state.result)


def gems_determinize(obs: GemsObservation, seed: int) -> GemsState:
    """The viewer's hand and everything banked are exact; the other hands and every deck order are dealt at
    random from the cards each player owns and has not banked."""
    deal = random.Random(seed)
    state = GemsState.__new__(GemsState)
    state.config, state.catalogue, state.rng = obs.config, None, Rng(seed)
    state.cards = _gems(len(obs.config.seats))
    state.players = []
    for seat, banked in enumerate(obs.banked):
        player = PlayerState()
        known = set(banked) | (set(obs.hand) if seat == obs.viewer else set())
        unseen = [i for i in range(seat * CARDS, (seat + 1) * CARDS) if i not in known]
        deal.shuffle(unseen)
        hidden_hand = 0 if seat == obs.viewer else obs.hand_sizes[seat]
        player.hand = list(obs.hand) if seat == obs.viewer else unseen[:hidden_hand]
        player.deck = unseen[hidden_hand:]
        player.discard = list(banked)
        state.players.append(player)
    state.active, state.turn_number, state.turn = obs.active, obs.turn_number, GemsTurn(*obs.turn)
    state.stack, state.result, state.reveals, state.version, state._legal = [], obs.result, 0, 0, None
    gems_settle(state)
    return state


class GemsAI(GameAI):
    """The toy game's computer seats: a search that scores the lead in banked points, random playouts."""

    game = GAME
    player_levels = ("search",)
    hint_level = "search"

    def evaluation(self, obs: Any) -> Evaluate[Any]:
        me = obs.viewer

        def lead(state: GameState) -> float:
            return points(state, me) - max(points(state, s) for s in range(state.seats) if s != me)

        return lambda start, end: lead(end) - lead(start)


GAME_AI = GemsAI()


class GemsSearch(SearchAgent):
    level = "search"
    game_ai = GAME_AI


SYSTEM = GameSystem(
    name=GAME, title="Gems", flow=Flow(GAME), config_class=GemsConfig, state_class=GemsState,
    decisions={"play": Decision(gems_legal, gems_act, "play")}, new_game=gems_new_game, settle=gems_settle,
    describe_action=gems_describe, specific_reason=lambda state, action: "", observe=gems_observe,
    determinize=gems_determinize, check_invariants=gems_check_invariants, breakdown=lambda *args: None)

