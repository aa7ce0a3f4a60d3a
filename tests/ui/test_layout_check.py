"""The layout check (tests/ui/layout_check.py) over the screen corpus: no text leaves its box, nothing is drawn over
anything else, no hover card outlives its card.

The whole corpus (every entry in English and German at 1280x720 and 1600x900, about 680 screens) takes about two
minutes on two cores: `python -m tests.ui.layout_check --jobs 2`. The suite checks each entry once, at one of the
four (size, language) pairs, chosen by its name so that every pair is covered and a run is the same each time.
"""

from __future__ import annotations

import zlib

import pytest

from tests.ui import layout_check
from tests.ui import screen_corpus as corpus

PAIRS = [(size, lang) for lang in corpus.LANGS for size in corpus.SIZES]


def _sampled() -> list[tuple[str, tuple[int, int], str]]:
    out = []
    for name, _options, _then in layout_check.entries():
        size, lang = PAIRS[zlib.crc32(name.encode()) % len(PAIRS)]
        out.append((name, size, lang))
    return out


@pytest.mark.parametrize("name,size,lang", _sampled(), ids=lambda v: v if isinstance(v, str) else None)
def test_nothing_on_a_screen_is_drawn_over_anything_else(home, name, size, lang):
    name, options, then = next(e for e in layout_check.entries() if e[0] == name)
    found = layout_check.check_entry(name, options, then, size, lang)
    problems = [f"{screen}: {p}" for screen, ps in found.items() for p in ps]
    assert not problems, "\n".join(problems)


def test_a_hover_card_goes_with_its_card(home):
    """The mouse rests on a Hall card's enlargement (to click its help's links) while the computer's turn defeats
    that card: the enlargement does not stay behind."""
    name, options, then = next(e for e in layout_check.entries() if e[0] == "classic_hover_outlives_its_card")
    found = layout_check.check_entry(name, options, then, (1280, 720), "en")
    assert not [p for ps in found.values() for p in ps if p.startswith("stale")]


def test_the_check_sees_an_icon_under_a_number(home):
    """The check itself: a number drawn across an icon is found, the same number beside it is not."""
    import pygame

    from thunderstone_gui.ui import icons, textfit, theme

    pygame.font.init()
    theme.reset_fonts()
    surface = pygame.Surface((200, 40))
    with theme.recording() as records:
        icons.badge(surface, "gold", "+12", (10, 10), 20)
        theme.place(surface, icons.icon("weight", 20), (34, 10), "weight_icon")
    assert textfit.problems(records) == ["[weight_icon] is drawn over '+12'"]
    with theme.recording() as records:
        icons.badge(surface, "gold", "+12", (10, 10), 20)
        theme.place(surface, icons.icon("weight", 20), (10 + icons.badge_width("+12", 20) + 4, 10), "weight_icon")
    assert textfit.problems(records) == []


def test_a_flying_card_passes_under_the_side_panels_and_bars(home):
    """A card flying towards the players panel (a computer's turn) is drawn in the play area only."""
    import pygame

    from thunderstone_gui.tools import snapshot
    from thunderstone_gui.ui.anim import Flight

    app = snapshot.open_screen({**snapshot.parse(["--out", "unused.png"]), "screen": "table", "size": (1280, 720)})
    try:
        table = app.scene
        L = table.frame.layout
        table.invalidate()
        app.step(1 / 60)
        before = pygame.image.tobytes(app.screen.subsurface(L.side), "RGB")
        top_before = pygame.image.tobytes(app.screen.subsurface(L.top_bar), "RGB")
        card = pygame.Surface((90, 126))
        card.fill((255, 0, 255))
        start = pygame.Rect(L.main.right - 200, L.main.y + 10, 90, 126)
        end = pygame.Rect(L.side.x + 40, L.side.y + 40, 90, 126)
        table.animator.flights = [Flight(-5, card, start, end, 0.0, 10.0)]
        table.animator.clock = 6.0          # most of the way: over the side panel, lifted into the top bar
        table.draw(app.screen)
        assert pygame.image.tobytes(app.screen.subsurface(L.side), "RGB") == before
        assert pygame.image.tobytes(app.screen.subsurface(L.top_bar), "RGB") == top_before
        table.animator.skip()
    finally:
        app.shutdown()


def _computer_battle(lang: str = "en"):
    """The table of the corpus entry where the computer fights a battle in its turn, before that turn."""
    from thunderstone_gui.tools import snapshot

    name, options, _then = next(e for e in layout_check.entries() if e[0] == "classic_computer_battle")
    opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": (1280, 720), "lang": lang}
    return corpus.open_corpus_screen(opts)


def test_one_battle_of_a_computer_shows_one_banner(home):
    """The sentence for the computer's turn (which tells its battle too) takes the place of the battle's banner
    instead of a second banner under it; while the turn goes on, the battle's banner is alone."""
    with corpus.own_data_folder(), corpus.pinned(5):
        app = _computer_battle()
        try:
            table = app.scene
            corpus.end_turn(app)
            for __ in range(3000):
                if table.match.my_decision():
                    break
                app.step(1 / 60)
                assert len(table.banners) <= 1, [b.text for b in table.banners]
            assert [b.text for b in table.banners] == [
                "Bob's turn: entered the Dungeon, defeated Red Jelly, Short Sword destroyed"]
            table.invalidate()
            app.step(1 / 60)
            assert layout_check.banner_problems(table) == []
        finally:
            app.shutdown()


def test_the_check_sees_two_banners_of_one_battle_and_banners_over_each_other(home):
    """The check itself: a battle's banner and its turn's sentence shown together are found, and so is a banner
    moved onto another one; banners of two turns one under the other are not."""
    from thunderstone_gui.ui.scenes.table import Banner

    with corpus.own_data_folder(), corpus.pinned(5):
        app = _computer_battle()
        try:
            table = app.scene
            table.banners = [Banner("Bob: Victory — Red Jelly", "good", 5.0, (17, 1)),
                             Banner("Bob's turn: defeated Red Jelly", "info", 5.0, (17, 1))]
            assert [p.split(":")[0] for p in layout_check.banner_problems(table)] == ["two banners tell one battle"]
            table.banners[1].subject = (16, 0)
            assert layout_check.banner_problems(table) == []
            boxes = table.banner_boxes()
            moved = boxes[0][1].move(0, boxes[0][1].h // 2)
            table.banner_boxes = lambda: [boxes[0], (boxes[1][0], moved, boxes[1][2])]
            assert layout_check.banner_problems(table) == [
                "the banner \"Bob's turn: defeated Red Jelly\" is drawn over the banner 'Bob: Victory — Red Jelly'"]
        finally:
            app.shutdown()


def test_the_hints_banner_stays_off_the_questions_panel(home):
    """The Hint asked for in a question (a Militia to lose): its reason's banner is drawn under the question's
    panel, not over the cards to choose from."""
    from thunderstone_gui.tools import snapshot
    from thunderstone_gui.ui import theme

    name, options, _then = next(e for e in layout_check.entries() if e[0] == "classic_hint_in_a_question")
    for size in corpus.SIZES:
        with corpus.own_data_folder(), corpus.pinned(11):
            opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": size, "lang": "en"}
            app = corpus.open_corpus_screen(opts)
            try:
                table = app.scene
                assert table.prompt_panel is not None and table.banners
                with theme.recording() as records:
                    table.invalidate()
                    app.step(1 / 60)
                said = [r.rect for r in records if r.text.startswith("Hint: ")]
                assert said
                assert not [r for r in said if r.colliderect(table.prompt_panel.rect)], (said, table.prompt_panel.rect)
                assert layout_check.banner_problems(table) == []
            finally:
                app.shutdown()
