"""The pass-device cover: in pass-and-play, hides the table until the next player says "I am <name>"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..scene import Scene
from ..strings import tr
from ..widgets import Button
from .common import backdrop, new_layout, title

if TYPE_CHECKING:
    from ..scene import AppServices
    from .table import TableScene


class CoverScene(Scene):
    name = "cover"
    redraw_on_demand = True
    enter_confirms = True

    def __init__(self, app: AppServices, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.seat = self.match.deciding_seat

    @property
    def player(self) -> str:
        return self.match.config.seats[self.seat].name

    def layout(self) -> None:
        w, h, s = new_layout(self)
        bw, bh = round(420 * s), round(80 * s)
        self.widgets.add(Button("i_am", pygame.Rect(w // 2 - bw // 2, round(h * 0.52), bw, bh),
                                tr("i_am", name=self.player), self.take, "primary", font_size=round(30 * s)))
        sw, sh = round(260 * s), round(48 * s)
        self.widgets.add(Button("to_title", pygame.Rect(w // 2 - sw // 2, round(h * 0.52) + bh + round(40 * s), sw,
                                                       sh), tr("quit_to_title"), self.to_title, "quiet",
                                font_size=round(18 * s)))

    def take(self) -> None:
        self.match.take_device(self.seat)
        self.app.switch(self.table)

    def confirm(self) -> None:
        self.take()

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        color = theme.SEAT_COLORS[self.seat % len(theme.SEAT_COLORS)]
        title(surface, tr("pass_to", name=self.player), round(h * 0.24), round(54 * s))
        pygame.draw.circle(surface, color, (w // 2, round(h * 0.42)), round(22 * s))
        theme.draw_text(surface, tr("cover_note", name=self.player), (w // 2, round(h * 0.46)), round(20 * s),
                        theme.TEXT_DIM, "sans", "midtop")
        self.widgets.draw(surface, self.app.mouse)
