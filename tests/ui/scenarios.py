"""Positions for the UI tests, found by searching seeds with the engine's own rules (so they stay valid when the
card data changes)."""

from __future__ import annotations

from thunderstone_gui.engine import Action, GameConfig, apply, breakdown, legal_actions
from thunderstone_gui.engine.session import Session


def equip_then_win_seed(names=("Ann", "Bob"), limit: int = 400) -> int:
    """A seed whose first player can enter the Dungeon, equip a Weapon (by a legal equip) and then beat a monster."""
    for seed in range(1, limit):
        session = Session(GameConfig.new(list(names), seed=seed))
        state = session.state.clone()
        if state.active != 0:
            continue
        apply(state, Action("enter_dungeon"))
        equips = [a for a in legal_actions(state) if a.kind == "equip"]
        if not equips:
            continue
        apply(state, equips[0])
        while True:
            more = [a for a in legal_actions(state) if a.kind == "equip"]
            if not more:
                break
            apply(state, more[0])
        if any(breakdown(state, r).victory for r in (1, 2, 3) if not breakdown(state, r).reason):
            return seed
    raise AssertionError("no seed found")


def buy_seed(names=("Ann", "Bob"), limit: int = 200) -> int:
    """A seed whose first player (seat 0) can buy something costing at least 2 in the Village."""
    for seed in range(1, limit):
        session = Session(GameConfig.new(list(names), seed=seed))
        state = session.state.clone()
        if state.active != 0:
            continue
        apply(state, Action("visit_village"))
        if any(a.kind == "buy" and state.cards[a.card].cost >= 2 for a in legal_actions(state)):
            return seed
    raise AssertionError("no seed found")
