"""The app and the arena workers freeze their start-up objects (gcfreeze.py) so that a full garbage collection,
which lands inside a computer's decision or a frame, walks only the game's own objects."""

from __future__ import annotations

import gc
import sys

from thunderstone_gui.gcfreeze import freeze_startup_objects


def test_start_up_objects_leave_the_collectors_walk() -> None:
    try:
        freeze_startup_objects()
        assert "thunderstone_gui.ai.classic.hard" in sys.modules and "thunderstone_gui.ai.classic.normal" in sys.modules
        frozen = gc.get_freeze_count()
        assert frozen > 10_000, frozen
        walked = len(gc.get_objects())
        gc.unfreeze()
        assert len(gc.get_objects()) >= walked + frozen // 2   # they were out of the walk, now back in it
    finally:
        gc.unfreeze()
