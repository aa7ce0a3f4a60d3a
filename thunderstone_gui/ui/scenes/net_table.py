"""The table of a network game, at the host and at a client: the local table (TableScene) with what the network adds
- each seat's state (connected, thinking, disconnected), the players' chat, undo asked of every player, a seat of a
player who left handed to a computer. Neither waits on the network: the host takes the clients' messages that
arrived (`HostMatch.pump`), the client the host's (`ClientGame.pump`), once a frame."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.actions import Action
from ...net.discovery import Announcer
from ...net.host import HostMatch
from .. import theme
from ..net_match import RemoteMatch
from ..net_strings import reason, tr
from ..overlays import ConfirmDialog, MenuOverlay, Overlay
from ..strings import tr as shell_tr
from .net_play import STATE_COLORS, state_label
from .table import BANNER_SECONDS, Banner, TableScene

if TYPE_CHECKING:
    from ..scene import AppServices

CLOSE_AFTER_GAME_S = 3.0


class ChatOverlay(Overlay):
    """The last lines of the chat and a line to type one (Enter sends, Esc closes)."""

    def __init__(self, L: Any, lines: list[tuple[int, str, str]], send: Any) -> None:
        self.L = L
        self.lines = lines
        self.send = send
        self.text = ""
        self.rect = pygame.Rect(0, 0, L.px(720), L.px(420))
        self.rect.center = (L.width // 2, L.height // 2)

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.done = True
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.text.strip():
                    self.send(self.text)
                self.text = ""
                self.done = True
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            return True
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[:200]
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.done = True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        dim = pygame.Surface((L.width, L.height), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 140))
        surface.blit(dim, (0, 0))
        theme.panel(surface, self.rect, (30, 34, 42), theme.ACCENT, L.px(12), 2)
        theme.draw_text(surface, tr("chat"), (self.rect.centerx, self.rect.y + L.px(16)), L.font(22), theme.TEXT,
                        "bold", "midtop")
        y = self.rect.y + L.px(60)
        for _seat, name, text in self.lines[-9:]:
            theme.draw_text(surface, tr("chat_line", name=name, text=text), (self.rect.x + L.px(20), y), L.font(16),
                            theme.TEXT, "sans", max_width=self.rect.w - L.px(40))
            y += L.font(16) + L.px(8)
        field = pygame.Rect(self.rect.x + L.px(20), self.rect.bottom - L.px(66), self.rect.w - L.px(40), L.px(44))
        pygame.draw.rect(surface, theme.PANEL_LIGHT, field, border_radius=L.px(6))
        shown = self.text + ("|" if pygame.time.get_ticks() // 500 % 2 == 0 else "")
        theme.draw_text(surface, shown or tr("chat_prompt"), (field.x + L.px(12), field.centery), L.font(17),
                        theme.TEXT if self.text else theme.TEXT_DIM, "sans", "midleft", max_width=field.w - L.px(24))


class NetTableParts:
    """What both tables draw: a badge with each remote seat's state on its row of the players panel."""

    def typing(self: Any) -> bool:
        """The chat's line takes the keys while it is open."""
        return isinstance(self.overlay, ChatOverlay) or bool(self.widgets.focused_text())

    def seat_badges(self: Any, surface: pygame.Surface, states: dict[int, str]) -> None:
        L = self.frame.layout
        for seat, state in states.items():
            row = self.view.seat_rect(seat)
            if row is None:
                continue
            label = state_label(state)
            size = L.font(12)
            img = theme.fonts().render(label, "bold", size, theme.TEXT)
            pill = pygame.Rect(0, 0, img.get_width() + L.px(26), img.get_height() + L.px(6))
            pill.topright = (row.right - L.px(4), row.y + L.px(4))
            theme.panel(surface, pill, (20, 24, 30), STATE_COLORS.get(state, theme.TEXT_DIM), pill.h // 2, 1)
            pygame.draw.circle(surface, STATE_COLORS.get(state, theme.TEXT_DIM),
                               (pill.x + L.px(10), pill.centery), max(2, L.px(4)))
            surface.blit(img, (pill.x + L.px(18), pill.y + L.px(3)))
            theme.popup(surface, pill)
            theme.note_text(surface, label, pill)

    def chat_banner(self: Any, name: str, text: str) -> None:
        self.banners.append(Banner(tr("chat_line", name=name, text=text), "info", BANNER_SECONDS["slow"]))
        del self.banners[:-3]
        self.invalidate()


def start_host_table(app: AppServices, match: HostMatch, announcer: Announcer | None = None,
                     fresh_device: bool = False) -> None:
    """The host's table (the pass-device cover first when the device must change hands)."""
    from .cover import CoverScene

    app.match = match
    if fresh_device and len(match.humans) >= 2:
        match.take_device(-2)
    table = HostTableScene(app, match, announcer)
    app.switch(CoverScene(app, table) if match.needs_cover() else table)


class HostTableScene(NetTableParts, TableScene):
    name = "host_table"

    def __init__(self, app: AppServices, match: HostMatch, announcer: Announcer | None = None) -> None:
        super().__init__(app, match)
        self.host: HostMatch = match
        self.announcer = announcer
        self.shown_states: dict[int, str] = {}
        self.closing = False

    # ------------------------------------------------------------------------------------------ the network
    def update(self, dt: float) -> None:
        host = self.host
        if host.pump(self._take_remote):
            self.invalidate()
        for kind, value in host.notices:
            self._notice(kind, value)
        host.notices.clear()
        if host.undone_remotely:
            host.undone_remotely = False
            self.animator.skip()
            self.banners.clear()
            self.turn_events, self.events_turn = [], self.state.turn_number
            self.dirty = True
        states = self.seat_states()
        if states != self.shown_states:
            self.shown_states = states
            self.dirty = True
        if host.is_over and not self.closing:
            # The Game Over screen follows: the players get the last decision, then the server closes.
            self.closing = True
            threading.Timer(CLOSE_AFTER_GAME_S, self.close_network).start()
        super().update(dt)

    def _take_remote(self, action: Action) -> None:
        """A remote player's decision, checked by the host: taken and animated as any other."""
        self.animator.skip()
        before = self.state.clone()
        rects = dict(self.view.card_rects)
        events = self.host.submit(action)
        self._after_action(events, before, rects)

    def _notice(self, kind: str, value: Any) -> None:
        names = [s.name for s in self.host.config.seats]
        if kind == "joined" and 0 <= value < len(names):
            self.say(tr("player_joined", name=names[value]), theme.GOOD)
        elif kind == "left" and 0 <= value < len(names) and value not in self.host.handed:
            self.say(tr("player_left", name=names[value]), theme.BAD)
        elif kind == "leaves" and 0 <= value < len(names):
            self.say(tr("player_leaves", name=names[value]), theme.BAD)
        elif kind == "chat" and self.host.chat:
            _seat, name, text = self.host.chat[-1]
            self.chat_banner(name, text)
        elif kind == "undo_refused" and 0 <= value < len(names):
            self.say(tr("undo_refused", name=names[value]), theme.BAD)
        elif kind == "undo_question":
            request = self.host.requests.get(value)
            local = [s for s in self.host.humans if request is not None and s in request.waiting]
            if request is not None and local:
                L = self.frame.layout

                def yes() -> None:
                    for seat in local:
                        self.host.consent(seat, value, True)

                self.overlay = ConfirmDialog(L, tr("undo_question", name=names[request.seat]),
                                             tr("undo_question_detail"), yes)

    def seat_states(self) -> dict[int, str]:
        states = self.host.seat_states()
        deciding = self.host.deciding_seat
        if states.get(deciding) == "here" and not self.host.is_over:
            states[deciding] = "thinking"
        return states

    # ------------------------------------------------------------------------------------------ what differs
    def _status_text(self) -> tuple[str, tuple[int, int, int]]:
        host = self.host
        seat = host.deciding_seat
        if not self.message and not host.is_over and host.seat_is_remote(seat):
            name = host.config.seats[seat].name
            state = host.seat_states().get(seat, "open")
            key = {"away": "waiting_away", "open": "waiting_open"}.get(state, "waiting_remote")
            return tr(key, name=name), theme.TEXT_DIM
        return super()._status_text()

    def undo(self) -> None:
        """The undo policy across machines holds for the host's players too: their own last decision, if it revealed
        nothing, is taken back at once; anything more (another player's decision, a card drawn) is asked of every
        other player, as a remote player's request is (HostMatch.undo_asked)."""
        host = self.host
        if not self._viewer_may_undo():
            super().undo()                    # says why not
            return
        if host.viewer < 0:                   # nobody plays at this screen: nobody here may ask
            self.say(shell_tr("undo_forbidden"), theme.BAD)
            return
        last = host.session.steps[-1]
        if last.seat == host.viewer and not last.revealed:
            super().undo()
            return
        host.undo_asked(host.viewer, len(host.session.steps))
        if host.requests:
            self.say(tr("undo_asked"), theme.TEXT_DIM)

    def animating(self) -> bool:
        return super().animating() or bool(self.host.server.inbox.qsize())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.seat_badges(surface, self.shown_states)

    def open_menu(self) -> None:
        names = [s.name for s in self.host.config.seats]
        away = [seat for seat, state in self.host.seat_states().items() if state in ("away", "open")]
        hand_over = [(f"hand_over:{seat}", tr("hand_over", name=names[seat]), lambda seat=seat: self.hand_over(seat))
                     for seat in away[:2]]
        self.overlay = MenuOverlay(self.frame.layout, [
            ("resume", shell_tr("resume"), lambda: None),
            ("chat", tr("chat"), self.open_chat),
            *hand_over,
            ("rules", shell_tr("rules"), self.open_rules),
            ("save_as", shell_tr("save_as"), self.save_as),
            ("settings", shell_tr("settings"), self.settings),
            ("export_log", shell_tr("export_log_menu"), self.export_log),
            ("title", shell_tr("quit_to_title"), lambda: self.leave(self.to_title)),
            ("quit", shell_tr("quit_game"), lambda: self.leave(self.app.quit)),
        ])

    def open_chat(self) -> None:
        seat = self.host.viewer if self.host.viewer >= 0 else (self.host.humans or [0])[0]
        self.overlay = ChatOverlay(self.frame.layout, self.host.chat, lambda text: self.host.say(seat, text))

    def hand_over(self, seat: int) -> None:
        self.host.hand_to_computer(seat)
        self.say(tr("handed_over", name=self.host.config.seats[seat].name), theme.INFO)
        self.dirty = True

    def cleanup(self) -> None:
        # The table stays the host while its own screens (rules, settings, save as, the cover) are shown; only
        # leaving the game closes the server.
        pass

    def to_title(self) -> None:
        self.close_network()
        super().to_title()

    def close_network(self) -> None:
        self.host.server.flush(2.0)
        self.host.server.stop()
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.stop()

    def may_quit(self) -> bool:
        if super().may_quit():
            self.close_network()
            return True
        return False


class NetTableScene(NetTableParts, TableScene):
    """A client's table: the game as this seat knows it; decisions go to the host."""

    name = "net_table"

    def __init__(self, app: AppServices, match: RemoteMatch) -> None:
        super().__init__(app, match)         # type: ignore[arg-type]
        self.remote: RemoteMatch = match
        self.game = match.game
        self.over_said = False
        self._shown_state = match.state           # what the table shows (the next update animates from it)

    def update(self, dt: float) -> None:
        game = self.game
        for kind, value in game.pump():
            self.invalidate()
            self.dirty = True
            if kind == "update":
                self._took(*value)
            elif kind == "problem":
                self.say(tr("refused", why=reason(value)) if value else "", theme.BAD)
            elif kind == "chat":
                self.chat_banner(value.name, value.text)
            elif kind == "question":
                self._question(value)
            elif kind == "status":
                self._status(value)
        if self.remote.is_over:
            # No Game Over screen of its own: its charts would replay the game, which only the host has.
            if self.animator.update(dt):
                self.dirty = True
            self._age_banners(dt)
            if not self.over_said:
                self.over_said = True
                self.banners.append(Banner(tr("net_game_over", result=self._result_text()), "info", 3600.0))
            return
        super().update(dt)

    def _result_text(self) -> str:
        result = self.state.result
        if result is None:
            return ""
        names = [s.name for s in self.remote.config.seats]
        winners = ", ".join(names[w] for w in result.winners if 0 <= w < len(names))
        scores = " · ".join(f"{names[k]} {score}" for k, score in enumerate(result.scores) if k < len(names))
        return f"{winners} — {scores}" if winners else scores

    def _took(self, update: Any, told: list[list[Any]]) -> None:
        """The host sent the game after more decisions (or fewer: an undo): animate the last one."""
        before = self._shown_state
        rects = dict(self.view.card_rects)
        index_before = len(self.remote.log.ends) - 1
        events = self.remote.took(update, told)
        if update.index < index_before or update.reset:
            self.animator.skip()
            self.banners.clear()
            self.turn_events, self.events_turn = [], self.state.turn_number
            self._render()
        else:
            self._after_action(events, before, rects)
        self._shown_state = self.state

    def _question(self, question: Any) -> None:
        self.overlay = ConfirmDialog(self.frame.layout, tr("undo_question", name=question.name),
                                     tr("undo_question_detail"), lambda: self.game.answer(question.request, True))
        # "No" closes the dialog: the host hears no at once.
        dialog = self.overlay
        no = dialog._no

        def refuse() -> None:
            no()
            self.game.answer(question.request, False)
        dialog._no = refuse                      # type: ignore[method-assign]
        dialog.choices[1] = dialog.choices[1]._replace(callback=refuse)

    def _status(self, status: Any) -> None:
        if status.state == "reconnecting":
            self.say(tr("reconnecting"), theme.BAD)
        elif status.state == "joined":
            self.message = ""
        elif status.state == "lost":
            self.say(tr("lost"), theme.BAD)
        elif status.state in ("closed", "refused"):
            self.say(tr("closed", why=reason(status.reason)), theme.BAD)

    def submit(self, action: Action) -> bool:
        if self.game.act(action):
            self.animator.skip()
            self.say(tr("sent"), theme.TEXT_DIM)
            self.message_time = 0.8
            self.dirty = True
            return True
        self.say(shell_tr("not_your_turn"), theme.BAD)
        return False

    def undo(self) -> None:
        if not self.remote.can_undo():
            self.say(shell_tr("undo_forbidden"), theme.BAD)
            return
        self.game.ask_undo()
        if not self.game.may_undo:
            self.say(tr("undo_asked"), theme.TEXT_DIM)

    def redo(self) -> None:
        pass

    def _viewer_may_undo(self) -> bool:
        return self.remote.can_undo()

    def seat_states(self) -> dict[int, str]:
        states: dict[int, str] = {}
        for seat, info in enumerate(self.game.seats):
            if seat == self.game.seat:
                continue
            state: str = info.state
            if seat == self.remote.deciding_seat and state in ("here", "host") and not self.remote.is_over:
                state = "thinking"
            states[seat] = state
        return states

    def _status_text(self) -> tuple[str, tuple[int, int, int]]:
        remote = self.remote
        if not self.message and not remote.is_over and not remote.my_decision():
            seat = remote.deciding_seat
            names = [s.name for s in remote.config.seats]
            if 0 <= seat < len(names):
                state = self.game.seats[seat].state if seat < len(self.game.seats) else "here"
                if state == "away":
                    return tr("waiting_away", name=names[seat]), theme.TEXT_DIM
                if state == "computer":
                    return shell_tr("thinking", name=names[seat]), theme.TEXT_DIM
                return tr("waiting_host", name=names[seat]), theme.TEXT_DIM
        if remote.is_over:
            return tr("net_game_over", result=self._result_text()), theme.TEXT
        return super()._status_text()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.seat_badges(surface, self.seat_states())

    def open_menu(self) -> None:
        self.overlay = MenuOverlay(self.frame.layout, [
            ("resume", shell_tr("resume"), lambda: None),
            ("chat", tr("chat"), self.open_chat),
            ("rules", shell_tr("rules"), self.open_rules),
            ("settings", shell_tr("settings"), self.settings),
            ("export_log", shell_tr("export_log_menu"), self.export_log),
            ("leave", tr("leave_game"), self.leave_game),
            ("quit", shell_tr("quit_game"), self.quit_game),
        ])

    def open_chat(self) -> None:
        self.overlay = ChatOverlay(self.frame.layout, self.game.chat, self.game.say)

    def save_as(self) -> None:
        pass                         # the host keeps the game (and its saves)

    def load(self) -> None:
        pass

    def leave_game(self) -> None:
        self.game.client.stop(leave=not self.remote.is_over)
        self.to_title()

    def quit_game(self) -> None:
        self.game.client.stop(leave=False)
        self.app.quit()

    def may_quit(self) -> bool:
        self.game.client.stop(leave=False)
        return True
