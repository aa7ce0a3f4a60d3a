"""A turn ("Gameplay Flow"): Visit the Village, Enter the Dungeon, Prepare or Rest; then the end of the turn.

Prepare: cards of the hand go on top of the deck one at a time, in the order chosen (the last one on top), the rest
is discarded and six cards are drawn. Rest: one card of the hand is destroyed, the rest discarded, six drawn. A Curse
of War in the hand forbids both. The end of the turn: a used single-use card is destroyed, everything left is
discarded, six cards are drawn (fewer after a Canker Treant or a Curse of Shame); the game ends here if the
Thunderstone Bearer was defeated or reached Rank 1 this turn.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import draw
from ...hall.rules import discard_the_hand
from ..flow import ask, distinct, prompt, schedule, step
from ..state import HAND_SIZE, AdvanceState, AdvanceTurn
from . import familiars
from .party import destroy_card, lose_xp
from .scoring import finish_game

TURN_CHOICES = (Action("visit_village"), Action("enter_dungeon"), Action("prepare"), Action("rest"))
END_GAME = Action("end_game")
IMPASSE_ROUNDS = 10


def impasse(state: AdvanceState) -> bool:
    """The Dungeon is stuck: for ten full rounds no monster has left it for good and the Thunderstone Bearer has
    come no closer to Rank 1 (Stramst keeping his rank before a Dungeon Deck that never empties because every
    battle is lost). The rules have no way on, so the player whose turn it is may end the game (docs/rules-advance.md,
    "Impasse")."""
    return state.turn_number - state.progress_turn >= IMPASSE_ROUNDS * state.seats


def progress_mark(state: AdvanceState) -> tuple[int, int]:
    """(monsters still in the Hall and the Dungeon Deck, the Bearer's distance to Rank 1 in cards)."""
    hall, dungeon, bearer = state.hall, state.dungeon, state.bearer
    monsters = len(hall) - hall.count(-1) + len(dungeon)
    if bearer in hall:
        distance = hall.index(bearer)
    elif bearer in dungeon:
        distance = len(hall) + len(dungeon) - 1 - dungeon.index(bearer)
    else:
        distance = 1 << 20
    return monsters, distance


def note_progress(state: AdvanceState) -> None:
    monsters, distance = progress_mark(state)
    fewest, nearest = state.progress_mark
    if monsters < fewest or distance < nearest:
        state.progress_turn = state.turn_number
        state.progress_mark = (min(monsters, fewest), min(distance, nearest))


def turn_choices(state: AdvanceState) -> list[Action]:
    cards = state.cards
    out = list(TURN_CHOICES[:2]) if any(cards[i].forbids_rest for i in state.players[state.active].hand) \
        else list(TURN_CHOICES)
    if impasse(state):
        out.append(END_GAME)
    return out


def choose_turn_action(state: AdvanceState, action: Action, events: list[Event]) -> None:
    t = state.turn
    seat = state.active
    hand = tuple(state.players[seat].hand)
    kind = action.kind
    if kind == "end_game":
        rounds = (state.turn_number - state.progress_turn) // state.seats
        events.append(Event("ended_at_impasse", seat, (), {"rounds": rounds}))
        finish_game(state, events, f"the Dungeon had been stuck for {rounds} rounds")
    elif kind == "visit_village":
        t.action = "village"
        t.step = "effects"
        state.reveals += 1
        events.append(Event("visited_village", seat, hand))
    elif kind == "enter_dungeon":
        t.action = "dungeon"
        t.step = "prep"
        state.reveals += 1
        events.append(Event("entered_dungeon", seat, hand))
    elif kind == "prepare":
        t.action = "prepare"
        events.append(Event("prepared", seat))
        schedule(state, ("prepare_pick",))
    else:
        t.action = "rest"
        events.append(Event("rested", seat))
        schedule(state, ("rest_pick",), ("end_turn",))


@step("prepare_pick")
def prepare_pick(state: AdvanceState, events: list[Event]) -> None:
    hand = state.players[state.active].hand
    if not hand:
        schedule(state, ("end_turn",))
        return
    options = [Action("choose", card=i) for i in distinct(state, hand)] + [Action("choose", option="done")]
    ask(state, state.active, "prepare", options, again=("prepare_pick",))


@prompt("prepare")
def answer_prepare(state: AdvanceState, action: Action, events: list[Event]) -> None:
    if action.option == "done":
        schedule(state, ("end_turn",))
        return
    player = state.players[state.active]
    player.hand.remove(action.card)
    player.deck.append(action.card)
    events.append(Event("put_on_deck", state.active, (action.card,), private=True))
    schedule(state, ("prepare_pick",))


@step("rest_pick")
def rest_pick(state: AdvanceState, events: list[Event]) -> None:
    hand = state.players[state.active].hand
    options = distinct(state, hand)
    if not options:
        return
    ask(state, state.active, "rest", [Action("choose", card=i) for i in options], again=("rest_pick",))


@prompt("rest")
def answer_rest(state: AdvanceState, action: Action, events: list[Event]) -> None:
    destroy_card(state, state.active, action.card, events, "rest")


@step("end_turn")
def end_turn(state: AdvanceState, events: list[Event]) -> None:
    seat = state.active
    t = state.turn
    player = state.players[seat]
    if t.xp_back:
        lose_xp(state, seat, t.xp_back, events, "Bandia's Wisdom")
    if t.action in ("village", "dungeon"):
        for iid in [i for i in player.hand if state.cards[i].single_use]:
            destroy_card(state, seat, iid, events, "used up")
    familiars.end_of_turn(state, seat, events)
    discard_the_hand(state, seat, events)
    note_progress(state)
    if t.ends_game:
        state.turn = AdvanceTurn()
        reason = ("the Thunderstone Bearer was defeated" if t.ends_game == "bearer_defeated"
                  else "the Thunderstone Bearer reached Rank 1")
        finish_game(state, events, reason)
        return
    state.turn = AdvanceTurn()   # before drawing: the new hand is hidden
    size = HAND_SIZE - t.hand_short
    if size > 0:
        draw(state, seat, size, events)
    if t.hand_short:
        events.append(Event("short_hand", seat, (), {"cards": max(0, size)}))
    events.append(Event("turn_ended", seat))
    if not t.extra_turn:
        state.active = (seat + 1) % state.seats
    state.turn_number += 1
    events.append(Event("turn_started", state.active, (), {"turn": state.turn_number, "extra": t.extra_turn}))
    familiars.start_of_turn(state, events)
