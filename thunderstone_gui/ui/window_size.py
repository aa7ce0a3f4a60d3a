"""The window's size on a desktop: how large a chosen size really opens, and the size a first start picks. Pure
functions of the desktop's size, so Settings can say each offered size as the window it gives."""
from __future__ import annotations

from ..persistence.settings import WINDOW_SIZES
from .layout import MIN_H, MIN_W

TASK_BAR_PX = 60      # the height a desktop keeps for its task bar and the window's title bar


def window_size_for(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """The window for a chosen size on a desktop of `desktop` pixels ((0, 0): unknown): no larger than the desktop
    (less the task bar's height), no smaller than the smallest layout. It depends on the desktop only, never on
    the window open now, so choosing the same size again gives the same window."""
    w, h = max(MIN_W, size[0]), max(MIN_H, size[1])
    if desktop[0] > 0 and desktop[1] > 0:
        w, h = min(w, max(MIN_W, desktop[0])), min(h, max(MIN_H, desktop[1] - TASK_BAR_PX))
    return w, h


def scaled_window(size: tuple[int, int], percent: int, desktop: tuple[int, int]) -> tuple[int, int]:
    """The window a chosen size opens at Settings' UI scale `percent`: the size (in the design's pixels) times the
    scale, as far as the desktop allows (`window_size_for`). The layouts are computed from the window's size, so
    everything in it - text rendered at its size, cards, hit areas - is that much larger."""
    return window_size_for((round(size[0] * percent / 100), round(size[1] * percent / 100)), desktop)


def allowed_percent(size: tuple[int, int], percent: int, desktop: tuple[int, int]) -> int:
    """The UI scale a chosen size really gets on `desktop`: `percent`, or less where the desktop cannot hold the
    larger window (never below 100)."""
    w, h = scaled_window(size, percent, desktop)
    return max(100, min(percent, int(100 * min(w / max(1, size[0]), h / max(1, size[1])))))


def fitting_window_size(desktop: tuple[int, int], default: tuple[int, int]) -> tuple[int, int]:
    """The largest window size Settings offers that fits on `desktop` with its task bar; `default` when the desktop
    is not known, the smallest size when none fits."""
    if desktop[0] <= 0 or desktop[1] <= 0:
        return default
    fitting = [s for s in WINDOW_SIZES if s[0] <= desktop[0] and s[1] <= desktop[1] - TASK_BAR_PX]
    return max(fitting) if fitting else WINDOW_SIZES[0]
