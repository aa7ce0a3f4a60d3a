"""`thunderstone --self-test`: the whole app, end to end, without a player - for CI and for the frozen executable.

It opens the app (headless when `SDL_VIDEODRIVER=dummy`, or when no display can be opened), clicks through the
title and New Game screens like a player (posted mouse and key events), starts a game of Base + Wrath of the
Elements between two computer seats at the fastest real level, lets the real table play it to Game Over (scenes, the
computer worker thread, event handling, drawing; animations off), saves the replay with the Game Over screen's
button, opens that file again the way `--load` does, and checks that the reloaded game's state hash equals the
finished game's. It prints `key: value` lines and `self_test: ok` (exit 0), or `self_test: failed: <reason>`
(exit 1). Everything it writes goes to a temporary data folder, removed at the end: the player's saves, autosave
and settings are never touched.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

SEED = 12                   # Base + Wrath, random card set: Elemental-Nature, Elemental-Pain and Undead-Spirit
SETS = ("base", "wrath")
ADVANCE = "advance"         # the second game: Thunderstone Advance, a random card set, the Wilderness side
ADVANCE_SEED = 7
ADVANCE_BOARD = "wilderness"
MAX_TURNS = 400             # two easy computers finish such a game in about 60-220 turns
MAX_SECONDS = 50.0
WINDOW = (1280, 720)
FRAME_DT = 1 / 60


class SelfTestFailure(Exception):
    """Why the self-test failed, in one line."""


def fastest_level(game: str = "classic") -> str:
    """The weakest (so fastest) real computer level registered; "random" only if there is no other."""
    from .ai_runner import available_levels

    levels = available_levels(game)      # weakest first
    return levels[0] if levels else "random"


def run_self_test(started: float | None = None, *, max_turns: int = MAX_TURNS, max_seconds: float = MAX_SECONDS,
                  out: Callable[[str], Any] = print) -> int:
    """Run it; `started` is when the program started (perf_counter), for the time to the first frame."""
    started = time.perf_counter() if started is None else started
    home = tempfile.mkdtemp(prefix="thunderstone-self-test-")
    saved_env = {key: os.environ.get(key) for key in ("THUNDERSTONE_HOME", "SDL_AUDIODRIVER")}
    os.environ["THUNDERSTONE_HOME"] = home          # never the player's saves, autosave or settings
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        SelfTest(started, max_turns, max_seconds, lambda key, value: out(f"{key}: {value}")).run()
        out("self_test: ok")
        return 0
    except SelfTestFailure as exc:
        out(f"self_test: failed: {exc}")
        return 1
    except Exception as exc:  # noqa: BLE001 - one line for CI, never a traceback
        out(f"self_test: failed: unexpected {type(exc).__name__}: {exc}")
        return 1
    finally:
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        shutil.rmtree(home, ignore_errors=True)


class SelfTest:
    def __init__(self, started: float, max_turns: int, max_seconds: float,
                 report: Callable[[str, object], Any]) -> None:
        self.started = started
        self.max_turns = max_turns
        self.max_seconds = max_seconds
        self.report = report        # each fact as soon as it is known: a failure still shows how far it got
        self.frames = 0
        self.app: Any = None

    # ------------------------------------------------------------------------------------------ the run
    def run(self) -> None:
        from .. import __version__

        self.report("version", __version__)
        self.app = self._open_app()
        try:
            self._play()
        finally:
            self.app.shutdown()

    def _open_app(self) -> Any:
        import pygame

        from ..app import App
        from ..persistence.settings import Settings

        settings = Settings(animation_speed="off", confirm_end_turn=False)
        try:
            return App(settings, size=WINDOW, fullscreen=False)
        except pygame.error:
            # No display here (a server, CI without Xvfb): the same app, drawn off screen.
            pygame.display.quit()
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            return App(settings, size=WINDOW, fullscreen=False)

    def _play(self) -> None:
        import pygame

        from .scenes.game_over import GameOverScene
        from .scenes.new_game import NewGameScene
        from .scenes.title import TitleScene, open_saved_game

        app = self.app
        app.switch(TitleScene(app))
        self.step()
        report = self.report
        report("first_frame_s", round(time.perf_counter() - self.started, 3))
        report("video_driver", pygame.display.get_driver())
        level = fastest_level()
        report("self_test_level", level)
        # New Game, as a player: two computer seats, both sets, a random card set from a fixed seed.
        self.click_widget("new_game")
        self.expect(NewGameScene, "the New Game screen did not open")
        for seat in (0, 1):
            self.cycle_to(f"kind:{seat}", f"ai:{level}")
        self.cycle_to("sets", SETS)
        self.cycle_to("card_set", "random")
        self.type_into("seed", str(SEED))
        game_started = time.perf_counter()
        self.click_widget("start")
        self.check_alive()
        match = app.match
        if match is None:
            raise SelfTestFailure(f"the game did not start ({app.scene.message or app.scene.name})")
        config = match.config
        report("self_test_sets", "+".join(config.sets))
        report("self_test_seed", config.seed)
        report("self_test_card_set", ", ".join(config.card_set.monster_classes + config.card_set.hero_lines
                                               + config.card_set.village))
        # The table plays itself: the loop runs as for a player, computer moves come from the worker thread.
        while not isinstance(app.scene, GameOverScene):
            self.step()
            self.check_alive()
            if match.state.turn_number > self.max_turns:
                raise SelfTestFailure(f"the game did not end within {self.max_turns} turns (seed {SEED}, "
                                      f"{len(match.session.steps)} decisions)")
            if time.perf_counter() - game_started > self.max_seconds:
                raise SelfTestFailure(f"the game did not end within {self.max_seconds:g} s (turn "
                                      f"{match.state.turn_number})")
        finished = match.state.state_hash()
        report("self_test_turns", match.state.turn_number)
        report("self_test_decisions", len(match.session.steps))
        report("self_test_seconds", round(time.perf_counter() - game_started, 2))
        report("self_test_frames", self.frames)
        report("self_test_scores", " ".join(str(s) for s in match.state.result.scores))
        # Save the replay with the Game Over screen's button, then open the file as `--load` does.
        saved = self.save_replay()
        open_saved_game(app, saved)
        self.step()
        self.check_alive()
        if app.match is None or app.match is match:
            raise SelfTestFailure(f"the saved game did not load ({app.scene.message or app.scene.name})")
        reloaded = app.match.state.state_hash()
        if reloaded != finished:
            raise SelfTestFailure(f"the reloaded game differs from the finished one ({reloaded} != {finished})")
        if not isinstance(app.scene, GameOverScene):
            raise SelfTestFailure(f"the reloaded finished game shows {app.scene.name}, not the Game Over screen")
        report("self_test_save_bytes", saved.stat().st_size)
        report("self_test_state_hash", finished)
        self._play_advance()

    def _play_advance(self) -> None:
        """A game of Thunderstone Advance, from the title through New Game to its reloaded replay."""
        from .game_view import game_names
        from .scenes.game_over import GameOverScene
        from .scenes.new_game import NewGameScene
        from .scenes.title import open_saved_game

        if ADVANCE not in game_names():
            raise SelfTestFailure("Thunderstone Advance has no table")
        app = self.app
        report = self.report
        self.click_widget("title")
        self.click_widget("new_game")
        self.expect(NewGameScene, "the New Game screen did not open for Thunderstone Advance")
        self.cycle_to("game", ADVANCE)
        level = fastest_level(ADVANCE)
        report("self_test_advance_level", level)
        for seat in (0, 1):
            self.cycle_to(f"kind:{seat}", f"ai:{level}")
        self.cycle_to("board", ADVANCE_BOARD)
        self.cycle_to("card_set", "random")
        self.type_into("seed", str(ADVANCE_SEED))
        started = time.perf_counter()
        self.click_widget("start")
        self.check_alive()
        match = app.match
        if match is None or match.config.game != ADVANCE:
            raise SelfTestFailure(f"the Advance game did not start ({app.scene.message or app.scene.name})")
        config = match.config
        report("self_test_advance_board", config.board)
        report("self_test_advance_card_set", ", ".join(config.card_set.monster_groups + (config.card_set.bearer,)
                                                       + config.card_set.hero_lines + config.card_set.village))
        while not isinstance(app.scene, GameOverScene):
            self.step()
            self.check_alive()
            if match.state.turn_number > self.max_turns:
                raise SelfTestFailure(f"the Advance game did not end within {self.max_turns} turns (seed "
                                      f"{ADVANCE_SEED})")
            if time.perf_counter() - started > self.max_seconds:
                raise SelfTestFailure(f"the Advance game did not end within {self.max_seconds:g} s (turn "
                                      f"{match.state.turn_number})")
        finished = match.state.state_hash()
        report("self_test_advance_turns", match.state.turn_number)
        report("self_test_advance_decisions", len(match.session.steps))
        report("self_test_advance_seconds", round(time.perf_counter() - started, 2))
        report("self_test_advance_scores", " ".join(str(s) for s in match.state.result.scores))
        saved = self.save_replay(ADVANCE)
        open_saved_game(app, saved)
        self.step()
        self.check_alive()
        if app.match is None or app.match is match or app.match.state.state_hash() != finished:
            raise SelfTestFailure("the saved Advance game did not reload as it ended")
        report("self_test_advance_state_hash", finished)

    def save_replay(self, game: str = "") -> Path:
        from ..persistence.paths import replays_dir

        before = set(replays_dir().glob("*.json"))
        self.click_widget("save_replay")
        self.check_alive()
        saves = sorted(set(replays_dir().glob("*.json")) - before)
        if len(saves) != 1:
            raise SelfTestFailure(f"Save replay wrote {len(saves)} files ({self.app.scene.message})")
        return saves[0]

    # ------------------------------------------------------------------------------------------ input
    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(FRAME_DT)
            self.frames += 1

    def check_alive(self) -> None:
        """The app's safety net turns an exception into the error screen: that is a failure here."""
        app = self.app
        if app.scene is not None and app.scene.name == "error":
            report = app.last_crash
            last = ""
            if report is not None and report.exists():
                lines = [ln for ln in report.read_text(encoding="utf-8").splitlines() if ln.strip()]
                last = lines[-1] if lines else ""
            raise SelfTestFailure(f"the app crashed: {last or 'no crash report'}")
        if not app.running:
            raise SelfTestFailure("the app quit on its own")

    def expect(self, scene_type: type, why: str) -> None:
        self.check_alive()
        if not isinstance(self.app.scene, scene_type):
            raise SelfTestFailure(f"{why} (showing {self.app.scene.name})")

    def widget(self, widget_id: str) -> Any:
        widget = self.app.scene.widgets.get(widget_id)
        if widget is None or not widget.visible:
            raise SelfTestFailure(f"no {widget_id!r} on the {self.app.scene.name} screen")
        return widget

    def click(self, pos: tuple[int, int]) -> None:
        import pygame

        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()

    def click_widget(self, widget_id: str) -> None:
        widget = self.widget(widget_id)
        if not widget.enabled:
            raise SelfTestFailure(f"{widget_id!r} cannot be clicked on the {self.app.scene.name} screen")
        self.click(widget.rect.center)
        self.step()

    def cycle_to(self, widget_id: str, value: object) -> None:
        """Click a cycler's right arrow until it shows `value`."""
        for _ in range(40):
            cycler = self.widget(widget_id)
            if cycler.value == value:
                return
            self.click((cycler.rect.right - 4, cycler.rect.centery))
        raise SelfTestFailure(f"{widget_id!r} never offered {value!r}")

    def type_into(self, widget_id: str, text: str) -> None:
        import pygame

        field = self.widget(widget_id)
        self.click(field.rect.center)
        for _ in range(len(field.text)):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="",
                                                 scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        self.step()
        if self.widget(widget_id).text != text:
            raise SelfTestFailure(f"typing {text!r} into {widget_id!r} gave {self.widget(widget_id).text!r}")


def main() -> int:
    return run_self_test()


if __name__ == "__main__":
    sys.exit(main())
