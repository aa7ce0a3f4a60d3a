"""Familiars at the Advance table and in New Game (issue 51 item 5): the option (none, ours, your printed ones), the
Familiar beside its owner's hand, clicked like a card of the hand for its abilities, dimmed once used until its
owner's next turn."""

from __future__ import annotations

from thunderstone_gui.engine.config import Seat
from thunderstone_gui.ui.overlays import CardMenu

from .test_advance_table import PLAIN, open_position
from .test_quest_table import cycle_to


def test_new_game_offers_our_familiars_and_the_game_plays_with_them(driver):
    driver.press("new_game")
    cycle_to(driver, "game", "advance")
    scene = driver.scene
    options = [value for value, _label in scene.widgets.get("familiars").options]
    assert options == ["off", "ours"]                # no printed Familiars installed
    cycle_to(driver, "familiars", "ours")
    driver.frames(1)
    config = scene.panel.config((Seat(name="A"), Seat(name="B")), "strict", 4)
    assert config.variants.familiars == "ours"


def test_the_familiar_is_used_from_the_table_and_dimmed_until_the_next_turn(driver):
    match = open_position(driver, [{"name": "Ann", "hand": ["regular", "regular", "torch"], "xp": 3},
                                   {"name": "Bob"}], hall=PLAIN, familiars="ours",
                          familiar_of=["ember_newt", None])
    driver.press("village")
    table = driver.table
    state = table.state
    newt = state.familiar_of[0]
    driver.frames(1)
    driver.click(driver.point_in(f"hand:{newt}"))
    menu = driver.table.overlay
    assert isinstance(menu, CardMenu)
    assert len(menu.choices) == 1 and "Ember Newt" in menu.choices[0].label
    driver.click(menu.choices[0].rect.center)
    assert match.state.turn.gold_bonus == 1
    assert driver.app.last_crash is None
