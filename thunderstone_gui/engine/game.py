"""The engine's one seam: `new_game`, `legal_actions`, `apply`, for every game system.

`apply` checks the action against `legal_actions` (an illegal one raises `IllegalAction` and changes nothing), then
lets the game system's rules run until the next decision, and returns the events.
"""

from __future__ import annotations

from typing import Any

from .actions import Action, ActionPattern, IllegalAction, parse_action_json
from .config import GameConfig
from .events import Event
from .flow import RUNNING, run
from .state import GameState

__all__ = ["new_game", "legal_actions", "apply", "resolve", "IllegalAction"]


def new_game(config: GameConfig) -> GameState:
    """The state at the start of the game `config` describes."""
    return config.system.new_game(config)


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action for the pending decision (empty when the game is over)."""
    cached = state._legal
    if cached is not None and cached[0] == state.version:
        return cached[1]
    kind = state.pending.kind
    if kind == "prompt":
        actions = list(state.pending.options)
    elif kind == "game_over":
        actions = []
    else:
        actions = state.system.decision_actions(state)
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
    system = state.system
    if pending.kind == "prompt":
        # prompt answers read their context from the pending prompt
        system.flow.prompts[pending.prompt](state, action, events)
        if state.pending is pending:
            state.pending = RUNNING
    else:
        state.pending = RUNNING
        system.act(state, pending.kind, action, events)
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
    what = f"answer '{p.prompt}'" if p.kind == "prompt" else state.system.decision_text(state)
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
    if action.card >= len(state.cards) or action.target >= len(state.cards):
        return "no such card"
    return state.system.specific_reason(state, action)


def describe_action(state: GameState, action: Action) -> str:
    return state.system.describe_action(state, action)
