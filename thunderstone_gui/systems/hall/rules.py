"""The rules the two Hall games play alike, by rulebook section. Each game's `rules/` module of that section calls
them where its rulebook says the same thing; what a game adds (the Blacksmith's extra purchase, Advance's level-up
into the hand) stays in its own module.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...engine.actions import Action, IllegalAction
from ...engine.events import Event
from ...engine.flow import ask, schedule
from ...engine.rng import Rng


# ------------------------------------------------------------------------------------------------------------ setup
class Mint:
    """Every card of a game made as a numbered instance, in the order the setup makes them (two games from the same
    config get the same numbers)."""

    def __init__(self) -> None:
        self.cards: list[Any] = []

    def make(self, card: Any, count: int) -> list[int]:
        """`count` instances of `card`: their numbers."""
        start = len(self.cards)
        self.cards.extend([card] * count)
        return list(range(start, start + count))

    def hero_stack(self, line: Iterable[Any]) -> list[int]:
        """A hero line's Village stack: Level 3 at the bottom, Level 1 on top."""
        pile: list[int] = []
        for card in sorted(line, key=lambda c: -c.level):
            pile += self.make(card, card.count)
        return pile


def shuffle_in_near_bottom(rng: Rng, monsters: list[int], card: int | None, among: int) -> list[int]:
    """The Dungeon Deck (its top the list's end): the monsters shuffled, then `card` (the Thunderstone, the Bearer;
    None: no such card) shuffled in among the `among` bottom ones."""
    deck = monsters[:]
    rng.shuffle(deck)
    if card is None:
        return deck
    bottom = deck[:among] + [card]
    rng.shuffle(bottom)
    return bottom + deck[among:]


# ---------------------------------------------------------------------------------------------------- the Village
def pay_and_take(state: Any, iid: int, stack: str, gold: int) -> None:
    """A purchase: the top card of a Village stack goes to the buyer's discard pile, its cost is paid from the
    Gold available and one purchase is spent."""
    t = state.turn
    state.supply[stack].pop()
    state.players[state.active].discard.append(iid)
    t.gold_left = gold - state.cards[iid].cost
    t.buys_left -= 1


def take_level_card(state: Any, into: str) -> int:
    """The card a Hero levels up into, taken from its line's Village stack (the one nearest the top)."""
    pile = state.supply[state.catalogue[into].group]
    return pile.pop(max(k for k, i in enumerate(pile) if state.cards[i].id == into))


# ---------------------------------------------------------------------------------------------------- the Dungeon
def prepare_alike(state: Any, action: Action, events: list[Event]) -> None:
    """The Dungeon decisions both games play alike while the battle is prepared: take a Weapon off, attack the
    monster of a rank, or leave the Dungeon when no monster may be attacked."""
    t = state.turn
    kind = action.kind
    if kind == "unequip":
        del t.equips[action.card]
        events.append(Event("unequipped", state.active, (action.card,)))
    elif kind == "attack":
        t.step = "battle"
        t.rank = action.rank
        t.target = state.hall[action.rank - 1]
        schedule(state, ("battle_begin",))
    elif kind == "end_turn":
        events.append(Event("left_dungeon", state.active))
        t.step = "after"
        schedule(state, ("end_turn",))
    else:  # pragma: no cover
        raise IllegalAction(f"{kind} is not a Dungeon action")


# ------------------------------------------------------------------------------------------------------ the party
def ask_discard(state: Any, seat: int, options: list[int], count: int, mode: str, reason: str) -> None:
    """Ask `seat` which card to discard: the prompt `discard`, its `info` (count, mode, reason: the table reads them)
    and the step that asks it again for a hand dealt by `determinize`."""
    ask(state, seat, "discard", [Action("choose", card=i) for i in options], count=count, mode=mode, reason=reason,
        again=("discard_cards", seat, count, mode, reason))


def discard_asked(state: Any) -> tuple[int, int, str, str]:
    """What the pending `discard` prompt asked: (seat, count, mode, reason)."""
    p = state.pending
    return p.seat, p.detail("count"), p.detail("mode"), p.detail("reason")


# ---------------------------------------------------------------------------------------------- the end of a turn
def discard_the_hand(state: Any, seat: int, events: list[Event]) -> None:
    """Borrowed Heroes go home to their owners' discard piles; every other card of the hand is discarded."""
    player = state.players[seat]
    for iid, owner in state.turn.borrowed.items():
        if iid in player.hand:
            player.hand.remove(iid)
            state.players[owner].discard.append(iid)
            events.append(Event("returned", owner, (iid,)))
    if player.hand:
        events.append(Event("discarded_hand", seat, tuple(player.hand)))
        player.discard.extend(player.hand)
        player.hand.clear()
