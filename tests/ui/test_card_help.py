"""Help and trait icons for every card of both sets: nothing missing, nothing left unformatted, every face drawn."""

import pygame
import pytest

from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.classic.card_art import CardArt, stats
from thunderstone_gui.ui.classic.card_help import help_entries, monster_traits, static_topics
from thunderstone_gui.ui.classic.strings import keyword_help

CATALOGUE = load_catalogue("2nd", ("base", "wrath"))
CARDS = list(CATALOGUE.cards.values())


def test_every_keyword_of_both_sets_has_help():
    keywords = {k for card in CARDS for k in card.keywords}
    assert {"elemental", "golem", "bow", "blunt", "food", "magic", "nature", "pain"} <= keywords
    missing = sorted(k for k in keywords if not keyword_help(k))
    assert not missing, f"no help for the keywords {missing}"


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_help_entries_are_complete_sentences(card):
    entries = help_entries(card)
    assert entries, f"{card.id} has no help at all"
    for entry in entries:
        head, colon, rest = entry.partition(":")
        assert colon and head and rest.strip(), entry
        assert "{" not in entry and "}" not in entry, entry


def test_each_wrath_trait_has_its_icon_and_help():
    def traits(card_id):
        return {t.key: t for t in monster_traits(CATALOGUE[card_id])}

    assert set(traits("air_wrath")) == {"trait_forbidden_spell"}
    assert set(traits("thunder_wrath")) == {"trait_forbidden_spell", "trait_forbidden_weapon"}
    assert set(traits("fire_wrath")) == {"trait_immune_spells", "trait_immune_unequipped"}
    assert set(traits("water_wrath")) == {"trait_light_unreducible"}
    assert set(traits("steam_torment")) == {"trait_hall_must_defeat"}
    golem = traits("colossus")
    assert golem["trait_min_strength"].mark == "8" and "below 8" in golem["trait_min_strength"].help
    assert golem["trait_min_strength"].label == "Strength 8+"
    assert "trait_immune_magic" in golem
    assert "an Elemental monster card is revealed" in traits("earth_wrath")["trait_half_unless"].help
    for trait in (t for card in CARDS for t in monster_traits(card)):
        assert trait.icon and trait.label and trait.help


def test_the_new_static_effects_are_explained():
    def said(card_id):
        return " ".join(static_topics(CATALOGUE[card_id]))

    assert "Any number of Weapons" in said("toryn_scrapper")
    assert "discard pile instead" in said("ambrosia")
    assert "Rank 2 or 3" in said("short_bow") and "Rank 1" in said("magic_missile")
    assert "gain a Disease" in said("cursed_mace")
    assert "destroyed after it" in said("illusory_blade")
    assert "Ignores Light penalties" in said("blind_grandmaster")


def test_every_card_face_of_both_sets_draws_at_every_size():
    pygame.display.init()
    pygame.font.init()
    theme.reset_fonts()          # fonts cached by an app another test closed belong to the old font module
    try:
        pygame.display.set_mode((64, 64))
        art = CardArt()
        for card in CARDS:
            for width in (60, 96, 150, 260):
                face = art.face(card, width)
                assert face.get_width() == width
    finally:
        pygame.display.quit()


def test_a_face_draws_a_printed_0_and_no_icon_for_no_value():
    def shown(card_id):
        return dict(stats(CATALOGUE[card_id]))

    assert shown("militia")["gold"] == "0"             # Militia have a Gold value of 0
    assert shown("cursed_mace")["gold"] == "0"
    assert shown("bloodskull_orc")["vp"] == "0"
    assert "gold" not in shown("amazon_archer") and "gold" not in shown("fireball") and "gold" not in shown("disease")
    assert shown("nixie")["gold"] == "4"               # a defeated monster pays its Gold
    assert "attack" not in shown("elf_wizard") and "vp" not in shown("amazon_archer")
    assert list(shown("stone_of_mystery")) == ["vp"]
