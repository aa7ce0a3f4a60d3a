"""Guardian Keys and the Guardian ("Dungeon Phase" 5b and 5d, "Game End and Winning", "Guardians"; Lexicon:
Found, Guardian, Giant Rat).

A Key revealed while a room is refilled is found and set aside, and the refill goes on; only one Key is found per
turn: later ones wait until every room is filled, then go back into the decks they came from, shuffled. At the end
of the turn the last Key needed is found, The Wilderness card turns over: the Guardian replaces the Giant Rat. Every
player, starting with the one whose turn it was, draws 6 cards and then discards 4 (prompt `guardian_discard`,
secret); then every player has one last turn, the finder's last.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import draw
from ..flow import ask, distinct, prompt, schedule, step
from ..state import QuestState

GUARDIAN_DRAW = 6
GUARDIAN_DISCARD = 4


def refill(state: QuestState, room: int, events: list[Event]) -> None:
    """Fill an empty room from the deck of its level, or the next higher one when it is empty."""
    level = state.room_card(room).level
    for deck_level in range(level, 4):
        deck = state.monster_decks[deck_level - 1]
        while deck:
            iid = deck.pop()
            card = state.cards[iid]
            if card.is_key:
                found_key(state, iid, deck_level, events)
                continue
            state.room_monster[room] = iid
            events.append(Event("room_filled", -1, (iid,), {"room": room, "from_level": deck_level}))
            from .abilities import fire

            fire(state, "revealed", events, ((iid, card),) if card.triggers else ())    # play only: never setup
            return
    events.append(Event("room_empty", -1, (), {"room": room}))


def found_key(state: QuestState, iid: int, level: int, events: list[Event]) -> None:
    t = state.turn
    if not t.key_found and len(state.keys_found) < state.config.variants.keys_needed:
        t.key_found = True
        state.keys_found.append(iid)
        events.append(Event("key_found", state.active, (iid,), {"found": len(state.keys_found),
                                                                "needed": state.config.variants.keys_needed}))
    else:
        t.keys_aside.append(iid)
        t.keys_from.append(level)
        events.append(Event("key_set_aside", state.active, (iid,), {"level": level}))


def return_keys(state: QuestState, events: list[Event]) -> None:
    """After every room is filled: the Keys set aside this turn go back into their decks, shuffled."""
    t = state.turn
    for iid, level in zip(t.keys_aside, t.keys_from):
        deck = state.monster_decks[level - 1]
        deck.append(iid)
        state.rng.shuffle(deck)
        state.reveals += 1
        events.append(Event("key_shuffled_back", -1, (iid,), {"level": level}))
    t.keys_aside.clear()
    t.keys_from.clear()


def dungeon_exhausted(state: QuestState) -> bool:
    """No Monster is left outside The Wilderness and no deck can refill a room."""
    return all(m < 0 for m in state.room_monster[1:]) and not any(
        state.cards[i].is_monster for deck in state.monster_decks for i in deck)


def summon_due(state: QuestState) -> bool:
    if state.summoned:
        return False
    return len(state.keys_found) >= state.config.variants.keys_needed or dungeon_exhausted(state)


@step("summon")
def summon(state: QuestState, events: list[Event]) -> None:
    rat = state.room_monster[0]
    guardian = state.under_wilderness.pop()
    state.under_wilderness.append(rat)
    state.room_monster[0] = guardian
    state.summoned = True
    state.final_turns = state.seats
    events.append(Event("guardian_summoned", state.active, (guardian,), {"keys": len(state.keys_found)}))
    order = [(state.active + k) % state.seats for k in range(state.seats)]
    steps: list[tuple[object, ...]] = []
    for seat in order:
        steps.append(("guardian_draw", seat))
        steps += [("guardian_discard", seat, GUARDIAN_DISCARD - k) for k in range(GUARDIAN_DISCARD)]
    schedule(state, *steps)


@step("guardian_draw")
def guardian_draw(state: QuestState, events: list[Event], seat: int) -> None:
    draw(state, seat, GUARDIAN_DRAW, events)


@step("guardian_discard")
def guardian_discard(state: QuestState, events: list[Event], seat: int, left: int) -> None:
    hand = state.players[seat].hand
    if hand:
        ask(state, seat, "guardian_discard", [Action("choose", card=i) for i in distinct(state, hand)], left=left,
            again=("guardian_discard", seat, left))


@prompt("guardian_discard")
def answer_guardian_discard(state: QuestState, action: Action, events: list[Event]) -> None:
    seat = state.pending.seat
    player = state.players[seat]
    player.hand.remove(action.card)
    player.discard.append(action.card)
    events.append(Event("discarded", seat, (action.card,), {"reason": "the Guardian"}))
