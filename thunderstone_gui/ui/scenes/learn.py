"""Title → Learn to play: the guided first game (`ui/coach.py`). The unfinished lesson game (its own autosave among
the unfinished games, named in the lesson's progress) is resumed where it stopped; otherwise a new game of the lesson
starts (each game's lesson: `GameView.lesson()`, the first game with one unless a game is named).

With lessons for more than one game, Learn to play first shows `LearnScene`: a button a lesson, under it the game it
teaches; the lesson in progress says "Resume" and has a "Start over" beside it."""

from __future__ import annotations

import contextlib
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from ...persistence.saves import SaveError, delete_autosave, list_autosaves, load_autosave
from .. import theme
from ..coach import GAME_KEY, META_KEY, Lesson, lesson_in_progress, take_progress_notice, write_progress
from ..game_view import game_names, view_for
from ..match import Match
from ..scene import Scene
from ..strings import tr
from ..widgets import Button
from .common import MenuScreen, ui_scale

if TYPE_CHECKING:
    from ..scene import AppServices


def lessons() -> list[Lesson]:
    """Every game's lesson, in the order New Game offers the games."""
    found = [view_for(game).lesson() for game in game_names()]
    return [lesson for lesson in found if lesson is not None]


def start_lesson(app: AppServices, game: str = "", fresh: bool = False) -> None:
    from .title import start_match

    offered = [lesson for lesson in lessons() if not game or lesson.game == game]
    if not offered:
        if app.scene is not None:
            app.scene.say(tr("lesson_none"), theme.TEXT_DIM)
        return
    progress = {} if fresh else lesson_in_progress(offered)
    if progress and progress.get("autosave"):
        try:
            session = load_autosave(Path(progress["autosave"]))
        except SaveError:
            session = None
        if (session is not None and session.meta.get(META_KEY) == progress.get("lesson")
                and session.meta.get(GAME_KEY) == progress.get("game") and session.state.result is None):
            start_match(app, Match(session), fresh_device=True)
            return
    lesson = offered[0]
    forget_other_attempts(lesson.id)
    session = lesson.session()
    write_progress({"lesson": lesson.id, "game": session.meta[GAME_KEY], "step": lesson.steps[0].id})
    start_match(app, Match(session), fresh_device=True)


def forget_other_attempts(lesson_id: str) -> None:
    """A lesson begun again replaces its unfinished attempts: the title lists one game of each lesson, never an
    attempt the coach would not pick up again (its progress is the new one's)."""
    for info in list_autosaves().games:
        if info.lesson == lesson_id:
            with contextlib.suppress(OSError):
                delete_autosave(info.path)


def open_learn(app: AppServices, back: Scene | None = None) -> None:
    """Title → Learn to play: the one lesson at once, or the choice between the games' lessons."""
    if len(lessons()) > 1:
        app.switch(LearnScene(app, back))
    else:
        start_lesson(app)


class LearnScene(MenuScreen):
    name = "learn"

    def __init__(self, app: AppServices, back: Scene | None = None) -> None:
        super().__init__(app, back)
        self.captions: list[tuple[str, pygame.Rect]] = []

    def title_text(self) -> str:
        return tr("learn")

    def startup(self) -> None:
        super().startup()
        notice = take_progress_notice()         # the progress file could not be used: it was set aside
        if notice:
            self.say(notice, theme.BAD)

    def layout(self) -> None:
        self.widgets.clear()
        self.captions = []
        w, h = self.app.size
        s = ui_scale((w, h))
        offered = lessons()
        going = lesson_in_progress(offered).get("lesson")
        bw, bh, gap = round(440 * s), round(58 * s), round(46 * s)
        sw = round(200 * s)
        x = w // 2 - bw // 2
        y = round(h * 0.26)
        for lesson in offered:
            resume = lesson.id == going
            label = tr("learn_resume", lesson=lesson.title) if resume else lesson.title
            self.widgets.add(Button(f"lesson:{lesson.game}", pygame.Rect(x, y, bw, bh), label,
                                    partial(start_lesson, self.app, lesson.game), "primary",
                                    font_size=round(22 * s)))
            if resume:
                self.widgets.add(Button(f"restart:{lesson.game}",
                                        pygame.Rect(x + bw + round(14 * s), y + round(8 * s), sw, bh - round(16 * s)),
                                        tr("learn_start_over"),
                                        partial(start_lesson, self.app, lesson.game, fresh=True), "quiet",
                                        font_size=round(17 * s)))
            game_title = view_for(lesson.game).title
            self.captions.append((_(game_title), pygame.Rect(x, y + bh + round(4 * s), bw, round(24 * s))))
            y += bh + gap
        back_w = round(240 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - back_w // 2, max(y + gap, round(h * 0.78)), back_w,
                                                    round(54 * s)), tr("back"), self.go_back, "primary",
                                font_size=round(22 * s)))

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        for text, rect in self.captions:
            theme.draw_text(surface, text, rect.midtop, round(17 * s), theme.TEXT_DIM, "sans", "midtop",
                            max_width=rect.w)
