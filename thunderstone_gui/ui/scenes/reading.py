"""A screen to read a document on (`ui/reader.py`): the About and Rules screens. A title, the document in a panel,
scrolled with the mouse wheel, the arrow keys, Page Up/Down, Home/End; Back (Esc) returns to the screen that opened
it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from .. import theme
from ..reader import Block, Reader
from ..scene import Scene
from ..strings import tr
from ..widgets import Button
from .common import MenuScreen, new_layout, ui_scale

if TYPE_CHECKING:
    from ..scene import AppServices


class ReadingScene(MenuScreen):
    name = "reading"
    TITLE_AT = (0.03, 52)         # high up: the document takes the screen

    def __init__(self, app: AppServices, heading: str, blocks: Sequence[Block], back: Scene | None = None) -> None:
        super().__init__(app, back)
        self.heading = heading
        self.reader = Reader(blocks)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def title_text(self) -> str:
        return self.heading

    def page_rect(self, w: int, h: int, s: float) -> pygame.Rect:
        """Where the document goes (the Rules screen keeps a column for its sections)."""
        return pygame.Rect(round(w * 0.12), round(h * 0.14), round(w * 0.76), round(h * 0.72))

    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.panel = self.page_rect(w, h, s)
        self.reader.layout(self.panel.inflate(-round(36 * s), -round(28 * s)), s)
        bw, bh = round(200 * s), round(50 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - bw // 2, self.panel.bottom + round(16 * s), bw, bh),
                                tr("back"), self.go_back, "quiet", "Esc", round(20 * s)))

    focus_arrows = False          # ↑ ↓ scroll the text
    page_keys_wheel = False       # Page Up / Down too

    def get_event(self, event: pygame.event.Event) -> None:
        page = self.reader.rect.h
        if event.type == pygame.MOUSEWHEEL:
            self.reader.scroll_by(-event.y * round(60 * ui_scale(self.app.size)))
            return
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page - 40, pygame.K_PAGEUP: 40 - page}
            if not self.widgets.focused_text():     # a search field keeps Home and End for itself
                steps.update({pygame.K_END: self.reader.height, pygame.K_HOME: -self.reader.height})
            if event.key in steps:
                self.reader.scroll_by(steps[event.key])
                return
        super().get_event(event)        # Escape: back

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        theme.panel(surface, self.panel, (26, 30, 36), theme.PANEL_EDGE, round(12 * s))
        self.reader.draw(surface)
        self.draw_extra(surface, s)

    def draw_extra(self, surface: pygame.Surface, s: float) -> None:
        """What a subclass draws between the document and the widgets."""
