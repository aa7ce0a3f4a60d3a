"""The Quest rulebook's FAQ, case by case, played as the scenarios saves/scenarios/quest/faq_*.yaml (cards whose
printed text is not public are inline stand-ins written in the set file's vocabulary), each checked against the
answer the rulebook gives."""

from __future__ import annotations

from pathlib import Path

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.systems.quest.battle import figures_now
from thunderstone_gui.systems.quest.party import light_total, skill
from thunderstone_gui.tools.scenario import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "quest"


def play(name: str):  # noqa: ANN201
    return load_scenario(SCENARIOS / f"faq_{name}.yaml")


def kinds(result) -> list[str]:  # noqa: ANN001
    return [e.kind for e in result.events]


def ids(state, iids) -> list[str]:  # noqa: ANN001
    return sorted(state.cards[i].id for i in iids)


def test_every_faq_scenario_has_a_test_here():
    names = {p.stem.removeprefix("faq_") for p in SCENARIOS.glob("faq_*.yaml")}
    tested = {n.removeprefix("test_") for n in globals() if n.startswith("test_")}
    assert names and names <= tested, sorted(names - tested)


def test_ties_go_to_the_player():
    result = play("ties_go_to_the_player")
    figures = figures_now(result.state, 0)               # Korrin's 3 Attack against the Giant Rat's Health 3
    assert figures.total == figures.health == 3 and figures.victory


def test_revealed_not_at_setup():
    result = play("revealed_not_at_setup")
    start = result.start
    assert start.cards[start.room_monster[2]].id == "ogre_bully" and start.players[0].wounds == 0
    triggered = [e for e in result.events if e.kind == "triggered"]
    assert [e.data["card"] for e in triggered] == ["ogre_bully"] and triggered[0].data["on"] == "revealed"
    assert result.state.players[0].wounds == 2          # the Bog Cutter's Wound, then the revealed Ogre's


def test_once_per_turn():
    result = play("once_per_turn")
    state = result.state
    assert state.players[0].xp == 1 and state.turn.wilderness_only
    assert not [a for a in legal_actions(state) if a.kind == "use" and state.cards[a.card].id == "lucky_stone"]


def test_one_level_per_turn():
    result = play("one_level_per_turn")
    state, ann = result.state, result.state.players[0]
    assert ids(state, ann.discard) == ["korrin_1"] and ann.xp == 7
    levels = [a for a in legal_actions(state) if a.kind == "level_up"]
    assert all(a.card in ann.hand for a in levels) and not any(state.cards[a.card].id == "korrin_1" for a in levels)


def test_felin_takes_a_form():
    result = play("felin_takes_a_form")
    state = result.state
    assert [e.data["option"] for e in result.events if e.kind == "chose_effect"] == ["Owl form"]
    assert light_total(state) == 2 and figures_now(state, 0).physical == 1 + 1 + 1   # Felin, 2 Adventurers; no bear


def test_skill_in_time_to_wield():
    result = play("skill_in_time_to_wield")
    state = result.state
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "markennan_stand_in")
    maul = next(i for i in state.players[0].hand if state.cards[i].id == "siege_maul")
    assert skill(state, hero) == 8 and state.turn.wields == {maul: hero}


def test_protected_card():
    result = play("protected_card")
    state = result.state
    assert "protected" in kinds(result)
    assert "warded_charm" in ids(state, state.players[0].owned())
    assert not [e for e in result.events if e.kind == "destroyed" and e.data.get("reason") == "an effect"]


def test_protected_hero_levels_up():
    result = play("protected_hero_levels_up")
    state, ann = result.state, result.state.players[0]
    assert "adventurer" not in ids(state, ann.owned()) and ids(state, ann.discard) == ["korrin_1"]
    assert [e.data["reason"] for e in result.events if e.kind == "destroyed"] == ["levelled up"]


def test_value_without_an_icon():
    result = play("value_without_an_icon")
    battle = next(e for e in result.events if e.kind == "battle_result")
    assert battle.data["armor"] == 2 and battle.data["physical"] == 7 - 2 and battle.data["victory"]
    assert "triggered" in kinds(result) and result.state.players[0].xp == 0     # Magic Resistance not printed: 0


def test_battle_axe_demon_spider():
    result = play("battle_axe_demon_spider")
    axe = [e for e in result.events if e.kind == "triggered" and e.data["card"] == "battle_axe"]
    assert len(axe) == 2                                 # the Wound value, then the After Battle Wound
    assert result.state.players[0].xp == 2 and result.state.players[0].wounds == 2


def test_one_dagger_per_buy():
    result = play("one_dagger_per_buy")
    state = result.state
    assert ids(state, state.players[0].owned()).count("dagger") == 1
    assert [e.data.get("reason") for e in result.events if e.kind == "destroyed"] == ["bought a card"]


def test_hp_before_the_draw():
    result = play("hp_before_the_draw")
    ended = next(e for e in result.events if e.kind == "turn_ended")
    assert ended.data["hp"] == 6 and len(result.state.players[0].hand) == 6      # 5 HP on the track, +1 Stew


def test_wilderness_is_in_the_dungeon():
    result = play("wilderness_is_in_the_dungeon")
    state = result.state
    moves = [a.option for a in legal_actions(state) if a.kind == "move"]
    assert "collapsed_gate" in moves and "fungal_grotto" in moves       # one step into either level 1 room
    assert {m.split(">")[-1] for m in moves} == {"collapsed_gate", "fungal_grotto"}   # no Light: nothing beyond
    assert state.rooms[0] == "the_wilderness" and state.room_monster[0] >= 0


def test_light_after_moving():
    result = play("light_after_moving")
    moved = next(e for e in result.events if e.kind == "moved")
    battle = next(e for e in result.events if e.kind == "battle_result")
    assert moved.data["light"] == moved.data["cost"] == 4 and battle.data["room"] == 5 and battle.data["victory"]
    assert [e.data["amount"] for e in result.events if e.kind == "gained_xp"] == [3]


def test_magic_boost_gives_magic_attack():
    result = play("magic_boost_gives_magic_attack")
    figures = figures_now(result.state, 0)
    assert figures.magic == 3 and figures.physical == 2 + 1     # Sable 2 (+ the Adventurer's 1)


def test_potion_after_buying():
    result = play("potion_after_buying")
    ann = result.state.players[0]
    assert ann.wounds == 1 and ann.gear[2] == 0
    assert [e.data["reason"] for e in result.events if e.kind == "healed"] == ["potion"]


def test_village_without_the_location():
    result = play("village_without_the_location")
    state, ann = result.state, result.state.players[0]
    assert ann.location == "bazaar" and ann.wounds == 1
    assert ids(state, ann.discard) == ["glowstone_charm", "sable_1"]


def test_two_daggers_on_a_hero():
    result = play("two_daggers_on_a_hero")
    figures = figures_now(result.state, 0)
    assert figures.physical == 6


def test_two_keys_in_a_turn():
    result = play("two_keys_in_a_turn")
    state = result.state
    assert kinds(result).count("key_found") == 1 and kinds(result).count("key_set_aside") == 1
    assert "key_shuffled_back" in kinds(result) and len(state.keys_found) == 1
    assert state.cards[state.room_monster[1]].id == "mud_brute"
    assert sum(1 for i in state.monster_decks[0] if state.cards[i].is_key) >= 1


def test_face_down_monster():
    """Placed face down by an effect, no one sees it; battled, it is turned face up, its "when revealed" text
    resolves (a Wound), then the battle."""
    result = play("face_down_monster")
    order = kinds(result)
    placed = next(e for e in result.events if e.kind == "placed_face_down")
    assert placed.cards == () and placed.data == {"room": 1, "level": 1}        # the event names no card
    assert order.index("placed_face_down") < order.index("moved") < order.index("turned_face_up") \
        < order.index("triggered") < order.index("wounded") < order.index("battle_started")
    flipped = next(e for e in result.events if e.kind == "turned_face_up")
    battled = next(e for e in result.events if e.kind == "battle_started")
    assert result.state.cards[flipped.cards[0]].id == "ogre_bully" and battled.cards == flipped.cards
    assert "defeated" in order and not result.state.face_down


def test_face_down_key():
    """A face-down Key is found (it counts toward the Guardian) and replaced by the room deck's next card, which
    is battled."""
    result = play("face_down_key")
    state = result.state
    assert result.start.face_down == {1: 1}
    order = kinds(result)
    assert order.index("turned_face_up") < order.index("key_found") < order.index("room_filled") \
        < order.index("battle_started")
    assert ids(state, state.keys_found) == ["guardian_key"]
    battled = next(e for e in result.events if e.kind == "battle_started")
    assert state.cards[battled.cards[0]].id == "mud_brute" and "triggered" not in order
    assert state.cards[state.room_monster[1]].id == "mud_brute" and not state.face_down     # undefeated, it stays
