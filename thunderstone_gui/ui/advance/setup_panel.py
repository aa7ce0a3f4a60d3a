"""Thunderstone Advance's part of New Game: the board's side (Dungeon, 3 ranks; Wilderness, 4 ranks), the card set
(Random by the Advance randomizer rules, AEG's three themed setups, or Custom: one monster group of each level, the
Thunderstone Bearer, 4 hero lines and 8 Village cards picked from lists that show the cards on hover), and what the
game leaves out and why (Familiars; the Horde in random setups)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...engine.config import GameConfig, Seat, Variants
from ...i18n import N_, _, card_name
from ...systems.advance.cards import Card, load_catalogue
from ...systems.advance.config import (
    HERO_LINES_IN_GAME,
    NOT_PLAYED,
    VILLAGE_STACKS_IN_GAME,
    AdvanceCardSet,
    AdvanceConfig,
)
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..widgets import Cycler, WidgetGroup
from .card_art import card_height
from .strings import tr

# The config's notes on what is not played (systems/advance/config.py, NOT_PLAYED), marked here for the catalog: the
# panel says them with _().
NOT_PLAYED_MARKED = (
    N_("Familiars are left out: their cards (names, texts, XP thresholds) are not known."),
    N_("Random setups never draw the Soulstolen Horde: the Health of its last six cards is not known (ours is a "
       "guess); choose it by hand or play Tower of Corruption."),
)


def not_played(key: str) -> str:
    """A note of the config on what is not played, in the current language."""
    note = NOT_PLAYED[key]
    return _(note)

LEVELS = (1, 2, 3)


class AdvanceSetupPanel(SetupPanel):
    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.catalogue = load_catalogue()
        self.setup = "random"
        self.board = "dungeon"
        first = next(iter(self.catalogue.setups))
        self.custom = self._picks(AdvanceCardSet.themed(first))
        self.rows: list[tuple[pygame.Rect, str, str]] = []     # (rect, list, entry) of the lists
        self.hover_entry: tuple[str, str] | None = None
        self.labels: list[tuple[str, int]] = []

    @staticmethod
    def _picks(card_set: AdvanceCardSet) -> dict[str, Any]:
        return {"monsters": set(card_set.monster_groups), "bearer": card_set.bearer,
                "heroes": set(card_set.hero_lines), "village": set(card_set.village)}

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        cx = areas.cards.x
        y = areas.cards.y + round(34 * s)
        options = [("random", tr("random_set"))] + [(sid, card_name(st.name))
                                                    for sid, st in self.catalogue.setups.items()]
        options.append(("custom", tr("custom_set")))
        widgets.add(Cycler("card_set", pygame.Rect(cx, y, areas.cards.w, rh), options, self.setup, self._set_setup,
                           fs))
        self.note_y = y + rh + round(8 * s)
        vx, y = areas.rules.x, areas.rules.y
        self.labels = [(tr("board"), y)]
        y += round(24 * s)
        widgets.add(Cycler("board", pygame.Rect(vx, y, areas.rules.w, rh),
                           [("dungeon", tr("board_dungeon")), ("wilderness", tr("board_wilderness"))], self.board,
                           lambda v: setattr(self, "board", v), fs - 1))
        return y + rh + gap

    def rule_labels(self) -> list[tuple[str, int]]:
        return self.labels

    # ------------------------------------------------------------------------------------------ changes
    def _set_setup(self, value: str) -> None:
        if value == "custom":
            current = self.card_set_or_none()
            if current is not None:
                self.custom = self._picks(current)
        self.setup = value
        self.scene.layout()

    def card_set_or_none(self) -> AdvanceCardSet | None:
        try:
            return self.card_set()
        except ValueError:
            return None

    def card_set(self) -> AdvanceCardSet:
        if self.setup == "random":
            return AdvanceCardSet.random(self.scene.seed)
        if self.setup == "custom":
            c = self.custom
            levels = sorted(self.catalogue.groups[g].level for g in c["monsters"])
            if (levels != list(LEVELS) or not c["bearer"] or len(c["heroes"]) != HERO_LINES_IN_GAME
                    or len(c["village"]) != VILLAGE_STACKS_IN_GAME):
                raise ValueError(tr("custom_incomplete"))
            groups = tuple(sorted(c["monsters"], key=lambda g: self.catalogue.groups[g].level))
            return AdvanceCardSet(source="custom", monster_groups=groups, bearer=c["bearer"],
                                  hero_lines=tuple(sorted(c["heroes"])), village=tuple(sorted(c["village"])))
        return AdvanceCardSet.themed(self.setup)

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        return AdvanceConfig(seats=seats, card_set=self.card_set(), board=self.board,  # type: ignore[arg-type]
                             variants=Variants(undo_policy=undo_policy), seed=seed)  # type: ignore[arg-type]

    # ------------------------------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, group, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.toggle(group, entry)
                    return True
        return False

    def toggle(self, group: str, entry: str) -> None:
        """A click on a list's entry: custom picks (one group per level and one Bearer replace the old pick; hero
        lines and Village cards are switched on or off)."""
        if self.setup != "custom":
            self._set_setup("custom")
            cycler = self.scene.widgets.get("card_set")
            if isinstance(cycler, Cycler):
                cycler.set_value("custom")
        c = self.custom
        if group == "monsters":
            level = self.catalogue.groups[entry].level
            c["monsters"] = {g for g in c["monsters"] if self.catalogue.groups[g].level != level} | {entry}
        elif group == "bearer":
            c["bearer"] = entry
        else:
            chosen = c[group]
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
        notes: list[tuple[str, theme.Color]] = []
        if self.setup == "custom":
            c = self.custom
            levels = len({self.catalogue.groups[g].level for g in c["monsters"]})
            notes.append((tr("pick_counts", levels=levels, bearer=1 if c["bearer"] else 0, h=len(c["heroes"]),
                             v=len(c["village"])), theme.GOOD if current is not None else theme.BAD))
        elif self.setup == "random":
            notes.append((tr("random_note"), theme.TEXT_DIM))
            notes.append((not_played("undead_horde"), theme.TEXT_DIM))
        else:
            setup = self.catalogue.setups[self.setup]
            notes.append((tr("themed_note") + (f" {setup.note}" if setup.note else ""), theme.TEXT_DIM))
        notes.append((not_played("familiars"), theme.ACCENT))
        y = self.note_y
        size = round(13 * s)
        f = theme.fonts()
        for text, color in notes:
            for line in f.wrap(text, "sans", size, self.col_cards.w):
                if y + size > self.lists_rect.y - round(4 * s):
                    return
                theme.draw_text(surface, line, (self.col_cards.x, y), size, color, "sans")
                y += size + round(3 * s)
            y += round(4 * s)

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_preview(surface)

    def _columns(self) -> list[tuple[str, str, list[tuple[str, str]]]]:
        """(list, title, [(entry, label)]) for each column; a level heading is an entry of its own ("", label)."""
        cat = self.catalogue
        monsters: list[tuple[str, str]] = []
        for level in LEVELS:
            monsters.append(("", tr("monster_level", n=level)))
            monsters += [(g.id, card_name(g.name)) for g in cat.groups.values() if g.level == level]
        bearers = [(b, card_name(cat[b].name)) for b in cat.bearers]
        heroes = [(line, card_name(cat.lines[line].name)) for line in sorted(cat.line_cards)]
        village = [(cid, card_name(cat[cid].name)) for cid in cat.village_ids]
        return [("monsters", tr("monster_groups"), monsters), ("bearer", tr("bearer"), bearers),
                ("heroes", tr("heroes"), heroes), ("village", tr("village"), village)]

    def _draw_lists(self, surface: pygame.Surface, current: AdvanceCardSet | None) -> None:
        s = self.s
        area = self.lists_rect
        theme.panel(surface, area, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        theme.draw_text(surface, tr("cards_in_game"), (area.x + round(14 * s), area.y + round(8 * s)), round(14 * s),
                        theme.TEXT_DIM, "bold")
        if self.setup == "custom" or current is None:
            c = self.custom
            chosen = {"monsters": c["monsters"], "bearer": {c["bearer"]}, "heroes": c["heroes"],
                      "village": c["village"]}
        else:
            chosen = {"monsters": set(current.monster_groups), "bearer": {current.bearer},
                      "heroes": set(current.hero_lines), "village": set(current.village)}
        top = area.y + round(36 * s)
        fit = max(4, (area.bottom - top - round(32 * s)) // max(16, round(20 * s)))
        columns: list[tuple[str, str, list[tuple[str, str]]]] = []
        for group, label, entries in self._columns():
            n = max(1, math.ceil(len(entries) / fit))
            per = math.ceil(len(entries) / n)
            for k in range(n):
                columns.append((group, label if k == 0 else "", entries[k * per:(k + 1) * per]))
        col_w = (area.w - round(28 * s)) // len(columns)
        most = max(len(entries) for _, _, entries in columns)
        row_h = max(16, min(round(28 * s), (area.bottom - top - round(32 * s)) // max(1, most)))
        self.rows = []
        self.hover_entry = None
        mouse = self.scene.app.mouse
        cat = self.catalogue
        for k, (group, label, entries) in enumerate(columns):
            x = area.x + round(14 * s) + k * col_w
            if label:
                count = len(chosen[group]) if group != "bearer" else len(chosen[group] - {""})
                theme.draw_text(surface, _("{label} ({n})").format(label=label, n=count), (x, top), round(15 * s),
                                theme.ACCENT, "bold",
                                max_width=col_w - round(12 * s))
            y = top + round(26 * s)
            for entry, name in entries:
                rect = pygame.Rect(x, y, col_w - round(12 * s), row_h - 2)
                y += row_h
                if not entry:
                    theme.draw_text(surface, name, (rect.x + 4, rect.centery), round(13 * s), theme.TEXT_DIM,
                                    "cond_bold", "midleft")
                    continue
                on = entry in chosen[group]
                hover = rect.collidepoint(mouse)
                if hover:
                    self.hover_entry = (group, entry)
                pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (32, 36, 44), rect, border_radius=4)
                box = pygame.Rect(rect.x + 4, rect.y + (rect.h - row_h // 2) // 2, row_h // 2, row_h // 2)
                radio = group in ("monsters", "bearer")
                if radio:
                    pygame.draw.circle(surface, theme.GOOD if on else theme.PANEL_EDGE, box.center, box.w // 2,
                                       0 if on else 1)
                else:
                    pygame.draw.rect(surface, theme.GOOD if on else theme.PANEL_EDGE, box, 0 if on else 1,
                                     border_radius=3)
                right = rect.right
                tag = ""
                if group == "monsters" and cat.groups[entry].not_random:
                    tag = tr("not_random_tag")
                elif group == "village":
                    tag = tr(f"village_type_{cat[entry].village_type}")
                if tag:
                    right = self._tag(surface, tag, rect, group == "monsters") - round(4 * s)
                theme.draw_text(surface, name, (box.right + round(8 * s), rect.centery), round(15 * s),
                                theme.TEXT if on else theme.TEXT_DIM, "sans", "midleft",
                                max_width=max(10, right - box.right - round(10 * s)))
                self.rows.append((rect, group, entry))

    def _tag(self, surface: pygame.Surface, text: str, row: pygame.Rect, warn: bool) -> int:
        s = self.s
        img = theme.fonts().render(text, "cond_bold", max(9, round(12 * s)),
                                   (255, 255, 255) if warn else theme.TEXT_DIM)
        pill = img.get_rect().inflate(round(10 * s), round(2 * s))
        pill.midright = (row.right - round(4 * s), row.centery)
        pygame.draw.rect(surface, theme.BAD if warn else (44, 48, 56), pill, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        return pill.x

    def _cards_of(self, group: str, entry: str) -> list[Card]:
        cat = self.catalogue
        if group == "monsters":
            cards = cat.group_cards.get(entry, [])
            return sorted((c for c in cards if not c.is_placeholder), key=lambda c: (c.horde_position, c.health))
        if group == "heroes":
            return list(cat.line_cards[entry])
        return [cat[entry]]

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is None:
            return
        group, entry = self.hover_entry
        cards = self._cards_of(group, entry)
        if not cards:
            return
        w, h = surface.get_size()
        s = self.s
        mouse = self.scene.app.mouse
        gap = round(10 * s)
        cw = round(190 * s) if len(cards) <= 3 else max(round(96 * s), min(round(150 * s),
                                                                          (w - 40) // len(cards) - gap))
        total = len(cards) * (cw + gap) - gap
        ch = card_height(cw)
        x = max(round(10 * s), min(mouse[0] - total // 2, w - total - round(10 * s)))
        y = mouse[1] - ch - round(24 * s)
        if y < round(10 * s):
            y = mouse[1] + round(24 * s)
        bg = pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap)
        theme.panel(surface, bg, (18, 20, 26), theme.ACCENT, round(10 * s))
        art = self.scene.app.card_art("advance")
        for card in cards:
            surface.blit(art.face(card, cw), (x, y))
            x += cw + gap
