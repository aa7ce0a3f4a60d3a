"""Familiars (issue 51 item 5; summary "Familiars", "End of Turn"; docs/rules-advance.md "Familiars"): one per player,
gained at the Spoils of a first victory, abilities usable while the player holds their XP (not spent), discarded at
the end of a turn in which it was used and back in hand at the owner's next turn; our own Familiars (not the
publisher's cards); a game without them as every game before; saves, replays, undo, scenarios and computers."""

from __future__ import annotations

import json
import random

import pytest

from thunderstone_gui.ai import make_agent
from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.position import PositionError
from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.views import observe
from thunderstone_gui.systems.advance.cards import load_catalogue, load_familiar_file
from thunderstone_gui.systems.advance.config import AdvanceConfig
from thunderstone_gui.systems.advance.rules.setup import new_game

from .support import act, attack, kinds, position, use

STRONG = ["criochan_captain", "criochan_captain", "torch", "torch"]
HALL = ["warrior_bones", "drakeclan_ambusher", "withered_dryad"]


def familiar_uses(state) -> list:
    return [a for a in legal_actions(state) if a.kind == "use" and state.cards[a.card].is_familiar]


def test_our_familiars_are_labelled_ours_and_a_game_has_none_unless_chosen():
    data = load_familiar_file()
    assert data.set == "ours" and "not the publisher's" in data.notice
    catalogue = load_catalogue()
    assert catalogue.familiar_ids["ours"] == [c.id for c in data.cards] and len(data.cards) == 5
    for card in data.cards:
        assert card.text.startswith("Our own Familiar, not a printed card.")
        assert {a.xp_needed for a in card.abilities} <= {0, 3, 6}
    plain = new_game(AdvanceConfig.new(3, seed=8))
    assert plain.config.variants.familiars == "off" and plain.familiars == [] and plain.familiar_of == [-1] * 3
    assert "familiars" not in plain.table_zones()
    ours = new_game(AdvanceConfig.new(3, seed=8, familiars="ours"))
    assert sorted(ours.cards[i].id for i in ours.familiars) == sorted(catalogue.familiar_ids["ours"])
    # The Familiar deck is the setup's last shuffle: everything else is dealt as without Familiars.
    assert [p.hand for p in ours.players] == [p.hand for p in plain.players]
    assert ours.dungeon == plain.dungeon and ours.hall == plain.hall


def test_the_first_victory_gives_the_top_familiar_once_per_game():
    state = position(STRONG, hall=HALL, dungeon=["ogre", "ogre"], familiars="ours")
    top = state.familiars[-1]
    events = act(state, "enter_dungeon", attack(1))
    assert "familiar_gained" in kinds(events) and state.familiar_of[0] == top
    assert kinds(events).index("familiar_gained") > kinds(events).index("defeated")
    state = position(STRONG, hall=HALL, dungeon=["ogre", "ogre"], familiars="ours", familiar_of=["tin_mouse"])
    events = act(state, "enter_dungeon", attack(1))
    assert "defeated" in kinds(events) and "familiar_gained" not in kinds(events)
    assert state.cards[state.familiar_of[0]].id == "tin_mouse" and len(state.familiars) == 4


def test_abilities_need_the_xp_held_which_is_not_spent():
    # Ember Newt: 0 XP - Village: +1 Gold; 3 XP - Dungeon: draw a card.
    state = position(STRONG, deck=["regular"], hall=HALL, xp=2, familiars="ours", familiar_of=["ember_newt"])
    act(state, "enter_dungeon")
    assert familiar_uses(state) == []                  # 2 XP held: the 3 XP ability is not offered
    state = position(STRONG, deck=["regular"], hall=HALL, xp=3, familiars="ours", familiar_of=["ember_newt"])
    events = act(state, "enter_dungeon", use("ember_newt", "newt_draw"))
    assert "drew" in kinds(events) and state.players[0].xp == 3       # held, not spent
    assert familiar_uses(state) == []                  # each ability once a turn
    state = position(["regular", "regular"], hall=HALL, xp=0, familiars="ours", familiar_of=["ember_newt"])
    act(state, "visit_village")
    (newt_gold,) = familiar_uses(state)
    act(state, use("ember_newt", "newt_gold"))
    assert state.turn.gold_bonus == 1


def test_a_used_familiar_is_discarded_at_the_end_of_the_turn_and_back_at_the_next():
    state = position(["regular", "regular"], hall=HALL, familiars="ours", familiar_of=["ember_newt", None])
    act(state, "visit_village", use("ember_newt", "newt_gold"), "end_turn")
    assert state.familiar_away == [True, False] and state.active == 1
    assert familiar_uses(state) == []                  # the other player's turn: nothing of seat 0's
    while state.active == 1:                           # seat 1 rests its turn away
        act(state, "visit_village", "end_turn")
    assert state.active == 0 and state.familiar_away == [False, False]
    act(state, "visit_village")
    assert [state.cards[a.card].id for a in familiar_uses(state)] == ["ember_newt"]
    # A turn in which it was not used: it stays in hand.
    act(state, "end_turn")
    assert state.familiar_away == [False, False]


def test_a_scenario_names_the_familiars_and_refuses_what_cannot_be():
    state = position(STRONG, hall=HALL, familiars="ours", familiar_of=[None, "grey_owl"])
    assert state.cards[state.familiar_of[1]].id == "grey_owl" and len(state.familiars) == 4
    with pytest.raises(PositionError, match="played without them"):
        position(STRONG, hall=HALL, familiar_of=["grey_owl"])
    with pytest.raises(PositionError, match="not a Familiar left"):
        position(STRONG, hall=HALL, familiars="ours", familiar_of=["grey_owl", "grey_owl"])


def _computer_game(seed: int, level: str = "normal", decisions: int = 2000) -> tuple[Session, int]:
    session = Session(AdvanceConfig.new(3, seed=seed, familiars="ours", undo_policy="casual"))
    agents = [make_agent(level, seed=seed * 10 + k, game="advance") for k in range(3)]
    uses = 0
    while not session.state.is_over and len(session.steps) < decisions:
        seat = session.state.pending.seat
        action = agents[seat].choose(observe(session.state, seat))
        uses += action.kind == "use" and session.state.cards[action.card].is_familiar
        session.submit(action)
    assert all(a.fallbacks == 0 for a in agents)
    return session, uses


def test_computers_gain_and_use_familiars():
    session, uses = _computer_game(0)
    state = session.state
    assert state.is_over and all(i >= 0 for i in state.familiar_of) and uses >= 5


def test_a_game_with_familiars_saves_replays_and_undoes():
    session, _uses = _computer_game(1, decisions=160)
    text = session.record().to_json()
    assert json.loads(text)["config"]["variants"]["familiars"] == "ours"
    loaded = Session.from_record(text)
    assert loaded.state.state_hash() == session.state.state_hash()
    assert loaded.state.familiar_of == session.state.familiar_of
    hashes = []
    for _ in range(6):
        hashes.append(session.state.state_hash())
        session.undo()
    for expected in reversed(hashes):
        session.redo()
        assert session.state.state_hash() == expected


def test_random_play_with_familiars_keeps_every_card_in_one_place():
    from thunderstone_gui.engine.position import check_each_card_once

    for seed in range(4):
        state = new_game(AdvanceConfig.new(2 + seed % 3, seed=seed, familiars="ours"))
        rng = random.Random(seed)
        from thunderstone_gui.engine import apply

        while state.result is None and state.turn_number < 120:
            actions = legal_actions(state)
            attacks = [a for a in actions if a.kind == "attack"]
            apply(state, rng.choice(attacks) if attacks and rng.random() < 0.7 else rng.choice(actions))
            check_each_card_once(state)


PRINTED_FAMILIARS = [
    {"id": "night_bat", "name": "Night Bat", "kind": "familiar", "text": "typed in by a tester",
     "abilities": [{"key": "bat_gold", "where": "village", "verb": "gain_gold", "gold": 1},
                   {"key": "bat_draw", "where": "dungeon", "verb": "draw", "cards": 1, "xp_needed": 3}]},
    {"id": "stone_crab", "name": "Stone Crab", "kind": "familiar", "text": "typed in by a tester", "count": 2,
     "abilities": [{"key": "crab_draw", "where": "both", "verb": "draw", "cards": 1}]},
]


def printed_file(cards: list) -> dict:
    return {"format": "thunderstone-advance-set", "id": "my_familiars", "name": "My Familiars", "cards": cards}


def test_printed_familiars_are_checked_installed_and_played(tmp_path, home):
    import yaml

    from thunderstone_gui.systems.advance import printed
    from thunderstone_gui.systems.printed_sets import SetProblem

    bad = [dict(PRINTED_FAMILIARS[0], abilities=[{"key": "x", "where": "spoils", "verb": "gain_xp", "xp": 1}]),
           dict(PRINTED_FAMILIARS[1], abilities=[{"key": "y", "where": "village", "verb": "fly"}]),
           dict(PRINTED_FAMILIARS[1], id="moth", abilities=[{"key": "z", "where": "dungeon", "verb": "draw",
                                                             "cards": 1, "xp_needed": -1}])]
    with pytest.raises(SetProblem) as info:
        printed.check_data(printed_file(bad))
    said = info.value.problems
    assert len(said) == 3, said
    assert said[0].startswith("cards[0] (night_bat)") and "Village or Dungeon" in said[0]
    assert said[1].startswith("cards[1] (stone_crab).abilities[0]") and "fly" in said[1]
    assert said[2].startswith("cards[2] (moth).abilities[0].xp_needed")
    source = tmp_path / "familiars.yaml"
    source.write_text(yaml.safe_dump(printed_file(PRINTED_FAMILIARS)), encoding="utf-8")
    printed.install(source)
    (mine,) = printed.usable_sets()
    with pytest.raises(ValueError, match="no printed Familiar"):
        AdvanceConfig.new(2, seed=3, familiars="printed")
    config = AdvanceConfig.new(2, seed=3, familiars="printed", printed=mine)
    state = new_game(config)
    assert sorted(state.cards[i].id for i in state.familiars) == ["printed_night_bat", "printed_stone_crab",
                                                                  "printed_stone_crab"]
    session = Session(config)
    rng = random.Random(2)
    while len(session.steps) < 200 and not session.state.is_over:
        session.submit(rng.choice(legal_actions(session.state)))
    again = Session.from_record(session.record().to_json())      # the file travels with the game
    assert again.state.state_hash() == session.state.state_hash()


def test_the_scenario_tool_plays_a_game_with_familiars():
    from pathlib import Path

    from thunderstone_gui.tools.scenario import load_scenario

    root = Path(__file__).resolve().parents[3]
    run = load_scenario(root / "saves" / "scenarios" / "advance" / "familiar_gained_and_used.yaml")
    state = run.state
    assert "familiar_gained" in [e.kind for e in run.events]
    assert state.familiar_of[0] >= 0 and state.cards[state.familiar_of[1]].id == "grey_owl"
    again = Session.from_record(run.session.record().to_json())
    assert again.state.state_hash() == state.state_hash()
    from thunderstone_gui.systems.advance.report import scenario_summary

    summary = scenario_summary(state)["familiars"]
    assert summary["mode"] == "ours" and summary["of"][1] == "grey_owl" and summary["deck_count"] == 3
