"""Consequences before commitment at the table: the battle preview names every point lost and every card the battle
takes; Dungeon asks first where no battle can be won or every win costs cards; a level-up that ends buying says so
before the drop; the end-turn question names what is left."""

import pygame

from thunderstone_gui.ui.classic.consequences import closes, dungeon_question, left_to_do
from thunderstone_gui.ui.classic.table_view import ClassicView
from thunderstone_gui.ui.overlays import CardMenu, ConfirmDialog

from .test_wrath_table import open_position


def test_the_hover_preview_explains_every_point_lost_and_what_the_battle_destroys(driver, monkeypatch):
    drawn = []
    original = ClassicView.draw_breakdown

    def spy(self, surface, state, bd, near):
        drawn.append(bd)
        return original(self, surface, state, bd, near)

    monkeypatch.setattr(ClassicView, "draw_breakdown", spy)
    open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "militia", "thyrian_squire", "torch"]}],
                           "hall": ["judgement", "grudgebeast", "nixie"]}, ["enter_dungeon"])
    table = driver.table
    bd = table.view.previews[1]
    assert [loss.kind for loss in bd.losses] == ["hero_penalty"] and bd.losses[0].points == 3
    assert [e.kind for e in bd.effects] == ["strength_destroyed"]
    driver.move(table.view.region("rank_info:1").rect.center)
    driver.frames(1)
    assert drawn and drawn[-1] is bd
    from thunderstone_gui.ui.classic.consequences import effect_text, effects_summary, loss_text

    state = table.state
    assert loss_text(state, bd, bd.losses[0]) == "Judgement: −1 on each of 2 Militia, Thyrian Squire"
    assert effect_text(state, bd, bd.effects[0]) == \
        "Strength 0 or less: 2 Militia destroyed at the end of the turn"
    assert effects_summary(state, bd) == "loses 2 Militia"
    from thunderstone_gui import i18n

    i18n.set_language("de")            # the cards by their German names (the preview said "verliert 2 Militia")
    try:
        assert effects_summary(state, bd) == "verliert 2 Miliz"
        assert "Thyrischer Knappe" in loss_text(state, bd, bd.losses[0])
        assert "2 Miliz" in effect_text(state, bd, bd.effects[0])
    finally:
        i18n.set_language("en")


def test_judgement_words_the_penalty_as_the_issue_asks(driver):
    open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "militia", "torch"]}],
                           "hall": ["judgement", "grudgebeast", "nixie"]}, ["enter_dungeon"])
    from thunderstone_gui.ui.classic.consequences import loss_text

    bd = driver.table.view.previews[1]
    assert loss_text(driver.table.state, bd, bd.losses[0]) == "Judgement: −1 on each of 2 Militia"


def test_dungeon_asks_first_when_no_battle_can_be_won(driver):
    open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "torch", "torch"]}],
                           "hall": ["grudgebeast", "nixie", "pegasus"]})
    table = driver.table
    question = dungeon_question(table.state)
    assert question is not None and question[0] == "No battle can be won"
    driver.press("dungeon")
    dialog = table.overlay
    assert isinstance(dialog, ConfirmDialog) and dialog.text == "No battle can be won"
    assert "your best is" in dialog.detail and table.state.pending.kind == "turn"
    driver.key(pygame.K_n)                               # No: still choosing the turn's action
    assert table.overlay is None and table.state.pending.kind == "turn"
    driver.key(pygame.K_d)
    driver.key(pygame.K_y)
    assert table.state.pending.kind == "dungeon"


def test_dungeon_counts_the_weapons_the_party_can_equip(driver):
    # Unarmed, the Squire loses to the Grudgebeast (Health 4); with the Short Sword it wins: nothing to ask.
    open_position(driver, {"players": [{"name": "Ada", "hand": ["thyrian_squire", "short_sword", "torch", "torch"]}],
                           "hall": ["grudgebeast", "nixie", "pegasus"]})
    assert dungeon_question(driver.table.state) is None
    driver.press("dungeon")
    assert driver.table.overlay is None and driver.table.state.pending.kind == "dungeon"


def test_dungeon_asks_when_every_win_destroys_heroes(driver):
    open_position(driver, {"players": [{"name": "Ada", "hand": ["thyrian_squire", "short_sword", "militia",
                                                                 "militia", "torch"]}],
                           "hall": ["judgement", "wraith", "pegasus"]})
    title, detail = dungeon_question(driver.table.state)
    assert title == "Every battle you can win costs you cards" and "Militia" in detail


def test_a_level_up_that_ends_buying_says_so_before_the_drop(driver):
    match = open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "militia", "torch", "torch"],
                                                "xp": 3}]}, ["visit_village"])
    table = driver.table
    state = table.state
    level = next(a for a in table.legal() if a.kind == "level_up")
    assert closes(state, level) == ["buy"]
    buy = next(a for a in table.legal() if a.kind == "buy")
    assert closes(state, buy) == []
    # The drag: the stack it may go to says what the drop also does.
    start = driver.point_in(f"hand:{level.card}")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    driver.frames(1)
    driver.move((start[0] + 40, start[1] - 40), (1, 0, 0))
    driver.frames(1)
    assert table.drag is not None and table.drag.active
    labels = {t: table.view.drop_label(t) for t in table.drag.targets}
    assert labels and all(label == "Drop: ends buying" for label in labels.values())
    driver.key(pygame.K_ESCAPE)                           # the drag is dropped
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    driver.frames(2)
    assert table.drag is None and match.state.turn.step != "level_after"
    # The click: the menu entry says it too.
    driver.click(driver.point_in(f"hand:{level.card}"))
    menu = table.overlay
    assert isinstance(menu, CardMenu)
    assert any(c.label.endswith("(ends buying)") for c in menu.choices if c.action.kind == "level_up")
    assert match.state.turn.buys_left == 1


def test_the_end_turn_question_names_what_is_left(driver):
    driver.app.settings.confirm_end_turn = True
    open_position(driver, {"players": [{"name": "Ada", "hand": ["militia", "militia", "torch", "torch"],
                                        "xp": 3}]}, ["visit_village"])
    table = driver.table
    assert left_to_do(table.state, table.legal()).startswith("You can still buy (4 Gold, 1 buy); level up Militia")
    driver.press("end_turn")
    dialog = table.overlay
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.detail.startswith("You can still buy (4 Gold, 1 buy); level up Militia")
    assert "Settings" in dialog.detail
