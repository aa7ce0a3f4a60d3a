"""The table: the game being played. Turns clicks, drags and keys into legal actions, animates their events,
runs computer seats off-thread, and hands over to the pass-device cover and the game-over screen.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import illegal_reason, observe
from ...engine.actions import Action, IllegalAction
from ...engine.record import RecordError
from ...persistence.disk import disk_problem
from ...systems.classic.state import ClassicState
from .. import theme
from ..ai_runner import AiWorker, hint_function
from ..anim import Animator, Place, card_place
from ..input import DragSource, DropTarget, drag_source, drops_for, explain_drop, match_drop
from ..layout import row_of_buttons
from ..match import Match
from ..overlays import CardMenu, ConfirmDialog, MenuOverlay, Overlay, PileViewer, PromptPanel
from ..scene import Scene
from ..strings import tr
from ..table_view import Region, TableView, ViewContext
from ..widgets import Button

if TYPE_CHECKING:
    from ...app import App

DRAG_THRESHOLD = 6
MESSAGE_SECONDS = 5.0


class Drag:
    def __init__(self, source: DragSource, origin: pygame.Rect, grab: tuple[int, int], start: tuple[int, int]) -> None:
        self.source = source
        self.origin = pygame.Rect(origin)
        self.grab = grab             # mouse offset inside the card
        self.start = start
        self.active = False          # becomes a drag once the mouse moved far enough; else it was a click
        self.targets: dict[DropTarget, Action] = {}


class TableScene(Scene):
    name = "table"

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        app.match = match
        self.view = TableView(app.art)
        self.animator = Animator()
        self.overlay: Overlay | None = None
        self.prompt_panel: PromptPanel | None = None
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

    # ------------------------------------------------------------------------------------------ setup
    def startup(self) -> None:
        self.app.match = self.match
        self.layout()
        self.dirty = True

    def layout(self) -> None:
        w, h = self.app.size
        self.view.resize(w, h)
        L = self.view.layout
        self.widgets.clear()
        bar = L.action_bar.inflate(-2 * L.pad, -round(L.action_bar.h * 0.24))
        fs = L.font(17)
        left = row_of_buttons(bar, [L.px(138)] * 3, L.px(8), "left")
        for wid, label, key, rect, kind in (("village", tr("village_btn"), "V", left[0], "visit_village"),
                                            ("dungeon", tr("dungeon_btn"), "D", left[1], "enter_dungeon"),
                                            ("rest", tr("rest_btn"), "R", left[2], "rest")):
            self.widgets.add(Button(wid, rect, label, lambda k=kind: self.choose_turn(k), "primary", key, fs))
        right = row_of_buttons(bar, [L.px(96), L.px(96), L.px(96), L.px(150), L.px(96)], L.px(8), "right")
        self.widgets.add(Button("hint", right[0], tr("hint"), self.ask_hint, "quiet", "", fs))
        self.widgets.add(Button("undo", right[1], tr("undo"), self.undo, "normal", "^Z", fs))
        self.widgets.add(Button("redo", right[2], tr("redo"), self.redo, "normal", "^Y", fs))
        self.widgets.add(Button("end_turn", right[3], tr("end_turn"), self.end_turn, "danger", "⏎", fs))
        self.widgets.add(Button("menu", right[4], tr("menu"), self.open_menu, "quiet", "Esc", fs))
        self.status_rect = pygame.Rect(left[2].right + L.px(16), bar.y, right[0].x - left[2].right - L.px(32), bar.h)
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
        for wid, kind in (("village", "visit_village"), ("dungeon", "enter_dungeon"), ("rest", "rest")):
            w = self.widgets.get(wid)
            if w:
                w.enabled = kind in kinds
                w.visible = self.state.pending.kind == "turn" or not legal
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

    def _render(self) -> None:
        match = self.match
        obs = observe(match.state, match.viewer)
        warning = tr("autosave_failed_short", why=match.autosave_problem) if match.autosave_problem else ""
        ctx = ViewContext(match.state, obs, match.viewer, self.animator.in_flight(),
                          match.deciding_seat if self.computer_thinking() else -1, match.gains, warning=warning)
        self.view.render(ctx)
        self._refresh_widgets()
        self._refresh_prompt()
        self.dirty = False

    def _refresh_prompt(self) -> None:
        state = self.state
        if state.pending.kind == "prompt" and self.match.my_decision():
            names = [s.name for s in state.config.seats]
            self.prompt_panel = PromptPanel(self.view.layout, self.app.art, state, names, self.legal(), self.submit)
        else:
            self.prompt_panel = None

    # ------------------------------------------------------------------------------------------ acting
    def submit(self, action: Action) -> bool:
        """Take a decision through the engine; animate its events. Returns False (with the reason shown) if the
        engine refused it."""
        self.animator.skip()
        before = self.state.clone()
        rects_before = dict(self.view.card_rects)
        try:
            events = self.match.submit(action)
        except IllegalAction as exc:
            self.say(illegal_reason(self.state, action) or str(exc), theme.BAD)
            return False
        self._after_action(events, before, rects_before)
        return True

    def _after_action(self, events: list[Any], before: ClassicState, rects_before: dict[int, pygame.Rect]) -> None:
        self.hint = None
        self.overlay = None if not isinstance(self.overlay, MenuOverlay) else self.overlay
        self._render()          # the new positions
        rects_after = dict(self.view.card_rects)
        self.animator.plan(events, before, self.state,
                           lambda iid, where: rects_before.get(iid) or self._zone_rect(where),
                           lambda iid, where: rects_after.get(iid) or self._zone_rect(where),
                           self._flight_image, self.app.settings.animation_speed)
        self.dirty = True
        self._autosave_news()

    def _autosave_news(self) -> None:
        """Say once that an autosave failed, or that it works again (the top bar keeps a warning meanwhile)."""
        match = self.match
        if match.autosave_error:
            self.say(match.autosave_error, theme.BAD)
        elif match.autosave_recovered:
            match.autosave_recovered = False
            self.say(tr("autosave_back"), theme.GOOD)

    def _flight_image(self, iid: int, width: int) -> pygame.Surface:
        public = iid in self.view.face_up or self._public_card(iid)
        return self.app.art.face(self.state.cards[iid], width) if public else self.app.art.back(width)

    def _public_card(self, iid: int) -> bool:
        where = card_place(self.state, iid)
        if where is None:
            return False
        zone, seat = where
        if zone == "hand":
            return seat == self.match.viewer
        return zone != "deck" and zone != "dungeon"

    def _zone_rect(self, where: Place) -> pygame.Rect | None:
        L = self.view.layout
        zone, n = where
        viewer = self.match.viewer
        shown = viewer if self.view.party_is_viewer else self.state.active
        if zone in ("deck", "discard", "hand"):
            if n == shown:
                return {"deck": L.deck_pile, "discard": L.discard_pile, "hand": L.hand_area}[zone]
            region = self.view.region(f"opponent:{n}")
            return region.rect.inflate(-region.rect.w // 2, 0) if region else None
        if zone.startswith("supply:"):
            region = self.view.region(f"supply:{zone[7:]}") or self.view.region(f"stack:{zone[7:]}")
            if zone == "supply:disease":
                return L.supply_slots["disease"]
            return region.rect if region else None
        if zone == "hall":
            return L.ranks[n - 1]
        if zone == "dungeon":
            return L.dungeon_deck
        if zone == "trash":
            return L.supply_slots["trash"]
        return None

    def choose_turn(self, kind: str) -> None:
        action = next((a for a in self.legal() if a.kind == kind), None)
        if action is not None:
            self.submit(action)
        elif self.match.my_decision():
            self.say(tr("nothing_to_do_there"), theme.BAD)

    def end_turn(self) -> None:
        legal = self.legal()
        action = next((a for a in legal if a.kind == "end_turn"), None)
        if action is None:
            return
        if self.app.settings.confirm_end_turn and len(legal) > 1:
            self.overlay = ConfirmDialog(self.view.layout, tr("confirm_end_turn"), tr("confirm_end_turn_detail"),
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
            self.say(str(exc), theme.BAD)
        self.animator.skip()
        self.overlay = None
        self.hint = None
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
        L = self.view.layout
        end_game = next((a for a in self.legal() if a.kind == "end_game"), None) if self.match.my_decision() else None
        impasse = [("end_game", tr("end_game_impasse"), lambda: self.confirm_end_game(end_game))] if end_game else []
        self.overlay = MenuOverlay(L, [
            ("resume", tr("resume"), lambda: None),
            *impasse,
            ("save_as", tr("save_as"), self.save_as),
            ("load", tr("load"), self.load),
            ("settings", tr("settings"), self.settings),
            ("export_log", tr("export_log") + " log", self.export_log),
            ("title", tr("quit_to_title"), lambda: self.leave(self.to_title)),
            ("quit", tr("quit_game"), lambda: self.leave(self.app.quit)),
        ])

    def confirm_end_game(self, action: Action | None) -> None:
        """The impasse rule (systems/classic/rules/turn.py): ending the game is offered only when the Dungeon is
        stuck."""
        if action is None:
            return
        state = self.state
        rounds = (state.turn_number - state.progress_turn) // state.seats
        self.overlay = ConfirmDialog(self.view.layout, tr("confirm_end_game"),
                                     tr("confirm_end_game_detail", rounds=rounds), lambda: self.submit(action))

    def leave(self, go: Any) -> None:
        """Quit or go to the title; if the game could not be saved, ask first (leaving would lose it)."""
        why = self.match.autosave_problem
        if why and not self.match.is_over:
            self.overlay = ConfirmDialog(self.view.layout, tr("quit_unsaved"), tr("quit_unsaved_detail", why=why), go)
        else:
            go()

    def may_quit(self) -> bool:
        if isinstance(self.overlay, ConfirmDialog) and self.overlay.text == tr("quit_unsaved"):
            return True             # asked already: a second close means it
        if self.match.autosave_problem and not self.match.is_over:
            self.leave(self.app.quit)
            return False
        return True

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
            self.say(tr("log_exported", path=path), theme.GOOD)
        except OSError as exc:
            self.say(tr("log_failed", why=disk_problem(exc)), theme.BAD)

    def say(self, text: str, color: tuple[int, int, int] = theme.TEXT) -> None:
        super().say(text, color)
        self.message_time = MESSAGE_SECONDS

    # ------------------------------------------------------------------------------------------ card actions
    def actions_for_card(self, iid: int) -> list[Action]:
        out = []
        for a in self.legal():
            if a.card == iid or (a.target == iid and a.kind in ("use", "equip")):
                out.append(a)
        return out

    def open_card_menu(self, region: Region) -> None:
        kind = region.key.split(":")[0]
        if kind == "monster":
            rank = int(region.key.split(":")[1])
            actions = [a for a in self.legal() if a.kind == "attack" and a.rank == rank]
        else:
            actions = self.actions_for_card(region.iid)
        card = self.state.cards[region.iid]
        if not actions:
            if self.match.my_decision():
                self.say(f"Nothing to do with {card.name} now", theme.TEXT_DIM)
            return
        items = [(self._action_label(a), a) for a in actions]
        self.overlay = CardMenu(self.view.layout, card.name, items, region.rect, self.submit)

    def _action_label(self, a: Action) -> str:
        if a.kind == "attack":
            bd = self.view.previews.get(a.rank)
            if bd is not None:
                outcome = tr("preview_win") if bd.victory else tr("preview_lose")
                return f"{tr('attack_rank', n=a.rank)}: {bd.total} vs {bd.health} ({outcome})"
            return tr("attack_rank", n=a.rank)
        text = self.match.describe(a)
        return text[0].upper() + text[1:]

    def hand_regions(self) -> list[Region]:
        regions = [r for r in self.view.regions if r.key.startswith("hand:")]
        equipped = set(self.state.turn.equips)
        return sorted((r for r in regions if r.iid not in equipped), key=lambda r: r.rect.x)

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        mouse = self.app.mouse
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.animator.skip()
            self.dirty = True
            return
        if self.overlay is not None:
            if self.overlay.handle(event, mouse) or self.overlay.modal:
                if self.overlay is not None and self.overlay.done:
                    self.overlay = None
                return
            if self.overlay.done:
                self.overlay = None
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
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self.view.layout.log_panel.collidepoint(mouse):
                self.view.log_scroll = max(0, self.view.log_scroll + event.y * 3)
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
        elif key == pygame.K_v:
            self.choose_turn("visit_village")
        elif key == pygame.K_d:
            self.choose_turn("enter_dungeon")
        elif key == pygame.K_r:
            self.choose_turn("rest")
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.end_turn()
        elif key == pygame.K_h and self.hint_fn is not None:
            self.ask_hint()
        elif pygame.K_1 <= key <= pygame.K_9:
            hands = self.hand_regions()
            index = key - pygame.K_1
            if index < len(hands) and self.view.party_is_viewer:
                self.open_card_menu(hands[index])

    def _press(self, pos: tuple[int, int]) -> None:
        # Hero stacks are also drop targets ("stack:<line>"); for a press, the card on top of them counts.
        region = self.view.region_at(pos, ("hand", "supply", "monster", "deck", "discard", "trash", "opponent",
                                           "viewer_hand", "disease", "dungeon"))
        if region is None:
            return
        source = drag_source(region.key, region.iid)
        if source is not None:
            self.drag = Drag(source, region.rect, (pos[0] - region.rect.x, pos[1] - region.rect.y), pos)
            self.drag.targets = drops_for(self.state, self.legal(), source)
            return
        self._open_viewer(region.key.split(":")[0], region)

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not drag.active:
            # A click: the card's actions.
            clicked = self.view.region_at(pos, ("hand", "supply", "monster"))
            if clicked is not None:
                self.open_card_menu(clicked)
            return
        target = self._drop_target(pos)
        if target is None:
            self._slide_back(drag, pos, "")
            return
        action = match_drop(self.state, self.legal(), drag.source, target)
        if action is not None:
            self.submit(action)
            return
        if not self.match.my_decision():
            why = tr("not_your_turn")
        else:
            why = explain_drop(self.state, drag.source, target)
        self._slide_back(drag, pos, why)

    def _drop_target(self, pos: tuple[int, int]) -> DropTarget | None:
        L = self.view.layout
        if L.discard_pile.collidepoint(pos) and self.view.party_is_viewer:
            return DropTarget("discard")
        if L.deck_pile.collidepoint(pos) and self.view.party_is_viewer:
            return DropTarget("deck")
        if L.supply_slots["trash"].collidepoint(pos):
            return DropTarget("trash")
        region = self.view.region_at(pos, ("hand", "stack"))
        if region is not None:
            kind, _, rest = region.key.partition(":")
            if kind == "hand":
                return DropTarget("card", region.iid)
            return DropTarget("stack", stack=rest)
        if L.hand_area.collidepoint(pos):
            return DropTarget("party")
        return None

    def _slide_back(self, drag: Drag, pos: tuple[int, int], why: str) -> None:
        if why:
            self.say(tr("illegal_drop", why=why), theme.BAD)
        start = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], drag.origin.w, drag.origin.h)
        image = self.app.art.face(self.state.cards[drag.source.iid], drag.origin.w)
        from ..anim import Flight

        self.animator.skip()
        self.animator.flights.append(Flight(drag.source.iid, image, start, drag.origin, 0.0, 0.22))
        self.dirty = True

    def _open_viewer(self, kind: str, region: Region) -> None:
        state = self.state
        obs = observe(state, self.match.viewer)
        L = self.view.layout
        cat = state.catalogue
        viewer = self.match.viewer
        if kind == "deck" and viewer >= 0 and self.view.party_is_viewer:
            owned = self._owned_counts(viewer)
            entries = [(cat[cid], tr("count_of", x=n, y=owned.get(cid, n))) for cid, n in obs.my_deck]
            self.overlay = PileViewer(L, self.app.art, tr("view_deck") + " (order hidden)", entries)
        elif kind == "discard":
            seat = viewer if self.view.party_is_viewer else state.active
            self._discard_viewer(seat, obs)
        elif kind == "trash":
            entries = self._grouped(obs.trash)
            self.overlay = PileViewer(L, self.app.art, tr("view_trash"), entries)
        elif kind == "opponent":
            seat = int(region.key.split(":")[1])
            if seat == viewer:
                self._discard_viewer(seat, obs)
            else:
                view = obs.seats[seat]
                entries = [(cat[cid], f"×{n}") for cid, n in view.unseen if cid in cat]
                entries += [(c, f"{t} (discard)") for c, t in self._grouped(view.discard)]
                self.overlay = PileViewer(L, self.app.art, tr("view_unseen", name=view.name) + " + discard", entries)
        elif kind == "viewer_hand" and viewer >= 0:
            hand = obs.seats[viewer].hand or ()
            self.overlay = PileViewer(L, self.app.art, "Your hand", self._grouped(hand))

    def _discard_viewer(self, seat: int, obs: Any) -> None:
        view = obs.seats[seat]
        entries = self._grouped(view.discard)
        if seat == self.match.viewer:
            owned = self._owned_counts(seat)
            entries = [(card, tr("count_of", x=text[1:], y=owned.get(card.id, 0))) for card, text in entries]
        self.overlay = PileViewer(self.view.layout, self.app.art, tr("view_discard", name=view.name), entries)

    def _grouped(self, iids: Any) -> list[tuple[Any, str]]:
        counts: dict[str, int] = {}
        first: dict[str, int] = {}
        for iid in iids:
            cid = self.state.cards[iid].id
            counts[cid] = counts.get(cid, 0) + 1
            first.setdefault(cid, iid)
        return [(self.state.cards[first[cid]], f"×{n}") for cid, n in counts.items()]

    def _owned_counts(self, seat: int) -> dict[str, int]:
        counts: dict[str, int] = {}
        for iid in self.state.players[seat].owned():
            cid = self.state.cards[iid].id
            counts[cid] = counts.get(cid, 0) + 1
        return counts

    # ------------------------------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        match = self.match
        if self.animator.update(dt):
            self.dirty = True
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        version = self._view_version()
        if version != self.rendered_version:
            self.rendered_version = version
            self.dirty = True
        self._poll_hint()
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
            pause = {"off": 0.0, "fast": 0.15, "normal": 0.35, "slow": 0.7}[self.app.settings.animation_speed]
            if self.ai_delay >= pause and not self.ai_due:
                self.ai_delay = 0.0
                match.hard_thinking_seconds = self.app.settings.hard_thinking_seconds
                self.ai_due = True
                self.rendered_version = self._view_version()
                self.dirty = True

    def _view_version(self) -> tuple[Any, ...]:
        """What the drawn table depends on: when it changes, the table is rendered again."""
        match = self.match
        return (len(match.session.steps), match.state.version, match.viewer, self.view.layout.width,
                self.view.layout.height, self.computer_thinking())

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
        self.say(tr("hint_text", what=self.match.describe(action), why=why), theme.INFO)

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        if self.dirty or self.view.layer is None:
            self._render()
        surface.blit(self.view.layer, (0, 0))
        L = self.view.layout
        mouse = self.app.mouse
        self.export_rect = self.view.draw_log(surface, self.match.log)
        self._draw_highlights(surface)
        self.widgets.draw(surface, mouse)
        self._draw_status(surface)
        if self.computer_thinking():
            self._draw_thinking(surface)
        if self.prompt_panel is not None and self.drag is None:
            self.prompt_panel.draw(surface, mouse)
        self.animator.draw(surface)
        if self.drag is not None and self.drag.active:
            d = self.drag
            card = self.state.cards[d.source.iid]
            img = self.app.art.face(card, d.origin.w)
            pos = (mouse[0] - d.grab[0], mouse[1] - d.grab[1])
            pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(pos[0] + L.px(8), pos[1] + L.px(10), d.origin.w,
                                                              d.origin.h), border_radius=L.px(8))
            surface.blit(img, pos)
        if self.overlay is not None:
            self.overlay.draw(surface, mouse)
        self._draw_hover(surface)
        self._start_due_computer()

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        L = self.view.layout
        w = max(2, L.px(3))
        if self.drag is not None and self.drag.active:
            # The card's place stays marked while it is in the air.
            hole = pygame.Surface(self.drag.origin.size, pygame.SRCALPHA)
            pygame.draw.rect(hole, (10, 16, 14, 200), hole.get_rect(), border_radius=L.px(8))
            pygame.draw.rect(hole, (120, 140, 130, 255), hole.get_rect(), max(1, L.px(2)), border_radius=L.px(8))
            surface.blit(hole, self.drag.origin)
            for target in self.drag.targets:
                rect = self._target_rect(target)
                if rect is not None:
                    pygame.draw.rect(surface, theme.TARGET, rect.inflate(w * 3, w * 3), w, border_radius=L.px(10))
                    if target.kind in ("discard", "deck", "trash", "party", "stack"):
                        img = theme.fonts().render(tr("drop_here"), "bold", L.font(14), (16, 40, 20))
                        pill = img.get_rect().inflate(L.px(14), L.px(6))
                        pill.center = rect.center
                        pygame.draw.rect(surface, theme.TARGET, pill, border_radius=pill.h // 2)
                        surface.blit(img, img.get_rect(center=pill.center))
            return
        if not self.match.my_decision():
            return
        # Cards that can do something now glow softly.
        usable: set[int] = set()
        ranks: set[int] = set()
        for a in self.legal():
            if a.kind == "attack":
                ranks.add(a.rank)
            elif a.card >= 0 and a.kind != "choose":
                usable.add(a.card)
        equipped = self.state.turn.equips
        for iid, rect in self.view.card_rects.items():
            if iid in usable and iid not in equipped:
                pygame.draw.rect(surface, theme.mix(theme.HIGHLIGHT, theme.FELT, 0.35), rect.inflate(w * 2, w * 2), w,
                                 border_radius=L.px(10))
        for rank in ranks:
            pygame.draw.rect(surface, theme.BAD, L.ranks[rank - 1].inflate(w * 2, w * 2), w, border_radius=L.px(10))
        if self.hint is not None:
            action = self.hint[0]
            for iid in (action.card, action.target):
                rect = self.view.card_rects.get(iid)
                if rect is not None:
                    pygame.draw.rect(surface, theme.INFO, rect.inflate(w * 4, w * 4), w + 1, border_radius=L.px(12))
            if action.rank:
                pygame.draw.rect(surface, theme.INFO, L.ranks[action.rank - 1].inflate(w * 4, w * 4), w + 1,
                                 border_radius=L.px(12))

    def _target_rect(self, target: DropTarget) -> pygame.Rect | None:
        L = self.view.layout
        if target.kind == "discard":
            return L.discard_pile
        if target.kind == "deck":
            return L.deck_pile
        if target.kind == "trash":
            return L.supply_slots["trash"]
        if target.kind == "party":
            return L.hand_area
        if target.kind == "card":
            return self.view.card_rects.get(target.iid)
        if target.kind == "stack":
            region = self.view.region(f"stack:{target.stack}")
            return region.rect if region else None
        return None

    def _status_text(self) -> tuple[str, tuple[int, int, int]]:
        if self.message:
            return self.message, self.message_color
        match = self.match
        state = self.state
        names = [s.name for s in state.config.seats]
        if match.is_over:
            return tr("game_over"), theme.TEXT
        if self.computer_thinking() or match.ai_to_move():
            return tr("thinking", name=names[match.deciding_seat]), theme.TEXT_DIM
        if not match.my_decision():
            return tr("waiting_for", name=names[match.deciding_seat]), theme.TEXT_DIM
        kind = state.pending.kind
        if kind == "turn":
            return "Your turn: Village (V), Dungeon (D) or Rest (R). Hover a monster to see your chances.", theme.TEXT
        if kind == "village":
            return ("Buy: drag a Village card onto your discard pile · click a card for its actions · level up: "
                    "drag a Hero onto its stack"), theme.TEXT
        if kind == "dungeon":
            return ("Drag Weapons onto Heroes, Food onto Heroes · attack: click a monster or drag it onto your "
                    "party"), theme.TEXT
        if kind == "prompt":
            return "Answer the question above (click a choice, or a number key)", theme.ACCENT
        return "", theme.TEXT

    def _draw_status(self, surface: pygame.Surface) -> None:
        L = self.view.layout
        text, color = self._status_text()
        if not text:
            return
        f = theme.fonts()
        size = L.font(15)
        lines = f.wrap(text, "sans", size, self.status_rect.w)
        if len(lines) > 2:
            size = L.font(13)
            lines = f.wrap(text, "sans", size, self.status_rect.w)[:2]
        line_h = f.get("sans", size).get_linesize()
        y = self.status_rect.centery - len(lines) * line_h // 2
        for line in lines:
            surface.blit(f.render(line, "sans", size, color), (self.status_rect.x, y))
            y += line_h

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        L = self.view.layout
        seat = self.match.deciding_seat
        region = self.view.region(f"opponent:{seat}")
        if region is None:
            return
        t = pygame.time.get_ticks() / 1000.0
        cx, cy = region.rect.right - L.px(18), region.rect.bottom - L.px(16)
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
            found = self.overlay.card_at(mouse)
        elif self.prompt_panel is not None:
            found = self.prompt_panel.card_at(mouse)
            if found is None and self.prompt_panel.rect.collidepoint(mouse):
                return
        if found is None:
            region = self.view.region_at(mouse, ("rank_info",))
            if region is not None:
                rank = int(region.key.split(":")[1])
                bd = self.view.previews.get(rank)
                if bd is not None:
                    self.view.draw_breakdown(surface, self.state, bd, region.rect)
                return
            for iid, rect in sorted(self.view.card_rects.items(), key=lambda kv: -kv[1].y):
                if rect.collidepoint(mouse) and iid in self.view.face_up:
                    # the top-most card under the mouse (weapons tucked behind heroes are higher up)
                    found = (self.state.cards[iid], rect)
                    break
        if found is not None:
            self.view.draw_enlarged(surface, found[0], found[1])
