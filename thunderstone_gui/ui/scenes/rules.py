"""The Rules screen: a game's rules in our own words (`GameView.rules()`), with its sections in a column, searchable
and scrollable; opened from the title, from the in-game menu, and from the hover help's "more…" at a keyword
("kw:<key>"). A game without written rules says so (the hook for the games still being built), a game whose document
cannot be read too (`document.DocumentError`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from .. import theme
from ..document import DocumentError
from ..game_view import game_names, view_for
from ..reader import Block, Reader, matches
from ..strings import tr
from ..widgets import Button, Cycler, TextField
from .common import ui_scale
from .reading import ReadingScene

if TYPE_CHECKING:
    from ..scene import AppServices, Scene


def rules_for(game: str) -> list[Block]:
    try:
        view = view_for(game)
    except ValueError:          # a game without a table
        return [Block("p", tr("rules_no_game"))]
    try:
        blocks = view.rules()
    except DocumentError as problem:        # its document damaged in this installation: say so, never crash
        return [Block("p", tr("rules_unreadable", file=problem.source))]
    return list(blocks) or [Block("p", tr("rules_no_game"))]


class RulesScene(ReadingScene):
    name = "rules"

    def __init__(self, app: AppServices, game: str = "", topic: str = "", back: Scene | None = None) -> None:
        self.game = game or game_names()[0]
        super().__init__(app, tr("rules_title"), rules_for(self.game), back)
        self.topic = topic
        self.found: list[int] = []
        self.current = -1
        self.query = ""
        self.sections = pygame.Rect(0, 0, 0, 0)

    def startup(self) -> None:
        self.layout()
        if self.topic:
            self.open_topic(self.topic)

    def page_rect(self, w: int, h: int, s: float) -> pygame.Rect:
        left = round(w * 0.05) + round(250 * s) + round(20 * s)
        return pygame.Rect(left, round(h * 0.2), w - left - round(w * 0.05), round(h * 0.66))

    def layout(self) -> None:
        query = self.query
        super().layout()
        w, h = self.app.size
        s = ui_scale((w, h))
        fs = round(17 * s)
        field = TextField("search", pygame.Rect(self.reader.rect.x, round(h * 0.12), round(420 * s), round(40 * s)),
                          query, max_len=40, font_size=fs, on_change=self.search)
        field.focused = not self.focus.shown        # typing at once, unless the keyboard's ring is on its way
        self.widgets.add(field)
        games = game_names()
        if len(games) > 1:
            # Whose rules: the table's game when opened from a table, any game from the title.
            gw = round(300 * s)
            self.widgets.add(Cycler("game", pygame.Rect(self.reader.rect.right - gw, field.rect.y, gw, field.rect.h),
                                    [(g, _(view_for(g).title)) for g in games], self.game, self.set_game, fs))
        self.sections = pygame.Rect(round(w * 0.05), self.panel.y, round(250 * s), self.panel.h)
        y = self.sections.y
        bh = round(34 * s)
        for k, block in enumerate(self.reader.blocks):
            if block.kind != "h1" or y + bh > self.sections.bottom:
                continue
            self.widgets.add(Button(f"section:{block.anchor or k}", pygame.Rect(self.sections.x, y, self.sections.w,
                                                                                 bh - round(4 * s)),
                                    block.text, partial(self.show_section, k), "quiet", font_size=round(15 * s)))
            y += bh

    def show_section(self, k: int) -> None:
        self.reader.show(k)      # the reader of the moment: set_game replaces it

    def set_game(self, game: str) -> None:
        """Show another game's rules, from their beginning (a search starts over)."""
        self.game = game
        self.reader = Reader(rules_for(game))
        self.query, self.found, self.current = "", [], -1
        self.layout()

    def open_topic(self, anchor: str) -> bool:
        """Scroll to the block anchored `anchor` ("kw:weapon") and mark it. False when the document has none."""
        block = self.reader.anchor(anchor)
        if block < 0:
            return False
        self.reader.show(block)
        self.reader.marked = {block}
        return True

    def search(self, query: str) -> None:
        self.query = query
        self.found = matches(self.reader.blocks, query)
        self.reader.marked = set(self.found)
        self.current = -1
        self.next_match()

    def next_match(self) -> None:
        if not self.found:
            return
        self.current = (self.current + 1) % len(self.found)
        self.reader.show(self.found[self.current])

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_match()
            return
        super().get_event(event)

    def draw_extra(self, surface: pygame.Surface, s: float) -> None:
        field = self.widgets.get("search")
        if field is None:
            return
        x = field.rect.right + round(16 * s)
        if not self.query:
            text, color = tr("rules_search"), theme.TEXT_DIM
        elif self.found:
            text, color = tr("rules_found", n=len(self.found)), theme.TEXT
        else:
            text, color = tr("rules_none", query=self.query), theme.BAD
        theme.draw_text(surface, text, (x, field.rect.centery), round(16 * s), color, "sans", "midleft")
