"""The title screen: Continue (the autosave), New Game, Load, Replays, Settings, Quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...persistence.saves import (
    AutosaveCheck,
    SaveError,
    check_autosave,
    load_autosave,
    load_session,
    set_aside_autosave,
)
from .. import theme
from ..match import Match
from ..scene import Scene
from ..strings import language, tr
from ..widgets import Button
from .common import backdrop, message_line, title, ui_scale

if TYPE_CHECKING:
    from ...app import App


def start_match(app: App, match: Match, fresh_device: bool = False) -> None:
    """Show a game: the table, or the pass-device cover first when the device must change hands."""
    from .cover import CoverScene
    from .game_over import GameOverScene
    from .table import TableScene

    app.match = match
    if match.is_over:
        app.switch(GameOverScene(app, match))
        return
    if fresh_device and len(match.humans) >= 2:
        match.take_device(-2)          # nobody yet: a resumed pass-and-play game starts behind the cover
    table = TableScene(app, match)
    if match.needs_cover():
        app.switch(CoverScene(app, table))
    else:
        app.switch(table)


def open_saved_game(app: App, path: Path) -> bool:
    """Load a save and show it; on a damaged file, the load dialog with the reason (and the other saves)."""
    from .files import FileDialogScene

    try:
        session = load_session(path)
    except SaveError as exc:
        app.switch(FileDialogScene(app, "load", message=tr("load_failed", error=exc)))
        return True
    start_match(app, Match(session), fresh_device=True)
    return True


class TitleScene(Scene):
    name = "title"
    _fans: dict[tuple[int, int, str], list[tuple[pygame.Surface, pygame.Rect]]] = {}
    autosave = AutosaveCheck(None, False, "")       # until startup looks

    def startup(self) -> None:
        # An autosave that cannot be used is set aside here, with a message: Continue never meets it.
        self.autosave = check_autosave()
        if self.autosave.message:
            self.say(self.autosave.message, theme.BAD)
        self.layout()

    def _fan(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Two fans of real cards either side of the menu (rendered once per window size and language)."""
        key = (*size, language())
        fan = self._fans.get(key)
        if fan is not None:
            return fan
        from ..game_view import game_names, view_for

        game = game_names()[0]          # the first game's cards
        w, h = size
        s = ui_scale(size)
        width = round(170 * s)
        fan = []
        for side, faces in zip((-1, 1), view_for(game).showcase(self.app.card_art(game), width)):
            cx = w // 2 + side * round(w * 0.3)
            for k, face in enumerate(faces):
                if face is None:
                    continue
                angle = (k - 1) * -12 * side
                img = pygame.transform.rotozoom(face, angle, 1.0)
                rect = img.get_rect(center=(cx + (k - 1) * round(70 * s) * side, round(h * 0.6) + abs(k - 1)
                                            * round(14 * s)))
                fan.append((img, rect))
        self._fans.clear()
        self._fans[key] = fan
        return fan

    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh, gap = round(340 * s), round(58 * s), round(14 * s)
        x = w // 2 - bw // 2
        y = round(h * 0.36)
        info = self.autosave.info
        can_continue = self.autosave.can_continue
        entries = [("continue", tr("continue"), self.on_continue, "primary"),
                   ("new_game", tr("new_game"), self.on_new, "primary"),
                   ("load", tr("load"), self.on_load, "normal"),
                   ("replays", tr("replays"), self.on_replays, "normal"),
                   ("settings", tr("settings"), self.on_settings, "normal"),
                   ("quit", tr("quit"), self.app.quit, "quiet")]
        for wid, label, callback, style in entries:
            button = Button(wid, pygame.Rect(x, y, bw, bh), label, callback, style, font_size=round(24 * s))
            if wid == "continue":
                button.enabled = can_continue
                if info is not None and can_continue:
                    button.tooltip = tr("continue_info", seats=", ".join(info.seats), turn=info.turn,
                                        date=info.saved_at)
            self.widgets.add(button)
            y += bh + gap
        self.continue_info = info

    def on_continue(self) -> None:
        try:
            session = load_autosave()
        except SaveError as exc:
            # It looked usable but does not replay: set aside like any other autosave that cannot be used.
            self.autosave = AutosaveCheck(None, False, set_aside_autosave(exc.reason))
            self.say(self.autosave.message, theme.BAD)
            self.layout()
            return
        if session is None:
            self.autosave = check_autosave()
            self.say(tr("no_autosave"), theme.TEXT_DIM)
            self.layout()
            return
        start_match(self.app, Match(session), fresh_device=True)

    def on_new(self) -> None:
        from .new_game import NewGameScene

        self.app.switch(NewGameScene(self.app))

    def on_load(self) -> None:
        from .files import FileDialogScene

        self.app.switch(FileDialogScene(self.app, "load"))

    def on_replays(self) -> None:
        from .files import FileDialogScene

        self.app.switch(FileDialogScene(self.app, "replay"))

    def on_settings(self) -> None:
        from .settings import SettingsScene

        self.app.switch(SettingsScene(self.app, back=None))

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            button = self.widgets.get("continue")
            (self.on_continue if button is not None and button.enabled else self.on_new)()
            return
        super().get_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        for img, rect in self._fan((w, h)):
            surface.blit(img, rect)
        title(surface, tr("app_title").upper(), round(h * 0.1), round(96 * s))
        theme.draw_text(surface, tr("tagline"), (w // 2, round(h * 0.1) + round(118 * s)), round(22 * s),
                        theme.TEXT_DIM, "sans", "midtop")
        self.widgets.draw(surface, self.app.mouse)
        cont = self.widgets.get("continue")
        if cont is not None and isinstance(cont, Button) and cont.tooltip:
            theme.draw_text(surface, cont.tooltip, (cont.rect.right + round(16 * s), cont.rect.centery),
                            round(15 * s), theme.TEXT_DIM, "sans", "midleft",
                            max_width=w - cont.rect.right - round(26 * s))
        from ... import __version__

        theme.draw_text(surface, tr("version", version=__version__), (w - 10, h - 8), round(13 * s), theme.TEXT_DIM,
                        "sans", "bottomright")
        message_line(surface, self.message, self.message_color, s)
