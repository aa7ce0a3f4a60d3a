"""The original game's report for the scenario tool (`python -m thunderstone_gui.tools.scenario`): a state and its
battle previews as JSON."""

from __future__ import annotations

from typing import Any

from ...engine.actions import action_to_json
from ...engine.game import legal_actions
from .battle import breakdown
from .rules.scoring import score
from .state import HALL_RANKS, ClassicState


def _ids(state: ClassicState, iids: list[int]) -> list[str | None]:
    return [state.cards[i].id if i >= 0 else None for i in iids]


def scenario_summary(state: ClassicState) -> dict[str, Any]:
    """The state as the scenario tool prints it."""
    p = state.pending
    out: dict[str, Any] = {
        "turn": state.turn_number,
        "active": state.active,
        "pending": {"kind": p.kind, "seat": p.seat, "prompt": p.prompt} if p.kind == "prompt" else
                   {"kind": p.kind, "seat": p.seat},
        "legal_actions": [action_to_json(state, a) for a in legal_actions(state)],
        "hall": _ids(state, state.hall),
        "dungeon_count": len(state.dungeon),
        "dungeon_top": _ids(state, state.dungeon[::-1][:3]),
        "players": [{
            "name": state.config.seats[seat].name,
            "hand": _ids(state, pl.hand),
            "deck": _ids(state, pl.deck[::-1]),
            "discard": _ids(state, pl.discard),
            "xp": pl.xp,
            "vp": score(state, seat),
        } for seat, pl in enumerate(state.players)],
        "trash": _ids(state, state.trash),
        "supply": {k: len(v) for k, v in state.supply.items()},
        "state_hash": state.state_hash(),
    }
    if state.turn.action:
        t = state.turn
        out["turn_state"] = {"action": t.action, "step": t.step,
                             "equips": {state.ref(w): state.ref(h) for w, h in t.equips.items()},
                             "outcome": t.outcome}
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
