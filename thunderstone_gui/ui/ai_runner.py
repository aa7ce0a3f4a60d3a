"""Computer seats and hints, run off the render thread.

`AiWorker` runs one `agent.choose(observation)` (or `hint(observation)`) at a time on a daemon thread; the table
polls it every frame, so the window stays responsive however long the agent thinks. Every job carries a tag (the
number of decisions taken when it started): a result whose tag no longer matches (an undo happened meanwhile) is
thrown away. Each result carries how long the job ran (wall time on the worker thread, which shares the
interpreter with the render loop): the decision time a player waits for.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, NamedTuple

from ..engine.config import DEFAULT_GAME


class JobResult(NamedTuple):
    tag: Any
    value: Any
    error: BaseException | None
    seconds: float = 0.0


class AiWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: JobResult | None = None
        self._lock = threading.Lock()
        self.tag: Any = None

    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, job: Callable[[], Any], tag: Any) -> None:
        self.tag = tag

        def run() -> None:
            started = time.perf_counter()
            try:
                value, error = job(), None
            except BaseException as exc:  # noqa: BLE001 - reported to the table, never lost in a thread
                value, error = None, exc
            result = JobResult(tag, value, error, time.perf_counter() - started)
            with self._lock:
                self._result = result

        self._result = None
        self._thread = threading.Thread(target=run, name="thunderstone-ai", daemon=True)
        self._thread.start()

    def ready(self) -> bool:
        with self._lock:
            return self._result is not None

    def take(self) -> JobResult | None:
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self._thread = None
        return result

    def wait(self, timeout: float = 30.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)


def available_levels(game: str = DEFAULT_GAME) -> list[str]:
    """The computer levels New Game offers for `game`, weakest first: the game's levels for players
    (`GameAI.player_levels`, registered now; the arena's baselines such as "greedy" are not offered), else every
    level it has but "random" ("random" only when it is the only one)."""
    try:
        from .. import ai
        from ..ai.systems import game_ai
    except Exception:  # noqa: BLE001
        return []
    try:
        levels = ai.levels_for(game)    # imports the game's level modules, which register themselves
        found = game_ai(game)
    except Exception:  # noqa: BLE001 - a broken level module must not break the New Game screen
        return ["random"]               # it plays every game
    players = [lv for lv in (found.player_levels if found is not None else ()) if lv in levels]
    real = players or [lv for lv in levels if lv != "random"]
    return real or [lv for lv in levels if lv == "random"]


def hint_function() -> Callable[..., Any] | None:
    """`thunderstone_gui.ai.hint(observation) -> (Action, reason)` if the AI package offers one."""
    try:
        from .. import ai

        fn = getattr(ai, "hint", None)
    except Exception:  # noqa: BLE001
        return None
    return fn if callable(fn) else None
