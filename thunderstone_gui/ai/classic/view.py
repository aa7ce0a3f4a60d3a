"""Facts an agent reads off its Observation: who owns what, the VP race, where the Thunderstone may be, how long the
game probably lasts.

Everything here is computed from the Observation alone (public zones, the viewer's hand, the `unseen` multisets of
each seat), never from a GameState, so every level shares one honest picture of the game.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ...engine.observation import viewer_hand
from ...systems.classic.cards import Card, Catalogue
from ...systems.classic.observe import Observation

# Each player turn removes a monster from the Hall with about this probability (an attack, won or lost, always
# moves one); measured over arena games of the heuristic levels. Used only to estimate the game's length.
DEPARTURES_PER_TURN = 0.55
# The Thunderstone starts among the bottom eleven cards of the Dungeon Deck: on average five cards lie under it.
CARDS_UNDER_STONE = 5


def catalogue(obs: Observation) -> Catalogue:
    return obs.config.catalogue()


@lru_cache(maxsize=64)
def _cards_of(ids: tuple[str, ...], cat: Catalogue) -> tuple[Card, ...]:
    return tuple(cat[cid] if cid in cat else cat["disease"] for cid in ids)


def cards(obs: Observation) -> tuple[Card, ...]:
    """The Card of every instance (minted Diseases included)."""
    return _cards_of(obs.card_ids, catalogue(obs))


def owned_ids(obs: Observation, seat: int) -> Counter[str]:
    """Card ids a seat owns (deck + hand + discard): public to a perfect memory (observe.py)."""
    view = obs.seats[seat]
    counts: Counter[str] = Counter(dict(view.unseen))
    for iid in view.discard:
        counts[obs.card_ids[iid]] += 1
    if view.hand is not None:
        for iid in view.hand:
            counts[obs.card_ids[iid]] += 1
    # While it is this seat's turn, cards it borrowed (Selurin Theurge) sit in its hand but belong to another.
    for iid, owner in obs.turn.borrowed.items():
        if owner != seat and view.hand is not None and iid in view.hand:
            counts[obs.card_ids[iid]] -= 1
        if owner == seat:
            counts[obs.card_ids[iid]] += 1
    return +counts


def owned_cards(obs: Observation, seat: int) -> list[Card]:
    cat = catalogue(obs)
    out: list[Card] = []
    for cid, n in owned_ids(obs, seat).items():
        out.extend([cat[cid]] * n)
    return out


def vp(obs: Observation, seat: int) -> int:
    cat = catalogue(obs)
    return sum(cat[cid].vp * n for cid, n in owned_ids(obs, seat).items())


def vp_all(obs: Observation) -> list[int]:
    return [vp(obs, s) for s in range(len(obs.seats))]


def stone_rank(obs: Observation) -> int:
    """1-3 when the Thunderstone is in the Hall, 0 otherwise."""
    for rank, iid in enumerate(obs.hall, 1):
        if iid >= 0 and obs.card_ids[iid] == "stone_of_mystery":
            return rank
    return 0


def stone_in_dungeon(obs: Observation) -> bool:
    return any(cid == "stone_of_mystery" for cid, _ in obs.dungeon_unseen)


def departures_left(obs: Observation) -> float:
    """How many more monsters must leave the Hall before the Thunderstone reaches Rank 1 (an estimate)."""
    rank = stone_rank(obs)
    if rank:
        return float(rank - 1)
    if not stone_in_dungeon(obs):
        return 0.0
    under = min(CARDS_UNDER_STONE, max(0, obs.dungeon_size - 1) / 2)
    return max(1.0, obs.dungeon_size - under) + 2.0


def turns_left(obs: Observation) -> float:
    """The viewer's own turns left, roughly (at least 1)."""
    players = len(obs.seats)
    total_turns = departures_left(obs) / DEPARTURES_PER_TURN
    return max(1.0, total_turns / players)


def monster_pool(obs: Observation) -> list[tuple[Card, float]]:
    """The monsters still to be fought (Hall + Dungeon Deck), each with its share of the pool."""
    cat = catalogue(obs)
    counts: Counter[str] = Counter(dict(obs.dungeon_unseen))
    for iid in obs.hall:
        if iid >= 0:
            counts[obs.card_ids[iid]] += 1
    counts.pop("stone_of_mystery", None)
    total = sum(counts.values())
    if not total:
        return []
    return [(cat[cid], n / total) for cid, n in sorted(counts.items()) if cat[cid].is_monster]


def game_monsters(obs: Observation) -> tuple[Card, ...]:
    """Every kind of monster of this game (whether or not any is left), in card-id order."""
    cat = catalogue(obs)
    ids = sorted({cid for cid in obs.card_ids if cid in cat and cat[cid].is_monster})
    return tuple(cat[cid] for cid in ids)


def hand_cards(obs: Observation) -> list[Card]:
    cs = cards(obs)
    return [cs[i] for i in viewer_hand(obs.seats, obs.viewer)]


def is_my_turn(obs: Observation) -> bool:
    return obs.active == obs.viewer
