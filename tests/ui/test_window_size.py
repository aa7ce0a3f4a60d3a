"""The window fits the screen: the first start picks the largest size offered that fits the screen with its task
bar, and Settings says each size as the window it really gives (on a 1600 x 900 screen the 1600 x 900 choice gives a
window of 1600 x 840: Settings says so), and the window's own size when the player dragged it to another."""

from __future__ import annotations

import pygame
import pytest

from thunderstone_gui import app as app_module
from thunderstone_gui.app import App, fitting_window_size
from thunderstone_gui.persistence.settings import Settings, load_settings
from thunderstone_gui.ui.scenes.settings import SettingsScene


@pytest.mark.parametrize("desktop, size", [((1600, 900), (1280, 720)), ((1920, 1080), (1600, 900)),
                                           ((2560, 1440), (1920, 1080)), ((1366, 768), (1280, 720)),
                                           ((1024, 600), (1280, 720)), ((0, 0), (1600, 900))])
def test_the_first_window_fits_the_screen_with_its_task_bar(desktop, size):
    assert fitting_window_size(desktop, (1600, 900)) == size


def window_labels(app: App) -> tuple[list[str], str]:
    app.switch(SettingsScene(app, None))
    app.step(1 / 60)
    cycler = app.scene.widgets.get("window_size")
    return [label for _, label in cycler.options], dict(cycler.options)[cycler.value]


def test_the_first_start_on_a_small_screen_opens_a_window_that_fits_and_says_its_size(home, monkeypatch):
    monkeypatch.setattr(app_module, "screen_desktop", lambda: (1600, 900))
    app = App()                             # no settings stored: the first start
    try:
        assert app.size == (1280, 720) and load_settings()[0].window_size == (1280, 720)
        labels, shown = window_labels(app)
        assert shown == "1280 × 720" and "1600 × 840" in labels and "1600 × 900" not in labels
        assert labels.count("1600 × 840") == 1          # the larger sizes give the same window: said once
    finally:
        app.shutdown()


def test_settings_say_the_real_size_of_a_window_taller_than_the_screen_and_of_a_dragged_one(home, monkeypatch):
    monkeypatch.setattr(app_module, "screen_desktop", lambda: (1600, 900))
    app = App(Settings(window_size=(1600, 900), language="en"), fullscreen=False)
    try:
        assert app.size == (1600, 840)
        assert window_labels(app)[1] == "1600 × 840"
        app.screen = pygame.display.set_mode((1400, 800), pygame.RESIZABLE)      # the player dragged the window
        labels, shown = window_labels(app)
        assert shown == "1400 × 800" and labels[0] == "1400 × 800"
    finally:
        app.shutdown()
