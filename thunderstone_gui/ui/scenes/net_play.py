"""Title -> Play over the network: Host (New Game's choices plus which seats are played over the network, then a lobby
with the address, the join code, who has joined, and Start) and Join (games heard on the local network, or an
address and code typed in; a name and a seat; then a lobby until the host starts). The tables are in net_table.py;
the network itself in thunderstone_gui/net/ (docs/network.md)."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.config import GameConfig, Seat
from ...engine.session import Session
from ...net.client import ClientGame, NetClient, address_parts
from ...net.discovery import Announcer, Finder, local_addresses
from ...net.host import NETWORK_KEY, HostMatch
from ...net.protocol import CODE_LENGTH, DEFAULT_PORT, new_join_code, normal_code, shown_code
from ...net.server import HostServer, clean_name
from ...persistence.limits import SETTINGS_NAMES
from .. import theme
from ..net_strings import reason, tr
from ..scene import Scene
from ..widgets import Button, Cycler, TextField
from .common import backdrop, message_line, title, ui_scale
from .new_game import NewGameScene

if TYPE_CHECKING:
    from ..scene import AppServices

# THUNDERSTONE_NET_LOOPBACK=1 (the tests, the self-test): listen on the loopback address only, on a port the system
# picks, and neither announce the game nor look for games on the local network (multicast would leave the machine).
LOOPBACK_ONLY_ENV = "THUNDERSTONE_NET_LOOPBACK"


def loopback_only() -> bool:
    return os.environ.get(LOOPBACK_ONLY_ENV, "") == "1"


def listen_address(port: int, resumed: bool = False) -> tuple[str, int]:
    """Where the host listens. Loopback only: a new game on a port the system picks; a game taken up again on the
    port it had (its players' clients rejoin there by themselves)."""
    if loopback_only():
        return "127.0.0.1", port if resumed else 0
    return "0.0.0.0", port


STATE_COLORS = {"here": theme.GOOD, "host": theme.GOOD, "away": theme.BAD, "open": theme.TEXT_DIM,
                "computer": theme.INFO, "thinking": theme.ACCENT}


def state_label(state: str) -> str:
    return tr(f"seat_{state}")


def network_autosaves() -> list[tuple[Path, list[str], int]]:
    """The unfinished games this computer hosted (their autosaves carry the network's facts): path, seats, turn."""
    from ...engine.record import RecordError, read_summary
    from ...persistence.saves import list_autosaves

    out = []
    for info in list_autosaves().games[:20]:
        try:
            summary = read_summary(info.path.read_bytes())
        except (OSError, RecordError, ValueError):
            continue
        meta = summary.data.get("meta") if summary is not None and isinstance(summary.data, dict) else None
        if isinstance(meta, dict) and isinstance(meta.get(NETWORK_KEY), dict) and not info.finished:
            out.append((info.path, list(info.seats), info.turn))
    return out


class NetMenuScene(Scene):
    """Host or Join (and the hosted games that can be taken up again)."""

    name = "net_menu"
    escape_goes_back = True
    redraw_on_demand = True

    def startup(self) -> None:
        self.hosted = network_autosaves()
        super().startup()

    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh, gap = round(380 * s), round(58 * s), round(14 * s)
        x, y = w // 2 - bw // 2, round(h * 0.36)
        for wid, label, callback, style in (("host", tr("host"), self.on_host, "primary"),
                                            ("join", tr("join"), self.on_join, "primary")):
            self.widgets.add(Button(wid, pygame.Rect(x, y, bw, bh), label, callback, style, font_size=round(24 * s)))
            y += bh + gap
        for k, (path, seats, turn) in enumerate(self.hosted[:3]):
            self.widgets.add(Button(f"resume:{k}", pygame.Rect(x, y, bw, round(46 * s)),
                                    tr("resume_hosting", seats=", ".join(seats), turn=turn), partial(self.resume, path),
                                    "normal", font_size=round(17 * s)))
            y += round(46 * s) + gap
        self.widgets.add(Button("back", pygame.Rect(x, y + gap, bw, bh), tr("back"), self.go_back, "quiet", "Esc",
                                round(22 * s)))

    def on_host(self) -> None:
        self.app.switch(HostSetupScene(self.app))

    def on_join(self) -> None:
        self.app.switch(JoinScene(self.app))

    def resume(self, path: Path) -> None:
        from ...persistence.saves import SaveError, load_autosave

        try:
            session = load_autosave(path)
        except SaveError as exc:
            self.say(str(exc), theme.BAD)
            return
        if session is not None:
            resume_hosting(self.app, session, back=self)

    def go_back(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))


    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        title(surface, tr("net_play"), round(h * 0.1), round(64 * s))
        theme.text_box(surface, tr("net_intro"), pygame.Rect(w // 2 - round(420 * s), round(h * 0.1) + round(90 * s),
                                                             round(840 * s), round(60 * s)), round(19 * s),
                       theme.TEXT_DIM, "sans", "center", "center", lines=2)
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)


class HostSetupScene(NewGameScene):
    """New Game's choices, with a seat kind more: a player over the network."""

    name = "host_setup"
    heading = "host_heading"

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        if len(self.seats) > 1 and not any(seat["kind"] == "remote" for seat in self.seats):
            self.seats[1]["kind"] = "remote"

    def heading_text(self) -> str:
        return tr("host_heading")

    def kind_options(self) -> list[tuple[str, str]]:
        options = super().kind_options()
        return [options[0], ("remote", tr("remote_player")), *options[1:]]

    def config(self) -> GameConfig:
        kinds = [seat["kind"] for seat in self.seats]
        for seat in self.seats:
            if seat["kind"] == "remote":
                seat["kind"] = "human"
        try:
            return super().config()
        finally:
            for seat, kind in zip(self.seats, kinds):
                seat["kind"] = kind

    def begin(self, config: GameConfig) -> None:
        remote = {k for k, seat in enumerate(self.seats) if seat["kind"] == "remote"}
        if not remote:
            self.say(tr("no_remote"), theme.BAD)
            return
        self.app.switch(HostLobbyScene(self.app, config, remote))

    def go_back(self) -> None:
        self.app.switch(NetMenuScene(self.app))


class HostLobbyScene(Scene):
    """The host waits for its players: the address, the join code, who has joined; Start."""

    name = "host_lobby"
    escape_goes_back = True
    enter_confirms = True

    def __init__(self, app: AppServices, config: GameConfig, remote: set[int]) -> None:
        super().__init__(app)
        self.config = config
        self.remote = remote
        self.server: HostServer | None = None
        self.announcer: Announcer | None = None
        self.problem = ""
        self.addresses = ["127.0.0.1"] if loopback_only() else local_addresses()
        names = [s.name for s in config.seats]
        host, port = listen_address(DEFAULT_PORT)
        self.server = HostServer(new_join_code(), config.game, names, {k: names[k] for k in remote}, host=host,
                                 port=port, computers={k for k, s in enumerate(config.seats) if s.kind == "ai"})
        try:
            self.server.start()
        except OSError as exc:
            self.problem = tr("port_taken", port=DEFAULT_PORT, why=str(exc.strerror or exc))
            self.server = None
            return
        host_name = next((s.name for k, s in enumerate(config.seats) if k not in remote and s.kind == "human"),
                         names[0])
        if not loopback_only():
            self.announcer = Announcer(self.server.port, host_name, config.game)
            self.announcer.start()

    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        self.s = s
        bw, bh = round(260 * s), round(58 * s)
        by = h - bh - round(26 * s)
        start = Button("start", pygame.Rect(w // 2 - bw - round(12 * s), by, bw, bh), tr("lobby_start"), self.start,
                       "primary", "⏎", round(23 * s))
        start.enabled = self.server is not None
        self.widgets.add(start)
        self.widgets.add(Button("back", pygame.Rect(w // 2 + round(12 * s), by, bw, bh), tr("back"), self.go_back,
                                "quiet", "Esc", round(23 * s)))

    def update(self, dt: float) -> None:
        if self.server is not None and self.server.poll():
            self.invalidate()

    def start(self) -> None:
        server = self.server
        if server is None:
            return
        taken = {seat: name for seat, name, state in server.lobby() if state != "open"}
        seats = []
        used: set[str] = set()
        for k, seat in enumerate(self.config.seats):
            name = clean_name(taken.get(k, seat.name)) or seat.name
            base, n = name, 2
            while name in used:
                name = f"{base[:20]} {n}"
                n += 1
            used.add(name)
            seats.append(Seat(name=name, kind=seat.kind, ai_level=seat.ai_level))
        config = self.config.model_copy(update={"seats": tuple(seats)})
        server.set_names([s.name for s in seats])
        match = HostMatch(Session(config), server, self.remote)
        match.start_publishing()
        self.server = None                  # the table owns it now
        from .net_table import start_host_table

        start_host_table(self.app, match, self.announcer)
        self.announcer = None

    def go_back(self) -> None:
        self.cleanup()
        self.app.switch(HostSetupScene(self.app))

    def cleanup(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None

    def may_quit(self) -> bool:
        self.cleanup()
        return True

    def confirm(self) -> None:
        self.start()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        title(surface, tr("lobby"), round(22 * s), round(50 * s))
        left = pygame.Rect(round(w * 0.06), round(120 * s), round(w * 0.42), round(h * 0.6))
        right = pygame.Rect(round(w * 0.54), round(120 * s), round(w * 0.4), round(h * 0.6))
        if self.server is None:
            theme.text_box(surface, self.problem, left.union(right), round(20 * s), theme.BAD, "sans", "center",
                           "top", lines=3)
            self.widgets.draw(surface, self.app.mouse)
            return
        port = self.server.port
        y = left.y
        theme.draw_text(surface, tr("lobby_code").upper(), (left.x, y), round(16 * s), theme.ACCENT, "bold")
        y += round(28 * s)
        theme.draw_text(surface, shown_code(self.server.code), (left.x, y), round(52 * s), theme.TEXT, "bold",
                        max_width=left.w)
        y += round(78 * s)
        theme.draw_text(surface, tr("lobby_address").upper(), (left.x, y), round(16 * s), theme.ACCENT, "bold")
        y += round(28 * s)
        if self.addresses:
            for address in self.addresses[:4]:
                theme.draw_text(surface, f"{address}:{port}", (left.x, y), round(26 * s), theme.TEXT, "bold",
                                max_width=left.w)
                y += round(36 * s)
        else:
            theme.draw_text(surface, tr("lobby_no_address"), (left.x, y), round(18 * s), theme.TEXT_DIM, "sans",
                            max_width=left.w)
            y += round(30 * s)
            theme.draw_text(surface, tr("lobby_port", port=port), (left.x, y), round(22 * s), theme.TEXT, "bold")
            y += round(36 * s)
        theme.text_box(surface, tr("lobby_internet", port=port), pygame.Rect(left.x, y + round(10 * s), left.w,
                                                                             round(90 * s)), round(16 * s),
                       theme.TEXT_DIM, "sans", "left", "top", lines=4)
        y = right.y
        theme.draw_text(surface, tr("lobby_seats").upper(), (right.x, y), round(16 * s), theme.ACCENT, "bold")
        y += round(32 * s)
        lobby = {seat: (name, state) for seat, name, state in self.server.lobby()}
        for k, seat in enumerate(self.config.seats):
            row = pygame.Rect(right.x, y, right.w, round(46 * s))
            pygame.draw.rect(surface, theme.PANEL, row, border_radius=round(8 * s))
            name, state = lobby.get(k, (seat.name, "computer" if seat.kind == "ai" else "host"))
            theme.draw_text(surface, name, (row.x + round(14 * s), row.centery), round(19 * s), theme.TEXT, "bold",
                            "midleft", max_width=round(row.w * 0.5))
            pygame.draw.circle(surface, STATE_COLORS.get(state, theme.TEXT_DIM),
                               (row.right - round(180 * s), row.centery), round(6 * s))
            theme.draw_text(surface, state_label(state), (row.right - round(166 * s), row.centery), round(16 * s),
                            theme.TEXT_DIM, "sans", "midleft", max_width=round(156 * s))
            y += round(54 * s)
        theme.draw_text(surface, tr("lobby_waiting_start"), (right.x, y + round(6 * s)), round(14 * s),
                        theme.TEXT_DIM, "sans", max_width=right.w)
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)


def resume_hosting(app: AppServices, session: Session, back: Scene | None = None) -> None:
    """A hosted game taken up again (after the host's crash, or from the title's Continue): the same code, port and
    seats' keys, so the players rejoin by themselves."""
    info = session.meta.get(NETWORK_KEY) or {}
    remote = {int(s) for s in info.get("remote", []) if str(s).isdigit()}
    claims = {int(k): str(v) for k, v in (info.get("claims") or {}).items() if str(k).isdigit()}
    handed = {int(k): str(v) for k, v in (info.get("handed") or {}).items() if str(k).isdigit()}
    names = [s.name for s in session.config.seats]
    code = str(info.get("code", "")) if len(str(info.get("code", ""))) == CODE_LENGTH else new_join_code()
    port = info.get("port")
    port = port if isinstance(port, int) and 0 < port < 65536 else DEFAULT_PORT
    host, port = listen_address(port, resumed=True)
    server = HostServer(code, session.config.game, names, {k: names[k] for k in remote if k < len(names)},
                        claims=claims, host=host, port=port)
    try:
        server.start()
    except OSError as exc:
        scene = back if back is not None else NetMenuScene(app)
        app.switch(scene)
        scene.say(tr("port_taken", port=port, why=str(exc.strerror or exc)), theme.BAD)
        return
    match = HostMatch(session, server, remote, handed=handed)
    match.start_publishing()
    host_name = next((n for k, n in enumerate(names) if k not in remote), names[0])
    announcer = None
    if not loopback_only():
        announcer = Announcer(server.port, host_name, session.config.game)
        announcer.start()
    from .net_table import start_host_table

    start_host_table(app, match, announcer, fresh_device=True)


class JoinScene(Scene):
    """Games heard on the local network, or an address and code typed in; a name and a seat."""

    name = "join"
    enter_confirms = True
    redraw_on_demand = True

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.finder = Finder()
        if loopback_only():
            self.finder.problem = "loopback only"
        else:
            self.finder.start()
        names = list(app.settings.player_names)
        self.values: dict[str, Any] = {"address": "", "code": "", "name": names[0] if names else "", "seat": -1}
        self.shown: list[Any] = []

    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        self.s = s
        fs, rh, gap = round(19 * s), round(44 * s), round(12 * s)
        x = round(w * 0.52)
        fw = round(w * 0.4)
        y = round(140 * s)
        self.labels: list[tuple[str, int]] = []
        for key, max_len in (("address", 64), ("code", 14), ("name", 24)):
            self.labels.append((tr(f"join_{key}"), y))
            y += round(26 * s)
            self.widgets.add(TextField(key, pygame.Rect(x, y, fw, rh), self.values[key], max_len, font_size=fs,
                                       on_change=partial(self.values.__setitem__, key)))
            y += rh + gap
        self.labels.append((tr("join_seat"), y))
        y += round(26 * s)
        options = [(-1, tr("join_any_seat"))] + [(k, tr("join_seat_n", n=k + 1)) for k in range(8)]
        self.widgets.add(Cycler("seat", pygame.Rect(x, y, fw, rh), options, self.values["seat"],
                                partial(self.values.__setitem__, "seat"), fs))
        bw, bh = round(260 * s), round(58 * s)
        by = h - bh - round(26 * s)
        self.widgets.add(Button("join", pygame.Rect(w // 2 - bw - round(12 * s), by, bw, bh), tr("join_go"),
                                self.join, "primary", "⏎", round(23 * s)))
        self.widgets.add(Button("back", pygame.Rect(w // 2 + round(12 * s), by, bw, bh), tr("back"), self.go_back,
                                "quiet", "Esc", round(23 * s)))
        self.list_rect = pygame.Rect(round(w * 0.06), round(140 * s), round(w * 0.4), round(h * 0.55))
        self._list_buttons()

    def _list_buttons(self) -> None:
        from ..game_view import GAME_VIEWS, view_for

        s = self.s
        self.widgets.items = [w for w in self.widgets.items if not w.id.startswith("found:")]
        self.shown = self.finder.found()[:8]
        y = self.list_rect.y + round(34 * s)
        for k, found in enumerate(self.shown):
            game = view_for(found.game).title if found.game in GAME_VIEWS else found.game
            from ...i18n import _

            label = tr("join_found_row", name=found.name, game=_(game), address=f"{found.address}:{found.port}")
            self.widgets.add(Button(f"found:{k}", pygame.Rect(self.list_rect.x, y, self.list_rect.w, round(44 * s)),
                                    label, partial(self.pick, found), "normal", font_size=round(17 * s)))
            y += round(52 * s)

    def update(self, dt: float) -> None:
        if self.finder.found()[:8] != self.shown:
            self._list_buttons()
            self.invalidate()

    def pick(self, found: Any) -> None:
        self.values["address"] = f"{found.address}:{found.port}"
        field = self.widgets.get("address")
        if isinstance(field, TextField):
            field.text = self.values["address"]
        code = self.widgets.get("code")
        if isinstance(code, TextField):
            code.focused = True
        self.invalidate()

    def join(self) -> None:
        try:
            host, port = address_parts(self.values["address"], DEFAULT_PORT)
        except ValueError:
            self.say(tr("join_bad_address"), theme.BAD)
            return
        code = normal_code(self.values["code"])
        if not code:
            self.say(tr("join_need_code"), theme.BAD)
            return
        name = clean_name(self.values["name"])
        if not name:
            self.say(tr("join_need_name"), theme.BAD)
            return
        settings = self.app.settings
        settings.player_names = [name, *[n for n in settings.player_names if n != name]][:SETTINGS_NAMES]
        self.app.save_settings()
        from ...net import seats

        taken = seats.remembered(host, port, code)      # this computer's seat in that game, before a crash
        seat, token = taken if taken is not None else (int(self.values["seat"]), "")
        client = NetClient(host, port, code, name, seat, token)
        client.start()
        self.finder.stop()
        self.app.switch(ClientLobbyScene(self.app, ClientGame(client), f"{host}:{port}"))

    def go_back(self) -> None:
        self.finder.stop()
        self.app.switch(NetMenuScene(self.app))

    def confirm(self) -> None:
        self.join()

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.widgets.focused_text():
            self.go_back()
            return
        super().get_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        s = self.s
        title(surface, tr("join_heading"), round(22 * s), round(50 * s))
        theme.draw_text(surface, tr("join_found").upper(), (self.list_rect.x, self.list_rect.y), round(16 * s),
                        theme.ACCENT, "bold")
        if not self.shown:
            text = tr("join_no_discovery") if self.finder.problem else tr("join_none_found")
            theme.text_box(surface, text, pygame.Rect(self.list_rect.x, self.list_rect.y + round(34 * s),
                                                      self.list_rect.w, round(80 * s)), round(17 * s),
                           theme.TEXT_DIM, "sans", "left", "top", lines=3)
        for label, y in self.labels:
            theme.draw_text(surface, label, (round(surface.get_width() * 0.52), y), round(16 * s), theme.TEXT_DIM,
                            "sans")
        self.widgets.draw(surface, self.app.mouse)
        message_line(surface, self.message, self.message_color, s)


class ClientLobbyScene(Scene):
    """Joined (or joining): the host's seats, until the host starts the game."""

    name = "client_lobby"
    escape_goes_back = True

    def __init__(self, app: AppServices, game: ClientGame, address: str) -> None:
        super().__init__(app)
        self.game = game
        self.address = address

    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh = round(260 * s), round(58 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - bw // 2, h - bh - round(26 * s), bw, bh), tr("back"),
                                self.go_back, "quiet", "Esc", round(23 * s)))

    def update(self, dt: float) -> None:
        for kind, value in self.game.pump():
            if kind == "welcome":
                from ...net import seats

                client = self.game.client
                seats.remember(client.host, client.port, client.code, client.seat, client.token)
            if kind == "update":
                from ..net_match import RemoteMatch
                from .net_table import NetTableScene

                match = RemoteMatch(self.game)
                match.took(*value)
                self.app.switch(NetTableScene(self.app, match))
                return

    def status_text(self) -> tuple[str, tuple[int, int, int]]:
        game = self.game
        if game.connection == "refused":
            return tr("refused", why=reason(game.reason)), theme.BAD
        if game.connection == "lost":
            return tr("lost"), theme.BAD
        if game.connection == "closed":
            return tr("closed", why=reason(game.reason)), theme.BAD
        if game.connection == "reconnecting":
            return tr("reconnecting"), theme.TEXT_DIM
        if game.connection == "joined" and 0 <= game.seat < len(game.names):
            return tr("joined_wait", name=game.names[game.seat]), theme.GOOD
        return tr("connecting", address=self.address), theme.TEXT_DIM

    def go_back(self) -> None:
        self.game.client.stop(leave=True)
        self.app.switch(JoinScene(self.app))

    def may_quit(self) -> bool:
        self.game.client.stop(leave=True)
        return True


    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        title(surface, tr("lobby"), round(22 * s), round(50 * s))
        text, color = self.status_text()
        theme.text_box(surface, text, pygame.Rect(round(w * 0.1), round(120 * s), round(w * 0.8), round(70 * s)),
                       round(21 * s), color, "sans", "center", "center", lines=2)
        y = round(220 * s)
        x, rw = w // 2 - round(300 * s), round(600 * s)
        for k, seat in enumerate(self.game.seats):
            row = pygame.Rect(x, y, rw, round(46 * s))
            mine = k == self.game.seat
            pygame.draw.rect(surface, theme.PANEL_LIGHT if mine else theme.PANEL, row, border_radius=round(8 * s))
            theme.draw_text(surface, seat.name, (row.x + round(14 * s), row.centery), round(19 * s), theme.TEXT, "bold",
                            "midleft", max_width=round(rw * 0.55))
            pygame.draw.circle(surface, STATE_COLORS.get(seat.state, theme.TEXT_DIM),
                               (row.right - round(200 * s), row.centery), round(6 * s))
            theme.draw_text(surface, state_label(seat.state), (row.right - round(186 * s), row.centery),
                            round(16 * s), theme.TEXT_DIM, "sans", "midleft", max_width=round(176 * s))
            y += round(54 * s)
        self.widgets.draw(surface, self.app.mouse)
