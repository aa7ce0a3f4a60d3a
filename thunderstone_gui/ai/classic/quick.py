"""Quick answers to prompts from static card values: the Easy level's answers, the rollouts' answers, and the
fallback for other seats' prompts inside a simulation. Battle prompts use the engine's battle arithmetic.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ...engine.actions import Action
from ...systems.classic.battle import Breakdown, breakdown
from ...systems.classic.cards import Card
from ...systems.classic.state import ClassicState
from .cardvalue import BUY_THRESHOLD, buy_value, keep_value
from .simulate import fallback


def quick_prompt(state: ClassicState) -> tuple[Action, str]:
    p = state.pending
    handler = QUICK.get(p.prompt)
    if handler is None:
        return fallback(p.options), f"unknown prompt {p.prompt!r}: the safe default"
    return handler(state)


def _card_options(state: ClassicState) -> list[Action]:
    return [a for a in state.pending.options if a.card >= 0]


def _named(state: ClassicState, option: str) -> Action | None:
    return next((a for a in state.pending.options if a.option == option), None)


def least_kept(state: ClassicState, options: list[Action]) -> Action:
    cards = state.cards
    return min(options, key=lambda a: (keep_value(cards[a.card]), a.card))


def _discard(state: ClassicState) -> tuple[Action, str]:
    options = _card_options(state)
    choice = least_kept(state, options)
    return choice, f"discard {state.cards[choice.card].name}, the card I need least"


def _destroy(state: ClassicState) -> tuple[Action, str]:
    options = _card_options(state)
    skip = _named(state, "skip")
    if not options:
        return fallback(state.pending.options), "nothing to destroy"
    choice = least_kept(state, options)
    card = state.cards[choice.card]
    if skip is not None and keep_value(card) > 0.0:
        return skip, "every card in hand is worth keeping"
    return choice, f"destroy {card.name} to thin the deck"


def _banish(state: ClassicState) -> tuple[Action, str]:
    # Send to the bottom the monster the party is furthest from beating; keep the Hall otherwise.
    best: tuple[float, Action] | None = None
    for a in state.pending.options:
        if a.option != "bottom":
            continue
        bd = breakdown(state, a.rank)
        gap = bd.health - bd.total if not bd.victory else -100.0
        if best is None or gap > best[0]:
            best = (gap, a)
    if best is None:
        return fallback(state.pending.options), "keep the Hall as it is"
    name = state.cards[state.hall[best[1].rank - 1]].name
    return best[1], f"send {name} to the bottom of the Dungeon Deck"


def _capture(state: ClassicState) -> tuple[Action, str]:
    options = [a for a in state.pending.options if a.rank]
    choice = max(options, key=lambda a: (state.cards[state.hall[a.rank - 1]].vp, -a.rank))
    return choice, f"capture {state.cards[state.hall[choice.rank - 1]].name}"


def _best_card(state: ClassicState, worth: Callable[[Card], float], verb: str, none: str) -> tuple[Action, str]:
    """The offered card worth most (the lowest instance on a tie), "<verb> <its name>"; `none` when none is offered."""
    options = _card_options(state)
    if not options:
        return fallback(state.pending.options), none
    cards = state.cards
    choice = max(options, key=lambda a: (worth(cards[a.card]), -a.card))
    return choice, f"{verb} {cards[choice.card].name}"


def _borrow(state: ClassicState) -> tuple[Action, str]:
    return _best_card(state, lambda c: c.attack + c.magic_attack, "borrow", "no Hero worth borrowing")


def _battle_destroy(state: ClassicState) -> tuple[Action, str]:
    # A card destroyed by a Battle effect still fights this battle: lose the one worth least afterwards.
    choice = least_kept(state, _card_options(state))
    return choice, f"lose {state.cards[choice.card].name}, the cheapest loss"


def _best_battle(options: Sequence[Action], battle: Callable[[Action], Breakdown]) -> Action:
    """The option whose battle goes best: a victory first, then the highest total (the first on a tie)."""
    best: tuple[tuple[int, int], Action] | None = None
    for a in options:
        bd = battle(a)
        key = (int(bd.victory), bd.total)
        if best is None or key > best[0]:
            best = (key, a)
    assert best is not None
    return best[1]


def _haunt(state: ClassicState) -> tuple[Action, str]:
    def without(a: Action) -> Breakdown:
        clone = state.clone()
        clone.turn.prevented.add(a.card)
        return breakdown(clone, state.turn.rank, in_battle=True)

    choice = _best_battle(_card_options(state), without)
    return choice, f"{state.cards[choice.card].name} sits this battle out: the others still do best"


def _penalty(state: ClassicState) -> tuple[Action, str]:
    t = state.turn
    source = str(state.pending.detail("source", "disease"))
    hero = int(source.split(":")[1]) if source.startswith("hero:") else -1
    choice = _best_battle(state.pending.options, lambda a: breakdown(
        state, t.rank, allocations=list(t.allocations) + [(hero, a.option)], in_battle=True))
    return choice, f"take the penalty from {'Attack' if choice.option == 'attack' else 'Magic Attack'}"


def _card_or_done(state: ClassicState, pick: Callable[[list[Action]], Action], worth_it: Callable[[Card], bool],
                  none_offered: str, not_worth_it: str, verb: str) -> tuple[Action, str]:
    """The card `pick` takes among the question's cards, or Done when none is offered or `worth_it` turns it down."""
    options = _card_options(state)
    done = _named(state, "done") or fallback(state.pending.options)
    if not options:
        return done, none_offered
    choice = pick(options)
    if not worth_it(state.cards[choice.card]):
        return done, not_worth_it
    return choice, f"{verb} {state.cards[choice.card].name}"


def _spoils(state: ClassicState) -> tuple[Action, str]:
    return _card_or_done(state, lambda options: max(options, key=lambda a: (buy_value(state.cards[a.card]), a.card)),
                         lambda card: buy_value(card) >= BUY_THRESHOLD, "nothing worth buying", "nothing worth buying",
                         "spoils: take")


def _sphinx(state: ClassicState) -> tuple[Action, str]:
    return _card_or_done(state, lambda options: least_kept(state, options), lambda card: keep_value(card) <= 0.0,
                         "nothing to destroy", "keep the rest", "destroy")


def _send_away(state: ClassicState) -> tuple[Action, str]:
    skip = _named(state, "skip")
    return (skip or fallback(state.pending.options)), "leave the Hall as it is"


def _destroy_own(state: ClassicState) -> tuple[Action, str]:
    choice = least_kept(state, _card_options(state))
    return choice, f"destroy {state.cards[choice.card].name}, the cheapest loss"


def _best_weapon(state: ClassicState) -> tuple[Action, str]:
    """Illusory Blade's conjuring, Toryn Gladiator's borrowing: the Weapon that adds most."""
    return _best_card(state, lambda c: c.attack + 1.2 * c.magic_attack + 0.5 * c.light, "take",
                      "no Weapon worth taking")


def _conjure_hero(state: ClassicState) -> tuple[Action, str]:
    # The Hero who carries it best: the strongest, since heavy Weapons need Strength in battle too.
    cards = state.cards
    armed = set(state.turn.equips.values())
    choice = max(_card_options(state), key=lambda a: (a.card not in armed, cards[a.card].strength, -a.card))
    return choice, f"give it to {cards[choice.card].name}"


def _stow(state: ClassicState) -> tuple[Action, str]:
    # The Hero put on top of the deck comes back next turn: the best one.
    choice = max(_card_options(state), key=lambda a: (keep_value(state.cards[a.card]), -a.card))
    return choice, f"put {state.cards[choice.card].name} on top of the deck"


QUICK = {
    "discard": _discard, "destroy": _destroy, "banish": _banish, "capture": _capture, "borrow": _borrow,
    "battle_destroy": _battle_destroy, "haunt": _haunt, "penalty": _penalty, "spoils": _spoils, "sphinx": _sphinx,
    "send_away": _send_away, "destroy_own": _destroy_own, "reveal_destroy": _destroy_own, "conjure": _best_weapon,
    "borrow_weapon": _best_weapon, "conjure_hero": _conjure_hero, "stow": _stow,
}
