"""A Thunderstone Advance state and its battle previews as JSON data (the scenario tool's output)."""

from __future__ import annotations

from typing import Any

from ..report import card_ids, decision_summary, hall_turn_summary, players_summary
from .battle import breakdown
from .rules.scoring import score
from .state import AdvanceState


def scenario_summary(state: AdvanceState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": "advance",
        "board": state.config.board,
        "turn": state.turn_number,
        "active": state.active,
        **decision_summary(state),
        "hall": card_ids(state, state.hall),
        "darkness": list(state.darkness),
        "dungeon_count": len(state.dungeon),
        "dungeon_top": card_ids(state, state.dungeon[::-1][:3]),
        "horde": card_ids(state, state.horde[::-1]),
        "curses_count": len(state.curses),
        "curse_deck": card_ids(state, state.curses[::-1]),          # top first, as a position writes it
        "players": players_summary(state, score),
        "out": card_ids(state, state.out),
        "supply": {k: len(v) for k, v in state.supply.items()},
        "state_hash": state.state_hash(),
    }
    if state.config.variants.familiars != "off":
        out["familiars"] = {"mode": state.config.variants.familiars, "deck_count": len(state.familiars),
                            "of": [state.cards[i].id if i >= 0 else None for i in state.familiar_of],
                            "away": list(state.familiar_away)}
    if state.turn.action:
        out["turn_state"] = hall_turn_summary(state, ends_game=state.turn.ends_game)
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
