"""The layout check (tests/ui/layout_check.py) over the screen corpus: no text leaves its box, nothing is drawn over
anything else, no hover card outlives its card.

The whole corpus (every entry in English and German at 1280x720 and 1600x900, about 650 screens) takes about a
minute on two cores: `python -m tests.ui.layout_check --jobs 2`. The suite checks each entry once, at one of the
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
