"""What every game's card faces are drawn with: the card cache (faces per card, width and language; backs per kind
and width), the face's frame and name band, the cost coin, a monster's trait icons along the body's bottom, the rules
text fitted to its room, and the original card back. A game's card art subclasses `CardCache` and draws its own
faces (`ui/classic/card_art.py`, `ui/advance/card_art.py`, `ui/quest/card_art.py`).
"""

from __future__ import annotations

from typing import Any, Callable, Generic, NamedTuple, Protocol, Sequence, TypeVar

import pygame

from .. import i18n
from ..i18n import card_text
from . import icons, theme

ASPECT = 1.4
FULL_DETAIL_WIDTH = 140
# The picture band's height, as a share of the card's height (compact cards: a little less, their stat badges need
# the room).
PICTURE_BAND = {False: 0.17, True: 0.2}
# A full face whose rules text would need a smaller font than this share of the width gets a lower band (the text
# comes first: the enlarged card is where it is read).
READABLE_TEXT = 0.055
SMALLER_BANDS = (0.13, 0.08)


def card_height(width: int) -> int:
    return round(width * ASPECT)


class FaceFrame(NamedTuple):
    surf: pygame.Surface
    frame: pygame.Rect        # the coloured card inside its dark border
    header: pygame.Rect       # the name band at its top
    radius: int
    inset: int                # the margin of what is drawn inside the frame


def footer_strip(width: int) -> int:
    """The strip at the bottom of a compact face (Advance's, Quest's) kept free of its values and rules text: the
    table puts its pills there (a stack's count, a Hero's Strength or Skill, a hero stack's levels). A full face
    (the enlarged card) has none."""
    return 0 if width >= FULL_DETAIL_WIDTH else max(11, round(card_height(width) * 0.11))


def face_frame(width: int, color: theme.Color, header_share: float, shade: float,
               border: theme.Color = (16, 14, 12), ring: int = 0) -> FaceFrame:
    """What every game's card face starts with: the surface, the dark border (`ring` pixels wider for a card that
    stands out), the card in its colour, and the name band (`header_share` of the height, `shade` darker)."""
    h = card_height(width)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    radius = max(4, width // 14)
    edge = max(1, width // 60)
    outer = surf.get_rect()
    pygame.draw.rect(surf, border, outer, border_radius=radius)
    frame = outer.inflate(-2 * edge - 2 * ring, -2 * edge - 2 * ring)
    pygame.draw.rect(surf, color, frame, border_radius=radius - 1)
    inset = max(3, width // 22)
    header = pygame.Rect(frame.x + inset, frame.y + inset, frame.w - 2 * inset, max(14, round(h * header_share)))
    pygame.draw.rect(surf, theme.mix(color, (0, 0, 0), shade), header, border_radius=max(3, radius // 2))
    return FaceFrame(surf, frame, header, radius, inset)


def trait_strip(surf: pygame.Surface, traits: Sequence[Any], body: pygame.Rect, w: int, size: int) -> int:
    """A monster's traits as a row of icons (`size` wide, at least 10) on a strip along the bottom of the card's
    body, as many as fit. Returns the top of the strip (the body's bottom when there is none)."""
    if not traits:
        return body.bottom
    size = max(10, size)
    gap = max(1, w // 60)
    y = body.bottom - size - max(2, w // 50)
    x = body.x + max(2, w // 40)
    strip = pygame.Rect(body.x, y - max(1, w // 80), body.w, body.bottom - y + max(1, w // 80))
    pygame.draw.rect(surf, theme.PARCHMENT_DARK, strip, border_bottom_left_radius=max(3, w // 28),
                     border_bottom_right_radius=max(3, w // 28))
    for trait in traits:
        if x + size > body.right:
            break
        theme.place(surf, icons.marked(trait.icon, size, trait.mark), (x, y), f"{trait.icon}_trait_icon")
        x += size + gap
    return strip.y


def cost_coin(surf: pygame.Surface, header: pygame.Rect, cost: int, w: int) -> int:
    """The cost coin at the left of the name band. Returns the x where the name may start."""
    x = header.x + max(2, w // 40)
    coin = max(10, round(header.h * 0.86))
    theme.place(surf, icons.icon("cost", coin), (x, header.centery - coin // 2), "cost_coin")
    theme.draw_text(surf, str(cost), (x + coin // 2, header.centery + 1), max(7, round(coin * 0.6)), theme.TEXT_DARK,
                    "bold", "center", kind="card_name")
    return x + coin + max(2, w // 40)


def signed(n: int) -> str:
    """A bonus as the cards print it: "+2", "−1", "0"."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def monster_stats(card: Any) -> list[tuple[str, str]]:
    """A monster's (icon, value) pairs as the Hall games print them: Health, XP, VP, then what it adds to a party
    that captures it (Attack, Magic Attack, Light as bonuses); only the values it has."""
    out: list[tuple[str, str]] = []
    for name in ("health", "xp", "vp"):
        if card.has(name):
            out.append((name, str(getattr(card, name))))
    for name, icon in (("attack", "attack"), ("magic_attack", "magic"), ("light", "light")):
        if card.has(name):
            out.append((icon, signed(getattr(card, name))))
    return out


class FaceCard(Protocol):
    """What the cache and the rules text read of a card (the original game's and Thunderstone Advance's cards)."""

    @property
    def id(self) -> str: ...

    @property
    def text(self) -> str: ...


C = TypeVar("C", bound=FaceCard)
K = TypeVar("K")


def cached(store: dict[K, pygame.Surface], key: K, render: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The surface `store` keeps under `key`, rendered (and kept) the first time it is asked for."""
    surf = store.get(key)
    if surf is None:
        surf = store[key] = render()
    return surf


class CardCache(Generic[C]):
    """Renders and caches card faces and backs. A game's subclass draws its faces (`_render_face`); the backs and
    the rules text are the original game's, which Thunderstone Advance shares (Quest draws its own backs)."""

    def __init__(self) -> None:
        self._faces: dict[tuple[str, str, int, str], pygame.Surface] = {}
        self._backs: dict[tuple[str, int], pygame.Surface] = {}
        self.shortened: set[tuple[str, int]] = set()     # (card id, width) of faces whose rules text was cut short

    def clear(self) -> None:
        self._faces.clear()
        self._backs.clear()

    @staticmethod
    def height(width: int) -> int:
        return card_height(width)

    @staticmethod
    def face_words(card: C) -> str:
        """What of a card besides its id changes its face (a scenario's card of the same id may say other things)."""
        return card.text

    def face(self, card: C, width: int) -> pygame.Surface:
        width = max(24, int(width))
        key = (card.id, self.face_words(card), width, i18n.language())
        cached = self._faces.get(key)
        if cached is not None:
            return cached
        full = width >= FULL_DETAIL_WIDTH
        for band in (PICTURE_BAND[full], *(SMALLER_BANDS if full else ())):
            surf, text_size = self._render_face(card, width, band)
            if text_size >= READABLE_TEXT * width:
                break
        self._faces[key] = surf
        return surf

    def back(self, width: int, kind: str = "party") -> pygame.Surface:
        width = max(24, int(width))
        return cached(self._backs, (kind, width), lambda: self._render_back(width, kind))

    # ------------------------------------------------------------------------------------------- drawing
    def _render_face(self, card: C, w: int, band_share: float) -> tuple[pygame.Surface, int]:
        """The face with a picture band of `band_share` of the height, and the font size its rules text got (0 when
        the text was cut short; a large number when it has none)."""
        raise NotImplementedError

    def _draw_rules(self, surf: pygame.Surface, card: FaceCard, rect: pygame.Rect, w: int, full: bool) -> int:
        """The rules text: shrunk to fit when full; compact cards show what fits at a readable size and end with
        "…" (the hovered card shows it whole). Returns the font size when all of it fits, 0 when it does not."""
        if card.text == "No special ability." and not full:
            return 1 << 10
        face = "sans" if full else "cond"
        size = max(8, round(w * (0.068 if full else 0.088)))
        text = card_text(card.text)
        floor = 7 if full else max(size, 9)
        theme.text_box(surf, text, rect, size, theme.TEXT_DARK, face, min_size=floor, excerpt=not full,
                       kind="card_text")
        return theme.fitted_size(text, rect, size, face, min_size=floor)

    def _render_back(self, w: int, kind: str) -> pygame.Surface:
        h = card_height(w)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, w // 14)
        base = (58, 42, 30) if kind == "party" else (50, 34, 64)
        pygame.draw.rect(surf, (14, 12, 10), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
        pygame.draw.rect(surf, base, inner, border_radius=radius - 1)
        pygame.draw.rect(surf, theme.mix(base, theme.ACCENT, 0.5), inner.inflate(-w // 8, -w // 8),
                         max(1, w // 50), border_radius=radius)
        # A lightning-stone emblem.
        cx, cy = inner.center
        s = w * 0.22
        bolt = [(cx - s * 0.2, cy - s), (cx + s * 0.45, cy - s), (cx + s * 0.05, cy - s * 0.1),
                (cx + s * 0.5, cy - s * 0.1), (cx - s * 0.35, cy + s * 1.1),
                (cx - s * 0.05, cy + s * 0.15), (cx - s * 0.45, cy + s * 0.15)]
        pygame.draw.polygon(surf, theme.mix(theme.STONE_COLOR, (255, 255, 255), 0.2), bolt)
        pygame.draw.polygon(surf, (10, 40, 50), bolt, max(1, w // 60))
        return surf.convert_alpha() if pygame.display.get_surface() else surf
