"""The text-fitting check: what `theme.recording()` noted of a screen drawn, and every place a text does not fit.

A text is in trouble when it
- leaves its box (a button, a panel's column, a card's header or body), the panel it is drawn on (a text without
  a box of its own belongs to the last panel drawn under its middle) or its surface (the window, a card face);
- is drawn over another text, or the other way round (a badge over a card's text, two labels colliding);
- lies under a card drawn later (an equipped Weapon over a label), unless it is a card's own rules text under a
  card stacked on it (a Weapon tucked behind its Hero keeps only its name in view); a panel or a popup drawn over
  texts (a menu, the enlarged card) hides them on purpose;
- was cut, other than an excerpt that ends with "…" and is shown whole elsewhere;
- was shrunk to fit below LEGIBLE of the size asked for (a card face's small type apart: its sizes are its own);
- crosses an element that is not text (`theme.note_element`: an icon, a pill, a card's picture, a highlight's ring),
  or such an element is drawn over it: a text inside an element (a label on its pill) or inside the opening a ring
  leaves is nested on purpose; an element of a card stacked on another card's rules text is the stacked card's.

`problems(records)` lists them in words (empty: everything fits). tests/ui/test_text_fit.py renders every screen
and every card face in every language at 1280x720 and 1600x900 and fails on any.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import pygame

from .theme import TextDraw

TOLERANCE = 1          # pixels a glyph's box may stick out (anti-aliasing, rounding of anchors)
OVERLAP = 2            # pixels two texts may share before they are on top of each other
LEGIBLE = 0.6          # a line shrunk to fit further than this is too small to read: wrap it or make room


def _outside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return (inner.x < outer.x - TOLERANCE or inner.y < outer.y - TOLERANCE
            or inner.right > outer.right + TOLERANCE or inner.bottom > outer.bottom + TOLERANCE)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.w > OVERLAP and clip.h > OVERLAP


def _inside(inner: pygame.Rect, outer: pygame.Rect | None) -> bool:
    return outer is not None and not _outside(inner, outer)


def _crosses(text: TextDraw, element: TextDraw) -> bool:
    """Whether a text and an element not text lie over each other (not one nested in the other on purpose)."""
    return (_overlap(text.rect, element.rect) and not _inside(text.rect, element.rect)
            and not _inside(text.rect, element.box))


ELEMENTS = ("element", "card_element")


def problems(records: Sequence[TextDraw]) -> list[str]:
    """Every text that does not fit, in words (one line each, without repeats)."""
    out: list[str] = []
    by_surface: dict[int, list[TextDraw]] = defaultdict(list)
    for r in records:
        by_surface[r.surface].append(r)
    for drawn in by_surface.values():
        texts: list[TextDraw] = []
        elements: list[TextDraw] = []
        panels: list[pygame.Rect] = []
        for r in drawn:
            if r.kind == "popup":
                texts = [t for t in texts if not _overlap(t.rect, r.rect)]
                elements = [e for e in elements if not _overlap(e.rect, r.rect)]
                panels.append(r.rect)
                continue
            if r.kind == "cover":
                for t in texts:
                    if _overlap(t.rect, r.rect) and t.kind != "card_text":
                        out.append(f"{t.text!r} is covered by a card drawn at {tuple(r.rect)}")
                elements = [e for e in elements if not _overlap(e.rect, r.rect)]
                continue
            if r.kind in ELEMENTS:
                for t in texts:
                    if _crosses(t, r) and not (r.kind == "card_element" and t.kind == "card_text"):
                        out.append(f"{r.text} is drawn over {t.text!r}")
                elements.append(r)
                continue
            for e in elements:
                if _crosses(r, e):
                    out.append(f"{r.text!r} is drawn over {e.text}")
            w, h = r.size
            if _outside(r.rect, pygame.Rect(0, 0, w, h)):
                out.append(f"{r.text!r} leaves its surface ({tuple(r.rect)} on {w}x{h})")
            elif r.box is not None and _outside(r.rect, r.box):
                out.append(f"{r.text!r} leaves its box ({tuple(r.rect)} outside {tuple(r.box)})")
            if r.scale < LEGIBLE and r.kind == "text":
                out.append(f"{r.text!r} is shrunk to {r.scale:.0%} of its size to fit")
            if r.box is None:
                under = next((p for p in reversed(panels) if p.collidepoint(r.rect.center)), None)
                if under is not None and _outside(r.rect, under):
                    out.append(f"{r.text!r} leaves the panel it is on ({tuple(r.rect)} outside {tuple(under)})")
            stacked = r.kind in ("card_name", "card_text")      # a text of a card put on the surface
            for t in texts:
                if t.text == r.text or not _overlap(t.rect, r.rect):
                    continue         # a shadow under its own text; apart
                if stacked and t.kind == "card_text":
                    continue         # a card's rules text under a card put on it
                out.append(f"{r.text!r} is drawn over {t.text!r}")
            texts.append(r)
    seen: set[str] = set()
    return [p for p in out if not (p in seen or seen.add(p))]  # type: ignore[func-returns-value]
