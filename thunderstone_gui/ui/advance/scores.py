"""Thunderstone Advance's part of the Game Over screen: VP by card type (Heroes, Village, Monsters, the Bearer, basic
cards, Curses), who holds the Thunderstone Bearer and how ties are broken (the Bearer's holder, then the most XP),
and a few facts per player (monsters defeated, cards owned, Curses, XP)."""

from __future__ import annotations

from typing import Any

from ...systems.advance.rules.scoring import CATEGORIES, vp_breakdown
from ...systems.advance.state import AdvanceState
from ..game_view import GameOverSummary
from ..hall.scores import summary as hall_summary
from .strings import tr


def summary(state: AdvanceState) -> GameOverSummary:
    def fact(name: str, player: Any) -> str:
        owned = player.owned()
        cards = state.cards
        monsters = sum(1 for i in owned if cards[i].is_monster)
        curses = sum(1 for i in owned if cards[i].is_curse)
        return tr("facts", name=name, monsters=monsters, cards=len(owned), curses=curses, xp=player.xp)

    return hall_summary(state, CATEGORIES, vp_breakdown, tr,
                        lambda name: tr("bearer_holder", name=name) if name is not None else tr("bearer_nobody"), fact,
                        tr("tie_rule"))
