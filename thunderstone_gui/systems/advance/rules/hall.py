"""The Dungeon Hall: refilling it, the Horde, Raid and Breach, Global effects that move monsters, Guardians
("Enter the Dungeon" 7-8, "Horde Monsters", "Global Effects", "Guardians", "Breach & Raid Effects").

Rank 1 is `hall[0]`. When cards leave the Hall the others move toward Rank 1 and the empty ranks are refilled from
the Dungeon Deck, lowest rank first; a Horde placeholder revealed gives its place to the top card of the Horde Deck.
Every monster newly revealed into the Hall makes its Raid; a monster entering Rank 1 makes its Breach, once per
entry. Guardians are never moved or removed by effects (the rules' own moves - refilling, a lost battle, a victory -
are not effects). The Thunderstone Bearer entering Rank 1 ends the game when the turn ends.
"""

from __future__ import annotations

from itertools import permutations

from ....engine.actions import Action
from ....engine.events import Event
from ..battle import ambusher_in_hall
from ..flow import ask, distinct, prompt, schedule, step
from ..state import AdvanceState
from .party import destroy_card


def reveal_from_dungeon(state: AdvanceState, events: list[Event]) -> int:
    """The top card of the Dungeon Deck turned up for the Hall; a Horde placeholder is replaced by the top card of
    the Horde Deck (and leaves the game). -1 when the Dungeon Deck is empty."""
    cards = state.cards
    while state.dungeon:
        iid = state.dungeon.pop()
        state.reveals += 1
        if not cards[iid].is_placeholder:
            events.append(Event("monster_revealed", -1, (iid,)))
            return iid
        state.out.append(iid)
        if state.horde:
            monster = state.horde.pop()
            events.append(Event("horde_revealed", -1, (monster, iid)))
            return monster
        events.append(Event("horde_exhausted", -1, (iid,)))
    return -1


def take_from_hall(state: AdvanceState, rank: int) -> int:
    iid = state.hall[rank - 1]
    state.hall[rank - 1] = -1
    return iid


def send_to_bottom(state: AdvanceState, rank: int, events: list[Event]) -> None:
    iid = take_from_hall(state, rank)
    state.dungeon.insert(0, iid)
    events.append(Event("monster_to_bottom", state.active, (iid,), {"rank": rank}))


def _pinned(state: AdvanceState) -> set[int]:
    """Ranks (0-based) whose monster keeps its place while the Dungeon Deck has cards (Stramst)."""
    if not state.dungeon:
        return set()
    cards = state.cards
    return {r for r, iid in enumerate(state.hall) if iid >= 0 and cards[iid].stays_put}


def _compact(hall: list[int], pinned: set[int]) -> None:
    """Move the monsters of each stretch between pinned ranks toward Rank 1."""
    start = 0
    size = len(hall)
    while start < size:
        if start in pinned:
            start += 1
            continue
        end = start
        while end < size and end not in pinned:
            end += 1
        stretch = [c for c in hall[start:end] if c >= 0]
        hall[start:end] = stretch + [-1] * (end - start - len(stretch))
        start = end


def refill(state: AdvanceState, events: list[Event]) -> None:
    """Shift and refill the Hall; then the Raids of the monsters revealed, then the Breach of a monster entering
    Rank 1."""
    hall = state.hall
    before = hall[:]
    new: list[int] = []
    while True:
        _compact(hall, _pinned(state))
        if -1 not in hall:
            break
        if not state.dungeon:
            _compact(hall, set())
            break
        iid = reveal_from_dungeon(state, events)
        if iid < 0:
            _compact(hall, set())
            break
        hall[hall.index(-1)] = iid
        new.append(iid)
    if hall != before:
        events.append(Event("hall_changed", -1, tuple(hall)))
    schedule(state, *[("raid", iid) for iid in new])
    rank_one_check(state, events)


def rank_one_check(state: AdvanceState, events: list[Event]) -> None:
    """A monster that has just entered Rank 1: its Breach (once per entry); the Bearer ends the game with the turn.
    Scheduled after anything already waiting (the Raids of the same refill)."""
    first = state.hall[0]
    if first == state.breached:
        return
    state.breached = first
    if first < 0:
        return
    card = state.cards[first]
    if card.is_bearer:
        events.append(Event("bearer_in_rank_1", -1, (first,)))
        if not state.turn.ends_game:
            state.turn.ends_game = "bearer_rank_1"
    if card.breach:
        # after the Raids the same refill scheduled: the stack's end runs first, so insert below them
        raids = 0
        while raids < len(state.stack) and state.stack[-1 - raids][0] == "raid":
            raids += 1
        state.stack.insert(len(state.stack) - raids, ("breach", first))


def swap(state: AdvanceState, first: int, second: int, events: list[Event], by: str) -> None:
    """Two ranks (1-based) trade their monsters."""
    hall = state.hall
    hall[first - 1], hall[second - 1] = hall[second - 1], hall[first - 1]
    events.append(Event("hall_changed", -1, tuple(hall), {"swapped": (first, second), "by": by}))
    rank_one_check(state, events)


def movable(state: AdvanceState, rank: int) -> bool:
    """A monster an effect may move or remove: any monster but a Guardian."""
    iid = state.hall[rank - 1] if 1 <= rank <= len(state.hall) else -1
    return iid >= 0 and not state.cards[iid].is_guardian


def hall_effects(state: AdvanceState) -> list[tuple[int, str, int]]:
    """Every Battle and Aftermath effect of the monsters in the Hall: (rank, "battle"|"aftermath", index)."""
    out = []
    for rank, iid in enumerate(state.hall, 1):
        if iid < 0:
            continue
        card = state.cards[iid]
        out += [(rank, "battle", k) for k in range(len(card.battle))]
        out += [(rank, "aftermath", k) for k in range(len(card.aftermath))]
    return out


# ------------------------------------------------------------------------------------------------ Raid and Breach
@step("raid")
def raid(state: AdvanceState, events: list[Event], monster: int) -> None:
    card = state.cards[monster]
    if not card.raid:
        return
    events.append(Event("raid", -1, (monster,)))
    hand = state.players[state.active].hand
    for effect in card.raid:
        if effect.if_ambusher and not ambusher_in_hall(state):
            events.append(Event("effect_skipped", -1, (monster,), {"reason": "no Ambusher in the Hall"}))
            continue
        # The cards "in play" are the party the active player revealed this turn.
        pool = [i for i in hand if state.cards[i].is_a(effect.what)] if state.hand_is_public(state.active) else []
        options = distinct(state, pool)
        if not options:
            events.append(Event("nothing_to_destroy", state.active, (), {"what": effect.what, "by": monster}))
        elif len(options) == 1:
            destroy_card(state, state.active, options[0], events, f"Raid of {card.name}")
        else:
            ask(state, state.active, "raid_destroy", [Action("choose", card=i) for i in options],
                reason=f"Raid of {card.name}", what=effect.what)


@prompt("raid_destroy")
def answer_raid_destroy(state: AdvanceState, action: Action, events: list[Event]) -> None:
    destroy_card(state, state.active, action.card, events, state.pending.detail("reason"))


def basic_stacks(state: AdvanceState) -> set[str]:
    return {c.stack for c in state.catalogue.cards.values() if c.is_basic and c.stack}


@step("breach")
def breach(state: AdvanceState, events: list[Event], monster: int) -> None:
    card = state.cards[monster]
    events.append(Event("breach", -1, (monster,)))
    basics = basic_stacks(state)
    for effect in card.breach:
        if effect.verb == "stack_tops":
            # "every Village and Hero stack": the basic cards' stacks are neither (docs/rules-advance.md)
            for stack, pile in state.supply.items():
                if stack in basics:
                    continue
                for _ in range(min(effect.cards, len(pile))):
                    iid = pile.pop()
                    state.out.append(iid)
                    events.append(Event("destroyed", -1, (iid,), {"reason": f"Breach of {card.name}",
                                                                  "stack": stack}))


# ------------------------------------------------------------------------------------------------ Magma Wyrm
@step("after_village")
def after_village(state: AdvanceState, events: list[Event]) -> None:
    """Global: after a Village visit each Magma Wyrm trades places with the monster one rank nearer Rank 1 (the
    Wyrm nearest Rank 1 first; a Guardian is never moved)."""
    cards = state.cards
    wyrms = [iid for iid in state.hall if iid >= 0 and cards[iid].advance_after_village]
    for wyrm in wyrms:
        rank = state.hall.index(wyrm) + 1
        if rank == 1:
            continue
        ahead = state.hall[rank - 2]
        if ahead >= 0 and cards[ahead].is_guardian:
            events.append(Event("guardian_holds", -1, (ahead, wyrm)))
            continue
        swap(state, rank - 1, rank, events, cards[wyrm].name)


# ------------------------------------------------------------------------------------------------ arranging
def arrangements(state: AdvanceState) -> list[Action]:
    """Every order of the Hall's monsters that keeps each Guardian in its rank (Bhoidwood Slayer): "arrange:2,1,3"
    lists, for each rank, the rank its monster comes from."""
    hall = state.hall
    ranks = [r for r in range(1, len(hall) + 1) if hall[r - 1] >= 0]
    free = [r for r in ranks if not state.cards[hall[r - 1]].is_guardian]
    out = []
    for order in permutations(free):
        source = {r: r for r in range(1, len(hall) + 1)}
        for slot, origin in zip(free, order):
            source[slot] = origin
        out.append(Action("choose", option="arrange:" + ",".join(str(source[r]) for r in range(1, len(hall) + 1))))
    return out


@prompt("arrange")
def answer_arrange(state: AdvanceState, action: Action, events: list[Event]) -> None:
    origins = [int(r) for r in action.option.split(":")[1].split(",")]
    old = state.hall[:]
    state.hall[:] = [old[r - 1] for r in origins]
    events.append(Event("hall_changed", -1, tuple(state.hall), {"rearranged": True}))
    rank_one_check(state, events)
