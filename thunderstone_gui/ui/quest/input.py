"""Gestures on the Quest table to legal actions: what a drag picks up, where it may land, which legal action each
landing takes, and why a drop did nothing. Pure functions over the engine's `legal_actions` (no pygame), unit-tested;
what lights up during a drag is exactly what is legal.

Drag sources: a card of your hand, the top card of a Marketplace or Guilds' Quarter stack, the Treasure deck, your
Champion, one of your Gear tokens, a Gear token of The Bazaar's supply. Drop targets: a Village location, a room of
the Dungeon, a card of your hand (a Hero), a Guilds' Quarter stack, your discard pile, your deck, the destroyed pile
(the box) and your board.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...engine import illegal_reason
from ...engine.actions import Action
from ...systems.quest.party import light_total
from ...systems.quest.rules.dungeon import alert_effects, cheapest_light, parse_path, path_cost
from ...systems.quest.state import QuestState
from ..drops import meant_by_hand_drop
from .strings import tr


class DragSource(NamedTuple):
    kind: str          # "hand" | "stack" | "treasure" | "champion" | "gear" | "supply"
    iid: int = -1      # the card (hand, stack); -1 for the Treasure deck, the Champion and tokens
    key: str = ""      # stack: "market:<id>" / "guilds:<line>"; gear and supply: the Gear kind


class DropTarget(NamedTuple):
    kind: str          # "location" | "room" | "card" | "stack" | "discard" | "deck" | "box" | "board"
    key: str = ""      # location: temple/bazaar/shop/guilds; room: its map index; stack: the Hero line
    iid: int = -1      # card: the card of your hand


# The prompts a card of the hand answers by a drop, and where.
PROMPT_DROPS = {"discard": "discard", "guardian_discard": "discard", "destroy": "box", "destroy_on_buy": "box",
                "temple": "deck"}


def _prompt(state: QuestState) -> str:
    return state.pending.prompt if state.pending.kind == "prompt" else ""


def line_of(state: QuestState, card_id: str) -> str:
    """The Guilds' Quarter stack a Hero card comes from (its line). Epic with the Heroes in class stacks: the class
    stack it tops, else (a level 2 or 3 Hero, from the box) the stack of its first class."""
    if card_id not in state.catalogue:
        return ""
    card = state.catalogue[card_id]
    if state.config.epic == "stacks":
        for key, stack in state.guilds.items():
            if stack and state.cards[stack[-1]].id == card_id:
                return key
        return card.classes[0] if card.classes else ""
    return card.group


def alerts_on(state: QuestState, action: Action) -> int:
    """How many Alert! effects a move walks into."""
    path = parse_path(state, action.option)
    rooms = (max(0, state.players[state.active].room),) + path
    count = 0
    for k, room in enumerate(rooms):
        whens = (["into"] if k else []) + (["from"] + (["through"] if k else []) if k < len(rooms) - 1 else [])
        count += sum(len(alert_effects(state, room, when)) for when in whens)
    return count


def best_move(state: QuestState, moves: Iterable[Action]) -> Action | None:
    """Of several paths to one room, the one a drag takes: the cheapest in Light, then the fewest Alert! effects, then
    the shortest (a click on the room offers every path)."""
    moves = list(moves)
    if not moves:
        return None
    return min(moves, key=lambda a: (path_cost(state, parse_path(state, a.option)), alerts_on(state, a),
                                     len(parse_path(state, a.option)), a.option))


def moves_to(state: QuestState, legal: Iterable[Action], room: int) -> list[Action]:
    return [a for a in legal if a.kind == "move" and parse_path(state, a.option)[-1] == room]


def drops_for(state: QuestState, legal: Iterable[Action], source: DragSource) -> dict[DropTarget, Action]:
    """Every place the source may be dropped now, with the legal action each drop takes."""
    legal = list(legal)
    out: dict[DropTarget, Action] = {}
    prompt = _prompt(state)
    if source.kind == "champion":
        here = state.players[state.active].room if state.active == state.pending.seat else -1
        for a in legal:
            if a.kind == "go_to":
                out.setdefault(DropTarget("location", a.option), a)
            elif a.kind == "enter_dungeon":
                out.setdefault(DropTarget("room", "0"), a)
                if here > 0:
                    out.setdefault(DropTarget("room", str(here)), a)
            elif a.kind == "to_wilderness":
                out.setdefault(DropTarget("room", "0"), a)
            elif a.kind == "fight":
                out.setdefault(DropTarget("room", str(max(0, here))), a)
        rooms = {parse_path(state, a.option)[-1] for a in legal if a.kind == "move"}
        for room in sorted(rooms):
            move = best_move(state, moves_to(state, legal, room))
            if move is not None:
                out.setdefault(DropTarget("room", str(room)), move)
        return out
    for a in legal:
        if source.kind == "hand":
            card = source.iid
            if a.kind == "wield" and a.card == card:
                out.setdefault(DropTarget("card", iid=a.target), a)
            elif a.kind == "level_up" and a.card == card:
                out.setdefault(DropTarget("stack", line_of(state, a.option)), a)
            elif a.kind == "heal" and a.card == card:
                out.setdefault(DropTarget("board"), a)
            elif a.kind == "choose" and a.card == card:
                if prompt in PROMPT_DROPS:
                    out.setdefault(DropTarget(PROMPT_DROPS[prompt]), a)
                elif prompt == "free_level" and a.option:
                    out.setdefault(DropTarget("stack", line_of(state, a.option)), a)
                elif prompt == "heal":
                    out.setdefault(DropTarget("board"), a)
        elif (source.kind == "stack" and a.kind == "buy" and a.card == source.iid) or \
                (source.kind == "treasure" and a.kind == "buy_treasure"):
            out.setdefault(DropTarget("discard"), a)
        elif source.kind == "supply" and a.kind == "buy_gear" and a.option == source.key:
            out.setdefault(DropTarget("board"), a)
        elif source.kind == "gear" and a.kind == "gear" and gear_kind(a.option) == source.key:
            if a.target >= 0:
                out.setdefault(DropTarget("card", iid=a.target), a)
            else:
                out.setdefault(DropTarget("board"), a)
        elif source.kind == "gear" and a.kind == "choose" and prompt == "lose_gear" and a.option == source.key:
            out.setdefault(DropTarget("box"), a)
    return out


def gear_kind(use: str) -> str:
    """The Gear kind a `gear` action's option spends."""
    return "iron_rations" if use.startswith("rations") else use


def intended_action(state: QuestState, source: DragSource, target: DropTarget) -> Action | None:
    """What the player most likely meant by a drop that is not legal (to let the engine explain why)."""
    if source.kind == "champion" and target.kind == "location":
        return Action("go_to", option=target.key)
    if source.kind == "hand" and target.kind in ("card", "stack"):
        return meant_by_hand_drop(state.cards, source.iid, target.kind, target.iid, "wield")
    if source.kind == "stack" and target.kind == "discard":
        return Action("buy", source.iid)
    return None


def explain_drop(state: QuestState, source: DragSource, target: DropTarget) -> str:
    """A few words saying why a drop did nothing."""
    pending = state.pending.kind
    if source.kind == "champion" and target.kind == "room":
        room = int(target.key)
        if pending == "prep":
            return tr("why_enter_first")
        if pending != "dungeon":
            return tr("why_not_dungeon")
        if state.room_monster[room] < 0:
            return tr("why_empty_room")
        if state.turn.wilderness_only and room != 0:
            return tr("wilderness_only")
        need, have = cheapest_light(state, room), light_total(state)
        if need > have:
            return tr("why_light", need=need, have=have)
    if source.kind == "champion" and target.kind == "location" and pending != "prep":
        return tr("why_not_prep")
    if source.kind == "treasure":
        return tr("why_treasure")
    if source.kind == "supply":
        return tr("why_supply")
    if source.kind == "gear":
        return tr("why_gear")
    action = intended_action(state, source, target)
    if action is None:
        return tr("why_nothing")
    if action.kind == "level_up" and state.players[state.active].xp < state.cards[source.iid].level + 2:
        return tr("why_xp", need=state.cards[source.iid].level + 2, have=state.players[state.active].xp)
    return illegal_reason(state, action) or tr("why_nothing")
