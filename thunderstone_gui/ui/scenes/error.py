"""The error screen: shown after an unexpected exception, once the game has been autosaved."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..scene import Scene
from ..strings import tr
from ..widgets import Button
from .common import backdrop, new_layout, title

if TYPE_CHECKING:
    from ..scene import AppServices


class ErrorScene(Scene):
    name = "error"

    def __init__(self, app: AppServices, report: Path | None, saved: bool) -> None:
        super().__init__(app)
        self.report = report
        self.saved = saved

    def layout(self) -> None:
        w, h, s = new_layout(self)
        bw, bh = round(240 * s), round(56 * s)
        y = round(h * 0.68)
        self.widgets.add(Button("title", pygame.Rect(w // 2 - bw - 10, y, bw, bh), tr("to_title"), self._title,
                                "primary", font_size=round(22 * s)))
        self.widgets.add(Button("quit", pygame.Rect(w // 2 + 10, y, bw, bh), tr("quit"), self.app.quit,
                                font_size=round(22 * s)))

    def _title(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        title(surface, tr("error_title"), round(h * 0.2), round(56 * s))
        y = round(h * 0.38)
        lines = [tr("error_autosaved") if self.saved else "", tr("error_body"),
                 str(self.report) if self.report else tr("no_crash_report")]
        for line in lines:
            if line:
                theme.draw_text(surface, line, (w // 2, y), round(20 * s), theme.TEXT, "sans", "midtop",
                                max_width=int(w * 0.9))
                y += round(34 * s)
        self.widgets.draw(surface, self.app.mouse)
