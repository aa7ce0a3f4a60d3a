"""The engine's one seam: `new_game`, `legal_actions`, `apply`.

`apply` checks the action against `legal_actions` (an illegal one raises `IllegalAction` and changes nothing), then
lets the rules run until the next decision, and returns the events.
"""

from __future__ import annotations

from typing import Any

from . import rules  # noqa: F401  (registers every step and prompt)
from .actions import Action, ActionPattern, IllegalAction, parse_action_json
from .events import Event
from .flow import PROMPTS, RUNNING, run
from .rules import dungeon, turn, village
from .rules.setup import new_game
from .state import GameState

__all__ = ["new_game", "legal_actions", "apply", "resolve", "IllegalAction"]


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action for the pending decision (empty when the game is over)."""
    cached = state._legal
    if cached is not None and cached[0] == state.version:
        return cached[1]
    kind = state.pending.kind
    if kind == "turn":
        actions = turn.turn_choices(state)
    elif kind == "village":
        actions = village.legal(state)
    elif kind == "dungeon":
        actions = dungeon.legal(state)
    elif kind == "prompt":
        actions = list(state.pending.options)
    else:
        actions = []
    state._legal = (state.version, actions)
    return actions


def is_legal(state: GameState, action: Action) -> bool:
    return action in legal_actions(state)


def apply(state: GameState, action: Action | dict[str, Any]) -> list[Event]:
    """Take a decision. Raises IllegalAction (state unchanged) if it is not legal now."""
    if not isinstance(action, Action):
        action = resolve(state, action)
    if not is_legal(state, action):
        raise IllegalAction(explain_illegal(state, action))
    events: list[Event] = []
    pending = state.pending
    kind = pending.kind
    state.pending = RUNNING
    if kind == "turn":
        turn.choose_turn_action(state, action, events)
    elif kind == "village":
        village.act(state, action, events)
    elif kind == "dungeon":
        dungeon.act(state, action, events)
    else:
        state.pending = pending          # prompt handlers read their context from it
        PROMPTS[pending.prompt](state, action, events)
        if state.pending is pending:
            state.pending = RUNNING
    run(state, events)
    state.version += 1
    return events


def resolve(state: GameState, data: dict[str, Any] | ActionPattern) -> Action:
    """Turn a JSON action into the legal `Action` it names (raises IllegalAction if there is none)."""
    pattern = data if isinstance(data, ActionPattern) else parse_action_json(data)
    for action in legal_actions(state):
        if pattern.matches(state, action):
            return action
    raise IllegalAction(explain_pattern(state, pattern))


def _decision_text(state: GameState) -> str:
    p = state.pending
    if p.kind == "game_over":
        return "the game is over"
    who = state.config.seats[p.seat].name if p.seat >= 0 else "nobody"
    what = {"turn": "choose Village, Dungeon or Rest", "village": "act in the Village",
            "dungeon": "prepare the battle", "prompt": f"answer '{p.prompt}'"}.get(p.kind, p.kind)
    return f"{who} must {what}"


def explain_pattern(state: GameState, pattern: ActionPattern) -> str:
    legal = legal_actions(state)
    kinds = sorted({a.kind for a in legal})
    head = f"{pattern.describe()} is not legal now ({_decision_text(state)})"
    if pattern.kind not in kinds:
        return f"{head}; possible now: {', '.join(kinds) or 'nothing'}"
    same = [a for a in legal if a.kind == pattern.kind]
    sample = ", ".join(describe_action(state, a) for a in same[:6])
    more = f" and {len(same) - 6} more" if len(same) > 6 else ""
    return f"{head}; legal {pattern.kind} actions: {sample}{more}"


def illegal_reason(state: GameState, action: Action) -> str:
    """Why `action` is not legal now, in a few words (for a status line); "" if it is legal."""
    if is_legal(state, action):
        return ""
    if state.pending.kind == "game_over":
        return "the game is over"
    reason = _specific_reason(state, action)
    if reason:
        return reason
    return f"not now: {_decision_text(state)}"


def explain_illegal(state: GameState, action: Action) -> str:
    if state.pending.kind == "game_over":
        return "the game is over"
    legal = legal_actions(state)
    reason = _specific_reason(state, action)
    head = f"{describe_action(state, action)} is not legal now ({_decision_text(state)})"
    if reason:
        return f"{head}: {reason}"
    kinds = sorted({a.kind for a in legal})
    return f"{head}; possible now: {', '.join(kinds)}"


def _specific_reason(state: GameState, action: Action) -> str:
    from .battle import attack_forbidden_reason

    cards = state.cards
    hand = state.players[state.active].hand
    if action.card >= len(cards) or action.target >= len(cards):
        return "no such card"
    if action.kind == "attack" and state.pending.kind == "dungeon":
        reason = attack_forbidden_reason(state, action.rank) if 1 <= action.rank <= 3 else "ranks are 1 to 3"
        if reason:
            return reason
        if state.edition == "1st":
            return "1st-edition rules: every card that can still be used must be used before the attack"
    if action.kind in ("use", "equip") and action.card >= 0 and action.card not in hand:
        return f"{cards[action.card].name} is not in your hand"
    if action.kind == "equip" and action.card >= 0 and action.target >= 0:
        if not cards[action.card].is_weapon:
            return f"{cards[action.card].name} is not a Weapon"
        if not cards[action.target].is_hero:
            return f"{cards[action.target].name} is not a Hero"
        if action.target in state.turn.equips.values():
            return f"{cards[action.target].name} already carries a Weapon"
        return f"{cards[action.target].name} is not strong enough to carry {cards[action.card].name}"
    if action.kind == "buy" and action.card >= 0 and state.pending.kind == "village":
        card = cards[action.card]
        gold = village.gold_available(state)
        if state.turn.buys_left <= 0:
            return "no purchase left this turn"
        if card.cost > gold:
            return f"{card.name} costs {card.cost} and you have {gold} Gold"
        return "only the top card of a Village stack can be bought"
    if action.kind == "level_up" and action.card >= 0:
        card = cards[action.card]
        if card.levelup_xp > state.players[state.active].xp:
            return f"levelling {card.name} costs {card.levelup_xp} XP"
    return ""


def describe_action(state: GameState, action: Action) -> str:
    cards = state.cards

    def name(iid: int) -> str:
        return cards[iid].name if 0 <= iid < len(cards) else f"card #{iid}"

    k = action.kind
    if k == "use":
        extra = f" on {name(action.target)}" if action.target >= 0 else (f" (rank {action.rank})" if action.rank
                                                                       else "")
        return f"use {name(action.card)}: {action.option}{extra}"
    if k == "buy":
        return f"buy {name(action.card)}"
    if k == "level_up":
        into = state.catalogue[action.option].name if action.option in state.catalogue else action.option
        return f"level up {name(action.card)} into {into}"
    if k == "equip":
        return f"equip {name(action.card)} to {name(action.target)}"
    if k == "unequip":
        return f"unequip {name(action.card)}"
    if k == "attack":
        return f"attack rank {action.rank}"
    if k == "choose":
        parts = [p for p in (name(action.card) if action.card >= 0 else "", action.option,
                             f"rank {action.rank}" if action.rank else "") if p]
        return "choose " + " ".join(parts)
    return k.replace("_", " ")
