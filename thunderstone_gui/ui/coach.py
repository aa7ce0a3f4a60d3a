"""The guided first game: a lesson (a game's script of steps) and the coach that runs it on top of the real table.

A `Lesson` (each game writes its own: `GameView.lesson()`, the original game's in `ui/classic/lesson.py`) is an
ordinary game - its `session()`, saved and autosaved like any other, marked in the record's meta - with a script:

- `steps`, in order: each says one idea, lights up what to click or drag (`targets`), and waits either for a click
  on "Next" or for the player's matching legal action (`done`); while a step waits for an action, the table refuses
  the player's other actions with a sentence (`allowed` widens what passes: a step may let a few through);
- `tips`, after the script: each comes up once, the first time its situation arises in the free game (`when`), and
  goes on a click (or on its `done` action).

The `Coach` is attached by the table to a lesson game (`attach`): it draws its panel over the log, lights the
targets, vets and follows the player's actions, and stores how far the lesson has come in the data folder
(`lesson.json`), so leaving - "Leave lesson" (the game goes on freely, the menu's "Resume lesson" brings it back),
the title, quitting - and coming back through Continue or "Learn to play" resumes at the same step. No game's rules
or cards here: the lesson's predicates and target names are the game's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from ..persistence.lesson import (  # noqa: F401 - the lesson's progress file, as the coach and its tests use it
    PROGRESS_FILE,
    progress_path,
    read_progress,
    take_progress_notice,
    write_progress,
)
from ..persistence.saves import LESSON_KEY
from . import theme
from .strings import tr

if TYPE_CHECKING:
    from ..engine.actions import Action
    from ..engine.session import Session
    from .scenes.table import TableScene

META_KEY = LESSON_KEY              # the record's meta: which lesson the game is
GAME_KEY = "lesson_game"         # and which game of it (the lesson's deal is always the same)
# What the lesson points at: a colour of its own (the table's glow is gold, the hint's blue).
TARGET = (90, 220, 255)


@dataclass(frozen=True)
class Step:
    """One idea of a lesson.

    targets: what lights up - "widget:<id>" (a button of the action bar), "region:<key>" (a place of the game's view:
    "region:discard", "region:monster:1"), "regions:<prefix>" (every region whose key starts so), "card:<card id>"
    (that card in the viewer's hand), "choice:<option>" (the choices of the prompt's panel with that option).
    done: the player's action that completes the step (None: a "Next" step); it is asked with the state the action
    was taken in.
    allowed: other actions the step lets through while it waits (default: only `done`'s).
    when: for a tip, the situation that brings it up (the state, the viewer)."""

    id: str
    text: str
    targets: tuple[str, ...] = ()
    done: Callable[[Any, Action], bool] | None = None
    allowed: Callable[[Any, Action], bool] | None = None
    when: Callable[[Any, int], bool] | None = None


@dataclass
class Lesson:
    game: str
    id: str
    title: str
    steps: list[Step]
    tips: list[Step] = field(default_factory=list)
    make_session: Callable[[], Session] | None = None

    def session(self) -> Session:
        assert self.make_session is not None
        import secrets

        session = self.make_session()
        session.meta[META_KEY] = self.id
        session.meta[GAME_KEY] = secrets.token_hex(6)
        return session


# ---------------------------------------------------------------------------------------------- progress
def belongs(progress: dict[str, Any], lesson: Lesson, session: Session) -> bool:
    """Whether the stored progress is that of this game of the lesson."""
    return progress.get("lesson") == lesson.id and progress.get("game") == session.meta.get(GAME_KEY)


# ---------------------------------------------------------------------------------------------- the coach
class Coach:
    def __init__(self, lesson: Lesson, table: TableScene, progress: dict[str, Any] | None = None) -> None:
        self.lesson = lesson
        self.table = table
        progress = progress or {}
        ids = [s.id for s in lesson.steps]
        step = progress.get("step")
        self.index = ids.index(step) if step in ids else (len(ids) if progress.get("script_done") else 0)
        self.tips_done: set[str] = {t for t in progress.get("tips", []) if isinstance(t, str)}
        self.left = bool(progress.get("left"))
        self.tip: Step | None = None        # the tip shown now
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame.Rect] = {}
        self.clock = 0.0
        self.save()

    # ------------------------------------------------------------------------------------------ where we are
    @property
    def active(self) -> bool:
        return not self.left and self.current is not None

    @property
    def scripted(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def current(self) -> Step | None:
        return self.scripted or self.tip

    def save(self) -> None:
        from ..persistence.saves import autosave_slot

        step = self.scripted
        match = self.table.match
        write_progress({"lesson": self.lesson.id, "game": match.session.meta.get(GAME_KEY),
                        "step": step.id if step is not None else "", "script_done": step is None,
                        "tips": sorted(self.tips_done), "left": self.left, "finished": match.is_over,
                        # the lesson game's own autosave among the unfinished games (Learn to play resumes it)
                        "autosave": str(autosave_slot(match.session)) if match.autosave_enabled else ""})

    def advance(self) -> None:
        if self.scripted is not None:
            self.index += 1
        elif self.tip is not None:
            self.tips_done.add(self.tip.id)
            self.tip = None
        self.save()

    def leave(self) -> None:
        """Hide the lesson; the game goes on freely (the menu's "Resume lesson" brings it back)."""
        self.left = True
        self.save()

    def resume(self) -> None:
        self.left = False
        self.save()

    # ------------------------------------------------------------------------------------------ the player's actions
    def stuck(self) -> bool:
        """Whether the step waits for an action the player cannot take any more (the game moved on while the lesson
        was left): it then lets every action through and offers "Next". A step whose `allowed` actions lead to its
        `done` one (the first of two Weapons given) is not stuck while one of them can be taken."""
        step = self.scripted
        match = self.table.match
        if step is None or step.done is None or not match.my_decision():
            return False
        state = self.table.state
        return not any(step.done(state, action) or (step.allowed is not None and step.allowed(state, action))
                       for action in match.legal())

    def guard(self, action: Action) -> str:
        """Why the lesson holds the player's action back now ("" lets it through). A step read with "Next" holds
        every action back until it is read (an action taken meanwhile would deal the lesson's next hands otherwise
        than its script says); the script's last step, which sends the player on to play freely, holds nothing."""
        step = self.scripted
        if self.left or step is None:
            return ""
        if step.done is None:
            return tr("lesson_read_first") if self.index < len(self.lesson.steps) - 1 else ""
        if self.stuck():
            return ""
        state = self.table.state
        if step.done(state, action) or (step.allowed is not None and step.allowed(state, action)):
            return ""
        return tr("lesson_not_now")

    def before(self, action: Action) -> bool:
        """Whether `action`, about to be taken, completes the current step (asked in the state it is taken in)."""
        step = self.current
        return bool(not self.left and step is not None and step.done is not None
                    and step.done(self.table.state, action))

    def taken(self, completes: bool) -> None:
        """The action was taken; `completes`: what `before` said."""
        if completes:
            self.advance()

    def animating(self) -> bool:
        """Whether the coach shows a pulsing target now (the table then draws every frame)."""
        step = self.current
        return bool(not self.left and step is not None and self.target_rects(step))

    def update(self, dt: float) -> None:
        self.clock += dt
        match = self.table.match
        if match.is_over:
            self.save()
            return
        if self.left or self.scripted is not None or self.tip is not None or not match.my_decision():
            return
        state = self.table.state
        viewer = match.viewer
        self.tip = next((t for t in self.lesson.tips if t.id not in self.tips_done and t.when is not None
                         and t.when(state, viewer)), None)

    def menu_entries(self) -> list[tuple[str, str, Callable[[], Any]]]:
        from .scenes.learn import start_lesson

        entries: list[tuple[str, str, Callable[[], Any]]] = []
        if self.left and (self.scripted is not None or len(self.tips_done) < len(self.lesson.tips)):
            entries.append(("resume_lesson", tr("lesson_resume"), self.resume))
        elif not self.left:
            entries.append(("leave_lesson", tr("lesson_leave"), self.leave))
        entries.append(("restart_lesson", tr("lesson_restart"),
                        lambda: start_lesson(self.table.app, self.lesson.game, fresh=True)))
        return entries

    # ------------------------------------------------------------------------------------------ drawing and clicks
    def target_rects(self, step: Step) -> list[pygame.Rect]:
        table = self.table
        view = table.view
        state = table.state
        rects: list[pygame.Rect] = []
        for target in step.targets:
            kind, _, name = target.partition(":")
            if kind == "widget":
                widget = table.widgets.get(name)
                if widget is not None and widget.visible:
                    rects.append(widget.rect)
            elif kind == "region":
                region = view.region(name)
                if region is not None:
                    rects.append(region.rect)
            elif kind == "regions":
                rects += [r.rect for r in view.regions if r.key.startswith(name)]
            elif kind == "card":
                rects += [r.rect for r in view.regions if r.key.startswith("hand:") and r.iid >= 0
                          and state.cards[r.iid].id == name]
            elif kind == "choice":
                choices = getattr(table.prompt_panel, "choices", None) or []
                rects += [c.rect for c in choices if c.action is not None and c.action.option == name]
        return rects

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the panel's buttons (Next, Leave lesson); True when the panel took the event."""
        if not self.active or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for name, rect in self.buttons.items():
            if rect.collidepoint(event.pos):
                if name == "next":
                    self.advance()
                elif name == "leave":
                    self.leave()
                return True
        return self.panel.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        self.buttons = {}
        step = self.current
        if self.left or step is None:
            self.panel = pygame.Rect(0, 0, 0, 0)
            return
        match = self.table.match
        # A step that waits for the player's action waits for the computer first; one read with "Next" is shown.
        waiting = step.done is not None and not match.my_decision() and not match.is_over
        if not waiting:
            self._draw_targets(surface, Step(step.id, "", tuple(t for t in step.targets
                                                               if not t.startswith("choice:"))))
        self.draw_panel(surface, step, waiting)

    def draw_over_prompt(self, surface: pygame.Surface) -> None:
        """The targets among a prompt's choices, drawn after the prompt's panel (which covers the table)."""
        step = self.current
        if self.left or step is None or not self.table.match.my_decision():
            return
        self._draw_targets(surface, Step(step.id, "", tuple(t for t in step.targets if t.startswith("choice:"))))

    def _draw_targets(self, surface: pygame.Surface, step: Step) -> None:
        L = self.table.frame.layout
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        color = theme.mix(TARGET, (255, 255, 255), 0.5 * pulse)
        # A pulsing ring along the target's own edge: around it, it would cover the labels beside it (a rank's
        # heading, a card's key number, a pile's name); a card's edge and a button's frame carry no text.
        w = max(2, L.px(3))
        for rect in self.target_rects(step):
            pygame.draw.rect(surface, color, rect, w, border_radius=L.px(8))
            theme.note_element(surface, rect, "lesson_ring", rect.inflate(-2 * w, -2 * w))

    def draw_panel(self, surface: pygame.Surface, step: Step, waiting: bool) -> None:
        L = self.table.frame.layout
        f = theme.fonts()
        self.panel = rect = L.log_panel.copy()
        theme.panel(surface, rect, (34, 30, 22), theme.ACCENT, L.px(10), 2)
        pad = L.px(12)
        x, y, width = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        if self.scripted is not None:
            heading = tr("lesson_step", title=self.lesson.title, n=self.index + 1, total=len(self.lesson.steps))
        else:
            heading = tr("lesson_tip")
        theme.draw_text(surface, heading, (x, y), L.font(14), theme.ACCENT, "bold", max_width=width)
        y += L.font(14) + L.px(10)
        size = L.font(15)
        line_h = f.get("sans", size).get_linesize()
        text = step.text
        color = theme.TEXT
        if waiting:
            text, color = tr("lesson_wait"), theme.TEXT_DIM
        bottom = rect.bottom - pad - L.px(40)
        lines = f.wrap(text, "sans", size, width)
        while len(lines) * line_h > bottom - y and size > 10:
            size -= 1
            line_h = f.get("sans", size).get_linesize()
            lines = f.wrap(text, "sans", size, width)
        for line in lines:
            drawn = surface.blit(f.render(line, "sans", size, color), (x, y))
            theme.note_text(surface, line, drawn, rect)
            y += line_h
        bh = L.px(34)
        mouse = self.table.app.mouse
        if step.done is None or self.scripted is None or self.stuck():
            label = tr("lesson_next") if self.scripted is not None else tr("lesson_got_it")
            self.buttons["next"] = self._button(surface, pygame.Rect(rect.right - pad - L.px(110),
                                                                     rect.bottom - pad - bh, L.px(110), bh),
                                                label, theme.ACCENT, mouse)
        self.buttons["leave"] = self._button(surface, pygame.Rect(x, rect.bottom - pad - bh, L.px(120), bh),
                                             tr("lesson_leave"), theme.PANEL_EDGE, mouse)

    def _button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, edge: theme.Color,
                mouse: tuple[int, int]) -> pygame.Rect:
        L = self.table.frame.layout
        hover = rect.collidepoint(mouse)
        pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else theme.PANEL, rect, border_radius=L.px(6))
        pygame.draw.rect(surface, edge, rect, 1, border_radius=L.px(6))
        theme.draw_text(surface, label, rect.center, L.font(14), theme.TEXT, "bold", "center",
                        max_width=rect.w - L.px(8))
        return rect


def attach(table: TableScene) -> Coach | None:
    """The coach of a lesson game (its record's meta names the lesson), resuming where its stored progress says;
    None for any other game. A lesson game without progress of its own (the file lost, another game's) starts at the
    free part: its script's steps wait for actions of the first turns."""
    from .game_view import view_for

    session = table.match.session
    name = session.meta.get(META_KEY)
    if not name:
        return None
    lesson = view_for(session.config.game).lesson()
    if lesson is None or lesson.id != name:
        return None
    progress = read_progress()
    if not belongs(progress, lesson, session):
        progress = {"script_done": bool(session.steps)}
    return Coach(lesson, table, progress)


def lesson_in_progress(lessons: Sequence[Lesson]) -> dict[str, Any]:
    """The stored progress of an unfinished lesson of one of `lessons`, or {}."""
    progress = read_progress()
    if progress.get("finished") or progress.get("lesson") not in {lesson.id for lesson in lessons}:
        return {}
    return progress
