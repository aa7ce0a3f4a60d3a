"""Gestures to actions at Thunderstone Advance's table: which legal action a drag-and-drop means, where a dragged
card may land, and why an illegal drop is illegal. Pure functions over the engine's `legal_actions` (no pygame),
unit-tested. The drag sources and drop targets are the original game's (`DragSource`, `DropTarget`).

A drag starts from a card of your hand, the top card of a Village stack or a monster of the Hall, and ends on a card
of your hand (a Weapon onto a Hero, an ability onto its target), your discard pile (a purchase, a discard), your deck
(Prepare), the pile of cards out of the game (a destroy), a Hero stack (a level-up) or your party (an attack).
"""

from __future__ import annotations

from typing import Iterable

from ...engine import illegal_reason
from ...engine.actions import Action
from ...i18n import N_
from ...systems.advance.state import AdvanceState
from ..classic.input import NOTHING_THERE, DragSource, DropTarget, drag_source

__all__ = ["DragSource", "DropTarget", "drag_source", "drops_for", "explain_drop", "intended_action"]

# Prompts that take a card of the hand by dropping it on a pile.
TO_DISCARD = ("discard",)
TO_OUT = ("destroy", "rest", "raid_destroy", "gamble", "dismiss")
TO_DECK = ("prepare",)
# Prompts that take a card of a Village stack by dropping it on the discard pile.
BUYING = ("spoils_buy", "react_buy")


def _prompt(state: AdvanceState) -> str:
    return state.pending.prompt if state.pending.kind == "prompt" else ""


def drops_for(state: AdvanceState, legal: Iterable[Action], source: DragSource) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the action each drop takes."""
    out: dict[DropTarget, Action] = {}
    prompt = _prompt(state)
    for a in legal:
        if source.kind == "hand":
            c = source.iid
            if a.kind in ("equip", "use") and a.card == c and a.target >= 0:
                out.setdefault(DropTarget("card", a.target), a)
            elif a.kind == "use" and a.target == c and a.card >= 0:
                out.setdefault(DropTarget("card", a.card), a)     # a Curse dragged onto the Cleric that lifts it
            elif a.kind == "level_up" and a.card == c:
                out.setdefault(DropTarget("stack", stack=state.catalogue[a.option].group), a)
            elif a.kind == "choose" and a.card == c and not a.option:
                if prompt in TO_DISCARD or (prompt == "battle_pick" and state.pending.detail("what") == "discard"):
                    out.setdefault(DropTarget("discard"), a)
                elif prompt in TO_OUT or (prompt == "battle_pick" and state.pending.detail("what") == "destroy"):
                    out.setdefault(DropTarget("out"), a)
                elif prompt in TO_DECK:
                    out.setdefault(DropTarget("deck"), a)
        elif source.kind == "supply":
            if a.card == source.iid and (a.kind == "buy" or (a.kind == "choose" and prompt in BUYING)):
                out.setdefault(DropTarget("discard"), a)
        elif source.kind == "monster" and a.kind == "attack" and a.rank == source.rank:
            out.setdefault(DropTarget("party"), a)
    return out


def intended_action(state: AdvanceState, source: DragSource, target: DropTarget) -> Action | None:
    """What the player most likely meant by an illegal drop (to let the engine explain why it is illegal)."""
    cards = state.cards
    if source.kind == "hand" and target.kind == "card" and 0 <= target.iid < len(cards):
        if cards[source.iid].is_weapon:
            return Action("equip", source.iid, target.iid)
        return None
    if source.kind == "hand" and target.kind == "stack":
        card = cards[source.iid]
        if card.levels_to:
            return Action("level_up", source.iid, option=card.levels_to)
        return None
    if source.kind == "supply" and target.kind == "discard":
        return Action("buy", source.iid)
    if source.kind == "monster" and target.kind == "party":
        return Action("attack", rank=source.rank)
    return None


def explain_drop(state: AdvanceState, source: DragSource, target: DropTarget) -> str:
    """A sentence saying why a drop did nothing: in English, as the engine's reasons are (the table says it in the
    player's language with i18n.engine_text)."""
    if source.kind == "hand" and target.kind == "stack" and state.cards[source.iid].is_regular:
        return N_("a Regular levels up into the Level 1 Hero of any line with 2 XP, in the Village")
    if source.kind == "hand" and target.kind == "deck":
        return N_("cards go back on your deck only when you Prepare")
    action = intended_action(state, source, target)
    if action is None:
        return NOTHING_THERE
    return illegal_reason(state, action) or NOTHING_THERE
