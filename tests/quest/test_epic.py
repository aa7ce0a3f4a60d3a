"""Epic Thunderstone Quest (rulebook p. 17, systems/quest/rules/epic.py), rule by rule: one copy of every Item, Spell,
Weapon and Monster; ten Monsters of each level; the Marketplace as three face-down decks with two cards of each type
showing, refilled from their deck; the Any spots filled only from The Marketplace, a Village location of this mode;
the Heroes in class stacks (only the top one available, higher levels from the box) or in the normal Guilds' Quarter.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from thunderstone_gui.engine import apply, check_invariants, determinize, legal_actions, new_game, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.cards import CardData
from thunderstone_gui.systems.quest.config import QuestChoice, QuestConfig
from thunderstone_gui.systems.quest.rules.epic import ANY_SPOTS, MARKET_KINDS, SPOTS
from thunderstone_gui.systems.quest.state import QuestState

from .helpers import doubled_catalogue


def epic_config(epic: str = "stacks", seed: int = 3, extra: tuple[CardData, ...] = (), doubled: bool = True,
                seats: int = 2) -> QuestConfig:
    """An Epic game on the doubled set (two hero lines of each class, 16 Marketplace cards, six Monster titles a
    level) or on our own set, Side Quests and Sponsorships off (the first decision is the first player's Prep)."""
    from thunderstone_gui.engine.config import Seat
    from thunderstone_gui.systems.quest.cards import our_set, with_extra_cards
    from thunderstone_gui.systems.quest.config import QuestVariants

    base = doubled_catalogue() if doubled else our_set()
    catalogue = with_extra_cards(base, extra)
    choice = QuestChoice.random(catalogue, seed)
    return QuestConfig(seats=tuple(Seat(name=f"P{k}") for k in range(seats)), card_set=base.set_id,
                       card_set_hash=base.hash, choice=choice, seed=seed, extra_cards=extra, epic=epic,  # type: ignore
                       variants=QuestVariants(side_quests=False, sponsorships=False))


def ids(state: QuestState, pile: list[int]) -> list[str]:
    return [state.cards[i].id for i in pile]


def monster(card_id: str, level: int) -> CardData:
    return CardData(id=card_id, name=card_id.replace("_", " ").title(), kind="monster", group="Test Horde",
                    level=level, health=3, xp=1, count=2)


def at_village(state: QuestState, location: str = "bazaar") -> None:
    apply(state, Action("go_to", option=location))


def give_gold(state: QuestState, gold: int) -> None:
    """The active player's gold this turn, as a token would give it (tests of buying)."""
    state.turn.produced[(-1, "gold")] = gold


# ------------------------------------------------------------------------------------------ copies and monsters
def test_one_copy_of_every_marketplace_card_in_three_decks_two_of_each_showing_any_spots_empty():
    state = new_game(epic_config())
    market = [c.id for c in state.catalogue.marketplace_cards()]
    held = [state.cards[i].id for pile in [*state.market.values(), *state.market_decks.values()] for i in pile]
    assert Counter(held) == Counter(market) and len(held) == len(set(held)) == 16
    assert tuple(state.market) == SPOTS
    for kind in MARKET_KINDS:
        for spot in (f"{kind}:1", f"{kind}:2"):
            assert len(state.market[spot]) == 1 and state.cards[state.market[spot][0]].kind == kind
        assert all(state.cards[i].kind == kind for i in state.market_decks[kind])
    assert all(state.market[spot] == [] for spot in ANY_SPOTS)
    check_invariants(state)


def test_ten_monsters_of_each_level_one_copy_of_each_title_when_the_set_has_ten_or_more():
    extra = tuple(monster(f"test_horror_{k}", 1) for k in range(9))      # 3 + 3 + 9 = 15 titles of level 1
    state = new_game(epic_config(extra=extra))
    level_one = [i for i in state.monster_decks[0] if not state.cards[i].is_key]
    level_one += [m for m in state.room_monster[1:3] if m >= 0]
    names = ids(state, level_one)
    assert len(names) == 10 and len(set(names)) == 10
    made = Counter(c.id for c in state.cards if c.kind == "monster" and c.level == 1)
    assert sum(made.values()) == 10            # the other five stay in the box, never made


def test_fewer_titles_than_ten_are_filled_up_with_the_sets_other_copies():
    state = new_game(epic_config())               # six titles of each level in the doubled set
    for level in (1, 2, 3):
        deck = [i for i in state.monster_decks[level - 1] if not state.cards[i].is_key]
        deck += [m for m in state.room_monster[2 * level - 1:2 * level + 1] if m >= 0]
        names = Counter(ids(state, deck))
        titles = {c.id: c.count for c in state.catalogue.cards.values() if c.kind == "monster" and c.level == level}
        assert sum(names.values()) == 10
        assert set(names) == set(titles)          # every title once at least
        assert all(names[t] <= titles[t] for t in names)
        keys = sum(1 for i in state.monster_decks[level - 1] if state.cards[i].is_key)
        assert keys == level                      # the Guardian Keys as normal (1, 2, 3)


def test_epic_hands_out_the_same_rooms_and_guardian_as_the_setup():
    config = epic_config("guilds")
    state = new_game(config)
    assert set(state.rooms[1:]) == set(config.choice.rooms)
    assert state.cards[state.under_wilderness[0]].group == config.choice.guardian
    assert list(state.guilds) == list(config.choice.heroes)      # way b: the normal Guilds' Quarter


# ------------------------------------------------------------------------------------------ refilling the spots
def test_a_card_bought_from_a_spot_of_a_type_is_replaced_from_its_deck():
    state = new_game(epic_config())
    at_village(state)
    give_gold(state, 20)
    bought = state.market["spell:1"][0]
    top = state.market_decks["spell"][-1]
    events = apply(state, Action("buy", bought))
    assert state.market["spell:1"] == [top] and top not in state.market_decks["spell"]
    assert bought in state.players[0].discard
    assert "market_refilled" in [e.kind for e in events]
    check_invariants(state)


def test_a_spot_whose_deck_is_empty_stays_empty():
    state = new_game(epic_config())
    state.trash += state.market_decks["weapon"]
    state.market_decks["weapon"] = []
    at_village(state)
    give_gold(state, 20)
    apply(state, Action("buy", state.market["weapon:2"][0]))
    assert state.market["weapon:2"] == []
    check_invariants(state)


def test_an_any_spot_is_not_refilled_when_its_card_is_bought():
    state = new_game(epic_config())
    apply(state, Action("go_to", option="marketplace"))
    apply(state, Action("choose", option="item"))
    card = state.market["any:1"][0]
    give_gold(state, 20)
    items = len(state.market_decks["item"])
    apply(state, Action("buy", card))
    assert state.market["any:1"] == [] and len(state.market_decks["item"]) == items


# ------------------------------------------------------------------------------------------ The Marketplace
def test_the_marketplace_is_a_village_location_only_in_epic():
    normal = new_game(QuestConfig.new(2, seed=3, side_quests=False, sponsorships=False))
    assert Action("go_to", option="marketplace") not in legal_actions(normal)
    state = new_game(epic_config())
    assert Action("go_to", option="marketplace") in legal_actions(state)


def test_the_marketplace_takes_the_top_card_of_the_deck_chosen_into_an_empty_any_spot():
    state = new_game(epic_config())
    apply(state, Action("go_to", option="marketplace"))
    assert state.pending.prompt == "market_take"
    assert {a.option for a in legal_actions(state)} == set(MARKET_KINDS)
    top = state.market_decks["weapon"][-1]
    events = apply(state, Action("choose", option="weapon"))
    assert state.market["any:1"] == [top] and top not in state.market_decks["weapon"]
    assert [e.kind for e in events][:1] == ["market_filled"]
    assert state.pending.kind == "village"            # then the Village Phase as at any location
    give_gold(state, 20)
    assert Action("buy", top) in legal_actions(state)      # the card put out may be bought this very turn


def test_with_no_empty_any_spot_a_card_there_is_destroyed_first():
    state = new_game(epic_config())
    for kind in ("item", "spell"):
        state.market["any:1" if kind == "item" else "any:2"].append(state.market_decks[kind].pop())
    first, second = state.market["any:1"][0], state.market["any:2"][0]
    apply(state, Action("go_to", option="marketplace"))
    assert state.pending.prompt == "market_destroy"
    assert {a.card for a in legal_actions(state)} == {first, second}
    events = apply(state, Action("choose", card=second))
    assert second in state.trash and state.market["any:2"] == []
    assert "market_destroyed" in [e.kind for e in events]
    assert state.pending.prompt == "market_take"
    top = state.market_decks["spell"][-1]
    apply(state, Action("choose", option="spell"))
    assert state.market["any:2"] == [top] and state.market["any:1"] == [first]
    check_invariants(state)


def test_only_decks_with_cards_are_offered_and_none_left_closes_the_marketplace():
    state = new_game(epic_config())
    state.trash += state.market_decks["item"]
    state.market_decks["item"] = []
    state._legal = None
    apply(state, Action("go_to", option="marketplace"))
    assert {a.option for a in legal_actions(state)} == {"spell", "weapon"}
    empty = new_game(epic_config())
    for kind in MARKET_KINDS:
        empty.trash += empty.market_decks[kind]
        empty.market_decks[kind] = []
    empty._legal = None
    assert Action("go_to", option="marketplace") not in legal_actions(empty)


# ------------------------------------------------------------------------------------------ the Heroes, way a
def test_way_a_four_class_stacks_of_one_copy_of_every_level_one_hero():
    state = new_game(epic_config("stacks"))
    assert list(state.guilds) == ["cleric", "fighter", "rogue", "wizard"]
    firsts = sorted(c.id for cards in state.catalogue.hero_lines().values() for c in cards if c.level == 1)
    held = sorted(state.cards[i].id for stack in state.guilds.values() for i in stack)
    assert held == firsts                              # one copy each, every level 1 Hero
    for home, stack in state.guilds.items():
        assert len(stack) == 2 and all(home in state.cards[i].classes for i in stack)
    boxed = Counter(state.cards[i].id for box in state.hero_box.values() for i in box)
    assert boxed == Counter({c.id: c.count for cards in state.catalogue.hero_lines().values() for c in cards
                             if c.level >= 2})


def test_way_a_a_hero_of_two_classes_goes_to_the_smaller_stack():
    two = CardData(id="twin_blade_1", name="Twin Blade", kind="hero", group="Twin Blade", level=1, cost=5,
                   keywords=("fighter", "rogue"), attack=1, skill=1, count=5)
    extra_rogue = CardData(id="shade_1", name="Shade", kind="hero", group="Shade", level=1, cost=5,
                           keywords=("rogue",), attack=1, skill=1, count=5)
    state = new_game(epic_config("stacks", extra=(two, extra_rogue)))
    where = {home for home, stack in state.guilds.items() for i in stack if state.cards[i].id == "twin_blade_1"}
    assert where == {"fighter"}                         # the rogue stack has three, the fighter stack two
    assert len(state.guilds["fighter"]) == 3 and len(state.guilds["rogue"]) == 3


def test_way_a_only_the_top_hero_of_each_stack_is_bought_or_levelled_into():
    state = new_game(epic_config("stacks"))
    player = state.players[0]
    adventurer = next(i for i in player.hand + player.deck if state.cards[i].is_adventurer)
    if adventurer in player.deck:
        player.deck.remove(adventurer)
        player.hand.append(adventurer)
    player.xp = 10
    at_village(state, "guilds")
    give_gold(state, 30)
    tops = {stack[-1] for stack in state.guilds.values()}
    under = {i for stack in state.guilds.values() for i in stack[:-1]}
    buys = {a.card for a in legal_actions(state) if a.kind == "buy"}
    assert tops <= buys and not under & buys
    targets = {a.option for a in legal_actions(state) if a.kind == "level_up" and a.card == adventurer}
    assert targets == {state.cards[i].id for i in tops}
    into = state.cards[state.guilds["wizard"][-1]].id
    top = state.guilds["wizard"][-1]
    apply(state, Action("level_up", adventurer, option=into))
    assert top in state.players[0].discard and top not in state.guilds["wizard"]
    check_invariants(state)


def test_way_a_a_hero_levels_up_with_a_card_from_the_box_until_none_is_left():
    state = new_game(epic_config("stacks"))
    hero = state.guilds["cleric"].pop()
    line = state.cards[hero].group
    state.players[0].hand.append(hero)
    state.players[0].xp = 20
    at_village(state, "guilds")
    into = state.cards[hero].levels_to
    assert Action("level_up", hero, option=into) in legal_actions(state)
    before = len(state.hero_box[line])
    apply(state, Action("level_up", hero, option=into))
    new = state.players[0].discard[-1]
    assert state.cards[new].id == into and len(state.hero_box[line]) == before - 1
    check_invariants(state)
    # The box out of that level: no level-up into it.
    state2 = new_game(epic_config("stacks"))
    hero2 = state2.guilds["cleric"].pop()
    target = state2.cards[hero2].levels_to
    box = state2.hero_box[state2.cards[hero2].group]
    for i in [i for i in box if state2.cards[i].id == target]:
        box.remove(i)
        state2.trash.append(i)
    state2.players[0].hand.append(hero2)
    state2.players[0].xp = 20
    at_village(state2, "guilds")
    assert not any(a.kind == "level_up" and a.card == hero2 for a in legal_actions(state2))


def test_way_b_plays_the_normal_guilds_quarter():
    state = new_game(epic_config("guilds"))
    assert state.hero_box == {}
    for line, stack in state.guilds.items():
        assert all(state.cards[i].group == line for i in stack)
        assert sorted({state.cards[i].level for i in stack}) == [1, 2, 3]


# ------------------------------------------------------------------------------------------ records and secrecy
def test_an_epic_game_is_its_config_and_decisions():
    config = epic_config("stacks", seed=9)
    session = Session(config)
    for _ in range(40):
        if session.state.result is not None:
            break
        session.submit(legal_actions(session.state)[-1])
    text = session.record().to_json()
    assert json.loads(text)["config"]["epic"] == "stacks"
    loaded = Session.from_record(text)
    assert loaded.state.state_hash() == session.state.state_hash()
    assert loaded.state.market_decks == session.state.market_decks


def test_a_normal_config_has_no_epic_in_its_record_and_deals_as_before():
    config = QuestConfig.new(2, seed=5)
    assert "epic" not in config.model_dump_json() and config.epic is None
    state = new_game(config)
    assert state.market_decks == {} and state.hero_box == {}
    assert all(state.cards[stack[0]].id == key for key, stack in state.market.items())
    # The hash of this deal before Epic existed (main at 80c37a2).
    assert state.state_hash() == NORMAL_DEAL_HASH


NORMAL_DEAL_HASH = "1f20747242e97fdf25237afc"


@pytest.mark.parametrize("epic", ["stacks", "guilds"])
def test_observe_hides_the_order_of_the_marketplace_decks_and_under_the_top_heroes(epic: str):
    state = new_game(epic_config(epic))
    other = state.clone()
    for deck in other.market_decks.values():
        deck.reverse()
    for stack in other.guilds.values() if epic == "stacks" else ():
        stack[:-1] = stack[-2::-1]
    for seat in (0, 1):
        assert observe(state, seat)._replace(turn=None) == observe(other, seat)._replace(turn=None)
    obs = observe(state, 0)
    assert dict(obs.market_decks)["item"] == tuple(sorted(Counter(ids(state, state.market_decks["item"])).items()))
    guess = determinize(obs, 77)
    check_invariants(guess)
    for kind in MARKET_KINDS:          # the same cards, dealt in an order of the guess's own
        assert sorted(ids(guess, guess.market_decks[kind])) == sorted(ids(state, state.market_decks[kind]))
    assert guess.market == state.market
    assert {k: v[-1:] for k, v in guess.guilds.items()} == {k: v[-1:] for k, v in state.guilds.items()}
    assert set(legal_actions(guess)) == set(obs.legal)


# ------------------------------------------------------------------------------------------ several sets owned
def test_an_owned_installed_set_joins_the_collection_one_copy_by_title(home):
    """Ours with the doubled set installed and owned: its " II" Marketplace cards, Monsters and Hero lines join (one
    copy by title: the cards named as ours stay out), the game saves and loads with both sets named by hash."""
    from thunderstone_gui.engine.config import Seat
    from thunderstone_gui.systems.quest.cards import find_set, our_set
    from thunderstone_gui.systems.quest.config import OwnedSet, QuestVariants

    from .helpers import install_doubled_set

    install_doubled_set()
    doubled = find_set("doubled", "")
    ours = our_set()
    config = QuestConfig(seats=(Seat(name="A"), Seat(name="B")), card_set=ours.set_id, card_set_hash=ours.hash,
                         choice=QuestChoice.random(ours, 5), seed=5, epic="stacks",
                         epic_sets=(OwnedSet(id="doubled", hash=doubled.hash),),
                         variants=QuestVariants(side_quests=False, sponsorships=False))
    state = new_game(config)
    market = sorted(state.cards[i].name for pile in [*state.market.values(), *state.market_decks.values()]
                    for i in pile)
    assert len(market) == 16 and len(set(market)) == 16          # ours' 8 and the doubled set's 8 " II" cards
    assert sum(len(stack) for stack in state.guilds.values()) == 8  # every level 1 Hero of both, once
    level_one = {state.cards[i].name for i in state.monster_decks[0] if not state.cards[i].is_key}
    assert any(name.endswith(" II") for name in level_one)
    check_invariants(state)
    session = Session(config)
    for _ in range(30):
        session.submit(legal_actions(session.state)[0])
    text = session.record().to_json()
    assert json.loads(text)["config"]["epic_sets"] == [{"id": "doubled", "hash": doubled.hash}]
    assert Session.from_record(text).state.state_hash() == session.state.state_hash()


def test_a_set_named_twice_adds_nothing_and_sets_join_only_an_epic_game(home):
    from pydantic import ValidationError

    from thunderstone_gui.systems.quest.cards import epic_collection, find_set, our_set
    from thunderstone_gui.systems.quest.config import OwnedSet

    from .helpers import install_doubled_set

    install_doubled_set()
    doubled = find_set("doubled", "")
    merged = epic_collection(doubled, (our_set(),))      # every card of ours has its title in the doubled set
    assert sorted(c.id for c in merged.marketplace_cards()) == sorted(c.id for c in doubled.marketplace_cards())
    with pytest.raises(ValidationError, match="only an Epic game"):
        QuestConfig.new(2).model_copy(update={}).model_validate(
            {**QuestConfig.new(2).model_dump(), "epic_sets": [OwnedSet(id="doubled", hash=doubled.hash)]})


def test_an_epic_game_whose_other_set_is_missing_says_so(home):
    """A saved Epic game naming an owned set that is not installed here: the record says which set it waits for."""
    from thunderstone_gui.engine.record import RecordError, parse_record

    session = Session(QuestConfig.new(2, epic="guilds", seed=2))
    data = json.loads(session.record().to_json())
    data["config"]["epic_sets"] = [{"id": "printed_base", "hash": "0123456789abcdef0123"}]
    with pytest.raises(RecordError, match="printed_base") as caught:
        parse_record(json.dumps(data))
    assert "printed_base" in caught.value.needs


def test_strict_undo_stops_where_a_face_down_marketplace_card_is_turned_up():
    """A card put out by The Marketplace, or turned up to refill a spot, cannot be undone and drawn again."""
    session = Session(epic_config("guilds"))
    session.submit({"type": "go_to", "option": "marketplace"})
    assert session.can_undo()                        # nothing hidden shown yet: the deck is still to choose
    session.submit({"type": "choose", "option": "item"})
    assert not session.can_undo()
    again = Session(epic_config("guilds"))
    again.submit({"type": "go_to", "option": "bazaar"})
    again.state.turn.produced[(-1, "gold")] = 20
    again.submit(Action("buy", again.state.market["spell:1"][0]))
    assert not again.can_undo()
