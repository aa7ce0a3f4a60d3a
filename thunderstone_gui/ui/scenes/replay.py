"""The replay viewer: steps through a game record (first / back / forward / last / play at a speed), showing the
table as it was and the log up to that point; "Play from here" forks a new game from the shown position; "Charts"
shows the game's charts up to the shown decision over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine import observe
from ...engine.session import Session
from ...i18n import decimal
from .. import theme
from ..charts_panel import ChartsPanel
from ..focus import Spot, chart_spots
from ..game_log import GameLog
from ..game_view import ViewContext, view_for
from ..layout import row_of_buttons
from ..match import Match, told_log
from ..scene import Scene
from ..strings import tr
from ..table_frame import TableFrame
from ..widgets import Button, Cycler
from .common import back_or_title

if TYPE_CHECKING:
    from ...engine.state import GameState
    from ..scene import AppServices

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 0.8


class ReplayScene(Scene):
    name = "replay"
    redraw_on_demand = True

    def __init__(self, app: AppServices, session: Session, label: str, back: Scene | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.label = label
        self.back = back
        game = session.config.game
        self.view = view_for(game)(app.card_art(game))
        self.frame = TableFrame(self.view)
        self.total = len(session.steps)
        self.index = self.total
        self.playing = False
        self.speed = 1.0
        self.clock = 0.0
        self.viewer = -1
        self.dirty = True
        self.view_spots: list[Spot] | None = None     # the table's places for the ring, until it is drawn again
        # The whole game's log (told once); each step shows the part of it told by then.
        self.full_log = told_log(session)
        self.shown_log = GameLog(self.full_log.names, self.full_log.teller)
        self._hover_state: GameState | None = None
        self.charts = ChartsPanel(session, self.index)

    def layout(self) -> None:
        L, bar, fs = self.frame.lay_out(self.app.size, self.widgets)
        left = row_of_buttons(bar, [L.px(64)] * 4 + [L.px(96), L.px(170)], L.px(6), "left")
        for wid, label, cb, r in (("first", tr("first"), lambda: self.go(0), left[0]),
                                  ("prev", tr("prev"), lambda: self.go(self.index - 1), left[1]),
                                  ("next", tr("next"), lambda: self.go(self.index + 1), left[2]),
                                  ("last", tr("last"), lambda: self.go(self.total), left[3])):
            self.widgets.add(Button(wid, r, label, cb, "normal", "", fs))
        self.widgets.add(Button("play", left[4], tr("pause") if self.playing else tr("play"), self.toggle_play,
                                "primary", "", fs))
        self.widgets.add(Cycler("speed", left[5], [(sp, tr("speed", n=decimal(sp))) for sp in SPEEDS], self.speed,
                                self._speed, fs))
        names = [s.name for s in self.session.config.seats]
        right = row_of_buttons(bar, [L.px(110), L.px(180), L.px(190), L.px(110)], L.px(8), "right")
        charts = right.pop(0)
        if self.charts.available:
            self.widgets.add(Button("charts", charts, tr("charts"), self.toggle_charts,
                                    "normal", "", fs))
            self.charts.rect = L.main.inflate(-2 * L.pad, -2 * L.pad)
        self.widgets.add(Cycler("view_as", right[0], [(-1, tr("view_as", who=tr("spectator")))]
                                + [(i, tr("view_as", who=n)) for i, n in enumerate(names)], self.viewer,
                                self._viewer, fs))
        self.widgets.add(Button("play_from_here", right[1], tr("play_from_here"), self.play_from_here, "primary", "",
                                fs))
        self.widgets.add(Button("back", right[2], tr("back"), self.go_back, "quiet", "Esc", fs))
        first_right = charts.x if self.charts.available else right[0].x
        self.status_rect = pygame.Rect(left[5].right + L.px(16), bar.y, first_right - left[5].right - L.px(32), bar.h)
        self.dirty = True

    def toggle_charts(self) -> None:
        self.charts.shown = not self.charts.shown
        button = self.widgets.get("charts")
        if isinstance(button, Button):
            button.highlight = self.charts.shown

    def _speed(self, value: float) -> None:
        self.speed = value

    def _viewer(self, value: int) -> None:
        self.viewer = value
        self.dirty = True

    def toggle_play(self) -> None:
        if not self.playing and self.index >= self.total:
            self.index = 0
        self.playing = not self.playing
        button = self.widgets.get("play")
        if isinstance(button, Button):
            button.label = tr("pause") if self.playing else tr("play")
        self.dirty = True

    def go(self, index: int) -> None:
        self.index = max(0, min(self.total, index))
        self.charts.at(self.index)
        self.dirty = True

    def play_from_here(self) -> None:
        from .title import start_match

        start_match(self.app, Match(self.session.fork(self.index), log=self.full_log.until(self.index)),
                    fresh_device=True)

    def gains_at(self, index: int) -> dict[int, list[object]]:
        return self.full_log.gains_at(index)

    def go_back(self) -> None:
        back_or_title(self.app, self.back)

    focus_arrows = False          # ← → step through the game
    space_activates = False       # Space plays and pauses

    def more_focus_spots(self) -> list[Spot]:
        """The table's places (I: what hovering one shows), the deck chart while the charts are shown, the log (Page Up
        / Down scroll it)."""
        log = self.frame.layout.log_panel
        if self.view_spots is None:
            self.view_spots = self.view.focus_spots()         # until the table is drawn again
        return chart_spots(self.charts) + self.view_spots + [Spot("log", log, log.center)]

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.go_back()
            elif key == pygame.K_RIGHT:
                self.go(self.index + 1)
            elif key == pygame.K_LEFT:
                self.go(self.index - 1)
            elif key == pygame.K_HOME:
                self.go(0)
            elif key == pygame.K_END:
                self.go(self.total)
            elif key == pygame.K_SPACE:
                self.toggle_play()
            return
        if self.charts.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view.help_link_at(event.pos):
            from .rules import RulesScene

            topic = self.view.help_link_at(event.pos)
            self.app.switch(RulesScene(self.app, self.session.config.game, f"kw:{topic}", back=self))
            return
        if event.type == pygame.MOUSEWHEEL and self.frame.layout.log_panel.collidepoint(self.app.mouse):
            self.frame.scroll_log(event.y * 3)
            return
        super().get_event(event)

    def animating(self) -> bool:
        return self.playing or self.dirty

    def update(self, dt: float) -> None:
        if self.playing:
            self.clock += dt * self.speed
            if self.clock >= STEP_SECONDS:
                self.clock = 0.0
                if self.index >= self.total:
                    self.toggle_play()
                else:
                    self.go(self.index + 1)

    def draw(self, surface: pygame.Surface) -> None:
        layer = self.frame.layer
        if self.dirty or layer is None:
            state = self.session.state_at(self.index)
            obs = observe(state, self.viewer)
            layer = self.frame.render(ViewContext(state, obs, self.viewer, interactive=False,
                                                  gains=self.gains_at(self.index),
                                                  history=self.session.steps[:self.index]))
            self._hover_state = state
            self.view_spots = None
            self.shown_log.lines = self.full_log.lines[: self.full_log.ends[self.index]]
            self.shown_log.version += 1
            self.dirty = False
        theme.blit(surface, layer, (0, 0), covers=False)
        L = self.frame.layout
        self.frame.draw_log(surface, self.shown_log)
        if self.charts.shown:
            theme.panel(surface, self.charts.rect.inflate(L.pad, L.pad), theme.BG, None, L.px(8))
            self.charts.draw(surface, L.scale)
        self.widgets.draw(surface, self.app.mouse)
        text = tr("replay_status", title=tr("replay_title", label=self.label), step=tr("step_of", k=self.index,
                                                                                      n=self.total))
        theme.draw_text(surface, text, (self.status_rect.x, self.status_rect.centery), L.font(15), theme.ACCENT,
                        "bold", "midleft", max_width=self.status_rect.w)
        if self.charts.shown:
            return
        mouse = self.app.mouse
        state = self.session.state_at(self.index) if self._hover_state is None else self._hover_state
        self.view.draw_hover(surface, state, mouse)
