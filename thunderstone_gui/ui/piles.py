"""The entries of a pile viewer (`overlays.PileViewer`), the same at every game's table: cards grouped with their
counts, your own deck as "in it / you own in all", what another player has not shown followed by their discard pile.
Every game's state has `cards`, `catalogue` and `players[seat].owned()`; its observation a seat's `unseen`
multiset, `discard` and the viewer's `my_deck`."""

from __future__ import annotations

from typing import Any, Callable, Iterable

Entries = list[tuple[Any, str]]


def grouped(state: Any, iids: Iterable[int]) -> Entries:
    """(card, "×n") for each kind of card among `iids`, in the order first seen."""
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for iid in iids:
        cid = state.cards[iid].id
        counts[cid] = counts.get(cid, 0) + 1
        first.setdefault(cid, iid)
    return [(state.cards[first[cid]], f"×{n}") for cid, n in counts.items()]


def counted(state: Any, counts: Iterable[tuple[str, int]]) -> Entries:
    """(card, "×n") for a multiset of card ids."""
    cat = state.catalogue
    return [(cat[cid], f"×{n}") for cid, n in counts if cid in cat]


def owned_counts(state: Any, seat: int) -> dict[str, int]:
    """How many of each card a seat owns in all (deck, hand, discard, in play)."""
    counts: dict[str, int] = {}
    for iid in state.players[seat].owned():
        cid = state.cards[iid].id
        counts[cid] = counts.get(cid, 0) + 1
    return counts


def deck_entries(state: Any, obs: Any, viewer: int, count_of: Callable[..., str]) -> Entries:
    """The viewer's deck, its order hidden: each card with "in the deck / owned in all" (`count_of(x=, y=)`)."""
    owned = owned_counts(state, viewer)
    return [(state.catalogue[cid], count_of(x=n, y=owned.get(cid, n))) for cid, n in obs.my_deck]


def unseen_entries(state: Any, seen: Any, in_discard: Callable[[str], str]) -> Entries:
    """What a player has not shown (deck and hand as a multiset), then their discard pile, each count said by
    `in_discard("×n")`."""
    return counted(state, seen.unseen) + [(card, in_discard(text)) for card, text in grouped(state, seen.discard)]
