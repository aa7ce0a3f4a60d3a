"""Gestures to actions at a Hall game's table: which legal action a drag-and-drop means, where a dragged card may
land, and what an illegal drop was most likely meant to do. Pure functions over the engine's `legal_actions` (no
pygame), unit-tested; each game says where a card it asks for goes (`DropRules`) and why a drop did nothing.

A drag starts from a card of your hand, the top card of a Village stack or a monster of the Hall, and ends on a card
of your hand (a Weapon onto a Hero, an effect onto its target), your discard pile (a purchase, a discard), your deck,
the game's pile of destroyed cards, a Hero stack (a level-up) or your party (the hand area: an attack).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, NamedTuple

from ...engine import illegal_reason
from ...engine.actions import Action
from ...i18n import N_
from ..drops import meant_by_hand_drop


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
    kind: str          # "card" (a card of your hand) | "discard" | "deck" | the destroyed pile | "stack" | "party"
    iid: int = -1
    stack: str = ""


class DropRules(NamedTuple):
    """A game's part of the drops: where a card of the hand a prompt asks for goes ("discard", "deck", the destroyed
    pile; "" for nowhere: it is clicked in the prompt's panel), the prompts that take a Village card by dropping it
    on the discard pile, and which card levels up into a Hero the player picks (the original game's Militia)."""

    pile_for: Callable[[Any, Action, str], str]     # (state, the "choose" action, the prompt) -> the pile
    buying: tuple[str, ...]
    levels_up_freely: Callable[[Any], bool] = lambda card: False


def prompt_of(state: Any) -> str:
    return state.pending.prompt if state.pending.kind == "prompt" else ""


def stack_of_level(state: Any, into: str) -> str:
    """The Village stack a level-up target card comes from (its hero line)."""
    return state.catalogue[into].group if into in state.catalogue else ""


def drops_for(state: Any, legal: Iterable[Action], source: DragSource, rules: DropRules) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the action each drop takes."""
    out: dict[DropTarget, Action] = {}
    prompt = prompt_of(state)
    for a in legal:
        if source.kind == "hand":
            c = source.iid
            if a.kind in ("equip", "use") and a.card == c and a.target >= 0:
                out.setdefault(DropTarget("card", a.target), a)
            elif a.kind == "use" and a.target == c and a.card >= 0:
                out.setdefault(DropTarget("card", a.card), a)   # food onto the hero that eats it, a Curse onto a Cleric
            elif a.kind == "level_up" and a.card == c:
                out.setdefault(DropTarget("stack", stack=stack_of_level(state, a.option)), a)
            elif a.kind == "choose" and a.card == c:
                pile = rules.pile_for(state, a, prompt)
                if pile:
                    out.setdefault(DropTarget(pile), a)
        elif source.kind == "supply":
            if a.card == source.iid and (a.kind == "buy" or (a.kind == "choose" and prompt in rules.buying)):
                out.setdefault(DropTarget("discard"), a)
        elif source.kind == "monster" and a.kind == "attack" and a.rank == source.rank:
            out.setdefault(DropTarget("party"), a)
    return out


def intended_action(state: Any, source: DragSource, target: DropTarget, rules: DropRules) -> Action | None:
    """What the player most likely meant by an illegal drop (to let the engine explain why it is illegal)."""
    if source.kind == "hand" and target.kind in ("card", "stack"):
        return meant_by_hand_drop(state.cards, source.iid, target.kind, target.iid, "equip", rules.levels_up_freely)
    if source.kind == "supply" and target.kind == "discard":
        return Action("buy", source.iid)
    if source.kind == "monster" and target.kind == "party":
        return Action("attack", rank=source.rank)
    return None


# In English, as the engine's reasons are: the table says it in the player's language (i18n.engine_text).
NOTHING_THERE = N_("nothing can go there now")


def engine_reason(state: Any, action: Action | None) -> str:
    """Why the engine refuses what a drop meant (NOTHING_THERE when it meant nothing)."""
    if action is None:
        return NOTHING_THERE
    return illegal_reason(state, action) or NOTHING_THERE
