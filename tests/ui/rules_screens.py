"""Every Rules screen a player can see, hashed pixel for pixel: each game, English and German, 1280x720 and
1600x900, at every scroll position the arrow keys reach (40 pixels a step, and the end), at each anchor the screen
can open at (the hover help's "more…" and F1 mark the entry they open) and at each section button.

A change that must not change what the Rules screens show (the rules texts moved from Python into documents) is
checked by hashing before and after:

    python -m tests.ui.rules_screens --write before.json      # on the code before the change
    python -m tests.ui.rules_screens --compare before.json    # after it: every screen identical, or which differ

The caret of the search field blinks with the clock: while a screen is drawn the clock stands still, so the same
screen always gives the same pixels. The mouse is off the window (no button is lit).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

SIZES = [(1280, 720), (1600, 900)]
LANGS = ["en", "de"]
STEP = 40           # the arrow keys' step (scenes/reading.py)


@contextmanager
def standing_clock() -> Iterator[None]:
    import pygame

    ticks = pygame.time.get_ticks
    pygame.time.get_ticks = lambda: 0
    try:
        yield
    finally:
        pygame.time.get_ticks = ticks


def positions(scene: Any) -> Iterator[tuple[str, Any]]:
    """(name, how to get there) for every position of one Rules screen; each step sets the reader up from scratch."""
    reader = scene.reader
    end = max(0, reader.height - reader.rect.h)

    def scrolled(y: int) -> Any:
        def go() -> None:
            reader.marked = set()
            reader.scroll = y
        return go

    for y in [*range(0, end, STEP), end]:
        yield f"scroll:{y}", scrolled(y)
    for block in reader.blocks:
        if block.anchor:
            yield f"anchor:{block.anchor}", lambda a=block.anchor: scene.open_topic(a)
    for button in [w for w in scene.widgets.items if w.id.startswith("section:")]:
        def press(button: Any = button) -> None:
            reader.marked = set()
            button.on_click()
        yield button.id, press


def rules_screens() -> Iterator[tuple[str, Any]]:
    """(name, surface) for every Rules screen, drawn."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from thunderstone_gui import i18n
    from thunderstone_gui.app import App
    from thunderstone_gui.persistence.settings import Settings
    from thunderstone_gui.ui.game_view import game_names
    from thunderstone_gui.ui.scenes.rules import RulesScene

    for size in SIZES:
        for lang in LANGS:
            app = App(Settings(animation_speed="off", confirm_end_turn=False, language=lang), size=size,
                      fullscreen=False)
            i18n.set_language(lang)
            app.mouse = (-100, -100)
            try:
                for game in game_names():
                    scene = RulesScene(app, game)
                    app.switch(scene)
                    for name, go in positions(scene):
                        go()
                        with standing_clock():
                            scene.draw(app.screen)
                        yield f"{game} {lang} {size[0]}x{size[1]} {name}", app.screen
            finally:
                app.shutdown()
                i18n.set_language("en")


def screen_hashes() -> dict[str, str]:
    """Every Rules screen's name -> the SHA-256 of its pixels."""
    import pygame

    hashes: dict[str, str] = {}
    for name, surface in rules_screens():
        assert name not in hashes, name
        hashes[name] = hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest()
    return hashes


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("--write", "--compare"):
        print("usage: python -m tests.ui.rules_screens --write FILE | --compare FILE")
        return 2
    with tempfile.TemporaryDirectory() as home:
        os.environ["THUNDERSTONE_HOME"] = home          # settings and logs go there, never the player's folders
        hashes = screen_hashes()
    path = Path(argv[1])
    if argv[0] == "--write":
        path.write_text(json.dumps(hashes, indent=0, sort_keys=True), encoding="utf-8")
        print(f"{len(hashes)} screens hashed into {path}")
        return 0
    before = json.loads(path.read_text(encoding="utf-8"))
    missing = sorted(set(before) - set(hashes))
    added = sorted(set(hashes) - set(before))
    differ = sorted(k for k in set(before) & set(hashes) if before[k] != hashes[k])
    print(f"{len(hashes)} screens hashed, {len(before)} before: {len(differ)} differ, {len(missing)} missing, "
          f"{len(added)} new")
    for name in (differ + missing + added)[:20]:
        print("  ", name)
    return 1 if differ or missing or added else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
