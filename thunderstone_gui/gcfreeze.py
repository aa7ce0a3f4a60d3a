"""Keep the garbage collector's full passes short in a long-running process (the app, an arena worker).

A full collection walks every tracked object. After start-up that is mostly modules, classes, functions and the card
data: some 30,000 objects that live as long as the process. Walking them took 10-17 ms on the 2-core machine, and a
full pass lands inside whatever runs at that moment, a computer's decision (Normal's budget is 50 ms) or a frame.
Frozen after start-up, they are never walked again, and a full pass costs about 2 ms. What is frozen is still freed
by reference counting; only a cycle among those start-up objects would stay, and they stay anyway.

A screen left behind (a finished game's table with its surfaces, session and log) is cyclic garbage of a few thousand
objects, and freeing it took 12-26 ms. Left to the collector, that pass landed inside the next game's computer
decisions. The app collects it when it switches screens instead (`collect_left_screen`), where a frame's delay is
hidden by the change of screen.
"""

from __future__ import annotations

import gc


def freeze_startup_objects() -> None:
    """Load the engine and every computer level, free start-up garbage, then freeze what is alive."""
    from . import ai

    ai.known_levels()       # imports every level's module, and with them the engine and the deck model
    gc.collect()
    gc.freeze()


def collect_left_screen() -> None:
    """Free the screen just left (and whatever else is cyclic garbage) now, not inside a later decision."""
    gc.collect()
