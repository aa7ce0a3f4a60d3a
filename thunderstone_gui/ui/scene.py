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
from . import theme
from .focus import (
    ACTIVATE_KEYS,
    ARROWS,
    HELP_KEY,
    FocusRing,
    Spot,
    cycler_arrow,
    drop_text_focus,
    overlay_spots,
    widget_spots,
)
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
        self.focus = FocusRing()      # the keyboard's ring (ui/focus.py)

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

    # ------------------------------------------------------------------------------------------ keyboard focus
    focus_arrows = True               # the arrow keys move the ring while it is shown (False: the screen's own)
    space_activates = True            # Space clicks the focused spot too (False: the screen's own Space)
    page_keys_wheel = True            # Page Up / Down turn the wheel where the ring is (False: the screen's own)

    def focus_spots(self) -> list[Spot]:
        """Every place a click can use now, in Tab order: an open question's or menu's choices (it takes every
        click), else the widgets and `more_focus_spots`."""
        overlay = getattr(self, "overlay", None)
        if overlay is not None and getattr(overlay, "modal", True):
            return overlay_spots(overlay)
        return widget_spots(self.widgets) + self.more_focus_spots()

    def more_focus_spots(self) -> list[Spot]:
        """What the screen draws itself that a click uses (rows of a list, a panel's controls)."""
        return []

    def typing(self) -> bool:
        """A text field takes the keys now (the ring leaves them alone but Tab)."""
        return self.widgets.focused_text()

    def focus_event(self, event: pygame.event.Event) -> bool:
        """The ring's keys (ui/focus.py), before the screen's own; True when the ring took the event."""
        ring = self.focus
        if event.type == pygame.MOUSEBUTTONDOWN:
            ring.shown = ring.help = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            drop_text_focus(self.widgets)
            self._focus_moved(ring.step(self.focus_spots(), -1 if event.mod & pygame.KMOD_SHIFT else 1))
            return True
        if not ring.shown or self.typing() or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        spots = self.focus_spots()
        spot = ring.current(spots)
        if spot is None:
            return False
        # ← → on a focused choice change it (on every screen: the ring stands on it).
        side = cycler_arrow(self.widgets.get(spot.key[2:]) if spot.key.startswith("w:") else None, key)
        if side is not None:
            self.activate(Spot(spot.key, spot.rect, side))
            return True
        if key in ARROWS and self.focus_arrows:
            self._focus_moved(ring.toward(spots, *ARROWS[key]))
            return True
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.page_keys_wheel:
            # The mouse wheel over the ringed spot: a list, the log (three notches, as a flick of the wheel).
            kept = self.app.mouse
            self.app.mouse = spot.at
            notches = 3 if key == pygame.K_PAGEUP else -3
            self.get_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False,
                                              precise_x=0.0, precise_y=float(notches)))
            self.app.mouse = spot.at if ring.help else kept
            self.invalidate()
            return True
        if key in ACTIVATE_KEYS and (key != pygame.K_SPACE or self.space_activates):
            self.activate(spot)
            return True
        if key == HELP_KEY or key == pygame.K_ESCAPE and ring.help:
            ring.help = key == HELP_KEY and not ring.help
            if not ring.help:
                self.app.mouse = (-1, -1)         # nothing hovered until the mouse moves again
            self._focus_moved(spot)
            return True
        return False

    def _focus_moved(self, spot: Spot | None) -> None:
        """With I on, what hovering the focused spot shows follows the ring (the mouse's place is the spot's)."""
        if spot is not None and self.focus.help:
            self.app.mouse = spot.at
        self.invalidate()

    def activate(self, spot: Spot) -> None:
        """Enter or Space on the ring: a click at the spot, given to the screen as the mouse's own press and release
        (whichever screen is current when the release comes, as the app's loop does)."""
        kept = self.app.mouse
        pos = spot.at
        self.app.mouse = pos
        self.get_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        scene = self.app.scene or self
        scene.get_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        # The ring, not the mouse, points now: the card clicked shows large only when asked (I).
        self.app.mouse = pos if self.focus.help else kept
        scene.invalidate()

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """A widget's tooltip (`Button(tooltip=...)`) in a box beside it while the mouse is on it or the keyboard's
        ring stands on it, over the screen (the app calls it after `draw`); never under an open overlay."""
        if getattr(self, "overlay", None) is not None:
            return
        focused = self.focus.current(self.focus_spots()) if self.focus.shown else None
        for widget in self.widgets.items:
            tip = getattr(widget, "tooltip", "")
            if not tip or not widget.visible:
                continue
            if widget.rect.collidepoint(self.app.mouse) or (focused is not None and focused.key == f"w:{widget.id}"):
                draw_tooltip_box(surface, tip, widget.rect)
                return

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The ring, over everything the screen drew (the app calls it after `draw`)."""
        if not self.focus.shown:
            return
        spot = self.focus.current(self.focus_spots())
        if spot is not None:
            self.focus.draw(surface, spot, min(surface.get_width() / 1280, surface.get_height() / 720))

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


def draw_tooltip_box(surface: pygame.Surface, text: str, anchor: pygame.Rect) -> pygame.Rect:
    """`text` wrapped in a box above `anchor` (below it when there is no room above), kept on the screen."""
    scale = min(surface.get_width() / 1280, surface.get_height() / 720)
    size = max(11, round(14 * scale))
    pad = max(4, round(7 * scale))
    f = theme.fonts()
    lines = f.wrap(text, "sans", size, round(360 * scale))
    width = max(f.get("sans", size).size(line)[0] for line in lines) + 2 * pad
    line_h = size + max(2, round(3 * scale))
    box = pygame.Rect(0, 0, width, line_h * len(lines) + 2 * pad)
    box.midbottom = (anchor.centerx, anchor.y - pad)
    if box.y < 0:
        box.midtop = (anchor.centerx, anchor.bottom + pad)
    box.clamp_ip(surface.get_rect().inflate(-2 * pad, -2 * pad))
    theme.panel(surface, box, theme.PANEL_LIGHT, theme.ACCENT, max(4, pad))
    for k, line in enumerate(lines):
        theme.draw_text(surface, line, (box.x + pad, box.y + pad + k * line_h), size, theme.TEXT, "sans",
                        kind="tooltip")
    return box
