"""The table: the game being played. Hosts the game's view (`GameView`, found by the game's name) in the table's
frame; turns clicks, drags and keys into legal actions (where a press picks a card up and where it may land is the
view's), animates their events, runs computer seats off-thread, and hands over to the pass-device cover and the
game-over screen. Nothing here knows one game's cards or zones.
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import illegal_reason, observe
from ...engine.actions import Action, IllegalAction
from ...engine.record import RecordError
from ...engine.state import GameState
from ...i18n import engine_text
from ...persistence.disk import disk_problem
from .. import marks, theme
from ..ai_runner import AiWorker, hint_function
from ..anim import Animator, Place
from ..focus import Spot, overlay_spots, widget_spots
from ..game_view import ViewContext, view_for
from ..layout import row_of_buttons
from ..match import Match
from ..overlays import ChoicePanel, ConfirmDialog, MenuOverlay, Overlay, PileViewer
from ..scene import Scene
from ..strings import tr
from ..table_frame import TableFrame
from ..widgets import Button

if TYPE_CHECKING:
    from ..scene import AppServices

DRAG_THRESHOLD = 6
MESSAGE_SECONDS = 5.0
# Settings -> Other players' turns: seconds before each move of a computer, and how long the table holds after another
# player showed their cards (a party revealed) or fought a battle, so that it can be read. Space skips a wait.
PACES: dict[str, tuple[float, float, float]] = {"instant": (0.0, 0.0, 0.0), "fast": (0.15, 0.8, 1.0),
                                                "normal": (0.5, 2.0, 2.5), "slow": (1.0, 3.5, 4.0)}
# How long a banner (a battle's result, another player's turn in a sentence) stays, by the same setting.
BANNER_SECONDS = {"instant": 3.0, "fast": 3.5, "normal": 5.0, "slow": 7.0}


class Banner:
    """A result shown over the table for a few seconds: a battle's outcome, what another player did."""

    def __init__(self, text: str, tone: str, seconds: float, subject: tuple[int, int] | None = None) -> None:
        self.text = text
        self.tone = tone            # "good" | "bad" | "info" | "hint"
        self.seconds = seconds
        # The turn it tells of, (turn number, seat): a battle's banner and the sentence for the whole turn share it,
        # and the sentence replaces the battle's banner (one battle, one banner).
        self.subject = subject
        # A sentence for the player the device goes to next, kept out of sight until the cover has passed it on
        # (the player who fought reads the battle's own banner meanwhile).
        self.waiting = False


class Drag:
    def __init__(self, source: Any, origin: pygame.Rect, grab: tuple[int, int], start: tuple[int, int]) -> None:
        self.source = source         # the game view's drag source: `source.iid` is the card
        self.origin = pygame.Rect(origin)
        self.grab = grab             # mouse offset inside the card
        self.start = start
        self.active = False          # becomes a drag once the mouse moved far enough; else it was a click
        self.targets: dict[Any, Action] = {}
        self.by_keys = False         # picked up with Shift+Enter: the ring goes from lit place to lit place


class TableScene(Scene):
    name = "table"
    redraw_on_demand = True

    def __init__(self, app: AppServices, match: Match) -> None:
        super().__init__(app)
        self.match = match
        app.match = match
        game = match.config.game
        self.view = view_for(game)(app.card_art(game))
        self.frame = TableFrame(self.view)
        self.animator = Animator()
        self.overlay: Overlay | None = None
        self.prompt_panel: ChoicePanel | None = None
        self.drag: Drag | None = None
        self.dirty = True
        self.rendered_version: tuple[Any, ...] = ()
        self.message_time = 0.0
        self.hover_time = 0.0
        self.hover_key = ""
        self.ai_delay = 0.0
        # The computer is asked for its move once the frame that shows it thinking has been drawn (see draw).
        self.ai_due = False
        self.end_delay = 0.0
        self.hint_worker = AiWorker()
        self.hint: tuple[Action, str] | None = None
        self.hint_fn = hint_function()
        self.export_rect = pygame.Rect(0, 0, 0, 0)
        self.view_spots: list[Spot] | None = None      # the play area's places for the ring, until it is drawn again
        self.banners: list[Banner] = []
        self.hold = 0.0                 # the computer waits this long after a decision worth reading
        self.turn_events: list[Any] = []     # the events of the turn being played (banners and summaries)
        self.events_turn = match.state.turn_number
        from ..coach import attach

        self.coach = attach(self)       # a lesson game's coach (ui/coach.py), None for any other game

    # ------------------------------------------------------------------------------------------ setup
    def startup(self) -> None:
        self.app.match = self.match
        self.layout()
        self.dirty = True
        from ..coach import take_progress_notice

        notice = take_progress_notice()         # a lesson's progress file that could not be used, set aside
        if notice:
            self.say(notice, theme.BAD)

    def layout(self) -> None:
        L, bar, fs = self.frame.lay_out(self.app.size, self.widgets)
        # The game's own buttons on the left (classic: Village, Dungeon, Rest), each taking an action of its kind.
        self.game_buttons = self.view.buttons()
        left = row_of_buttons(bar, [L.px(b.width) for b in self.game_buttons], L.px(8), "left")
        for button, rect in zip(self.game_buttons, left):
            self.widgets.add(Button(button.wid, rect, button.label, partial(self.take_kind, button.kind), "primary",
                                    button.key_hint, fs))
        right = row_of_buttons(bar, [L.px(96), L.px(96), L.px(96), L.px(150), L.px(96)], L.px(8), "right")
        self.widgets.add(Button("hint", right[0], tr("hint"), self.ask_hint, "quiet", "", fs))
        self.widgets.add(Button("undo", right[1], tr("undo"), self.undo, "normal", "^Z", fs))
        self.widgets.add(Button("redo", right[2], tr("redo"), self.redo, "normal", "^Y", fs))
        self.widgets.add(Button("end_turn", right[3], tr("end_turn"), self.end_turn, "danger", "⏎", fs))
        self.widgets.add(Button("menu", right[4], tr("menu"), self.open_menu, "quiet", "Esc", fs))
        left_end = left[-1].right if left else bar.x - L.px(16)
        self.status_rect = pygame.Rect(left_end + L.px(16), bar.y, right[0].x - left_end - L.px(32), bar.h)
        self.overlay = None
        self.prompt_panel = None
        self.dirty = True

    # ------------------------------------------------------------------------------------------ state
    @property
    def state(self) -> Any:
        return self.match.state

    def legal(self) -> list[Action]:
        return self.match.legal()

    def _refresh_widgets(self) -> None:
        legal = self.legal()
        kinds = {a.kind for a in legal}
        visible = self.view.buttons_visible(self.state, legal)
        for button in self.game_buttons:
            w = self.widgets.get(button.wid)
            if w:
                w.enabled = button.kind in kinds
                w.visible = visible
        end = self.widgets.get("end_turn")
        if end:
            end.enabled = "end_turn" in kinds
        undo = self.widgets.get("undo")
        if undo:
            undo.enabled = self._viewer_may_undo()
        redo = self.widgets.get("redo")
        if redo:
            redo.enabled = self.match.session.can_redo() and self.match.my_decision()
        hint = self.widgets.get("hint")
        if hint:
            hint.visible = self.hint_fn is not None
            hint.enabled = bool(legal) and not self.hint_worker.busy()

    def _viewer_may_undo(self) -> bool:
        if not self.match.can_undo() or self.computer_thinking():
            return False
        last = self.match.session.steps[-1]
        # In pass-and-play, only the player at the device undoes their own decisions (casual: anything).
        return last.seat == self.match.viewer or self.match.config.variants.undo_policy == "casual"

    def _render(self) -> pygame.Surface:
        match = self.match
        obs = observe(match.state, match.viewer)
        warning = tr("autosave_failed_short", why=engine_text(match.autosave_problem)) if match.autosave_problem else ""
        ctx = ViewContext(match.state, obs, match.viewer, self.animator.in_flight(),
                          match.deciding_seat if self.computer_thinking() else -1, match.gains, warning=warning,
                          events=tuple(match.last_events), history=match.session.steps)
        layer = self.frame.render(ctx)
        self.view_spots = None          # the regions were drawn again
        self._refresh_widgets()
        self._refresh_prompt()
        self.dirty = False
        return layer

    def _refresh_prompt(self) -> None:
        state = self.state
        if state.pending.kind == "prompt" and self.match.my_decision():
            names = [s.name for s in state.config.seats]
            self.prompt_panel = self.view.prompt_panel(state, names, self.legal(), self.submit)
        else:
            self.prompt_panel = None

    # ------------------------------------------------------------------------------------------ acting
    def submit(self, action: Action) -> bool:
        """Take a decision through the engine; animate its events. Returns False (with the reason shown) if the
        engine refused it."""
        coach = self.coach
        completes = False
        if coach is not None:
            why = coach.guard(action)
            if why:
                self.say(why, theme.INFO)
                return False
            completes = coach.before(action)
        self.animator.skip()
        before = self.state.clone()
        rects_before = dict(self.view.card_rects)
        try:
            events = self.match.submit(action)
        except IllegalAction as exc:
            self.say(engine_text(illegal_reason(self.state, action) or str(exc)), theme.BAD)
            return False
        if coach is not None:
            coach.taken(completes)
        self.forget_message()
        self._after_action(events, before, rects_before)
        return True

    def forget_message(self) -> None:
        """The player's decision was taken: what was said before it (a refusal, the lesson's "asks for something
        else") spoke of the table as it was."""
        if self.message:
            self.message, self.message_time = "", 0.0
            self.invalidate()

    def _after_action(self, events: list[Any], before: GameState, rects_before: dict[int, pygame.Rect]) -> None:
        self.app.sound.events(self.match.config.game, events, self.match.humans)
        self._news(events, before)
        self.hint = None
        self.overlay = None if not isinstance(self.overlay, MenuOverlay) else self.overlay
        self._render()          # the new positions
        rects_after = dict(self.view.card_rects)
        self.animator.plan(events, before, self.state,
                           lambda iid, where: rects_before.get(iid) or self._zone_rect(where),
                           lambda iid, where: rects_after.get(iid) or self._zone_rect(where),
                           self._flight_image, self.app.settings.animation_speed, self.view.card_place)
        self.dirty = True
        self._autosave_news()

    def _news(self, events: list[Any], before: GameState) -> None:
        """After a decision: a banner for its result, a sentence for another player's finished turn, and the time
        the table holds before a computer's next move."""
        match = self.match
        state = self.state
        acting, viewer = before.pending.seat, match.viewer
        if acting == viewer:
            self.banners.clear()              # the player has moved on
        if before.turn_number != self.events_turn:
            self.turn_events, self.events_turn = [], before.turn_number
        self.turn_events.extend(events)
        pace = self.app.settings.computer_pace
        _, reveal, battle = PACES.get(pace, PACES["normal"])
        seconds = BANNER_SECONDS.get(pace, 5.0)
        names = [s.name for s in match.config.seats]
        self.hold = 0.0
        if acting != viewer and self.view.reveals(events):
            self.hold = reveal
        shown = self.view.banner(state, self.turn_events, events, names, viewer)
        if shown is not None:
            self.banners.append(Banner(shown[0], shown[1], seconds, (before.turn_number, acting)))
            if acting != viewer:
                self.hold = max(self.hold, battle)
        # The player who plays next reads what the one before did (a computer, or the player who had the device).
        deciding = state.pending.seat
        reader = deciding if deciding in match.humans else viewer
        if state.turn_number != before.turn_number and 0 <= reader != before.active and not match.is_over:
            summary = self.view.turn_summary(state, self.turn_events, before.active, names)
            if summary:
                # The sentence tells the turn's battles too: it takes the place of their banners.
                subject = (before.turn_number, before.active)
                told = Banner(summary, "info", seconds * 1.5, subject)
                if before.active == viewer:
                    told.waiting = True
                else:
                    self.banners = [b for b in self.banners if b.subject != subject]
                self.banners.append(told)
        del self.banners[:-3]

    def skip_waiting(self) -> None:
        """Space: every animation, the wait before a computer's move and the banners end at once."""
        self.animator.skip()
        self.hold = 0.0
        self.ai_delay = max(self.ai_delay, PACES["slow"][0])
        self.banners.clear()
        self.dirty = True

    def _autosave_news(self) -> None:
        """Say once that an autosave failed, or that it works again (the top bar keeps a warning meanwhile)."""
        match = self.match
        if match.autosave_error:
            self.say(match.autosave_error, theme.BAD)
        elif match.autosave_recovered:
            match.autosave_recovered = False
            self.say(tr("autosave_back"), theme.GOOD)

    def _flight_image(self, iid: int, width: int) -> pygame.Surface:
        return self.view.flight_image(self.state, iid, width, self.match.viewer)

    def _zone_rect(self, where: Place) -> pygame.Rect | None:
        return self.view.zone_rect(where, self.state, self.match.viewer)

    def take_kind(self, kind: str) -> None:
        """A game button (or its key): the first legal action of its kind."""
        action = next((a for a in self.legal() if a.kind == kind), None)
        if action is not None:
            why = self.coach.guard(action) if self.coach is not None else ""
            if why:                     # the lesson holds it back: no question about an action it refuses
                self.say(why, theme.INFO)
                return
            question = self.view.question_before(self.state, action)
            if question is not None:
                self.overlay = ConfirmDialog(self.frame.layout, question[0], question[1], lambda: self.submit(action))
            else:
                self.submit(action)
        elif self.match.my_decision():
            self.say(tr("nothing_to_do_there"), theme.BAD)

    def end_turn(self) -> None:
        legal = self.legal()
        action = next((a for a in legal if a.kind == "end_turn"), None)
        if action is None:
            return
        if self.app.settings.confirm_end_turn and len(legal) > 1:
            left = self.view.left_to_do(self.state, legal)
            detail = f"{left} {tr('confirm_end_turn_setting')}" if left else tr("confirm_end_turn_detail")
            self.overlay = ConfirmDialog(self.frame.layout, tr("confirm_end_turn"), detail,
                                         lambda: self.submit(action))
        else:
            self.submit(action)

    def undo(self) -> None:
        if not self._viewer_may_undo():
            self.say(tr("undo_forbidden"), theme.BAD)
            return
        try:
            self.match.undo()
            # Casual undo past computer moves: go back to the last decision of a human.
            while self.match.ai_to_move() and self.match.can_undo():
                self.match.undo()
        except RecordError as exc:
            self.say(engine_text(str(exc)), theme.BAD)
        self.animator.skip()
        self.overlay = None
        self.hint = None
        self.banners.clear()
        self.turn_events, self.events_turn = [], self.state.turn_number
        self.dirty = True
        self._autosave_news()

    def redo(self) -> None:
        if not self.match.session.can_redo():
            return
        before = self.state.clone()
        rects = dict(self.view.card_rects)
        events = self.match.redo()
        self._after_action(events, before, rects)

    def ask_hint(self) -> None:
        if self.hint_fn is None or self.hint_worker.busy():
            return
        obs = observe(self.state, self.match.viewer)
        fn = self.hint_fn
        self.hint_worker.start(lambda: fn(obs), tag=len(self.match.session.steps))

    def open_menu(self) -> None:
        self.overlay = MenuOverlay(self.frame.layout, [
            ("resume", tr("resume"), lambda: None),
            *self.view.menu_entries(self),
            *(self.coach.menu_entries() if self.coach is not None else ()),
            ("rules", tr("rules"), self.open_rules),
            ("save_as", tr("save_as"), self.save_as),
            ("load", tr("load"), self.load),
            ("settings", tr("settings"), self.settings),
            ("export_log", tr("export_log_menu"), self.export_log),
            ("title", tr("quit_to_title"), lambda: self.leave(self.to_title)),
            ("quit", tr("quit_game"), self.ask_close),
        ])

    def ask_close(self) -> None:
        """The menu's "Close Thunderstone": asked first (it closes the program, not the match; the game waits)."""
        detail = tr("close_app_detail_over") if self.match.is_over else tr("close_app_detail")
        self.overlay = ConfirmDialog(self.frame.layout, tr("close_app_question"), detail,
                                     lambda: self.leave(self.app.quit), yes=tr("close_app_yes"), no=tr("stay"))

    def leave(self, go: Any) -> None:
        """Quit or go to the title; if the game could not be saved, ask first (leaving would lose it)."""
        why = self.match.autosave_problem
        if why and not self.match.is_over:
            self.overlay = ConfirmDialog(self.frame.layout, tr("quit_unsaved"),
                                         tr("quit_unsaved_detail", why=engine_text(why)), go)
        else:
            go()

    def may_quit(self) -> bool:
        if isinstance(self.overlay, ConfirmDialog) and self.overlay.text == tr("quit_unsaved"):
            return True             # asked already: a second close means it
        if self.match.autosave_problem and not self.match.is_over:
            self.leave(self.app.quit)
            return False
        return True

    def open_rules(self, topic: str = "") -> None:
        """The Rules screen of this game, at `topic` ("kw:<key>") when given; Back returns to the table."""
        from .rules import RulesScene

        self.drag = None
        self.overlay = None
        self.app.switch(RulesScene(self.app, self.match.config.game, topic, back=self))

    def save_as(self) -> None:
        from .files import SaveAsScene

        self.app.switch(SaveAsScene(self.app, self))

    def load(self) -> None:
        from .files import FileDialogScene

        self.app.switch(FileDialogScene(self.app, "load", back=self))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.switch(SettingsScene(self.app, back=self))

    def to_title(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))

    def export_log(self) -> None:
        from ...persistence.paths import logs_dir

        stem = "log-" + datetime.now().strftime("%Y%m%d-%H%M%S")
        try:
            path = self.match.log.export(logs_dir(), stem)
            self.say(tr("log_exported", path=Path(path).name), theme.GOOD)     # the name: no folders on the line
        except OSError as exc:
            self.say(tr("log_failed", why=engine_text(disk_problem(exc))), theme.BAD)

    def say(self, text: str, color: tuple[int, int, int] = theme.TEXT) -> None:
        super().say(text, color)
        self.message_time = MESSAGE_SECONDS

    def toggle_mute(self) -> None:
        """M: sound off or on again, remembered in the settings."""
        from ..sound import tr as sound_tr

        muted = self.app.sound.toggle_mute()
        problem = self.app.save_settings()
        self.say(problem or sound_tr("muted_now" if muted else "unmuted_now"), theme.BAD if problem else theme.INFO)

    def show(self, overlay: Overlay | None) -> None:
        self.overlay = overlay

    # ------------------------------------------------------------------------------------------ keyboard focus
    def focus_spots(self) -> list[Spot]:
        """The ring's places on the table: an open menu's, question's or viewer's choices; else the lesson's buttons,
        the prompt's choices, the play area's places (the hand first), the action bar, the log's Export and the log
        (Page Up / Down scroll it)."""
        if self.overlay is not None:
            return overlay_spots(self.overlay)
        if self.drag is not None and self.drag.by_keys:
            return self.drop_spots()
        spots = []
        if self.coach is not None and self.drag is None:
            spots += [Spot(f"coach:{name}", rect) for name, rect in self.coach.buttons.items()]
        if self.prompt_panel is not None and self.drag is None:
            spots += [Spot(f"choice:{k}", c.rect) for k, c in enumerate(self.prompt_panel.choices)
                      if c.enabled and c.action is not None]
        if self.view_spots is None:
            self.view_spots = self.view.focus_spots()
        spots += self.view_spots + widget_spots(self.widgets)
        if self.export_rect.w > 0:
            spots.append(Spot("export_log", self.export_rect))
        log = self.frame.layout.log_panel
        spots.append(Spot("log", log, (log.centerx, log.bottom - log.h // 4)))      # Page Up / Down scroll it
        return spots

    def drop_spots(self) -> list[Spot]:
        """While a card is carried by keys: the places that light up for it (exactly the legal drops)."""
        assert self.drag is not None
        spots = []
        for target in self.drag.targets:
            rect = self.view.drop_rect(target)
            if rect is not None:
                spots.append(Spot(f"drop:{target!r}", rect))
        return spots

    def focus_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN or not self.focus.shown:
            return super().focus_event(event)
        key = event.key
        # Space skips what the table waits for (an animation, a banner, the computer's pause) before it clicks.
        if key == pygame.K_SPACE and (self.animator.busy or self.banners or self.hold > 0):
            self.skip_waiting()
            return True
        carried = self.drag is not None and self.drag.by_keys
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_SHIFT and not carried:
            self.pick_up()
            return True
        if carried and key == pygame.K_ESCAPE:
            self.drag = None                  # put back, as Escape does to a drag of the mouse
            self.app.mouse = (-1, -1)
            self.invalidate()
            return True
        taken = super().focus_event(event)
        if taken and self.drag is not None and self.drag.by_keys:
            spot = self.focus.current(self.focus_spots())
            if spot is not None:
                self.carry_to(spot)
        return taken

    def pick_up(self) -> None:
        """Shift+Enter: the ringed card picked up as a press of the mouse picks it up; the ring then goes to the
        first place that lights up for it (Tab and the arrows to the others, Enter drops it, Escape puts it back)."""
        spot = self.focus.current(self.focus_spots())
        if spot is None:
            return
        self.get_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.at, button=1))
        drag = self.drag
        if drag is None:
            return                            # not a card to carry (a pile opened its viewer, as a press does)
        drag.by_keys = True
        drops = self.drop_spots()
        if not drops:
            self.drag = None
            self.say(tr("nothing_to_drop"), theme.INFO)
            return
        self.focus.help = False
        self.focus.key = drops[0].key
        self.carry_to(drops[0])

    def carry_to(self, spot: Spot) -> None:
        """The carried card moves over `spot` as the mouse would carry it there."""
        drag = self.drag
        if drag is not None:
            # Drawn just above the place (below it at the top of the window), not on it as under the mouse: the lit
            # place, its "Drop here" and the ring stay in sight.
            gap = spot.rect.h // 2 + self.frame.layout.px(16)
            above = spot.at[1] - gap - drag.origin.h >= 0
            drag.grab = (drag.origin.w // 2, gap + drag.origin.h if above else -gap)
        self.app.mouse = spot.at
        self.get_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.at, rel=(0, 0), buttons=(1, 0, 0)))
        if self.drag is not None:
            self.drag.active = True
        self.invalidate()

    def activate(self, spot: Spot) -> None:
        if self.drag is not None and self.drag.by_keys:
            # Enter on a lit place: the mouse's release there (the drop; the table never acts by itself).
            self.get_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot.at, button=1))
            self.app.mouse = (-1, -1)
            self.invalidate()
            return
        super().activate(spot)

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        mouse = self.app.mouse
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip_waiting()
            return
        if self.overlay is not None:
            if self.overlay.handle(event, mouse) or self.overlay.modal:
                if self.overlay is not None and self.overlay.done:
                    self.overlay = None
                return
            if self.overlay.done:
                self.overlay = None
        if self.drag is None and self.coach is not None and self.coach.handle(event):
            return
        if self.drag is None and self.prompt_panel is not None and self.prompt_panel.handle(event, mouse):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.export_rect.collidepoint(event.pos):
                self.export_log()
                return
            if self.widgets.handle(event, mouse):
                return
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            d = self.drag
            if not d.active and (abs(event.pos[0] - d.start[0]) + abs(event.pos[1] - d.start[1])) > DRAG_THRESHOLD:
                d.active = True
                # Before the drop: what a drop would also do (a level-up ending the purchases) in the status line.
                notes = [label for label in map(self.view.drop_label, d.targets) if isinstance(label, str)]
                if notes:
                    self.say(notes[0], theme.INFO)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self.frame.layout.log_panel.collidepoint(mouse):
                self.frame.scroll_log(event.y * 3)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & pygame.KMOD_CTRL) or bool(event.mod & pygame.KMOD_META)
        key = event.key
        if ctrl and key == pygame.K_z:
            self.undo()
        elif ctrl and key == pygame.K_y:
            self.redo()
        elif ctrl and key == pygame.K_s:
            self.save_as()
        elif key == pygame.K_ESCAPE:
            if self.drag is not None:
                self.drag = None
            else:
                self.open_menu()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.end_turn()
        elif key == pygame.K_h and self.hint_fn is not None:
            self.ask_hint()
        elif key == pygame.K_m:
            self.toggle_mute()
        else:
            button = next((b for b in self.game_buttons if b.key == key), None)
            if button is not None:
                self.take_kind(button.kind)
            else:
                self.view.key(self, event)

    def _press(self, pos: tuple[int, int]) -> None:
        picked = self.view.press(self, pos)
        if picked is not None:
            source, rect = picked
            self.drag = Drag(source, rect, (pos[0] - rect.x, pos[1] - rect.y), pos)
            self.drag.targets = self.lit_targets(source)

    def lit_targets(self, source: Any) -> dict[Any, Action]:
        """Where the dragged card lights up: the drops the engine allows, less those the lesson holds back now
        (a lit place takes the drop; a drop the lesson refuses anyway says why)."""
        targets = self.view.drops_for(self.state, self.legal(), source)
        coach = self.coach
        if coach is None:
            return targets
        return {target: action for target, action in targets.items() if not coach.guard(action)}

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not drag.active:
            # A click: the card's actions.
            self.view.click(self, pos)
            return
        target = self.view.drop_target_at(pos)
        if target is None:
            # Dropped where nothing takes it: said, when the card could have gone somewhere (it lit up).
            self._slide_back(drag, pos, tr("drop_on_lit") if drag.targets and self.match.my_decision() else "")
            return
        action = self.view.drops_for(self.state, self.legal(), drag.source).get(target)
        if action is not None:
            self.submit(action)
            return
        if not self.match.my_decision():
            why = tr("not_your_turn")
        else:
            why = self.view.explain_drop(self.state, drag.source, target)
        self._slide_back(drag, pos, why)

    def _slide_back(self, drag: Drag, pos: tuple[int, int], why: str) -> None:
        if why:
            self.say(tr("illegal_drop", why=engine_text(why)), theme.BAD)
        start = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], drag.origin.w, drag.origin.h)
        image = self.view.drag_image(self.state, drag.source, drag.origin.w)
        from ..anim import Flight

        self.animator.skip()
        self.animator.flights.append(Flight(drag.source.iid, image, start, drag.origin, 0.0, 0.22))
        self.dirty = True

    # ------------------------------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        match = self.match
        if self.coach is not None:
            self.coach.update(dt)
        if self.animator.update(dt):
            self.dirty = True
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
                self.invalidate()
        version = self._view_version()
        if version != self.rendered_version:
            self.rendered_version = version
            self.dirty = True
        self._poll_hint()
        self._age_banners(dt)
        if self.animator.busy:
            return
        if match.is_over:
            self.end_delay += dt
            if self.end_delay > 0.6 or self.app.settings.animation_speed == "off":
                from .game_over import GameOverScene

                self.app.switch(GameOverScene(self.app, match))
            return
        if match.needs_cover():
            from .cover import CoverScene

            self.drag = None
            self.overlay = None
            # The next player reads what the one before did, not the results told to that player.
            self.banners = [b for b in self.banners if b.tone == "info"]
            for banner in self.banners:
                banner.waiting = False
            self.app.switch(CoverScene(self.app, self))
            return
        if match.ai_to_move() and not match.worker.busy():
            if match.worker.ready():
                before = self.state.clone()
                rects = dict(self.view.card_rects)
                events = match.poll_ai()
                if events is not None:
                    self._after_action(events, before, rects)
                    self.ai_delay = 0.0
                return
            self.ai_delay += dt
            between = PACES.get(self.app.settings.computer_pace, PACES["normal"])[0]
            if self.ai_delay >= max(between, self.hold) and not self.ai_due:
                self.ai_delay = 0.0
                match.hard_thinking_seconds = self.app.settings.hard_thinking_seconds
                self.ai_due = True
                self.rendered_version = self._view_version()
                self.dirty = True

    def _age_banners(self, dt: float) -> None:
        if not self.banners:
            return
        for banner in self.banners:
            banner.seconds -= dt
        kept = [b for b in self.banners if b.seconds > 0]
        if len(kept) != len(self.banners):
            self.banners = kept
            self.invalidate()

    def _view_version(self) -> tuple[Any, ...]:
        """What the drawn table depends on: when it changes, the table is rendered again."""
        match = self.match
        return (len(match.session.steps), match.state.version, match.viewer, self.frame.layout.width,
                self.frame.layout.height, self.computer_thinking())

    def animating(self) -> bool:
        """Every frame is drawn while cards fly, a card is dragged, a computer is to move or thinks (its spinner)
        or a hint is sought; a table waiting for the player is drawn only when something changes."""
        match = self.match
        return (self.dirty or self.ai_due or self.animator.busy or self.drag is not None or match.ai_to_move()
                or self.computer_thinking() or self.hint_worker.busy() or match.is_over or match.needs_cover()
                or (self.coach is not None and self.coach.animating()))

    def computer_thinking(self) -> bool:
        return self.ai_due or self.match.ai_thinking()

    def _start_due_computer(self) -> None:
        """Ask the computer for its move after the frame is drawn: the redraw that shows it thinking would otherwise
        share the interpreter with the first milliseconds of its decision (measured: 3.6 ms more per decision)."""
        if not self.ai_due:
            return
        self.ai_due = False
        match = self.match
        if match.ai_to_move() and not match.worker.busy():
            match.start_ai()

    def _poll_hint(self) -> None:
        result = self.hint_worker.take()
        if result is None:
            return
        if result.tag != len(self.match.session.steps) or result.error is not None or not result.value:
            self.say(tr("hint_none"), theme.TEXT_DIM)
            return
        try:
            action, why = result.value
        except (TypeError, ValueError):
            self.say(tr("hint_none"), theme.TEXT_DIM)
            return
        if action not in self.legal():
            self.say(tr("hint_none"), theme.TEXT_DIM)
            return
        self.hint = (action, str(why))
        # The move in the status line, and why in a banner: a reason in a player's words needs the room.
        what = engine_text(self.match.describe(action))
        self.say(tr("hint_short", what=what), theme.INFO)
        self.banners = [b for b in self.banners if b.tone != "hint"]
        self.banners.append(Banner(tr("hint_text", what=what, why=engine_text(str(why))), "hint",
                                   2 * BANNER_SECONDS["slow"]))
        self.invalidate()

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        layer = self.frame.layer
        if self.dirty or layer is None:
            layer = self._render()
        theme.blit(surface, layer, (0, 0), covers=False)
        L = self.frame.layout
        mouse = self.app.mouse
        self.export_rect = self.frame.draw_log(surface, self.match.log)
        self._draw_highlights(surface)
        if self.coach is not None and self.drag is None:
            self.coach.draw(surface)
        self.widgets.draw(surface, mouse)
        self._draw_status(surface)
        if self.computer_thinking():
            self._draw_thinking(surface)
        if self.prompt_panel is not None and self.drag is None:
            self.prompt_panel.draw(surface, mouse)
            if self.coach is not None:
                self.coach.draw_over_prompt(surface)
        self.animator.draw(surface, L.main)
        if self.drag is not None and self.drag.active:
            d = self.drag
            img = self.view.drag_image(self.state, d.source, d.origin.w)
            pos = (mouse[0] - d.grab[0], mouse[1] - d.grab[1])
            pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(pos[0] + L.px(8), pos[1] + L.px(10), d.origin.w,
                                                              d.origin.h), border_radius=L.px(8))
            surface.blit(img, pos)
        self._draw_banners(surface)
        if self.overlay is not None:
            self.overlay.draw(surface, mouse)
        self._draw_hover(surface)
        self._start_due_computer()

    def banner_boxes(self) -> list[tuple[Banner, pygame.Rect, list[str]]]:
        """Where each banner shown is drawn, with its lines: across the play area, below its top quarter (the Hall
        of the original game stays readable) and below a question's panel, one under the other, the newest
        lowest."""
        L = self.frame.layout
        f = theme.fonts()
        size = L.font(19)
        font = f.get("bold", size)
        y = L.main.y + L.main.h // 4
        panel = self.prompt_panel.rect if self.prompt_panel is not None else None
        if panel is not None:
            y = max(y, panel.bottom + L.px(8))      # under the question, never over its choices
        out = []
        for banner in self.banners:
            if banner.waiting:
                continue
            lines = f.wrap(banner.text, "bold", size, round(L.main.w * 0.7))
            width = max(font.size(line)[0] for line in lines) + L.px(40)
            box = pygame.Rect(0, y, width, font.get_linesize() * len(lines) + L.px(18))
            box.centerx = L.main.centerx
            out.append((banner, box, lines))
            y = box.bottom + L.px(8)
        low = out[-1][1].bottom - L.main.bottom if out else 0
        if low > 0:          # a tall question: the banners end at the play area's foot
            out = [(b, box.move(0, -low), lines) for b, box, lines in out]
        return out

    def _draw_banners(self, surface: pygame.Surface) -> None:
        """The banners (`banner_boxes`); they take no clicks."""
        if not self.banners:
            return
        L = self.frame.layout
        f = theme.fonts()
        size = L.font(19)
        line_h = f.get("bold", size).get_linesize()
        for banner, box, lines in self.banner_boxes():
            edge = {"good": theme.GOOD, "bad": theme.BAD}.get(banner.tone, theme.INFO)
            theme.panel(surface, box.move(L.px(4), L.px(4)), (0, 0, 0), None, L.px(10))
            theme.panel(surface, box, (24, 28, 34), edge, L.px(10), max(2, L.px(3)))
            ty = box.y + L.px(9)
            for line in lines:
                img = f.render(line, "bold", size, theme.TEXT)
                drawn = surface.blit(img, img.get_rect(midtop=(box.centerx, ty)))
                theme.note_text(surface, line, drawn, box)
                ty += line_h

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        L = self.frame.layout
        w = max(2, L.px(3))
        if self.drag is not None and self.drag.active:
            # The card's place stays marked while it is in the air.
            hole = pygame.Surface(self.drag.origin.size, pygame.SRCALPHA)
            pygame.draw.rect(hole, (10, 16, 14, 200), hole.get_rect(), border_radius=L.px(8))
            pygame.draw.rect(hole, (120, 140, 130, 255), hole.get_rect(), max(1, L.px(2)), border_radius=L.px(8))
            surface.blit(hole, self.drag.origin)
            under = self.view.drop_target_at(self.app.mouse)
            for target in self.drag.targets:
                rect = self.view.drop_rect(target)
                if rect is not None:
                    ring = rect.inflate(w * 3, w * 3)
                    pygame.draw.rect(surface, theme.TARGET, ring, w, border_radius=L.px(10))
                    marks.ring_mark(surface, ring, "target", theme.TARGET, L.px(9))
                    label = self.view.drop_label(target)
                    if label:
                        # What the drop also does is said where the card would land (side by side, it would not fit).
                        text = label if isinstance(label, str) and target == under else tr("drop_here")
                        img = theme.fonts().render(text, "bold", L.font(14), (16, 40, 20))
                        pill = img.get_rect().inflate(L.px(14), L.px(6))
                        pill.center = rect.center
                        pygame.draw.rect(surface, theme.TARGET, pill, border_radius=pill.h // 2)
                        surface.blit(img, img.get_rect(center=pill.center))
                        theme.popup(surface, pill)      # over the lit target while dragging, on purpose
                        theme.note_text(surface, tr("drop_here"), pill)
            return
        if not self.match.my_decision():
            return
        self.view.draw_highlights(surface, self.state, self.legal(), self.hint[0] if self.hint is not None else None)

    def _status_text(self) -> tuple[str, tuple[int, int, int]]:
        if self.message:
            return self.message, self.message_color
        match = self.match
        state = self.state
        names = [s.name for s in state.config.seats]
        if match.is_over:
            return tr("game_over"), theme.TEXT
        if match.ai_to_move() and not self.computer_thinking():
            return tr("computer_waits", name=names[match.deciding_seat]), theme.TEXT_DIM
        if self.computer_thinking() or match.ai_to_move():
            return tr("thinking", name=names[match.deciding_seat]), theme.TEXT_DIM
        if not match.my_decision():
            return tr("waiting_for", name=names[match.deciding_seat]), theme.TEXT_DIM
        return self.view.status_text(state)

    def _draw_status(self, surface: pygame.Surface) -> None:
        L = self.frame.layout
        text, color = self._status_text()
        if not text:
            return
        # Two lines at most, shrunk as far as it takes (a long message is never cut).
        theme.text_box(surface, text, self.status_rect, L.font(15), color, "sans", valign="center", lines=2,
                       min_size=L.font(11))

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        L = self.frame.layout
        row = self.view.seat_rect(self.match.deciding_seat)
        if row is None:
            return
        t = pygame.time.get_ticks() / 1000.0
        cx, cy = row.right - L.px(18), row.bottom - L.px(16)
        for k in range(8):
            import math

            a = t * 6 + k * math.pi / 4
            alpha = (k + 1) / 8
            pygame.draw.circle(surface, theme.mix(theme.PANEL, theme.ACCENT, alpha),
                               (round(cx + math.cos(a) * L.px(8)), round(cy + math.sin(a) * L.px(8))), max(2, L.px(2)))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        if self.drag is not None and self.drag.active:
            return
        if self.overlay is not None and not isinstance(self.overlay, PileViewer):
            return
        mouse = self.app.mouse
        found = None
        if isinstance(self.overlay, PileViewer):
            # The viewer covers the table: only its own cards show large, never a table card under the dimming.
            found = self.overlay.card_at(mouse)
            if found is None:
                return
        elif self.prompt_panel is not None:
            found = self.prompt_panel.card_at(mouse)
            if found is None and self.prompt_panel.rect.collidepoint(mouse):
                return
        if found is None:
            self.view.draw_hover(surface, self.state, mouse)
        else:
            self.view.draw_enlarged(surface, found[0], found[1])
