"""Marks that say without colour what a colour says: drawn in every palette, so that no cue of the table is colour
alone (docs/ui.md, "Colour-blind safe").

- `ring_mark`: a small badge on the corner of a lit card, place or choice - "act" (a check: it can act now, a rank
  that can be attacked), "target" (an arrow: a drop target, a legal choice, a room the Champion reaches), "hint"
  (a star: the Hint's move), "no" (a cross).
- `kind_shape`: a shape per hero class and per Village card type on a card's picture band (the class or type is
  said in words on the full card's type line and the enlarged card).
- `seat_shape`: a shape per seat (a circle, a square, a triangle, a diamond, a downward triangle), on the charts'
  lines and in their legends.
Each is drawn from primitives and noted for the layout check (`theme.note_element`).
"""

from __future__ import annotations

import math

import pygame

from . import theme

RING_MARKS = ("act", "target", "hint", "no")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "down")
# Heroes by class, Village cards by type (the keyword that colours the card: card_art.card_color).
KIND_SHAPES: dict[str, str] = {
    "fighter": "square", "cleric": "cross", "wizard": "star", "thief": "diamond", "archer": "triangle",
    "ranger": "triangle", "rogue": "diamond", "militia": "circle",
    "weapon": "down", "food": "bowl", "light": "sun", "spell": "star4", "villager": "house", "item": "hexagon",
}
_DARK = (16, 18, 22)


def _polygon(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        k = r * 0.82
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if shape == "down":
        return [(cx - r * 0.95, cy - r * 0.75), (cx + r * 0.95, cy - r * 0.75), (cx, cy + r)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if shape in ("star", "star4"):
        points = 5 if shape == "star" else 4
        inner = 0.45 if shape == "star" else 0.38
        out = []
        for k in range(points * 2):
            a = -math.pi / 2 + k * math.pi / points
            rr = r if k % 2 == 0 else r * inner
            out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return out
    if shape == "cross":
        t = r * 0.36
        return [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
                (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
                (cx - r, cy - t), (cx - t, cy - t)]
    if shape == "hexagon":
        return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (math.pi / 3 * k + math.pi / 6 for k in range(6))]
    if shape == "bowl":
        top = cy - r * 0.25
        return [(cx - r, top), (cx + r, top)] + [
            (cx + r * math.cos(a), top + r * 1.1 * math.sin(a)) for a in (math.pi * k / 8 for k in range(1, 8))]
    if shape == "house":
        return [(cx, cy - r), (cx + r, cy - r * 0.1), (cx + r * 0.7, cy - r * 0.1), (cx + r * 0.7, cy + r),
                (cx - r * 0.7, cy + r), (cx - r * 0.7, cy - r * 0.1), (cx - r, cy - r * 0.1)]
    return []


def draw_shape(surface: pygame.Surface, shape: str, center: tuple[int, int], r: int, fill: theme.Color,
               edge: theme.Color | None = _DARK) -> pygame.Rect:
    """A filled shape of radius `r` at `center`, outlined in `edge`. Returns the rect it covers."""
    r = max(2, r)
    outline = max(1, r // 4)
    if shape in ("circle", "sun"):
        if edge is not None:
            pygame.draw.circle(surface, edge, center, r + outline)
        if shape == "sun":
            for k in range(8):
                a = k * math.pi / 4
                pygame.draw.line(surface, fill, center, (center[0] + (r + outline) * math.cos(a),
                                                         center[1] + (r + outline) * math.sin(a)), max(1, outline))
            pygame.draw.circle(surface, fill, center, round(r * 0.6))
        else:
            pygame.draw.circle(surface, fill, center, r)
    else:
        points = _polygon(shape, center, r)
        if edge is not None:
            pygame.draw.polygon(surface, edge, points, outline * 2 + 1)
        pygame.draw.polygon(surface, fill, points)
    return pygame.Rect(center[0] - r - outline, center[1] - r - outline, 2 * (r + outline) + 1, 2 * (r + outline) + 1)


def ring_mark(surface: pygame.Surface, rect: pygame.Rect, kind: str, color: theme.Color, r: int,
              left: bool = False) -> pygame.Rect:
    """The badge of a lit `rect` (a ring's outside rectangle) on its right edge, a third of the way down (beside a
    card's picture, clear of its name, its values and the label over it; half in the gap to the next card): a disk
    of the ring's colour with a dark sign - "act" a check, "target" an arrow into the target, "hint" a star, "no" a
    cross. `left`: on the left edge (a card with words at its right, as a monster in a Quest room)."""
    r = max(5, r)
    center = (rect.x if left else rect.right, rect.y + min(rect.h // 3, max(r, rect.h - r)))
    pygame.draw.circle(surface, _DARK, center, r + 1)
    pygame.draw.circle(surface, theme.shade(color), center, r)
    cx, cy = center
    k = r * 0.55
    width = max(2, r // 3)
    if kind == "act":
        pygame.draw.lines(surface, _DARK, False, [(cx - k, cy), (cx - k * 0.25, cy + k * 0.75), (cx + k, cy - k * 0.7)],
                          width)
    elif kind == "target":
        pygame.draw.line(surface, _DARK, (cx, cy - k), (cx, cy + k * 0.4), width)
        pygame.draw.polygon(surface, _DARK, [(cx - k * 0.8, cy), (cx + k * 0.8, cy), (cx, cy + k)])
    elif kind == "hint":
        pygame.draw.polygon(surface, _DARK, _polygon("star", center, k * 1.25))
    else:
        pygame.draw.line(surface, _DARK, (cx - k, cy - k), (cx + k, cy + k), width)
        pygame.draw.line(surface, _DARK, (cx - k, cy + k), (cx + k, cy - k), width)
    badge = pygame.Rect(cx - r - 1, cy - r - 1, 2 * r + 3, 2 * r + 3)
    theme.note_element(surface, badge, f"mark {kind}")
    return badge


def kind_shape_for(keywords: object, hero: bool) -> str:
    """The shape of a Hero's class or a Village card's type, as the card's colour is chosen (card_art.card_color)."""
    words = keywords if isinstance(keywords, (set, frozenset, list, tuple)) else ()
    if hero:
        classes = ("militia", "cleric", "wizard", "thief", "rogue", "archer", "ranger", "fighter")
        return next((KIND_SHAPES[c] for c in classes if c in words), KIND_SHAPES["fighter"])
    for key in ("weapon", "food", "spell", "villager", "light"):
        if key in words:
            return KIND_SHAPES[key]
    return KIND_SHAPES["item"]


def card_kind_mark(surface: pygame.Surface, shape: str, center: tuple[int, int], r: int,
                   color: theme.Color, light: bool = True) -> None:
    """A card's class or type shape (`kind_shape_for`) on its face, in a light tint of the card's colour (on a dark
    band) or in the colour itself (`light` False: on parchment)."""
    if shape:
        fill = theme.mix(color, (255, 255, 255), 0.82) if light else color
        rect = draw_shape(surface, shape, center, r, fill, _DARK)
        theme.note_element(surface, rect, f"kind {shape}")


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]
