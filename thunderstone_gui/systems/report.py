"""What every game's report for the scenario tool (`python -m thunderstone_gui.scenario`) shares: card instances as
their ids, the pending decision, the legal actions and each player's piles, in the order the tool has always
printed them. Each game's `report.py` adds its own table."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.actions import action_to_json
from ..engine.state import GameState


def card_ids(state: GameState, iids: list[int]) -> list[str | None]:
    """Card instances as their card ids (None for an empty place)."""
    return [state.cards[i].id if i >= 0 else None for i in iids]


def decision_summary(state: GameState) -> dict[str, Any]:
    """The pending decision and its legal actions, as the tool prints them."""
    from ..engine.game import legal_actions

    p = state.pending
    return {"pending": {"kind": p.kind, "seat": p.seat, **({"prompt": p.prompt} if p.kind == "prompt" else {})},
            "legal_actions": [action_to_json(state, a) for a in legal_actions(state)]}


def players_summary(state: GameState, vp: Callable[[Any, int], int],
                    more: Callable[[int], dict[str, Any]] = lambda seat: {}) -> list[dict[str, Any]]:
    """Each player's name, piles (the deck top first) and XP, what the game adds (`more(seat)`), then the VP."""
    return [{"name": state.config.seats[seat].name, "hand": card_ids(state, pl.hand),
             "deck": card_ids(state, pl.deck[::-1]), "discard": card_ids(state, pl.discard), "xp": pl.xp,
             **more(seat), "vp": vp(state, seat)} for seat, pl in enumerate(state.players)]


def hall_turn_summary(state: GameState, **more: Any) -> dict[str, Any]:
    """The original game's and Advance's turn in progress: its action, step, equipped Weapons and outcome."""
    t = state.turn
    return {"action": t.action, "step": t.step, "equips": {state.ref(w): state.ref(h) for w, h in t.equips.items()},
            "outcome": t.outcome, **more}
