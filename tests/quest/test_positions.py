"""Quest positions a player plays from (scenarios, saves that carry one) are checked against the rules as the
original game's are: every card once and no more copies than the set has, hands no larger than a turn begins with,
XP within what the cards give, Gear tokens within the box, the Guardian and its Keys in step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thunderstone_gui.engine.position import PositionError, parse_position, position_state
from thunderstone_gui.engine.record import RecordError
from thunderstone_gui.engine.session import Session
from thunderstone_gui.tools.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]
ADVENTURERS = ["adventurer"] * 13


def built(**fields):
    return position_state(parse_position({"game": "quest", **fields}))


@pytest.mark.parametrize("fields, message", [
    ({"players": [{"xp": 10**15}]}, "the players hold 1000000000000000 XP; this game's cards give at most"),
    ({"players": [{"xp": 10**300}]}, "the players hold more than 10\\^20 XP"),
    ({"players": [{"xp": 400}, {"xp": 400}]}, "the players hold 800 XP"),
    ({"players": [{"hand": ADVENTURERS}]}, "Player 1 holds 13 cards; the player whose turn it is holds at most 12"),
    ({"players": [{}, {"hand": ADVENTURERS}]}, "Player 2 holds 13 cards; a player waiting .* at most 6"),
    ({"players": [{}, {"hand": ADVENTURERS[:7]}]}, "Player 2 holds 7 cards; a player waiting .* at most 6"),
    ({"players": [{}, {"hand": ADVENTURERS[:9]}], "summoned": True, "keys_found": 4},
     "Player 2 holds 9 cards; .* at most 8"),
    # the card named as it is printed, its id after it
    ({"players": [{"hand": ["thunderstone_shard"] * 14}]},
     r"the game has 8 Thunderstone Shard \(thunderstone_shard\) cards, the position"),
    ({"players": [{"hand": ["thunderstone_shard"] * 7}]},
     r"the game has 8 Thunderstone Shard \(thunderstone_shard\) cards, the position 9"),
    ({"players": [{"deck": ["adventurer"] * 400}]}, r"the game has 24 Adventurer \(adventurer\) cards, the position"),
    ({"players": [{"discard": ["giant_rat"]}]}, r"the game has 1 Giant Rat \(giant_rat\) cards, the position 2"),
    ({"players": [{"gear": {"potion": 10**9}}]}, "the players hold 1000000000 Potion tokens; the box has 16"),
    ({"players": [{"gear": {"lantern": 10}}, {"gear": {"lantern": 7}}]}, "17 Lantern tokens; the box has 16"),
    ({"players": [{"gear": {"iron_rations": -1}}]}, "Player 1 holds -1 Iron Rations tokens"),
    ({"keys_found": 4}, "every Key needed is found but the Guardian is not summoned"),
])
def test_positions_the_rules_do_not_allow_are_refused(fields, message):
    with pytest.raises(PositionError, match=message):
        built(**fields)


@pytest.mark.parametrize("fields", [
    {"players": [{"xp": 40}, {"xp": 40}]},
    {"players": [{"hand": ADVENTURERS[:12]}]},                                 # a party grown by draw effects
    {"players": [{}, {"hand": ADVENTURERS[:6]}]},
    {"players": [{}, {"hand": ADVENTURERS[:8]}], "summoned": True, "keys_found": 4},   # drew 6, discarded 4
    {"players": [{"hand": ["thunderstone_shard"] * 6}]},                       # with Player 2's two: the set's 8
    {"players": [{"gear": {"potion": 10}}, {"gear": {"potion": 6}}]},
])
def test_positions_the_rules_allow_are_built(fields):
    state = built(**fields)
    assert state.pending.kind in ("prep", "village", "dungeon", "prompt")


def test_every_quest_scenario_passes_the_checks():
    for path in sorted((ROOT / "saves" / "scenarios" / "quest").glob("*.yaml")):
        load_scenario(path)                         # builds and checks its position, plays its actions


@pytest.mark.parametrize("edit, message", [
    (lambda p: p["players"][2].update(xp=10**15), "1000000000000000 XP"),
    (lambda p: p["players"][0].update(hand=ADVENTURERS), "Adam holds 13 cards; a player waiting"),
    (lambda p: p["players"][2].update(hand=["thunderstone_shard"] * 14),
     r"8 Thunderstone Shard \(thunderstone_shard\) cards"),
    (lambda p: p["players"][1].update(gear={"potion": 17}), "17 Potion tokens"),
])
def test_a_save_whose_position_was_edited_is_refused(edit, message):
    """A save of a game begun from a position carries it; an edit the config does not show is refused on loading."""
    session = load_scenario(ROOT / "saves" / "scenarios" / "quest" / "ashley_in_the_wilderness.yaml").session
    data = json.loads(session.record().to_json())
    assert Session.from_record(json.dumps(data)).state.state_hash() == session.state.state_hash()
    edit(data["position"])
    with pytest.raises(RecordError, match=f"starting position is refused: .*{message}"):
        Session.from_record(json.dumps(data))


def test_a_position_naming_a_million_cards_is_refused_before_one_is_made():
    """Quest makes a card a position names when none is left where a new game has it: the piles are bounded first."""
    from tests.bounds import peak_mb

    spec = {"game": "quest", "players": [{"deck": ["adventurer"] * 1_000_000}]}
    refused, peak = peak_mb(lambda: parse_position(spec))
    assert isinstance(refused, ValueError) and "1000000 cards in a pile: at most 1000" in str(refused)
    assert peak < 32, f"{peak:.0f} MB: cards were made before the pile was refused"
