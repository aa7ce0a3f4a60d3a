"""Thunderstone Advance's part of the end-of-game statistics (engine/stats.py): VP as the score counts them, owned
cards by kind, battles by rank from the `attack` and `battle_result` events, XP gained from `gained_xp` (a victory's
XP and every other gain) and spent from `levelled_up` and `lost_xp` (XP a Curse or a monster takes away count as
spent: gained less spent is the XP a player holds)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.stats import Tally
from .rules.scoring import score
from .state import AdvanceState

KINDS = ("heroes", "village", "monsters", "basic", "curses")
TURN_ENDED = "turn_ended"

# Card kinds as the charts group them: the Thunderstone Bearer is counted with the monsters (a card of the Dungeon).
_KIND_OF = {"hero": "heroes", "village": "village", "monster": "monsters", "thunderstone_bearer": "monsters",
            "basic": "basic", "curse": "curses"}


def snapshot(state: AdvanceState, seat: int) -> tuple[int, dict[str, int]]:
    kinds = dict.fromkeys(KINDS, 0)
    for iid in state.players[seat].owned():
        kind = _KIND_OF.get(state.cards[iid].kind)
        if kind is not None:
            kinds[kind] += 1
    return score(state, seat), kinds


def count(tally: Tally, event: Event) -> None:
    seat = event.seat
    if not 0 <= seat < tally.seats:
        return
    kind = event.kind
    if kind == "attack":
        tally.attacking[seat] = event.get("rank", 0)
    elif kind == "battle_result":
        tally.battle(seat, tally.attacking[seat], bool(event.get("victory")))
    elif kind == "gained_xp":
        tally.xp_gained[seat] += event.get("xp", 0)
    elif kind in ("levelled_up", "lost_xp"):
        tally.xp_spent[seat] += event.get("xp", 0)
