"""The scenario tool: every shipped scenario runs; bad scenarios get a clear message and an exit status."""

import json
from pathlib import Path

import pytest

from thunderstone_gui.tools import scenario
from thunderstone_gui.tools.scenario import ScenarioError, ScenarioFile, load_scenario, parse_scenario, run_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[2] / "saves" / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_shipped_scenario_runs(path, capsys):
    assert scenario.main([str(path), "--preview"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"state", "events", "preview"} <= set(out)
    assert out["state"]["state_hash"]


def test_scenario_output_lists_legal_actions_and_players(capsys):
    assert scenario.main([str(SCENARIOS[0])]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state"]["legal_actions"] and len(out["state"]["players"]) >= 2


@pytest.mark.parametrize("text, message", [
    ("players: [", "not valid YAML"),
    ("- a\n- b", "YAML mapping"),
    ("hall: [nixie, pegasus]", "exactly 3"),
    ("players: [{hand: [laser_sword]}]", "unknown card id 'laser_sword'"),
    ("players: [{hand: [sphinx, sphinx]}]", r"more Sphinx \(sphinx\) cards"),
    ("active: 3", "does not exist"),
    ("colour: red", "colour"),
    ("players: [{hand: [militia]}]\nactions: [{type: attack, rank: 1}]", "not legal"),
    ("players: [{hand: [militia]}]\nactions: [{type: fly}]", "fly is not legal now.*possible now: enter_dungeon"),
    ("players: [{hand: [militia]}]\nactions: [{type: equip, weapon: dagger}]", "malformed action"),
    # A type that is not a word (a list, a mapping: not hashable) is malformed too, not a TypeError.
    ("actions: [{type: [1]}]", r"action 0: malformed action \{'type': \[1\]\}"),
    ("actions: [{type: {a: 1}}]", r"action 0: malformed action \{'type': \{'a': 1\}\}"),
    # A huge value in a malformed action is quoted short (YAML aliases of aliases make billions of items).
    ("actions: [{type: rest, card: " + "[" * 12 + "x" + "]" * 12 + ", note: " + "y" * 5000 + "}]",
     r"malformed action \{'card': \[\[\[\.\.\.\]\]\], 'note': 'y+\.\.\.y+', 'type': 'rest'\}"),
    # Quest cards defined inline: a count of a trillion would make a trillion cards (MemoryError).
    ("game: quest\ncards:\n  - {id: big, name: Big, kind: monster, group: Mire Goblins, count: 1000000000000, "
     "level: 1, health: 4, wounds: 2, xp: 2, text: x}\n", "cards.0.count must be at most 100"),
    ("game: quest\ncards:\n  - {id: big, name: Big, kind: item, group: Big, text: x, abilities: [{key: k, when: "
     "[village], effects: [{verb: heal, count: 1000000000000}]}]}\n", "heal.count must be at most 99"),
    ("game: quest\nplayers: [{gear: {potion: -5}}, {}]", "Player 1 holds -5 Potion tokens"),
    ("players: [{hand: [militia]}]\nactions: [visit_village, {type: buy, card: nonsense#1}]", "not legal"),
])
def test_bad_scenarios_are_explained(text, message):
    with pytest.raises(ScenarioError, match=message):
        run_scenario(parse_scenario(text))


THIRTEEN = "[" + ", ".join(["militia"] * 13) + "]"


@pytest.mark.parametrize("text, message", [
    ("players: [{hand: [stone_of_mystery, militia]}]", "the Thunderstone cannot be in Player 1's hand"),
    ("players: [{deck: [stone_of_mystery]}]", "the Thunderstone cannot be in Player 1's deck"),
    ("players: [{}, {discard: [stone_of_mystery]}]", "the Thunderstone cannot be in Player 2's discard pile"),
    ("hall: [stone_of_mystery, nixie, pegasus]", "Thunderstone cannot be in Rank 1"),
    (f"players: [{{hand: {THIRTEEN}}}]", "Player 1 holds 13 cards; .* at most 12"),
    ("players: [{}, {hand: [militia, militia, militia, militia, militia, militia, militia]}]",
     "Player 2 holds 7 cards; .* at most 6"),
    ("players: [{xp: 1000000000000000}]", "1000000000000000 XP"),
    ("players: [{xp: 40}, {xp: 400}]", "440 XP"),
    ("players: [{xp: -1}]", "players.0.xp must be at least 0"),
    ("hall: [short_sword, nixie, pegasus]", "the Hall holds only monsters and the Thunderstone, not Short Sword"),
    ("hall: [nixie, regian_priest, pegasus]", "not Regian Priest"),
    ("dungeon: [militia]", "the Dungeon Deck holds only monsters and the Thunderstone, not Militia"),
    ("hall: [nixie, null, pegasus]", "Rank 2 is empty"),
    ("hall: [nixie, pegasus, null]", "Rank 3 is empty"),
])
def test_positions_the_rules_do_not_allow_are_explained(text, message):
    with pytest.raises(ScenarioError, match=message):
        run_scenario(parse_scenario(text))


def test_positions_the_rules_allow_are_built():
    for text in ("hall: [nixie, stone_of_mystery, pegasus]",            # the Thunderstone on its way to Rank 1
                 "dungeon: [stone_of_mystery]",                          # ...or about to come out
                 "players: [{hand: [militia, militia, militia, militia, militia, militia, militia, torch]}]",
                 "players: [{hand: [nixie, militia], discard: [pegasus]}]",   # defeated monsters are the player's
                 "players: [{xp: 20}, {xp: 20}]",
                 "players: [{hand: [disease, disease, disease]}, {hand: [disease, disease, disease]}]"):
        run_scenario(parse_scenario(text))


def test_a_position_that_names_every_monster_may_leave_ranks_empty():
    """An empty rank is legal only when the Dungeon Deck has nothing left to fill it."""
    from thunderstone_gui.systems.classic.cards import load_catalogue
    from thunderstone_gui.systems.classic.position import Position, position_config

    config = position_config(Position())
    classes = load_catalogue().monster_classes()
    monsters = [c.id for group in config.card_set.monster_classes for c in classes[group] for _ in range(c.count)]
    hall, rest = monsters[:1], monsters[1:]
    spec = {"hall": [hall[0], "stone_of_mystery", None], "players": [{"hand": ["militia"], "discard": rest}]}
    state = run_scenario(ScenarioFile.model_validate(spec)).state
    assert not state.dungeon and state.hall[2] == -1


def test_an_illegal_action_names_its_index():
    spec = parse_scenario("players: [{hand: [militia]}]\nactions: [enter_dungeon, {type: buy, card: militia}]")
    spec.actions[0] = {"type": "enter_dungeon"}
    with pytest.raises(ScenarioError) as info:
        run_scenario(spec)
    assert info.value.index == 1


def test_cli_exit_codes(tmp_path, capsys):
    assert scenario.main([]) == 2
    assert scenario.main(["a.yaml", "--bogus"]) == 2
    assert scenario.main([str(tmp_path / "missing.yaml")]) == 2
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [{hand: [militia]}]\nactions: [{type: attack, rank: 1}]")
    assert scenario.main([str(bad)]) == 1
    assert "action 0" in capsys.readouterr().err


def test_schema_is_printed(capsys):
    assert scenario.main(["--schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "hall" in schema["properties"] and "actions" in schema["properties"]


def test_defaults_are_deterministic():
    a = load_scenario(SCENARIOS[0]).state.state_hash()
    b = load_scenario(SCENARIOS[0]).state.state_hash()
    assert a == b


def test_omitted_players_get_a_starting_deck():
    state = run_scenario(parse_scenario("seats: 3")).state
    for player in state.players:
        assert len(player.hand) == 6 and len(player.deck) == 6
        ids = sorted(state.cards[i].id for i in player.owned())
        assert ids.count("militia") == 6 and ids.count("torch") == 2


def test_named_cards_come_out_of_the_village():
    state = run_scenario(parse_scenario("players: [{hand: [short_sword, short_sword]}]")).state
    assert len(state.supply["short_sword"]) == 6


def test_documented_schema_is_current():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text()
    block = doc.split("<!-- schema:begin -->")[1].split("<!-- schema:end -->")[0]
    documented = json.loads(block.strip().removeprefix("```json").removesuffix("```"))
    from thunderstone_gui.tools.scenario import ScenarioFile

    assert documented == ScenarioFile.model_json_schema()
