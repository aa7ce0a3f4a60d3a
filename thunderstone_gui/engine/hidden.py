"""The hidden cards of an observation, dealt at random: what every game's `determinize` needs.

An observation tells which card instances are where in public and, for each hidden zone, only how many of each card
id it holds. `HiddenCards` groups the instances no public zone names by card id, shuffles each group with the
state's generator, and hands them out by those counts - so a determinized state has every card exactly once.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable, Sequence

from .rng import Rng

Counts = Sequence[tuple[str, int]]      # card id -> how many, as observations give hidden zones


class HiddenCards:
    def __init__(self, card_ids: Sequence[str], public: Iterable[int], rng: Rng) -> None:
        shown = set(public)
        self.rng = rng
        self.pools: dict[str, list[int]] = defaultdict(list)
        for iid, card_id in enumerate(card_ids):
            if iid not in shown:
                self.pools[card_id].append(iid)
        for pool in self.pools.values():
            rng.shuffle(pool)

    def take(self, counts: Counts, shuffled: bool = False) -> list[int]:
        """Instances for a hidden zone holding `counts`; `shuffled`: in a random order (not by card id)."""
        out = [self.pools[card_id].pop() for card_id, n in counts for _ in range(n)]
        if shuffled:
            self.rng.shuffle(out)
        return out
