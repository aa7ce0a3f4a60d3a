"""The scene protocol: one `App` loop calls `get_event`, `update(dt)` and `draw` of the current scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import engine_text
from .widgets import WidgetGroup

if TYPE_CHECKING:
    from ..app import App


class Scene:
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets = WidgetGroup()
        self.message = ""
        self.message_color = (236, 232, 220)

    def startup(self) -> None:
        """Called when the scene becomes current (build widgets for the window size here)."""
        self.layout()

    def cleanup(self) -> None:
        """Called when another scene replaces this one."""

    def layout(self) -> None:
        """(Re)build widgets for the current window size."""

    def on_resize(self) -> None:
        self.layout()

    def get_event(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event, self.app.mouse)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def may_quit(self) -> bool:
        """Whether the window may close now; a scene that must ask first opens its question and says False."""
        return True

    def say(self, text: str, color: tuple[int, int, int] = (236, 232, 220)) -> None:
        """A message under the screen; one the app's files or records wrote in English is said in the player's
        language (`i18n.engine_text`)."""
        self.message = engine_text(text)
        self.message_color = color
