"""The Dungeon Hall ("Monster Cards", "Breach Effect", "Winning the Game").

Rank 1 is `hall[0]`; an empty rank is -1. Whenever a card leaves the Hall the rest shift toward Rank 1 and Rank 3 is
refilled from the Dungeon Deck. A monster's Breach fires once when it reaches Rank 1; the Thunderstone reaching Rank 1
ends the game (2nd edition: at once; 1st edition: when the turn ends).
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..flow import prompt, schedule, step
from ..state import HALL_RANKS, ClassicState
from ..zones import destroy
from .scoring import finish_game

# Why the Hall changed: only a victory in Rank 1 lets the winner take the Thunderstone.
VICTORY_IN_RANK_1 = "victory_rank1"


def take_from_hall(state: ClassicState, rank: int, for_good: bool = True) -> int:
    """Take a card out of the Hall. Progress toward the end of the game (turn.impasse): a monster leaving the Dungeon
    for good (defeated, captured, destroyed), or one sent to the bottom of the Dungeon Deck from before the
    Thunderstone - the Thunderstone comes a card closer. Sent to the bottom from behind it, a monster just comes
    back."""
    iid = state.hall[rank - 1]
    if for_good or not _behind_the_stone(state, rank):
        state.progress_turn = state.turn_number
        state.fruitless_visits = 0
    state.hall[rank - 1] = -1
    state.breached.discard(iid)
    return iid


def _behind_the_stone(state: ClassicState, rank: int) -> bool:
    cards = state.cards
    return any(iid >= 0 and cards[iid].is_stone for iid in state.hall[:rank - 1])


def send_to_bottom(state: ClassicState, rank: int, events: list[Event]) -> None:
    iid = take_from_hall(state, rank, for_good=False)
    state.dungeon.insert(0, iid)
    events.append(Event("monster_to_bottom", state.active, (iid,), {"rank": rank}))


def refill(state: ClassicState, events: list[Event], cause: str = "") -> None:
    """Shift the Hall toward Rank 1 and refill Rank 3 from the Dungeon Deck."""
    cards = [c for c in state.hall if c >= 0]
    while len(cards) < HALL_RANKS and state.dungeon:
        iid = state.dungeon.pop()
        cards.append(iid)
        state.reveals += 1
        events.append(Event("monster_revealed", -1, (iid,)))
    cards += [-1] * (HALL_RANKS - len(cards))
    if cards != state.hall:
        state.hall[:] = cards
        events.append(Event("hall_changed", -1, tuple(cards)))
    hall_changed(state, events, cause)


def arrange(state: ClassicState, order: list[int], events: list[Event]) -> None:
    state.hall[:] = order
    events.append(Event("hall_changed", -1, tuple(order), {"rearranged": True}))
    hall_changed(state, events, "")


def hall_changed(state: ClassicState, events: list[Event], cause: str) -> None:
    """Check what is now in Rank 1: the Thunderstone, or a monster whose Breach has not fired."""
    first = state.hall[0]
    if first < 0:
        return
    card = state.cards[first]
    if card.is_stone:
        thunderstone_in_rank_1(state, events, state.active if cause == VICTORY_IN_RANK_1 else -1)
    elif first not in state.breached:
        state.breached.add(first)
        if card.breach and state.rules.battle_breach_waits_for_new_hand and state.turn.step == "after":
            # 1st edition (Tyxr's glossary entry): a Breach the battle causes hits the active player's new hand.
            state.turn.deferred_breaches.append(first)
        elif card.breach:
            schedule(state, ("breach", first))


def thunderstone_in_rank_1(state: ClassicState, events: list[Event], taker: int) -> None:
    events.append(Event("thunderstone_in_rank_1", taker))
    if not state.rules.stone_ends_game_at_once:   # the game ends if it is still in Rank 1 when the turn is over
        if state.turn.stone_taker < 0:
            state.turn.stone_taker = taker
        return
    award_thunderstone(state, taker, events)
    finish_game(state, events, "the Thunderstone reached Rank 1")


def award_thunderstone(state: ClassicState, taker: int, events: list[Event]) -> None:
    if taker < 0:
        return
    stone = state.hall[0]
    state.hall[0] = -1
    state.players[taker].discard.append(stone)
    events.append(Event("took_thunderstone", taker, (stone,)))


@step("breach")
def breach(state: ClassicState, events: list[Event], monster: int) -> None:
    card = state.cards[monster]
    events.append(Event("breach", -1, (monster,)))
    for effect in card.breach:
        if effect.verb == "destroy_hero_stack_tops":
            for stack in hero_stacks(state):
                pile = state.supply[stack]
                for _ in range(min(effect.cards, len(pile))):
                    destroy(state, pile.pop(), events, -1, f"breach of {card.name}")
        elif effect.verb == "everyone_discards":
            seats = [(state.active + k) % state.seats for k in range(state.seats)]
            schedule(state, *[("discard_cards", seat, effect.cards, "any", f"breach of {card.name}")
                              for seat in seats])
        elif effect.verb == "reveal_five_destroy_one":
            seats = [(state.active + k) % state.seats for k in range(state.seats)]
            schedule(state, *[("reveal_five", seat, effect.what, card.name) for seat in seats])


def hero_stacks(state: ClassicState) -> list[str]:
    """The Village stacks of Heroes: every hero line and the Militia."""
    return ["militia"] + [name for name in state.config.card_set.hero_lines]



REVEALED_CARDS = 5


def _matches(card: object, what: str) -> bool:
    if what == "vp":
        return bool(card.has("vp"))  # type: ignore[attr-defined]  # a printed 0 VP (Bloodskull Orc) counts
    if what == "militia":
        return bool(card.is_militia)  # type: ignore[attr-defined]
    level = 1 if what == "level_1_hero" else 2
    return card.kind == "hero" and card.level == level  # type: ignore[attr-defined]


@step("reveal_five")
def reveal_five(state: ClassicState, events: list[Event], seat: int, what: str, reason: str) -> None:
    """The Torments' Breach: `seat` turns over the top five cards of the deck, destroys one of a kind among them
    (its choice) and discards the rest."""
    from ..flow import ask, distinct
    from ..zones import reveal_from_deck

    shown = reveal_from_deck(state, seat, REVEALED_CARDS, events)
    options = distinct(state, [i for i in shown if _matches(state.cards[i], what)])
    if len(options) == 1:
        _destroy_revealed(state, seat, options[0], reason, events)
    elif options:
        ask(state, seat, "reveal_destroy", [Action("choose", card=i) for i in options], reason=reason, what=what)
    else:
        _discard_revealed(state, seat, events)


@prompt("reveal_destroy")
def answer_reveal_destroy(state: ClassicState, action: Action, events: list[Event]) -> None:
    _destroy_revealed(state, state.pending.seat, action.card, state.pending.detail("reason"), events)


def _destroy_revealed(state: ClassicState, seat: int, iid: int, reason: str, events: list[Event]) -> None:
    state.revealed.remove(iid)
    destroy(state, iid, events, seat, reason)
    _discard_revealed(state, seat, events)


def _discard_revealed(state: ClassicState, seat: int, events: list[Event]) -> None:
    if state.revealed:
        state.players[seat].discard.extend(state.revealed)
        events.append(Event("discarded", seat, tuple(state.revealed), {"reason": "revealed"}))
        state.revealed = []
