"""The original game's part of New Game: the card sets in play (the base game, or the base game with Wrath of the
Elements); the card set (First Game, the five presets - base cards only -, Random from the chosen sets with a number
of monster classes, or Custom from lists that show each card and its set); the rules edition."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import card_name
from ...systems.classic.cards import Card, load_catalogue
from ...systems.classic.config import (
    DEFAULT_MONSTER_CLASSES,
    HERO_LINES_IN_GAME,
    VILLAGE_STACKS_IN_GAME,
    CardSet,
    ClassicConfig,
    ClassicVariants,
)
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..widgets import Cycler, WidgetGroup
from .card_art import card_height
from .strings import tr


class ClassicSetupPanel(SetupPanel):
    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.sets: tuple[str, ...] = ("base",)
        self.catalogue = load_catalogue("2nd", self.sets)
        self.setup = "first_game"
        self.monster_count = DEFAULT_MONSTER_CLASSES
        self.edition = "2nd"
        preset = CardSet.preset("first_game")
        self.custom: dict[str, set[str]] = {"monsters": set(preset.monster_classes), "heroes": set(preset.hero_lines),
                                            "village": set(preset.village)}
        self.rows: list[tuple[pygame.Rect, str, str]] = []    # (rect, list, entry) of the card-set lists
        self.hover_entry: tuple[str, str] | None = None
        self.labels: list[tuple[str, int]] = []

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        # Card sets in play, then the card set
        cx = areas.cards.x
        y = areas.cards.y + round(34 * s)
        widgets.add(Cycler("sets", pygame.Rect(cx, y, areas.cards.w, rh),
                           [(("base",), tr("sets_base")), (("base", "wrath"), tr("sets_wrath"))], self.sets,
                           self._set_sets, fs - 1))
        y += rh + gap
        setups = self.catalogue.setups
        options = [(sid, card_name(st.name)) for sid, st in setups.items()] + [("random", tr("random_set")),
                                                                     ("custom", tr("custom_set"))]
        widgets.add(Cycler("card_set", pygame.Rect(cx, y, areas.cards.w, rh), options, self.setup, self._set_setup,
                           fs))
        y += rh + gap
        self.note_y = y + round(6 * s)          # the custom counts, or the random/preset note
        max_classes = len(self.catalogue.monster_classes())
        self.monster_count = min(self.monster_count, max_classes)
        count = Cycler("monster_count", pygame.Rect(cx, y, areas.cards.w, rh),
                       [(n, tr("monster_classes_n", n=n)) for n in range(2, max_classes + 1)], self.monster_count,
                       self._set_count, fs)
        count.visible = self.setup == "random"
        widgets.add(count)
        if self.setup == "random":
            self.note_y = y + rh + round(10 * s)
        # The rules edition, first in the rules column
        vx, y = areas.rules.x, areas.rules.y
        self.labels = [(tr("rules_edition"), y)]
        y += round(24 * s)
        widgets.add(Cycler("edition", pygame.Rect(vx, y, areas.rules.w, rh),
                           [("2nd", tr("edition_2nd")), ("1st", tr("edition_1st"))], self.edition,
                           lambda v: setattr(self, "edition", v), fs - 1))
        return y + rh + gap

    def rule_labels(self) -> list[tuple[str, int]]:
        return self.labels

    # ------------------------------------------------------------------------------------------ changes
    def _set_setup(self, value: str) -> None:
        if value == "custom":
            current = self.card_set_or_none()
            if current is not None:
                self.custom = {"monsters": set(current.monster_classes), "heroes": set(current.hero_lines),
                               "village": set(current.village)}
        self.setup = value
        self.scene.layout()

    def _set_sets(self, value: tuple[str, ...]) -> None:
        self.sets = value
        self.catalogue = load_catalogue("2nd", value)
        # Entries of a set no longer in play leave the custom picks.
        known = {"monsters": set(self.catalogue.monster_classes()), "heroes": set(self.catalogue.hero_lines()),
                 "village": {c.id for c in self.catalogue.village_cards()}}
        self.custom = {group: chosen & known[group] for group, chosen in self.custom.items()}
        self.scene.layout()

    def _set_count(self, value: int) -> None:
        self.monster_count = value

    def card_set_or_none(self) -> CardSet | None:
        try:
            return self.card_set()
        except ValueError:
            return None

    def card_set(self) -> CardSet:
        if self.setup == "random":
            return CardSet.random(self.scene.seed, self.monster_count, self.sets)
        if self.setup == "custom":
            c = self.custom
            if (len(c["monsters"]) < 2 or len(c["heroes"]) != HERO_LINES_IN_GAME
                    or len(c["village"]) != VILLAGE_STACKS_IN_GAME):
                raise ValueError(tr("custom_incomplete"))
            return CardSet(source="custom", monster_classes=tuple(sorted(c["monsters"])),
                           hero_lines=tuple(sorted(c["heroes"])), village=tuple(sorted(c["village"])))
        return CardSet.preset(self.setup)

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        return ClassicConfig(seats=seats, card_set=self.card_set(),
                             variants=ClassicVariants(rules_edition=self.edition, undo_policy=undo_policy),  # type: ignore
                             seed=seed, sets=self.sets)

    # ------------------------------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, group, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.toggle(group, entry)
                    return True
        return False

    def toggle(self, group: str, entry: str) -> None:
        if self.setup != "custom":
            self._set_setup("custom")
            cycler = self.scene.widgets.get("card_set")
            if isinstance(cycler, Cycler):
                cycler.set_value("custom")
        chosen = self.custom[group]
        if entry in chosen:
            chosen.discard(entry)
        else:
            chosen.add(entry)

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        theme.draw_text(surface, tr("card_set").upper(), (self.col_cards.x, self.col_cards.y), round(16 * s),
                        theme.ACCENT, "bold")
        current = self.card_set_or_none()
        self._draw_lists(surface, current)
        note, color = "", theme.TEXT_DIM
        if self.setup == "custom":
            c = self.custom
            note = tr("pick_counts", m=len(c["monsters"]), h=len(c["heroes"]), v=len(c["village"]))
            color = theme.GOOD if current is not None else theme.BAD
        elif self.setup == "random":
            note = tr("random_note")
        elif "wrath" in self.sets:
            note = tr("presets_base_only")
        if note:
            theme.draw_text(surface, note, (self.col_cards.x, self.note_y), round(15 * s), color, "sans",
                            max_width=self.col_cards.w)

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_preview(surface)

    def _draw_lists(self, surface: pygame.Surface, current: CardSet | None) -> None:
        s = self.s
        area = self.lists_rect
        theme.panel(surface, area, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        theme.draw_text(surface, tr("cards_in_game"),
                        (area.x + round(14 * s), area.y + round(8 * s)), round(14 * s), theme.TEXT_DIM, "bold")
        chosen = {"monsters": set(current.monster_classes) if current else self.custom["monsters"],
                  "heroes": set(current.hero_lines) if current else self.custom["heroes"],
                  "village": set(current.village) if current else self.custom["village"]}
        if self.setup == "custom":
            chosen = self.custom
        groups = [("monsters", tr("monsters"), list(self.catalogue.monster_classes())),
                  ("heroes", tr("heroes"), list(self.catalogue.hero_lines())),
                  ("village", tr("village"), [c.id for c in self.catalogue.village_cards()])]
        top = area.y + round(36 * s)
        # As many rows as fit at a readable height; a long list takes several columns.
        fit = max(4, (area.bottom - top - round(32 * s)) // max(16, round(22 * s)))
        columns: list[tuple[str, str, list[str]]] = []
        for group, label, entries in groups:
            n = max(1, math.ceil(len(entries) / fit))
            per = math.ceil(len(entries) / n)
            for k in range(n):
                columns.append((group, label if k == 0 else "", entries[k * per:(k + 1) * per]))
        # Each column as wide as its longest name needs, the room left shared out (German monster classes are long).
        font = theme.fonts().get("sans", round(15 * s))
        needs = [max([font.size(self._entry_name(group, e))[0] for e in entries] + [1]) + round(90 * s)
                 for group, __, entries in columns]
        room = area.w - round(28 * s)
        widths = [round(room * need / sum(needs)) for need in needs]
        lefts = [area.x + round(14 * s) + sum(widths[:k]) for k in range(len(widths))]
        most = max(len(entries) for __, __, entries in columns)
        row_h = max(16, min(round(28 * s), (area.bottom - top - round(32 * s)) // max(1, most)))
        tagged = len(self.sets) > 1        # with one set every entry is a base card: no tags needed
        self.rows = []
        self.hover_entry = None
        mouse = self.scene.app.mouse
        for k, (group, label, entries) in enumerate(columns):
            x, col_w = lefts[k], widths[k]
            if label:
                theme.draw_text(surface, tr("list_count", label=label, n=len(chosen[group])), (x, top), round(15 * s),
                                theme.ACCENT, "bold", max_width=col_w - round(12 * s))
            y = top + round(26 * s)
            for entry in entries:
                rect = pygame.Rect(x, y, col_w - round(12 * s), row_h - 2)
                on = entry in chosen[group]
                hover = rect.collidepoint(mouse)
                if hover:
                    self.hover_entry = (group, entry)
                pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (32, 36, 44), rect, border_radius=4)
                box = pygame.Rect(rect.x + 4, rect.y + (rect.h - row_h // 2) // 2, row_h // 2, row_h // 2)
                pygame.draw.rect(surface, theme.GOOD if on else theme.PANEL_EDGE, box, 0 if on else 1,
                                 border_radius=3)
                right = rect.right
                if tagged:
                    right = self._set_tag(surface, self.entry_set(group, entry), rect) - round(4 * s)
                name = self._entry_name(group, entry)
                # A long name (a German monster class) takes two lines rather than shrinking past legibility.
                size = round(15 * s)
                label = pygame.Rect(box.right + round(8 * s), rect.y, right - box.right - round(10 * s), rect.h)
                theme.text_box(surface, name, label, size, theme.TEXT if on else theme.TEXT_DIM, "sans",
                               valign="center", lines=2, min_size=max(8, round(size * 0.6)))
                self.rows.append((rect, group, entry))
                y += row_h

    def _entry_name(self, group: str, entry: str) -> str:
        return card_name(self.catalogue[entry].name if group == "village" else entry)

    def entry_set(self, group: str, entry: str) -> str:
        """The set a list entry comes from ("base" or "wrath")."""
        if group == "monsters":
            return self.catalogue.monster_classes()[entry][0].set
        if group == "heroes":
            return self.catalogue.hero_lines()[entry][0].set
        return self.catalogue[entry].set

    def _set_tag(self, surface: pygame.Surface, set_name: str, row: pygame.Rect) -> int:
        """A small badge naming the entry's set at the right end of its row; returns its left edge."""
        s = self.s
        wrath = set_name == "wrath"
        tag = tr(f"set_tag_{set_name}")
        img = theme.fonts().render(tag, "cond_bold", max(9, round(12 * s)),
                                   (255, 255, 255) if wrath else theme.TEXT_DIM)
        pill = img.get_rect().inflate(round(10 * s), round(2 * s))
        pill.midright = (row.right - round(4 * s), row.centery)
        pygame.draw.rect(surface, theme.WRATH_COLOR if wrath else (44, 48, 56), pill, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        theme.note_text(surface, tag, pill, row)
        return pill.x

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is None:
            return
        group, entry = self.hover_entry
        cards: list[Card]
        if group == "monsters":
            cards = sorted(self.catalogue.monster_classes()[entry], key=lambda c: c.health)
        elif group == "heroes":
            cards = self.catalogue.hero_lines()[entry]
        else:
            cards = [self.catalogue[entry]]
        w, h = surface.get_size()
        s = self.s
        mouse = self.scene.app.mouse
        cw = round(190 * s) if len(cards) <= 3 else round(150 * s)
        gap = round(10 * s)
        total = len(cards) * (cw + gap) - gap
        ch = card_height(cw)
        x = max(round(10 * s), min(mouse[0] - total // 2, w - total - round(10 * s)))
        y = mouse[1] - ch - round(24 * s)
        if y < round(10 * s):
            y = mouse[1] + round(24 * s)
        bg = pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap)
        theme.panel(surface, bg, (18, 20, 26), theme.ACCENT, round(10 * s))
        art = self.scene.app.card_art("classic")
        for card in cards:
            theme.blit(surface, art.face(card, cw), (x, y), popup=True)
            x += cw + gap
