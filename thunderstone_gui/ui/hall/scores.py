"""A Hall game's part of the Game Over screen: VP by card type (the game's scoring categories, in its words), who
holds the Thunderstone (or its Bearer), why the game ended, and a line of facts per player."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...i18n import engine_text
from ..game_view import GameOverSummary


def summary(state: Any, categories: Sequence[str], vp_breakdown: Callable[[Any, int], dict[str, int]],
            tr: Callable[..., str], holder: Callable[[str | None], str], fact: Callable[[str, Any], str],
            rule: str = "") -> GameOverSummary:
    """`holder(name)`: who holds the Thunderstone (None: nobody); `fact(name, player)`: a player's line; `rule`: a
    rule said after why the game ended (how ties are broken)."""
    names = [s.name for s in state.config.seats]
    result = state.result
    subtitle = ""
    if result is not None:
        held = holder(names[result.stone_holder] if result.stone_holder >= 0 else None)
        subtitle = " · ".join([held, engine_text(result.reason)] + ([rule] if rule else []))
    breakdowns = [vp_breakdown(state, seat) for seat in range(state.seats)]
    facts = [fact(names[seat], player) for seat, player in enumerate(state.players)]
    return GameOverSummary(subtitle, [tr(f"cat_{c}") for c in categories],
                           [[b[c] for c in categories] for b in breakdowns], facts)
