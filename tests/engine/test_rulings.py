"""Rulings revisions: a game keeps the rulings it was started with, so every save replays as it was played.

Rulings 2 (new games) are the audit's: a printed 0 is a value, a monster halves Magic Attack before a Selurin
multiplies it, Lord Mortis is Light -1 as printed (docs/rules.md 1, 41-44). Rulings 1 are how this app played before
them; every record of format 1 keeps them (systems/classic/profile.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, breakdown, legal_actions
from thunderstone_gui.engine.record import RecordError, parse_record
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.classic.cards import load_catalogue

from .card_helpers import hall_with
from .support import act, position

FORMAT_1 = Path(__file__).resolve().parents[1] / "fixtures" / "records-format-1"


def test_new_games_and_scenarios_play_the_latest_rulings():
    assert GameConfig.new(2).variants.rulings == 2
    assert position(["militia"]).config.variants.rulings == 2


def test_a_format_1_record_keeps_rulings_1_and_is_saved_with_them():
    text = (FORMAT_1 / "classic-2nd-2seats-finished.json").read_text(encoding="utf-8")
    assert parse_record(text).config.variants.rulings == 1
    session = Session.from_record(text)
    again = json.loads(session.record().to_json())
    assert again["format_version"] == 3 and again["config"]["variants"]["rulings"] == 1
    assert Session.from_record(json.dumps(again)).state.state_hash() == session.state.state_hash()


def test_a_format_1_scenario_record_keeps_rulings_1_in_its_position_too():
    text = (FORMAT_1 / "classic-scenario-vincent.json").read_text(encoding="utf-8")
    record = parse_record(text)
    assert record.position is not None and record.position.rulings == 1      # type: ignore[attr-defined]
    assert Session.from_record(text).config.variants.rulings == 1


def pawn_targets(state) -> set[str]:
    return {state.cards[a.target].id for a in legal_actions(state) if a.kind == "use" and a.option == "pawn"}


def test_rulings_1_read_a_printed_0_as_no_value():
    assert load_catalogue("2nd", ("base",), 1)["militia"].has("gold") is False
    assert load_catalogue("2nd", ("base",), 2)["militia"].has("gold") is True
    for rulings, pawnable in ((1, set()), (2, {"militia"})):
        state = position(["pawnbroker", "militia"], rulings=rulings)
        act(state, "visit_village")
        assert pawn_targets(state) == pawnable


def test_rulings_1_doubled_magic_attack_before_the_slag_halved_it():
    for rulings, magic, notes in ((1, (2 + 3) * 2 // 2, ("Magic Attack x2", "Magic Attack halved")),
                                  (2, (2 + 3) // 2 * 2, ("Magic Attack halved", "Magic Attack x2"))):
        state = position(["selurin_warlock", "fireball", "torch"], hall=hall_with("noxious_slag"), rulings=rulings)
        act(state, "enter_dungeon")
        bd = breakdown(state, 1)
        assert bd.magic == magic and bd.notes[:2] == notes


def test_rulings_1_played_lord_mortis_at_light_minus_2():
    for rulings, penalty in ((1, 2 + 2), (2, 2 + 1)):
        state = position(["militia"] * 4, hall=hall_with("lord_mortis", rank=2), rulings=rulings)
        act(state, "enter_dungeon")
        assert breakdown(state, 2).light_penalty == penalty
    assert load_catalogue("2nd", ("base",), 1)["lord_mortis"].text == "Light -2."


@pytest.mark.parametrize("path", sorted(FORMAT_1.glob("rulings-sensitive-*.json")), ids=lambda p: p.stem)
def test_old_saves_whose_battles_the_new_rulings_change_replay_under_their_own(path: Path):
    """Records written by the code before the rulings, chosen because the rulings change their course."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert Session.from_record(json.dumps(data)).state.state_hash() == data["checkpoints"][-1]["state_hash"]
    data.update(format_version=2, length=len(data["actions"]))
    data["config"]["variants"]["rulings"] = 2
    with pytest.raises(RecordError):
        Session.from_record(json.dumps(data))
