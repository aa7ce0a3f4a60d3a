from thunderstone_gui.engine import Action, GameConfig, apply, legal_actions, new_game
from thunderstone_gui.ui.classic.input import DragSource, DropTarget, drops_for, explain_drop, match_drop

from .scenarios import buy_seed, equip_then_win_seed


def dungeon_state(seed):
    state = new_game(GameConfig.new(["Ann", "Bob"], seed=seed))
    apply(state, Action("enter_dungeon"))
    return state


def test_weapon_drop_on_a_strong_enough_hero_equips():
    state = dungeon_state(equip_then_win_seed())
    legal = legal_actions(state)
    equip = next(a for a in legal if a.kind == "equip")
    action = match_drop(state, legal, DragSource("hand", equip.card), DropTarget("card", equip.target))
    assert action == equip
    targets = drops_for(state, legal, DragSource("hand", equip.card))
    # Every lit target is a legal equip, and every legal equip of this weapon is lit.
    assert {t.iid for t in targets if t.kind == "card"} == {a.target for a in legal
                                                           if a.kind == "equip" and a.card == equip.card}


def test_weapon_on_a_weapon_is_refused_with_a_reason():
    state = dungeon_state(equip_then_win_seed())
    hand = state.players[state.active].hand
    weapon = next(i for i in hand if state.cards[i].is_weapon)
    other = next(i for i in hand if i != weapon and not state.cards[i].is_hero)
    legal = legal_actions(state)
    assert match_drop(state, legal, DragSource("hand", weapon), DropTarget("card", other)) is None
    why = explain_drop(state, DragSource("hand", weapon), DropTarget("card", other))
    assert "not a Hero" in why


def test_supply_card_on_discard_buys_and_too_expensive_says_why():
    state = new_game(GameConfig.new(["Ann", "Bob"], seed=buy_seed()))
    apply(state, Action("visit_village"))
    legal = legal_actions(state)
    buy = next(a for a in legal if a.kind == "buy")
    assert match_drop(state, legal, DragSource("supply", buy.card), DropTarget("discard")) == buy
    fireball = state.supply["fireball"][-1]
    assert match_drop(state, legal, DragSource("supply", fireball), DropTarget("discard")) is None
    assert "costs 9" in explain_drop(state, DragSource("supply", fireball), DropTarget("discard"))


def test_monster_dropped_on_the_party_attacks():
    state = dungeon_state(equip_then_win_seed())
    legal = legal_actions(state)
    attack = next(a for a in legal if a.kind == "attack")
    iid = state.hall[attack.rank - 1]
    assert match_drop(state, legal, DragSource("monster", iid, rank=attack.rank), DropTarget("party")) == attack
