"""Computer decision times inside the running app: `run_ai_in_app_bench(games=1, level="normal")`.

The arena times a decision alone in its process. In the app the computer thinks on the worker thread while the
render loop keeps drawing at 60 frames a second, and both share one interpreter, so a decision can take longer
there. This plays whole computer-against-computer games on the real table (headless, the real frame clock, animations
at "fast") and returns, for the level: decisions, mean, p99 and worst milliseconds, and how many took over 50 ms
(the Easy and Normal budget). `python -m thunderstone_gui.tools.bench --ai-in-app N` prints them.
"""

from __future__ import annotations

import statistics
import time
from typing import TYPE_CHECKING

from ..ui.headless import headless_home

if TYPE_CHECKING:
    from ..app import App
    from ..ui.match import Match

SLOW_DECISION_MS = 50.0
# Two careful computers finish in 30-120 turns; a game still going after this long has gone wrong.
MAX_SECONDS_PER_GAME = 900.0


def run_ai_in_app_bench(games: int = 1, level: str = "normal", seed: int = 5,
                        max_decisions: int | None = None, game: str = "classic") -> dict[str, float]:
    """`max_decisions` stops each game early (the tests); the figures are the bench's to report. `game`: the game
    system played (a random setup of it)."""
    with headless_home("thunderstone-ai-bench-"):
        return _bench(games, level, seed, max_decisions, game)


def _bench(games: int, level: str, seed: int, max_decisions: int | None, system: str) -> dict[str, float]:
    from ..app import App
    from ..gcfreeze import freeze_startup_objects
    from ..persistence.settings import Settings
    from ..ui.scenes.game_over import GameOverScene
    from .table_bench import _p99

    app = App(Settings(animation_speed="fast", computer_pace="fast", confirm_end_turn=False), size=(1600, 900),
              fullscreen=False)
    freeze_startup_objects()          # as run_app does after start-up
    seconds: list[float] = []
    try:
        for game in range(games):
            match = _start(app, level, seed * 1000 + game, system)
            started = time.perf_counter()
            while not isinstance(app.scene, GameOverScene) and len(match.think_times) != max_decisions:
                app.step()            # the real frame clock: 60 frames a second, as the app runs
                if app.scene is not None and app.scene.name == "error":
                    raise RuntimeError(f"the app crashed in game {game}")
                if time.perf_counter() - started > MAX_SECONDS_PER_GAME:
                    raise RuntimeError(f"game {game} did not end within {MAX_SECONDS_PER_GAME:g} s")
            seconds += [s for lv, s in match.think_times if lv == level]
    finally:
        app.shutdown()
    ms = sorted(s * 1000.0 for s in seconds)
    prefix = f"in_app_{level}_decision"
    return {f"{prefix}s": len(ms), f"{prefix}_ms_mean": round(statistics.fmean(ms), 3),
            f"{prefix}_ms_p99": _p99(ms),
            f"{prefix}_ms_worst": round(ms[-1], 3),
            f"{prefix}s_over_{SLOW_DECISION_MS:g}_ms": sum(1 for m in ms if m > SLOW_DECISION_MS)}


def _start(app: App, level: str, seed: int, system: str = "classic") -> Match:
    from ..engine.config import Seat
    from ..engine.session import Session
    from ..ui.match import Match
    from ..ui.scenes.table import TableScene
    from .bench import _config

    config = _config(system, 2, seed, setup="random")
    seats = tuple(Seat(name=f"{level.title()} {i + 1}", kind="ai", ai_level=level) for i in range(2))
    match = Match(Session(config.model_copy(update={"seats": seats})), autosave=False)
    app.switch(TableScene(app, match))
    return match
