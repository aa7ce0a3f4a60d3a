"""The Quest Random Setup with a player's locks (systems/quest/randomizer.py): locked cards stay, the rest is drawn
again within the rulebook's constraints, one card rerolled gives way to another of its kind, and a card with nothing
to replace it says so."""

from __future__ import annotations

from collections import Counter

import pytest

from thunderstone_gui.systems.quest.cards import CLASSES, our_set
from thunderstone_gui.systems.quest.config import QuestChoice, QuestConfig
from thunderstone_gui.systems.quest.randomizer import KINDS, MAX_OF_A_TYPE, Entry, NothingLeft

from .helpers import doubled_catalogue


def check_rulebook(catalogue, choice: QuestChoice) -> None:
    """The Random Setup's constraints: the config accepts it, every class is covered, the Marketplace has 8 stacks
    with at least 2 of each type and at most 3 of one."""
    catalogue.check_choice(choice.heroes, choice.marketplace, choice.rooms, choice.monster_groups, choice.guardian,
                           "choice")
    lines = catalogue.hero_lines()
    assert {c for line in choice.heroes for c in lines[line][0].classes} == set(CLASSES)
    kinds = Counter(catalogue[c].kind for c in choice.marketplace)
    assert len(choice.marketplace) == 8 and len(set(choice.marketplace)) == 8
    assert all(2 <= kinds[k] <= MAX_OF_A_TYPE for k in ("item", "spell", "weapon")), kinds


def test_the_plain_random_setup_meets_the_rulebook_for_many_seeds():
    catalogue = doubled_catalogue()
    seen = set()
    for seed in range(1, 60):
        choice = QuestChoice.random(catalogue, seed)
        check_rulebook(catalogue, choice)
        seen.add(choice.entries())
    assert len(seen) > 30          # the doubled set gives many different setups


def test_rerolling_the_rest_keeps_every_locked_entry_and_draws_the_others_again():
    catalogue = doubled_catalogue()
    first = QuestChoice.random(catalogue, 7)
    by_kind = {kind: next(e for e in first.entries() if e.kind == kind) for kind in KINDS}
    locked = tuple(by_kind.values())
    changed = 0
    for seed in range(1, 40):
        again = first.reroll(catalogue, seed, locked=locked)
        check_rulebook(catalogue, again)
        assert set(locked) <= set(again.entries())
        changed += again.entries() != first.entries()
    assert changed > 30


def test_rerolling_one_entry_of_each_kind_replaces_only_it_with_one_of_its_kind():
    catalogue = doubled_catalogue()
    first = QuestChoice.random(catalogue, 11)
    for kind in KINDS:
        for entry in [e for e in first.entries() if e.kind == kind]:
            again = first.reroll(catalogue, 3, only=entry)
            check_rulebook(catalogue, again)
            gone = set(first.entries()) - set(again.entries())
            came = set(again.entries()) - set(first.entries())
            assert gone == {entry}, (entry, gone)
            assert len(came) == 1 and next(iter(came)).kind == kind
            if kind == "room":
                assert catalogue[next(iter(came)).name].level == catalogue[entry.name].level
            if kind == "monster":
                assert catalogue.group_level(next(iter(came)).name) == catalogue.group_level(entry.name)


def test_a_hero_line_rerolled_gives_way_to_one_of_the_class_it_left_open():
    catalogue = doubled_catalogue()
    first = QuestChoice.random(catalogue, 5)
    lines = catalogue.hero_lines()
    for line in first.heroes:
        again = first.reroll(catalogue, 9, only=Entry("hero", line))
        (new,) = set(again.heroes) - set(first.heroes)
        assert lines[new][0].classes == lines[line][0].classes       # the doubled set: its one other of that class


def test_a_card_with_nothing_else_to_draw_says_so_and_the_config_takes_a_rerolled_setup():
    ours = our_set()
    choice = QuestChoice.random(ours, 1)
    for entry in choice.entries():
        with pytest.raises(NothingLeft) as caught:
            choice.reroll(ours, 2, only=entry)
        assert caught.value.kind == entry.kind
    catalogue = doubled_catalogue()
    first = QuestChoice.random(catalogue, 1)
    rerolled = first.reroll(catalogue, 4, only=Entry("guardian", first.guardian))
    config = QuestConfig(seats=QuestConfig.new(2).seats, card_set=catalogue.set_id, card_set_hash=catalogue.hash,
                         choice=rerolled, seed=1)
    assert config.choice.guardian != first.guardian and config.choice.heroes == first.heroes


def test_the_same_seed_and_locks_give_the_same_setup():
    catalogue = doubled_catalogue()
    first = QuestChoice.random(catalogue, 21)
    locked = first.entries()[:3]
    assert first.reroll(catalogue, 8, locked=locked) == first.reroll(catalogue, 8, locked=locked)
