"""Title → Learn to play: the guided first game (`ui/coach.py`). The unfinished lesson game (its own autosave among
the unfinished games, named in the lesson's progress) is resumed where it stopped; otherwise a new game of the lesson
starts (each game's lesson: `GameView.lesson()`, the first game with one unless a game is named)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...persistence.saves import SaveError, load_autosave
from .. import theme
from ..coach import GAME_KEY, META_KEY, Lesson, lesson_in_progress, write_progress
from ..game_view import game_names, view_for
from ..match import Match
from ..strings import tr

if TYPE_CHECKING:
    from ...app import App


def lessons() -> list[Lesson]:
    """Every game's lesson, in the order New Game offers the games."""
    found = [view_for(game).lesson() for game in game_names()]
    return [lesson for lesson in found if lesson is not None]


def start_lesson(app: App, game: str = "", fresh: bool = False) -> None:
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
    session = lesson.session()
    write_progress({"lesson": lesson.id, "game": session.meta[GAME_KEY], "step": lesson.steps[0].id})
    start_match(app, Match(session), fresh_device=True)
