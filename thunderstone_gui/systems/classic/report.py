"""The original game's report for the scenario tool (`python -m thunderstone_gui.tools.scenario`): a state and its
battle previews as JSON."""

from __future__ import annotations

from typing import Any

from ..report import card_ids, decision_summary, hall_turn_summary, players_summary
from .battle import breakdown
from .rules.scoring import score
from .state import HALL_RANKS, ClassicState


def scenario_summary(state: ClassicState) -> dict[str, Any]:
    """The state as the scenario tool prints it."""
    out: dict[str, Any] = {
        "turn": state.turn_number,
        "active": state.active,
        **decision_summary(state),
        "hall": card_ids(state, state.hall),
        "dungeon_count": len(state.dungeon),
        "dungeon_top": card_ids(state, state.dungeon[::-1][:3]),
        "players": players_summary(state, score),
        "trash": card_ids(state, state.trash),
        "supply": {k: len(v) for k, v in state.supply.items()},
        "state_hash": state.state_hash(),
    }
    if state.turn.action:
        out["turn_state"] = hall_turn_summary(state)
    if state.result is not None:
        out["result"] = {"scores": list(state.result.scores), "winners": list(state.result.winners),
                         "thunderstone": state.result.stone_holder}
    return out


def scenario_previews(state: ClassicState) -> list[dict[str, Any]]:
    """The battle breakdown against every monster of the Hall, card by card."""
    out = []
    for rank in range(1, HALL_RANKS + 1):
        iid = state.hall[rank - 1]
        if iid < 0 or not state.cards[iid].is_monster:
            continue
        b = breakdown(state, rank)
        out.append({"rank": rank, "monster": state.cards[iid].id, "can_attack": b.can_attack,
                    "reason": b.reason, "attack": b.attack, "magic_attack": b.magic, "light": b.light,
                    "light_penalty": b.light_penalty, "diseases": b.diseases, "total": b.total, "health": b.health,
                    "victory": b.victory, "notes": list(b.notes),
                    "lines": [{"card": state.cards[ln.card].id, "attack": ln.attack, "magic_attack": ln.magic,
                               "light": ln.light, **({"note": ln.note} if ln.note else {})} for ln in b.lines]})
    return out
