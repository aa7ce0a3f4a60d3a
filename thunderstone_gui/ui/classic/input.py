"""Gestures to actions: which legal action a drag-and-drop means, where a dragged card may land, and why an
illegal drop is illegal. Pure functions over the engine's `legal_actions` (no pygame), unit-tested.

A drag starts from a card in your hand, the top card of a supply stack, or a monster of the Hall, and ends on a
card of your hand, your discard pile, your deck, the destroyed pile (trash), a hero stack, or your party (the hand
area).
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...engine import illegal_reason
from ...engine.actions import Action
from ...i18n import N_
from ...systems.classic.state import ClassicState


class DragSource(NamedTuple):
    kind: str          # "hand" | "supply" | "monster"
    iid: int
    rank: int = 0      # monsters: the rank they stand in
    stack: str = ""    # supply: the stack name


DRAGGABLE = ("hand", "supply", "monster")


def drag_source(region_key: str, iid: int) -> DragSource | None:
    """What a press on a table region picks up: a card of the hand, the top card of a stack, a monster; else None.
    Region keys are "hand:<n>", "supply:<stack>", "monster:<rank>"."""
    kind, _, rest = region_key.partition(":")
    if kind == "hand":
        return DragSource("hand", iid)
    if kind == "supply":
        return DragSource("supply", iid, stack=rest)
    if kind == "monster":
        return DragSource("monster", iid, rank=int(rest))
    return None


class DropTarget(NamedTuple):
    kind: str          # "card" (a card of your hand) | "discard" | "deck" | "trash" | "stack" | "party"
    iid: int = -1
    stack: str = ""


def _prompt(state: ClassicState) -> str:
    return state.pending.prompt if state.pending.kind == "prompt" else ""


def stack_of_level(state: ClassicState, into: str) -> str:
    """The Village stack a level-up target card comes from (its hero line)."""
    return state.catalogue[into].group if into in state.catalogue else ""


def drops_for(state: ClassicState, legal: Iterable[Action], source: DragSource) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the action each drop takes."""
    out: dict[DropTarget, Action] = {}
    prompt = _prompt(state)
    for a in legal:
        if source.kind == "hand":
            c = source.iid
            if a.kind in ("equip", "use") and a.card == c and a.target >= 0:
                out.setdefault(DropTarget("card", a.target), a)
            elif a.kind == "use" and a.target == c and a.card >= 0:
                out.setdefault(DropTarget("card", a.card), a)   # food dragged onto the hero that eats it
            elif a.kind == "level_up" and a.card == c:
                out.setdefault(DropTarget("stack", stack=stack_of_level(state, a.option)), a)
            elif a.kind == "choose" and a.card == c and prompt == "discard":
                out.setdefault(DropTarget("discard"), a)
            elif a.kind == "choose" and a.card == c and prompt in ("destroy", "battle_destroy", "destroy_own"):
                out.setdefault(DropTarget("trash"), a)
            elif a.kind == "choose" and a.card == c and prompt == "stow":
                out.setdefault(DropTarget("deck"), a)       # Blacksmith: a Hero on top of the deck
        elif source.kind == "supply":
            if a.card == source.iid and (a.kind == "buy" or (a.kind == "choose" and prompt == "spoils")):
                out.setdefault(DropTarget("discard"), a)
        elif source.kind == "monster" and a.kind == "attack" and a.rank == source.rank:
            out.setdefault(DropTarget("party"), a)
    return out


def match_drop(state: ClassicState, legal: Iterable[Action], source: DragSource, target: DropTarget) -> Action | None:
    """The legal action this drop means, or None."""
    return drops_for(state, legal, source).get(target)


def can_drag(state: ClassicState, legal: Iterable[Action], source: DragSource) -> bool:
    return bool(drops_for(state, legal, source))


def intended_action(state: ClassicState, source: DragSource, target: DropTarget) -> Action | None:
    """What the player most likely meant by an illegal drop (to let the engine explain why it is illegal)."""
    cards = state.cards
    if source.kind == "hand" and target.kind == "card" and 0 <= target.iid < len(cards):
        src = cards[source.iid]
        if src.is_weapon:
            return Action("equip", source.iid, target.iid)
        return None
    if source.kind == "hand" and target.kind == "stack":
        card = cards[source.iid]
        if card.levels_to:
            return Action("level_up", source.iid, option=card.levels_to)
        if card.is_militia:
            return Action("level_up", source.iid, option="")
        return None
    if source.kind == "supply" and target.kind == "discard":
        return Action("buy", source.iid)
    if source.kind == "monster" and target.kind == "party":
        return Action("attack", rank=source.rank)
    return None


# In English, as the engine's reasons are: the table says it in the player's language (i18n.engine_text).
NOTHING_THERE = N_("nothing can go there now")


def explain_drop(state: ClassicState, source: DragSource, target: DropTarget) -> str:
    """A sentence saying why a drop did nothing."""
    action = intended_action(state, source, target)
    if action is None:
        return NOTHING_THERE
    if source.kind == "hand" and target.kind == "stack" and not action.option:
        return N_("a Militia levels up into a Level 1 Hero with 3 XP, in the Village")
    return illegal_reason(state, action) or NOTHING_THERE
