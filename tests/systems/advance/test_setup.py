"""Setting up a game of Thunderstone Advance (summary, "Setup")."""

from __future__ import annotations

from collections import Counter

import pytest

from thunderstone_gui.engine import GameConfig, new_game
from thunderstone_gui.systems.advance.cards import load_catalogue
from thunderstone_gui.systems.advance.config import AdvanceCardSet, AdvanceConfig
from thunderstone_gui.systems.advance.state import AdvanceState

from .support import ids


def game(seed: int = 1, seats: int = 2, **options) -> AdvanceState:
    state = new_game(GameConfig.new(seats, game="advance", seed=seed, **options))
    assert isinstance(state, AdvanceState)
    return state


def test_random_setups_take_a_monster_group_of_each_level_never_the_horde():
    catalogue = load_catalogue()
    seen: Counter[str] = Counter()
    for seed in range(200):
        card_set = AdvanceCardSet.random(seed)
        levels = [catalogue.groups[g].level for g in card_set.monster_groups]
        assert levels == [1, 2, 3]
        assert "undead_horde" not in card_set.monster_groups
        seen.update(card_set.monster_groups)
        assert card_set.bearer in ("stramst", "orseg", "belac")
    # every playable group comes up
    assert set(seen) == set(catalogue.groups) - {"undead_horde"}


def test_random_village_has_eight_stacks_at_most_three_of_a_type_and_two_items():
    catalogue = load_catalogue()
    items_at_limit = types_at_limit = 0
    for seed in range(300):
        card_set = AdvanceCardSet.random(seed)
        assert len(card_set.village) == 8 and len(set(card_set.village)) == 8
        types = Counter(catalogue[c].village_type for c in card_set.village)
        assert types["item"] <= 2 and all(n <= 3 for n in types.values()), types
        items_at_limit += types["item"] == 2
        types_at_limit += any(n == 3 for n in types.values())
        assert len(card_set.hero_lines) == 4 and len(set(card_set.hero_lines)) == 4
    assert items_at_limit and types_at_limit     # the limits are reached, not merely never approached


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_village_holds_three_basics_per_player_and_hero_stacks_level_one_on_top(seats):
    state = game(seed=seats, seats=seats)
    for basic in ("regular", "longspear", "torch"):
        assert len(state.supply[basic]) == 3 * seats
    assert "thunderstone_shard" not in state.supply
    for line in state.config.card_set.hero_lines:
        levels = [state.cards[i].level for i in state.supply[line]]
        assert levels == [3] * 2 + [2] * 4 + [1] * 6          # bottom first: Level 1 on top
    for card_id in state.config.card_set.village:
        assert len(state.supply[card_id]) == 8


@pytest.mark.parametrize("seats", [2, 5])
def test_each_player_starts_with_twelve_basic_cards_and_draws_six(seats):
    state = game(seed=7, seats=seats)
    for player in state.players:
        assert len(player.hand) == 6 and len(player.deck) == 6 and not player.discard and player.xp == 0
        assert Counter(ids(state, player.owned())) == {"regular": 6, "longspear": 2, "torch": 2,
                                                        "thunderstone_shard": 2}
    assert state.pending.kind == "turn"


def test_the_first_player_is_random():
    firsts = Counter(game(seed=s, seats=3).active for s in range(60))
    assert set(firsts) == {0, 1, 2}


def test_the_bearer_is_shuffled_into_the_bottom_ten_cards():
    below: Counter[int] = Counter()
    for seed in range(400):
        state = game(seed=seed)
        cards = state.cards
        position = next(k for k, i in enumerate(state.dungeon) if cards[i].is_bearer)
        below[position] += 1          # cards under it
    assert set(below) == set(range(11))          # 0 to 10 cards below it, each possible


@pytest.mark.parametrize("board, ranks", [("dungeon", 3), ("wilderness", 4)])
def test_the_board_side_sets_the_ranks_and_their_darkness(board, ranks):
    state = game(seed=3, board=board)
    assert len(state.hall) == ranks and all(i >= 0 for i in state.hall)
    assert state.darkness == tuple(range(1, ranks + 1))
    # 3 monster groups of 10 and the Bearer, less the Hall
    assert len(state.dungeon) == 31 - ranks


def test_raid_and_breach_are_ignored_while_the_hall_is_first_filled():
    """Seeds whose setup deals a Magma Wyrm (Breach) into Rank 1 and a Blackflock Ravener (Raid) into the Hall."""
    wyrm = ravener = None
    for seed in range(3000):
        card_set = AdvanceCardSet.random(seed)
        if "dragon_fire" not in card_set.monster_groups and "corvaxis_avian" not in card_set.monster_groups:
            continue
        state = game(seed=seed)
        hall = ids(state, state.hall)
        if wyrm is None and hall[0] == "magma_wyrm":
            wyrm = state
        if ravener is None and "blackflock_ravener" in hall:
            ravener = state
        if wyrm and ravener:
            break
    assert wyrm is not None and ravener is not None
    # no stack lost its top cards, nothing destroyed, no prompt: the setup's Rank 1 is dealt with
    assert all(len(pile) in (6, 8, 12, 18) for pile in wyrm.supply.values()) and not wyrm.out
    assert wyrm.breached == wyrm.hall[0] and wyrm.pending.kind == "turn"
    assert not ravener.out and all(len(p.hand) == 6 for p in ravener.players)


def test_the_curse_deck_is_shuffled():
    orders = {tuple(ids(game(seed=s), game(seed=s).curses)) for s in range(5)}
    assert len(orders) == 5
    state = game(seed=1)
    assert Counter(ids(state, state.curses)) == {c: 4 for c in load_catalogue().curse_ids}


@pytest.mark.parametrize("setup", ["tower_of_corruption", "tower_of_compulsion", "tower_of_contempt"])
def test_the_three_themed_setups(setup):
    config = GameConfig.new(2, game="advance", setup=setup, seed=4)
    assert isinstance(config, AdvanceConfig) and config.card_set.source == setup
    theme = load_catalogue().setups[setup]
    assert config.card_set.monster_groups == theme.monster_groups and config.card_set.bearer == theme.bearer
    state = new_game(config)
    assert len(state.supply) == 3 + 4 + 8


def test_the_horde_deck_is_face_up_lowest_health_on_top_and_placeholders_go_into_the_dungeon():
    state = game(seed=2, setup="tower_of_corruption")
    cards = state.cards
    horde_health = [cards[i].health for i in reversed(state.horde)]      # top first
    placeholders = sum(1 for i in state.dungeon if cards[i].is_placeholder)
    in_hall = sum(1 for i in state.hall if cards[i].horde_position)
    assert horde_health == sorted(horde_health) and len(state.horde) + in_hall == 10
    replaced = sum(1 for i in state.out if cards[i].is_placeholder)
    assert placeholders + replaced == 10 and replaced == in_hall
    assert not any(cards[i].is_placeholder for i in state.hall)


def test_a_revealed_placeholder_gives_its_place_to_the_top_of_the_horde():
    for seed in range(200):
        state = game(seed=seed, setup="tower_of_corruption")
        if state.out:
            break
    cards = state.cards
    assert [cards[i].id for i in state.out] == ["soulstolen_placeholder"] * len(state.out)
    soulstolen = sorted(cards[i].horde_position for i in state.hall if cards[i].horde_position)
    assert soulstolen == list(range(1, len(state.out) + 1))   # the Horde came in order: lowest Health first


def test_a_bad_setup_is_refused_with_its_reason():
    with pytest.raises(ValueError, match="unknown setup 'first_game'"):
        GameConfig.new(2, game="advance", setup="first_game")
    with pytest.raises(ValueError, match="Thunderstone Advance is played by 2 to 5 players, not 6"):
        GameConfig.new(6, game="advance")
    with pytest.raises(ValueError, match="not a Thunderstone Bearer"):
        AdvanceConfig.model_validate({"seats": [{"name": "A"}, {"name": "B"}], "card_set": {
            "monster_groups": ["kobold_humanoid"], "bearer": "ogre", "hero_lines": ["aird"], "village": []}})
