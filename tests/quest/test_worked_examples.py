"""The rulebook's worked examples, played as the scenarios in saves/scenarios/quest/ (cards whose printed numbers
are not public are defined inline with the numbers the examples state)."""

from __future__ import annotations

from pathlib import Path

from thunderstone_gui.tools.scenario import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "quest"


def ids(state, iids):  # noqa: ANN001, ANN201
    return sorted(state.cards[i].id for i in iids)


def test_adam_buys_a_seven_gold_spell_destroys_one_dagger_and_buys_iron_rations():
    result = load_scenario(SCENARIOS / "adam_visits_the_bazaar.yaml")
    state, adam = result.state, result.state.players[0]
    owned = ids(state, adam.owned())
    assert owned.count("dagger") == 1 and "magic_missile" in owned
    assert adam.gear[0] == 1                            # 10 - 7 = 3 gold left, 2 of it for Iron Rations
    assert [e.kind for e in result.events].count("destroyed") == 1
    assert state.players[1].gear[0] == 1 and state.players[2].gear[0] == 2     # Drew second, Ashley third


def test_drew_defeats_the_goblin_berserker_in_the_mine_and_draws_five():
    result = load_scenario(SCENARIOS / "drew_in_the_mine.yaml")
    state, drew = result.state, result.state.players[1]
    battle = next(e for e in result.events if e.kind == "battle_result")
    assert battle.data["total"] == 5 and battle.data["health"] == 5 and battle.data["victory"]
    assert drew.wounds == 2 and len(drew.hand) == 5 and drew.xp == 2
    assert drew.gear[0] == 1 + 1                         # his starting Iron Rations and the Mine's
    assert len(state.keys_found) == 1 and "treasure_gained" in [e.kind for e in result.events] or any(
        e.kind == "cache_opened" for e in result.events)


def test_ashley_goes_on_to_the_wilderness_and_levels_an_adventurer_with_the_rat_s_spoils():
    result = load_scenario(SCENARIOS / "ashley_in_the_wilderness.yaml")
    state, ashley = result.state, result.state.players[2]
    owned = ids(state, ashley.owned())
    # the position gives her a hand only (the rest of her starting deck is left out): 2 Adventurers, 1 Dagger
    assert "korrin_1" in owned and owned.count("adventurer") == 1 and "hooked_blade" in owned
    assert ashley.xp == 0 and owned.count("dagger") == 1    # she kept her Dagger
