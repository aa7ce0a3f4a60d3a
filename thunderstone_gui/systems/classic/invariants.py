"""Facts of the original game that hold in every reachable state (checked after the core's card conservation by
`engine.check_invariants`, run by the property tests and the bench)."""

from __future__ import annotations

from .state import HALL_RANKS, ClassicState


def check_invariants(state: ClassicState) -> None:
    """Raise AssertionError naming the first broken fact."""
    assert state.minted == len(state.cards) - state.cards.index(state.catalogue["stone_of_mystery"]) - 1, \
        "cards made without being counted"
    assert len(state.hall) == HALL_RANKS, "the Hall has three ranks"
    t = state.turn
    assert t.buys_left >= 0, "negative purchases"
    assert t.gold_left >= -1, "negative Gold"
    hand = state.players[state.active].hand
    for weapon, hero in t.equips.items():
        assert weapon in hand and hero in hand, "an equipped pair left the party"
    for supply_name, pile in state.supply.items():
        for iid in pile:
            card = state.cards[iid]
            stack = card.group if card.kind == "hero" else card.id
            assert stack == supply_name, f"{card.id} lies on the {supply_name} stack"
    if state.result is None:
        assert state.pending.kind in ("turn", "village", "dungeon", "prompt"), f"pending {state.pending.kind}"
