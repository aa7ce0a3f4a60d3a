"""The scenario tool shows what a rules question needs (issue 46 item 4): a Quest position's gold, Light,
Marketplace and Guild stacks, Treasure deck, Monster decks and the Gear and Wound tokens left in the box; a Quest
Treasure-deck field and an Advance Curse-deck field; a position with more copies of a card than its game has is
refused naming the card as it is printed, in each game."""

from __future__ import annotations

import json

import pytest

from thunderstone_gui.tools.scenario import ScenarioError, main, parse_scenario, run_scenario


def run(text: str):  # noqa: ANN201
    return run_scenario(parse_scenario(text))


def output(tmp_path, capsys, text: str) -> dict:
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    assert main([str(path)]) == 0
    return json.loads(capsys.readouterr().out)["state"]


QUEST = """\
game: quest
treasure_deck: [buried_coins, gilded_idol]
monster_decks: {1: [guardian_key, mud_brute]}
players:
  - name: Ann
    hand: [lantern, lantern, dagger, thunderstone_shard, thunderstone_shard, adventurer]
    wounds: 3
    gear: {potion: 2}
  - name: Ben
    wounds: 1
actions:
  - {type: go_to, option: bazaar}
  - {type: buy, card: glowstone_charm}
"""


def test_quest_output_shows_gold_light_stacks_decks_and_supplies(tmp_path, capsys):
    state = output(tmp_path, capsys, QUEST)
    ann = state["players"][0]
    assert ann["gold"] == 2 + 2 + 1 + 2 + 2 - 3 and ann["gold_spent"] == 3 and ann["light"] == 2
    assert "gold" not in state["players"][1]                     # only the player whose turn it is has cards out
    assert state["treasure_deck"][:2] == ["buried_coins", "gilded_idol"] and state["treasure_count"] == 10
    assert state["monster_deck_cards"]["1"][:2] == ["guardian_key", "mud_brute"]
    assert [len(cards) for cards in state["monster_deck_cards"].values()] == state["monster_decks"]
    charm = state["marketplace"]["glowstone_charm"]
    assert charm == {"count": 7, "top": "glowstone_charm", "cards": {"glowstone_charm": 7}}
    assert state["guilds"]["Korrin"]["top"] == "korrin_1" and state["guilds"]["Korrin"]["cards"]["korrin_3"] == 3
    assert state["gear_supply"] == {"iron_rations": 16 - 1, "lantern": 16, "potion": 16 - 2}   # Ben's starting one
    assert state["wound_token_supply"] == 32 - 3 - 1 and state["wound_cards_left"] == 24


def test_a_treasure_deck_field_names_treasures_only():
    with pytest.raises(ScenarioError, match=r"treasure_deck: Hooked Blade \(hooked_blade\) is not a Treasure"):
        run("game: quest\ntreasure_deck: [hooked_blade]\n")


def test_a_treasure_deck_with_more_copies_than_the_set_has_is_refused_by_name():
    with pytest.raises(ScenarioError, match=r"the game has 1 Buried Coins \(buried_coins\) cards, the position 2"):
        run("game: quest\ntreasure_deck: [buried_coins, buried_coins]\n")


def test_an_advance_curse_deck_field_puts_its_cards_on_top_and_the_output_shows_them(tmp_path, capsys):
    state = output(tmp_path, capsys, "game: advance\ncurse_deck: [curse_of_horror, curse_of_decay]\n")
    assert state["curse_deck"][:2] == ["curse_of_horror", "curse_of_decay"]
    assert len(state["curse_deck"]) == state["curses_count"]
    result = run("game: advance\ncurse_deck: [curse_of_horror]\nplayers: [{hand: [thundermage_summoner]}, {}]\n")
    assert result.state.cards[result.state.curses[-1]].id == "curse_of_horror"


def test_an_advance_curse_deck_names_curses_only():
    with pytest.raises(ScenarioError, match=r"curse_deck: Torch \(torch\) is not a Curse"):
        run("game: advance\ncurse_deck: [torch]\n")


@pytest.mark.parametrize("text, message", [
    ("game: quest\nplayers: [{hand: [hooked_blade, hooked_blade, hooked_blade, hooked_blade, hooked_blade]},"
     " {hand: [hooked_blade, hooked_blade, hooked_blade, hooked_blade]}]\n",
     r"the game has 8 Hooked Blade \(hooked_blade\) cards, the position 9"),
    ("game: advance\ncurse_deck: [curse_of_decay, curse_of_decay, curse_of_decay, curse_of_decay, curse_of_decay]\n",
     r"more Curse of Decay \(curse_of_decay\) cards than the game has"),
    ("players: [{hand: [short_sword, short_sword, short_sword, short_sword, short_sword, short_sword]}, "
     "{hand: [short_sword, short_sword, short_sword, short_sword, short_sword, short_sword]}]\n",
     r"more Short Sword \(short_sword\) cards than the game has"),
])
def test_more_copies_than_the_game_has_are_refused_with_the_card_s_name(text, message):
    with pytest.raises(ScenarioError, match=message):
        run(text)


def test_the_advance_and_quest_examples_of_the_docs_run():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
    blocks = [b.split("```", 1)[0] for b in text.split("```yaml\n")[1:]]
    games: dict[str, list] = {}
    for block in blocks:
        if block.startswith("game: "):
            result = run(block)
            games.setdefault(result.state.system.name, []).append(result)
    assert {name: len(results) for name, results in games.items()} == {"advance": 1, "quest": 2}
    quest, epic = games["quest"]
    assert quest.state.players[0].xp == 2                          # the Battle Axe's two triggers
    assert quest.state.cards[quest.state.treasure[-1]].id == "buried_coins"
    assert epic.state.config.epic == "stacks"                      # the Marketplace with both Any spots full
    assert [e.kind for e in epic.events][:3] == ["went_to", "market_destroyed", "market_filled"]
    advance = games["advance"][0]
    assert advance.state.cards[advance.state.curses[-1]].id == "curse_of_horror"
