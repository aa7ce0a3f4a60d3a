"""The original game's part of the Game Over screen: VP by card type, the Thunderstone holder, a few facts per
player (monsters defeated, cards owned, XP left)."""

from __future__ import annotations

from ...i18n import engine_text
from ...systems.classic.rules.scoring import CATEGORIES, vp_breakdown
from ...systems.classic.state import ClassicState
from ..game_view import GameOverSummary
from .strings import tr


def summary(state: ClassicState) -> GameOverSummary:
    names = [s.name for s in state.config.seats]
    result = state.result
    subtitle = ""
    if result is not None:
        stone = tr("stone_holder", name=names[result.stone_holder]) if result.stone_holder >= 0 \
            else tr("stone_nobody")
        subtitle = f"{stone} · {engine_text(result.reason)}"
    breakdowns = [vp_breakdown(state, seat) for seat in range(state.seats)]
    facts = []
    for seat, player in enumerate(state.players):
        owned = player.owned()
        monsters = sum(1 for i in owned if state.cards[i].is_monster)
        facts.append(tr("facts", name=names[seat], defeated=tr("monsters_defeated_n", n=monsters),
                        owned=tr("cards_n", n=len(owned)), xp=player.xp))
    return GameOverSummary(subtitle, [tr(f"cat_{c}") for c in CATEGORIES],
                           [[b[c] for c in CATEGORIES] for b in breakdowns], facts)
