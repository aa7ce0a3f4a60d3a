"""Hover help at the Quest table: every term of the rulebook's Lexicon has a text in our own words and is reached by
a card or a place of the table, every card of our set explains its words, and the words a printed card's text uses
(an imported set) find their help too."""

from thunderstone_gui.systems.quest.cards import our_set
from thunderstone_gui.ui.quest.card_help import PLACES, TEXT_ONLY, card_topics, help_entries, place_topics, text_topics
from thunderstone_gui.ui.quest.strings import LEXICON_EN

# The Lexicon's entries as the rulebook lists them (thunderstone-quest-en.txt, "LEXICON" and "KEYWORDS").
RULEBOOK_LEXICON = ("abilities", "village ability", "dungeon ability", "spoils", "before battle", "after battle",
                    "adjacent", "armor", "boosts", "cancel", "card type", "class", "destroy", "discard", "doubles",
                    "draw", "dungeon", "festering wound", "found", "gear tokens", "giant rat", "guardian", "heal",
                    "highest", "hp", "immune", "level up", "magic resistance", "maximum", "move", "alert", "remove",
                    "required", "spoils", "tokens", "total attack", "village", "wield", "wound", "race",
                    "weapon type", "magic type", "creature type", "cleric", "fighter", "rogue", "wizard")


def test_every_lexicon_term_has_help_in_our_words():
    for term in RULEBOOK_LEXICON:
        text = LEXICON_EN.get(term, "")
        assert text and ":" in text and len(text) > 30, term


def test_every_lexicon_term_is_reached_by_a_card_or_a_place_of_the_table():
    reached: set[str] = set()
    for card in our_set().cards.values():
        reached |= set(card_topics(card))
    for place in PLACES:
        reached |= set(place_topics(place))
    missing = sorted(set(LEXICON_EN) - reached - set(TEXT_ONLY))
    assert not missing, f"no card or place explains {missing}"
    # The words only a printed card's text uses are found in that text.
    for term in TEXT_ONLY:
        assert term in text_topics(f"When doubles are rolled, the {term} card is chosen; cancel it.") or \
            term in text_topics(f"The {term} one is kept.")


def test_every_card_of_our_set_explains_its_words():
    catalogue = our_set()
    for card in catalogue.cards.values():
        assert help_entries(card_topics(card)), card.id
    bow = card_topics(catalogue["longshot_bow"])
    assert {"wield", "skill", "remove", "weapon type", "light"} <= set(bow)
    knight = card_topics(catalogue["grave_knight"])
    assert {"armor", "required", "treasure", "gear tokens", "health", "wound"} <= set(knight)
    assert {"immune", "after battle", "xp"} <= set(card_topics(catalogue["lich_scribe"]))
    assert {"alert", "move", "gear tokens"} <= set(card_topics(catalogue["bone_crypt"]))
    assert {"adventurer", "level up"} <= set(card_topics(catalogue["adventurer"]))
    assert {"spoils", "giant rat", "level up"} <= set(card_topics(catalogue["giant_rat"]))
    assert {"guardian", "before battle", "xp"} <= set(card_topics(catalogue["hollow_king_4"]))
    assert {"side quest", "legendary"} <= set(card_topics(catalogue["monster_slayer"]))
    assert {"guild sponsorship", "class"} <= set(card_topics(catalogue["iron_hall"]))
    assert {"festering wound", "heal", "vp"} <= set(card_topics(catalogue["festering_wound"]))
    assert {"destroy", "abilities", "xp"} <= set(card_topics(catalogue["thunderstone_shard"]))
    assert {"guardian key", "found"} <= set(card_topics(catalogue["guardian_key"]))


def test_help_entries_start_with_their_term_and_come_once():
    entries = help_entries(["armor", "armor", "heal", "no such word"])
    assert entries == [LEXICON_EN["armor"], LEXICON_EN["heal"]]
