"""Thunderstone Advance's part of the Game Over screen: VP by card type (Heroes, Village, Monsters, the Bearer, basic
cards, Curses), who holds the Thunderstone Bearer and how ties are broken (the Bearer's holder, then the most XP),
and a few facts per player (monsters defeated, cards owned, Curses, XP)."""

from __future__ import annotations

from ...i18n import engine_text
from ...systems.advance.rules.scoring import CATEGORIES, vp_breakdown
from ...systems.advance.state import AdvanceState
from ..game_view import GameOverSummary
from .strings import tr


def summary(state: AdvanceState) -> GameOverSummary:
    names = [s.name for s in state.config.seats]
    result = state.result
    subtitle = ""
    if result is not None:
        holder = tr("bearer_holder", name=names[result.stone_holder]) if result.stone_holder >= 0 \
            else tr("bearer_nobody")
        subtitle = f"{holder} · {engine_text(result.reason)} · {tr('tie_rule')}"
    breakdowns = [vp_breakdown(state, seat) for seat in range(state.seats)]
    facts = []
    for seat, player in enumerate(state.players):
        owned = player.owned()
        cards = state.cards
        monsters = sum(1 for i in owned if cards[i].is_monster)
        curses = sum(1 for i in owned if cards[i].is_curse)
        facts.append(tr("facts", name=names[seat], monsters=monsters, cards=len(owned), curses=curses, xp=player.xp))
    return GameOverSummary(subtitle, [tr(f"cat_{c}") for c in CATEGORIES],
                           [[b[c] for c in CATEGORIES] for b in breakdowns], facts)
