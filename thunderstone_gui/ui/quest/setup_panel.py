"""Thunderstone Quest's part of New Game: the card set (our own, or a set of the printed cards the player imported
and installed that passes the check - one that no longer does is listed with the reason, not offered), the setup
(the rulebook's Random Setup drawn from the seed, or a setup the set suggests), Side Quests and Guild Sponsorships on
or off (each human chooses at the table, in secret; computers choose for themselves), and the Guardian's level.

The config names its set by id and content hash only (systems/quest/config.py): a save of a game with an imported
set carries no printed card, and replays wherever that set is installed.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import card_name
from ...systems.quest.cards import OUR_SET, Catalogue, our_set, register_set
from ...systems.quest.config import QuestChoice, QuestConfig, QuestVariants
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..widgets import Cycler, WidgetGroup
from .card_art import card_height
from .strings import tr


class SetChoice(NamedTuple):
    set_id: str
    label: str
    catalogue: Catalogue | None      # None: installed but no longer valid
    problem: str = ""


def available_sets() -> list[SetChoice]:
    """Our own set first, then every installed import (the broken ones with the reason, to show, not to choose)."""
    ours = our_set()
    out = [SetChoice(OUR_SET, card_name(ours.name), ours)]     # its name says it is ours
    try:
        from ...quest_import import installed_sets

        installed = installed_sets()
    except Exception:  # noqa: BLE001 - a damaged data folder must not break New Game
        installed = []
    for entry in installed:
        if entry.data is None:
            out.append(SetChoice(entry.set_id, tr("set_broken", name=entry.name, why=entry.problem), None,
                                 entry.problem))
        else:
            out.append(SetChoice(entry.set_id, tr("set_imported", name=entry.name), register_set(entry.data)))
    return out


class QuestSetupPanel(SetupPanel):
    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.sets = available_sets()
        self.set_index = 0
        self.setup = "random"
        self.side_quests = True
        self.sponsorships = True
        self.guardian_level = 4
        self.rows: list[tuple[pygame.Rect, str, str]] = []
        self.hover_entry: tuple[str, str] | None = None
        self.labels: list[tuple[str, int]] = []

    @property
    def catalogue(self) -> Catalogue:
        found = self.sets[self.set_index].catalogue
        return found if found is not None else our_set()

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        cx, y = areas.cards.x, areas.cards.y + round(34 * s)
        usable = [(k, c.label) for k, c in enumerate(self.sets) if c.catalogue is not None]
        widgets.add(Cycler("quest_set", pygame.Rect(cx, y, areas.cards.w, rh), usable, self.set_index,
                           self._set_set, fs - 2))
        y += rh + gap
        setups = [("random", tr("setup_random"))] + [(sid, st.name) for sid, st in self.catalogue.setups.items()]
        if self.setup not in dict(setups):
            self.setup = "random"
        widgets.add(Cycler("quest_setup", pygame.Rect(cx, y, areas.cards.w, rh), setups, self.setup,
                           self._set_setup, fs - 1))
        y += rh + gap
        self.note_y = y + round(6 * s)
        # The three choices without labels above them: each value names itself ("No Side Quests", "Guardian of
        # level 4"), and with the shell's Undo and Seed below, labelled rows would run into the card lists at 720p.
        vx, y = areas.rules.x, areas.rules.y
        self.labels = []
        widgets.add(Cycler("side_quests", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("side_quests_on")), (False, tr("side_quests_off"))], self.side_quests,
                           lambda v: setattr(self, "side_quests", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("sponsorships", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("sponsorships_on")), (False, tr("sponsorships_off"))], self.sponsorships,
                           lambda v: setattr(self, "sponsorships", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("guardian_level", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(n, tr("guardian_level_n", n=n)) for n in (4, 5, 6)], self.guardian_level,
                           lambda v: setattr(self, "guardian_level", v), fs - 1))
        return y + rh + gap

    def rule_labels(self) -> list[tuple[str, int]]:
        return self.labels

    def _set_set(self, index: int) -> None:
        self.set_index = index
        self.scene.layout()

    def _set_setup(self, value: str) -> None:
        self.setup = value

    # ------------------------------------------------------------------------------------------ the config
    def choice(self) -> QuestChoice:
        catalogue = self.catalogue
        level = self.guardian_level
        if self.setup == "random":
            return QuestChoice.random(catalogue, self.scene.seed, level)
        return QuestChoice.preset(catalogue, self.setup, level)

    def choice_or_none(self) -> QuestChoice | None:
        try:
            return self.choice()
        except ValueError:
            return None

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        catalogue = self.catalogue
        level = self.guardian_level
        choice = (QuestChoice.random(catalogue, seed, level) if self.setup == "random"
                  else QuestChoice.preset(catalogue, self.setup, level))
        return QuestConfig(seats=seats, card_set=catalogue.set_id, card_set_hash=catalogue.hash, choice=choice,
                           seed=seed, variants=QuestVariants(undo_policy=undo_policy,  # type: ignore[arg-type]
                                                             side_quests=self.side_quests,
                                                             sponsorships=self.sponsorships))

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        theme.draw_text(surface, tr("card_set").upper(), (self.col_cards.x, self.col_cards.y), round(16 * s),
                        theme.ACCENT, "bold")
        y = self.note_y
        notes = []
        if self.setup == "random":
            notes.append((tr("random_note"), theme.TEXT_DIM))
        if not self.catalogue.publisher_cards:
            notes.append((tr("set_notice_ours"), theme.TEXT_DIM))
        notes += [(c.label, theme.BAD) for c in self.sets if c.catalogue is None]
        notes.append((tr("import_hint"), theme.TEXT_DIM))
        f = theme.fonts()
        size = round(14 * s)
        for text, color in notes:
            for line in f.wrap(text, "sans", size, self.col_cards.w):
                theme.draw_text(surface, line, (self.col_cards.x, y), size, color, "sans")
                y += size + round(4 * s)
            y += round(4 * s)
        self._draw_lists(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_preview(surface)

    def entries(self) -> list[tuple[str, str, list[tuple[str, str]]]]:
        """The game's cards in groups: (group, title, [(entry, label)])."""
        choice = self.choice_or_none()
        cat = self.catalogue
        if choice is None:
            return []
        rooms = sorted(choice.rooms, key=lambda r: cat[r].level)
        groups = cat.monster_groups()
        monsters = [(g, f"{card_name(g)} (L{groups[g][0].level})") for g in sorted(choice.monster_groups,
                                                                                  key=lambda g: groups[g][0].level)]
        monsters.append((f"guardian:{choice.guardian}", tr("list_guardian", name=card_name(choice.guardian),
                                                           level=choice.guardian_level)))
        return [("heroes", tr("list_heroes"), [(line, card_name(line)) for line in choice.heroes]),
                ("market", tr("list_market"), [(c, card_name(cat[c].name)) for c in choice.marketplace]),
                ("rooms", tr("list_rooms"), [(r, f"{card_name(cat[r].name)} (L{cat[r].level})") for r in rooms]),
                ("monsters", tr("list_monsters"), monsters)]

    def _draw_lists(self, surface: pygame.Surface) -> None:
        s = self.s
        area = self.lists_rect
        theme.panel(surface, area, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        theme.draw_text(surface, tr("cards_in_game"), (area.x + round(14 * s), area.y + round(8 * s)),
                        round(14 * s), theme.TEXT_DIM, "bold")
        groups = self.entries()
        self.rows = []
        self.hover_entry = None
        if not groups:
            return
        top = area.y + round(36 * s)
        col_w = (area.w - round(28 * s)) // len(groups)
        most = max(len(entries) for _, _, entries in groups)
        row_h = max(16, min(round(26 * s), (area.bottom - top - round(32 * s)) // max(1, most)))
        mouse = self.scene.app.mouse
        for k, (group, title, entries) in enumerate(groups):
            x = area.x + round(14 * s) + k * col_w
            theme.draw_text(surface, f"{title} ({len(entries)})", (x, top), round(15 * s), theme.ACCENT, "bold")
            y = top + round(26 * s)
            for entry, label in entries:
                rect = pygame.Rect(x, y, col_w - round(12 * s), row_h - 2)
                hover = rect.collidepoint(mouse)
                if hover:
                    self.hover_entry = (group, entry)
                pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (32, 36, 44), rect, border_radius=4)
                theme.draw_text(surface, label, (rect.x + round(8 * s), rect.centery), round(15 * s), theme.TEXT,
                                "sans", "midleft", max_width=rect.w - round(12 * s))
                self.rows.append((rect, group, entry))
                y += row_h

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is None:
            return
        group, entry = self.hover_entry
        cat = self.catalogue
        if group == "heroes":
            cards = cat.hero_lines().get(entry, [])
        elif group == "monsters" and entry.startswith("guardian:"):
            cards = cat.guardians().get(entry[9:], [])
        elif group == "monsters":
            cards = sorted(cat.monster_groups().get(entry, []), key=lambda c: c.health)
        else:
            cards = [cat[entry]] if entry in cat else []
        if not cards:
            return
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
        theme.panel(surface, pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap), (18, 20, 26), theme.ACCENT,
                    round(10 * s))
        art = self.scene.app.card_art("quest")
        for card in cards:
            surface.blit(art.face(card, cw), (x, y))
            x += cw + gap
