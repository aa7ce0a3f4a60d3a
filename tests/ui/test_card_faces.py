"""The original game's card faces with their pictures: every card at the table's sizes (70 px in a small hand, 140 px
where the full detail starts, 260 px enlarged) gets the icon of `picture_for` in a band under its name, and the
enlarged face still shows the whole rules text."""

import pygame
import pytest

from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.card_faces import PICTURE_BAND, card_height
from thunderstone_gui.ui.card_pictures import picture_for
from thunderstone_gui.ui.classic import card_art
from thunderstone_gui.ui.classic.card_art import CardArt, card_color

SIZES = (70, 140, 260)


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    theme.reset_fonts()
    yield


def every_card():
    return list(load_catalogue("2nd", ("base", "wrath")).cards.values())


def band_centre(width: int) -> pygame.Rect:
    """The picture band less its ends: below the header, the height of the band."""
    h = card_height(width)
    full = width >= card_art.FULL_DETAIL_WIDTH
    inset = max(3, width // 22)
    header_h = max(14, round(h * (0.15 if full else 0.19)))
    top = max(1, width // 60) + inset + header_h + max(1, width // 60)
    band_h = max(12, round(h * PICTURE_BAND[full]))
    return pygame.Rect(width // 6, top, width * 2 // 3, band_h)


def picture_pixels(face: pygame.Surface, card, width: int) -> int:
    """Pixels of the band drawn by the picture: much lighter than the band's dark tint of the card's colour (the
    picture is a light tint of it; thin lines at 70 px are anti-aliased, never the full tint)."""
    dark = sum(theme.mix(card_color(card), (0, 0, 0), 0.32))
    area = band_centre(width)
    count = 0
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            c = face.get_at((x, y))
            if c.r + c.g + c.b > dark + 120:
                count += 1
    return count


@pytest.mark.parametrize("width", SIZES)
def test_every_card_has_its_picture_at_each_size(width):
    art = CardArt()
    for card in every_card():
        assert picture_for("classic", card), card.id
        face = art.face(card, width)
        assert face.get_size() == (width, card_height(width)), card.id
        assert picture_pixels(face, card, width) > 0, f"{card.id} at {width} px shows no picture"


def test_without_the_picture_pack_the_face_has_no_band(monkeypatch):
    card = load_catalogue()["short_sword"]
    with_picture = CardArt().face(card, 140)
    monkeypatch.setattr(card_art, "picture_for", lambda game, c: None)
    without = CardArt().face(card, 140)
    band = theme.mix(card_color(card), (0, 0, 0), 0.5)

    def band_pixels(face):
        area = band_centre(140)
        return sum(1 for y in range(area.top, area.bottom) for x in range(area.left, area.right)
                   if face.get_at((x, y))[:3] == band)

    assert picture_pixels(with_picture, card, 140) > 20 and band_pixels(with_picture) > 20
    assert band_pixels(without) == 0


def test_the_enlarged_face_shows_the_whole_rules_text():
    art = CardArt()
    for card in every_card():
        art.face(card, 260)
    assert not {card_id for card_id, width in art.shortened if width == 260}


def test_a_cut_text_is_noticed():
    """The check above can fail: a compact face of a long text is cut short (with an ellipsis)."""
    art = CardArt()
    art.face(load_catalogue()["disease"], 70)
    assert ("disease", 70) in art.shortened
