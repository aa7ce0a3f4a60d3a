"""Shared drawing for the menu screens: the backdrop, titles, a scale factor from the window size; `MenuScreen`, a
screen of widgets under a title that Back or Escape leaves."""

from __future__ import annotations

from typing import Any, Sequence, TypeVar

import pygame

from .. import theme
from ..scene import Scene

T = TypeVar("T")

_backdrops: dict[tuple[int, int], pygame.Surface] = {}


def row_at(rows: Sequence[tuple[pygame.Rect, T]], pos: tuple[int, int]) -> T | None:
    """The entry of the list row under `pos` (`rows`: each row's rectangle and entry), or None."""
    return next((entry for rect, entry in rows if rect.collidepoint(pos)), None)


def ui_scale(size: tuple[int, int]) -> float:
    return min(size[0] / 1600, size[1] / 900)


def backdrop(surface: pygame.Surface) -> tuple[int, int, float]:
    """A menu screen's background; returns the screen's width, height and scale (from the 1600x900 design)."""
    size = surface.get_size()
    bg = _backdrops.get(size)
    if bg is None:
        bg = pygame.Surface(size)
        w, h = size
        for y in range(0, h, 4):
            t = y / max(1, h)
            pygame.draw.rect(bg, theme.mix((18, 26, 32), (34, 52, 46), t), (0, y, w, 4))
        # a soft light in the middle of the table
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(8, 0, -1):
            pygame.draw.ellipse(glow, (60, 90, 80, 10), pygame.Rect(0, 0, w * k // 8, h * k // 8).move(
                (w - w * k // 8) // 2, (h - h * k // 8) // 2))
        bg.blit(glow, (0, 0))
        _backdrops.clear()
        _backdrops[size] = bg
    surface.blit(bg, (0, 0))
    return size[0], size[1], ui_scale(size)


def new_layout(scene: Scene) -> tuple[int, int, float]:
    """A screen's layout starts anew: its widgets gone; the window's width, height and scale."""
    scene.widgets.clear()
    w, h = scene.app.size
    return w, h, ui_scale((w, h))


def question_takes(scene: Any, event: pygame.event.Event) -> bool:
    """A question over the screen (`scene.overlay`) takes every event while it is open (a typed "y" answers it and
    goes nowhere else); answered, it closes. True when there was one."""
    if scene.overlay is None:
        return False
    scene.overlay.handle(event, scene.app.mouse)
    if scene.overlay is not None and scene.overlay.done:
        scene.overlay = None
    return True


def title(surface: pygame.Surface, text: str, y: int, size: int) -> None:
    theme.draw_text(surface, text, (surface.get_width() // 2 + 3, y + 3), size, (0, 0, 0), "title", "midtop")
    theme.draw_text(surface, text, (surface.get_width() // 2, y), size, theme.ACCENT, "title", "midtop")


def message_line(surface: pygame.Surface, text: str, color: tuple[int, int, int], scale: float) -> None:
    if not text:
        return
    w, h = surface.get_size()
    size = max(12, round(18 * scale))
    lines = theme.fonts().wrap(text, "sans", size, int(w * 0.8))
    y = h - round(30 * scale) - len(lines) * (size + 6)
    for line in lines:
        theme.draw_text(surface, line, (w // 2, y), size, color, "sans", "midtop")
        y += size + 6


def back_or_title(app: Any, back: Any) -> None:
    """Leave a screen for the one that opened it, or for the title when it was opened directly."""
    if back is not None:
        app.switch(back)
    else:
        from .title import TitleScene

        app.switch(TitleScene(app))


class MenuScreen(Scene):
    """The backdrop, the screen's title, what the subclass draws (`draw_body`), its widgets and the message line;
    Escape (or a Back button calling `go_back`) returns to the screen that opened it, or to the title."""

    redraw_on_demand = True
    # The title's top (a share of the window's height) and its size at scale 1.
    TITLE_AT: tuple[float, int] = (0.08, 56)
    escape_goes_back = True

    def __init__(self, app: Any, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back

    def title_text(self) -> str:
        raise NotImplementedError

    def go_back(self) -> None:
        back_or_title(self.app, self.back)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        top, size = self.TITLE_AT
        title(surface, self.title_text(), round(h * top), round(size * s))
        self.draw_body(surface, s)
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        """What the screen draws under its widgets."""
