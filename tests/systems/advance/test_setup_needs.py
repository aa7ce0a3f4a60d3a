"""Thunderstone Advance's randomizer knows the cards: each card's needs (and the board side's) are data next to it
(needs.py), a random card set meets them within the rulebook's limits, and each change is told in a sentence
(randomizer.py; docs/rules-advance.md "Random card sets")."""

from __future__ import annotations

import json
import random

import pytest

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.cards import Card, load_catalogue
from thunderstone_gui.systems.advance.config import AdvanceCardSet, AdvanceConfig
from thunderstone_gui.systems.advance.randomizer import Entry, Pool, draw, unmet

CATALOGUE = load_catalogue()
CURSE_GIVERS = ("gain_curse", "show_curse_or_gain")


def battle_verbs(card: Card) -> set[str]:
    return {e.verb for e in card.battle + card.aftermath}


@pytest.mark.parametrize("card", sorted((c for c in CATALOGUE.cards.values() if c.is_monster and not c.is_bearer
                                         and not CATALOGUE.groups[c.group].not_random), key=lambda c: c.id),
                         ids=lambda c: c.id)
def test_every_curse_giving_monster_needs_a_cleric_or_a_card_that_destroys(card: Card):
    matches = [m for need in card.needs for m in need.any]
    gives_curses = bool(battle_verbs(card) & set(CURSE_GIVERS))
    assert (any(m.keyword == "cleric" and m.kind == "hero" for m in matches)
            and any(m.provides == "card_destruction" for m in matches)) == gives_curses, card.id


def test_the_ettin_needs_magic_attack_and_iblis_heroes_with_light():
    assert [m.provides for need in CATALOGUE["ettin"].needs for m in need.any] == ["magic_attack"]
    iblis = [(m.kind, m.provides) for need in CATALOGUE["iblis"].needs for m in need.any]
    assert ("hero", "light") in iblis


@pytest.mark.parametrize("card", [c for c in CATALOGUE.cards.values() if c.kind == "village" and c.is_weapon],
                         ids=lambda c: c.id)
def test_a_heavy_weapon_or_a_polearm_needs_a_hero_line_strong_enough(card: Card):
    strengths = [m.min_strength for need in card.needs for m in need.any if m.min_strength]
    if card.weight >= 5 or card.is_polearm:
        assert strengths and min(strengths) == card.weight, card.id
        if card.equip_keyword:           # the Dwarven Bear Hammer: any Dwarf carries it
            assert any(m.keyword == card.equip_keyword for need in card.needs for m in need.any)
    else:
        assert not strengths, card.id


def test_the_treefolk_scabbark_needs_big_physical_attack():
    matches = {(m.kind, m.keyword, m.min_attack) for need in CATALOGUE["scabbark"].needs for m in need.any}
    assert matches == {("village", "weapon", 3), ("hero", "fighter", None)}


def test_the_wilderness_side_needs_light_and_the_dungeon_side_nothing():
    assert {m.provides for need in CATALOGUE.boards["wilderness"].needs for m in need.any} == {"light"}
    assert CATALOGUE.boards["dungeon"].needs == ()


def test_every_need_can_be_met_by_some_card():
    pool = Pool(CATALOGUE, "wilderness")
    for entry in pool.cards:
        for who, need in pool.needs(entry):
            assert any(pool.meets(e, need) for e in pool.cards if e != entry), f"{who}: {need.because}"
    for need in pool.board_needs:
        assert any(pool.meets(e, need) for e in pool.cards)


def limits_kept(card_set: AdvanceCardSet) -> None:
    assert [CATALOGUE.groups[g].level for g in card_set.monster_groups] == [1, 2, 3]
    assert not any(CATALOGUE.groups[g].not_random for g in card_set.monster_groups)
    assert card_set.bearer in CATALOGUE.bearers
    assert len(card_set.hero_lines) == 4 and len(card_set.village) == 8
    types = [CATALOGUE[c].village_type for c in card_set.village]
    assert all(types.count(t) <= 3 for t in types) and types.count("item") <= 2, types


@pytest.mark.parametrize("board", ["dungeon", "wilderness"])
def test_random_sets_meet_every_need_and_keep_the_rulebooks_limits_over_many_seeds(board: str):
    pool = Pool(CATALOGUE, board)
    changed = 0
    for seed in range(400):
        card_set = AdvanceCardSet.random(seed, board=board)
        limits_kept(card_set)
        assert not unmet(pool, list(card_set.entries())), seed
        plain = AdvanceCardSet.random(seed, needs=False, board=board)
        limits_kept(plain)
        # Every swap says why, and only a set that changed has notes.
        swaps = len(set(card_set.entries()) - set(plain.entries()))
        assert len(card_set.notes) == swaps, (seed, card_set.notes)
        changed += swaps > 0
    assert 50 < changed < 350


def test_a_seed_whose_ettin_wanted_magic_attack_says_so():
    seed = next(s for s in range(2000) if any("Ettin" in n for n in AdvanceCardSet.random(s).notes))
    plain, met = AdvanceCardSet.random(seed, needs=False), AdvanceCardSet.random(seed)
    assert "ogre_humanoid" in plain.monster_groups
    assert not any(CATALOGUE[c].magic_attack or CATALOGUE[c].other_magic for e in plain.entries()
                   for c in ([e.name] if e.kind == "village" else
                             [k.id for k in CATALOGUE.line_cards[e.name]] if e.kind == "hero" else []))
    (note,) = met.notes
    came = (set(met.entries()) - set(plain.entries())).pop()
    went = (set(plain.entries()) - set(met.entries())).pop()
    pool = Pool(CATALOGUE)
    assert note == (f"{pool.title(came)[:1].upper()}{pool.title(came)[1:]} came in for {pool.title(went)}: Ettin "
                    "destroys a Hero without Magic Attack, so the set needs Magic Attack.")


def test_seed_5_gets_a_cleric_for_the_pyre_vipers_curses():
    plain, met = AdvanceCardSet.random(5, needs=False), AdvanceCardSet.random(5)
    assert "burnmarked_fire" in plain.monster_groups
    assert not {"drua", "veilminder"} & set(plain.hero_lines)
    assert met.notes == ("The Drua heroes came in for the Deepstrider heroes: Pyre Viper gives Curses, so the set "
                         "needs a Cleric line or a card that destroys cards.",)
    assert set(met.hero_lines) == set(plain.hero_lines) - {"deepstrider"} | {"drua"}
    assert met.village == plain.village and met.monster_groups == plain.monster_groups


def test_the_wilderness_side_brings_a_light_source_in():
    seed = next(s for s in range(2000) if any("Wilderness side" in n
                                              for n in AdvanceCardSet.random(s, board="wilderness").notes))
    met = AdvanceCardSet.random(seed, board="wilderness")
    assert any(CATALOGUE[c].light for c in met.village) or any(
        k.light for line in met.hero_lines for k in CATALOGUE.line_cards[line])
    assert "has 4 ranks of Darkness, so the set needs a Light source" in " ".join(met.notes)


def test_the_draw_is_the_same_for_the_same_seed_and_options():
    for seed in (3, 77, 1234):
        assert AdvanceCardSet.random(seed) == AdvanceCardSet.random(seed)
        assert draw(CATALOGUE, seed, True, "wilderness") == draw(CATALOGUE, seed, True, "wilderness")


def test_needs_off_draws_as_the_rulebook_says_and_the_switch_is_recorded():
    config = AdvanceConfig.new(2, seed=5, setup_needs=False)
    assert config.card_set.needs is False and config.card_set.notes == ()
    assert AdvanceConfig.new(2, seed=5).card_set.needs is True
    assert config.card_set.entries() == AdvanceCardSet.random(5, needs=False).entries()


def test_locked_cards_stay_and_a_reroll_of_one_changes_only_that_one():
    start = AdvanceCardSet.random(11)
    locked = (Entry("hero", start.hero_lines[0]), Entry("village", start.village[0]))
    rerolled = start.reroll(99, locked=locked)
    assert set(locked) <= set(rerolled.entries())
    limits_kept(rerolled)
    one = Entry("village", start.village[3])
    again = start.reroll(123, only=one)
    assert one not in again.entries()
    assert len(set(start.entries()) - set(again.entries())) >= 1
    limits_kept(again)
    group = Entry("monster", start.monster_groups[1])
    new_group = start.reroll(5, only=group)
    assert [CATALOGUE.groups[g].level for g in new_group.monster_groups] == [1, 2, 3]
    assert group not in new_group.entries()


def test_an_old_save_without_the_fields_loads_and_replays_identically():
    session = Session(AdvanceConfig.new(2, seed=8, setup_needs=False))
    rng = random.Random(4)
    while len(session.steps) < 40 and not session.state.is_over:
        session.submit(rng.choice(legal_actions(session.state)))
    data = json.loads(session.record().to_json())
    del data["config"]["card_set"]["notes"], data["config"]["card_set"]["needs"]   # as saved before needs
    loaded = Session.from_record(json.dumps(data))
    assert loaded.state.config.card_set.needs is False
    assert loaded.state.config.card_set.entries() == AdvanceCardSet.random(8, needs=False).entries()
    assert loaded.state.state_hash() == session.state.state_hash()


@pytest.mark.parametrize("setup", ["tower_of_corruption", "tower_of_compulsion", "tower_of_contempt"])
def test_a_reroll_of_a_themed_setups_card_keeps_its_three_groups(setup: str):
    themed = AdvanceCardSet.themed(setup)
    for entry in (Entry("village", themed.village[0]), Entry("hero", themed.hero_lines[0])):
        again = themed.reroll(3, only=entry)
        assert again.monster_groups == themed.monster_groups and again.bearer == themed.bearer
        assert entry not in again.entries() and len(again.village) == 8 and len(again.hero_lines) == 4
