"""A turn ("Playing the Game", "Rest", "End of Turn").

On your turn you Visit the Village, Enter the Dungeon or Rest. The turn ends by discarding everything and drawing
six new cards; then the player to the left begins.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ...hall.rules import discard_the_hand
from ..flow import schedule, step
from ..state import HAND_SIZE, ClassicState, TurnState
from ..zones import destroy, draw
from .hall import award_thunderstone
from .party import joined
from .scoring import finish_game

TURN_CHOICES = (Action("visit_village"), Action("enter_dungeon"), Action("rest"))
END_GAME = Action("end_game")
IMPASSE_ROUNDS = 5
IMPASSE_VISITS = 3
IMPASSE_IDLE_ROUNDS = 15


def impasse(state: ClassicState) -> bool:
    """The Dungeon is stuck: for five full rounds no monster has left the Dungeon and the Thunderstone has come no
    closer, and three rounds' worth of Dungeon turns have changed neither (a Steam Torment no party can defeat, Blink
    Dogs nobody brings Light for). A monster sent to the bottom of the Dungeon Deck from behind the Thunderstone in the
    Hall is no progress: it just comes back, and players losing battle after battle in Rank 3 would cycle the same few
    monsters forever. Fifteen full rounds without progress are an impasse whatever the players did: when every battle
    on offer is hopeless nobody enters the Dungeon at all, and the game would never end. The rules have no way on, so
    the player whose turn it is may end the game."""
    stuck = state.turn_number - state.progress_turn
    if stuck >= IMPASSE_IDLE_ROUNDS * state.seats:
        return True
    return stuck >= IMPASSE_ROUNDS * state.seats and state.fruitless_visits >= IMPASSE_VISITS * state.seats


def turn_choices(state: ClassicState) -> list[Action]:
    return list(TURN_CHOICES) + ([END_GAME] if impasse(state) else [])


def choose_turn_action(state: ClassicState, action: Action, events: list[Event]) -> None:
    t = state.turn
    seat = state.active
    hand = tuple(state.players[seat].hand)
    if action.kind == "end_game":
        rounds = (state.turn_number - state.progress_turn) // state.seats
        events.append(Event("ended_at_impasse", seat, (), {"rounds": rounds}))
        finish_game(state, events, f"the Dungeon had been stuck for {rounds} rounds")
    elif action.kind == "visit_village":
        t.action = "village"
        # 1st edition: level up first; 2nd edition: effects, Gold, purchases, then level up.
        t.step = state.rules.village_start
        events.append(Event("visited_village", seat, hand))
    elif action.kind == "enter_dungeon":
        t.action = "dungeon"
        t.step = "prep"
        events.append(Event("entered_dungeon", seat, hand))
        joined(state, list(hand))
    else:
        t.action = "rest"
        events.append(Event("rested", seat))
        schedule(state, ("destroy_from_hand", "rest", True), ("end_turn",))


@step("end_turn")
def end_turn(state: ClassicState, events: list[Event]) -> None:
    """Discard everything (cards destroyed in battle, thrown Spears and doomed Heroes go to the destroyed pile,
    borrowed cards go home) and draw six."""
    seat = state.active
    t = state.turn
    player = state.players[seat]
    if t.doomed or t.thrown:
        for iid in list(player.hand):
            if iid in t.doomed or iid in t.thrown:
                player.hand.remove(iid)
                destroy(state, iid, events, seat, "Strength 0 or less" if iid in t.doomed else "thrown")
    discard_the_hand(state, seat, events)
    if t.action == "dungeon" and state.progress_turn != state.turn_number:
        state.fruitless_visits += 1
    state.turn = TurnState()   # before drawing: the new hand is hidden
    if not state.rules.stone_ends_game_at_once and state.hall[0] >= 0 and state.cards[state.hall[0]].is_stone:
        award_thunderstone(state, t.stone_taker, events)
        finish_game(state, events, "the Thunderstone reached Rank 1")
        return
    draw(state, seat, HAND_SIZE, events)
    if t.deferred_breaches:
        schedule(state, *[("breach", m) for m in t.deferred_breaches], ("next_turn",))
    else:
        next_turn(state, events)


@step("next_turn")
def next_turn(state: ClassicState, events: list[Event]) -> None:
    seat = state.active
    events.append(Event("turn_ended", seat))
    state.active = (seat + 1) % state.seats
    state.turn_number += 1
    events.append(Event("turn_started", state.active, (), {"turn": state.turn_number}))
