"""The eight Curses: Attack -1 in battle (test_battle.py) and each one's own way out; destroyed, a Curse goes to the
bottom of the Curse deck."""

from __future__ import annotations

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.systems.advance.rules.abilities import gold_available

from .support import PLAIN, act, breakdown, choose, equip, hand, has_legal, kinds, options, position, use


def bottom_curse(state) -> str:
    return state.cards[state.curses[0]].id


def test_decay_only_as_the_first_ability_then_no_more_abilities():
    state = position(["curse_of_decay", "battle_scarred_soldier", "moonstone"], deck=["torch"] * 3, hall=PLAIN)
    act(state, "enter_dungeon", use("moonstone", "glimpse"))
    assert not has_legal(state, use("curse_of_decay", "shake_off"))
    first = position(["curse_of_decay", "battle_scarred_soldier", "moonstone"], deck=["torch"] * 3, hall=PLAIN)
    act(first, "enter_dungeon", use("curse_of_decay", "shake_off"))
    assert bottom_curse(first) == "curse_of_decay"
    assert not any(a.kind == "use" for a in legal_actions(first))


def test_discord_two_discards_destroy_it():
    state = position(["curse_of_discord", "regular", "torch", "longspear"], hall=PLAIN)
    act(state, "visit_village", use("curse_of_discord", "shake_off"))
    assert bottom_curse(state) == "curse_of_discord" and state.pending.prompt == "discard"
    choose(state, card="regular")
    choose(state, card="torch")
    assert hand(state) == ["longspear"]
    short = position(["curse_of_discord", "regular"], hall=PLAIN)
    act(short, "visit_village")
    assert not has_legal(short, use("curse_of_discord", "shake_off"))


def test_horror_darkens_the_party_and_forbids_weapons_dungeon_abilities_and_trophies():
    state = position(["curse_of_horror", "criochan_sergeant", "longsword", "torch", "moonstone", "phoenix"],
                     hall=PLAIN)
    act(state, "enter_dungeon", use("curse_of_horror", "shake_off"))
    assert bottom_curse(state) == "curse_of_horror"
    assert breakdown(state, 1).light == 0
    assert not any(a.kind in ("use", "equip") for a in legal_actions(state))
    assert has_legal(state, {"type": "attack", "rank": 1})        # the Phoenix's Trophy is forbidden, not owed
    assert not has_legal(state, equip("longsword", "criochan_sergeant"))


def test_hostility_costs_two_xp():
    poor = position(["curse_of_hostility"], hall=PLAIN, xp=1)
    act(poor, "visit_village")
    assert not has_legal(poor, use("curse_of_hostility", "shake_off"))
    rich = position(["curse_of_hostility"], hall=PLAIN, xp=3)
    act(rich, "visit_village", use("curse_of_hostility", "shake_off"))
    assert rich.players[0].xp == 1 and bottom_curse(rich) == "curse_of_hostility"


def test_neglect_costs_two_gold_of_the_turn():
    state = position(["curse_of_neglect", "torch", "longspear"], hall=PLAIN)
    act(state, "visit_village", use("curse_of_neglect", "shake_off"))
    assert gold_available(state) == 2 + 2 - 2
    poor = position(["curse_of_neglect", "regular"], hall=PLAIN)
    act(poor, "visit_village")
    assert not has_legal(poor, use("curse_of_neglect", "shake_off"))
    dungeon = position(["curse_of_neglect", "torch", "longspear"], hall=PLAIN)
    act(dungeon, "enter_dungeon")
    assert not has_legal(dungeon, use("curse_of_neglect", "shake_off"))       # a Village ability only


def test_shame_shortens_the_next_hand():
    state = position(["curse_of_shame", "regular"], deck=["torch"] * 8, hall=PLAIN)
    events = act(state, "visit_village", use("curse_of_shame", "shake_off"), "end_turn")
    assert len(state.players[0].hand) == 4 and "short_hand" in kinds(events)


def test_war_two_random_cards_one_destroyed_with_the_curse():
    state = position(["curse_of_war", "regular", "torch", "longspear"], hall=PLAIN)
    act(state, "visit_village", use("curse_of_war", "shake_off"))
    picked = options(state)
    assert len(picked) == 2 and set(picked) <= {"regular", "torch", "longspear"}
    choose(state, card=picked[0])
    assert "curse_of_war" not in hand(state) and len(hand(state)) == 2
    alone = position(["curse_of_war", "torch"], hall=PLAIN)
    act(alone, "visit_village", use("curse_of_war", "shake_off"))
    assert hand(alone) == [] and bottom_curse(alone) == "curse_of_war"
