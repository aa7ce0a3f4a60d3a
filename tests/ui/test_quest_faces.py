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


def test_the_tables_pills_leave_the_quest_faces_text_readable(home):
    """At the table, a card's parts reach the layout check (its face is laid with what was noted on it) and the
    table's pills - a stack's count, a Hero's Skill, a Guild stack's levels - sit in the face's footer strip, over
    none of its values or rules text (the German 1280x720 Village, where the "×8" covered the rules' last line)."""
    from tests.ui import layout_check
    from tests.ui import screen_corpus as corpus
    from thunderstone_gui.tools import snapshot

    name, options, _then = next(e for e in layout_check.entries() if e[0] == "quest_phase_village")
    with corpus.own_data_folder(), corpus.pinned(3):
        opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": (1280, 720), "lang": "de"}
        app = corpus.open_corpus_screen(opts)
        try:
            found, _noted = layout_check.record_frame(app)
            with theme.recording() as records:
                for art in app._card_art.values():
                    art.clear()
                app.scene.frame._background = app.scene.frame.layer = None
                app.scene.dirty = True
                app.scene.invalidate()
                app.step(1 / 60)
            on_screen = [r for r in records if r.size == app.screen.get_size() and r.kind == "card_text"]
        finally:
            app.shutdown()
    assert len(on_screen) > 20          # the faces' values and rules text, where the cards lie
    assert found == [], found
