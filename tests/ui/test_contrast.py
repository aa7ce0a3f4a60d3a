"""Settings' high contrast: white text on black panels with white edges and brighter signal colours, for players who
need more contrast than the table's standard colours. Each text colour of the palette stands out from each background
by at least 7:1 (WCAG's AAA level for text); the setting is remembered and applies from the first frame."""

import json

import pygame
import pytest

from thunderstone_gui.persistence.settings import load_settings
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.scenes.settings import SettingsScene

from .driver import Driver

TEXTS = ("TEXT", "TEXT_DIM", "ACCENT", "GOOD", "BAD", "INFO", "HIGHLIGHT", "TARGET")
BACKGROUNDS = ("BG", "FELT", "FELT_DARK", "PANEL", "PANEL_LIGHT")


def luminance(color):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture(autouse=True)
def standard_afterwards():
    yield
    theme.use_palette("standard")


def test_every_text_colour_of_high_contrast_stands_out_from_every_background_by_7_to_1():
    high, standard = theme.PALETTES["high"], theme.PALETTES["standard"]
    for text in TEXTS:
        for background in BACKGROUNDS:
            ratio = contrast(high[text], high[background])
            assert ratio >= 7.0, (text, background, round(ratio, 2))
            assert ratio >= contrast(standard[text], standard[background]), (text, background)


def test_the_palette_changes_the_colours_drawn_even_those_taken_before_it_changed():
    default_text = theme.TEXT                      # what a default argument or a table built at import holds
    theme.use_palette("high")
    assert theme.palette == "high" and theme.TEXT == (255, 255, 255) and theme.PANEL == (0, 0, 0)
    assert theme.shade(default_text) == (255, 255, 255)
    surface = pygame.Surface((40, 20))
    theme.panel(surface, pygame.Rect(0, 0, 40, 20), radius=0)        # the standard PANEL as its default
    assert surface.get_at((20, 10))[:3] == (0, 0, 0)
    assert surface.get_at((0, 0))[:3] == (255, 255, 255)             # the white edge
    assert theme.shade((12, 34, 56)) == (12, 34, 56)                 # a colour of its own stays
    theme.use_palette("no such palette")
    assert theme.palette == "standard" and default_text == theme.TEXT and theme.shade(default_text) == default_text


def test_high_contrast_is_a_setting_remembered_and_drawn_from_the_first_frame(home):
    driver = Driver()
    try:
        standard_title = pygame.image.tobytes(driver.app.screen, "RGB")
        driver.press("settings")
        assert isinstance(driver.scene, SettingsScene)
        toggle = driver.scene.widgets.get("contrast")
        assert toggle.value is False
        driver.click(toggle.rect.center)
        assert driver.app.settings.contrast == "high" and theme.palette == "high"
        assert load_settings()[0].contrast == "high"                      # stored
        driver.click(toggle.rect.center)
        assert driver.app.settings.contrast == "standard" and theme.palette == "standard"
        driver.click(toggle.rect.center)
    finally:
        driver.close()
    theme.use_palette("standard")
    again = Driver(contrast=load_settings()[0].contrast)
    try:
        assert theme.palette == "high"
        assert pygame.image.tobytes(again.app.screen, "RGB") != standard_title
    finally:
        again.close()


def test_a_settings_file_from_before_the_setting_or_with_an_unknown_value_loads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "contrast": "neon"}), encoding="utf-8")
    settings, message = load_settings(path)
    assert settings.contrast == "standard" and settings.language == "en"
    path.write_text(json.dumps({"language": "de"}), encoding="utf-8")
    assert load_settings(path)[0].contrast == "standard"
