"""The application: the window, the one main loop, scene switching, and the safety net.

`App` owns the only loop (tick -> events -> update(dt) -> draw -> flip). Tests drive it frame by frame with
`App.step()` after posting synthetic events. Any exception a scene raises is caught here: the game in progress is
autosaved, a crash report is written, and an error screen shows its path - never a traceback in the player's face.
"""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from . import i18n
from .gcfreeze import collect_left_screen
from .persistence.settings import Settings, load_settings, save_settings
from .ui import strings, theme
from .ui.layout import MIN_H, MIN_W
from .ui.window_size import fitting_window_size, scaled_window

if TYPE_CHECKING:
    from .ui.match import Match
    from .ui.scene import Scene

FPS = 60


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, sound: bool = False) -> None:
        """`sound`: open the sound device after the first frame (the game itself and its self-test; the tools and
        the tests stay silent unless they ask)."""
        first_start = settings is None
        if settings is None:
            settings, self.startup_message = load_settings()
        else:
            self.startup_message = ""
        self.settings = settings
        # Settings never stored: the first start on this computer.
        first_run = first_start and not settings.language
        if not settings.language:
            # The first start speaks the system's language, and keeps it: a later change of the system's locale
            # does not change the game's language (Settings does).
            settings.language = i18n.system_language()
        strings.set_language(settings.language)
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        # A computer seat thinks on a worker thread in pure Python: hand the interpreter back to the render loop
        # every millisecond rather than every five, so a frame never waits long (bench: frame_ms_p99_ai_thinking).
        sys.setswitchinterval(0.001)
        pygame.display.init()
        pygame.font.init()
        theme.reset_fonts()
        theme.use_palette(settings.contrast, settings.colours == "safe")
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption(strings.tr("app_title"))
        self.desktop = screen_desktop()
        if first_run:
            # The first window fits the screen with its task bar: the largest size offered that does.
            settings.window_size = fitting_window_size(self.desktop, settings.window_size)
            self.save_settings()
        self.fullscreen = settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open_window(size or settings.window_size)
        self.clock = pygame.time.Clock()
        self._card_art: dict[str, Any] = {}     # per game: its card faces, cached across screens
        self.mouse: tuple[int, int] = (0, 0)
        self.running = True
        self.scene: Scene | None = None
        self.match: Match | None = None     # the game in progress, autosaved if something goes wrong
        self.frames = 0
        self.frames_drawn = 0
        self.last_crash: Path | None = None
        from .ui.sound import SoundBoard

        self.sound = SoundBoard(settings, enabled=sound)
        pygame.key.start_text_input()

    # ------------------------------------------------------------------------------------------ window
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        # Settings' UI scale: the window is the chosen size (the design's pixels) times the scale, as far as the screen
        # allows; in full screen the layout already fills the screen.
        surface = pygame.display.set_mode(scaled_window(size, self.settings.ui_scale, self.desktop),
                                          pygame.RESIZABLE)
        _forbid_smaller_than(MIN_W, MIN_H)
        return surface

    def apply_window_settings(self) -> None:
        self.fullscreen = self.settings.fullscreen
        self.screen = self._open_window(self.settings.window_size)
        for art in self._card_art.values():
            art.clear()
        if self.scene:
            self.scene.on_resize()

    def save_settings(self) -> str:
        """Store the settings; "" or why they could not be stored (they still apply until the app closes)."""
        from .persistence.disk import disk_problem

        try:
            save_settings(self.settings)
        except OSError as exc:
            from .i18n import engine_text
            from .ui.strings import tr

            return tr("settings_not_saved", why=engine_text(disk_problem(exc)))
        return ""

    def card_art(self, game: str) -> Any:
        """The card faces and backs of a game (`GameView.make_art`), one cache per game for the whole app."""
        art = self._card_art.get(game)
        if art is None:
            from .ui.game_view import view_for

            art = self._card_art[game] = view_for(game).make_art()
        return art

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # ------------------------------------------------------------------------------------------ scenes
    def switch(self, scene: Scene) -> None:
        left = self.scene
        if left is not None:
            left.cleanup()
            if left.focus.shown:
                scene.focus.shown = True        # a player on the keyboard goes on seeing the ring
        self.scene = scene
        scene.startup()
        scene.invalidate()
        if left is not None:
            del left             # this frame's reference would keep the screen alive through the collection
            collect_left_screen()

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------------------------------ loop
    def step(self, dt: float | None = None) -> None:
        """One frame: events, update, draw, flip."""
        if dt is None:
            dt = self.clock.tick(FPS) / 1000.0
        try:
            self._frame(dt)
        except Exception as exc:  # noqa: BLE001 - the safety net of the whole app
            self.crash(exc)
        self.frames += 1

    def _frame(self, dt: float) -> None:
        events = pygame.event.get()
        for event in events:
            if event.type == pygame.QUIT:
                # The window's close button: the scene may first ask (a game that could not be saved).
                if self.scene is None or self.scene.may_quit():
                    self.quit()
                continue
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self.mouse = event.pos
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                w, h = event.size
                if w < MIN_W or h < MIN_H:
                    # Below the smallest layout the table is designed for: grow the window back.
                    pygame.display.set_mode((max(w, MIN_W), max(h, MIN_H)), pygame.RESIZABLE)
                surface = pygame.display.get_surface()
                if surface is not None:     # always so: the event comes from the window _open_window made
                    self.screen = surface
                if self.scene:
                    self.scene.on_resize()
                continue
            if self.scene is not None and not self.scene.focus_event(event):
                self.scene.get_event(event)
        scene = self.scene
        if scene is None:
            pygame.display.flip()
            return
        scene.update(min(dt, 0.1))
        scene = self.scene          # update may have switched screens (switch always names one)
        assert scene is not None
        # Only a frame that shows something new is drawn: an idle screen costs no drawing (Scene.wants_frame).
        if events or scene.wants_frame():
            scene.redraw = False
            scene.draw(self.screen)
            scene.draw_tooltip(self.screen)
            scene.draw_focus(self.screen)
            pygame.display.flip()
            self.frames_drawn += 1
        # After the frame: the first call opens the sound device, so the window's first frame never waits for it.
        self.sound.update(dt)

    def run(self) -> int:
        while self.running:
            self.step()
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        from .persistence.saves import compact_autosave
        from .ui.match import wait_for_history

        if self.match is not None:
            self.match.worker.wait(2.0)
        wait_for_history(5.0)       # a game that has just ended goes into the history first
        compact_autosave()          # the autosave's journal lines back into one plain record
        self.sound.close()
        pygame.display.quit()
        pygame.font.quit()

    def crash(self, exc: BaseException) -> None:
        """Autosave, write the crash report, show the error screen."""
        from .persistence.saves import autosave, write_crash_report
        from .ui.scenes.error import ErrorScene

        saved = False
        if self.match is not None:
            try:
                autosave(self.match.session)
                saved = True
            except Exception:  # noqa: BLE001 - the report below still gets written
                saved = False
        scene_name = getattr(self.scene, "name", "?")
        try:
            path: Path | None = write_crash_report(exc, f"scene: {scene_name}; game autosaved: {saved}")
        except Exception:  # noqa: BLE001
            path = None
        self.last_crash = path
        if isinstance(self.scene, ErrorScene):
            self.quit()     # the error screen itself failed: stop rather than loop
            return
        self.match = None
        self.switch(ErrorScene(self, path, saved))


def run_app(options: dict[str, Any] | None = None) -> int:
    """Open the window and play. options: new (bool), load (path)."""
    from .gcfreeze import freeze_startup_objects

    app = start_app(options)
    freeze_startup_objects()
    return app.run()


def start_app(options: dict[str, Any] | None = None) -> App:
    """The app with its first screen, before the loop runs: the data folders made (or a message why not), then
    the title, New Game or the loaded game."""
    from .persistence import paths
    from .persistence.atomic import remove_stale_temp_files

    options = options or {}
    folders_problem = paths.ensure_user_dirs()
    remove_stale_temp_files(*paths.written_dirs())
    app = App(sound=True)
    app.startup_message = " ".join(m for m in (folders_problem, app.startup_message) if m)
    from .ui.scenes.title import TitleScene

    if options.get("load"):
        from .ui.scenes.title import open_saved_game

        if not open_saved_game(app, Path(options["load"])):
            app.switch(TitleScene(app))
    elif options.get("new"):
        from .ui.scenes.new_game import NewGameScene

        app.switch(NewGameScene(app))
    else:
        app.switch(TitleScene(app))
    if app.startup_message and app.scene is not None:
        # After what the first screen says itself (the title: an autosave set aside).
        app.scene.say(" ".join(m for m in (app.startup_message, app.scene.message) if m), (226, 86, 76))
    return app


def screen_desktop() -> tuple[int, int]:
    """The desktop the window opens on ((0, 0) headless: no screen to fit)."""
    return (0, 0) if os.environ.get("SDL_VIDEODRIVER") == "dummy" else desktop_size()


def desktop_size() -> tuple[int, int]:
    """The size of the first display's desktop ((0, 0) when the system does not say)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return 0, 0
    return tuple(sizes[0]) if sizes else (0, 0)  # type: ignore[return-value]


def _forbid_smaller_than(w: int, h: int) -> None:
    """Ask the window manager not to let the window shrink below the smallest layout (the VIDEORESIZE handler still
    grows it back where the system ignores the request)."""
    with contextlib.suppress(Exception), warnings.catch_warnings():
        # pygame-ce marks from_display_module as deprecated for drawing through Window; we only set a size limit.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = (w, h)
