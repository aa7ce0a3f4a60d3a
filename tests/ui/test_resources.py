import sys

from thunderstone_gui.resources import asset_path, assets_root


def test_assets_are_found_beside_the_package():
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()
    assert (assets_root() / "README.md").is_file()


def test_assets_inside_a_pyinstaller_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"


def test_a_missing_font_falls_back_to_pygames_own(monkeypatch):
    import pygame

    from thunderstone_gui.ui import theme

    pygame.font.init()
    monkeypatch.setattr(theme, "asset_path", lambda *parts: asset_path("no-such-folder", *parts))
    fonts = theme.Fonts()
    assert fonts.render("Thunderstone", "bold", 20, (255, 255, 255)).get_width() > 50
