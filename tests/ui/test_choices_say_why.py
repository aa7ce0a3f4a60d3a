"""Choices a player can tell apart and prompts that say why (issue 45.6): a free level-up names what sets two alike
Heroes apart, a number key never reads as part of a label ("1. 1 XP" read as "1.1 XP"), the question before ending
a turn names what is left in every game, and in Quest a level-up says before it is taken that it ends the
purchases - on its menu entry, on its drop target - and a purchase refused afterwards says why."""

from __future__ import annotations

import re

import pygame

from tests.ui.test_quest_table import point_on, table_at
from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.ui.overlays import CardMenu, ConfirmDialog, key_caption
from thunderstone_gui.ui.quest.input import DragSource, DropTarget, line_of
from thunderstone_gui.ui.quest.menus import label

DECIMAL = re.compile(r"\d\.\s?\d")


def test_a_number_key_never_reads_as_a_decimal(driver):          # the app's fonts measure the menu
    assert not DECIMAL.search(key_caption(0, "1 XP"))
    assert key_caption(10, "1 XP") == "1 XP"            # no key past 9
    L = type("L", (), {"px": staticmethod(lambda v: int(v)), "font": staticmethod(lambda v: int(v)),
                       "top_bar": pygame.Rect(0, 0, 800, 30), "width": 800, "height": 600})()
    menu = CardMenu(L, "Spoils", [("1 XP", Action("choose", option="xp")), ("2 Gold", Action("choose"))],
                    pygame.Rect(300, 300, 80, 100), lambda a: None)
    assert [c.label for c in menu.choices] == ["[1] 1 XP", "[2] 2 Gold"]
    assert not any(DECIMAL.search(c.label) for c in menu.choices)


def test_quest_free_level_up_tells_alike_heroes_apart():
    from thunderstone_gui.ui.game_view import view_for
    from thunderstone_gui.ui.quest.prompts import choice_card

    game = view_for("quest")
    session = game.demo_session(1, 0, sets=("base",))
    game.demo_advance(session, 4000, 1, lambda s: s.pending.kind == "prompt" and s.pending.prompt == "free_level")
    state = session.state
    assert state.pending.prompt == "free_level"
    shown = [choice_card(state, a) for a in state.pending.options]
    # Each choice is a card (what the Hero becomes) with a caption (the Hero): no two choices look alike.
    looks = [(c[0].id, c[1]) for c in shown if c is not None]
    heroes = {a.card for a in state.pending.options if a.card >= 0}
    assert len(heroes) > 1                                  # two Adventurers, one wielding a Weapon
    assert len(set(looks)) == len(looks), looks
    assert any(" with " in caption for _, caption in looks)


def test_quest_level_up_says_it_ends_buying_and_the_refusal_says_why(driver):
    driver.app.settings.confirm_end_turn = True
    table = table_at(driver, players=[{"hand": ["adventurer", "lantern", "lantern", "thunderstone_shard"],
                                       "location": "guilds", "xp": 5}, {}])
    driver.key(pygame.K_g)                                   # The Guilds' Quarter
    state = table.state
    assert state.pending.kind == "village"
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "adventurer")
    level = next(a for a in table.legal() if a.kind == "level_up" and a.card == hero)
    # The question before ending the turn names what is left, as the original game's does.
    table.end_turn()
    dialog = table.overlay
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.detail.startswith("You can still buy a card (6 gold)"), dialog.detail
    assert "level up Adventurer" in dialog.detail
    table.overlay = None
    # Before: the menu entry and the lit drop target say that it ends buying.
    said = label(table.view, table, level)
    assert "(ends buying" in said, said
    table.view.drops_for(state, table.legal(), DragSource("hand", hero))
    assert table.view.drop_label(DropTarget("stack", line_of(state, level.option))) .startswith("Drop: ends buying")
    assert table.submit(level)
    # After: a purchase is refused with the reason.
    stack = next(r for r in table.view.regions if r.key.startswith("stack:market:"))
    driver.drag(point_on(table, stack.key), table.view.layout.discard_pile.center)
    assert "buying ended with levelling up" in table.message, table.message
    driver.frames(30)                                        # the card slides back to its stack
    table.message = ""
    driver.click(point_on(table, stack.key))
    assert "buying ended with levelling up" in table.message, table.message


def test_advance_end_turn_question_names_what_is_left():
    from thunderstone_gui.ui.advance.table_view import AdvanceView

    session = AdvanceView.demo_session(3, 0, sets=("base",))
    AdvanceView.demo_advance(session, 2000, 3, lambda s: s.pending.kind == "village"
                             and any(a.kind == "buy" for a in legal_actions(s)))
    state = session.state
    left = AdvanceView.left_to_do(None, state, legal_actions(state))  # type: ignore[arg-type]
    assert left.startswith("You can still buy ("), left


def test_advance_free_level_up_tells_alike_heroes_apart(driver):
    """Advance's free level-up (Veteran Trainer's Spoils) offers two Aird Cutpurses when one of them carried the
    Longspear into the battle: their choices say which is which, and the panel shows each caption within its place
    in English and German."""
    from tests.ui.test_advance_table import open_position
    from thunderstone_gui import i18n
    from thunderstone_gui.ui import textfit, theme
    from thunderstone_gui.ui.advance.prompts import card_choice

    match = open_position(driver, [{"name": "Ann", "hand": ["veteran_trainer", "criochan_captain", "aird_cutpurse",
                                                            "aird_cutpurse", "longspear", "torch"]}, {"name": "Bob"}],
                          hall=["warrior_bones", "withered_dryad", "ogre"],
                          card_set={"village": ["veteran_trainer"], "hero_lines": ["aird", "criochan", "drua",
                                                                                   "whetmage"]})
    table = driver.table
    state = match.state
    cutpurse = next(i for i in state.players[0].hand if state.cards[i].id == "aird_cutpurse")
    spear = next(i for i in state.players[0].hand if state.cards[i].id == "longspear")
    trainer = next(i for i in state.players[0].hand if state.cards[i].id == "veteran_trainer")
    for action in (Action("enter_dungeon"), Action("equip", card=spear, target=cutpurse), Action("attack", rank=1),
                   Action("choose", card=trainer, option="graduate")):
        assert table.submit(action), action
    driver.frames(2)
    state = match.state
    assert state.pending.prompt == "free_level"
    for lang, wielding in (("en", "Aird Cutpurse with Longspear → "), ("de", " mit Langspeer → ")):
        i18n.set_language(lang)
        try:
            captions = [card_choice(state, a)[1] for a in state.pending.options]
            assert len(captions) == 2 and len(set(captions)) == 2, captions
            assert any(wielding in c for c in captions), captions
            with theme.recording() as records:
                table.dirty = True               # the panel is made again, in this language
                table.invalidate()
                driver.frames(1)
            assert table.prompt_panel is not None
            shown = [c for c in table.prompt_panel.choices if c.action in state.pending.options]
            assert len(shown) == 2
            assert not textfit.problems(records), textfit.problems(records)
        finally:
            i18n.set_language("en")
