"""Bounds a test may put on what a refusal costs: memory (tracemalloc's peak, the same on every machine and under any
load) and a guard against hanging. Speed itself is measured by the bench, never by a test's clock: a loaded machine
must not fail a test."""

from __future__ import annotations

import contextlib
import signal
import tracemalloc
from typing import Any, Callable, Iterator, TypeVar

T = TypeVar("T")
MB = 1024 * 1024
# Far longer than any refusal takes: only a hang (a loop over a billion values, a blocked read) reaches it.
HANG_S = 120


class Hung(AssertionError):
    pass


@contextlib.contextmanager
def no_hang(seconds: int = HANG_S) -> Iterator[None]:
    """Fail (instead of waiting for ever) if the block runs longer than `seconds`."""

    def alarm(*_args: Any) -> None:
        raise Hung(f"still running after {seconds} s: it hangs")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def peak_mb(fn: Callable[[], T]) -> tuple[T | BaseException, float]:
    """What `fn` returned (or the exception it raised) and the most memory it held at once, in MB."""
    tracemalloc.start()
    try:
        with no_hang():
            try:
                result: T | BaseException = fn()
            except Hung:
                raise
            except Exception as exc:  # noqa: BLE001 - the caller checks what was raised
                result = exc
        return result, tracemalloc.get_traced_memory()[1] / MB
    finally:
        tracemalloc.stop()
