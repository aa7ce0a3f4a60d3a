"""The layout check: every screen of the screen corpus (tests/ui/screen_corpus.py) drawn once more while recording
what each draw call covers (`theme.recording()`: texts with their boxes, cards laid down, panels, icons, pills,
pictures, highlight rings), and every place where

- a text leaves its box, its panel or its surface, or is shrunk past reading ("box": `ui/textfit.py`),
- a text is drawn over another text or over an element not text, or an element or a card over a text ("over"),
- the enlarged hover card shows a card that is no longer on the table ("stale": it outlives its subject),
- two banners are drawn over each other, a banner over a question's panel, or two banners tell one battle (one
  turn of one seat) at once ("over").

    python -m tests.ui.layout_check                     # the whole corpus: counts per class, then every problem
    python -m tests.ui.layout_check --only quest_ --jobs 2

tests/ui/test_layout_check.py runs a sample of the corpus in the suite.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tests.ui import screen_corpus as corpus
from thunderstone_gui import i18n
from thunderstone_gui.tools import snapshot
from thunderstone_gui.ui import textfit, theme

CLASSES = ("box", "over", "stale")


def problem_class(problem: str) -> str:
    return "over" if (" is drawn over " in problem or " is covered by " in problem) else "box"


def _shown_cards(app: Any) -> list[Any]:
    """The cards the table shows face up now (its own, a prompt's, an open viewer's)."""
    table = app.scene
    view = table.view
    state = table.state
    out = [state.cards[i] for i in view.card_rects if i in view.face_up]
    panel = getattr(table, "prompt_panel", None)
    for holder in (panel, getattr(table, "overlay", None)):
        for item in getattr(holder, "choices", None) or getattr(holder, "cells", None) or ():
            card = getattr(item, "card", None)
            if card is not None:
                out.append(card)
    return out


def record_frame(app: Any, reopen: Any = None) -> tuple[list[str], int]:
    """The problems of the screen `app` shows, drawn anew while recording (its card faces and cached layers
    drawn again), and how many draw calls were noted."""
    scene = app.scene
    frame = getattr(scene, "frame", None)
    enlarged: list[Any] = []
    view = getattr(scene, "view", None)
    if view is not None:
        def draw_enlarged(surface: Any, card: Any, near: Any, _orig: Any = view.draw_enlarged) -> None:
            enlarged.append(card)
            _orig(surface, card, near)

        view.draw_enlarged = draw_enlarged
    try:
        with theme.recording() as records:
            for art in app._card_art.values():
                art.clear()
            if frame is not None:
                frame._background = frame.layer = frame._log_surface = None
                if hasattr(scene, "dirty"):
                    scene.dirty = True
            else:
                scene.on_resize()
                if reopen is not None:
                    reopen(app)
            scene.invalidate()
            app.step(1 / 60)
    finally:
        if view is not None:
            del view.draw_enlarged
    out = textfit.problems(records) + banner_problems(scene)
    if enlarged and hasattr(scene, "match"):
        # Only what the table itself shows hovered: a prompt's or a viewer's card is theirs.
        shown = _shown_cards(app)
        for card in enlarged:
            if not any(card is c or card == c for c in shown):
                out.append(f"stale: the hover card of {getattr(card, 'id', card)!r} shows a card no longer on the "
                           "table")
    return out, len(records)


def banner_problems(scene: Any) -> list[str]:
    """Banners drawn over each other (their shadows included) or over a question's panel (its choices hidden), and
    two banners telling the same battle (a battle's banner beside the sentence for the turn it was fought in)."""
    boxes = scene.banner_boxes() if hasattr(scene, "banner_boxes") else []
    out = []
    panel = getattr(scene, "prompt_panel", None)
    for banner, box, _lines in boxes:
        if panel is not None and box.colliderect(panel.rect):
            out.append(f"the banner {banner.text!r} is drawn over the question's panel")
    for k, (first, box, _lines) in enumerate(boxes):
        for second, other, _ in boxes[k + 1:]:
            shadow = box.union(box.move(scene.frame.layout.px(4), scene.frame.layout.px(4)))
            if shadow.colliderect(other):
                out.append(f"the banner {second.text!r} is drawn over the banner {first.text!r}")
            if first.subject is not None and first.subject == second.subject:
                out.append(f"two banners tell one battle: {first.text!r} is drawn over by {second.text!r}")
    return out


def check_entry(name: str, options: dict[str, Any], then: Any, size: tuple[int, int],
                lang: str) -> dict[str, list[str]]:
    """The problems of one corpus entry at one size and language, per screen (a lesson: per step)."""
    seed = int(hashlib.sha256(f"{name}|{size}|{lang}".encode()).hexdigest()[:12], 16)
    key = f"{name}@{size[0]}x{size[1]}:{lang}"
    out: dict[str, list[str]] = {}
    with corpus.own_data_folder(), corpus.pinned(seed):
        opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": size, "lang": lang}
        app = corpus.open_corpus_screen(opts)
        try:
            if opts.get("lesson"):
                return _lesson_steps(app, key)
            if then is not None:
                then(app)
                app.scene.invalidate()
                app.step(1 / 60)
            reopen = then if then is not None and then.__name__.endswith("_over") else None
            out[key] = _checked(app, reopen)
        finally:
            app.shutdown()
            i18n.set_language("en")
    return out


def _checked(app: Any, reopen: Any = None) -> list[str]:
    found, noted = record_frame(app, reopen)
    if noted < 3:
        found.append("box: the screen was not drawn anew while recording")
    return found


def _lesson_steps(app: Any, key: str) -> dict[str, list[str]]:
    """Each step of the lesson (`screen_corpus.walk_lesson`), checked."""
    return {key + suffix: _checked(app) for suffix in corpus.walk_lesson(app)}


def entries() -> list[corpus.Entry]:
    return corpus.corpus()


def _job(args: tuple[str, tuple[int, int], str]) -> dict[str, list[str]]:
    name, size, lang = args
    entry = next(e for e in entries() if e[0] == name)
    try:
        return check_entry(entry[0], entry[1], entry[2], size, lang)
    except Exception as exc:  # noqa: BLE001 - a tool: a screen that cannot be drawn is one more problem
        return {f"{name}@{size[0]}x{size[1]}:{lang}": [f"box: not drawn: {type(exc).__name__}: {exc}"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.layout_check", description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="only entries whose name contains this")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    jobs = [(e[0], size, lang) for e in entries() if args.only in e[0] for lang in corpus.LANGS
            for size in corpus.SIZES]
    results: dict[str, list[str]] = {}
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for got in pool.map(_job, jobs):
                results.update(got)
    else:
        for job in jobs:
            results.update(_job(job))
    counts: Counter[str] = Counter()
    for screen, found in sorted(results.items()):
        for problem in found:
            cls = "stale" if problem.startswith("stale:") else problem_class(problem)
            counts[cls] += 1
            print(f"{cls}: {screen}: {problem}")
    print(f"screens: {len(results)} from {len(jobs)} entry renderings in {time.perf_counter() - started:.0f} s; "
          + ", ".join(f"{c}: {counts[c]}" for c in CLASSES)
          + f"; screens with a problem: {sum(1 for f in results.values() if f)}")
    return 1 if any(results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
