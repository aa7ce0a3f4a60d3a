"""Facts of Thunderstone Advance that hold in every reachable state (checked after the core's card conservation by
`engine.check_invariants`, run by the property tests and the bench)."""

from __future__ import annotations

from .state import AdvanceState


def check_invariants(state: AdvanceState) -> None:
    """Raise AssertionError naming the first broken fact."""
    cards = state.cards
    assert len(state.hall) == len(state.darkness) == state.config.ranks, "the Hall has the board's ranks"
    t = state.turn
    assert t.buys_left >= 0, "negative purchases"
    hand = state.players[state.active].hand
    for weapon, hero in t.equips.items():
        assert weapon in hand and hero in hand, "an equipped pair left the party"
        assert cards[weapon].is_weapon and cards[hero].is_hero, "only a Hero carries, only a Weapon is carried"
    assert len(set(t.equips.values())) == len(t.equips), "a Hero carries two Weapons"
    for iid in t.borrowed:
        assert iid in hand, "a borrowed Hero left the party without going home"
    for stack, pile in state.supply.items():
        for iid in pile:
            assert cards[iid].stack == stack, f"{cards[iid].id} lies on the {stack} stack"
    for iid in state.hall:
        assert iid < 0 or cards[iid].is_monster, f"{cards[iid].id} in the Hall"
    for iid in state.dungeon:
        assert cards[iid].is_monster or cards[iid].is_placeholder, f"{cards[iid].id} in the Dungeon Deck"
    for iid in state.curses:
        assert cards[iid].is_curse, f"{cards[iid].id} in the Curse deck"
    for iid in state.horde:
        assert cards[iid].horde_position, f"{cards[iid].id} in the Horde Deck"
    for player in state.players:
        for iid in player.owned():
            assert not cards[iid].is_placeholder, "a Horde placeholder owned by a player"
        assert player.xp >= 0, "negative XP"
    if state.result is None:
        kind = state.pending.kind
        assert kind in ("turn", "village", "dungeon", "prompt"), f"pending {kind}"
        if kind in ("turn", "village", "dungeon"):
            assert not state.revealed, "cards turned up were never put back"
            filled = [i for i in state.hall if i >= 0]
            if state.dungeon:
                assert len(filled) == len(state.hall), "an empty rank while the Dungeon Deck has cards"
            else:
                assert state.hall[:len(filled)] == filled, "an empty rank before a monster"
            assert state.breached == state.hall[0], "Rank 1's entry was never dealt with"
        if kind == "turn":
            assert not t.action and not t.equips, "a turn begins with something done"
            for player in state.players:
                assert not any(cards[i].is_bearer for i in player.owned()), "the Bearer was taken and play goes on"
