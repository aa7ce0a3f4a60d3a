"""The turn ("Turn Sequence": Prep Phase, Village Phase or Dungeon Phase, End of Turn Phase).

Prep: the player places the Champion on a Village location (`go_to`, option temple/bazaar/shop/guilds, and in Epic
Thunderstone Quest marketplace: rules/epic.py) or enters
the Dungeon (`enter_dungeon`: the Champion stays in its room, or is placed in The Wilderness; neither is movement).
The Temple first asks for one or more cards of the hand to put back on top of the deck (prompt `temple`, secret).
End of Turn: the HP is counted with this turn's bonuses, every card in front of the player is discarded (tokens
stay), and the player draws as many cards as the HP. Then a completed Side Quest is revealed, the Guardian may be
summoned (rules/guardian.py) and play passes to the left.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import draw
from ..flow import ask, distinct, prompt, schedule, step
from ..party import current_hp
from ..state import LOCATION_NAMES, MARKETPLACE, VILLAGE_LOCATIONS, QuestState, QuestTurn
from . import epic
from .guardian import summon_due
from .scoring import finish

DONE = "done"
# The Prep Phase's choices never change (actions are immutable: built once, not each turn).
GO_TO = tuple(Action("go_to", option=loc) for loc in VILLAGE_LOCATIONS)
ENTER_DUNGEON = Action("enter_dungeon")
GO_TO_MARKETPLACE = Action("go_to", option=MARKETPLACE)


def prep_choices(state: QuestState) -> list[Action]:
    places = [*GO_TO] if state.players[state.active].hand else [a for a in GO_TO if a.option != "temple"]
    if epic.can_visit(state):
        places.append(GO_TO_MARKETPLACE)
    return [*places, ENTER_DUNGEON]


def choose(state: QuestState, action: Action, events: list[Event]) -> None:
    seat = state.active
    player = state.players[seat]
    t = state.turn
    if action.kind == "enter_dungeon":
        if player.room < 0:
            player.location = "room:0"
        t.phase, t.step = "dungeon", "prep"
        events.append(Event("entered_dungeon", seat, (), {"room": player.room}))
        return
    player.location = action.option
    events.append(Event("went_to", seat, (), {"location": action.option, "name": LOCATION_NAMES[action.option]}))
    if action.option == "temple":
        schedule(state, ("temple_return", True), ("reveal_village",))
    elif action.option == MARKETPLACE:
        schedule(state, ("market_any",), ("reveal_village",))
    else:
        schedule(state, ("reveal_village",))


@step("reveal_village")
def reveal_village(state: QuestState, events: list[Event]) -> None:
    state.turn.phase, state.turn.step = "village", "abilities"
    events.append(Event("revealed_hand", state.active, tuple(state.players[state.active].hand)))


@step("temple_return")
def temple_return(state: QuestState, events: list[Event], first: bool) -> None:
    hand = state.players[state.active].hand
    if not hand:
        return
    options = [Action("choose", card=i) for i in distinct(state, hand)]
    ask(state, state.active, "temple", options + ([] if first else [Action("choose", option=DONE)]),
        again=("temple_return", first))


@prompt("temple")
def answer_temple(state: QuestState, action: Action, events: list[Event]) -> None:
    if action.option == DONE:
        return
    player = state.players[state.active]
    player.hand.remove(action.card)
    player.deck.append(action.card)
    events.append(Event("put_on_deck", state.active, (action.card,), None, private=True))
    schedule(state, ("temple_return", False))


@step("turn_start")
def turn_start(state: QuestState, events: list[Event]) -> None:
    state.turn = QuestTurn()
    state.dice = ()                         # a roll lasts the turn it was made in
    events.append(Event("turn_started", state.active, (), {"turn": state.turn_number,
                                                           "final": state.final_turns > 0}))


def end_turn(state: QuestState) -> None:
    schedule(state, ("end_turn",))


@step("end_turn")
def end_turn_step(state: QuestState, events: list[Event]) -> None:
    seat = state.active
    player = state.players[seat]
    hp = current_hp(state, seat)            # counted before the cards are discarded (FAQ)
    player.discard.extend(player.hand)
    events.append(Event("discarded_hand", seat, tuple(player.hand)))
    player.hand = []
    state.turn.phase = ""
    state.turn.wields.clear()
    draw(state, seat, hp, events)
    events.append(Event("turn_ended", seat, (), {"hp": hp}))
    schedule(state, ("check_side_quest", seat), ("after_turn",))


@step("after_turn")
def after_turn(state: QuestState, events: list[Event]) -> None:
    if state.final_turns > 0:
        state.final_turns -= 1
        if state.final_turns == 0:
            finish(state, events, "the Guardian's last round is over")
            return
    if summon_due(state):
        schedule(state, ("summon",), ("next_turn",))
    else:
        schedule(state, ("next_turn",))


@step("next_turn")
def next_turn(state: QuestState, events: list[Event]) -> None:
    state.active = (state.active + 1) % state.seats
    state.turn_number += 1
    schedule(state, ("turn_start",))
