"""A corpus of screens rendered headless and hashed pixel by pixel: the proof that a change of the UI's code draws
every screen as before.

    python -m tests.ui.screen_corpus --out hashes.json                 # render the corpus, write a hash per screen
    python -m tests.ui.screen_corpus --out after.json --compare before.json [--png DIR]
    python -m tests.ui.screen_corpus --only advance_ --twice           # a part of it, each screen rendered twice

The corpus: every screen of tests/ui/test_text_fit.py's SCREENS, and for each game with a table the table in each
phase, a prompt, the battle preview, a drag, hovers, a card's menu, a pile viewer, the menu, a computer's turn (its
spinner, then the banners it leaves), the cover, Game Over with its charts, the replay, the Rules screen, New Game and
the steps of the game's lesson; each in English and German at 1280x720 and 1600x900.

Rendering is made deterministic: the clock the caret and the spinner read is pinned, the operating system's
randomness (New Game's card set, the computers' keys, a lesson's game id) comes from a fixed seed for each screen, a
computer's move is computed at once on the render thread instead of a worker thread, and each screen gets an empty
data folder of its own. A screen's hash is the SHA-256 of its pixels (`pygame.image.tobytes(screen, "RGB")`).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import random
import secrets
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["THUNDERSTONE_LANG"] = "en"

import pygame  # noqa: E402

from thunderstone_gui import i18n  # noqa: E402
from thunderstone_gui.persistence import paths  # noqa: E402
from thunderstone_gui.tools import snapshot  # noqa: E402

SIZES = [(1280, 720), (1600, 900)]
LANGS = ["en", "de"]
GAMES = ("classic", "advance", "quest")
LESSON_STEPS = 40          # at most this many steps of a lesson (each one a screen)

Hook = Callable[[Any], None]


# ---------------------------------------------------------------------------------------------- determinism
@contextlib.contextmanager
def pinned(seed: int) -> Iterator[None]:
    """The clock, the operating system's randomness and the computers' worker made repeatable for one screen."""
    from thunderstone_gui.ui import ai_runner

    rng = random.Random(seed)
    saved = (pygame.time.get_ticks, secrets.randbits, secrets.token_hex, ai_runner.AiWorker.start)

    def start(self: Any, job: Callable[[], Any], tag: Any) -> None:
        # The job runs now, on this thread: its result is ready for the table's next update, whatever the machine.
        self.tag = tag
        try:
            value, error = job(), None
        except BaseException as exc:  # noqa: BLE001 - the table reports it as it does a worker's
            value, error = None, exc
        self._thread = None
        self._result = ai_runner.JobResult(tag, value, error, 0.0)

    pygame.time.get_ticks = lambda: 0
    secrets.randbits = lambda k: rng.getrandbits(k)
    secrets.token_hex = lambda n=32: f"{rng.getrandbits(8 * n):0{2 * n}x}"
    ai_runner.AiWorker.start = start
    try:
        yield
    finally:
        pygame.time.get_ticks, secrets.randbits, secrets.token_hex, ai_runner.AiWorker.start = saved


@contextlib.contextmanager
def own_data_folder() -> Iterator[Path]:
    """An empty data folder for one screen (no saves, no unfinished games, no lesson in progress)."""
    old = os.environ.get(paths.HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="screen-corpus-") as folder:
        os.environ[paths.HOME_ENV] = folder
        try:
            yield Path(folder)
        finally:
            if old is None:
                os.environ.pop(paths.HOME_ENV, None)
            else:
                os.environ[paths.HOME_ENV] = old


# ---------------------------------------------------------------------------------------------- opening screens
def _settings(lang: str) -> Any:
    from thunderstone_gui.persistence.settings import Settings

    return Settings(animation_speed="off", confirm_end_turn=False, language=lang, computer_pace="instant")


def _first_level(game: str) -> str:
    from thunderstone_gui.ui.ai_runner import available_levels

    return available_levels(game)[0]


def corpus_session(opts: dict[str, Any]) -> Any:
    """The game a table entry shows: the view's demo game (`--seed`, `--actions`, its options), advanced to the
    phase `until` names; with `computer` its second seat is the game's weakest computer (the same deal and moves)."""
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.ui.game_view import view_for

    game = opts["game"] or "classic"
    view = view_for(game)
    if opts.get("bench"):          # the UI bench's position: a card can be dragged onto a target
        session = view.bench_session()
    else:
        session = view.demo_session(opts["seed"], opts["actions"], sets=opts["sets"], **opts.get("options", {}))
    until = opts.get("until")
    if until is not None:
        view.demo_advance(session, 4000, opts["seed"], until)
        if session.state.result is not None or not until(session.state):
            raise RuntimeError("the demo game never reached the phase asked for")
    if opts.get("computer"):
        seats = list(session.config.seats)
        seats[1] = seats[1].model_copy(update={"kind": "ai", "ai_level": _first_level(game)})
        played = session
        session = Session(played.config.model_copy(update={"seats": tuple(seats)}))
        for step in played.steps:
            session.submit(step.action)
    return session


def open_table(opts: dict[str, Any]) -> Any:
    """The app at the table of `corpus_session(opts)`, seen by the first seat (a game against a computer) or the
    seat to decide, after `frames` frames."""
    from thunderstone_gui.app import App
    from thunderstone_gui.ui.match import Match
    from thunderstone_gui.ui.scenes.table import TableScene

    app = App(_settings(opts["lang"]), size=opts["size"], fullscreen=False)
    match = Match(corpus_session(opts), autosave=False)
    seat = match.state.pending.seat
    match.take_device(0 if opts.get("computer") or seat < 0 else seat)
    app.match = match
    app.switch(TableScene(app, match))
    app.step(0.0)
    for __ in range(opts.get("frames", 3)):
        app.step(1 / 60)
    return app


def open_lesson(opts: dict[str, Any]) -> Any:
    from thunderstone_gui.app import App
    from thunderstone_gui.ui.scenes.learn import start_lesson

    app = App(_settings(opts["lang"]), size=opts["size"], fullscreen=False)
    start_lesson(app, opts["game"], fresh=True)
    for __ in range(3):
        app.step(1 / 60)
    return app


def open_corpus_screen(opts: dict[str, Any]) -> Any:
    if opts.get("lesson"):
        return open_lesson(opts)
    if opts["screen"] == "table" and ({"until", "computer", "options", "frames", "bench"} & set(opts)):
        return open_table(opts)
    if opts["screen"] in ("table", "prompt", "game_over", "replay", "cover", "rules", "new_game"):
        opts = {**opts, "game": opts["game"] or ""}
    return snapshot.open_screen(opts)


# ---------------------------------------------------------------------------------------------- done on a screen
def _move_mouse(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def hover_region(prefix: str) -> Hook:
    """The mouse on the first region whose key starts with `prefix` (a card, a rank's preview, a room...)."""

    def hook(app: Any) -> None:
        view = app.scene.view
        region = next((r for r in view.regions if r.key.startswith(prefix)), None)
        if region is None:
            raise RuntimeError(f"no region {prefix!r} on this table")
        _move_mouse(app, region.rect.center)

    hook.__name__ = f"hover_{prefix}"
    return hook


def hover_spot(what: str, n: int = 0) -> Hook:
    def hook(app: Any) -> None:
        spot = app.scene.view.hover_spot(what, n)
        if spot is None:
            raise RuntimeError(f"no hover spot {what!r} {n}")
        _move_mouse(app, spot.center)

    hook.__name__ = f"hover_spot_{what}"
    return hook


def press_region_over(prefix: str) -> Hook:
    """A press on a place that opens a pile viewer (deck, discard, another player...)."""

    def hook(app: Any) -> None:
        table = app.scene
        region = next((r for r in table.view.regions if r.key.startswith(prefix)), None)
        if region is None:
            raise RuntimeError(f"no region {prefix!r} on this table")
        picked = table.view.press(table, region.rect.center)
        if picked is not None or table.overlay is None:
            raise RuntimeError(f"a press on {prefix!r} opened nothing")

    hook.__name__ = f"press_{prefix}_over"
    return hook


def card_menu_over(app: Any) -> None:
    """A click on the first card drawn that can do something now: its menu."""
    table = app.scene
    legal = table.legal()
    for region in table.view.regions:
        if region.iid >= 0 and any(a.card == region.iid for a in legal):
            table.view.click(table, region.rect.center)
            if table.overlay is not None:
                return
    raise RuntimeError("no card opens a menu here")


def drag(app: Any) -> None:
    snapshot._start_drag(app, app.scene)
    if app.scene.drag is None:
        raise RuntimeError("nothing to drag here")


def menu_over(app: Any) -> None:
    app.scene.open_menu()


def charts(app: Any) -> None:
    app.scene.toggle_charts()


def end_turn(app: Any) -> None:
    """The first seat ends its turn: the computer is to move (the next frame shows it thinking)."""
    table = app.scene
    table.end_turn()
    if table.match.my_decision() or not table.match.ai_to_move():
        raise RuntimeError("ending the turn did not hand over to the computer")


def computer_turn(app: Any) -> None:
    """The first seat ends its turn, then frames until the computer has played its own: the table then shows the
    banners it left."""
    end_turn(app)
    table = app.scene
    for __ in range(3000):
        if table.match.my_decision():
            return
        app.step(1 / 60)
        table = app.scene
    raise RuntimeError("the computer never finished its turn")


def prepared_twice(app: Any) -> None:
    """Two cards of the hand put back on the deck in a Prepare (Thunderstone Advance's strip of them)."""
    table = app.scene
    for __ in range(2):
        choose = next((a for a in table.legal() if a.kind == "choose" and a.card >= 0), None)
        if choose is None:
            raise RuntimeError("no card to put back")
        table.submit(choose)
    app.step(1 / 60)


def hover_card_kept_then(then: Hook) -> Hook:
    """The first card of the Dungeon (its Hall's rank 1, Quest's first room) hovered, the mouse moved onto its
    enlarged card (where it stays, so that its help's links can be clicked), then `then`: the enlarged card must
    still show what is on the table."""

    def hook(app: Any) -> None:
        view = app.scene.view
        spot = view.hover_spot("rank", 1) or next((r.rect for r in view.regions if r.key.startswith("room:")), None)
        if spot is None:
            raise RuntimeError("nothing to hover in the Dungeon")
        _move_mouse(app, spot.center)
        app.step(1 / 60)
        sticky = getattr(view, "sticky", None)
        if sticky is not None:
            _move_mouse(app, sticky.area[0].center)
            app.step(1 / 60)
        then(app)

    hook.__name__ = f"hover_card_kept_then_{then.__name__}"
    return hook


def wield(app: Any) -> None:
    """A Quest Hero of the hand takes a Weapon (drawn behind it, peeking out above)."""
    table = app.scene
    action = next((a for a in table.legal() if a.kind == "wield"), None)
    if action is None:
        raise RuntimeError("no Hero can take a Weapon here")
    table.submit(action)
    app.step(1 / 60)


def may_wield(state: Any) -> bool:
    from thunderstone_gui.engine.game import legal_actions

    return any(a.kind == "wield" for a in legal_actions(state))


def about(app: Any) -> None:
    from thunderstone_gui.ui.scenes.about import AboutScene

    app.switch(AboutScene(app))


def net_screen(name: str) -> Hook:
    """A network screen that needs no other machine: Play over the network, Host (New Game's choices), Join."""

    def hook(app: Any) -> None:
        from thunderstone_gui.ui.scenes import net_play

        os.environ["THUNDERSTONE_NET_LOOPBACK"] = "1"         # Join looks for no games on the network
        scene = {"menu": net_play.NetMenuScene, "host": net_play.HostSetupScene, "join": net_play.JoinScene}[name]
        app.switch(scene(app))

    hook.__name__ = f"net_{name}"
    return hook


# ---------------------------------------------------------------------------------------------- phases
def pending(kind: str, prompt: str = "") -> Callable[[Any], bool]:
    def until(state: Any) -> bool:
        return state.pending.kind == kind and (not prompt or state.pending.prompt == prompt)

    return until


def before_computer(state: Any) -> bool:
    """The first seat may end its turn: the computer plays next."""
    from thunderstone_gui.engine.game import legal_actions

    return (state.active == 0 and state.pending.seat == 0 and state.turn_number > 4
            and any(a.kind == "end_turn" for a in legal_actions(state)))


# ---------------------------------------------------------------------------------------------- the corpus
Entry = tuple[str, dict[str, Any], Hook | None]


def _table_entries() -> list[Entry]:
    out: list[Entry] = []
    for game in GAMES:
        g = {"screen": "table", "game": game}
        phases = {"classic": [("turn", pending("turn")), ("village", pending("village")),
                              ("dungeon", pending("dungeon")), ("prompt", pending("prompt"))],
                  "advance": [("turn", pending("turn")), ("village", pending("village")),
                              ("dungeon", pending("dungeon")), ("prompt", pending("prompt")),
                              ("prepare", pending("prompt", "prepare"))],
                  "quest": [("village", pending("village")), ("prep", pending("prep")),
                            ("dungeon", pending("dungeon")), ("prompt", pending("prompt"))]}[game]
        for phase, until in phases:
            out.append((f"{game}_phase_{phase}", {**g, "seed": 3, "actions": 20, "until": until}, None))
        out += [
            (f"{game}_drag", {**g, "seed": 5, "actions": 24, "until": pending("village")}, drag),
            (f"{game}_hover_hand", {**g, "seed": 7, "actions": 40}, hover_spot("hand", 1)),
            (f"{game}_card_menu", {**g, "bench": True}, card_menu_over),
            (f"{game}_bench_drag", {**g, "bench": True}, drag),
            (f"{game}_deck_viewer", {**g, "seed": 7, "actions": 40}, press_region_over("deck")),
            (f"{game}_opponent_viewer", {**g, "seed": 7, "actions": 40}, press_region_over("opponent:1")),
            (f"{game}_menu", {**g, "seed": 7, "actions": 40}, menu_over),
            (f"{game}_thinking", {**g, "seed": 4, "actions": 10, "until": before_computer, "computer": True},
             end_turn),
            (f"{game}_computer_turn", {**g, "seed": 4, "actions": 10, "until": before_computer, "computer": True},
             computer_turn),
            (f"{game}_hover_through_computer_turn", {**g, "seed": 4, "actions": 10, "until": before_computer,
                                                     "computer": True}, hover_card_kept_then(computer_turn)),
            (f"{game}_cover", {"screen": "cover", "game": game, "seed": 6, "actions": 30}, None),
            (f"{game}_prompt", {"screen": "prompt", "game": game, "seed": 8}, None),
            # The Hint asked for in a question: its reason's banner stays off the question's panel.
            (f"{game}_prompt_hint", {"screen": "prompt", "game": game, "seed": 8, "hint": True}, None),
            (f"{game}_game_over_charts", {"screen": "game_over", "game": game}, charts),
            (f"{game}_replay", {"screen": "replay", "game": game}, None),
            (f"{game}_rules", {"screen": "rules", "game": game}, None),
            (f"{game}_new_game", {"screen": "new_game", "game": game, "seed": 12}, None),
        ]
        if game != "quest":         # the Hall's ranks
            out.append((f"{game}_hover_rank", {**g, "seed": 3, "actions": 20, "until": pending("turn")},
                        hover_spot("rank", 1)))
    # The battle previews in full, hovered.
    out += [
        ("classic_preview_hover", {"screen": "table", "game": "classic", "seed": 11, "actions": 30,
                                   "until": pending("turn")}, hover_region("rank_info:1")),
        ("classic_dungeon_preview_hover", {"screen": "table", "game": "classic", "seed": 3, "actions": 20,
                                           "until": pending("dungeon")}, hover_region("rank_info:1")),
        ("advance_preview_hover", {"screen": "table", "game": "advance", "seed": 11, "actions": 30,
                                   "until": pending("turn")}, hover_spot("preview", 1)),
        ("advance_dungeon_preview_hover", {"screen": "table", "game": "advance", "seed": 3, "actions": 20,
                                           "until": pending("dungeon")}, hover_spot("preview", 1)),
        ("advance_wilderness", {"screen": "table", "game": "advance", "seed": 7, "actions": 60,
                                "options": {"board": "wilderness"}}, None),
        ("advance_wilderness_preview", {"screen": "table", "game": "advance", "seed": 7, "actions": 40,
                                        "options": {"board": "wilderness"}, "until": pending("turn")},
         hover_spot("preview", 2)),
        ("advance_prepare_strip", {"screen": "table", "game": "advance", "seed": 3, "actions": 20,
                                   "until": pending("prompt", "prepare")}, prepared_twice),
        ("advance_discard_viewer", {"screen": "table", "game": "advance", "seed": 7, "actions": 60},
         press_region_over("discard")),
        ("classic_discard_viewer", {"screen": "table", "game": "classic", "seed": 7, "actions": 60},
         press_region_over("discard")),
        ("quest_preview_hover", {"screen": "table", "game": "quest", "seed": 3, "actions": 20,
                                 "until": pending("prep")}, hover_region("preview:")),
        # The mouse on a Hall card's enlargement while the computer's turn sends that card away (seed 5: it is
        # defeated): the enlargement must go with it.
        ("classic_hover_outlives_its_card", {"screen": "table", "game": "classic", "seed": 5, "actions": 10,
                                             "until": before_computer, "computer": True},
         hover_card_kept_then(computer_turn)),
        # The computer fights a battle in its turn (seed 5 after 30 moves: it defeats Red Jelly): one banner tells it.
        ("classic_hint_in_a_question", {"screen": "table", "game": "classic", "seed": 11, "actions": 30,
                                        "hint": True}, None),
        ("classic_computer_battle", {"screen": "table", "game": "classic", "seed": 5, "actions": 30,
                                     "until": before_computer, "computer": True}, computer_turn),
        ("quest_wielded", {"screen": "table", "game": "quest", "seed": 7, "actions": 0, "until": may_wield}, wield),
        ("quest_room_hover", {"screen": "table", "game": "quest", "seed": 7, "actions": 60}, hover_region("room:")),
        # Epic Thunderstone Quest: five locations, the Marketplace's decks, its spots and Any spots, class stacks.
        ("quest_epic_stacks_village", {"screen": "table", "game": "quest", "seed": 5, "actions": 6,
                                       "options": {"epic": "stacks"}, "until": pending("village")}, None),
        ("quest_epic_guilds_prep", {"screen": "table", "game": "quest", "seed": 3, "actions": 12,
                                    "options": {"epic": "guilds"}, "until": pending("prep")}, None),
        ("quest_epic_market_take", {"screen": "table", "game": "quest", "seed": 5, "actions": 0,
                                    "options": {"epic": "guilds"}, "until": pending("prompt", "market_take")}, None),
        ("quest_epic_new_game", {"screen": "new_game", "game": "quest", "seed": 12}, epic_chosen),
    ]
    return out


def epic_chosen(app: Any) -> None:
    """New Game with Epic Thunderstone Quest chosen (its note under the setup)."""
    app.scene.panel._set_epic("stacks")
    app.step(0.0)


def _other_entries() -> list[Entry]:
    """About and the network screens that need no other machine (tests/net/ draws the lobbies and its tables)."""
    return [("about", {"screen": "title"}, about),
            *[(f"net_{name}", {"screen": "title"}, net_screen(name)) for name in ("menu", "host", "join")]]


def _lesson_entries() -> list[Entry]:
    return [(f"{game}_lesson", {"screen": "lesson", "game": game, "lesson": True}, None) for game in GAMES]


def corpus() -> list[Entry]:
    from tests.ui.test_text_fit import SCREENS

    return [*SCREENS, *_table_entries(), *_other_entries(), *_lesson_entries()]


# ---------------------------------------------------------------------------------------------- rendering
def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest()


def _crashed(app: Any) -> str:
    if app.last_crash is not None:
        lines = Path(app.last_crash).read_text(encoding="utf-8", errors="replace").strip().splitlines()
        return f"crashed: {lines[-1] if lines else app.last_crash}"
    return ""


def render_entry(name: str, options: dict[str, Any], then: Hook | None, size: tuple[int, int], lang: str,
                 png: Path | None = None) -> dict[str, str]:
    """Hashes of one entry at one size and language: one screen, or one per step for a lesson."""
    seed = int(hashlib.sha256(f"{name}|{size}|{lang}".encode()).hexdigest()[:12], 16)
    key = f"{name}@{size[0]}x{size[1]}:{lang}"
    out: dict[str, str] = {}
    with own_data_folder(), pinned(seed):
        opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": size, "lang": lang}
        app = open_corpus_screen(opts)
        try:
            if opts.get("lesson"):
                return _lesson_steps(app, key, png)
            if then is not None:
                then(app)
                # What the hook changed without an event (an overlay opened, the charts shown) is drawn as a
                # player's click would have it drawn.
                app.scene.invalidate()
                app.step(1 / 60)
            why = _crashed(app)
            if why and name != "error":
                raise RuntimeError(why)
            out[key] = _digest(app.screen)
            if png is not None:
                pygame.image.save(app.screen, str(png / f"{key.replace(':', '_')}.png"))
        finally:
            app.shutdown()
            i18n.set_language("en")
    return out


def walk_lesson(app: Any) -> Iterator[str]:
    """Each step of the lesson on the screen, as far as its script goes: yields the step's key suffix
    ("#03:step_id") once the step is drawn, for the caller to look at the screen; then Next is pressed or the step's
    action taken (the first legal action it accepts), the computer's turns played between."""
    for k in range(LESSON_STEPS):
        table = app.scene
        coach = getattr(table, "coach", None)
        if coach is None or coach.scripted is None:
            return
        why = _crashed(app)
        if why:
            raise RuntimeError(why)
        table.invalidate()
        app.step(1 / 60)
        yield f"#{k:02d}:{coach.scripted.id}"
        step = coach.scripted
        if step.done is None:
            coach.advance()
        else:
            action = next((a for a in table.legal() if step.done(table.state, a)), None)
            if action is None:
                return
            table.submit(action)
        for __ in range(3000):
            app.step(1 / 60)
            scene = app.scene
            if not hasattr(scene, "match") or scene.match.my_decision() or scene.match.is_over:
                break
        for __ in range(2):
            app.step(1 / 60)


def _lesson_steps(app: Any, key: str, png: Path | None) -> dict[str, str]:
    """Each step of the lesson (`walk_lesson`), hashed."""
    out: dict[str, str] = {}
    for suffix in walk_lesson(app):
        step_key = key + suffix
        out[step_key] = _digest(app.screen)
        if png is not None:
            pygame.image.save(app.screen, str(png / f"{step_key.replace(':', '_').replace('#', '_')}.png"))
    return out


def render_all(entries: list[Entry], png: Path | None = None, twice: bool = False,
               progress: Callable[[str], None] = lambda s: None) -> tuple[dict[str, str], list[str]]:
    hashes: dict[str, str] = {}
    problems: list[str] = []
    for name, options, then in entries:
        for lang in LANGS:
            for size in SIZES:
                started = time.perf_counter()
                try:
                    got = render_entry(name, options, then, size, lang, png)
                    if twice:
                        again = render_entry(name, options, then, size, lang)
                        problems += [f"{k}: not the same twice" for k in got if again.get(k) != got[k]]
                except Exception as exc:  # noqa: BLE001 - a tool: every screen that cannot be drawn is listed
                    problems.append(f"{name}@{size[0]}x{size[1]}:{lang}: {type(exc).__name__}: {exc}")
                    continue
                hashes.update(got)
                progress(f"{name}@{size[0]}x{size[1]}:{lang} {len(got)} screen(s) "
                         f"{time.perf_counter() - started:.1f} s")
    return hashes, problems


def compare(before: dict[str, str], after: dict[str, str]) -> list[str]:
    out = [f"changed: {k}" for k in sorted(before) if k in after and after[k] != before[k]]
    out += [f"missing now: {k}" for k in sorted(before) if k not in after]
    out += [f"new: {k}" for k in sorted(after) if k not in before]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.screen_corpus", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="write the hashes here (JSON)")
    parser.add_argument("--compare", type=Path, help="hashes to compare with (JSON): every one must match")
    parser.add_argument("--png", type=Path, help="also save each screen as a PNG in this folder")
    parser.add_argument("--only", default="", help="only entries whose name contains this")
    parser.add_argument("--twice", action="store_true", help="render each screen twice: both must be the same")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    entries = [e for e in corpus() if args.only in e[0]]
    if args.png is not None:
        args.png.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    hashes, problems = render_all(entries, args.png, args.twice,
                                  (lambda s: None) if args.quiet else (lambda s: print(s, flush=True)))
    print(f"screens: {len(hashes)} from {len(entries)} entries x {len(SIZES)} sizes x {len(LANGS)} languages "
          f"in {time.perf_counter() - started:.0f} s")
    if args.out is not None:
        args.out.write_text(json.dumps(hashes, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    status = 0
    for problem in problems:
        print(f"problem: {problem}")
        status = 1
    if args.compare is not None:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        if args.only:
            before = {k: v for k, v in before.items() if args.only in k.split("@")[0]}
        diffs = compare(before, hashes)
        for line in diffs:
            print(line)
        print(f"compared with {args.compare}: {len(before)} before, {len(hashes)} now, {len(diffs)} differences")
        status = status or (1 if diffs else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
