"""Quest's card faces, part by part: the value chips (icons with their numbers, "Req 2"-style labels), the type line,
the Health heart and the rules text are noted for the layout check as the other games' faces are, and at the sizes
the table draws them (a monster in its room's tile, a Village stack, a card of the hand; 1280x720 and 1600x900) and
in both languages none leaves the face or its parchment, and none is drawn over another."""

import pygame
import pytest

from thunderstone_gui import i18n
from thunderstone_gui.systems.quest.cards import OUR_SET, find_set
from thunderstone_gui.ui import textfit, theme
from thunderstone_gui.ui.quest.card_art import QuestCardArt
from thunderstone_gui.ui.quest.layout import compute


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    theme.reset_fonts()
    yield


def table_widths() -> list[int]:
    out = set()
    for size in ((1280, 720), (1600, 900)):
        L = compute(*size)
        out |= {L.room_cards[1].w, L.market_slots[0].w, L.hero_slots[0].w, L.quest_card.w}
    return sorted(out)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_quest_face_keeps_its_parts_apart_and_on_the_card(lang):
    cards = [c for c in find_set(OUR_SET, "").cards.values() if c.kind != "key"]
    i18n.set_language(lang)
    try:
        problems, chips = [], 0
        for width in table_widths():
            art = QuestCardArt()
            for card in cards:
                with theme.recording() as records:
                    art.face(card, width)
                chips += sum(1 for r in records if r.text == "[chip]")
                problems += [f"{card.id} at {width} px: {p}" for p in textfit.problems(records)]
    finally:
        i18n.set_language("en")
    assert chips > 100            # the value chips are noted (Req, Armor, Wounds, Skill...)
    assert not problems, "\n".join(problems[:40])

