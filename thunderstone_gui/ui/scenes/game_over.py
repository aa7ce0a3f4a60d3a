"""Game over: the winners, the final scores with the game's breakdown (classic: VP by card type, the Thunderstone
holder; `GameView.game_over`), or the charts of the game (ui/charts.py: VP, deck, battles, XP over the turns,
exportable as PNG); Rematch, Save replay, Watch replay, Title."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...i18n import engine_text
from ...persistence.disk import disk_problem
from ...persistence.saves import save_replay
from .. import theme
from ..charts_panel import ChartsPanel
from ..focus import Spot, chart_spots
from ..game_view import view_for
from ..match import Match
from ..scene import Scene
from ..strings import joined, tr
from ..widgets import Button
from .common import backdrop, message_line, new_layout, title

if TYPE_CHECKING:
    from ..scene import AppServices


class GameOverScene(Scene):
    name = "game_over"
    redraw_on_demand = True       # scores and charts: still until the player does something

    def __init__(self, app: AppServices, match: Match) -> None:
        super().__init__(app)
        self.match = match
        state = match.state
        self.names = [s.name for s in state.config.seats]
        self.result = state.result
        self.summary = view_for(state.config.game).game_over(state)
        self.charts = ChartsPanel(match.session)
        self.history_told = False
        # A campaign's game goes on to its Guild Recognition Phase instead of a rematch (the game's view says).
        self.after = view_for(state.config.game).after_game(app, match)

    def update(self, dt: float) -> None:
        match = self.match
        if not self.history_told and match.recorded is not None:
            # The game went into the history (on its own thread): why it could not, or what became of a damaged
            # history, said once.
            self.history_told = True
            if match.history_note:
                from . import statistics  # noqa: F401 - registers the history's phrases

                self.say(match.history_note, theme.BAD)

    def animating(self) -> bool:
        return not self.history_told and self.match.recording is not None

    def layout(self) -> None:
        w, h, s = new_layout(self)
        bw, bh, gap = round(230 * s), round(56 * s), round(16 * s)
        self.charts.rect = pygame.Rect(round(w * 0.04), round(h * 0.21), round(w * 0.92), round(h * 0.56))
        first = ("rematch", tr("rematch"), self.rematch) if self.after is None else self.after
        entries = [(*first, "primary"),
                   ("save_replay", tr("save_replay"), self.save_replay, "normal"),
                   ("watch_replay", tr("watch_replay"), self.watch, "normal"),
                   ("title", tr("to_title"), self.to_title, "quiet")]
        if self.charts.available:
            entries.append(("charts", tr("scores") if self.charts.shown else tr("charts"), self.toggle_charts,
                            "normal"))
            if self.charts.shown:
                entries.append(("export_png", tr("export_png"), self.export_charts, "normal"))
        bw = min(bw, (round(w * 0.96) - (len(entries) - 1) * gap) // len(entries))
        total = len(entries) * bw + (len(entries) - 1) * gap
        x = w // 2 - total // 2
        y = round(h * 0.8)
        for wid, label, cb, style in entries:
            self.widgets.add(Button(wid, pygame.Rect(x, y, bw, bh), label, cb, style, font_size=round(21 * s)))
            x += bw + gap

    def toggle_charts(self) -> None:
        self.charts.shown = not self.charts.shown
        self.layout()

    def export_charts(self) -> None:
        self.charts.export(self, " vs ".join(self.names))

    def more_focus_spots(self) -> list[Spot]:
        return chart_spots(self.charts)

    def get_event(self, event: pygame.event.Event) -> None:
        if self.charts.handle(event):
            return
        super().get_event(event)

    def rematch(self) -> None:
        from .title import start_match

        config = self.match.config.model_copy(update={"seed": secrets.randbits(62)})       # a deal nobody knows
        start_match(self.app, Match.new(config), fresh_device=True)

    def save_replay(self) -> None:
        try:
            path = save_replay(self.match.session)
            self.say(tr("saved_to", path=Path(path).name), theme.GOOD)     # the name: no folders on the line
        except OSError as exc:
            self.say(tr("replay_save_failed", why=engine_text(disk_problem(exc))), theme.BAD)

    def watch(self) -> None:
        from .replay import ReplayScene

        label = joined("versus", self.names)
        self.app.switch(ReplayScene(self.app, self.match.session, label, back=self))

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.match = None
        self.app.switch(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        title(surface, tr("game_over"), round(h * 0.05), round(60 * s))
        result = self.result
        if result is None:
            return
        winners = [self.names[i] for i in result.winners]
        if len(winners) == 1:
            line = tr("winner", names=winners[0])
        else:
            line = tr("winners", names=joined("and_names", winners))
        theme.draw_text(surface, line, (w // 2, round(h * 0.15)), round(34 * s), theme.TEXT, "bold", "midtop")
        summary = self.summary
        if self.charts.shown:
            self.charts.draw(surface, s)
            self.widgets.draw(surface, self.app.mouse)
            message_line(surface, self.message, self.message_color, s)
            return
        theme.draw_text(surface, summary.subtitle, (w // 2, round(h * 0.22)), round(18 * s), theme.TEXT_DIM, "sans",
                        "midtop", max_width=round(w * 0.94))
        # The score table: names, the game's columns, totals.
        cols = ["", *summary.columns, tr("total")]
        col_w = [round(260 * s)] + [round(140 * s)] * len(summary.columns) + [round(120 * s)]
        table_w = sum(col_w)
        x0 = w // 2 - table_w // 2
        y = round(h * 0.3)
        row_h = round(52 * s)
        x = x0
        for label, cw in zip(cols, col_w):
            theme.draw_text(surface, label, (x + cw // 2, y), round(17 * s), theme.TEXT_DIM, "bold", "midtop",
                            max_width=cw - round(8 * s))
            x += cw
        y += round(36 * s)
        order = sorted(range(len(self.names)), key=lambda i: -result.scores[i])
        for seat in order:
            rect = pygame.Rect(x0 - round(10 * s), y, table_w + round(20 * s), row_h - round(6 * s))
            win = seat in result.winners
            theme.panel(surface, rect, theme.PANEL_LIGHT if win else theme.PANEL, theme.ACCENT if win else None,
                        round(8 * s), 2)
            color = theme.SEAT_COLORS[seat % 5]
            name = self.names[seat] + ("  ★" if win else "")
            theme.draw_text(surface, name, (x0 + round(8 * s), rect.centery), round(22 * s), color, "bold",
                            "midleft", max_width=col_w[0] - round(16 * s))
            x = x0 + col_w[0]
            for value, cw in zip(summary.values[seat], col_w[1:]):
                theme.draw_text(surface, str(value), (x + cw // 2, rect.centery), round(21 * s),
                                theme.TEXT if value else theme.TEXT_DIM, "sans", "center")
                x += cw
            theme.draw_text(surface, str(result.scores[seat]), (x + col_w[-1] // 2, rect.centery), round(26 * s),
                            theme.ACCENT, "bold", "center")
            y += row_h
        y += round(20 * s)
        for line in summary.facts:
            theme.draw_text(surface, line, (w // 2, y), round(17 * s), theme.TEXT_DIM, "sans", "midtop",
                            max_width=round(w * 0.94))
            y += round(28 * s)
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)
