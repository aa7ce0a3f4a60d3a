"""The party: the active player's revealed hand, and cards that join or leave it; discards and destruction that
effects ask players to choose.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ...hall.rules import ask_discard, discard_asked
from ..flow import ask, distinct, prompt, schedule, step
from ..state import ClassicState
from ..zones import destroy_from_hand, discard_from_hand, draw


def leave_party(state: ClassicState, iid: int) -> None:
    """Forget what was attached to a card that leaves the party (its Weapon, its food...)."""
    t = state.turn
    t.equips.pop(iid, None)
    for weapon in [w for w, h in t.equips.items() if h == iid]:
        del t.equips[weapon]
    t.strength_bonus.pop(iid, None)
    t.attack_bonus.pop(iid, None)
    t.magic_convert.discard(iid)


def party_draw(state: ClassicState, count: int, events: list[Event]) -> list[int]:
    """The active player draws; in the Dungeon the new cards join the party at once."""
    drawn = draw(state, state.active, count, events)
    if state.turn.action == "dungeon":
        joined(state, drawn)
    return drawn


@step("party_draw")
def party_draw_step(state: ClassicState, events: list[Event], count: int) -> None:
    party_draw(state, count, events)


def joined(state: ClassicState, cards: list[int]) -> None:
    """Heroes joining the party in the Dungeon: their "when he joins" effects fire (Lorigg Rogue, Redblade...)."""
    t = state.turn
    others = [(state.active + k) % state.seats for k in range(1, state.seats)]
    for iid in cards:
        if iid in t.entered:
            continue
        for effect in state.cards[iid].static:
            if effect.verb == "on_enter_others_discard":
                t.entered.add(iid)
                schedule(state, *[("discard_cards", seat, effect.cards, effect.what, state.cards[iid].name)
                                  for seat in others])
            elif effect.verb == "on_enter_others_discard_hero_or_two":
                t.entered.add(iid)
                schedule(state, *[("discard_cards", seat, 1, "hero_or_two", state.cards[iid].name)
                                  for seat in others])


def remove_from_party(state: ClassicState, seat: int, iid: int) -> None:
    if seat == state.active:
        leave_party(state, iid)


# ------------------------------------------------------------------------------------------- discarding from hand
@step("discard_cards")
def discard_cards(state: ClassicState, events: list[Event], seat: int, count: int, mode: str, reason: str) -> None:
    """`seat` discards `count` cards of its choice (mode "any"), one Hero or two cards ("hero_or_two"), one card
    with a Gold value ("gold", or shows a hand without one), or one Hero / one Weapon offered to the active player
    ("hero", "weapon": Selurin Theurge, Toryn Gladiator)."""
    hand = state.players[seat].hand
    cards = state.cards
    keep = state.turn.borrowed.keys() | state.turn.conjured
    pool = [i for i in hand if i not in keep and _fits(cards[i], mode)]
    if count <= 0 or not pool:
        if mode in ("hero", "weapon", "gold") and count > 0:
            events.append(Event(f"showed_no_{mode}", seat, tuple(hand)))   # showed_no_hero/_weapon/_gold
        return
    options = distinct(state, pool)
    if len(options) == 1 and (mode != "hero_or_two" or not state.cards[options[0]].is_hero or count == 1):
        _discard(state, seat, options[0], count, mode, reason, events)
        return
    ask_discard(state, seat, options, count, mode, reason)


@prompt("discard")
def answer_discard(state: ClassicState, action: Action, events: list[Event]) -> None:
    seat, count, mode, reason = discard_asked(state)
    _discard(state, seat, action.card, count, mode, reason, events)


def _fits(card: object, mode: str) -> bool:
    if mode == "hero":
        return bool(card.is_hero)  # type: ignore[attr-defined]
    if mode == "weapon":
        return bool(card.is_weapon)  # type: ignore[attr-defined]
    if mode == "gold":
        return bool(card.has("gold"))  # type: ignore[attr-defined]  # a Militia's printed 0 is a Gold value
    return True


def _discard(state: ClassicState, seat: int, iid: int, count: int, mode: str, reason: str, events: list[Event]) -> None:
    remove_from_party(state, seat, iid)
    discard_from_hand(state, seat, iid, events, reason)
    if mode in ("hero", "weapon"):
        state.turn.offered.append((iid, seat))
        return
    if mode == "hero_or_two":
        if state.cards[iid].is_hero:
            return
        schedule(state, ("discard_cards", seat, 1, "any", reason))
        return
    if count > 1:
        schedule(state, ("discard_cards", seat, count - 1, mode, reason))


# ------------------------------------------------------------------------------------------- destroying from hand
@step("destroy_from_hand")
def destroy_from_hand_step(state: ClassicState, events: list[Event], reason: str, optional: bool) -> None:
    """The active player destroys a card of their hand (Banish; Rest, where it is optional)."""
    hand = state.players[state.active].hand
    t = state.turn
    # A card already spent on its own effect (Food fed to a Hero, a thrown Spear) cannot also be destroyed.
    spent = {i for i, _ in t.used if not state.cards[i].is_hero and not state.cards[i].is_spell} | t.thrown
    pool = [i for i in hand if i not in t.borrowed and i not in spent]
    options = [Action("choose", card=i) for i in distinct(state, pool)]
    if optional:
        options.append(Action("choose", option="skip"))
    if not options:
        return
    if len(options) == 1 and not optional:
        _destroy(state, options[0].card, reason, events)
        return
    ask(state, state.active, "destroy", options, reason=reason, again=("destroy_from_hand", reason, optional))


@prompt("destroy")
def answer_destroy(state: ClassicState, action: Action, events: list[Event]) -> None:
    if action.option == "skip":
        events.append(Event("destroyed_nothing", state.active))
        return
    _destroy(state, action.card, state.pending.detail("reason"), events)


def _destroy(state: ClassicState, iid: int, reason: str, events: list[Event]) -> None:
    leave_party(state, iid)
    destroy_from_hand(state, state.active, iid, events, reason)


# ------------------------------------------------------------------------------------------- a player destroys
@step("destroy_own")
def destroy_own(state: ClassicState, events: list[Event], seat: int, what: str, reason: str) -> None:
    """`seat` reveals the hand and destroys a card of a kind (Blood Torment: a Monster card). In the active party the
    card is destroyed by a Battle effect and stays until the battle ends."""
    hand = state.players[seat].hand
    t = state.turn
    pool = [i for i in hand if state.cards[i].is_a(what) and i not in t.battle_destroyed and i not in t.borrowed]
    if seat != state.active:
        events.append(Event("showed_hand", seat, tuple(hand), {"reason": reason}))
    options = distinct(state, pool)
    if len(options) == 1:
        _destroy_own(state, seat, options[0], reason, events)
    elif options:
        ask(state, seat, "destroy_own", [Action("choose", card=i) for i in options], reason=reason,
            again=("destroy_own", seat, what, reason))


@prompt("destroy_own")
def answer_destroy_own(state: ClassicState, action: Action, events: list[Event]) -> None:
    _destroy_own(state, state.pending.seat, action.card, state.pending.detail("reason"), events)


def _destroy_own(state: ClassicState, seat: int, iid: int, reason: str, events: list[Event]) -> None:
    if seat == state.active and state.turn.step == "battle":
        state.turn.battle_destroyed.append(iid)
        events.append(Event("destroyed_in_battle", seat, (iid,)))
    else:
        remove_from_party(state, seat, iid)
        destroy_from_hand(state, seat, iid, events, reason)
