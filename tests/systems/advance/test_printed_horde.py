"""The Soulstolen Horde from the owner's printed cards (issue 51 item 6): the fill-in template, the checker's refusals
(one sentence per wrong field; an incomplete Horde refused), the installed file joining random setups, the Horde
placeholders replaced in play by the top card of the face-up Horde Deck in order of rising Health, and a game with
the printed Horde saved, replayed and undone."""

from __future__ import annotations

import json
import random

import pytest
import yaml

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance import printed
from thunderstone_gui.systems.advance.config import AdvanceConfig
from thunderstone_gui.systems.advance.rules.hall import reveal_from_dungeon
from thunderstone_gui.systems.advance.rules.setup import new_game
from thunderstone_gui.systems.printed_sets import SetProblem
from thunderstone_gui.tools import advance_import

# Values of our own for the test (not the printed ones): rising, and unlike our guesses 8-13.
HEALTH = [4, 5, 6, 7, 9, 9, 10, 12, 14, 15]
THEMED_WITH_HORDE = "tower_of_corruption"


def filled(health: list[int] = HEALTH) -> dict:
    data = printed.template()
    for card, value in zip(data["cards"], health):
        card["health"] = value
        card.pop("note", None)
    return data


def problems(data: dict) -> list[str]:
    with pytest.raises(SetProblem) as info:
        printed.check_data(data)
    return info.value.problems


def test_the_template_asks_for_the_unknown_health_and_a_filled_one_checks():
    data = printed.template()
    unknown = [c["id"] for c in data["cards"] if c["health"] == "FILL"]
    assert unknown == [f"soulstolen_{n}" for n in range(5, 11)]
    assert [c["health"] for c in data["cards"][:4]] == [4, 5, 6, 7]
    said = problems(data)
    assert said == [f"cards[{k}] (soulstolen_{k + 1}).health: fill in the printed value (it still says FILL)"
                    for k in range(4, 10)]
    checked = printed.check_data(filled())
    assert [checked.horde()[f"soulstolen_{n}"].health for n in range(1, 11)] == HEALTH


def test_the_checker_refuses_an_incomplete_horde_with_a_clear_message():
    data = filled()
    data["cards"] = data["cards"][:6]
    assert problems(data) == ["the Horde undead_horde is incomplete: soulstolen_7, soulstolen_8, soulstolen_9, "
                              "soulstolen_10 missing (a Horde is played with all 10 of its cards)"]


def test_the_checker_refuses_a_falling_health_a_wrong_card_a_wrong_place_and_a_card_given_twice():
    data = filled([4, 5, 6, 7, 9, 8, 10, 12, 14, 15])
    assert problems(data) == ["soulstolen_6.health: 8 is lower than soulstolen_5's 9; the Horde Deck rises in Health "
                              "from its top card (horde_position 1)"]
    data = filled()
    data["cards"][2]["id"] = "ogre"
    data["cards"][3]["horde_position"] = 7
    data["cards"][5]["id"] = "soulstolen_5"
    assert problems(data) == [
        "cards[2] (ogre): not a Horde card of Towers of Ruin (the Horde cards are soulstolen_1 to soulstolen_10)",
        "cards[3] (soulstolen_4).horde_position: soulstolen_4 is card 4 of the Horde Deck",
        "cards[5] (soulstolen_5).horde_position: soulstolen_5 is card 5 of the Horde Deck",
        "cards[5] (soulstolen_5): soulstolen_5 is given twice (also cards[4])",
    ]
    data = filled()
    data["cards"][1]["health"] = 0
    data["cards"][2]["vp"] = "many"
    said = problems(data)
    assert len(said) == 2 and said[0].startswith("cards[1] (soulstolen_2).health") and "1" in said[0]
    assert said[1].startswith("cards[2] (soulstolen_3).vp")
    assert problems([1, 2]) == ["a file of printed Advance cards is a YAML mapping (format, id, name, cards...)"]


def test_the_importer_checks_installs_and_lists(tmp_path, home, capsys):
    source = tmp_path / "mine.yaml"
    source.write_text(yaml.safe_dump(dict(filled(), cards=filled()["cards"][:9])), encoding="utf-8")
    assert advance_import.main(["install", str(source)]) == 1
    assert "soulstolen_10 missing" in capsys.readouterr().err
    assert printed.installed_sets() == []
    source.write_text(yaml.safe_dump(filled()), encoding="utf-8")
    assert advance_import.main(["check", str(source)]) == 0
    assert advance_import.main(["install", str(source)]) == 0
    (entry,) = printed.installed_sets()
    assert entry.set_id == "my_towers_of_ruin" and entry.data is not None
    assert entry.path.parent.name == "advance-sets"


def test_random_setups_draw_an_installed_horde_and_never_our_guess(tmp_path, home):
    source = tmp_path / "mine.yaml"
    source.write_text(yaml.safe_dump(filled()), encoding="utf-8")
    printed.install(source)
    (mine,) = printed.usable_sets()
    with_horde = [seed for seed in range(30)
                  if "undead_horde" in AdvanceConfig.new(2, seed=seed, printed=mine).card_set.monster_groups]
    assert len(with_horde) >= 5
    assert not any("undead_horde" in AdvanceConfig.new(2, seed=seed).card_set.monster_groups for seed in range(30))
    config = AdvanceConfig.new(2, seed=with_horde[0], printed=mine)
    assert [config.catalogue()[f"soulstolen_{n}"].health for n in range(1, 11)] == HEALTH


def horde_config(seed: int = 4, **kw) -> AdvanceConfig:
    """AEG's Tower of Corruption (the Horde among its groups) with the printed values of `filled()`."""
    return AdvanceConfig.new(2, setup=THEMED_WITH_HORDE, seed=seed, printed=printed.check_data(filled()), **kw)


def test_each_placeholder_revealed_gives_its_place_to_the_top_horde_card_in_order_of_rising_health():
    state = new_game(horde_config())
    cards = state.cards
    # The face-up Horde Deck: the lowest Health on top (the list's end), the printed values.
    top_first = [cards[i] for i in reversed(state.horde)]
    in_hall = [cards[i] for i in state.hall if i >= 0 and cards[i].horde_position]
    assert [c.health for c in in_hall + top_first] == HEALTH
    placeholders = [i for i in state.dungeon if cards[i].is_placeholder]
    assert len(placeholders) + len(in_hall) == 10
    state.dungeon = placeholders[:]                  # only placeholders left: each reveal is the next Horde card
    came = []
    for placeholder in reversed(placeholders):
        events = []
        monster = reveal_from_dungeon(state, events)
        assert placeholder in state.out and [e.kind for e in events] == ["horde_revealed"]
        came.append(cards[monster])
    assert [c.health for c in came] == HEALTH[len(in_hall):]
    assert [c.horde_position for c in came] == list(range(len(in_hall) + 1, 11))
    assert state.horde == []


def _play(config: AdvanceConfig, decisions: int, seed: int = 7) -> Session:
    session = Session(config)
    rng = random.Random(seed)
    while len(session.steps) < decisions and not session.state.is_over:
        session.submit(rng.choice(legal_actions(session.state)))
    return session


def test_a_game_with_the_printed_horde_saves_replays_and_undoes_anywhere(tmp_path, home):
    session = _play(horde_config(undo_policy="casual"), 150)
    horde_seen = {session.state.cards[i].id for i in session.state.out if session.state.cards[i].is_placeholder}
    assert horde_seen, "the game revealed no Horde placeholder: pick another seed"
    text = session.record().to_json()
    data = json.loads(text)
    assert data["config"]["printed"]["cards"][4]["health"] == 9       # the values travel with the game
    loaded = Session.from_record(text)         # no file installed here: the save alone is enough
    assert loaded.state.state_hash() == session.state.state_hash()
    hashes = []
    for _ in range(4):
        hashes.append(session.state.state_hash())
        session.undo()
    for expected in reversed(hashes):
        session.redo()
        assert session.state.state_hash() == expected
    data["config"]["printed"]["cards"] = data["config"]["printed"]["cards"][:8]
    with pytest.raises(Exception, match="incomplete"):
        Session.from_record(json.dumps(data))
