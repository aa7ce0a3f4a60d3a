"""The title screen: Continue (the newest unfinished game), New Game, Load, Replays, Settings, Quit; beside them the
list of every unfinished game (newest first: click one to continue it, ✕ to delete it)."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.session import Session
from ...i18n import _, engine_text
from ...net.host import NETWORK_KEY
from ...persistence.campaigns import CampaignMark, campaign_marks
from ...persistence.disk import disk_problem
from ...persistence.paths import replays_dir, saves_dir
from ...persistence.saves import (
    Autosaves,
    SaveCutShort,
    SaveError,
    SaveInfo,
    any_saves,
    continue_cut_short,
    delete_autosave,
    list_autosaves,
    load_autosave,
    load_session,
    set_aside_autosave,
    waiting_message,
)
from .. import theme
from ..focus import Spot
from ..match import Match
from ..net_strings import tr as net_tr
from ..overlays import ConfirmDialog, ScreenScale
from ..scene import Scene
from ..strings import language, level_name, tr, trn
from ..widgets import Button
from .common import backdrop, message_line, new_layout, question_takes, row_at, title, ui_scale

if TYPE_CHECKING:
    from ..scene import AppServices


def start_match(app: AppServices, match: Match, fresh_device: bool = False, message: str = "") -> None:
    """Show a game: the table, or the pass-device cover first when the device must change hands. `message`: what
    the table says first."""
    from .cover import CoverScene
    from .game_over import GameOverScene
    from .table import TableScene

    app.match = match
    if match.is_over:
        app.switch(GameOverScene(app, match))
        return
    if fresh_device and len(match.humans) >= 2:
        match.take_device(-2)          # nobody yet: a resumed pass-and-play game starts behind the cover
    table = TableScene(app, match)
    if message:
        table.say(message, theme.GOOD)
    if match.needs_cover():
        app.switch(CoverScene(app, table))
    else:
        app.switch(table)


def open_saved_game(app: AppServices, path: Path) -> bool:
    """Load a save and show it; on a damaged file, the load dialog with the reason (and the other saves)."""
    from .files import FileDialogScene

    try:
        session = load_session(path)
    except SaveCutShort as exc:
        dialog = FileDialogScene(app, "load")
        app.switch(dialog)
        dialog.offer_cut_short(path, exc)
        return True
    except SaveError as exc:
        app.switch(FileDialogScene(app, "load", message=tr("load_failed", error=exc)))
        return True
    start_match(app, Match(session), fresh_device=True)
    return True


def cut_short_dialog(app: AppServices, path: Path, exc: SaveCutShort, go_on: Callable[[Session, str], None],
                     failed: Callable[[str], None]) -> ConfirmDialog:
    """The question a game whose file was cut short asks: continue from its last good decision (the damaged file
    set aside), or leave it as it is. `go_on` shows the game and the sentence saying where the damaged file is;
    `failed` says why it could not be set aside."""
    w, h = app.size
    lost = trn("cut_short_lost", exc.cut.lost, expected=exc.cut.expected)

    def yes() -> None:
        try:
            session, message = continue_cut_short(path, exc)
        except OSError as why:
            failed(tr("cut_short_failed", why=engine_text(disk_problem(why))))
            return
        go_on(session, message)

    return ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), tr("cut_short_question"),
                         tr("cut_short_detail", lost=lost, kept=exc.cut.kept), yes)


def cut_short_to_table(scene: Scene, path: Path, exc: SaveCutShort) -> ConfirmDialog:
    """The cut-short question of a screen that goes on at the table with what is left of the game (and says on the
    screen why the damaged file could not be set aside)."""
    return cut_short_dialog(scene.app, path, exc,
                            lambda game, message: start_match(scene.app, Match(game), fresh_device=True,
                                                              message=message),
                            lambda why: scene.say(why, theme.BAD))


def continue_autosave(scene: Any, path: Path, failed: Callable[[SaveError], None],
                      missing: Callable[[], None]) -> None:
    """Take a game up again at the table from its autosave, as the title does: a file cut short asks on `scene`
    (which shows its `overlay`) whether to go on from its last good decision; a game this computer hosted is hosted
    again, so that its players rejoin. `failed` says why an autosave cannot be used, `missing` that it is gone."""
    try:
        session = load_autosave(path)
    except SaveCutShort as exc:
        scene.overlay = cut_short_to_table(scene, path, exc)
        return
    except SaveError as exc:
        failed(exc)
        return
    if session is None:
        missing()
        return
    if NETWORK_KEY in session.meta:
        from .net_play import resume_hosting

        resume_hosting(scene.app, session, back=scene)
        return
    start_match(scene.app, Match(session), fresh_device=True)


class TitleScene(Scene):
    name = "title"
    redraw_on_demand = True
    _fans: dict[tuple[int, int, str], list[tuple[pygame.Surface, pygame.Rect, int]]] = {}   # image, where, side
    autosaves = Autosaves([], "")       # until startup looks

    def startup(self) -> None:
        # No game is being played here: nothing to autosave if something goes wrong (a deleted game stays deleted).
        self.app.match = None
        self.overlay: ConfirmDialog | None = None
        self.scroll = 0
        # Autosaves that cannot be used are set aside here, with a message: Continue never meets them.
        self.autosaves = list_autosaves()
        if self.autosaves.message:
            self.say(self.autosaves.message, theme.BAD)
        self.layout()

    @property
    def games(self) -> list[SaveInfo]:
        """The unfinished games, newest first."""
        return self.autosaves.games

    @property
    def campaign_marks(self) -> dict[Path, CampaignMark]:
        """The unfinished games that are a campaign's game in progress (their row says so), read once for each
        listing of the autosaves."""
        if self._marks_of is not self.autosaves:
            self._marks, self._marks_of = campaign_marks(self.games), self.autosaves
        return self._marks

    _marks: dict[Path, CampaignMark] = {}
    _marks_of: Autosaves | None = None

    def _fan(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, pygame.Rect, int]]:
        """Two fans of real cards either side of the menu (rendered once per window size and language)."""
        key = (*size, language())
        fan = self._fans.get(key)
        if fan is not None:
            return fan
        from ..game_view import game_names, view_for

        game = game_names()[0]          # the first game's cards
        w, h = size
        s = ui_scale(size)
        width = round(170 * s)
        fan = []
        for side, faces in zip((-1, 1), view_for(game).showcase(self.app.card_art(game), width)):
            cx = w // 2 + side * round(w * 0.3)
            for k, face in enumerate(faces):
                if face is None:
                    continue
                angle = (k - 1) * -12 * side
                img = pygame.transform.rotozoom(face, angle, 1.0)
                rect = img.get_rect(center=(cx + (k - 1) * round(70 * s) * side, round(h * 0.6) + abs(k - 1)
                                            * round(14 * s)))
                fan.append((img, rect, side))
        self._fans.clear()
        self._fans[key] = fan
        return fan

    def layout(self) -> None:
        w, h, s = new_layout(self)
        bw, bh, gap = round(340 * s), round(52 * s), round(12 * s)
        x = w // 2 - bw // 2
        y = top = round(h * 0.32)
        entries = [("continue", tr("continue"), self.on_continue, "primary", bool(self.games)),
                   ("new_game", tr("new_game"), self.on_new, "primary", True),
                   ("net_play", net_tr("net_play"), self.on_net_play, "normal", True),
                   ("learn", tr("learn"), self.on_learn, "normal", True),
                   ("load", tr("load"), self.on_load, "normal", any_saves(saves_dir())),
                   ("replays", tr("replays"), self.on_replays, "normal", any_saves(replays_dir(), saves_dir())),
                   # The Statistics screen's module is imported when it opens (its charts and the history's format
                   # are not needed to show the title).
                   ("statistics", _("Statistics"), self.on_statistics, "normal", True),
                   ("campaigns", _("Campaigns"), self.on_campaigns, "normal", True),
                   ("settings", tr("settings"), self.on_settings, "normal", True),
                   ("quit", tr("quit"), self.app.quit, "quiet", True)]
        for wid, label, callback, style, enabled in entries:
            rect = pygame.Rect(x, y, bw, bh)
            if wid == "statistics":            # Statistics and Campaigns share a row: the menu fits 720 lines
                rect.w = (bw - gap) // 2
            elif wid == "campaigns":
                y -= bh + gap
                rect = pygame.Rect(x + bw - (bw - gap) // 2, y, (bw - gap) // 2, bh)
            button = Button(wid, rect, label, callback, style, font_size=round(24 * s))
            button.enabled = enabled
            self.widgets.add(button)
            y += bh + gap
        # Rules and About: small, in the corner (the menu above is for playing).
        sw, sh = round(150 * s), round(40 * s)
        for k, (wid, label, callback) in enumerate((("rules", tr("rules"), self.on_rules),
                                                     ("about", tr("about"), self.on_about))):
            self.widgets.add(Button(wid, pygame.Rect(round(16 * s) + k * (sw + round(10 * s)), h - sh - round(16 * s),
                                                     sw, sh), label, callback, "quiet", font_size=round(18 * s)))
        # The unfinished games, right of the menu: as many rows as fit beside it (the mouse wheel shows the rest).
        left = x + bw + round(40 * s)
        self.list_rect = pygame.Rect(left, top, min(round(520 * s), w - left - round(30 * s)), y - gap - top)
        self.row_h = round(62 * s)
        self.game_rows: list[tuple[pygame.Rect, SaveInfo]] = []
        self.scroll = max(0, min(self.scroll, len(self.games) - self._visible()))
        ry = self.list_rect.y
        for k, info in enumerate(self.games[self.scroll:self.scroll + self._visible()]):
            row = pygame.Rect(self.list_rect.x, ry, self.list_rect.w, self.row_h - round(6 * s))
            self.game_rows.append((row, info))
            size = row.h - round(16 * s)
            self.widgets.add(Button(f"delete_game:{k + self.scroll}",
                                    pygame.Rect(row.right - size - round(8 * s), row.y + round(8 * s), size, size),
                                    "✕", partial(self.ask_delete, info), "quiet", font_size=round(18 * s),
                                    tooltip=tr("delete_game")))
            ry += self.row_h

    def _visible(self) -> int:
        """How many unfinished games the list shows at once."""
        return max(1, self.list_rect.h // max(1, self.row_h))

    # ------------------------------------------------------------------------------------------ continue, delete
    def on_continue(self) -> None:
        if self.games:
            self.continue_game(self.games[0])
        else:
            self.say(tr("no_autosave"), theme.TEXT_DIM)

    def continue_game(self, info: SaveInfo) -> None:
        def failed(exc: SaveError) -> None:
            # It looked usable but does not replay: set aside like any other autosave that cannot be used - unless
            # it only waits for its card set (removed meanwhile): that game is kept as it is.
            message = (waiting_message(info.path, exc.needs, again=True) if exc.needs
                       else set_aside_autosave(exc.reason, info.path))
            self.autosaves = list_autosaves()
            self.say(" ".join(m for m in (message, self.autosaves.message) if m), theme.BAD)
            self.layout()

        def missing() -> None:
            self.autosaves = list_autosaves()
            self.say(tr("no_autosave"), theme.TEXT_DIM)
            self.layout()

        continue_autosave(self, info.path, failed, missing)

    def ask_delete(self, info: SaveInfo) -> None:
        w, h = self.app.size
        self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), tr("delete_game_question"),
                                     tr("delete_game_detail", seats=", ".join(info.seats), turn=info.turn,
                                        date=info.saved_at), lambda: self.delete(info))

    def delete(self, info: SaveInfo) -> None:
        try:
            delete_autosave(info.path)
        except OSError as exc:
            self.say(tr("delete_failed", why=disk_problem(exc)), theme.BAD)
        else:
            self.say(tr("game_deleted", seats=", ".join(info.seats)), theme.TEXT_DIM)
        self.autosaves = list_autosaves()
        self.layout()

    # ------------------------------------------------------------------------------------------ the other screens
    def on_new(self) -> None:
        from .new_game import NewGameScene

        self.app.switch(NewGameScene(self.app))

    def on_net_play(self) -> None:
        from .net_play import NetMenuScene

        self.app.switch(NetMenuScene(self.app))

    def on_learn(self) -> None:
        from .learn import open_learn

        open_learn(self.app, back=self)

    def on_rules(self) -> None:
        from .rules import RulesScene

        self.app.switch(RulesScene(self.app, back=self))

    def on_about(self) -> None:
        from .about import AboutScene

        self.app.switch(AboutScene(self.app, back=self))

    def on_load(self) -> None:
        from .files import FileDialogScene

        self.app.switch(FileDialogScene(self.app, "load"))

    def on_replays(self) -> None:
        from .files import FileDialogScene

        self.app.switch(FileDialogScene(self.app, "replay"))

    def on_statistics(self) -> None:
        from .statistics import StatisticsScene

        self.app.switch(StatisticsScene(self.app))

    @staticmethod
    def campaign_games() -> list[str]:
        """The games that have campaigns (Quest's Campaign Mode): asked when Campaigns is pressed, never to show the
        title (each game's view is imported on first use; the first frame waits for none but the first game's)."""
        from ..game_view import game_names, view_for

        return [g for g in game_names() if view_for(g).has_campaigns]

    def on_campaigns(self) -> None:
        from ..game_view import view_for

        self.app.switch(view_for(self.campaign_games()[0]).campaigns_scene(self.app, self))

    def on_settings(self) -> None:
        from .settings import SettingsScene

        self.app.switch(SettingsScene(self.app, back=None))

    def more_focus_spots(self) -> list[Spot]:
        """Each unfinished game's row (a click continues it; its ✕ is a widget of its own)."""
        return [Spot(f"game:{info.path}", row, (row.x + row.h // 2, row.centery)) for row, info in self.game_rows]

    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            (self.on_continue if self.games else self.on_new)()
            return
        if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(self.app.mouse):
            self.scroll = max(0, min(self.scroll - event.y, len(self.games) - self._visible()))
            self.layout()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.widgets.handle(event, self.app.mouse):
                return
            info = row_at(self.game_rows, event.pos)
            if info is not None:
                self.continue_game(info)
            return
        super().get_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h, s = backdrop(surface)
        for img, rect, side in self._fan((w, h)):
            if side < 0 or not self.games:          # the list of unfinished games takes the right fan's place
                surface.blit(img, rect)
        title(surface, tr("app_title").upper(), round(h * 0.1), round(96 * s))
        theme.draw_text(surface, tr("tagline"), (w // 2, round(h * 0.1) + round(118 * s)), round(22 * s),
                        theme.TEXT_DIM, "sans", "midtop")
        if self.games:
            self._draw_games(surface, s)
        self.widgets.draw(surface, self.app.mouse)
        from ... import __version__

        theme.draw_text(surface, tr("version", version=__version__), (w - 10, h - 8), round(13 * s), theme.TEXT_DIM,
                        "sans", "bottomright")
        message_line(surface, self.message, self.message_color, s)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)

    def row_text(self, info: SaveInfo, newest: bool) -> tuple[str, str]:
        """An unfinished game's row: the game and its players; its turn, date and what a click does."""
        from ..game_view import GAME_VIEWS, view_for

        players = ", ".join(tr("seat_with_level", name=name, level=level_name(level)) if level else name
                            for name, level in zip(info.seats, info.levels or [""] * len(info.seats)))
        # Every row names its game, and a lesson's says so (it goes on as the lesson).
        game = _(view_for(info.game).title) if info.game in GAME_VIEWS else info.game
        # A campaign's game in progress says so: it goes on inside its campaign (Game Over leads to its Guild
        # Recognition), and the campaign is known by the date it began, as the Campaign Log shows it.
        mark = self.campaign_marks.get(info.path)
        if mark is not None:
            players = _("{game}, campaign game {n}: {players}").format(game=game, n=mark.number, players=players)
        else:
            players = tr("lesson_row" if info.lesson else "game_row", game=game, players=players)
        detail = tr("game_row_detail", turn=info.turn, date=info.saved_at)
        if mark is not None:
            begun = _("campaign begun {date}").format(date=mark.started) if mark.started else _("campaign")
            detail = f"{begun} · {detail}"
        if info.cut_short:
            detail = tr("cut_short_row", lost=trn("cut_short_lost", info.lost, expected=info.expected))
        if newest:
            detail += " · " + tr("continue_newest")
        return players, detail

    def _draw_games(self, surface: pygame.Surface, s: float) -> None:
        head = tr("unfinished_games", n=len(self.games))
        theme.draw_text(surface, head.upper(), (self.list_rect.x, self.list_rect.y - round(8 * s)), round(15 * s),
                        theme.ACCENT, "bold", "bottomleft")
        mouse = self.app.mouse
        for k, (row, info) in enumerate(self.game_rows):
            hover = row.collidepoint(mouse) and (self.overlay is None)
            newest = k + self.scroll == 0
            pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else theme.PANEL, row, border_radius=round(8 * s))
            pygame.draw.rect(surface, theme.ACCENT if newest else theme.PANEL_EDGE, row, 1,
                             border_radius=round(8 * s))
            text_w = row.w - row.h - round(24 * s)
            players, detail = self.row_text(info, newest)
            theme.draw_text(surface, players, (row.x + round(12 * s), row.y + round(7 * s)), round(18 * s), theme.TEXT,
                            "bold", max_width=text_w)
            theme.draw_text(surface, detail, (row.x + round(12 * s), row.bottom - round(7 * s)), round(14 * s),
                            theme.BAD if info.cut_short else theme.TEXT_DIM, "sans", "bottomleft", max_width=text_w)
        hidden = len(self.games) - self.scroll - len(self.game_rows)
        if self.scroll or hidden > 0:
            theme.draw_text(surface, tr("more_games", above=self.scroll, below=max(0, hidden)),
                            (self.list_rect.right, self.list_rect.y - round(8 * s)), round(13 * s), theme.TEXT_DIM,
                            "sans", "bottomright")
