"""The party (the active player's revealed hand) and the card moves effects ask of any player: drawing through an
ability (with the Caldera Dragon's Global discard), discarding and destroying cards a player chooses, gaining XP.
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import destroy_from_hand, discard_from_hand, draw
from ...hall.rules import ask_discard, discard_asked
from ..flow import ask, distinct, prompt, schedule, step
from ..state import AdvanceState


def leave_party(state: AdvanceState, iid: int) -> None:
    """Forget what was attached to a card that leaves the party (its Weapon, its bonuses)."""
    t = state.turn
    if not (t.equips or t.strength_bonus or t.physical_bonus or t.strike):
        return
    t.equips.pop(iid, None)
    for weapon in [w for w, h in t.equips.items() if h == iid]:
        del t.equips[weapon]
    t.strength_bonus.pop(iid, None)
    t.physical_bonus.pop(iid, None)
    t.strike.pop(iid, None)


def remove_from_hand(state: AdvanceState, seat: int, iid: int) -> None:
    state.players[seat].hand.remove(iid)
    if seat == state.active:
        leave_party(state, iid)


def _sent_home(state: AdvanceState, seat: int, iid: int, events: list[Event], destroyed: bool) -> bool:
    """A card leaves `seat`'s hand (and the party): a Hero fighting for another player goes home to its owner's
    discard pile instead, even when destroyed (Aird Seductress). Whether it went home."""
    if seat == state.active:
        leave_party(state, iid)
    owner = state.turn.borrowed.pop(iid, -1)
    if owner < 0:
        return False
    state.players[seat].hand.remove(iid)
    state.players[owner].discard.append(iid)
    events.append(Event("returned", owner, (iid,), {"destroyed": True}) if destroyed
                  else Event("returned", owner, (iid,)))
    return True


def destroy_card(state: AdvanceState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    """A card of `seat`'s hand is destroyed (a Curse to the bottom of the Curse deck, a basic card back to its
    Village stack, anything else out of the game)."""
    if not _sent_home(state, seat, iid, events, destroyed=True):
        destroy_from_hand(state, seat, iid, events, reason)


def discard_card(state: AdvanceState, seat: int, iid: int, events: list[Event], reason: str = "") -> None:
    if not _sent_home(state, seat, iid, events, destroyed=False):
        discard_from_hand(state, seat, iid, events, reason)


def gain_xp(state: AdvanceState, seat: int, xp: int, events: list[Event], reason: str = "") -> None:
    if xp <= 0:
        return
    state.players[seat].xp += xp
    events.append(Event("gained_xp", seat, (), {"xp": xp, "reason": reason}))


def lose_xp(state: AdvanceState, seat: int, xp: int, events: list[Event], reason: str = "") -> None:
    player = state.players[seat]
    lost = min(xp, player.xp)
    if lost:
        player.xp -= lost
        events.append(Event("lost_xp", seat, (), {"xp": lost, "reason": reason}))


def ability_draw(state: AdvanceState, seat: int, count: int, events: list[Event], reason: str) -> list[int]:
    """A player draws through an ability. In the Dungeon the cards join the party at once. Every Caldera Dragon in
    the Hall then makes that player discard a card (Global effects stack)."""
    drawn = draw(state, seat, count, events)
    discards = 0
    for iid in state.hall:
        if iid >= 0:
            discards += state.cards[iid].draw_discard
    if discards and drawn:
        schedule(state, ("discard_cards", seat, discards, "any", "Caldera Dragon"))
    return drawn


# ------------------------------------------------------------------------------------------- discarding
def shielded(state: AdvanceState) -> set[int]:
    """Cards Battle effects leave alone: a Hero carrying a Pike, and the Pike (Pike: "not affected by Battle
    effects")."""
    t = state.turn
    out: set[int] = set()
    if t.step != "battle":
        return out
    for weapon, hero in t.equips.items():
        if state.cards[weapon].shielded:
            out.add(weapon)
            out.add(hero)
    return out


def _fits(state: AdvanceState, iid: int, mode: str) -> bool:
    card = state.cards[iid]
    if mode == "hero":
        return card.is_hero
    if mode == "magic":
        from ..battle import breakdown

        t = state.turn
        lines = {ln.card: ln for ln in breakdown(state, t.rank, in_battle=True).lines}
        line = lines.get(iid)
        return line is not None and line.magic > 0
    return True


@step("discard_cards")
def discard_cards(state: AdvanceState, events: list[Event], seat: int, count: int, mode: str, reason: str) -> None:
    """`seat` discards `count` cards of its choice, one at a time (mode "any"; "hero": a Hero, or shows a hand
    without one; "magic": a card with Magic Attack in the battle). In a battle the party's shielded cards are
    spared."""
    hand = state.players[seat].hand
    keep = shielded(state) if seat == state.active else set()
    pool = [i for i in hand if i not in keep and _fits(state, i, mode)]
    if count <= 0:
        return
    if not pool:
        if mode == "hero":
            state.reveals += 1
            events.append(Event("showed_no_hero", seat, tuple(hand)))
        return
    options = distinct(state, pool)
    if len(options) == 1:
        _discard(state, seat, options[0], count, mode, reason, events)
        return
    ask_discard(state, seat, options, count, mode, reason)


@prompt("discard")
def answer_discard(state: AdvanceState, action: Action, events: list[Event]) -> None:
    seat, count, mode, reason = discard_asked(state)
    _discard(state, seat, action.card, count, mode, reason, events)


def _discard(state: AdvanceState, seat: int, iid: int, count: int, mode: str, reason: str, events: list[Event]) -> None:
    discard_card(state, seat, iid, events, reason)
    if count > 1 and mode == "any":
        schedule(state, ("discard_cards", seat, count - 1, mode, reason))


# ------------------------------------------------------------------------------------------- destroying
@step("destroy_pick")
def destroy_pick(state: AdvanceState, events: list[Event], seat: int, reason: str) -> None:
    """`seat` destroys a card of its choice from the hand (Charred Bruin; in the battle the shielded cards are
    spared)."""
    hand = state.players[seat].hand
    keep = shielded(state) if seat == state.active else set()
    options = distinct(state, [i for i in hand if i not in keep])
    if not options:
        return
    if len(options) == 1:
        destroy_card(state, seat, options[0], events, reason)
        return
    ask(state, seat, "destroy", [Action("choose", card=i) for i in options], reason=reason,
        again=("destroy_pick", seat, reason))


@prompt("destroy")
def answer_destroy(state: AdvanceState, action: Action, events: list[Event]) -> None:
    destroy_card(state, state.pending.seat, action.card, events, state.pending.detail("reason"))
