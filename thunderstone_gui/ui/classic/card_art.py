"""Card faces drawn from card data: a coloured frame by type, the name, cost, a picture, stat icons and rules.

Two levels of detail by width, because a 90-pixel card cannot show rules text legibly:
  compact (< 140 px): name (on up to two lines, over the whole header but the cost coin), cost, the picture, big
    stat badges, the start of the rules text and, in a footer strip, the level pip - the table's stacks and hand.
    The footer's left part stays free for what the table puts on a card (a stack's count, a Hero's Strength in
    the battle), so those never cover the card's text;
  full (>= 140 px): also the type line and the whole rules text - the enlarged hover card, big hands.
The picture is an icon chosen by what the card is (`ui/card_pictures.py`: game-icons.net, CC BY 3.0), drawn in a
band under the name in a light tint of the card's colour; a face without the picture pack is drawn without the band.
Faces are cached per (card, width, language); the table blits cached surfaces and never re-renders text per frame.
"""

from __future__ import annotations

from typing import Any, Generic, NamedTuple, Protocol, Sequence, TypeVar

import pygame

from ... import i18n
from ...i18n import N_, _, card_name, card_text, pgettext
from ...systems.classic.cards import Card
from .. import icons, theme
from ..card_pictures import picture_for, picture_surface
from .card_help import monster_traits

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
        surf.blit(icons.marked(trait.icon, size, trait.mark), (x, y))
        x += size + gap
    return strip.y


def footer_height(width: int) -> int:
    """The strip at the bottom of a compact face kept free of the rules text: the level pip on the right, what the
    table shows on the card on the left."""
    return max(11, round(card_height(width) * 0.11))


def header_bottom(width: int) -> int:
    """Where a face's header ends (a card tucked behind another shows this much of itself: its name)."""
    h = card_height(width)
    edge, inset = max(1, width // 60), max(3, width // 22)
    return edge + inset + max(14, round(h * (0.15 if width >= FULL_DETAIL_WIDTH else 0.19)))


def _pip_size(width: int) -> int:
    return max(7, round(footer_height(width) * 0.72))


def pip_width(card: Card, width: int) -> int:
    """The room the level pip takes at the right of a compact face's footer (0: the card has none)."""
    if not card.level or width >= FULL_DETAIL_WIDTH or card.is_monster:
        return 0
    text = _("L{n}").format(n=card.level)
    return theme.fonts().get("cond_bold", _pip_size(width)).size(text)[0] + max(4, width // 20) + 4


def card_color(card: Card) -> theme.Color:
    kind = card.kind
    if kind == "monster":
        return theme.MONSTER_CLASS_COLORS.get(card.group) or theme.group_color(card.group)
    if kind == "disease":
        return theme.DISEASE_COLOR
    if kind == "thunderstone":
        return theme.STONE_COLOR
    if kind == "xp":
        return theme.XP_COLOR
    kw = card.keywords
    if "hero" in kw:
        for cls in ("militia", "cleric", "wizard", "thief", "archer", "fighter"):
            if cls in kw:
                return theme.HERO_CLASS_COLORS[cls]
        return theme.HERO_CLASS_COLORS["fighter"]
    for typ in ("weapon", "food", "spell", "villager"):
        if typ in kw:
            return theme.VILLAGE_TYPE_COLORS[typ]
    if "light" in kw:
        return theme.VILLAGE_TYPE_COLORS["light"]
    return theme.VILLAGE_TYPE_COLORS["item"]


VILLAGE_TYPES = ("weapon", "item", "spell", "villager", "food", "light", "magic", "edged", "blunt", "bow")
HERO_CLASSES = ("militia", "fighter", "cleric", "wizard", "thief", "archer")
# The words of the type line, by keyword or kind.
TYPE_WORDS = {
    "militia": N_("Militia"), "fighter": N_("Fighter"), "cleric": N_("Cleric"), "wizard": N_("Wizard"),
    "thief": N_("Thief"), "archer": N_("Archer"), "weapon": N_("Weapon"), "item": N_("Item"), "spell": N_("Spell"),
    "villager": N_("Villager"), "food": N_("Food"), "light": N_("Light"), "magic": N_("Magic"), "edged": N_("Edged"),
    "blunt": N_("Blunt"), "bow": N_("Bow"), "basic": N_("Basic"), "village": N_("Village"),
}


def type_word(key: str) -> str:
    return _(TYPE_WORDS[key]) if key in TYPE_WORDS else key.title()


def type_line(card: Card) -> str:
    kw = card.keywords
    if card.kind == "monster":
        return _("Monster · {group}").format(group=card_name(card.group))
    if card.kind == "disease":
        return _("Disease")
    if card.kind == "thunderstone":
        return pgettext("the card", "Thunderstone")
    if card.kind == "xp":
        return _("Experience")
    if "hero" in kw:
        classes = " ".join(type_word(k) for k in HERO_CLASSES if k in kw)
        if card.level:
            return _("Hero · {classes} · Level {n}").format(classes=classes, n=card.level)
        return _("Hero · {classes}").format(classes=classes)
    parts = [type_word(k) for k in VILLAGE_TYPES if k in kw]
    return " · ".join(parts) or type_word(card.kind)


def stats(card: Card) -> list[tuple[str, str]]:
    """The (icon, value) pairs a card shows, most important first: one per value the card has - a printed 0 is
    drawn as 0, a value the card does not have (no icon on the printed card) is not drawn at all."""
    out: list[tuple[str, str]] = []
    has = card.has
    if card.kind == "monster":
        for name in ("health", "xp", "vp"):
            if has(name):
                out.append((name, str(getattr(card, name))))
        if has("attack"):
            out.append(("attack", _signed(card.attack)))
        if has("magic_attack"):
            out.append(("magic", _signed(card.magic_attack)))
        if has("light"):
            out.append(("light", _signed(card.light)))
        if has("gold"):
            out.append(("gold", str(card.gold)))
        return out
    if has("attack"):
        out.append(("attack", _signed(card.attack) if not card.is_hero else str(card.attack)))
    if has("magic_attack"):
        out.append(("magic", _signed(card.magic_attack)))
    if has("strength"):
        out.append(("strength", str(card.strength)))
    if has("weight"):
        out.append(("weight", str(card.weight)))
    if has("light"):
        out.append(("light", _signed(card.light) if not card.is_hero else str(card.light)))
    if has("gold"):
        out.append(("gold", str(card.gold)))
    if has("vp"):
        out.append(("vp", str(card.vp)))
    if has("levelup_xp"):
        out.append(("xp", f"↑{card.levelup_xp}"))
    return out


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


class FaceCard(Protocol):
    """What the cache and the rules text read of a card (the original game's and Thunderstone Advance's cards)."""

    @property
    def id(self) -> str: ...

    @property
    def text(self) -> str: ...


C = TypeVar("C", bound=FaceCard)


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
        key = (kind, width)
        surf = self._backs.get(key)
        if surf is None:
            surf = self._render_back(width, kind)
            self._backs[key] = surf
        return surf

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


class CardArt(CardCache[Card]):
    """The original game's card faces."""

    def _render_face(self, card: Card, w: int, band_share: float) -> tuple[pygame.Surface, int]:
        """The face with a picture band of `band_share` of the height, and the font size its rules text got (0 when
        the text was cut short; a large number when it has none)."""
        h = card_height(w)
        f = theme.fonts()
        color = card_color(card)
        full = w >= FULL_DETAIL_WIDTH
        surf, frame, header, radius, inset = face_frame(w, color, 0.15 if full else 0.19, 0.35)
        header_h = header.h

        # Cost coin, then the name, then the level pip.
        x = header.x + max(2, w // 40)
        if card.has("cost"):
            coin = max(10, round(header_h * 0.86))
            surf.blit(icons.icon("cost", coin), (x, header.centery - coin // 2))
            theme.draw_text(surf, str(card.cost), (x + coin // 2, header.centery + 1), max(7, round(coin * 0.6)),
                            theme.TEXT_DARK, "bold", "center", kind="card_name")
            x += coin + max(2, w // 40)
        right = header.right - max(2, w // 40)
        if card.level and full:
            pip = theme.draw_text(surf, _("L{n}").format(n=card.level), (right, header.centery),
                                  max(7, round(header_h * 0.5)), theme.ACCENT, "cond_bold", "midright",
                                  kind="card_name")
            right = pip.x - max(2, w // 40)
        # The name: one line, shrunk a little; two lines beat an unreadable one.
        theme.text_box(surf, card_name(card.name, breakable=True), pygame.Rect(x, header.y, right - x, header.h),
                       round(header_h * 0.62), (255, 255, 255), "cond_bold", valign="center", lines=2,
                       min_size=6, kind="card_name")

        top = self._draw_picture(surf, card, header, color, round(h * band_share), w)
        # Body: parchment with the type line, stat badges and (full) rules text.
        gap = max(2, inset // 2)
        body = pygame.Rect(header.x, top + gap, header.w, frame.bottom - inset - top - gap)
        pygame.draw.rect(surf, theme.PARCHMENT, body, border_radius=max(3, radius // 2))
        y = body.y + max(2, w // 40)
        if full:
            size = max(8, round(w * 0.06))
            line = pygame.Rect(body.x + inset, y, body.w - 2 * inset, f.get("cond", size).get_linesize())
            theme.text_box(surf, type_line(card), line, size, theme.mix(color, (0, 0, 0), 0.3), "cond", "center",
                           lines=1, min_size=7, kind="card_text")
            y = line.bottom + max(2, w // 50)
        y = self._draw_stats(surf, card, body, y, full)
        bottom = self._draw_traits(surf, card, body, w, full)
        if not full and not card.is_monster:
            bottom = min(bottom, body.bottom - footer_height(w))
            if card.level:
                tag = _("L{n}").format(n=card.level)
                img = f.render(tag, "cond_bold", _pip_size(w), (255, 255, 255))
                pill = img.get_rect().inflate(max(4, w // 20), 2)
                pill.bottomright = (body.right - 1, body.bottom - 1)
                pygame.draw.rect(surf, theme.mix(color, (0, 0, 0), 0.35), pill, border_radius=pill.h // 2)
                surf.blit(img, img.get_rect(center=pill.center))
                theme.note_text(surf, tag, pill, body, kind="card_name")
        text_rect = pygame.Rect(body.x + inset, y + inset // 2, body.w - 2 * inset, bottom - y - inset)
        text_size = 0
        if text_rect.h > 10:
            pygame.draw.line(surf, theme.PARCHMENT_DARK, (text_rect.x, y), (text_rect.right, y), max(1, w // 120))
            text_size = self._draw_rules(surf, card, text_rect, w, full)
        if text_size == 0 and (full or text_rect.h > 10):
            self.shortened.add((card.id, w))
        else:
            self.shortened.discard((card.id, w))
        return theme.converted(surf), text_size

    def _draw_picture(self, surf: pygame.Surface, card: Card, header: pygame.Rect, color: theme.Color, band_h: int,
                      w: int) -> int:
        """The card's picture in a band under the header, like the art window of a printed card: the icon in a light
        tint of the card's colour on a darker one. Returns the band's bottom (the header's without a picture)."""
        icon = picture_for("classic", card)
        if icon is None:
            return header.bottom
        gap = max(1, w // 60)
        band = pygame.Rect(header.x, header.bottom + gap, header.w, max(12, band_h))
        radius = max(3, w // 28)
        pygame.draw.rect(surf, theme.mix(color, (0, 0, 0), 0.5), band, border_radius=radius)
        # A faint light behind the picture, so the band reads as a window rather than a hole.
        glow = theme.mix(color, (0, 0, 0), 0.32)
        pygame.draw.ellipse(surf, glow, band.inflate(-band.w // 4, -max(2, band.h // 8)))
        size = max(8, round(band.h * 0.84))
        picture = picture_surface(icon, size, theme.mix(color, (255, 255, 255), 0.82))
        shade = picture_surface(icon, size, (0, 0, 0, 120))
        offset = max(1, size // 40)
        surf.blit(shade, shade.get_rect(center=(band.centerx + offset, band.centery + offset)))
        surf.blit(picture, picture.get_rect(center=band.center))
        return band.bottom

    def _draw_stats(self, surf: pygame.Surface, card: Card, body: pygame.Rect, y: int, full: bool) -> int:
        pairs = stats(card)
        if not pairs:
            return y
        w = body.w
        if card.kind == "monster":
            # The monster's Health is what a player reads first: one big heart; XP and VP beside it; trophy
            # bonuses and Gold on a row below.
            big = round(w * (0.26 if full else 0.34))
            heart = icons.icon("health", big)
            hx = body.x + max(2, w // 30)
            surf.blit(heart, (hx, y))
            theme.draw_text(surf, pairs[0][1], (hx + big // 2, y + round(big * 0.44)), round(big * 0.5),
                            (255, 255, 255), "bold", "center", kind="card_text")
            size = round(w * (0.12 if full else 0.15))
            col_x = hx + big + max(3, w // 25)
            side = [p for p in pairs[1:] if p[0] in ("xp", "vp")]
            below = [p for p in pairs[1:] if p[0] not in ("xp", "vp")]
            rows_beside = 1
            if full:
                # Beside the heart, two rows of badges in two columns (XP and VP, then Trophy bonuses and Gold):
                # the rules text below keeps its room under the picture.
                rows_beside = max(1, min(2, big // (size + 2)))
                room = rows_beside * 2 - len(side)
                side, below = side + below[:room], below[room:]
            col_step = (body.right - col_x) // 2
            for k, (name, value) in enumerate(side):
                col, row = divmod(k, rows_beside) if full else (0, k)
                icons.badge(surf, name, value, (col_x + col * col_step, y + row * (size + 2)), size, kind="card_text")
            y += max(big, min(len(side), rows_beside if full else len(side)) * (size + 2)) + max(2, w // 40)
            col_w = (w - 8) // (3 if full else 2)
            for k, (name, value) in enumerate(below):
                row, col = divmod(k, 3 if full else 2)
                icons.badge(surf, name, value, (body.x + 4 + col * col_w, y + row * (size + 3)), size,
                            kind="card_text")
            rows = (len(below) + (2 if full else 1)) // (3 if full else 2)
            return y + rows * (size + 3)
        size = round(w * (0.12 if full else 0.16))
        per_row = 3 if full else 2
        col_w = (w - 8) // per_row
        for k, (name, value) in enumerate(pairs):
            row, col = divmod(k, per_row)
            icons.badge(surf, name, value, (body.x + 4 + col * col_w, y + row * (size + 3)), size,
                            kind="card_text")
        rows = (len(pairs) + per_row - 1) // per_row
        return y + rows * (size + 3) + max(2, w // 40)

    def _draw_traits(self, surf: pygame.Surface, card: Card, body: pygame.Rect, w: int, full: bool) -> int:
        """A monster's traits as a row of icons along the bottom of the body (crossed out: "no Spells", "immune to
        unarmed Heroes"; a number: "Strength 5 or more"). Returns the top of the row (the rules text ends there)."""
        return trait_strip(surf, monster_traits(card), body, w, round(w * (0.1 if full else 0.16)))


# The title screen's two fans of cards, left and right of the menu.
SHOWCASE = (("elf_wizard", "regian_cleric", "thyrian_squire"), ("grudgebeast", "stone_of_mystery", "fireball"))


def showcase(art: CardArt, width: int) -> list[list[pygame.Surface | None]]:
    """The faces of the title screen's fans (None for a card the catalogue does not have)."""
    from ...systems.classic.cards import load_catalogue

    catalogue = load_catalogue()
    return [[art.face(catalogue[card_id], width) if card_id in catalogue else None for card_id in ids]
            for ids in SHOWCASE]
