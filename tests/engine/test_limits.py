"""Anything read from a file that asks for more than any game holds is refused at once, before anything is built
from it, with a sentence that says what and how much: copies of a card, a card's numbers and its effects' counts,
cards of its own, seats, decisions (engine/limits.py)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from tests.bounds import peak_mb
from thunderstone_gui.engine.limits import MAX_COPIES, MAX_DECISIONS
from thunderstone_gui.engine.record import RecordError, parse_record
from thunderstone_gui.tools.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def scenario_record(game_path: str) -> dict:
    return json.loads(load_scenario(ROOT / "saves" / "scenarios" / game_path).session.record().to_json())


@pytest.fixture(scope="module")
def quest_record() -> dict:
    return scenario_record("quest/drew_in_the_mine.yaml")        # its config carries cards of its own


@pytest.fixture(scope="module")
def advance_record() -> dict:
    return scenario_record("advance/darkness_trait.yaml")


def refused_quickly(data: dict, message: str) -> None:
    text = json.dumps(data)
    _parsed, reading = peak_mb(lambda: json.loads(text))       # what reading the file's JSON alone holds
    refused, peak = peak_mb(lambda: parse_record(text))
    assert isinstance(refused, RecordError) and re.search(message, str(refused)), refused
    assert peak < 1.5 * reading + 16, f"{peak:.0f} MB, the JSON alone {reading:.0f} MB: built before it was refused"


def edited(record: dict, edit) -> dict:
    data = copy.deepcopy(record)
    edit(data)
    return data


def test_a_quest_save_asking_for_ten_million_copies_of_a_card_is_refused_at_once(quest_record):
    """The audit: 600 MB were built before the config was refused."""
    for where, key in (("config", "extra_cards"), ("position", "cards")):
        data = copy.deepcopy(quest_record)
        data[where][key][0]["count"] = 10**7
        refused_quickly(data, f"count must be at most {MAX_COPIES}")


@pytest.mark.parametrize("effect", [{"verb": "heal", "count": 10**7}, {"verb": "gain_treasure", "count": 10**7},
                                    {"verb": "gain_xp", "amount": 10**9}, {"verb": "draw", "count": 10**300}])
def test_a_quest_card_of_its_own_with_an_effect_beyond_any_card_is_refused(quest_record, effect):
    ability = {"key": "odd", "when": ["village"], "effects": [effect]}
    data = edited(quest_record, lambda d: d["config"]["extra_cards"][0].update(abilities=[ability]))
    refused_quickly(data, "beyond any card's numbers|must be at most 99")


def test_quest_rewards_and_numbers_beyond_any_card_are_refused(quest_record):
    data = edited(quest_record, lambda d: d["config"]["extra_cards"][0].update(rewards=[{"treasure": 10**7}]))
    refused_quickly(data, "treasure 10000000 is beyond any card's numbers|treasure must be at most 99")
    data = edited(quest_record, lambda d: d["config"]["extra_cards"][0].update(health=10**300))
    refused_quickly(data, "health more than 10\\^20 is beyond")


def test_advance_cards_of_its_own_in_absurd_numbers_are_refused(advance_record):
    data = edited(advance_record, lambda d: d["config"]["custom_cards"][0].update(count=10**7))
    refused_quickly(data, f"must be at most {MAX_COPIES}")
    many = [dict(advance_record["config"]["custom_cards"][0], id=f"wight_{k}") for k in range(600)]
    data = edited(advance_record, lambda d: d["config"].update(custom_cards=many))
    refused_quickly(data, "600 cards of its own: at most 500")


def test_an_advance_effect_counting_ten_million_is_refused(advance_record):
    """"Everyone destroys 10,000,000 cards" would schedule as many steps for every player."""
    fine = [{"verb": "everyone_destroys", "cards": 1}]
    parse_record(json.dumps(edited(advance_record, lambda d: d["config"]["custom_cards"][0].update(battle=fine))))
    battle = [{"verb": "everyone_destroys", "cards": 10**7}]
    data = edited(advance_record, lambda d: d["config"]["custom_cards"][0].update(battle=battle))
    refused_quickly(data, "cards 10000000 is beyond any card's numbers")


def test_a_million_seats_are_refused_before_one_is_built(quest_record):
    data = edited(quest_record, lambda d: d["config"].update(seats=[{"name": "x"}] * 1_000_000))
    refused_quickly(data, "1000000 seats: at most 8")


def test_a_record_of_more_decisions_than_any_game_is_refused_before_they_are_read(quest_record):
    data = edited(quest_record, lambda d: d.update(actions=[{"type": "end_turn"}] * (MAX_DECISIONS + 1),
                                                  length=MAX_DECISIONS + 1))
    refused_quickly(data, "more than any game")
    data = edited(quest_record, lambda d: d.update(length=10**30))
    refused_quickly(data, "more than 10\\^20 decisions, more than any game")
