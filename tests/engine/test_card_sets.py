"""Every game system names the boxes its cards come in and gives every card of each once, with what the card pool
shows and searches (name, kind, rules text, keywords)."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine.system import GameSystem, get_system, system_names
from thunderstone_gui.systems.advance.cards import load_catalogue as advance_catalogue
from thunderstone_gui.systems.classic.cards import load_catalogue as classic_catalogue
from thunderstone_gui.systems.quest.cards import our_set


def every_card(game: str) -> dict[str, object]:
    if game == "classic":
        return dict(classic_catalogue("2nd", ("base", "wrath")).cards)
    if game == "advance":
        return dict(advance_catalogue().cards)
    return dict(our_set().cards)


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_the_sets_of_a_game_hold_every_card_once(game):
    system = get_system(game)
    sets = system.card_sets()
    assert sets and len({s.id for s in sets}) == len(sets) and all(s.title for s in sets)
    shown = [card for info in sets for card in system.set_cards(info.id)]
    assert sorted(c.id for c in shown) == sorted(every_card(game))
    for card in shown:
        assert card.name and card.kind and isinstance(card.text, str)
        assert all(isinstance(k, str) for k in card.keywords)
    assert system.set_cards("no such set") == []


def test_the_original_game_needs_its_base_set_and_browses_heroes_first():
    system = get_system("classic")
    assert [(s.id, s.required) for s in system.card_sets()] == [("base", True), ("wrath", False)]
    wrath = system.set_cards("wrath")
    assert {c.set for c in wrath} == {"wrath"}
    kinds = [c.kind for c in system.set_cards("base")]
    assert kinds[0] == "hero" and kinds.index("village") > kinds.index("hero") and kinds[-1] == "thunderstone"


def test_a_system_without_cards_to_show_has_no_sets():
    assert GameSystem().card_sets() == () and GameSystem().set_cards("base") == []
    assert {"classic", "advance", "quest"} <= set(system_names())
