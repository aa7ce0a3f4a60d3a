"""The scene protocol: one `App` loop calls `get_event`, `update(dt)` and `draw` of the current scene.

A scene knows the app only as `AppServices`: what a screen may ask of it (the window's size, the mouse, the settings,
the game in progress, switching screens). `app.App` provides it; the app imports the scenes, and no scene imports the
app.

A scene with `redraw_on_demand` is drawn only when the frame would show something new: an event came (a key, the
mouse, the window), it was asked to (`invalidate`, `say`, a new layout, becoming the current scene), or something
moves by itself (`animating`, a text field's blinking caret). Otherwise the loop only looks for events, and a
screen where nothing moves costs next to no CPU (the UI bench's idle_cpu_percent). Other scenes are drawn every
frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..i18n import engine_text
from .widgets import WidgetGroup

if TYPE_CHECKING:
    from ..persistence.settings import Settings
    from .match import Match
    from .sound import SoundBoard


class AppServices(Protocol):
    """What a scene may ask of the app (`app.App` is one): the screens use nothing else of it."""

    settings: Settings
    mouse: tuple[int, int]            # where the mouse was last seen
    scene: Scene | None               # the screen shown now
    match: Match | None               # the game in progress, autosaved if something goes wrong
    desktop: tuple[int, int]          # the screen's size in pixels ((0, 0): unknown)
    fullscreen: bool                  # the window fills the screen now
    sound: SoundBoard                 # the table's sound effects and ambience

    @property
    def size(self) -> tuple[int, int]: ...

    def switch(self, scene: Scene) -> None:
        """Show `scene` instead of the current screen."""

    def quit(self) -> None:
        """Close the app after this frame."""

    def card_art(self, game: str) -> Any:
        """The card faces of a game (`GameView.make_art`), one cache for the whole app."""

    def save_settings(self) -> str:
        """Store the settings; "" or why they could not be stored."""

    def apply_window_settings(self) -> None:
        """Open the window again as the settings say (size, full screen)."""


class Scene:
    name = "scene"
    redraw_on_demand = False      # True: drawn only when something changed (see the module's docstring)

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.widgets = WidgetGroup()
        self.message = ""
        self.message_color = (236, 232, 220)
        self.redraw = True            # draw the next frame (the app clears it once drawn)
        self._caret_phase = -1

    def startup(self) -> None:
        """Called when the scene becomes current (build widgets for the window size here)."""
        self.layout()

    def cleanup(self) -> None:
        """Called when another scene replaces this one."""

    def layout(self) -> None:
        """(Re)build widgets for the current window size."""

    def on_resize(self) -> None:
        self.layout()
        self.invalidate()

    def invalidate(self) -> None:
        """Draw the next frame: something the scene shows changed without an event."""
        self.redraw = True

    def animating(self) -> bool:
        """Whether something on the screen moves or changes by itself now (every frame is drawn meanwhile)."""
        return False

    def wants_frame(self) -> bool:
        """Whether the next frame must be drawn though no event came."""
        if not self.redraw_on_demand or self.redraw or self.animating():
            return True
        if self.widgets.focused_text():          # the caret blinks twice a second
            phase = pygame.time.get_ticks() // 500
            if phase != self._caret_phase:
                self._caret_phase = phase
                return True
        return False

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.escape_goes_back and event.key == pygame.K_ESCAPE:
                self.go_back()
                return
            if self.enter_confirms and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
                return
        self.widgets.handle(event, self.app.mouse)

    escape_goes_back = False          # a screen with a way back: Escape takes it
    enter_confirms = False            # a screen with one main button: Enter presses it

    def go_back(self) -> None:
        """Leave for the screen before (where `escape_goes_back`)."""

    def confirm(self) -> None:
        """What the screen's main button does (where `enter_confirms`)."""

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
        self.invalidate()
