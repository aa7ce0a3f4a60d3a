"""Settings' UI scale (issue 47, part 3): 100, 125 or 150 %. The chosen window size is in the design's pixels and the
window opens that much larger, as far as the screen allows; every layout is computed from the window's size, so
text (rendered at its pixel size, never scaled as a picture), cards and hit areas grow with it and every screen
keeps the layout it has at 100 %. Drags at 150 % land where the cards are drawn; the setting is remembered; where
the screen cannot hold the larger window Settings says what it allows."""

from __future__ import annotations

import json

import pytest

from thunderstone_gui.persistence.settings import load_settings
from thunderstone_gui.ui.scenes.settings import SettingsScene
from thunderstone_gui.ui.window_size import allowed_percent, scaled_window

from .driver import Driver
from .test_colour_blind import open_table


def test_the_window_is_the_chosen_size_times_the_scale_as_far_as_the_screen_allows():
    assert scaled_window((1280, 720), 100, (0, 0)) == (1280, 720)
    assert scaled_window((1280, 720), 150, (0, 0)) == (1920, 1080)
    assert scaled_window((1280, 720), 125, (0, 0)) == (1600, 900)
    # A 1920x1080 screen (less its task bar) holds 1280x720 at 125 % but not at 150 %.
    assert scaled_window((1280, 720), 150, (1920, 1080)) == (1920, 1020)
    assert allowed_percent((1280, 720), 125, (1920, 1080)) == 125
    assert allowed_percent((1280, 720), 150, (1920, 1080)) == 141
    # A 1280x720 screen allows no more than 100 %: the smallest layout already fills it.
    assert allowed_percent((1280, 720), 150, (1280, 720)) == 100
    assert allowed_percent((1600, 900), 150, (0, 0)) == 150


def test_at_150_percent_text_is_rendered_at_its_size_not_magnified():
    """The table at 1280x720 and 150 % is the 1920x1080 table: its frame's scale, fonts and card widths are the
    larger window's (drawn at that size), never a 1280x720 picture magnified."""
    small = Driver(size=(1280, 720))
    try:
        table = open_table(small, "classic", 7, 40)
        small_layout = table.frame.layout
        small_font = small_layout.font(14)
        small_hand = table.view.layout.hand_card
    finally:
        small.close()
    big = Driver(size=(1280, 720), ui_scale=150)
    try:
        assert big.app.screen.get_size() == (1920, 1080)
        table = open_table(big, "classic", 7, 40)
        layout = table.frame.layout
        assert layout.scale == pytest.approx(small_layout.scale * 1.5)
        assert layout.font(14) == round(14 * layout.scale) and layout.font(14) > small_font
        assert table.view.layout.hand_card[0] >= round(small_hand[0] * 1.45)
    finally:
        big.close()


@pytest.mark.parametrize("game", ["classic", "quest"])
def test_a_drag_with_the_mouse_at_150_percent_is_taken_where_the_card_is_drawn(game):
    driver = Driver(size=(1280, 720), ui_scale=150)
    try:
        assert driver.app.screen.get_size() == (1920, 1080)
        table = open_table(driver, game, 7, 40)
        for source, rect in table.view.draggables():
            lit = table.lit_targets(source)
            target_rect = next((r for r in (table.view.drop_rect(t) for t in lit) if r is not None), None)
            if target_rect is None:
                continue
            # Where a 1280x720 window has no pixels: the hit areas are the larger window's.
            assert max(rect.bottom, target_rect.bottom) > 720
            steps = len(table.match.session.steps)
            driver.drag(rect.center, target_rect.center)
            assert len(table.match.session.steps) == steps + 1, (source, target_rect)
            return
        raise AssertionError(f"{game}: no card with a lit target to drag")
    finally:
        driver.close()


def test_the_ui_scale_is_a_setting_remembered_and_the_window_follows(home):
    driver = Driver(size=(1280, 720))
    try:
        driver.press("settings")
        assert isinstance(driver.scene, SettingsScene)
        cycler = driver.scene.widgets.get("ui_scale")
        assert cycler.value == 100
        driver.click((cycler.rect.right - 8, cycler.rect.centery))       # the right arrow: one step up
        assert driver.app.settings.ui_scale == 125
        assert load_settings()[0].ui_scale == 125
        assert driver.app.screen.get_size() == (int(driver.app.settings.window_size[0] * 1.25),
                                                int(driver.app.settings.window_size[1] * 1.25))
        # Every row of Settings stays above Back at the new size.
        back = driver.scene.widgets.get("back")
        assert all(rect.bottom < back.rect.y for _label, rect in driver.scene.labels)
    finally:
        driver.close()


def test_settings_says_what_a_small_screen_allows(home):
    driver = Driver(size=(1280, 720), ui_scale=150, window_size=(1280, 720))
    try:
        driver.app.desktop = (1280, 800)
        driver.press("settings")
        cycler = driver.scene.widgets.get("ui_scale")
        label = dict(cycler.options)[150]
        assert "150" in label and "100" in label, label
    finally:
        driver.close()


def test_every_settings_row_stays_above_back_at_1280x720():
    driver = Driver(size=(1280, 720))
    try:
        driver.press("settings")
        back = driver.scene.widgets.get("back")
        assert all(rect.bottom < back.rect.y for _label, rect in driver.scene.labels)
        assert len(driver.scene.labels) >= 14
    finally:
        driver.close()


def test_a_settings_file_with_an_unknown_ui_scale_loads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "ui_scale": 400}), encoding="utf-8")
    assert load_settings(path)[0].ui_scale == 100
    path.write_text(json.dumps({"language": "en"}), encoding="utf-8")
    assert load_settings(path)[0].ui_scale == 100


def test_the_snapshot_tool_takes_the_scale():
    from thunderstone_gui.tools import snapshot

    assert snapshot.parse(["--ui-scale", "150", "--out", "x.png"])["ui_scale"] == 150
    with pytest.raises(ValueError):
        snapshot.parse(["--ui-scale", "175", "--out", "x.png"])
