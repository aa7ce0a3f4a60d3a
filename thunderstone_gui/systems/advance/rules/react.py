"""React abilities ("Abilities", "React Abilities"): used on any player's turn - another player's too - when their
trigger happens; each card once per turn, copies separately.

When a trigger happens (a lost battle), every player holding an unused React card for it is asked in turn order,
the active player first: use one, or pass. That question is a decision of the reacting player in the middle of
someone else's turn (pending.seat is that player): strict undo stops there (engine/session.py).
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..flow import ask, distinct, everyone, prompt, schedule, step
from ..state import AdvanceState
from .party import ability_draw, destroy_card


def react_cards(state: AdvanceState, seat: int, trigger: str) -> list[int]:
    t = state.turn
    cards = state.cards
    return [i for i in state.players[seat].hand if i not in t.reacted
            and any(a.trigger == trigger for a in cards[i].react_abilities)]


@step("react")
def react(state: AdvanceState, events: list[Event], trigger: str, index: int) -> None:
    """Ask the next player (from `index` in turn order) holding a React card for `trigger`."""
    seats = everyone(state)
    while index < len(seats):
        seat = seats[index]
        held = react_cards(state, seat, trigger)
        if held:
            options = [Action("choose", card=i) for i in distinct(state, held)] + [Action("choose", option="pass")]
            ask(state, seat, "react", options, trigger=trigger, index=index, again=("react", trigger, index))
            return
        index += 1


@prompt("react")
def answer_react(state: AdvanceState, action: Action, events: list[Event]) -> None:
    p = state.pending
    trigger, index, seat = p.detail("trigger"), p.detail("index"), p.seat
    if action.option == "pass":
        events.append(Event("react_passed", seat))
        schedule(state, ("react", trigger, index + 1))
        return
    iid = action.card
    card = state.cards[iid]
    ability = next(a for a in card.react_abilities if a.trigger == trigger)
    state.turn.reacted.add(iid)
    events.append(Event("reacted", seat, (iid,), {"ability": ability.key, "trigger": trigger}))
    # the same player may use another copy, then the next players are asked
    schedule(state, ("react_effect", seat, iid, ability.key), ("react", trigger, index))


@step("react_effect")
def react_effect(state: AdvanceState, events: list[Event], seat: int, iid: int, key: str) -> None:
    card = state.cards[iid]
    ability = card.ability_by_key[key]
    if ability.verb == "react_buy":
        destroy_card(state, seat, iid, events, card.name)
        schedule(state, ("react_buy", seat))
    elif ability.verb == "react_draw":
        ability_draw(state, seat, ability.cards, events, card.name)


def react_gold(state: AdvanceState, seat: int) -> int:
    """The Gold a React purchase spends: the reacting player's hand (the party's, with this turn's Gold from
    effects, for the active player) - docs/rules-advance.md."""
    gold = sum(state.cards[i].gold for i in state.players[seat].hand)
    return gold + (state.turn.gold_bonus if seat == state.active else 0)


@step("react_buy")
def react_buy(state: AdvanceState, events: list[Event], seat: int) -> None:
    gold = react_gold(state, seat)
    cards = state.cards
    options = [Action("choose", card=pile[-1]) for pile in state.supply.values()
               if pile and cards[pile[-1]].cost <= gold]
    if not options:
        events.append(Event("nothing_to_buy", seat, (), {"gold": gold}))
        return
    ask(state, seat, "react_buy", options + [Action("choose", option="done")], gold=gold,
        again=("react_buy", seat))


@prompt("react_buy")
def answer_react_buy(state: AdvanceState, action: Action, events: list[Event]) -> None:
    from .combat import buy_for

    if action.option == "done":
        return
    buy_for(state, state.pending.seat, action.card, events, "react")
