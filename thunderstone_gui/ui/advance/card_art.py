"""Thunderstone Advance's card faces, drawn from the card data and a picture (no artwork of the game's): a frame
coloured by type, the name, the cost, the level, the card's picture (ui/card_pictures.py), its numbers as icons
(Physical Attack, Magic Attack, Light, Gold, Strength, Weight, level-up XP, VP; a monster's Health, XP, VP and
Trophy bonuses), its traits along the bottom and, from 140 px wide, its type line and rules text. Guardians and the
Thunderstone Bearer get a gold edge and a ribbon.

The caching, the backs and the rules text come from the original game's `CardArt` (the same look); only the face
differs.
"""

from __future__ import annotations

import pygame

from ...i18n import _, card_name
from ...systems.advance.cards import Card
from .. import icons, marks, theme
from ..card_faces import (
    FULL_DETAIL_WIDTH,
    CardCache,
    card_height,
    cost_coin,
    face_frame,
    footer_strip,
    monster_stats,
    signed,
    trait_strip,
)
from ..card_pictures import picture_for, picture_surface
from ..keyword_words import keyword_word
from .card_help import monster_traits

CURSE_COLOR = (96, 44, 112)
BEARER_COLOR = (36, 150, 176)
BASIC_COLOR = (116, 108, 92)
HERO_COLORS: dict[str, theme.Color] = {
    "fighter": (168, 66, 48), "cleric": (196, 160, 64), "wizard": (64, 96, 176), "thief": (96, 78, 118),
    "ranger": (70, 130, 62),
}
GROUP_COLORS: dict[str, theme.Color] = {
    "kobold_humanoid": (136, 104, 70), "undead_skeleton": (110, 110, 124), "undead_horde": (90, 66, 112),
    "ogre_humanoid": (118, 92, 60), "corvaxis_avian": (60, 70, 96), "burnmarked_fire": (180, 80, 36),
    "undead_treefolk": (84, 110, 60), "dragon_fire": (184, 82, 30), "djinni_efreet": (150, 60, 110),
}
VILLAGE_COLORS = {"weapon": (108, 118, 132), "item": (56, 136, 128), "spell": (124, 76, 176),
                  "villager": (134, 96, 58)}


FAMILIAR_COLOR = (70, 120, 150)


def card_color(card: Card) -> theme.Color:
    if card.is_familiar:
        return FAMILIAR_COLOR
    if card.is_bearer:
        return BEARER_COLOR
    if card.is_monster or card.is_placeholder:
        return GROUP_COLORS.get(card.group) or theme.group_color(card.group)
    if card.is_curse:
        return CURSE_COLOR
    if card.is_hero:
        if card.is_regular:
            return BASIC_COLOR
        for cls in ("fighter", "cleric", "wizard", "thief", "ranger"):
            if cls in card.keywords:
                return HERO_COLORS[cls]
        return HERO_COLORS["fighter"]
    if card.kind == "basic":
        return BASIC_COLOR
    for kind in ("weapon", "spell", "villager", "item"):
        if kind in card.keywords:
            return VILLAGE_COLORS[kind]
    return VILLAGE_COLORS["item"]


TYPE_KEYS = ("weapon", "item", "spell", "villager", "light", "magic", "edged", "blunt", "bow", "polearm",
             "mercenary", "support", "auxiliary")
HERO_KEYS = ("fighter", "cleric", "wizard", "thief", "ranger", "dwarf", "elf", "human")
def type_line(card: Card) -> str:
    kw = card.keywords
    if card.is_bearer:
        return _("Thunderstone Bearer · Guardian")
    if card.is_monster or card.is_placeholder:
        kinds = " ".join(keyword_word(k) for k in sorted(kw) if k not in ("guardian",))
        if card.level:
            return _("Monster · {kinds} · Level {n}").format(kinds=kinds, n=card.level)
        return _("Monster · {kinds}").format(kinds=kinds)
    if card.is_curse:
        return _("Curse")
    if card.is_familiar:
        # Ours are labelled on the card: the printed Familiars are not known (docs/rules-advance.md).
        return _("Familiar · typed in from your box") if card.id.startswith("printed_") else _(
            "Familiar · ours, not a printed card")
    if card.is_hero:
        classes = " ".join(keyword_word(k) for k in HERO_KEYS if k in kw)
        return " · ".join(part for part in (_("Hero"), classes, _("Level {n}").format(n=card.level)) if part)
    parts = [keyword_word(k) for k in TYPE_KEYS if k in kw]
    return " · ".join(parts) or keyword_word(card.kind)


def stats(card: Card) -> list[tuple[str, str]]:
    """The (icon, value) pairs a card shows, most important first: only the values the card has (a printed 0 is
    drawn as 0; no value, no icon)."""
    has = card.has
    out: list[tuple[str, str]] = []
    if card.is_monster:
        return monster_stats(card)
    hero = card.is_hero
    if has("attack"):
        out.append(("attack", str(card.attack) if hero else signed(card.attack)))
    if has("magic_attack"):
        out.append(("magic", str(card.magic_attack) if hero else signed(card.magic_attack)))
    if has("light"):
        out.append(("light", str(card.light) if hero else signed(card.light)))
    if has("strength"):
        out.append(("strength", str(card.strength)))
    if has("weight"):
        out.append(("weight", str(card.weight)))
    if has("gold"):
        out.append(("gold", signed(card.gold) if card.gold < 0 else str(card.gold)))
    if has("vp"):
        out.append(("vp", str(card.vp)))
    if has("levelup_xp"):
        out.append(("xp", f"↑{card.levelup_xp}"))
    return out



def header_bottom(width: int) -> int:
    """Where a face's name band ends: a Weapon tucked behind its Hero shows this much of itself."""
    h = card_height(width)
    full = width >= FULL_DETAIL_WIDTH
    return max(1, width // 60) + max(3, width // 22) + max(14, round(h * (0.14 if full else 0.18))) + 1

class AdvanceCardArt(CardCache[Card]):
    """The original game's card cache and backs, with Thunderstone Advance's faces."""

    def _render_face(self, card: Card, w: int, band_share: float = 0.0) -> tuple[pygame.Surface, int]:
        """The face and a text size the cache accepts at once: Advance's face sets its picture beside the numbers,
        so a smaller picture band (`band_share`, the original game's retry) would not give its text more room."""
        f = theme.fonts()
        color = card_color(card)
        full = w >= FULL_DETAIL_WIDTH
        special = card.is_guardian or card.is_bearer         # a gold ring
        surf, frame, header, radius, inset = face_frame(w, color, 0.14 if full else 0.18, 0.35,
                                                        theme.ACCENT if special else (16, 14, 12), int(special))
        header_h = header.h

        # Cost coin, then the name, then the level pip.
        x = cost_coin(surf, header, card.cost, w) if card.has("cost") else header.x + max(2, w // 40)
        right = header.right - max(2, w // 40)
        name = card_name(card.name, breakable=True)
        if card.is_hero and card.has("level"):
            pip = f.render(_("L{n}").format(n=card.level), "cond_bold", max(7, round(header_h * 0.5)), theme.ACCENT)
            room = right - pip.get_width() - max(2, w // 40)
            # The level pip gives way to a name that would not fit beside it (a small face: the stack's footer
            # and the enlarged card show the level).
            if theme.fitted_size(name, pygame.Rect(x, header.y, room - x, header.h), round(header.h * 0.62),
                                 "cond_bold", lines=2, min_size=6) or full:
                surf.blit(pip, pip.get_rect(midleft=(right - pip.get_width(), header.centery)))
                right = room
        self._name(surf, name, header, x, right)

        # Body: parchment with the picture, the type line, stat badges and (full) rules text.
        body = pygame.Rect(header.x, header.bottom + max(2, inset // 2), header.w,
                           frame.bottom - inset - header.bottom - max(2, inset // 2))
        pygame.draw.rect(surf, theme.PARCHMENT, body, border_radius=max(3, radius // 2))
        y = body.y + max(2, w // 40)
        if full:
            line = type_line(card)
            tl = f.render(line, "cond", f.fit(line, "cond", max(8, round(w * 0.058)), body.w - 4),
                          theme.mix(color, (0, 0, 0), 0.3))
            surf.blit(tl, tl.get_rect(midtop=(body.centerx, y)))
            y += tl.get_height() + max(2, w // 50)
        pic = round(body.w * (0.34 if full else 0.42))
        picture = picture_surface(picture_for("advance", card), pic, theme.mix(color, (0, 0, 0), 0.25))
        stats_top = y
        theme.place(surf, picture, (body.right - pic - max(2, w // 30), y), "picture")
        if card.is_hero or not (card.is_monster or card.is_placeholder or card.is_curse or card.is_familiar
                                or card.is_bearer or card.kind == "basic"):
            # The class or type's shape at the picture's corner: said without the card's colour.
            r = max(4, pic // 6)
            shape = "circle" if card.is_regular else marks.kind_shape_for(card.keywords, card.is_hero)
            marks.card_kind_mark(surf, shape, (body.right - r - max(2, w // 30), y + pic - r), r, color, light=False)
        y = self._stats(surf, card, pygame.Rect(body.x, stats_top, body.w - pic - max(2, w // 30), body.h), full)
        y = max(y, stats_top + pic + max(2, w // 50))
        bottom = self._traits(surf, card, body, w, full)
        if special:
            ribbon = f.render(_("BEARER") if card.is_bearer else _("GUARDIAN"), "cond_bold", max(7, round(w * 0.07)),
                              (255, 255, 255))
            band = ribbon.get_rect().inflate(max(4, w // 14), 2)
            band.midbottom = (body.centerx, bottom - 1)
            pygame.draw.rect(surf, theme.mix(theme.ACCENT, (0, 0, 0), 0.35), band, border_radius=band.h // 2)
            surf.blit(ribbon, ribbon.get_rect(center=band.center))
            bottom = band.y - 1
        # The rules text ends above the footer strip, where the table's pills go (a Bearer's ribbon says what it
        # is there: the table adds no pill to it).
        bottom = min(bottom, body.bottom - footer_strip(w))
        text_rect = pygame.Rect(body.x + inset, y + inset // 2, body.w - 2 * inset, bottom - y - inset)
        if text_rect.h > 10:
            pygame.draw.line(surf, theme.PARCHMENT_DARK, (text_rect.x, y), (text_rect.right, y), max(1, w // 120))
            self._draw_rules(surf, card, text_rect, w, full)
        return theme.converted(surf), w     # the parts noted on it come along to the table

    def _render_back(self, w: int, kind: str) -> pygame.Surface:
        """The original game's backs; the Curse deck's is purple and says so."""
        if kind != "curse":
            return super()._render_back(w, kind)
        h = card_height(w)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, w // 14)
        pygame.draw.rect(surf, (14, 10, 16), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
        pygame.draw.rect(surf, theme.mix(CURSE_COLOR, (0, 0, 0), 0.35), inner, border_radius=radius - 1)
        pygame.draw.rect(surf, CURSE_COLOR, inner.inflate(-w // 8, -w // 8), max(1, w // 50), border_radius=radius)
        size = round(w * 0.5)
        picture = picture_surface(picture_for("advance", _CURSE_SAMPLE) if _CURSE_SAMPLE else None, size,
                                  theme.mix(CURSE_COLOR, (255, 255, 255), 0.45))
        surf.blit(picture, picture.get_rect(center=inner.center))
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _name(self, surf: pygame.Surface, name: str, header: pygame.Rect, x: int, right: int) -> None:
        """The name: one line, shrunk a little; two lines beat an unreadable one (a long German word breaks at the
        soft hyphen its translation put in it)."""
        theme.text_box(surf, name, pygame.Rect(x, header.y, right - x, header.h), round(header.h * 0.62),
                       (255, 255, 255), "cond_bold", valign="center", lines=2, min_size=6, kind="card_name",
                       excerpt=True)

    def _stats(self, surf: pygame.Surface, card: Card, area: pygame.Rect, full: bool) -> int:
        """The numbers as icon badges in two columns beside the picture (a monster's Health first, large)."""
        pairs = stats(card)
        y = area.y
        if not pairs:
            return y
        w = area.w + round(area.w * 0.7)          # the card's body width, for sizes
        size = max(8, round(w * (0.11 if full else 0.14)))
        x = area.x + max(2, w // 40)
        if card.is_monster and pairs[0][0] == "health":
            big = round(size * 1.7)
            theme.place(surf, icons.icon("health", big), (x, y), "health_icon")
            num = theme.fonts().render(pairs[0][1], "bold", round(big * 0.5), (255, 255, 255))
            drawn = surf.blit(num, num.get_rect(center=(x + big // 2, y + round(big * 0.44))))
            theme.note_text(surf, pairs[0][1], drawn, kind="card_text")
            pairs = pairs[1:]
            col_x = x + big + max(2, w // 40)
            for k, (name, value) in enumerate(pairs[:2]):
                icons.badge(surf, name, value, (col_x, y + k * (size + 2)), size, kind="card_text")
            y += max(big, 2 * (size + 2)) + 2
            pairs = pairs[2:]
        # Two columns when every badge fits its column, one when a number would reach the next column's icon.
        per_row = 2
        col_w = max(1, (area.w - 4) // per_row)
        if any(icons.badge_width(value, size) > col_w - 2 for _name, value in pairs):
            per_row, col_w = 1, area.w - 4
        for k, (name, value) in enumerate(pairs):
            row, col = divmod(k, per_row)
            icons.badge(surf, name, value, (x + col * col_w, y + row * (size + 2)), size, kind="card_text")
        return y + ((len(pairs) + per_row - 1) // per_row) * (size + 2)

    def _traits(self, surf: pygame.Surface, card: Card, body: pygame.Rect, w: int, full: bool) -> int:
        """A monster's traits as a row of icons along the bottom of the body. Returns the top of the row."""
        traits = [t for t in monster_traits(card) if t.icon != "spell" and t.icon != "lock"]
        return trait_strip(surf, traits, body, w, round(w * (0.1 if full else 0.15)))


class _CurseKind:
    """What the picture pack reads of a card to pick the Curse deck's picture (any Curse: the kind decides)."""

    id = "curse"
    kind = "curse"
    group = "curse"
    keywords = frozenset({"curse"})


_CURSE_SAMPLE = _CurseKind()


# The title screen's two fans of cards, left and right of the menu.
SHOWCASE = (("criochan_captain", "thundermage_bolter", "dancing_sword"), ("orseg", "caldera_dragon", "pike"))


def showcase(art: AdvanceCardArt, width: int) -> list[list[pygame.Surface | None]]:
    from ...systems.advance.cards import load_catalogue

    catalogue = load_catalogue()
    return [[art.face(catalogue[c], width) if c in catalogue else None for c in ids] for ids in SHOWCASE]
