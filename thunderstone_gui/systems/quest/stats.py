"""Thunderstone Quest's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by the level of the room fought in (The Wilderness: 0) from `battle_started` and
`battle_result`, the Wounds a battle costs (`wounded` tokens and `wound_card` cards from the battle's start to the
end of the turn), XP gained from `gained_xp` and spent from `levelled_up` and `lost_xp`, the HP of the Player Board
at the end of each turn, and the Guardian Keys each player found (`key_found`)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.stats import Tally
from .rules.scoring import score
from .state import QuestState, hp_of

# Defeated Monsters are destroyed, not kept (rules/combat.py): no kind of their own.
KINDS = ("heroes", "weapons", "items", "spells", "wounds", "other")
TURN_ENDED = "turn_ended"
BATTLE_AXIS = "level"
SERIES = ("hp", "keys")

# The level of each room of the Dungeon map (state.ADJACENT): The Wilderness, then two rooms of levels 1, 2 and 3.
ROOM_LEVEL = (0, 1, 1, 2, 2, 3, 3)
_KIND_OF = {"hero": "heroes", "weapon": "weapons", "item": "items", "spell": "spells", "wound": "wounds"}
_NO_BATTLE = -1


def snapshot(state: QuestState, seat: int) -> tuple[int, dict[str, int]]:
    kinds = dict.fromkeys(KINDS, 0)
    for iid in state.players[seat].owned():
        kinds[_KIND_OF.get(state.cards[iid].kind, "other")] += 1
    return score(state, seat), kinds


def series(state: QuestState, seat: int, tally: Tally) -> dict[str, int]:
    return {"hp": hp_of(state.players[seat].wounds), "keys": tally.counters[seat].get("keys", 0)}


def marks(state: QuestState) -> dict[str, int]:
    return {"keys": state.config.variants.keys_needed}


def room_level(room: int) -> int:
    return ROOM_LEVEL[room] if 0 <= room < len(ROOM_LEVEL) else 0


def count(tally: Tally, event: Event) -> None:
    seat = event.seat
    if not 0 <= seat < tally.seats:
        return
    kind = event.kind
    fighting = tally.counters[seat].get("battle", _NO_BATTLE)
    if kind == "battle_started":
        tally.counters[seat]["battle"] = room_level(event.get("room", 0))
    elif kind == "battle_result":
        tally.battle(seat, room_level(event.get("room", 0)), bool(event.get("victory")))
    elif kind in ("wounded", "wound_card") and fighting != _NO_BATTLE:
        taken = event.get("count", 0) if kind == "wounded" else 1
        if taken:
            tally.wounds[seat][fighting] = tally.wounds[seat].get(fighting, 0) + taken
    elif kind == TURN_ENDED:
        tally.counters[seat]["battle"] = _NO_BATTLE
    elif kind == "gained_xp":
        tally.xp_gained[seat] += event.get("amount", 0)
    elif kind == "levelled_up":
        tally.xp_spent[seat] += event.get("xp", 0)
    elif kind == "lost_xp":
        tally.xp_spent[seat] += event.get("amount", 0)
    elif kind == "key_found":
        tally.counters[seat]["keys"] = tally.counters[seat].get("keys", 0) + 1
