"""Every game system names the boxes its cards come in and gives every card of each once, with what the card pool
shows and searches (name, kind, rules text, keywords)."""

from __future__ import annotations

import pytest

from thunderstone_gui.engine.card_sets import card_sets, set_cards
from thunderstone_gui.games import GAMES
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
    sets = card_sets(game)
    assert sets and len({s.id for s in sets}) == len(sets) and all(s.title for s in sets)
    shown = [card for info in sets for card in set_cards(game, info.id)]
    assert sorted(c.id for c in shown) == sorted(every_card(game))
    for card in shown:
        assert card.name and card.kind and isinstance(card.text, str)
        assert all(isinstance(k, str) for k in card.keywords)
    assert set_cards(game, "no such set") == []


def test_the_original_game_needs_its_base_set_and_browses_heroes_first():
    assert [(s.id, s.required) for s in card_sets("classic")] == [("base", True), ("wrath", False)]
    assert {c.set for c in set_cards("classic", "wrath")} == {"wrath"}
    kinds = [c.kind for c in set_cards("classic", "base")]
    assert kinds[0] == "hero" and kinds.index("village") > kinds.index("hero") and kinds[-1] == "thunderstone"


def test_a_game_without_a_card_sets_module_has_no_sets(monkeypatch):
    monkeypatch.setitem(GAMES, "bare", "thunderstone_gui.persistence")      # no card_sets.py there
    assert card_sets("bare") == () and set_cards("bare", "base") == []
    with pytest.raises(ValueError):
        card_sets("no such game")
