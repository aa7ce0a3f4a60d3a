"""Game end and winning ("Game End and Winning", "Experience Points").

VP: every card the player owns (deck, hand, discard), a completed Side Quest, and 1 VP per XP. Ties: the most
Wounds (tokens and Wound cards owned), then the most Treasure and Legendary cards owned; still tied, all win.
"""

from __future__ import annotations

from ....engine.events import Event
from ...scoring import declare_result, owned_vp, winners
from ..state import QuestState
from .extras import end_of_game_quests


def score(state: QuestState, seat: int) -> int:
    player = state.players[seat]
    total = owned_vp(state, seat) + player.xp
    if player.quest_done:
        quest = state.catalogue[player.side_quest].side_quest
        total += quest.vp if quest is not None else 0
    return total


def tie_break(state: QuestState, seat: int) -> tuple[int, int, int]:
    player = state.players[seat]
    cards = state.cards
    owned = player.owned()
    wounds = player.wounds + sum(1 for i in owned if cards[i].is_wound)
    riches = sum(1 for i in owned if cards[i].treasure or cards[i].legendary)
    return score(state, seat), wounds, riches


def finish(state: QuestState, events: list[Event], reason: str) -> None:
    end_of_game_quests(state, events)
    keys = [tie_break(state, s) for s in range(state.seats)]
    declare_result(state, events, [k[0] for k in keys], winners(keys), reason)
