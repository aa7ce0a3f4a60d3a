"""Text from the player's folders reaches the screen: a file name that is not UTF-8, a NUL in a label."""

from thunderstone_gui.ui import theme


def test_text_that_no_font_can_draw_is_drawn_all_the_same(driver):
    for text in ("\udcff.json", "a\x00b", "\ud800", "Ann \udcff\udcfe vs Bob"):
        assert theme.draw_text(driver.app.screen, text, (10, 10), 18, max_width=100).w > 0
        assert theme.fonts().wrap(text, "sans", 18, 100)
        assert theme.fonts().render(text, "bold", 18, theme.TEXT).get_width() > 0


def test_drawable_keeps_ordinary_text_as_it_is():
    assert theme.drawable("Ann vs Bob · turn 3") == "Ann vs Bob · turn 3"
    assert theme.drawable("\udcff.json") == "\ufffd.json"
