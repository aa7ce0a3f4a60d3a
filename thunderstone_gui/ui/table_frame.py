"""The table's frame around a game's play area: the background, the top bar, the log panel, and the layer.

`TableFrame.render(ctx)` draws everything that only changes when the game changes into one layer surface: the
background (the frame's bars and panels, then the game's felt: `GameView.draw_background`, once per window size),
the top bar (turn, what is decided, who you are, an unsaved game's warning; the game adds its own facts) and the
game's play area (`GameView.render`). Each frame then blits that layer, the cached log panel, and draws only what
moves. The table scene and the replay viewer both show a game through a frame.
"""

from __future__ import annotations

import pygame

from .. import i18n
from . import theme
from .game_log import GameLog
from .game_view import GameView, ViewContext
from .layout import Frame, frame_layout
from .strings import tr
from .widgets import WidgetGroup


class TableFrame:
    def __init__(self, view: GameView) -> None:
        self.view = view
        self.layout: Frame = frame_layout(1600, 900)
        self.layer: pygame.Surface | None = None
        self.warning_rect: pygame.Rect | None = None     # the top bar's "Not saved" pill, while it shows
        self._background: pygame.Surface | None = None
        self._log_surface: pygame.Surface | None = None
        self._log_key: tuple[int, int, int, int, int] | None = None
        self.log_scroll = 0          # lines scrolled up from the newest
        view.resize(self.layout)

    def resize(self, width: int, height: int) -> None:
        self.layout = frame_layout(width, height)
        self.view.resize(self.layout)
        self._background = None
        self.layer = None
        self._log_surface = None

    def lay_out(self, size: tuple[int, int], widgets: WidgetGroup) -> tuple[Frame, pygame.Rect, int]:
        """The frame laid out for a window of `size`, its scene's `widgets` emptied to be placed again: the layout,
        the action bar's row of buttons and the buttons' font size."""
        self.resize(*size)
        widgets.clear()
        return self.layout, self.button_row(), self.layout.font(17)

    def button_row(self) -> pygame.Rect:
        """Where the action bar's buttons stand (the bar less its margins)."""
        L = self.layout
        return L.action_bar.inflate(-2 * L.pad, -round(L.action_bar.h * 0.24))

    # ------------------------------------------------------------------------------------------ background
    def _make_background(self) -> pygame.Surface:
        L = self.layout
        bg = pygame.Surface((L.width, L.height))
        bg.fill(theme.BG)
        self.view.draw_background(bg)
        pygame.draw.rect(bg, (28, 32, 38), L.side)
        pygame.draw.rect(bg, (30, 34, 40), L.top_bar)
        pygame.draw.line(bg, theme.PANEL_EDGE, L.top_bar.bottomleft, L.top_bar.bottomright)
        pygame.draw.rect(bg, (30, 34, 40), L.action_bar)
        pygame.draw.line(bg, theme.PANEL_EDGE, L.action_bar.topleft, L.action_bar.topright)
        theme.panel(bg, L.players_panel, theme.PANEL, theme.PANEL_EDGE, L.px(8))
        theme.panel(bg, L.log_panel, theme.PANEL, theme.PANEL_EDGE, L.px(8))
        return theme.converted(bg, alpha=False)

    # ------------------------------------------------------------------------------------------ layer
    def render(self, ctx: ViewContext) -> pygame.Surface:
        """Draw the layer for `ctx` and give it."""
        L = self.layout
        if self._background is None:
            self._background = self._make_background()
        if self.layer is None or self.layer.get_size() != (L.width, L.height):
            self.layer = pygame.Surface((L.width, L.height))
        layer = self.layer
        theme.blit(layer, self._background, (0, 0), covers=False)
        self.view.regions = []
        self.view.card_rects = {}
        self.view.face_up = set()
        self._top_bar(layer, ctx)
        self.view.render(layer, ctx)
        return layer

    def _top_bar(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state = ctx.state
        names = [s.name for s in state.config.seats]
        if state.result is not None:
            text = tr("game_over")
        else:
            text = tr("turn_and_phase", turn=tr("turn_of", turn=state.turn_number, name=names[state.active]),
                      phase=self.view.phase_text(ctx))
        color = theme.SEAT_COLORS[state.active % len(theme.SEAT_COLORS)]
        pygame.draw.circle(surface, color, (L.px(18), L.top_bar.centery), L.px(7))
        theme.draw_text(surface, text, (L.px(32), L.top_bar.centery), L.font(19), theme.TEXT, "bold", "midleft",
                        max_width=L.width - L.side.w - L.px(300))
        right = L.width - L.px(14)
        if ctx.viewer >= 0:
            r = theme.draw_text(surface, tr("you_are", name=names[ctx.viewer]), (right, L.top_bar.centery), L.font(16),
                                theme.SEAT_COLORS[ctx.viewer % 5], "bold", "midright")
            right = r.x - L.px(24)
        self.warning_rect = None
        if ctx.warning:
            warning = f"⚠ {ctx.warning}"
            img = theme.fonts().render(warning, "bold", L.font(14), (255, 255, 255))
            pill = img.get_rect().inflate(L.px(16), L.px(6))
            pill.midright = (right, L.top_bar.centery)
            pygame.draw.rect(surface, theme.BAD, pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
            theme.note_text(surface, warning, pill)
            self.warning_rect = pill
            right = pill.x - L.px(18)
        self.view.draw_top_bar(surface, ctx, right)

    # ------------------------------------------------------------------------------------------ log
    def draw_log(self, surface: pygame.Surface, log: GameLog) -> pygame.Rect:
        """The log panel (cached until the log, its scroll or the size change). Returns the export button rect."""
        L = self.layout
        area = L.log_panel
        key = (log.version, self.log_scroll, area.w, area.h, i18n.generation())
        if self._log_surface is None or self._log_key != key:
            self._log_surface = self._render_log(log)
            self._log_key = key
        theme.blit(surface, self._log_surface, area, covers=False)
        export = pygame.Rect(0, 0, L.px(70), L.font(13) + L.px(8))
        export.topright = (area.right - L.px(8), area.y + L.px(5))
        return export

    def scroll_log(self, lines: int) -> None:
        self.log_scroll = max(0, self.log_scroll + lines)

    def _render_log(self, log: GameLog) -> pygame.Surface:
        L = self.layout
        area = L.log_panel
        surf = pygame.Surface(area.size)
        surf.fill(theme.PANEL)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=L.px(8))
        theme.draw_text(surf, tr("log").upper(), (L.px(10), L.px(6)), L.font(13), theme.TEXT_DIM, "bold")
        ex = pygame.Rect(0, 0, L.px(70), L.font(13) + L.px(8))
        ex.topright = (area.w - L.px(8), L.px(5))
        pygame.draw.rect(surf, theme.PANEL_LIGHT, ex, border_radius=L.px(5))
        theme.draw_text(surf, tr("export_log"), ex.center, L.font(12), theme.TEXT, "cond_bold", "center")
        f = theme.fonts()
        size = L.font(13)
        line_h = f.get("cond", size).get_linesize()
        top = L.px(10) + L.font(13) + L.px(8)
        width = area.w - L.px(20)
        wrapped: list[tuple[str, theme.Color, str]] = []
        indent = f.get("cond", size).size("  ")[0]       # a line's continuation is indented by two spaces
        for line in log.lines[-400:]:
            color = theme.SEAT_COLORS[line.seat % 5] if line.heading and line.seat >= 0 else theme.TEXT
            face = "cond_bold" if line.heading else "cond"
            room = width - (0 if line.heading else L.px(8) + indent)
            for k, part in enumerate(f.wrap(line.text, face, size, room)):
                wrapped.append((("" if line.heading or k == 0 else "  ") + part, color, face))
        visible = max(1, (area.h - top - L.px(6)) // line_h)
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(wrapped) - visible)))
        end = len(wrapped) - self.log_scroll
        start = max(0, end - visible)
        y = top
        for text, color, face in wrapped[start:end]:
            x = L.px(10) if face == "cond_bold" else L.px(16)
            theme.draw_text(surf, text, (x, y), size, color, face, box=pygame.Rect(x, y, width - x + L.px(10), line_h))
            y += line_h
        if self.log_scroll:
            theme.draw_text(surf, tr("log_newer", n=self.log_scroll), (area.w - L.px(10), area.h - L.px(6)), L.font(11),
                            theme.ACCENT, "cond", "bottomright")
        return surf
