"""New Game's saved setups, for any game: the rulebook's setups of the game beside the player's own (kept by
`persistence/setups.py` in the data folder), each loaded with a click; "Save setup" under a name (asks before
replacing one of the same file name); delete with a confirmation. A damaged file is listed in red with its reason
and can only be deleted; a setup that uses a set the player does not own ("Sets I own") is refused with a sentence.

The game's setup panel says what the card set on screen is, how to load a saved one, how to describe one in a line,
and which rulebook setups it has.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

import pygame
from pydantic import BaseModel

from ..persistence.disk import disk_problem
from ..persistence.names import file_label
from ..persistence.saves import exists
from ..persistence.setups import SavedSetup, SetupEntry, delete_setup, list_setups, save_setup, setup_path
from . import theme
from .overlays import ConfirmDialog, ScreenScale
from .sets_owned import not_owned_titles
from .strings import tr
from .widgets import Button, TextField, WidgetGroup


class SavedSetupsBox:
    def __init__(self, scene: Any, game: str, current: Callable[[], tuple[tuple[str, ...], BaseModel]],
                 load_saved: Callable[[SavedSetup], None], describe: Callable[[SavedSetup], str],
                 presets: Sequence[tuple[str, str]], load_preset: Callable[[str], None]) -> None:
        """`current()`: the sets and card set on screen (ValueError: why there is none to save); `load_saved`: put a
        saved setup on screen (ValueError: why it cannot be used); `describe`: a saved setup in a line; `presets`:
        (id, name) of the rulebook's setups; `load_preset(id)` puts one on screen."""
        self.scene = scene
        self.game = game
        self.current = current
        self.load_saved = load_saved
        self.describe = describe
        self.presets = list(presets)
        self.load_preset = load_preset
        self.entries: list[SetupEntry] = []
        self.scroll = 0
        self.name = ""
        self.rows: list[tuple[pygame.Rect, SetupEntry]] = []
        self.refresh()

    def refresh(self) -> None:
        self.entries = list_setups(self.game)
        self.scroll = min(self.scroll, max(0, len(self.entries) - 1))

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, area: pygame.Rect, s: float, rh: int, gap: int, fs: int) -> None:
        self.s = s
        self.area = area
        left_w = round(area.w * 0.34)
        self.presets_rect = pygame.Rect(area.x, area.y, left_w, area.h)
        mine = pygame.Rect(area.x + left_w + round(20 * s), area.y, area.w - left_w - round(20 * s), area.h)
        self.mine_rect = mine
        # The rulebook's setups: one button each.
        y = area.y + round(24 * s)
        ph = max(20, min(rh, (area.bottom - y) // max(1, len(self.presets)) - 4))
        for pid, name in self.presets:
            rect = pygame.Rect(area.x, y, left_w, ph)
            widgets.add(Button(f"preset:{pid}", rect, name, partial(self._load_preset, pid), "quiet",
                               font_size=fs - 3))
            y += ph + 4
        # The player's: a name and Save, then the list.
        fh = min(rh, round(38 * s))
        y = mine.y + round(24 * s)
        bw = round(170 * s)
        field = TextField("setup_name", pygame.Rect(mine.x, y, mine.w - bw - gap, fh), self.name, 40,
                          font_size=fs - 2, on_change=lambda text: setattr(self, "name", text))
        widgets.add(field)
        widgets.add(Button("save_setup", pygame.Rect(mine.right - bw, y, bw, fh), tr("save_setup"), self.save,
                           "normal", font_size=fs - 3))
        self.list_top = y + fh + round(10 * s)
        self.row_h = max(24, round(44 * s))
        self.rows = []
        visible = self.visible_rows()
        bw2 = round(96 * s)
        bh = self.row_h - round(14 * s)
        for k, entry in enumerate(self.entries[self.scroll:self.scroll + visible]):
            rect = pygame.Rect(mine.x, self.list_top + k * self.row_h, mine.w, self.row_h - round(4 * s))
            self.rows.append((rect, entry))
            by = rect.centery - bh // 2
            delete = Button(f"delete_setup:{entry.path.name}", pygame.Rect(rect.right - bw2 - round(6 * s), by, bw2,
                                                                           bh),
                            tr("delete"), partial(self.ask_delete, entry), "quiet", font_size=fs - 4)
            widgets.add(delete)
            if entry.ok:
                widgets.add(Button(f"load_setup:{entry.path.name}",
                                   pygame.Rect(delete.rect.x - bw2 - round(6 * s), by, bw2, bh), tr("load"),
                                   partial(self.load, entry), "normal", font_size=fs - 4))

    def visible_rows(self) -> int:
        return max(1, (self.area.bottom - self.list_top) // self.row_h)

    # ------------------------------------------------------------------------------------------ actions
    def _load_preset(self, pid: str) -> None:
        self.load_preset(pid)
        name = next((n for p, n in self.presets if p == pid), pid)
        self.scene.say(tr("setup_loaded", name=name), theme.GOOD)

    def load(self, entry: SetupEntry) -> None:
        if entry.setup is None:
            self.scene.say(tr("damaged", label=entry.name, error=entry.error), theme.BAD)
            return
        missing = not_owned_titles(self.scene.app.settings, self.game, entry.setup.sets)
        if missing:
            self.scene.say(tr("setup_not_owned", name=entry.name, sets=", ".join(missing)), theme.BAD)
            return
        try:
            self.load_saved(entry.setup)
        except ValueError as exc:
            self.scene.say(tr("damaged", label=entry.name, error=exc), theme.BAD)
            return
        self.scene.say(tr("setup_loaded", name=entry.name), theme.GOOD)

    def save(self) -> None:
        name = self.name.strip()
        if not name:
            self.scene.say(tr("setup_name_needed"), theme.BAD)
            return
        try:
            sets, card_set = self.current()
        except ValueError as exc:
            self.scene.say(str(exc), theme.BAD)
            return
        path = setup_path(name)
        if exists(path):
            old = next((e.name for e in self.entries if e.path == path), path.stem)
            self.scene.overlay = ConfirmDialog(self._scale(), tr("replace_setup"),
                                               tr("replace_setup_detail", file=file_label(path), old=old, new=name),
                                               lambda: self.write(name, sets, card_set, replace=True))
            return
        self.write(name, sets, card_set)

    def write(self, name: str, sets: tuple[str, ...], card_set: BaseModel, replace: bool = False) -> None:
        try:
            save_setup(name, self.game, sets, card_set, replace=replace)
        except OSError as exc:
            self.scene.say(tr("setup_save_failed", why=disk_problem(exc)), theme.BAD)
            return
        except ValueError as exc:
            self.scene.say(str(exc), theme.BAD)
            return
        self.refresh()
        self.scene.layout()
        self.scene.say(tr("setup_saved", name=name), theme.GOOD)

    def ask_delete(self, entry: SetupEntry) -> None:
        self.scene.overlay = ConfirmDialog(self._scale(), tr("delete_setup", name=entry.name),
                                           tr("delete_setup_detail", file=file_label(entry.path)),
                                           lambda: self.delete(entry))

    def delete(self, entry: SetupEntry) -> None:
        try:
            delete_setup(entry.path)
        except OSError as exc:
            self.scene.say(tr("setup_delete_failed", why=disk_problem(exc)), theme.BAD)
            return
        self.refresh()
        self.scene.layout()
        self.scene.say(tr("setup_deleted", name=entry.name), theme.TEXT_DIM)

    def _scale(self) -> ScreenScale:
        w, h = self.scene.app.size
        return ScreenScale(w, h, self.s)

    # ------------------------------------------------------------------------------------------ events and drawing
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.mine_rect.collidepoint(self.scene.app.mouse):
            most = max(0, len(self.entries) - self.visible_rows())
            scroll = max(0, min(most, self.scroll - event.y))
            if scroll != self.scroll:
                self.scroll = scroll
                self.scene.layout()
            return True
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the widgets: what the empty name field is for."""
        field = self.scene.widgets.get("setup_name")
        if isinstance(field, TextField) and not field.text and not field.focused:
            theme.draw_text(surface, tr("setup_name_hint"), (field.rect.x + round(10 * self.s), field.rect.centery),
                            round(14 * self.s), theme.TEXT_DIM, "sans", "midleft")

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        theme.draw_text(surface, tr("rulebook_setups"), (self.presets_rect.x, self.presets_rect.y), round(15 * s),
                        theme.ACCENT, "bold")
        theme.draw_text(surface, tr("your_setups", n=len(self.entries)), (self.mine_rect.x, self.mine_rect.y),
                        round(15 * s), theme.ACCENT, "bold")
        if not self.entries:
            theme.draw_text(surface, tr("no_setups"), (self.mine_rect.x, self.list_top + round(8 * s)),
                            round(14 * s), theme.TEXT_DIM, "sans", max_width=self.mine_rect.w)
        settings = self.scene.app.settings
        for rect, entry in self.rows:
            pygame.draw.rect(surface, (34, 38, 46), rect, border_radius=round(6 * s))
            text_w = rect.w - round(230 * s)
            if entry.setup is None:
                name_color, detail, detail_color = theme.BAD, entry.error, theme.BAD
            else:
                missing = not_owned_titles(settings, self.game, entry.setup.sets)
                name_color = theme.TEXT if not missing else theme.TEXT_DIM
                detail = self.describe(entry.setup)
                detail_color = theme.TEXT_DIM
                if missing:
                    detail, detail_color = tr("needs_sets", sets=", ".join(missing)), theme.BAD
            theme.draw_text(surface, entry.name, (rect.x + round(10 * s), rect.y + round(3 * s)), round(15 * s),
                            name_color, "bold", max_width=text_w)
            theme.draw_text(surface, detail, (rect.x + round(10 * s), rect.bottom - round(3 * s)), round(12 * s),
                            detail_color, "sans", "bottomleft", max_width=text_w)
        if self.scroll or self.scroll + len(self.rows) < len(self.entries):
            more = tr("more_setups", first=self.scroll + 1, last=self.scroll + len(self.rows), n=len(self.entries))
            theme.draw_text(surface, more, (self.mine_rect.right, self.mine_rect.y), round(12 * s), theme.TEXT_DIM,
                            "sans", "topright")
