"""The charts of a game on a screen (Game Over, the replay viewer): computed from the record the first time they are
shown (`engine/stats.game_stats`), drawn in a rectangle (`charts.draw_charts`), the deck chart's player changed by
a click on it, and "Export PNG" writing every chart into the data folder's logs/."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ..engine.stats import GameStats, game_stats, stats_module
from ..persistence.disk import disk_problem
from . import theme
from .charts import chart_cells, draw_charts, export_png
from .strings import tr

if TYPE_CHECKING:
    from ..engine.session import Session


class ChartsPanel:
    def __init__(self, session: Session, upto: int | None = None) -> None:
        self.session = session
        self.upto = upto
        self.available = stats_module(session.config.game) is not None
        self.shown = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.deck_seat = 0
        self.scale = 1.0
        self._stats: GameStats | None = None

    @property
    def stats(self) -> GameStats | None:
        if self._stats is None and self.available:
            self._stats = game_stats(self.session, self.upto)
        return self._stats

    def at(self, upto: int | None) -> None:
        """Count only the first `upto` decisions from now on (the replay viewer's position)."""
        if upto != self.upto:
            self.upto = upto
            self._stats = None

    def deck_rect(self) -> pygame.Rect:
        stats = self.stats
        if stats is None:
            return pygame.Rect(0, 0, 0, 0)
        return chart_cells(self.rect, stats, self.scale)[1]         # as draw_charts lays the grid out

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the deck chart shows the next player's deck."""
        if (self.shown and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.deck_rect().collidepoint(event.pos) and self.stats is not None):
            self.deck_seat = (self.deck_seat + 1) % self.stats.seats
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        stats = self.stats
        if stats is None or not stats.turns:
            return
        self.scale = scale
        draw_charts(surface, self.rect, stats, scale, self.deck_seat)
        if stats.seats > 1:
            deck = self.deck_rect()
            theme.draw_text(surface, tr("deck_click"), (deck.right - round(12 * scale), deck.y + round(8 * scale)),
                            max(10, round(12 * scale)), theme.TEXT_DIM, "sans", "topright")

    def export(self, scene: Any, title: str) -> None:
        """Write the PNG into logs/ and say where (or why it could not be written) on `scene`."""
        from ..persistence.paths import logs_dir

        stats = self.stats
        if stats is None:
            return
        try:
            path = export_png(stats, logs_dir(), title)
        except (OSError, pygame.error) as exc:
            why = disk_problem(exc) if isinstance(exc, OSError) else str(exc)
            scene.say(tr("chart_failed", why=why), theme.BAD)
            return
        scene.say(tr("chart_exported", path=Path(path).name), theme.GOOD)     # the name: no folders on the line
