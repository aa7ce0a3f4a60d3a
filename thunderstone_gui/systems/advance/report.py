"""A Thunderstone Advance state and its battle previews as JSON data (the scenario tool's output)."""

from __future__ import annotations

from typing import Any

from ...engine.actions import action_to_json
from .battle import breakdown
from .rules.scoring import score
from .state import AdvanceState


def _ids(state: AdvanceState, iids: list[int]) -> list[str | None]:
    return [state.cards[i].id if i >= 0 else None for i in iids]


def scenario_summary(state: AdvanceState) -> dict[str, Any]:
    from ...engine.game import legal_actions

    p = state.pending
    out: dict[str, Any] = {
        "game": "advance",
        "board": state.config.board,
        "turn": state.turn_number,
        "active": state.active,
        "pending": {"kind": p.kind, "seat": p.seat, "prompt": p.prompt} if p.kind == "prompt" else
                   {"kind": p.kind, "seat": p.seat},
        "legal_actions": [action_to_json(state, a) for a in legal_actions(state)],
        "hall": _ids(state, state.hall),
        "darkness": list(state.darkness),
        "dungeon_count": len(state.dungeon),
        "dungeon_top": _ids(state, state.dungeon[::-1][:3]),
        "horde": _ids(state, state.horde[::-1]),
        "curses_count": len(state.curses),
        "players": [{
            "name": state.config.seats[seat].name,
            "hand": _ids(state, pl.hand),
            "deck": _ids(state, pl.deck[::-1]),
            "discard": _ids(state, pl.discard),
            "xp": pl.xp,
            "vp": score(state, seat),
        } for seat, pl in enumerate(state.players)],
        "out": _ids(state, state.out),
        "supply": {k: len(v) for k, v in state.supply.items()},
        "state_hash": state.state_hash(),
    }
    t = state.turn
    if t.action:
        out["turn_state"] = {"action": t.action, "step": t.step,
                             "equips": {state.ref(w): state.ref(h) for w, h in t.equips.items()},
                             "outcome": t.outcome, "ends_game": t.ends_game}
    if state.result is not None:
        out["result"] = {"scores": list(state.result.scores), "winners": list(state.result.winners),
                         "bearer": state.result.stone_holder, "reason": state.result.reason}
    return out


def scenario_previews(state: AdvanceState) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if state.result is not None:
        return out
    for rank in range(1, len(state.hall) + 1):
        iid = state.hall[rank - 1]
        if iid < 0:
            continue
        b = breakdown(state, rank)
        out.append({"rank": rank, "monster": state.cards[iid].id, "can_attack": b.can_attack, "reason": b.reason,
                    "physical_attack": b.physical, "magic_attack": b.magic, "penalty": b.penalty, "light": b.light,
                    "darkness": b.darkness, "net_darkness": b.net_darkness, "total": b.total, "health": b.health,
                    "victory": b.victory, "notes": list(b.notes),
                    "lines": [{"card": state.cards[ln.card].id, "physical_attack": ln.physical,
                               "magic_attack": ln.magic, "light": ln.light, **({"note": ln.note} if ln.note else {})}
                              for ln in b.lines]})
    return out
