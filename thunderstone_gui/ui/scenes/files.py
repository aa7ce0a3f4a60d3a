"""The file dialogs, drawn in pygame: Load a game / Open a replay (a list of saves with date, players, turn;
damaged files are listed with what is wrong and cannot break anything; each can be renamed or deleted), and Save as
(a name). The unfinished games are the title's (Continue), not listed here."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...engine.session import Session
from ...i18n import engine_text
from ...persistence.disk import disk_problem
from ...persistence.names import file_label, printable
from ...persistence.paths import replays_dir, saves_dir
from ...persistence.saves import (
    SaveCutShort,
    SaveError,
    SaveInfo,
    autosave_of,
    continue_in,
    delete_save,
    exists,
    folder_problem,
    holds_no_more_than,
    list_saves,
    load_session,
    read_info,
    rename_save,
    save_as,
    save_path,
)
from .. import theme
from ..focus import Spot
from ..match import Match
from ..overlays import ConfirmDialog, ScreenScale
from ..scene import Scene
from ..strings import joined, tr, trn
from ..widgets import Button, TextField
from .common import backdrop, message_line, new_layout, question_takes, title, ui_scale

if TYPE_CHECKING:
    from ..scene import AppServices
    from .table import TableScene

DOUBLE_CLICK_MS = 450


class FileDialogScene(Scene):
    name = "files"
    redraw_on_demand = True

    def __init__(self, app: AppServices, mode: str, back: Scene | None = None, message: str = "") -> None:
        super().__init__(app)
        self.mode = mode            # "load" | "replay"
        self.back = back
        self.entries: list[SaveInfo] = []
        self.selected = -1
        self.scroll = 0
        self.last_click = (-1, 0)
        self.rows: list[pygame.Rect] = []
        self.overlay: ConfirmDialog | None = None       # "Delete that save?"
        self.renaming: TextField | None = None          # the new name, typed over the selected row
        self.unreadable = ""                            # why the folder cannot be listed, when it cannot
        if message:
            self.say(message, theme.BAD)
        self.refresh()

    def refresh(self, select: Path | None = None) -> None:
        folders = (saves_dir(),) if self.mode == "load" else (replays_dir(), saves_dir())
        entries = list_saves(*folders)
        # A folder that cannot be read is said, not shown as an empty list.
        self.unreadable = ""
        for folder in folders:
            problem = folder_problem(folder)
            if problem:
                which = "saves_folder_unreadable" if folder == saves_dir() else "replays_folder_unreadable"
                self.unreadable = tr(which, why=engine_text(problem))
                self.say(self.unreadable, theme.BAD)
                break
        self.entries = entries
        self.selected = next((k for k, info in enumerate(entries) if info.path == select), 0 if entries else -1)
        self.scroll = max(0, min(self.scroll, len(entries) - 1))

    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.list_rect = pygame.Rect(round(w * 0.12), round(h * 0.18), round(w * 0.76), round(h * 0.58))
        bw, bh, gap = round(200 * s), round(54 * s), round(18 * s)
        y = self.list_rect.bottom + round(24 * s)
        buttons = [("open", tr("load") if self.mode == "load" else tr("watch_replay"), self.open_selected, "primary"),
                   ("rename", tr("rename"), self.start_rename, "normal"),
                   ("delete", tr("delete"), self.ask_delete, "danger"),
                   ("back", tr("back"), self.go_back, "normal")]
        x = w // 2 - (len(buttons) * (bw + gap) - gap) // 2
        for wid, label, callback, style in buttons:
            self.widgets.add(Button(wid, pygame.Rect(x, y, bw, bh), label, callback, style, font_size=round(21 * s)))
            x += bw + gap
        self.row_h = round(56 * s)
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        """Load, Rename and Delete need a file: greyed while the list is empty (Rename also needs a usable one)."""
        chosen = self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None
        for wid, enabled in (("open", chosen is not None), ("rename", chosen is not None and chosen.ok),
                             ("delete", chosen is not None)):
            button = self.widgets.get(wid)
            if button is not None:
                button.enabled = enabled

    def go_back(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            from .title import TitleScene

            self.app.switch(TitleScene(self.app))

    def open_selected(self) -> None:
        if not (0 <= self.selected < len(self.entries)):
            self.say(tr("no_saves"), theme.TEXT_DIM)
            return
        info = self.entries[self.selected]
        if not info.ok:
            self.say(tr("damaged", label=info.label, error=engine_text(info.error)), theme.BAD)
            return
        try:
            session = load_session(info.path)
        except SaveCutShort as exc:
            self.offer_cut_short(info.path, exc, info.label)
            return
        except SaveError as exc:
            self.say(tr("load_failed", error=engine_text(str(exc))), theme.BAD)
            return
        self.show(session, info.label)

    def show(self, session: Session, label: str, message: str = "") -> None:
        if self.mode == "load":
            self.play_on(session, message)
        else:
            from .replay import ReplayScene

            replay = ReplayScene(self.app, session, label, back=self)
            if message:
                replay.say(message, theme.GOOD)
            self.app.switch(replay)

    def play_on(self, session: Session, message: str = "") -> None:
        """The loaded game goes on at the table. The title lists each game once: when this game is among the
        unfinished ones, it goes on in that one's autosave - at once when the autosave holds nothing the save does not
        (the save is at its point or later), after asking when the unfinished game went further (replace it, or keep
        both games)."""
        from .title import start_match

        def go() -> None:
            start_match(self.app, Match(session), fresh_device=True, message=message)

        unfinished = autosave_of(session)
        if unfinished is None:
            go()
            return
        if holds_no_more_than(unfinished.path, session):
            continue_in(session, unfinished.path)
            go()
            return

        def replace() -> None:
            continue_in(session, unfinished.path)
            go()

        w, h = self.app.size
        self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), tr("load_over_unfinished"),
                                     tr("load_over_unfinished_detail", turn=unfinished.turn, date=unfinished.saved_at),
                                     replace, yes=tr("replace_unfinished"), no=tr("keep_both"), on_no=go)

    def offer_cut_short(self, path: Path, exc: SaveCutShort, label: str = "") -> None:
        """Ask whether to go on from the last good decision of a file that lost its end (the damaged file kept)."""
        from .title import cut_short_dialog

        def failed(why: str) -> None:
            self.say(why, theme.BAD)

        self.overlay = cut_short_dialog(self.app, path, exc, lambda game, message: self.show(
            game, label or printable(path.stem), message), failed)

    # ------------------------------------------------------------------------------------------ rename, delete
    def start_rename(self) -> None:
        if not (0 <= self.selected < len(self.entries)) or not self.entries[self.selected].ok:
            return
        index = self.selected - self.scroll
        if not 0 <= index < len(self.rows):
            self.scroll = self.selected
            index = 0
        row = self.rows[index] if index < len(self.rows) else self.list_rect
        s = ui_scale(self.app.size)
        field = TextField("rename_field", pygame.Rect(row.x + round(6 * s), row.y + round(4 * s),
                                                      round(row.w * 0.55), row.h - round(8 * s)),
                          self.entries[self.selected].label, 60, font_size=round(19 * s))
        field.focused = True
        self.renaming = field
        self.say(tr("rename_hint"), theme.TEXT_DIM)

    def finish_rename(self) -> None:
        field, self.renaming = self.renaming, None
        if field is None:
            return
        info = self.entries[self.selected]
        label = field.text.strip()
        if not label or label == info.label:
            self.say("")
            return
        try:
            path = rename_save(info.path, label)
        except FileExistsError:
            self.say(tr("rename_exists", file=file_label(save_path(label, info.path.parent))), theme.BAD)
            return
        except SaveError as exc:
            self.say(tr("damaged", label=info.label, error=exc.reason), theme.BAD)
            return
        except OSError as exc:
            self.say(tr("rename_failed", why=disk_problem(exc)), theme.BAD)
            return
        self.refresh(select=path)
        self._refresh_buttons()
        self.say(tr("renamed", old=info.label, new=printable(label)), theme.GOOD)

    def ask_delete(self) -> None:
        if not (0 <= self.selected < len(self.entries)):
            return
        info = self.entries[self.selected]
        w, h = self.app.size
        self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))),
                                     tr("delete_save") if self.mode == "load" else tr("delete_replay"),
                                     tr("delete_save_detail", label=info.label, file=file_label(info.path)),
                                     lambda: self.delete(info))

    def delete(self, info: SaveInfo) -> None:
        try:
            delete_save(info.path)
        except OSError as exc:
            self.say(tr("delete_failed", why=disk_problem(exc)), theme.BAD)
            return
        index = self.selected
        self.refresh()
        self.selected = min(index, len(self.entries) - 1)
        self._refresh_buttons()
        self.say(tr("deleted", label=info.label), theme.TEXT_DIM)

    # ------------------------------------------------------------------------------------------ events
    focus_arrows = False          # ↑ ↓ choose a file

    def more_focus_spots(self) -> list[Spot]:
        return [Spot(f"file:{k + self.scroll}", rect) for k, rect in enumerate(self.rows)]

    def typing(self) -> bool:
        return self.renaming is not None or super().typing()

    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            return
        if self.renaming is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.finish_rename()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.renaming = None
                self.say("")
                return
            if event.type == pygame.MOUSEBUTTONDOWN and not self.renaming.hit(event.pos):
                self.finish_rename()            # a click elsewhere keeps what was typed
            elif self.renaming.handle(event, self.app.mouse) or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    index = k + self.scroll
                    now = pygame.time.get_ticks()
                    double = self.last_click[0] == index and now - self.last_click[1] < DOUBLE_CLICK_MS
                    self.selected = index
                    self.last_click = (index, now)
                    self._refresh_buttons()
                    if double:
                        self.open_selected()
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.entries) - self._visible())))
            return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.go_back()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return
            if event.key == pygame.K_DELETE:
                self.ask_delete()
                return
            if event.key == pygame.K_F2:
                self.start_rename()
                return
            if event.key in (pygame.K_DOWN, pygame.K_UP) and self.entries:
                self.selected = max(0, min(len(self.entries) - 1, self.selected + (1 if event.key == pygame.K_DOWN
                                                                                   else -1)))
                self._refresh_buttons()
                if self.selected < self.scroll:
                    self.scroll = self.selected
                elif self.selected >= self.scroll + self._visible():
                    self.scroll = self.selected - self._visible() + 1
                return
        super().get_event(event)

    def _visible(self) -> int:
        return max(1, self.list_rect.h // self.row_h)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        title(surface, tr("load_game") if self.mode == "load" else tr("open_replay"), round(h * 0.05), round(50 * s))
        theme.panel(surface, self.list_rect, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        self.rows = []
        if not self.entries:
            empty, color = (self.unreadable, theme.BAD) if self.unreadable else (tr("no_saves"), theme.TEXT_DIM)
            theme.draw_text(surface, empty, self.list_rect.center, round(20 * s), color, "sans", "center",
                            max_width=self.list_rect.w - round(24 * s))
        y = self.list_rect.y + round(6 * s)
        for k, info in enumerate(self.entries[self.scroll:self.scroll + self._visible()]):
            index = k + self.scroll
            rect = pygame.Rect(self.list_rect.x + round(8 * s), y, self.list_rect.w - round(16 * s),
                               self.row_h - round(6 * s))
            self.rows.append(rect)
            selected = index == self.selected
            hover = rect.collidepoint(self.app.mouse)
            color = theme.PANEL_LIGHT if selected else (theme.PANEL if hover else (34, 38, 46))
            pygame.draw.rect(surface, color, rect, border_radius=round(8 * s))
            if selected:
                pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=round(8 * s))
            theme.draw_text(surface, info.label, (rect.x + round(14 * s), rect.y + round(6 * s)), round(19 * s),
                            theme.TEXT if info.ok else theme.BAD, "bold", max_width=round(rect.w * 0.5))
            if info.ok:
                detail = tr("seats_turn", seats=", ".join(info.seats), turn=info.turn)
                if info.finished:
                    detail = tr("seats_turn_finished", seats=", ".join(info.seats), turn=info.turn)
                if info.cut_short:
                    detail = tr("cut_short_seats", lost=trn("cut_short_lost", info.lost, expected=info.expected),
                                seats=", ".join(info.seats))
            else:
                detail = engine_text(info.error)
            theme.draw_text(surface, detail, (rect.x + round(14 * s), rect.bottom - round(5 * s)), round(14 * s),
                            theme.TEXT_DIM if info.ok and not info.cut_short else theme.BAD, "sans", "bottomleft",
                            max_width=round(rect.w * 0.7))
            theme.draw_text(surface, info.saved_at, (rect.right - round(14 * s), rect.centery), round(16 * s),
                            theme.TEXT_DIM, "sans", "midright", max_width=round(rect.w * 0.28))
            y += self.row_h
        if self.renaming is not None:
            self.renaming.draw(surface, self.app.mouse)
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)

    def wants_frame(self) -> bool:
        if self.renaming is not None and self.renaming.focused:
            phase = pygame.time.get_ticks() // 500           # the rename field's caret blinks
            if phase != self._caret_phase:
                self._caret_phase = phase
                return True
        return super().wants_frame()


class SaveAsScene(Scene):
    name = "save_as"
    redraw_on_demand = True

    def __init__(self, app: AppServices, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        match = table.match
        names = joined("versus", [s.name for s in match.config.seats])
        self.default = tr("default_save_name", names=names, turn=match.state.turn_number)
        self.existing = list_saves(saves_dir())
        self.overlay: ConfirmDialog | None = None      # "Replace that save?"

    def layout(self) -> None:
        w, h, s = new_layout(self)
        fw, fh = round(640 * s), round(52 * s)
        field = TextField("name", pygame.Rect(w // 2 - fw // 2, round(h * 0.22), fw, fh), self.default, 60,
                          font_size=round(22 * s))
        field.focused = True
        self.widgets.add(field)
        bw, bh = round(200 * s), round(52 * s)
        y = round(h * 0.22) + fh + round(22 * s)
        self.widgets.add(Button("save", pygame.Rect(w // 2 - bw - round(10 * s), y, bw, bh), tr("save"), self.save,
                                "primary", font_size=round(21 * s)))
        self.widgets.add(Button("cancel", pygame.Rect(w // 2 + round(10 * s), y, bw, bh), tr("cancel"), self.cancel,
                                font_size=round(21 * s)))
        self.list_top = y + bh + round(40 * s)
        self.rows: list[tuple[pygame.Rect, SaveInfo]] = []

    def save(self) -> None:
        field = self.widgets.get("name")
        label = field.text.strip() if isinstance(field, TextField) else ""
        if not label:
            self.say(tr("type_a_name"), theme.BAD)
            return
        path = save_path(label)
        if exists(path):
            # Two labels can make one file name ("Good Game!" and "Good Game"): never replace a save unasked.
            old = read_info(path)
            w, h = self.app.size
            self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), tr("replace_save"),
                                         tr("replace_save_detail", file=file_label(path), old=old.label,
                                            new=printable(label)),
                                         lambda: self.write(label, replace=True))
            return
        self.write(label)

    def write(self, label: str, replace: bool = False) -> None:
        try:
            path = save_as(self.table.match.session, label, replace=replace)
        except OSError as exc:
            self.say(tr("save_failed", why=engine_text(disk_problem(exc))), theme.BAD)
            return
        self.app.switch(self.table)
        self.table.say(tr("saved_to", path=printable(path.name, 200)), theme.GOOD)

    def cancel(self) -> None:
        self.app.switch(self.table)

    def more_focus_spots(self) -> list[Spot]:
        return [Spot(f"file:{info.path}", rect) for rect, info in self.rows]

    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, info in self.rows:
                if rect.collidepoint(event.pos):
                    field = self.widgets.get("name")
                    if isinstance(field, TextField):
                        field.text = info.label
                    return
        super().get_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        title(surface, tr("save_as"), round(h * 0.06), round(50 * s))
        self.widgets.draw(surface, self.app.mouse)
        self.rows = []
        y = self.list_top
        if self.existing:
            theme.draw_text(surface, tr("existing_saves"), (w // 2, y - round(26 * s)), round(15 * s), theme.TEXT_DIM,
                            "sans", "midtop", max_width=round(640 * s))
        for info in self.existing[:8]:
            rect = pygame.Rect(w // 2 - round(320 * s), y, round(640 * s), round(34 * s))
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=round(6 * s))
            theme.draw_text(surface, info.label, (rect.x + round(10 * s), rect.centery), round(16 * s), theme.TEXT,
                            "sans", "midleft", max_width=round(rect.w * 0.66))
            theme.draw_text(surface, info.saved_at, (rect.right - round(10 * s), rect.centery), round(14 * s),
                            theme.TEXT_DIM, "sans", "midright")
            self.rows.append((rect, info))
            y += round(40 * s)
        message_line(surface, self.message, self.message_color, s)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)
