"""Thunderstone Advance's drops (the Hall games' gestures are `ui/hall/input.py`): where a card of the hand a prompt
asks for goes - the discard pile (a discard), the pile of cards out of the game (a destroy, a Rest, a Raid), the deck
(Prepare) -, the Village cards bought by a drop on the discard pile (Spoils, a React), and why a drop did nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...engine.actions import Action
from ...i18n import N_
from ..hall.input import DragSource, DropRules, DropTarget, engine_reason, intended_action
from ..hall.input import drops_for as hall_drops

__all__ = ["RULES", "DragSource", "DropTarget", "drops_for", "explain_drop"]

# Prompts that take a card of the hand by dropping it on a pile.
TO_DISCARD = ("discard",)
TO_OUT = ("destroy", "rest", "raid_destroy", "gamble", "dismiss")
TO_DECK = ("prepare",)


def pile_for(state: Any, action: Action, prompt: str) -> str:
    if action.option:
        return ""
    if prompt in TO_DISCARD or (prompt == "battle_pick" and state.pending.detail("what") == "discard"):
        return "discard"
    if prompt in TO_OUT or (prompt == "battle_pick" and state.pending.detail("what") == "destroy"):
        return "out"
    if prompt in TO_DECK:
        return "deck"
    return ""


# Prompts that take a card of a Village stack by dropping it on the discard pile: Spoils, a React.
RULES = DropRules(pile_for, buying=("spoils_buy", "react_buy"))


def drops_for(state: Any, legal: Iterable[Action], source: DragSource) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the action each drop takes."""
    return hall_drops(state, legal, source, RULES)


def explain_drop(state: Any, source: DragSource, target: DropTarget) -> str:
    """A sentence saying why a drop did nothing: in English, as the engine's reasons are (the table says it in the
    player's language with i18n.engine_text)."""
    if source.kind == "hand" and target.kind == "stack" and state.cards[source.iid].is_regular:
        return N_("a Regular levels up into the Level 1 Hero of any line with 2 XP, in the Village")
    if source.kind == "hand" and target.kind == "deck":
        return N_("cards go back on your deck only when you Prepare")
    return engine_reason(state, intended_action(state, source, target, RULES))
