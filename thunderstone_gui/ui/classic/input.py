"""The original game's drops (the Hall games' gestures are `ui/hall/input.py`): where a card of the hand a prompt
asks for goes - the discard pile, the destroyed pile (trash), the deck (a Blacksmith's Hero) -, the Treasure bought
as Spoils by a drop on the discard pile, the Militia that levels up into any Hero, and why a drop did nothing.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...engine.actions import Action
from ...i18n import N_
from ..hall.input import NOTHING_THERE, DragSource, DropRules, DropTarget, engine_reason, intended_action
from ..hall.input import drops_for as hall_drops

__all__ = ["NOTHING_THERE", "RULES", "DragSource", "DropTarget", "drops_for", "explain_drop", "match_drop"]


def pile_for(state: Any, action: Action, prompt: str) -> str:
    if prompt == "discard":
        return "discard"
    if prompt in ("destroy", "battle_destroy", "destroy_own"):
        return "trash"
    if prompt == "stow":
        return "deck"           # Blacksmith: a Hero on top of the deck
    return ""


RULES = DropRules(pile_for, buying=("spoils",), levels_up_freely=lambda card: card.is_militia)


def drops_for(state: Any, legal: Iterable[Action], source: DragSource) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the action each drop takes."""
    return hall_drops(state, legal, source, RULES)


def match_drop(state: Any, legal: Iterable[Action], source: DragSource, target: DropTarget) -> Action | None:
    """The legal action this drop means, or None."""
    return drops_for(state, legal, source).get(target)


def explain_drop(state: Any, source: DragSource, target: DropTarget) -> str:
    """A sentence saying why a drop did nothing."""
    action = intended_action(state, source, target, RULES)
    if action is not None and source.kind == "hand" and target.kind == "stack" and not action.option:
        return N_("a Militia levels up into a Level 1 Hero with 3 XP, in the Village")
    return engine_reason(state, action)
