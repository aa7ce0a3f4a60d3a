"""The table's frame times: `run_ui_bench(frames=600, size=(1600, 900))` renders a mid-game table with a drag in
progress (headless) and returns frame_ms_median, frame_ms_p99 and first_frame_s. `python -m thunderstone_gui.tools.bench
--ui` prints them; targets are median <= 8 ms, p99 <= 16 ms at 1600x900, first frame <= 1.5 s. It also prints
frame_ms_median_ai_thinking and frame_ms_p99_ai_thinking: the same drag while a Hard computer thinks on another
thread, as computer seats do in the app.

`idle_cpu_percent` is the share of one core the app's process uses while nothing moves: the real loop (its 60-frame
clock) runs for a few seconds on the title, New Game and the table waiting for the player, and the process's CPU
time over that wall time is taken per screen (`idle_cpu_percent_title`, `_new_game`, `_table`); the figure itself
is the highest of the three. Target: 3% or less."""

from __future__ import annotations

import math
import statistics
import time
from typing import Any, Callable

from ..ui.headless import headless_home


def run_ui_bench(frames: int = 600, size: tuple[int, int] = (1600, 900), idle_seconds: float = 3.0,
                 game: str = "") -> dict[str, float]:
    """`game`: which game's table (by default the first game with a table, the original game)."""
    with headless_home():
        return _bench(frames, size, idle_seconds, game)


def _bench(frames: int, size: tuple[int, int], idle_seconds: float, game: str = "") -> dict[str, float]:

    from ..app import App
    from ..persistence.settings import Settings
    from ..ui.game_view import game_names, view_for
    from ..ui.match import Match
    from ..ui.scenes.table import Drag, TableScene

    # The game's bench position (classic: a Village decision, supply cards can be dragged onto the discard; Quest: a
    # Village decision before the purchase).
    session = view_for(game or game_names()[0]).bench_session()
    # The first frame: opening the window, the table's layout, every card face and text it shows (the game itself
    # was made above; loading a save is measured by the engine's bench).
    start = time.perf_counter()
    app = App(Settings(animation_speed="normal"), size=size, fullscreen=False)
    match = Match(session, autosave=False)
    match.take_device(session.state.pending.seat)
    table = TableScene(app, match)
    app.switch(table)
    app.step(1 / 60)
    first_frame = time.perf_counter() - start

    # The first card that can be dropped somewhere (else the first that can be picked up: still a full drag frame).
    view = table.view
    sources = view.draggables()
    source, rect = next(((s, r) for s, r in sources if view.drops_for(table.state, table.legal(), s)), sources[0])
    drag = Drag(source, rect, (10, 10), rect.center)
    drag.active = True
    drag.targets = view.drops_for(table.state, table.legal(), source)
    table.drag = drag

    times = _drag_frames(app, frames, size)
    table.drag = None
    # The same while a Hard computer thinks on the worker thread (the table must stay responsive meanwhile).
    thinking = _while_a_computer_thinks(session, lambda: _drag_frames(app, frames // 2, size))
    idle = idle_cpu(app, table, idle_seconds)
    app.shutdown()
    return {"frame_ms_median": _median(times), "frame_ms_p99": _p99(times), "first_frame_s": round(first_frame, 3),
            "frame_ms_median_ai_thinking": _median(thinking), "frame_ms_p99_ai_thinking": _p99(thinking), **idle}


def idle_cpu(app: Any, table: Any, seconds: float = 3.0) -> dict[str, float]:
    """The process's CPU time over wall time, in percent of one core, while the real loop runs on a screen where
    nothing moves and nobody touches anything: the title, New Game, the table waiting for the player."""
    from ..ui.scenes.new_game import NewGameScene
    from ..ui.scenes.title import TitleScene

    figures = {}
    for name, scene in (("title", TitleScene(app)), ("new_game", NewGameScene(app)), ("table", table)):
        app.switch(scene)
        for _ in range(30):         # settle: the first frames draw everything once
            app.step()
        cpu, wall = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall < seconds:
            app.step()
        figures[f"idle_cpu_percent_{name}"] = round(100 * (time.process_time() - cpu) / (time.perf_counter() - wall),
                                                    1)
    return {"idle_cpu_percent": max(figures.values()), **figures}


def _drag_frames(app: Any, frames: int, size: tuple[int, int]) -> list[float]:
    import pygame

    times = []
    cx, cy = size[0] // 2, size[1] // 2
    for k in range(frames):
        angle = k / 30.0
        pos = (int(cx + math.cos(angle) * size[0] * 0.3), int(cy + math.sin(angle) * size[1] * 0.3))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        t0 = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t0) * 1000.0)
    return times


def _while_a_computer_thinks(session: Any, render: Callable[[], list[float]]) -> list[float]:
    """Frame times while a Hard computer (0.5 s a decision) thinks again and again on another thread, as it does on
    the app's worker thread."""
    import threading

    from .. import ai
    from ..ai.search import SearchAgent
    from ..engine import observe

    state = session.state
    obs = observe(state, state.pending.seat)
    agent = ai.make_agent("hard", 1, ai.Budget(seconds=0.5), game=state.config.game)
    assert isinstance(agent, SearchAgent)      # every game's Hard level searches (ai/search.py)
    stop = threading.Event()
    searched = []

    def think() -> None:
        while not stop.is_set():
            agent.choose(obs)
            searched.append(agent.last_search is not None)

    thread = threading.Thread(target=think, daemon=True)
    thread.start()
    try:
        return render()
    finally:
        stop.set()
        thread.join()
        assert any(searched), "the bench position gave the Hard computer nothing to think about"


def _median(times: list[float]) -> float:
    return round(statistics.median(times), 3)


def _p99(times: list[float]) -> float:
    ordered = sorted(times)
    return round(ordered[min(len(ordered) - 1, math.ceil(len(ordered) * 0.99) - 1)], 3)


if __name__ == "__main__":
    for key, value in run_ui_bench().items():
        print(f"{key}: {value}")
