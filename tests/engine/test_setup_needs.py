"""The randomizer that knows the cards: every card's needs are data next to the card (needs.py), a random card set
meets them, and each change is told in a sentence (randomizer.py)."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine import GameConfig
from thunderstone_gui.systems.classic.cards import Card, load_catalogue
from thunderstone_gui.systems.classic.config import CardSet
from thunderstone_gui.systems.classic.randomizer import Entry, Pool, unmet

BOTH = ("base", "wrath")
CATALOGUE = load_catalogue("2nd", BOTH)

# Effects whose card is poor without something else in the set, and what must be able to meet the need.
IMPLIED = {
    "magic_attack_required": "magic_attack", "magic_attack_only": "magic_attack", "gain_disease": "disease_removal",
    "disease_on_equip": "disease_removal", "eat_for_attack": "food", "capture_monster": "food",
    "strong_wielder": "strength", "min_strength_to_attack": "strength", "wielder_bonus": "wielder",
    "forge": "weapon", "conjure_weapon": "weapon",
}


def effect_verbs(card: Card) -> set[str]:
    return {e.verb for group in (card.static, card.abilities, card.traits, card.battle, card.breach) for e in group}


@pytest.mark.parametrize("card", sorted(CATALOGUE.cards.values(), key=lambda c: c.id), ids=lambda c: c.id)
def test_every_effect_that_implies_a_need_has_one_in_the_data(card: Card):
    implied = {IMPLIED[v] for v in effect_verbs(card) if v in IMPLIED}
    matches = [m for need in card.needs for m in need.any]
    for what in implied:
        if what in ("magic_attack", "disease_removal"):
            assert any(m.provides == what for m in matches), f"{card.id} needs {what}"
        elif what == "food":
            assert any(m.keyword == "food" and m.kind == "village" for m in matches), card.id
        elif what == "strength":
            assert any(m.min_strength for m in matches), card.id
        elif what == "wielder":
            wielder = next(e.wielder for e in card.static if e.verb == "wielder_bonus")
            assert any(m.keyword == wielder and m.kind == "hero" for m in matches), card.id
        else:
            assert any(m.keyword == "weapon" and m.kind == "village" for m in matches), card.id
    if not implied:
        assert not card.needs, f"{card.id} has needs no effect of it implies"


def test_every_need_can_be_met_by_some_card_of_the_sets():
    pool = Pool(CATALOGUE, BOTH)
    for entry in pool.cards:
        for card, need in pool.needs(entry):
            assert any(pool.meets(e, need) for e in pool.cards if e != entry), f"{card.id}: {need.because}"


@pytest.mark.parametrize("sets", [("base",), BOTH])
def test_random_card_sets_meet_every_need(sets: tuple[str, ...]):
    pool = Pool(load_catalogue("2nd", sets), sets)
    changed = 0
    for seed in range(300):
        card_set = CardSet.random(seed, 3, sets)
        chosen = ([Entry("monster", n) for n in card_set.monster_classes]
                  + [Entry("hero", n) for n in card_set.hero_lines] + [Entry("village", n) for n in card_set.village])
        assert (len(card_set.monster_classes), len(card_set.hero_lines), len(card_set.village)) == (3, 4, 8)
        missing = unmet(pool, chosen)
        assert not missing or "nothing in these sets" in card_set.notes[-1], (seed, missing)
        changed += bool(card_set.notes)
        card_set.check(load_catalogue("2nd", sets))
    assert 0 < changed < 300


# The draw without needs is the randomizer of the code before (recorded from it for these seeds).
BEFORE = [
    (0, ("Doomknight-Humanoid", "Dragon", "Elemental-Pain"), ("Lorigg", "Regian", "Selurin", "Thyrian"),
     ("amulet_of_power", "banish", "cursed_mace", "fireball", "hatchet", "lightstone_gem", "magic_missile", "sage")),
    (33, ("Dragon", "Enchanted", "Ooze"), ("Blind", "Divine", "Regian", "Selurin"),
     ("ambrosia", "fireball", "goodberries", "illusory_blade", "magic_missile", "pawnbroker", "sage", "town_guard")),
]


@pytest.mark.parametrize("seed, classes, lines, village", BEFORE)
def test_without_needs_the_draw_is_as_before(seed, classes, lines, village):
    card_set = CardSet.random(seed, 3, BOTH, needs=False)
    assert (card_set.monster_classes, card_set.hero_lines, card_set.village, card_set.notes) == (
        classes, lines, village, ())


def test_a_need_swaps_in_a_card_that_meets_it_and_says_why():
    """Seed 0 draws the Thyrian heroes (they eat Food) and no Food in the Village."""
    card_set = CardSet.random(0, 3, BOTH)
    before = CardSet.random(0, 3, BOTH, needs=False)
    food = [c for c in card_set.village if CATALOGUE[c].is_food]
    assert food and not [c for c in before.village if CATALOGUE[c].is_food]
    assert any(f"{CATALOGUE[food[0]].name} came in for" in note and "Thyrian Squire eats Food" in note
               for note in card_set.notes)


def test_illusory_blade_brings_a_weapon_into_a_village_without_one():
    card_set = CardSet.random(33, 3, BOTH)
    assert any(CATALOGUE[c].is_weapon for c in card_set.village)
    assert card_set.notes == ("Warhammer came in for Town Guard: Illusory Blade needs Weapons in the Village.",)


def test_locked_cards_stay_and_are_never_swapped_out():
    before = CardSet.random(33, 3, BOTH, needs=False)
    for name in before.village:
        after = CardSet.random(33, 3, BOTH, keep=(Entry("village", name),))
        assert name in after.village
    # Town Guard is what the needs swap out for a Weapon; locked, something else goes
    locked = before.reroll(33, BOTH, locked=(Entry("village", "town_guard"), Entry("hero", "Blind")))
    assert "town_guard" in locked.village and "Blind" in locked.hero_lines
    assert any(CATALOGUE[c].is_weapon for c in locked.village)


def test_rerolling_one_card_keeps_every_other():
    card_set = CardSet.random(5, 3, BOTH)
    for entry in card_set.entries():
        again = card_set.reroll(77, BOTH, only=entry)
        assert entry not in again.entries()
        kept = set(card_set.entries()) - {entry}
        assert kept <= set(again.entries()) or again.notes     # a need may swap one more, and says so
        assert len(again.entries()) == len(card_set.entries())


def test_rerolling_the_rest_draws_a_new_set_around_the_locked_cards():
    card_set = CardSet.random(5, 3, BOTH)
    locked = card_set.entries()[:2] + card_set.entries()[-1:]
    other = card_set.reroll(6, BOTH, locked=locked)
    assert set(locked) <= set(other.entries()) and other != card_set


def test_only_cards_of_the_chosen_sets_are_kept():
    wrath_line = next(line for line, cards in CATALOGUE.hero_lines().items() if cards[0].set == "wrath")
    base_only = CardSet.random(5, 3, ("base",), keep=(Entry("hero", wrath_line),))
    assert wrath_line not in base_only.hero_lines and len(base_only.hero_lines) == 4


def test_the_same_seed_gives_the_same_set_and_sentences():
    assert CardSet.random(32, 3, BOTH) == CardSet.random(32, 3, BOTH)


def test_needs_can_be_switched_off_for_a_game():
    assert GameConfig.new(2, setup="random", seed=0, sets=BOTH).card_set.notes
    assert GameConfig.new(2, setup="random", seed=0, sets=BOTH, setup_needs=False).card_set.notes == ()


def test_a_reroll_keeps_the_notes_that_still_hold_and_adds_its_own():
    card_set = CardSet.random(33, 3, BOTH)
    note = "Warhammer came in for Town Guard: Illusory Blade needs Weapons in the Village."
    assert card_set.notes == (note,)
    # Rerolling a card the note does not name keeps it.
    other = next(e for e in card_set.entries() if e.kind == "hero")
    assert card_set.reroll(1, BOTH, only=other).notes[:1] == (note,)
    # Rerolling the Warhammer or the Illusory Blade away drops it (and the draw says why a Weapon came back, if so).
    for name in ("warhammer", "illusory_blade"):
        again = card_set.reroll(1, BOTH, only=Entry("village", name))
        assert note not in again.notes
    # Rerolling the rest around the two keeps it; a whole new set drops it.
    locked = (Entry("village", "warhammer"), Entry("village", "illusory_blade"))
    assert card_set.reroll(4, BOTH, locked=locked).notes[:1] == (note,)
    assert note not in card_set.reroll(4, BOTH).notes


def test_a_note_naming_a_monster_class_or_a_hero_line_leaves_with_it():
    from thunderstone_gui.systems.classic.randomizer import notes_still_true

    notes = ("Fireball came in for Spear: Ebon Fume is immune to Attack.",
             "Goodberries came in for the Regian heroes: Outlands Warrior eats Food.")
    assert notes_still_true(CATALOGUE, notes, [Entry("monster", "Dragon")]) == notes[1:]   # Ebon Fume
    assert notes_still_true(CATALOGUE, notes, [Entry("hero", "Outlands")]) == notes[:1]
    assert notes_still_true(CATALOGUE, notes, [Entry("hero", "Regian")]) == notes[:1]     # "the Regian heroes"
    assert notes_still_true(CATALOGUE, notes, [Entry("hero", "Elf"), Entry("monster", "Undead-Spirit")]) == notes
