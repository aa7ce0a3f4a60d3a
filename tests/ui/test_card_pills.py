"""At the table, the cards of Advance and Quest keep their text readable: a card's parts reach the layout check (its
face is laid with what was noted on it) and the table's pills - a stack's count, a Hero's Strength or Skill, a hero
stack's levels, a pile's count, the Bearer's tag, a Prepare's order - sit in the face's footer strip, over none of
its values or rules text (the "×8" covered the last line of the rules; a wielded Weapon's name was hidden under its
Hero)."""

import pytest

from tests.ui import layout_check
from tests.ui import screen_corpus as corpus
from thunderstone_gui.tools import snapshot
from thunderstone_gui.ui import theme


@pytest.mark.parametrize("name", ["quest_phase_village", "quest_wielded", "advance_phase_village",
                                  "advance_prepare_strip", "advance_lesson"])
def test_the_tables_pills_leave_the_faces_text_readable(home, name):
    name, options, then = next(e for e in layout_check.entries() if e[0] == name)
    size, lang = (1280, 720), "de"
    if options.get("lesson"):
        found = layout_check.check_entry(name, options, then, size, lang)
        problems = [p for ps in found.values() for p in ps]
        assert not problems, problems[:10]
        return
    with corpus.own_data_folder(), corpus.pinned(3):
        opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": size, "lang": lang}
        app = corpus.open_corpus_screen(opts)
        try:
            if then is not None:
                then(app)
                app.scene.invalidate()
                app.step(1 / 60)
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
