"""The original game's part of the Game Over screen: VP by card type, the Thunderstone holder, a few facts per
player (monsters defeated, cards owned, XP left)."""

from __future__ import annotations

from typing import Any

from ...systems.classic.rules.scoring import CATEGORIES, vp_breakdown
from ...systems.classic.state import ClassicState
from ..game_view import GameOverSummary
from ..hall.scores import summary as hall_summary
from .strings import tr


def summary(state: ClassicState) -> GameOverSummary:
    def fact(name: str, player: Any) -> str:
        owned = player.owned()
        monsters = sum(1 for i in owned if state.cards[i].is_monster)
        return tr("facts", name=name, defeated=tr("monsters_defeated_n", n=monsters), owned=tr("cards_n", n=len(owned)),
                  xp=player.xp)

    return hall_summary(state, CATEGORIES, vp_breakdown, tr,
                        lambda name: tr("stone_holder", name=name) if name is not None else tr("stone_nobody"), fact)
