"""Quest card faces drawn from the card data: a frame coloured by what the card is (a Hero by class, a Monster by
level, a room, a Treasure...), the name, cost and level, the card's picture (ui/card_pictures.py:
`picture_for("quest", card)`, drawn in one colour), its values as icons and chips, and from FULL_DETAIL_WIDTH the
type line and rules text. Faces and backs are cached per (card, width); tokens (Gear, Wounds, XP, Keys) too.

Only what a card prints is drawn: a value the card does not have shows nothing, a printed 0 shows 0.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from ...i18n import N_, Context, Np_, _, card_name, card_text, pgettext
from .. import icons, marks, theme
from ..card_faces import FULL_DETAIL_WIDTH, CardCache, cached, card_height, cost_coin, face_frame, footer_strip, signed
from ..card_pictures import picture_for, picture_surface
from ..keyword_words import keyword_word

CLASS_COLORS: dict[str, theme.Color] = {"cleric": (190, 150, 60), "fighter": (164, 62, 46), "rogue": (92, 76, 118),
                                        "wizard": (60, 92, 172)}
KIND_COLORS: dict[str, theme.Color] = {
    "item": (52, 128, 120), "spell": (120, 72, 170), "weapon": (104, 114, 128), "card": (70, 110, 130),
    "cache": (176, 132, 40), "wound": (104, 118, 40), "guardian": (96, 24, 36), "rat": (112, 86, 62),
    "room": (86, 80, 72), "side_quest": (150, 120, 70), "sponsorship": (52, 84, 130), "key": (150, 110, 40),
    "hero": (122, 108, 90)}
MONSTER_LEVEL_COLORS: dict[int, theme.Color] = {1: (78, 120, 54), 2: (150, 96, 40), 3: (140, 40, 48)}
GEAR_PICTURES = {"iron_rations": "iron_rations_token", "lantern": "lantern_token", "potion": "potion_token"}
GEAR_COLORS: dict[str, theme.Color] = {"iron_rations": (170, 110, 60), "lantern": (230, 180, 60),
                                       "potion": (200, 70, 90)}
TOKEN_PICTURES = {"wound": "wound_token", "xp": "xp_token", "key": "guardian_key"}
TOKEN_COLORS: dict[str, theme.Color] = {"wound": (200, 40, 50), "xp": (60, 170, 190), "key": (220, 180, 80)}


def card_color(card: Any) -> theme.Color:
    kind = card.kind
    if card.is_hero:
        for cls in ("cleric", "fighter", "rogue", "wizard"):
            if cls in card.keywords:
                return CLASS_COLORS[cls]
        return KIND_COLORS["hero"]
    if kind == "monster":
        return MONSTER_LEVEL_COLORS.get(card.level, theme.group_color(card.group))
    if card.treasure or card.legendary:
        return (168, 124, 36) if card.treasure else (150, 60, 150)
    return KIND_COLORS.get(kind, (90, 90, 90))


# The words of a type line, marked for the catalog: the kinds, the keywords on the cards.
KINDS = {"card": N_("Card"), "cache": N_("Treasure Cache"), "rat": N_("Monster · The Wilderness"),
         "room": N_("Dungeon Room"), "side_quest": N_("Side Quest"), "sponsorship": N_("Guild Sponsorship"),
         "key": N_("Guardian Key"), "hero": N_("Hero"), "item": N_("Item"), "spell": N_("Spell"),
         "weapon": N_("Weapon"), "monster": N_("Monster"), "wound": N_("Wound"), "guardian": N_("Guardian")}
def type_line(card: Any) -> str:
    kind = card.kind
    words = [keyword_word(k) for k in sorted(card.keywords) if k not in (kind, "treasure", "legendary", "adventurer",
                                                                          "starter")]
    head = _(KINDS[kind]) if kind in KINDS else kind.title()
    if card.is_hero and card.is_adventurer:
        head = _("Hero · Adventurer")
    if kind == "monster":
        head = _("Monster · {group}").format(group=card_name(card.group))
    if card.treasure:
        head = _("{kind} · Treasure").format(kind=head)
    if card.legendary:
        head = _("{kind} · Legendary").format(kind=head)
    return " · ".join([head] + words[:3])


# The short labels of the value chips (a context of their own: "Skill" is a whole word elsewhere).
# TRANSLATORS: short labels on a Quest card's value chips: Armor, Magic Resistance, Wounds, a room's Health boost,
# XP, a Hero's Skill, a Weapon's Skill requirement. Keep them short.
ARMOR = Np_("a Quest card's value chip", "Arm")
RESISTANCE = Np_("a Quest card's value chip", "MRes")
WOUNDS = Np_("a Quest card's value chip", "Wnd")
HEALTH = Np_("a Quest card's value chip", "Health")
XP = Np_("a Quest card's value chip", "XP")
SKILL = Np_("a Quest card's value chip", "Skill")
REQUIRED = Np_("a Quest card's value chip", "Req")


def footer_height(width: int) -> int:
    """The strip at the bottom of a compact face kept free of its values and rules text: the table puts its pills
    there (a stack's count, a Hero's Skill, a Guild stack's levels)."""
    return footer_strip(width)


def header_bottom(width: int) -> int:
    """Where a compact face's name band ends: a Weapon tucked behind its Hero shows this much of itself."""
    h = card_height(width)
    return max(1, width // 60) + max(3, width // 22) + max(14, round(h * 0.17)) + 1


def chip(label: Context) -> str:
    """A value chip's short label in the current language."""
    return pgettext(label.context, label.msgid)


def stat_chips(card: Any) -> list[tuple[str, str]]:
    """(icon or short label, value) for every value the card prints, most important first. An icon name of
    ui/icons.py is drawn as that icon; anything else as a short label."""
    has = card.has
    out: list[tuple[str, str]] = []
    if card.is_monster:
        for name, label in (("armor", ARMOR), ("magic_resistance", RESISTANCE), ("wounds", WOUNDS)):
            if has(name) and getattr(card, name):
                out.append((chip(label), str(getattr(card, name))))
        if has("xp"):
            out.append(("xp", str(card.xp)))
        return out
    if card.kind == "room":
        out.append(("light", str(card.light_requirement)))
        for name, label in (("health_boost", HEALTH), ("armor_boost", ARMOR), ("magic_resistance_boost", RESISTANCE),
                            ("wound_boost", WOUNDS), ("xp_boost", XP)):
            if getattr(card, name):
                out.append((chip(label), signed(getattr(card, name))))
        return out
    if has("attack"):
        out.append(("attack", str(card.attack)))
    if has("magic_attack"):
        out.append(("magic", str(card.magic_attack)))
    if has("attack_boost"):
        out.append(("attack", signed(card.attack_boost)))
    if has("magic_attack_boost"):
        out.append(("magic", signed(card.magic_attack_boost)))
    if has("skill"):
        out.append((chip(SKILL), str(card.skill)))
    if has("skill_requirement"):
        out.append((chip(REQUIRED), str(card.skill_requirement)))
    if has("light"):
        out.append(("light", str(card.light)))
    if has("gold"):
        out.append(("gold", str(card.gold)))
    if has("vp"):
        out.append(("vp", str(card.vp)))
    return out


class QuestCardArt(CardCache[Any]):
    """Renders and caches Quest card faces, backs and tokens (the cache is the other games')."""

    def __init__(self) -> None:
        super().__init__()
        self._tokens: dict[tuple[str, int, bool], pygame.Surface] = {}

    def clear(self) -> None:
        super().clear()
        self._tokens.clear()

    @staticmethod
    def face_words(card: Any) -> str:
        return str(card.name)           # an installed set may name a card of the same id otherwise

    def token(self, kind: str, size: int) -> pygame.Surface:
        """A round token: a Gear kind (iron_rations, lantern, potion), "wound", "xp", "key", or "seat:<n>" (a
        Champion in that seat's colour)."""
        size = max(8, int(size))
        return cached(self._tokens, (kind, size, theme.colour_safe), lambda: self._render_token(kind, size))

    # ------------------------------------------------------------------------------------------------ faces
    def _render_face(self, card: Any, w: int, band_share: float = 0.0) -> tuple[pygame.Surface, int]:
        """The face and a text size the cache accepts at once (Quest's face has no picture band to shrink)."""
        f = theme.fonts()
        color = card_color(card)
        full = w >= FULL_DETAIL_WIDTH
        surf, frame, header, radius, inset = face_frame(w, color, 0.13 if full else 0.17, 0.4)
        header_h = header.h
        x = cost_coin(surf, header, card.cost, w) if card.has("cost") else header.x + max(2, w // 40)
        right = header.right - max(2, w // 40)
        if card.has("level") and card.kind != "side_quest":
            pip = f.render(f"L{card.level}", "cond_bold", max(7, round(header_h * 0.55)), theme.ACCENT)
            right -= pip.get_width()
            surf.blit(pip, pip.get_rect(midleft=(right, header.centery)))
            right -= max(2, w // 40)
        self._name(surf, card_name(card.name), header, x, right - x)
        body = pygame.Rect(header.x, header.bottom + max(2, inset // 2), header.w,
                           frame.bottom - inset - header.bottom - max(2, inset // 2))
        # The picture, on the card's colour.
        pic_h = round(body.h * (0.34 if full else 0.42))
        pic_area = pygame.Rect(body.x, body.y, body.w, pic_h)
        pygame.draw.rect(surf, theme.mix(color, (10, 10, 10), 0.55), pic_area, border_radius=max(3, radius // 2))
        size = max(8, pic_h - max(4, w // 20))
        picture = picture_surface(picture_for("quest", card), size, theme.mix(color, (255, 255, 255), 0.7))
        theme.place(surf, picture, picture.get_rect(center=pic_area.center), "picture")
        if card.kind in ("hero", "item", "spell", "weapon"):
            # The class or type's shape at the picture's left: said without the card's colour.
            r = max(3, pic_h // 5)
            basic = {"militia"} if card.is_hero and card.is_adventurer else set()     # a Level 0 Hero of no class
            marks.card_kind_mark(surf, marks.kind_shape_for({card.kind, *card.keywords} | basic, card.is_hero),
                                 (pic_area.x + r + max(3, w // 30), pic_area.centery), r, color)
        if card.is_monster and card.has("health"):
            self._health(surf, card, pic_area, w)
        parchment = pygame.Rect(body.x, pic_area.bottom + max(2, w // 50), body.w,
                                body.bottom - pic_area.bottom - max(2, w // 50))
        pygame.draw.rect(surf, theme.PARCHMENT, parchment, border_radius=max(3, radius // 2))
        y = parchment.y + max(2, w // 40)
        if full:
            tl = f.render(type_line(card), "cond", max(8, round(w * 0.055)), theme.mix(color, (0, 0, 0), 0.35))
            if tl.get_width() > parchment.w - 4:
                size_tl = f.fit(type_line(card), "cond", max(8, round(w * 0.055)), parchment.w - 4)
                tl = f.render(type_line(card), "cond", size_tl, theme.mix(color, (0, 0, 0), 0.35))
            drawn = surf.blit(tl, tl.get_rect(midtop=(parchment.centerx, y)))
            theme.note_text(surf, type_line(card), drawn, parchment, kind="card_text")
            y += tl.get_height() + max(1, w // 60)
        # The values and the rules text end above the footer strip, where the table's pills go.
        content = pygame.Rect(parchment.x, parchment.y, parchment.w, parchment.h - footer_height(w))
        y = self._chips(surf, card, parchment, y, full, footer_height(w))
        text_rect = pygame.Rect(content.x + inset, y + 1, content.w - 2 * inset, content.bottom - y - inset)
        if card.alert and text_rect.h > 8:
            self._alert_mark(surf, parchment, w)
        if text_rect.h > 10:
            self._rules(surf, card_text(card.text), text_rect, w, full)
        return theme.converted(surf), 1 << 10     # the parts noted on it come along

    def _name(self, surf: pygame.Surface, name: str, header: pygame.Rect, x: int, width: int) -> None:
        """The name: one line, shrunk a little; else two lines; a name that fits neither way ends in "…" (the
        enlarged card shows it whole)."""
        theme.text_box(surf, name, pygame.Rect(x, header.y, width, header.h), round(header.h * 0.62),
                       (255, 255, 255), "cond_bold", valign="center", lines=2, min_size=6, kind="card_name",
                       excerpt=True)

    def _health(self, surf: pygame.Surface, card: Any, area: pygame.Rect, w: int) -> None:
        big = max(12, round(area.h * 0.62))
        heart = icons.icon("health", big)
        rect = heart.get_rect(bottomright=(area.right - max(1, w // 40), area.bottom - max(1, w // 50)))
        theme.place(surf, heart, rect, "health_icon")
        num = theme.fonts().render(str(card.health), "bold", max(7, round(big * 0.48)), (255, 255, 255))
        drawn = surf.blit(num, num.get_rect(center=(rect.centerx, rect.centery - round(big * 0.05))))
        theme.note_text(surf, str(card.health), drawn, rect, kind="card_text")

    def _alert_mark(self, surf: pygame.Surface, parchment: pygame.Rect, w: int) -> None:
        size = max(9, w // 8)
        tri = [(parchment.right - size - 2, parchment.bottom - 3), (parchment.right - 2, parchment.bottom - 3),
               (parchment.right - size // 2 - 2, parchment.bottom - size - 3)]
        pygame.draw.polygon(surf, (220, 160, 20), tri)
        pygame.draw.polygon(surf, (60, 30, 10), tri, 1)
        mark = theme.fonts().render("!", "bold", max(7, round(size * 0.7)), (40, 20, 10))
        surf.blit(mark, mark.get_rect(center=(parchment.right - size // 2 - 2, parchment.bottom - size // 2 - 2)))

    def _chips(self, surf: pygame.Surface, card: Any, body: pygame.Rect, y: int, full: bool, footer: int) -> int:
        """The card's values in rows on the parchment from `y`, above its `footer` strip; returns where the rules
        text may start. A card too small for its rows at the usual size (a monster in its room's tile, a market
        stack) gets smaller chips: they stay on the parchment, side by side, never over each other; a card with
        more values than the smallest rows hold (a Guardian, a room: cards the table puts no pill on) takes the
        footer strip too."""
        pairs = stat_chips(card)
        if not pairs:
            return y
        size = max(9, round(body.w * (0.13 if full else 0.2)))
        room = body.bottom - footer - y - 2
        placed, height = self._chip_rows(pairs, body, y, size)
        while height > room and size > 7:
            size -= 1
            placed, height = self._chip_rows(pairs, body, y, size)
        if height > room:
            size = max(9, round(body.w * (0.13 if full else 0.2)))
            room += footer
            placed, height = self._chip_rows(pairs, body, y, size)
            while height > room and size > 7:
                size -= 1
                placed, height = self._chip_rows(pairs, body, y, size)
        f = theme.fonts()
        for (name, value), (x, cy) in zip(pairs, placed):
            if name in icons.ICON_NAMES:
                icon = theme.place(surf, icons.icon(name, size), (x, cy), f"{name}_icon")
                text = f.render(value, "bold", max(7, round(size * 0.8)), theme.TEXT_DARK)
                drawn = surf.blit(text, text.get_rect(midleft=(icon.right + 1, cy + size // 2)))
                theme.note_text(surf, value, drawn, body, kind="card_text")
            else:
                label = f"{name} {value}"
                img = f.render(label, "cond_bold", max(7, round(size * 0.7)), (255, 255, 255))
                chip = pygame.Rect(x, cy + 1, img.get_width() + 6, size - 2)
                pygame.draw.rect(surf, (90, 70, 60), chip, border_radius=chip.h // 2)
                at = img.get_rect(center=chip.center)
                theme.note_element(surf, chip, "chip", chip.union(at))     # its label on it, on purpose
                drawn = surf.blit(img, at)
                theme.note_text(surf, label, drawn, body, kind="card_text")
        return y + height + 1

    @staticmethod
    def _chip_rows(pairs: list[tuple[str, str]], body: pygame.Rect, y: int,
                   size: int) -> tuple[list[tuple[int, int]], int]:
        """Where each chip of `size` goes (its top left), a new row when the next does not fit beside the last,
        and the height of the rows."""
        f = theme.fonts()
        gap = max(3, body.w // 25)
        row_h = size + 3
        x, top = body.x + 3, y
        out = []
        for name, value in pairs:
            if name in icons.ICON_NAMES:
                width = icons.icon(name, size).get_width() + 1 + f.get("bold", max(7, round(size * 0.8))).size(
                    value)[0]
            else:
                width = f.get("cond_bold", max(7, round(size * 0.7))).size(f"{name} {value}")[0] + 6
            if x + width > body.right - 2 and x > body.x + 3:
                x = body.x + 3
                top += row_h
            out.append((x, top))
            x += width + gap
        return out, top + row_h - y

    def _rules(self, surf: pygame.Surface, text: str, rect: pygame.Rect, w: int, full: bool) -> None:
        """The rules text: a full card's shrinks to fit; a small card's keeps its size and ends in "…" after the
        last whole word that fits (the enlarged card shows it whole)."""
        if not text:
            return
        face = "sans" if full else "cond"
        size = max(8, round(w * (0.066 if full else 0.09)))
        least = 7 if full else size
        if rect.h < theme.fonts().get(face, least).get_linesize():
            return          # not one line's room under the chips: the enlarged card shows the text
        theme.text_box(surf, text, rect, size, theme.TEXT_DARK, face, min_size=least, excerpt=True,
                       kind="card_text")

    # ------------------------------------------------------------------------------------------------ backs, tokens
    def _render_back(self, w: int, kind: str) -> pygame.Surface:
        h = card_height(w)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, w // 14)
        base = {"party": (58, 42, 30), "monster": (60, 30, 34), "treasure": (96, 72, 24),
                "quest": (110, 90, 56), "wound": (70, 80, 30)}.get(kind, (50, 50, 60))
        pygame.draw.rect(surf, (14, 12, 10), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
        pygame.draw.rect(surf, base, inner, border_radius=radius - 1)
        pygame.draw.rect(surf, theme.mix(base, theme.ACCENT, 0.5), inner.inflate(-w // 8, -w // 8),
                         max(1, w // 50), border_radius=radius)
        icon = {"party": "thunderstone_shard", "monster": "guardian_key", "treasure": "buried_coins",
                "quest": "side_quest", "wound": "festering_wound"}.get(kind, "thunderstone_shard")
        kinds = {"quest": "side_quest"}
        picture = picture_for("quest", SimpleNamespace(id=icon, kind=kinds.get(kind, ""), group="", keywords=()))
        size = round(w * 0.55)
        img = picture_surface(picture, size, theme.mix(base, (255, 255, 255), 0.55))
        surf.blit(img, img.get_rect(center=inner.center))
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _render_token(self, kind: str, size: int) -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        center = (size // 2, size // 2)
        if kind.startswith("seat:"):
            color = theme.SEAT_COLORS[int(kind[5:]) % len(theme.SEAT_COLORS)]
            pygame.draw.circle(surf, (10, 10, 12), center, size // 2)
            pygame.draw.circle(surf, color, center, size // 2 - max(1, size // 14))
            pygame.draw.circle(surf, theme.mix(color, (255, 255, 255), 0.5), center, size // 2 - max(1, size // 14),
                               max(1, size // 16))
            pic = picture_surface(picture_for("quest", SimpleNamespace(id="adventurer", kind="hero", group="",
                                                                       keywords=())),
                                  round(size * 0.62), (20, 20, 24))
            surf.blit(pic, pic.get_rect(center=center))
            # The seat's shape (as in the players panel): two Champions are told apart without their colours.
            r = max(2, size // 7)
            marks.draw_shape(surf, marks.seat_shape(int(kind[5:])), (size - r - 2, size - r - 2), r, color)
            return surf
        color = GEAR_COLORS.get(kind) or TOKEN_COLORS.get(kind, (120, 120, 120))
        pygame.draw.circle(surf, (12, 12, 14), center, size // 2)
        pygame.draw.circle(surf, theme.mix(color, (20, 20, 20), 0.55), center, size // 2 - max(1, size // 14))
        pygame.draw.circle(surf, color, center, size // 2 - max(1, size // 14), max(1, size // 12))
        card_id = GEAR_PICTURES.get(kind) or TOKEN_PICTURES.get(kind, kind)
        pic = picture_surface(picture_for("quest", SimpleNamespace(id=card_id, kind="", group="", keywords=())),
                              round(size * 0.62), theme.mix(color, (255, 255, 255), 0.35))
        surf.blit(pic, pic.get_rect(center=center))
        return surf


SHOWCASE = (("sable_2", "meridia_1", "aldwin_1"), ("grave_knight", "longshot_bow", "spark_lance"))


def showcase(art: QuestCardArt, width: int) -> list[list[pygame.Surface | None]]:
    from ...systems.quest.cards import our_set

    catalogue = our_set()
    return [[art.face(catalogue[c], width) if c in catalogue else None for c in ids] for ids in SHOWCASE]
