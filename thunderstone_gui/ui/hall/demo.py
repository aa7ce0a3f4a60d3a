"""How the Hall games' demo games (`ui/classic/demo.py`, `ui/advance/demo.py`) play the Dungeon and the Village by
chance: arm the party first, attack the monster worth most among those the preview says can be beaten, level up,
buy the dearest card."""

from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from ...engine.actions import Action


def dungeon_or_village(state: Any, legal: Sequence[Action], rng: random.Random, breakdown: Callable[[Any, int], Any],
                       arm: float, uses: float = 0.0) -> Action | None:
    """A move in the Dungeon or the Village (None elsewhere, or when nothing there is worth doing): `arm`, how often
    the party equips or uses a card before the attack; `uses`, how often a card's Village ability is used before
    buying."""
    kind = state.pending.kind
    if kind == "dungeon":
        prep = [a for a in legal if a.kind in ("equip", "use")]
        if prep and rng.random() < arm:
            return prep[0]
        attacks = [a for a in legal if a.kind == "attack"]
        if attacks:
            wins = [a for a in attacks if breakdown(state, a.rank).victory]
            return max(wins or attacks, key=lambda a: state.cards[state.hall[a.rank - 1]].vp)
    if kind == "village":
        levels = [a for a in legal if a.kind == "level_up"]
        if levels:
            return levels[0]
        village_uses = [a for a in legal if a.kind == "use"]
        if uses and village_uses and rng.random() < uses:
            return rng.choice(village_uses)
        buys = [a for a in legal if a.kind == "buy" and state.cards[a.card].cost > 0]
        if buys:
            return max(buys, key=lambda a: (state.cards[a.card].cost, rng.random()))
    return None
