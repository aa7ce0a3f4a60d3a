"""New Game: 2-5 seats (Human or Computer at a level), names; the card sets in play (the base game, or the base game
with Wrath of the Elements); the card set (First Game, the five presets - base cards only -, Random from the chosen
sets with a number of monster classes, or Custom from lists that show each card and its set); rules edition and
undo policy; the seed, shown and editable."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

import pygame
from pydantic import ValidationError

from ...engine.config import GameConfig, Seat
from ...systems.classic.cards import Card, load_catalogue
from ...systems.classic.config import (
    DEFAULT_MONSTER_CLASSES,
    HERO_LINES_IN_GAME,
    MAX_SEATS,
    MIN_SEATS,
    VILLAGE_STACKS_IN_GAME,
    CardSet,
    ClassicConfig,
    ClassicVariants,
)
from .. import theme
from ..ai_runner import available_levels
from ..card_art import card_height
from ..match import Match
from ..scene import Scene
from ..strings import tr
from ..widgets import Button, Cycler, TextField
from .common import backdrop, message_line, title, ui_scale

if TYPE_CHECKING:
    from ...app import App


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        names = list(app.settings.player_names) + ["Player"] * MAX_SEATS
        self.seats: list[dict[str, Any]] = [{"name": names[0], "kind": "human"}, {"name": names[1], "kind": "human"}]
        self.names_pool = names
        self.levels = available_levels("classic")   # the game this screen sets up (ClassicConfig)
        self.sets: tuple[str, ...] = ("base",)
        self.catalogue = load_catalogue("2nd", self.sets)
        self.setup = "first_game"
        self.monster_count = DEFAULT_MONSTER_CLASSES
        self.edition = "2nd"
        self.undo_policy = "strict"
        self.seed = random.randrange(1, 10**9)
        preset = CardSet.preset("first_game")
        self.custom: dict[str, set[str]] = {"monsters": set(preset.monster_classes), "heroes": set(preset.hero_lines),
                                            "village": set(preset.village)}
        self.rows: list[tuple[pygame.Rect, str, str]] = []    # (rect, list, entry) of the card-set lists
        self.hover_entry: tuple[str, str] | None = None

    # ------------------------------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        self.s = s
        fs = round(18 * s)
        rh = round(42 * s)
        gap = round(10 * s)
        # Players
        x0 = round(w * 0.04)
        self.col_players = pygame.Rect(x0, round(110 * s), round(w * 0.36), round(330 * s))
        y = self.col_players.y + round(34 * s)
        kind_options = [("human", tr("human"))] + [(f"ai:{lv}", tr("computer", level=lv)) for lv in self.levels]
        for k, seat in enumerate(self.seats):
            nw = round(self.col_players.w * 0.42)
            field = TextField(f"name:{k}", pygame.Rect(x0, y, nw, rh), seat["name"], 24, font_size=fs,
                              on_change=lambda text, k=k: self.seats[k].__setitem__("name", text))
            self.widgets.add(field)
            kw = round(self.col_players.w * 0.4)
            self.widgets.add(Cycler(f"kind:{k}", pygame.Rect(x0 + nw + gap, y, kw, rh), kind_options, seat["kind"],
                                    lambda v, k=k: self.seats[k].__setitem__("kind", v), fs - 2))
            rm = Button(f"remove:{k}", pygame.Rect(x0 + nw + kw + 2 * gap, y, self.col_players.w - nw - kw - 2 * gap,
                                                   rh), "✕", lambda k=k: self.remove_seat(k), "quiet",
                        font_size=fs)
            rm.enabled = len(self.seats) > MIN_SEATS
            self.widgets.add(rm)
            y += rh + gap
        add = Button("add_seat", pygame.Rect(x0, y, round(200 * s), rh), tr("add_seat"), self.add_seat, "normal",
                     font_size=fs)
        add.enabled = len(self.seats) < MAX_SEATS
        self.widgets.add(add)
        # Card sets in play, then the card set
        cx = round(w * 0.43)
        self.col_cards = pygame.Rect(cx, round(110 * s), round(w * 0.27), round(330 * s))
        y = self.col_cards.y + round(34 * s)
        self.widgets.add(Cycler("sets", pygame.Rect(cx, y, self.col_cards.w, rh),
                                [(("base",), tr("sets_base")), (("base", "wrath"), tr("sets_wrath"))], self.sets,
                                self._set_sets, fs - 1))
        y += rh + gap
        setups = self.catalogue.setups
        options = [(sid, st.name) for sid, st in setups.items()] + [("random", tr("random_set")),
                                                                     ("custom", tr("custom_set"))]
        self.widgets.add(Cycler("card_set", pygame.Rect(cx, y, self.col_cards.w, rh), options, self.setup,
                                self._set_setup, fs))
        y += rh + gap
        self.note_y = y + round(6 * s)          # the custom counts, or the random/preset note
        max_classes = len(self.catalogue.monster_classes())
        self.monster_count = min(self.monster_count, max_classes)
        count = Cycler("monster_count", pygame.Rect(cx, y, self.col_cards.w, rh),
                       [(n, tr("monster_classes_n", n=n)) for n in range(2, max_classes + 1)], self.monster_count,
                       self._set_count, fs)
        count.visible = self.setup == "random"
        self.widgets.add(count)
        if self.setup == "random":
            self.note_y = y + rh + round(10 * s)
        # Variants and seed
        vx = round(w * 0.73)
        self.col_variants = pygame.Rect(vx, round(110 * s), round(w * 0.23), round(330 * s))
        y = self.col_variants.y + round(34 * s)
        self.variant_labels: list[tuple[str, int]] = []
        self.variant_labels.append((tr("rules_edition"), y))
        y += round(24 * s)
        self.widgets.add(Cycler("edition", pygame.Rect(vx, y, self.col_variants.w, rh),
                                [("2nd", tr("edition_2nd")), ("1st", tr("edition_1st"))], self.edition,
                                lambda v: setattr(self, "edition", v), fs - 1))
        y += rh + gap
        self.variant_labels.append((tr("undo_policy"), y))
        y += round(24 * s)
        self.widgets.add(Cycler("undo_policy", pygame.Rect(vx, y, self.col_variants.w, rh),
                                [("strict", tr("undo_strict")), ("casual", tr("undo_casual"))], self.undo_policy,
                                lambda v: setattr(self, "undo_policy", v), fs - 1))
        y += rh + gap
        self.variant_labels.append((tr("seed"), y))
        y += round(24 * s)
        sw = round(self.col_variants.w * 0.58)
        self.widgets.add(TextField("seed", pygame.Rect(vx, y, sw, rh), str(self.seed), 18, True, fs,
                                   on_change=self._set_seed))
        self.widgets.add(Button("new_seed", pygame.Rect(vx + sw + gap, y, self.col_variants.w - sw - gap, rh),
                                tr("new_seed"), self.reroll, "quiet", font_size=fs - 2))
        # Bottom buttons
        bw, bh = round(260 * s), round(58 * s)
        by = h - bh - round(26 * s)
        self.widgets.add(Button("start", pygame.Rect(w // 2 - bw - round(12 * s), by, bw, bh), tr("start"),
                                self.start, "primary", "⏎", round(23 * s)))
        self.widgets.add(Button("back", pygame.Rect(w // 2 + round(12 * s), by, bw, bh), tr("back"), self.go_back,
                                "quiet", "Esc", round(23 * s)))
        self.lists_rect = pygame.Rect(round(w * 0.04), round(470 * s), round(w * 0.92), by - round(490 * s))

    # ------------------------------------------------------------------------------------------ changes
    def add_seat(self) -> None:
        if len(self.seats) < MAX_SEATS:
            self.seats.append({"name": self.names_pool[len(self.seats)], "kind": "human"})
            self.layout()

    def remove_seat(self, k: int) -> None:
        if len(self.seats) > MIN_SEATS:
            del self.seats[k]
            self.layout()

    def _set_setup(self, value: str) -> None:
        if value == "custom":
            current = self.card_set_or_none()
            if current is not None:
                self.custom = {"monsters": set(current.monster_classes), "heroes": set(current.hero_lines),
                               "village": set(current.village)}
        self.setup = value
        self.layout()

    def _set_sets(self, value: tuple[str, ...]) -> None:
        self.sets = value
        self.catalogue = load_catalogue("2nd", value)
        # Entries of a set no longer in play leave the custom picks.
        known = {"monsters": set(self.catalogue.monster_classes()), "heroes": set(self.catalogue.hero_lines()),
                 "village": {c.id for c in self.catalogue.village_cards()}}
        self.custom = {group: chosen & known[group] for group, chosen in self.custom.items()}
        self.layout()

    def _set_count(self, value: int) -> None:
        self.monster_count = value

    def _set_seed(self, text: str) -> None:
        if text.isdigit():
            self.seed = int(text)

    def reroll(self) -> None:
        self.seed = random.randrange(1, 10**9)
        field = self.widgets.get("seed")
        if isinstance(field, TextField):
            field.text = str(self.seed)

    def card_set_or_none(self) -> CardSet | None:
        try:
            return self.card_set()
        except ValueError:
            return None

    def card_set(self) -> CardSet:
        if self.setup == "random":
            return CardSet.random(self.seed, self.monster_count, self.sets)
        if self.setup == "custom":
            c = self.custom
            if (len(c["monsters"]) < 2 or len(c["heroes"]) != HERO_LINES_IN_GAME
                    or len(c["village"]) != VILLAGE_STACKS_IN_GAME):
                raise ValueError(tr("custom_incomplete"))
            return CardSet(source="custom", monster_classes=tuple(sorted(c["monsters"])),
                           hero_lines=tuple(sorted(c["heroes"])), village=tuple(sorted(c["village"])))
        return CardSet.preset(self.setup)

    def config(self) -> GameConfig:
        seats = []
        for seat in self.seats:
            name = seat["name"].strip()
            if not name:
                raise ValueError(tr("names_needed"))
            kind = seat["kind"]
            if kind.startswith("ai:"):
                seats.append(Seat(name=name, kind="ai", ai_level=kind[3:]))
            else:
                seats.append(Seat(name=name))
        if len({s.name for s in seats}) != len(seats):
            raise ValueError("Two players have the same name")
        return ClassicConfig(seats=tuple(seats), card_set=self.card_set(),
                          variants=ClassicVariants(rules_edition=self.edition, undo_policy=self.undo_policy),  # type: ignore
                          seed=self.seed, sets=self.sets)

    def start(self) -> None:
        try:
            config = self.config()
        except ValidationError as exc:
            self.say(exc.errors()[0]["msg"], theme.BAD)
            return
        except ValueError as exc:
            self.say(str(exc), theme.BAD)
            return
        names = [s.name for s in config.seats]
        self.app.settings.player_names = names + [n for n in self.app.settings.player_names if n not in names]
        self.app.save_settings()
        from .title import start_match

        start_match(self.app, Match.new(config), fresh_device=True)

    def go_back(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        if self.widgets.focused_text() and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.widgets.handle(event, self.app.mouse)
                return
            self.widgets.handle(event, self.app.mouse)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
            if event.key == pygame.K_ESCAPE:
                self.go_back()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, group, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.toggle(group, entry)
                    return
        super().get_event(event)

    def toggle(self, group: str, entry: str) -> None:
        if self.setup != "custom":
            self._set_setup("custom")
            cycler = self.widgets.get("card_set")
            if isinstance(cycler, Cycler):
                cycler.set_value("custom")
        chosen = self.custom[group]
        if entry in chosen:
            chosen.discard(entry)
        else:
            chosen.add(entry)

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = self.s
        title(surface, tr("new_game"), round(22 * s), round(50 * s))
        for rect, label in ((self.col_players, tr("players")), (self.col_cards, tr("card_set")),
                            (self.col_variants, "Rules")):
            theme.draw_text(surface, label.upper(), (rect.x, rect.y), round(16 * s), theme.ACCENT, "bold")
        for label, y in self.variant_labels:
            theme.draw_text(surface, label, (self.col_variants.x, y), round(15 * s), theme.TEXT_DIM, "sans")
        current = self.card_set_or_none()
        self._draw_lists(surface, current)
        note, color = "", theme.TEXT_DIM
        if self.setup == "custom":
            c = self.custom
            note = tr("pick_counts", m=len(c["monsters"]), h=len(c["heroes"]), v=len(c["village"]))
            color = theme.GOOD if current is not None else theme.BAD
        elif self.setup == "random":
            note = "Drawn from the seed: change the seed for another set"
        elif "wrath" in self.sets:
            note = tr("presets_base_only")
        if note:
            theme.draw_text(surface, note, (self.col_cards.x, self.note_y), round(15 * s), color, "sans",
                            max_width=self.col_cards.w)
        self.widgets.draw(surface, self.app.mouse)
        self._draw_preview(surface)
        message_line(surface, self.message, self.message_color, s)

    def _draw_lists(self, surface: pygame.Surface, current: CardSet | None) -> None:
        s = self.s
        area = self.lists_rect
        theme.panel(surface, area, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        theme.draw_text(surface, "CARDS IN THIS GAME — hover to see the cards, click to customise",
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
        col_w = (area.w - round(28 * s)) // len(columns)
        most = max(len(entries) for _, _, entries in columns)
        row_h = max(16, min(round(28 * s), (area.bottom - top - round(32 * s)) // max(1, most)))
        tagged = len(self.sets) > 1        # with one set every entry is a base card: no tags needed
        self.rows = []
        self.hover_entry = None
        mouse = self.app.mouse
        for k, (group, label, entries) in enumerate(columns):
            x = area.x + round(14 * s) + k * col_w
            if label:
                theme.draw_text(surface, f"{label} ({len(chosen[group])})", (x, top), round(15 * s), theme.ACCENT,
                                "bold")
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
                name = self.catalogue[entry].name if group == "village" else entry
                theme.draw_text(surface, name, (box.right + round(8 * s), rect.centery), round(15 * s),
                                theme.TEXT if on else theme.TEXT_DIM, "sans", "midleft",
                                max_width=right - box.right - round(10 * s))
                self.rows.append((rect, group, entry))
                y += row_h

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
        img = theme.fonts().render(tr(f"set_tag_{set_name}"), "cond_bold", max(9, round(12 * s)),
                                   (255, 255, 255) if wrath else theme.TEXT_DIM)
        pill = img.get_rect().inflate(round(10 * s), round(2 * s))
        pill.midright = (row.right - round(4 * s), row.centery)
        pygame.draw.rect(surface, theme.WRATH_COLOR if wrath else (44, 48, 56), pill, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
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
        cw = round(190 * s) if len(cards) <= 3 else round(150 * s)
        gap = round(10 * s)
        total = len(cards) * (cw + gap) - gap
        ch = card_height(cw)
        x = max(round(10 * s), min(self.app.mouse[0] - total // 2, w - total - round(10 * s)))
        y = self.app.mouse[1] - ch - round(24 * s)
        if y < round(10 * s):
            y = self.app.mouse[1] + round(24 * s)
        bg = pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap)
        theme.panel(surface, bg, (18, 20, 26), theme.ACCENT, round(10 * s))
        for card in cards:
            surface.blit(self.app.art.face(card, cw), (x, y))
            x += cw + gap
