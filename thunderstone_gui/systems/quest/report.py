"""A Thunderstone Quest state and its battle previews as JSON data (the scenario tool's output)."""

from __future__ import annotations

from typing import Any

from ..report import card_ids, decision_summary, players_summary
from .battle import breakdown
from .party import current_hp
from .rules.scoring import score
from .state import QuestState


def scenario_summary(state: QuestState) -> dict[str, Any]:
    """The scenario tool's JSON view of a Quest state."""
    def board(seat: int) -> dict[str, Any]:
        pl = state.players[seat]
        return {"wounds": pl.wounds, "hp": current_hp(state, seat),
                "gear": dict(zip(("iron_rations", "lantern", "potion"), pl.gear)), "location": pl.location}

    out: dict[str, Any] = {
        "game": "quest",
        "turn": state.turn_number,
        "active": state.active,
        **decision_summary(state),
        "rooms": {room: (state.cards[m].id if m >= 0 else None) for room, m in zip(state.rooms, state.room_monster)},
        "monster_decks": [len(d) for d in state.monster_decks],
        "keys_found": len(state.keys_found),
        "summoned": state.summoned,
        "treasure_count": len(state.treasure),
        "players": players_summary(state, score, board),
        "trash": card_ids(state, state.trash),
        "state_hash": state.state_hash(),
    }
    if state.result is not None:
        out["result"] = {"scores": list(state.result.scores), "winners": list(state.result.winners)}
    return out


def scenario_previews(state: QuestState) -> list[dict[str, Any]]:
    """The battle preview against every Monster of the Dungeon, with the Light each room costs."""
    out = []
    for room, iid in enumerate(state.room_monster):
        if iid < 0:
            continue
        b = breakdown(state, room)
        f = b.figures
        out.append({"room": state.rooms[room], "monster": state.cards[iid].id, "light_needed": b.light_needed,
                    "physical": f.physical, "magic": f.magic, "total": f.total, "health": f.health,
                    "armor": f.armor, "magic_resistance": f.magic_resistance, "missing": list(f.missing),
                    "victory": f.victory, "wounds": b.wounds, "xp": b.xp, "treasure": b.treasure,
                    "gear": list(b.gear),
                    "lines": [{"card": state.cards[ln.card].id if ln.card >= 0 else ln.note, "attack": ln.attack,
                               "magic_attack": ln.magic} for ln in b.lines]})
    return out
