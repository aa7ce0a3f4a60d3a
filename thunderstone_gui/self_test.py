"""`thunderstone --self-test`: the whole app, end to end, without a player - for CI and for the frozen executable.

It opens the app (headless when `SDL_VIDEODRIVER=dummy`, or when no display can be opened), shows every game's
rules on the title's Rules screen (each read from its document: `rules_sections`), clicks through the
title and New Game screens like a player (posted mouse and key events), starts a game of Base + Wrath of the
Elements between two computer seats at the fastest real level, lets the real table play it to Game Over (scenes, the
computer worker thread, event handling, drawing; animations off), saves the replay with the Game Over screen's
button, opens that file again the way `--load` does, and checks that the reloaded game's state hash equals the
finished game's. Then the same for a game of Thunderstone Quest (the game chosen on New Game; our card set, the
rulebook's Random Setup from a fixed seed; its `quest_self_test_...` facts), of Thunderstone Advance, and a game
over the network on the loopback address: Title -> Play over the network -> Host, a computer seat at the host and a
network seat that a client on a thread of its own joins with the lobby's code and plays with the same level; the
host's table plays it to Game Over and the client's last view must be the one the host's final state shows its seat
(`net_self_test_...`). Every run plays the same games: the random card sets and the computers' seeds come from
the self-test's seeds, so a failure can be played again. It prints `key: value` lines and
`self_test: ok` (exit 0), or `self_test: failed: <reason>` (exit 1). Everything it writes goes to a temporary data
folder, removed at the end: the player's saves, autosave and settings are never touched.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from .i18n import _

SEED = 12                   # Base + Wrath, random card set: Elemental-Nature, Elemental-Pain and Undead-Spirit
SETS = ("base", "wrath")
QUEST = "quest"             # then a game of Thunderstone Quest: our card set, the rulebook's Random Setup
QUEST_SEED = 36
ADVANCE = "advance"         # the second game: Thunderstone Advance, a random card set, the Wilderness side
ADVANCE_SEED = 7
ADVANCE_BOARD = "wilderness"
MAX_TURNS = 400             # two easy computers finish such a game in about 60-220 turns
MAX_SECONDS = 120.0          # a hang, not a slow machine: a game takes 4-9 s on two idle cores
WINDOW = (1280, 720)
FRAME_DT = 1 / 60


class SelfTestFailure(Exception):
    """Why the self-test failed, in one line."""


def fastest_level(game: str = "classic") -> str:
    """The weakest (so fastest) real computer level registered for `game`; "random" only if there is no other."""
    from .ui.ai_runner import available_levels

    levels = available_levels(game)      # weakest first
    return levels[0] if levels else "random"


def run_self_test(started: float | None = None, *, max_turns: int = MAX_TURNS, max_seconds: float = MAX_SECONDS,
                  out: Callable[[str], Any] = print) -> int:
    """Run it; `started` is when the program started (perf_counter), for the time to the first frame."""
    started = time.perf_counter() if started is None else started
    home = tempfile.mkdtemp(prefix="thunderstone-self-test-")
    saved_env = {key: os.environ.get(key) for key in ("THUNDERSTONE_HOME", "SDL_AUDIODRIVER",
                                                      "THUNDERSTONE_NET_LOOPBACK")}
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
        out("self_test: failed: " + _("unexpected {kind}: {error}").format(kind=type(exc).__name__, error=exc))
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
        from . import __version__

        self.report("version", __version__)
        from . import ai

        self.app = self._open_app()
        ai.seed_computers_for_self_test(SEED)
        try:
            self._play()
        finally:
            ai.seed_computers_for_self_test(None)
            self.app.shutdown()

    def _open_app(self) -> Any:
        import pygame

        from .app import App
        from .persistence.settings import Settings

        settings = Settings(animation_speed="off", computer_pace="instant", confirm_end_turn=False)
        try:
            return App(settings, size=WINDOW, fullscreen=False, sound=True)
        except pygame.error:
            # No display here (a server, CI without Xvfb): the same app, drawn off screen.
            pygame.display.quit()
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            return App(settings, size=WINDOW, fullscreen=False, sound=True)

    def _play(self) -> None:
        import pygame

        from .ui.scenes.title import TitleScene

        app = self.app
        app.switch(TitleScene(app))
        self.step()
        report = self.report
        report("first_frame_s", round(time.perf_counter() - self.started, 3))
        report("video_driver", pygame.display.get_driver())
        self.check_sound()
        self.read_the_rules()
        level = fastest_level()
        report("self_test_level", level)
        # New Game, as a player: two computer seats, both sets, a random card set from a fixed seed.
        def both_sets_random_card_set() -> None:
            self.cycle_to("sets", SETS)
            self.cycle_to("card_set", "random")

        match = self.new_game(both_sets_random_card_set, SEED, {seat: f"ai:{level}" for seat in (0, 1)})
        config = match.config
        report("self_test_sets", "+".join(config.sets))
        report("self_test_seed", config.seed)
        report("self_test_card_set", ", ".join(config.card_set.monster_classes + config.card_set.hero_lines
                                               + config.card_set.village))
        self.play_to_the_end(match, "self_test", SEED)
        # Thunderstone Quest too: the same screens, its own table, its own computer seats and its own card data.
        quest_level = fastest_level(QUEST)
        report("quest_self_test_level", quest_level)

        def choose_quest() -> None:
            self.cycle_to("game", QUEST)
            self.cycle_to("quest_setup", "random")

        match = self.new_game(choose_quest, QUEST_SEED, {seat: f"ai:{quest_level}" for seat in (0, 1)})
        if match.config.game != QUEST:
            raise SelfTestFailure(_("New Game started {game}, not {quest}").format(game=match.config.game, quest=QUEST))
        report("quest_self_test_seed", match.config.seed)
        report("quest_self_test_dungeon", ", ".join(match.config.choice.rooms))
        self.play_to_the_end(match, "quest_self_test", QUEST_SEED)
        # And Thunderstone Advance on the Wilderness side.
        advance_level = fastest_level(ADVANCE)
        report("self_test_advance_level", advance_level)

        def choose_advance() -> None:
            self.cycle_to("game", ADVANCE)
            self.cycle_to("board", ADVANCE_BOARD)
            self.cycle_to("card_set", "random")

        match = self.new_game(choose_advance, ADVANCE_SEED, {seat: f"ai:{advance_level}" for seat in (0, 1)})
        if match.config.game != ADVANCE:
            raise SelfTestFailure(_("New Game started {game}, not {quest}").format(game=match.config.game,
                                                                                  quest=ADVANCE))
        config = match.config
        report("self_test_advance_board", config.board)
        report("self_test_advance_card_set", ", ".join(config.card_set.monster_groups + (config.card_set.bearer,)
                                                       + config.card_set.hero_lines + config.card_set.village))
        self.play_to_the_end(match, "self_test_advance", ADVANCE_SEED)
        sound = self.app.sound
        report("sounds_played", sum(sound.heard.values()))
        self.check_history(3)
        self.play_over_the_network(level)

    def check_sound(self) -> None:
        """The sound device opened after the first frame (or silence, with the reason), and the effects made
        from code; the game never waits for them, the self-test does (a frozen app missing a module would fail
        here)."""
        sound = self.app.sound
        self.step()
        if not sound.playing:
            self.report("sound", _("silent ({why})").format(why=sound.problem or "-"))
            return
        if not sound.wait_ready(20.0):
            raise SelfTestFailure(_("the sound effects were not made within {seconds} s").format(seconds=20))
        self.report("sound", os.environ.get("SDL_AUDIODRIVER") or "default")
        self.report("sound_buffers_kb", round(sound.buffer_bytes() / 1024))

    def check_history(self, games: int) -> None:
        """Every game played is in the history: the title's Statistics lists them, and the newest one's replay
        opens from its Games tab."""
        from .ui.match import wait_for_history
        from .ui.scenes.replay import ReplayScene
        from .ui.scenes.statistics import StatisticsScene

        wait_for_history(10.0)          # the last game is written on a thread of its own
        self.click_widget("title")
        self.click_widget("statistics")
        self.expect(StatisticsScene, _("the Statistics screen did not open"))
        scene = self.app.scene
        recorded = len(scene.history.entries)
        self.report("history_games", recorded)
        if recorded != games:
            raise SelfTestFailure(_("the history holds {n} games, not {games} ({message})").format(
                n=recorded, games=games, message=scene.message))
        scene.open_replay(scene.history.entries[-1])
        self.step()
        self.expect(ReplayScene, _("the newest game's replay did not open from Statistics"))

    def play_over_the_network(self, level: str) -> None:
        """Host a game from the title (a computer seat here, a network seat), a client joins it on the loopback
        address and plays its seat; the host's table plays to Game Over; both must end with the same game."""
        import threading

        from .engine import observe
        from .net.client import ClientGame, NetClient
        from .net.codec import dumps, encode
        from .net.headless import play_seat
        from .ui.scenes.game_over import GameOverScene
        from .ui.scenes.net_play import LOOPBACK_ONLY_ENV, HostLobbyScene, HostSetupScene, NetMenuScene
        from .ui.scenes.net_table import HostTableScene
        from .ui.scenes.title import TitleScene

        os.environ[LOOPBACK_ONLY_ENV] = "1"          # the loopback address only; no multicast
        app = self.app
        if not isinstance(app.scene, TitleScene):     # the replay opened from Statistics has no way to the title
            app.switch(TitleScene(app))
            self.step()
        self.click_widget("net_play")
        self.expect(NetMenuScene, _("the network screen did not open"))
        self.click_widget("host")
        self.expect(HostSetupScene, _("the Host screen did not open"))
        self.cycle_to("kind:0", f"ai:{level}")
        self.cycle_to("kind:1", "remote")
        self.type_into("seed", str(SEED))
        self.click_widget("start")
        self.expect(HostLobbyScene, _("the lobby did not open"))
        lobby = app.scene
        if lobby.server is None:
            raise SelfTestFailure(lobby.problem)
        client = NetClient("127.0.0.1", lobby.server.port, lobby.server.code, "Remote", -1, reconnect_seconds=10)
        client.start()
        game = ClientGame(client)
        outcome: list[bool] = []
        player = threading.Thread(target=lambda: outcome.append(play_seat(game, level, SEED, time.monotonic()
                                                                          + self.max_seconds)), daemon=True)
        waited = time.perf_counter()
        while not any(state == "here" for _seat, _name, state in lobby.server.lobby()):
            self.step()
            # As the real loop does between frames: a loop that never sleeps starves the server's and the client's
            # threads, and the handshake took up to 9 s on two cores.
            time.sleep(FRAME_DT)
            if time.perf_counter() - waited > 10:
                raise SelfTestFailure(_("the network player did not join"))
        self.click_widget("start")
        self.expect(HostTableScene, _("the network game did not start"))
        match = app.match
        player.start()
        started = time.perf_counter()
        while not isinstance(app.scene, GameOverScene):
            self.step()
            self.check_alive()
            if time.perf_counter() - started > self.max_seconds:
                raise SelfTestFailure(_("the game did not end within {seconds} s (turn {turn})").format(
                    seconds=f"{self.max_seconds:g}", turn=match.state.turn_number))
        player.join(10)
        client.stop()
        if not outcome or not outcome[0]:
            raise SelfTestFailure(_("the network player did not see the game end"))
        if dumps(encode(game.observation)) != dumps(encode(observe(match.state, game.seat))):
            raise SelfTestFailure(_("the network player's last view differs from the host's game"))
        self.report("net_self_test_decisions", len(match.session.steps))
        self.report("net_self_test_seconds", round(time.perf_counter() - started, 2))
        self.report("net_self_test_state_hash", match.state.state_hash())

    def read_the_rules(self) -> None:
        """The title's Rules screen shows every game's rules, read from the game's document (`ui/<game>/rules.md`:
        the standalone app finds them inside its bundle); Back returns to the title."""
        from .ui.game_view import game_names
        from .ui.scenes.rules import RulesScene

        self.click_widget("rules")
        self.expect(RulesScene, _("the Rules screen did not open"))
        sections = []
        for game in game_names():
            self.cycle_to("game", game)
            blocks = self.app.scene.reader.blocks
            headings = [block for block in blocks if block.kind == "h1"]
            if not headings:
                raise SelfTestFailure(_("the Rules screen shows no rules of {game}: {text}").format(
                    game=game, text=blocks[0].text if blocks else ""))
            sections.append(f"{game} {len(headings)}")
        self.report("rules_sections", ", ".join(sections))
        self.click_widget("back")

    def new_game(self, options: Callable[[], Any], seed: int, kinds: dict[int, str]) -> Any:
        """Click through the title and New Game: the game's options, the seats' kinds, the seed; Start."""
        from .ui.scenes.new_game import NewGameScene
        from .ui.scenes.title import TitleScene

        app = self.app
        if not isinstance(app.scene, TitleScene):
            self.click_widget("title")
        self.click_widget("new_game")
        self.expect(NewGameScene, _("the New Game screen did not open"))
        # A player's random card set comes from the operating system; the self-test's from its seed, so that a run
        # plays the same games every time (a failure can be played again).
        app.scene.setup_seed = seed
        options()
        for seat, kind in kinds.items():
            self.cycle_to(f"kind:{seat}", kind)
        self.type_into("seed", str(seed))
        self.click_widget("start")
        self.check_alive()
        if app.match is None:
            raise SelfTestFailure(_("the game did not start ({why})").format(why=app.scene.message or app.scene.name))
        return app.match

    def play_to_the_end(self, match: Any, prefix: str, seed: int) -> None:
        """Let the table play the game to Game Over, save its replay with the Game Over screen's button, open that
        file as `--load` does and check the reloaded game is the finished one."""
        from .ui.scenes.game_over import GameOverScene
        from .ui.scenes.title import open_saved_game

        app = self.app
        report = self.report
        game_started = time.perf_counter()
        first_frame = self.frames
        # The table plays itself: the loop runs as for a player, computer moves come from the worker thread.
        while not isinstance(app.scene, GameOverScene):
            self.step()
            self.check_alive()
            if match.state.turn_number > self.max_turns:
                raise SelfTestFailure(_("the game did not end within {turns} turns (seed {seed}, {n} decisions)")
                                      .format(turns=self.max_turns, seed=seed, n=len(match.session.steps)))
            if time.perf_counter() - game_started > self.max_seconds:
                raise SelfTestFailure(_("the game did not end within {seconds} s (turn {turn})").format(
                    seconds=f"{self.max_seconds:g}", turn=match.state.turn_number))
        finished = match.state.state_hash()
        report(f"{prefix}_turns", match.state.turn_number)
        report(f"{prefix}_decisions", len(match.session.steps))
        report(f"{prefix}_seconds", round(time.perf_counter() - game_started, 2))
        report(f"{prefix}_frames", self.frames - first_frame)
        report(f"{prefix}_scores", " ".join(str(s) for s in match.state.result.scores))
        # Save the replay with the Game Over screen's button, then open the file as `--load` does.
        saved = self.save_replay()
        open_saved_game(app, saved)
        self.step()
        self.check_alive()
        if app.match is None or app.match is match:
            raise SelfTestFailure(_("the saved game did not load ({why})").format(
                why=app.scene.message or app.scene.name))
        reloaded = app.match.state.state_hash()
        if reloaded != finished:
            raise SelfTestFailure(_("the reloaded game differs from the finished one ({reloaded} != {finished})")
                                  .format(reloaded=reloaded, finished=finished))
        if not isinstance(app.scene, GameOverScene):
            raise SelfTestFailure(_("the reloaded finished game shows {screen}, not the Game Over screen").format(
                screen=app.scene.name))
        report(f"{prefix}_save_bytes", saved.stat().st_size)
        report(f"{prefix}_state_hash", finished)

    def save_replay(self) -> Path:
        from .persistence.paths import replays_dir

        before = set(replays_dir().glob("*.json"))
        self.click_widget("save_replay")
        self.check_alive()
        saves = sorted(set(replays_dir().glob("*.json")) - before)
        if len(saves) != 1:
            raise SelfTestFailure(_("Save replay wrote {n} files ({message})").format(n=len(saves),
                                                                                        message=self.app.scene.message))
        return saves[0]

    # ------------------------------------------------------------------------------------------ input
    def step(self, frames: int = 1) -> None:
        for __ in range(frames):
            self.app.step(FRAME_DT)
            self.frames += 1
            # The real loop sleeps between frames (clock.tick); a loop that never sleeps would hold the interpreter
            # and starve the computer's worker thread (an Advance game: 0.4 s of its CPU in 5.3 s of wall time).
            match = self.app.match
            if match is not None and match.worker.busy():
                match.worker.wait(FRAME_DT)

    def check_alive(self) -> None:
        """The app's safety net turns an exception into the error screen: that is a failure here."""
        app = self.app
        if app.scene is not None and app.scene.name == "error":
            report = app.last_crash
            last = ""
            if report is not None and report.exists():
                lines = [ln for ln in report.read_text(encoding="utf-8").splitlines() if ln.strip()]
                last = lines[-1] if lines else ""
            raise SelfTestFailure(_("the app crashed: {last}").format(last=last or _("no crash report")))
        if not app.running:
            raise SelfTestFailure(_("the app quit on its own"))

    def expect(self, scene_type: type, why: str) -> None:
        self.check_alive()
        if not isinstance(self.app.scene, scene_type):
            raise SelfTestFailure(_("{why} (showing {screen})").format(why=why, screen=self.app.scene.name))

    def widget(self, widget_id: str) -> Any:
        widget = self.app.scene.widgets.get(widget_id)
        if widget is None or not widget.visible:
            raise SelfTestFailure(_("no {widget} on the {screen} screen").format(widget=repr(widget_id),
                                                                                 screen=self.app.scene.name))
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
            raise SelfTestFailure(_("{widget} cannot be clicked on the {screen} screen").format(
                widget=repr(widget_id), screen=self.app.scene.name))
        self.click(widget.rect.center)
        self.step()

    def cycle_to(self, widget_id: str, value: object) -> None:
        """Click a cycler's right arrow until it shows `value`."""
        for __ in range(40):
            cycler = self.widget(widget_id)
            if cycler.value == value:
                return
            self.click((cycler.rect.right - 4, cycler.rect.centery))
        raise SelfTestFailure(_("{widget} never offered {value}").format(widget=repr(widget_id), value=repr(value)))

    def type_into(self, widget_id: str, text: str) -> None:
        import pygame

        field = self.widget(widget_id)
        self.click(field.rect.center)
        for __ in range(len(field.text)):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="",
                                                 scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        self.step()
        if self.widget(widget_id).text != text:
            raise SelfTestFailure(_("typing {text} into {widget} gave {got}").format(
                text=repr(text), widget=repr(widget_id), got=repr(self.widget(widget_id).text)))


def main() -> int:
    return run_self_test()


if __name__ == "__main__":
    sys.exit(main())
