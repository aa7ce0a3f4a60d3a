"""Facts that hold in every reachable state (checked by the property tests and the bench)."""

from __future__ import annotations

from .game import legal_actions
from .state import HALL_RANKS, GameState


def check_invariants(state: GameState) -> None:
    """Raise AssertionError naming the first broken fact."""
    zones = state.all_zones()
    seen: dict[int, str] = {}
    for name, cards in zones.items():
        for iid in cards:
            assert 0 <= iid < len(state.cards), f"unknown card {iid} in {name}"
            assert iid not in seen, f"card {state.ref(iid)} is both in {seen[iid]} and in {name}"
            seen[iid] = name
    missing = [state.ref(i) for i in range(len(state.cards)) if i not in seen]
    assert not missing, f"cards lost: {missing[:5]}"
    assert state.minted == len(state.cards) - state.cards.index(state.catalogue["stone_of_mystery"]) - 1, \
        "cards made without being counted"
    assert len(state.hall) == HALL_RANKS, "the Hall has three ranks"
    for player in state.players:
        assert player.xp >= 0, "negative XP"
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
        assert 0 <= state.pending.seat < state.seats, "the pending decision belongs to no seat"
        assert legal_actions(state), f"no legal action for {state.pending}"
    else:
        assert state.pending.kind == "game_over" and not legal_actions(state), "a finished game still asks"
