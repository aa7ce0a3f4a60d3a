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

import pygame

from ...i18n import _, card_name, pgettext
from ...systems.classic.cards import Card
from .. import icons, marks, theme
from ..card_faces import (
    FULL_DETAIL_WIDTH,
    CardCache,
    card_height,
    cost_coin,
    face_frame,
    monster_stats,
    signed,
    trait_strip,
)
from ..card_pictures import picture_for, picture_surface
from ..keyword_words import keyword_word
from .card_help import monster_traits


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
        classes = " ".join(keyword_word(k) for k in HERO_CLASSES if k in kw)
        if card.level:
            return _("Hero · {classes} · Level {n}").format(classes=classes, n=card.level)
        return _("Hero · {classes}").format(classes=classes)
    parts = [keyword_word(k) for k in VILLAGE_TYPES if k in kw]
    return " · ".join(parts) or keyword_word(card.kind)


def stats(card: Card) -> list[tuple[str, str]]:
    """The (icon, value) pairs a card shows, most important first: one per value the card has - a printed 0 is
    drawn as 0, a value the card does not have (no icon on the printed card) is not drawn at all."""
    out: list[tuple[str, str]] = []
    has = card.has
    if card.kind == "monster":
        out = monster_stats(card)
        if has("gold"):
            out.append(("gold", str(card.gold)))
        return out
    if has("attack"):
        out.append(("attack", signed(card.attack) if not card.is_hero else str(card.attack)))
    if has("magic_attack"):
        out.append(("magic", signed(card.magic_attack)))
    if has("strength"):
        out.append(("strength", str(card.strength)))
    if has("weight"):
        out.append(("weight", str(card.weight)))
    if has("light"):
        out.append(("light", signed(card.light) if not card.is_hero else str(card.light)))
    if has("gold"):
        out.append(("gold", str(card.gold)))
    if has("vp"):
        out.append(("vp", str(card.vp)))
    if has("levelup_xp"):
        out.append(("xp", f"↑{card.levelup_xp}"))
    return out


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
        x = cost_coin(surf, header, card.cost, w) if card.has("cost") else header.x + max(2, w // 40)
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
        theme.place(surf, picture, picture.get_rect(center=band.center), "picture")
        if card.kind not in ("monster", "disease", "thunderstone", "xp"):
            # The class or type's shape at the band's left: said without the card's colour.
            r = max(3, band.h // 4)
            marks.card_kind_mark(surf, marks.kind_shape_for(card.keywords, "hero" in card.keywords),
                                 (band.x + r + max(3, w // 30), band.centery), r, color)
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
            theme.place(surf, heart, (hx, y), "health_icon")
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
