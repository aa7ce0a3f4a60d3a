"""The rulebooks' worked examples, with the totals the books state."""

from pathlib import Path

import pytest

from thunderstone_gui.engine import breakdown
from thunderstone_gui.tools.scenario import load_scenario

from .support import act, choose, hand, owned, position, trash

SCENARIOS = Path(__file__).resolve().parents[2] / "saves" / "scenarios"


def test_bruce_defeats_uyril_with_16_attack_minus_4_for_darkness():
    """2nd edition "Dungeon Example": +2 Priest +4 Short Sword +2 Squire +6 Polearm +2 Battle Fury = 16, -4 = 12."""
    state = load_scenario(SCENARIOS / "bruce_vs_uyril.yaml").state
    assert hand(state) == ["banish", "regian_priest", "iron_rations", "thyrian_squire", "polearm", "short_sword",
                           "battle_fury"]
    assert trash(state) == ["militia"]
    uyril = breakdown(state, 2)
    assert (uyril.attack + uyril.magic, uyril.light_penalty, uyril.total) == (16, 2, 12)
    assert uyril.victory
    events = act(state, {"type": "attack", "rank": 2})
    assert "uyril_unending" in owned(state)
    assert state.players[0].xp == 2
    assert any(e.kind == "nothing_to_destroy" for e in events)   # no Militia left for Uyril to kill


def test_bruce_alternative_against_suffering_totals_12_minus_2():
    """The same book example: feeding the Priest instead lets him keep the Short Sword under Suffering's -2."""
    state = position(["banish", "regian_priest", "iron_rations", "thyrian_squire", "polearm", "short_sword",
                      "battle_fury"], hall=["suffering", "uyril_unending", "kingdom"])
    act(state, "enter_dungeon",
        {"type": "use", "card": "iron_rations", "ability": "feed", "target": "regian_priest"},
        {"type": "equip", "weapon": "short_sword", "hero": "regian_priest"},
        {"type": "equip", "weapon": "polearm", "hero": "thyrian_squire"})
    suffering = breakdown(state, 1)
    assert suffering.attack + suffering.magic == 12
    assert suffering.total == 10 and suffering.victory


def test_vincent_first_edition_6_then_7_after_the_cleric_destroys_the_disease():
    state = load_scenario(SCENARIOS / "vincent_vs_the_prince.yaml").start
    act(state, "enter_dungeon", {"type": "equip", "weapon": "flaming_sword", "hero": "dwarf_guardian"},
        {"type": "equip", "weapon": "short_sword", "hero": "regian_cleric"})
    before = breakdown(state, 3)
    assert (before.total, before.health, before.victory) == (6, 7, False)
    act(state, {"type": "use", "card": "regian_cleric", "ability": "cure", "target": "disease"})
    after = breakdown(state, 3)
    assert (after.total, after.victory) == (7, True)
    act(state, {"type": "attack", "rank": 3})
    choose(state, card="dwarf_guardian")          # The Prince kills a Fighter: Vincent picks the Dwarf
    assert "dwarf_guardian" in trash(state)
    assert "the_prince" in owned(state)
    assert state.players[0].xp == 2


def test_sue_village_visit():
    result = load_scenario(SCENARIOS / "sue_visits_the_village.yaml")
    bought = [e for e in result.events if e.kind == "bought"]
    assert [result.state.cards[e.cards[0]].id for e in bought] == ["short_sword", "banish"]
    assert sorted(trash(result.state)) == sorted(["town_guard", "militia", "trainer", "barkeep", "lorigg_thief",
                                                 "outlands_slayer"])
    assert result.state.players[0].xp == 0
    owned = [result.state.cards[i].id for i in result.state.players[0].owned()]
    assert {"lorigg_rogue", "outlands_khan", "short_sword", "banish"} <= set(owned)


def test_sue_has_9_gold_then_10_after_destroying_the_barkeep():
    from thunderstone_gui.systems.classic.rules.village import gold_available

    state = load_scenario(SCENARIOS / "sue_visits_the_village.yaml").start
    act(state, "visit_village", {"type": "use", "card": "town_guard", "ability": "draw"},
        {"type": "use", "card": "town_guard", "ability": "dismiss"},
        {"type": "use", "card": "barkeep", "ability": "extra_buy"},
        {"type": "use", "card": "trainer", "ability": "train", "target": "militia"},
        {"type": "use", "card": "trainer", "ability": "sell"})
    assert gold_available(state) == 9
    act(state, {"type": "use", "card": "barkeep", "ability": "sell"})
    assert gold_available(state) == 10


@pytest.mark.parametrize("light_cards, penalties", [([], (3, 2, 4)), (["fireball", "torch"], (1, 0, 2))])
def test_light_penalty_example(light_cards, penalties):
    """"Light Penalty Example": Knightmare rank 1 -> 3, Griffon rank 2 -> 2, Blink Dog rank 3 -> 4; Fireball and
    Torch (Light 2) bring them to 1, 0 and 2; the Blink Dog still cannot be attacked."""
    state = position(light_cards + ["militia"], hall=["knightmare", "griffon", "blink_dog"])
    act(state, "enter_dungeon")
    assert tuple(breakdown(state, r).light_penalty for r in (1, 2, 3)) == penalties
    assert not breakdown(state, 3).can_attack
    if light_cards:
        griffon = breakdown(state, 2)
        assert griffon.magic == 3 and griffon.health - griffon.total == 7 - 3 - 1   # the Militia adds 1


def test_illegal_reason_and_where():
    from thunderstone_gui.engine import illegal_reason
    from thunderstone_gui.engine.actions import Action

    state = position(["selurin_magician", "short_sword"], hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon")
    magician, sword = state.players[0].hand
    assert "not strong enough" in illegal_reason(state, Action("equip", sword, magician))
    assert illegal_reason(state, Action("attack", rank=1)) == ""
    assert state.where(sword) == ("hand", 0) and state.where(state.hall[0]) == ("hall", -1)
