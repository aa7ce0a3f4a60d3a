"""Epic Thunderstone Quest positions (docs/scenarios.md, "Epic Thunderstone Quest"): the scenario tool builds and
prints the Marketplace's spots and decks and the class stacks, refuses what an Epic game never holds, and plays the
Epic scenario of saves/scenarios/quest/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thunderstone_gui.engine.position import PositionError, parse_position, position_state
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.quest.position import Position
from thunderstone_gui.tools.scenario import load_scenario, main

ROOT = Path(__file__).resolve().parents[2]
ANY_SPOTS_FULL = ROOT / "saves" / "scenarios" / "quest" / "epic_marketplace_any_spots_full.yaml"


def built(**fields):
    return position_state(parse_position({"game": "quest", **fields}))


def ids(state, pile):  # noqa: ANN001, ANN201
    return [state.cards[i].id for i in pile]


def test_the_marketplace_with_both_any_spots_full_destroys_one_then_fills_it_from_the_deck_chosen():
    result = load_scenario(ANY_SPOTS_FULL)
    state, start = result.state, result.start
    assert start.config.epic == "stacks"
    # the position as written: each spot, the Item deck's top cards, the Fighter stack's top
    assert {spot: ids(start, pile) for spot, pile in start.market.items()} == {
        "item:1": ["glowstone_charm"], "item:2": ["whetstone"], "spell:1": ["mending_light"],
        "spell:2": ["spark_lance"], "weapon:1": ["hooked_blade"], "weapon:2": ["longshot_bow"],
        "any:1": ["field_kit"], "any:2": ["foresight"]}
    assert ids(start, start.market_decks["item"][::-1]) == ["climbing_rope", "trail_map"]
    assert ids(start, start.guilds["fighter"])[-1] == "korrin_1"
    kinds = [e.kind for e in result.events]
    assert kinds[:3] == ["went_to", "market_destroyed", "market_filled"] and "bought" in kinds
    destroyed = next(e for e in result.events if e.kind == "market_destroyed")
    filled = next(e for e in result.events if e.kind == "market_filled")
    assert destroyed.data["spot"] == "any:1" and filled.data == {"spot": "any:1", "deck": "item", "left": 1}
    assert ids(state, state.trash) == ["field_kit"]
    assert ids(state, state.players[0].discard) == ["climbing_rope"]        # bought the same turn
    assert state.market["any:1"] == [] and ids(state, state.market["any:2"]) == ["foresight"]
    assert ids(state, state.market_decks["item"]) == ["trail_map"]


def test_the_tool_prints_the_epic_marketplace_the_decks_and_the_class_stacks(capsys):
    assert main([str(ANY_SPOTS_FULL)]) == 0
    out = json.loads(capsys.readouterr().out)["state"]
    assert out["epic"] == "stacks"
    assert out["marketplace"]["any:2"]["top"] == "foresight" and out["marketplace"]["any:1"]["count"] == 0
    assert out["marketplace"]["item:1"]["top"] == "glowstone_charm"
    assert out["market_decks"] == {"item": {"count": 1, "cards": ["trail_map"]},
                                   "spell": {"count": 0, "cards": []}, "weapon": {"count": 0, "cards": []}}
    assert {home: stack["top"] for home, stack in out["guilds"].items()} == {
        "cleric": "aldwin_1", "fighter": "korrin_1", "rogue": "sable_1", "wizard": "meridia_1"}
    assert out["hero_box"]["Korrin"] == {"korrin_2": 4, "korrin_3": 3}


def test_a_normal_quest_position_prints_and_writes_nothing_of_epic(capsys):
    path = ROOT / "saves" / "scenarios" / "quest" / "adam_visits_the_bazaar.yaml"
    assert main([str(path)]) == 0
    out = json.loads(capsys.readouterr().out)["state"]
    assert not {"epic", "market_decks", "hero_box"} & set(out)
    position = load_scenario(path).session.position
    assert not {"epic", "market", "market_decks", "hero_stacks"} & set(position.model_dump())


def test_spots_and_decks_left_out_are_dealt_as_a_new_epic_game_deals_them():
    state = built(epic="guilds", market={"spell": ["spark_lance"]})
    assert ids(state, state.market["spell:1"]) == ["spark_lance"]
    for spot in ("item:1", "item:2", "spell:2", "weapon:1", "weapon:2"):
        assert len(state.market[spot]) == 1, spot
    assert state.market["any:1"] == state.market["any:2"] == []
    assert sorted(state.guilds) == ["Aldwin", "Korrin", "Meridia", "Sable"]        # way b: the Guilds' Quarter


@pytest.mark.parametrize("fields, message", [
    # one copy of every Marketplace card and, in class stacks, of every level 1 Hero: the card named as printed
    ({"epic": "stacks", "players": [{"hand": ["glowstone_charm", "glowstone_charm"]}]},
     r"the game has 1 Glowstone Charm \(glowstone_charm\) cards, the position 2"),
    ({"epic": "guilds", "market": {"any": ["spark_lance"]}, "players": [{"hand": ["spark_lance"]}]},
     r"the game has 1 Spark Lance \(spark_lance\) cards, the position 2"),
    ({"epic": "stacks", "players": [{"hand": ["korrin_1", "korrin_1"]}]},
     r"the game has 1 Korrin Shieldbearer \(korrin_1\) cards, the position 2"),
    ({"epic": "stacks", "market": {"item": ["glowstone_charm", None]}},
     "the Marketplace spot item:2 is empty while the Item deck holds 2 cards"),
    ({"epic": "stacks", "market": {"item": ["spark_lance"]}},
     r"market: Spark Lance \(spark_lance\) is not an Item: it cannot lie in the spot item:1"),
    ({"epic": "stacks", "market": {"any": ["korrin_2"]}}, r"Korrin Warden \(korrin_2\) is not a Marketplace card"),
    ({"epic": "stacks", "market_decks": {"weapon": ["field_kit"]}},
     r"market_decks: Field Kit \(field_kit\) is not a Weapon"),
    ({"epic": "stacks", "hero_stacks": {"fighter": ["aldwin_1"]}},
     r"hero_stacks: Aldwin Acolyte \(aldwin_1\) is not a level 1 Fighter Hero"),
    ({"epic": "guilds", "hero_stacks": {"fighter": ["korrin_1"]}}, "only an Epic position with class stacks"),
    ({"market": {"item": ["whetstone"]}}, "market: only an Epic position has it"),
    ({"players": [{"location": "marketplace"}]}, "location 'marketplace' is neither a Village location nor a room"),
])
def test_positions_an_epic_game_never_holds_are_refused(fields, message):
    with pytest.raises(PositionError, match=message):
        built(**fields)


def test_a_save_of_a_game_begun_from_an_epic_position_loads_as_it_was():
    session = load_scenario(ANY_SPOTS_FULL).session
    data = json.loads(session.record().to_json())
    assert data["position"]["epic"] == "stacks" and data["position"]["market"]["any"] == ["field_kit", "foresight"]
    again = Session.from_record(json.dumps(data))
    assert again.state.state_hash() == session.state.state_hash()
    assert isinstance(again.position, Position) and again.position.market_decks == {
        "item": ["climbing_rope", "trail_map"]}
