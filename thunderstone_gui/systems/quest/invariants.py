"""Facts of Thunderstone Quest that hold in every reachable state (checked after the core's card conservation by
`engine.check_invariants`, run by the property tests and the bench), Epic Thunderstone Quest's among them."""

from __future__ import annotations

from .party import load, skill
from .state import GEAR_SUPPLY, MAX_WOUNDS, QuestState


def check_invariants(state: QuestState) -> None:
    """Raise AssertionError naming the first broken fact."""
    cards = state.cards
    for seat, player in enumerate(state.players):
        assert 0 <= player.wounds <= MAX_WOUNDS, f"seat {seat} has {player.wounds} Wound tokens"
        assert min(player.gear) >= 0, f"seat {seat} has negative Gear"
        assert player.xp >= 0
        assert not player.location.startswith("room:") or 0 <= player.room < len(state.rooms)
    for k in range(3):
        assert sum(p.gear[k] for p in state.players) <= GEAR_SUPPLY, "more Gear tokens than the box holds"
    assert len(state.keys_found) <= 6
    assert all(cards[i].is_key for i in state.keys_found), "a found Key is no Key"
    for room, iid in enumerate(state.room_monster):
        if iid >= 0:        # a Key only face down: face up it is found at once
            assert cards[iid].is_monster or (cards[iid].is_key and room in state.face_down), \
                f"room {room} holds {cards[iid].id}"
    for room, level in state.face_down.items():
        assert 0 < room < len(state.rooms) and state.room_monster[room] >= 0 and 1 <= level <= 3, \
            f"face-down room {room} (level {level}) holds no card"
    assert len(state.dice) <= 5 and all(1 <= d <= 6 for d in state.dice), f"dice {state.dice}"
    assert state.room_monster[0] >= 0, "The Wilderness is never empty"
    assert (cards[state.room_monster[0]].kind == "guardian") == state.summoned, "the Guardian shows only summoned"
    if state.config.epic == "stacks":
        for home, stack in state.guilds.items():
            assert all(cards[i].level == 1 and home in cards[i].classes for i in stack), \
                f"a card strays into the {home} stack"
        for line, box in state.hero_box.items():
            assert all(cards[i].group == line and cards[i].level >= 2 for i in box), f"a card strays into {line}"
    else:
        for line, stack in state.guilds.items():
            assert all(cards[i].group == line for i in stack), f"a card strays into the {line} stack"
    if state.config.epic is None:
        for stack_id, stack in state.market.items():
            assert all(cards[i].id == stack_id for i in stack), f"a card strays into the {stack_id} stack"
    else:
        _check_epic_market(state)
    t = state.turn
    hand = state.players[state.active].hand
    for weapon, hero in t.wields.items():
        assert weapon in hand and hero in hand, "a wielding pair left play"
    for hero in set(t.wields.values()):
        assert load(state, hero) <= skill(state, hero), f"{cards[hero].id} wields more than its Skill"
    assert t.gold_spent == 0 or t.gold_spent <= t.gold_fixed, "spent more gold than produced"
    if state.result is None:
        assert state.pending.kind in ("prep", "village", "dungeon", "prompt"), f"pending {state.pending.kind}"
        assert state.final_turns != 0


def _check_epic_market(state: QuestState) -> None:
    """Epic: eight spots of at most one card each, of the spot's type (an Any spot: of any Marketplace type); a deck
    only of its type; a spot of a type is empty only when its deck is."""
    from .rules.epic import MARKET_KINDS, SPOTS, spot_kind

    cards = state.cards
    assert tuple(state.market) == SPOTS, f"the Marketplace's spots are {tuple(state.market)}"
    for spot, pile in state.market.items():
        kind = spot_kind(spot)
        assert len(pile) <= 1, f"{len(pile)} cards in the spot {spot}"
        assert all(cards[i].kind == kind or kind == "any" and cards[i].kind in MARKET_KINDS for i in pile), \
            f"a card strays into the spot {spot}"
        assert pile or kind == "any" or not state.market_decks[kind], f"the spot {spot} was not refilled"
    assert tuple(state.market_decks) == MARKET_KINDS
    for kind, deck in state.market_decks.items():
        assert all(cards[i].kind == kind for i in deck), f"a card strays into the {kind} deck"
