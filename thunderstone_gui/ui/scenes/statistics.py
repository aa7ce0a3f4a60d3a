"""Statistics (from the title): a player's record over every finished game (`persistence/history.py`), by the name
typed at the table.

- **Overview**: games played and won per game and per opponent level (the strongest computer of the game, or
  people), best and average scores per game, streaks, the cards bought most; two charts - the win rate against
  each computer level over the player's games (the last 10 against that level) and the games played and won by
  opponent.
- **Games**: every game of the player, newest first (date, game, seats and levels, result, VP, turns, card set);
  a click opens its replay (Back returns here).
- The player and the game are chosen above; a history that could not be read whole says so once (what was set
  aside and what is kept).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ...i18n import N_, Np_, _, card_name, decimal, engine_text, register_phrases
from ...persistence.history import GameEntry, History, load_history
from .. import marks, theme
from ..charts import Axes, seat_color
from ..focus import Spot
from ..game_view import GAME_VIEWS, view_for
from ..history_stats import Statistics, games_played, level_rank, profiles, statistics
from ..scene import AppServices, Scene
from ..strings import Entry, game_strings, level_name
from ..widgets import Button, Cycler
from .common import MenuScreen, row_at, ui_scale

STATS_EN: dict[str, Entry] = {
    "statistics": N_("Statistics"),
    "stats_player": N_("Player"),
    "stats_game": N_("Game"),
    "stats_all_games": N_("All games"),
    "stats_overview": N_("Overview"),
    "stats_games": N_("Games"),
    "stats_empty": N_("No game has been played to its end yet. Every finished game is kept here, with its replay, "
                      "under the names typed at the table."),
    "stats_no_people": N_("Only computers have finished games so far: a player's statistics are kept under the name "
                          "typed at the table."),
    "stats_none_of_game": N_("{name} has not finished a game of this kind yet."),
    "stats_total": N_("{name}: {played} games played, {won} won ({rate})"),
    "stats_by_game": N_("By game"),
    "stats_by_opponent": N_("By opponent"),
    "stats_played": Np_("Statistics: the column of games played", "played"),
    "stats_won": Np_("Statistics: the column of games won", "won"),
    "stats_rate": Np_("Statistics: the column of the share of games won", "win rate"),
    "stats_best": Np_("Statistics: the column of the best score", "best"),
    "stats_average": Np_("Statistics: the column of the average score", "average"),
    "stats_people": N_("People only"),
    "stats_computer": N_("Computer — {level}"),
    "stats_streaks": N_("Wins in a row: {current} now, {longest} at most"),
    "stats_bought": N_("Cards bought most"),
    "stats_bought_none": N_("No card bought yet"),
    "stats_bought_row": N_("{card} ({game}): {n}"),
    "percent": N_("{n} %"),
    "chart_rate": N_("Win rate against each computer level (last 10 games)"),
    "chart_rate_none": N_("No game against a computer yet"),
    "chart_opponents": N_("Games played and won, by opponent"),
    "axis_games": N_("games played"),
    "axis_rate": N_("% won"),
    "axis_count": N_("games"),
    "legend_won": N_("won"),
    "legend_lost": N_("lost"),
    "col_date": N_("Date"),
    "col_game": N_("Game"),
    "col_players": N_("Players"),
    "col_result": N_("Result"),
    "col_turns": N_("Turns"),
    "col_card_set": N_("Card set"),
    "result_won": N_("won · {vp} VP"),
    "result_lost": N_("lost · {vp} VP"),
    "seat_level": N_("{name} ({level})"),
    "setup_random": N_("Random"),
    "setup_custom": N_("Custom"),
    "lesson": N_("Learn to play"),
    "click_replay": N_("Click a game to watch its replay."),
    "more_rows": N_("{above} above · {below} below (mouse wheel)"),
    "no_replay": N_("This game's replay could not be kept when it ended."),
    "replay_unreadable": N_("This game's replay cannot be opened: {why}"),
}
tr = game_strings(STATS_EN)

# What persistence/history.py and ui/match.py write in English, said again in the player's language.
HISTORY_PHRASES = (
    N_("The history of your games {what}. It was kept beside it as {file}; {kept}."),
    N_("The history of your games {what}, and it could not be set aside ({why}); the games that could be read are "
       "shown."),
    N_("has line {lines} that cannot be read"),
    N_("has lines {lines} that cannot be read"),
    N_("the other games ({count}) are kept"),
    N_("a new history is started"),
    N_("Its replay could not be kept ({why})."),
)
register_phrases(HISTORY_PHRASES)

LEVEL_COLORS = {"easy": (96, 196, 110), "normal": (232, 186, 72), "hard": (226, 86, 76)}


def game_title(game: str) -> str:
    return _(view_for(game).title) if game in GAME_VIEWS else game


def level_color(level: str) -> theme.Color:
    """The level's colour in the palette in use (colour-blind safe: Easy sky blue, Normal white, Hard vermilion)."""
    if theme.colour_safe and level in LEVEL_COLORS:
        return {"easy": theme.GOOD, "normal": theme.TEXT, "hard": theme.BAD}[level]
    return LEVEL_COLORS.get(level, seat_color(3 + level_rank(level)))


def level_style(level: str) -> str:
    """The level's legend entry and points: a line with the shape of its rank (Easy a circle, Normal a square...)."""
    return f"seat{level_rank(level) % len(marks.SEAT_SHAPES)}"


def opponent_label(level: str) -> str:
    return tr("stats_computer", level=level_name(level)) if level else tr("stats_people")


def setup_label(entry: GameEntry) -> str:
    """The card set in a few words: Random, Custom, or the preset's name; the card sets when there are several."""
    if entry.setup in ("random", "custom"):
        text = tr(f"setup_{entry.setup}")
    elif entry.setup:
        text = card_name(preset_name(entry.setup))
    else:
        text = ""
    if len(entry.sets) > 1:
        from ...engine.card_sets import card_sets
        from .card_pool import set_title

        titles = {info.id: info.title for info in card_sets(entry.game)} if entry.game in GAME_VIEWS else {}
        sets = " + ".join(set_title(titles.get(s, s)) for s in entry.sets)
        text = f"{text} · {sets}" if text else sets
    return text


def preset_name(setup_id: str) -> str:
    """A preset's name from its id, as the card data names it ("army_of_the_undead" -> "Army of the Undead"): the
    history keeps the id only, and the shell reads no game's card data."""
    small = {"of", "the", "a", "an", "and", "in", "on", "to"}
    words = setup_id.replace("_", " ").split()
    return " ".join(w if k and w in small else w[:1].upper() + w[1:] for k, w in enumerate(words))


def percent(rate: float) -> str:
    return tr("percent", n=round(100 * rate))


class StatisticsScene(MenuScreen):
    name = "statistics"
    TITLE_AT = (0.035, 50)

    def __init__(self, app: AppServices, back: Scene | None = None, history: History | None = None) -> None:
        super().__init__(app, back)
        self.history = history if history is not None else load_history()
        if self.history.message:
            self.say(self.history.message, theme.BAD)
        self.people = profiles(self.history.entries)
        names = app.settings.player_names
        self.player = next((n for n in names if n in self.people), self.people[0] if self.people else "")
        self.game = ""
        self.tab = "overview"
        self.scroll = 0
        self.rows: list[tuple[pygame.Rect, GameEntry]] = []
        self.row_h = 40
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.stats: Statistics | None = None
        self._compute()

    def title_text(self) -> str:
        return tr("statistics")

    def _compute(self) -> None:
        self.stats = statistics(self.history.entries, self.player, self.game) if self.player else None

    # ------------------------------------------------------------------------------------------ layout
    def layout(self) -> None:
        self.widgets.clear()
        w, h = self.app.size
        s = ui_scale((w, h))
        self.s = s
        fs = round(18 * s)
        ch = round(40 * s)
        y = round(h * 0.125)
        self.content = pygame.Rect(round(w * 0.04), round(h * 0.2), round(w * 0.92), round(h * 0.655))
        bw = round(220 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - bw // 2, round(h * 0.895), bw, round(46 * s)),
                                tr("back"), self.go_back, "primary", font_size=round(21 * s)))
        if not self.people:
            return
        f = theme.fonts()
        label_size = round(19 * s)
        x = self.content.x
        self.labels: list[tuple[str, tuple[int, int]]] = []
        games = [("", tr("stats_all_games"))] + [(g, game_title(g)) for g in games_played(self.history.entries)]
        for wid, label, width, options, value, change in (
                ("player", tr("stats_player"), 300, [(p, theme.drawable(p)) for p in self.people], self.player,
                 self._set_player),
                ("game", tr("stats_game"), 300, games, self.game, self._set_game)):
            self.labels.append((label, (x, y + ch // 2)))
            x += f.get("sans", label_size).size(label)[0] + round(12 * s)
            self.widgets.add(Cycler(wid, pygame.Rect(x, y, round(width * s), ch), options, value, change, fs))
            x += round(width * s) + round(28 * s)
        tw = round(170 * s)
        right = self.content.right
        for k, (tab, label) in enumerate((("overview", tr("stats_overview")), ("games", tr("stats_games")))):
            rect = pygame.Rect(right - (2 - k) * tw - (1 - k) * round(8 * s), y, tw, ch)
            self.widgets.add(Button(f"tab_{tab}", rect, label, self._tab_setter(tab),
                                    "primary" if tab == self.tab else "normal", font_size=fs))
        self.row_h = round(44 * s)
        self.list_rect = pygame.Rect(self.content.x, self.content.y + round(34 * s), self.content.w,
                                     self.content.h - round(64 * s))
        self._lay_rows()

    def _tab_setter(self, tab: str) -> Callable[[], None]:
        def choose() -> None:
            self.tab = tab
            self.scroll = 0
            self.layout()
            self.invalidate()

        return choose

    def _set_player(self, name: str) -> None:
        self.player = name
        self._recount()

    def _set_game(self, game: str) -> None:
        self.game = game
        self._recount()

    def _recount(self) -> None:
        """The figures again for the player and game chosen, from the top of the list."""
        self.scroll = 0
        self._compute()
        self._lay_rows()
        self.invalidate()

    def _visible(self) -> int:
        return max(1, self.list_rect.h // max(1, self.row_h))

    def _lay_rows(self) -> None:
        """The rows of the Games tab now shown (newest first, from `scroll`)."""
        self.rows = []
        if self.stats is None or self.tab != "games":
            return
        games = list(reversed(self.stats.games))
        self.scroll = max(0, min(self.scroll, len(games) - self._visible()))
        y = self.list_rect.y
        for played in games[self.scroll:self.scroll + self._visible()]:
            self.rows.append((pygame.Rect(self.list_rect.x, y, self.list_rect.w, self.row_h - round(4 * self.s)),
                              played.entry))
            y += self.row_h

    # ------------------------------------------------------------------------------------------ events
    def more_focus_spots(self) -> list[Spot]:
        """Each game listed (a click opens its replay)."""
        return [Spot(f"game:{k + self.scroll}", row) for k, (row, _) in enumerate(self.rows)]

    def get_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.tab == "games" and self.stats is not None:
            self.scroll = max(0, min(self.scroll - event.y, len(self.stats.games) - self._visible()))
            self._lay_rows()
            self.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.widgets.handle(event, self.app.mouse):
                return
            entry = row_at(self.rows, event.pos)
            if entry is not None:
                self.open_replay(entry)
            return
        super().get_event(event)

    def open_replay(self, entry: GameEntry) -> None:
        from ...persistence.saves import SaveError, load_session
        from .replay import ReplayScene

        path = entry.replay_path()
        if path is None:
            self.say(tr("no_replay"), theme.BAD)
            return
        try:
            session = load_session(path)
        except SaveError as exc:
            self.say(tr("replay_unreadable", why=engine_text(exc.reason)), theme.BAD)
            return
        label = " vs ".join(s.name for s in entry.seats)
        self.app.switch(ReplayScene(self.app, session, label, back=self))

    # ------------------------------------------------------------------------------------------ drawing
    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        if not self.people:
            key = "stats_no_people" if self.history.entries else "stats_empty"
            theme.text_box(surface, tr(key), self.content.inflate(-round(w * 0.2), -round(h * 0.3)), round(24 * s),
                           theme.TEXT_DIM, align="center", valign="center")
            return
        for label, (x, y) in self.labels:
            theme.draw_text(surface, label, (x, y), round(19 * s), theme.TEXT_DIM, "sans", "midleft")
        stats = self.stats
        if stats is None or not stats.games:
            theme.text_box(surface, tr("stats_none_of_game", name=theme.drawable(self.player)),
                           self.content.inflate(-round(w * 0.2), -round(h * 0.3)), round(22 * s), theme.TEXT_DIM,
                           align="center", valign="center")
            return
        if self.tab == "games":
            self._draw_games(surface, stats, s)
        else:
            self._draw_overview(surface, stats, s)

    def _draw_overview(self, surface: pygame.Surface, stats: Statistics, s: float) -> None:
        c = self.content
        left = pygame.Rect(c.x, c.y, round(c.w * 0.45), c.h)
        right = pygame.Rect(left.right + round(20 * s), c.y, c.right - left.right - round(20 * s), c.h)
        self._draw_figures(surface, stats, left, s)
        gap = round(12 * s)
        top = pygame.Rect(right.x, right.y, right.w, (right.h - gap) // 2)
        bottom = pygame.Rect(right.x, top.bottom + gap, right.w, right.h - top.h - gap)
        self._rate_chart(surface, top, stats, s)
        self._opponents_chart(surface, bottom, stats, s)

    def _draw_figures(self, surface: pygame.Surface, stats: Statistics, box: pygame.Rect, s: float) -> None:
        theme.panel(surface, box, (26, 30, 36), theme.PANEL_EDGE, round(8 * s))
        pad = round(14 * s)
        x, y = box.x + pad, box.y + round(10 * s)
        width = box.w - 2 * pad
        size = round(17 * s)
        line = round(25 * s)
        total = stats.total
        theme.draw_text(surface, tr("stats_total", name=theme.drawable(stats.name), played=total.played,
                                    won=total.won, rate=percent(total.rate)),
                        (x, y), round(19 * s), theme.ACCENT, "bold", max_width=width)
        y += round(34 * s)
        name_w = round(width * 0.36)
        cols = [tr("stats_played"), tr("stats_won"), tr("stats_rate"), tr("stats_best"), tr("stats_average")]
        col_w = (width - name_w) // len(cols)

        def row(label: str, values: list[str], color: theme.Color, face: str = "sans") -> None:
            nonlocal y
            theme.draw_text(surface, label, (x, y), size, color, face, max_width=name_w - round(6 * s))
            for k, value in enumerate(values):
                theme.draw_text(surface, value, (x + name_w + k * col_w + col_w // 2, y), size, color, face,
                                "midtop", max_width=col_w - round(6 * s))
            y += line

        row(tr("stats_by_game"), cols, theme.TEXT_DIM, "bold")
        for game, tally in stats.by_game.items():
            scores = stats.scores[game]
            row(game_title(game), [str(tally.played), str(tally.won), percent(tally.rate), str(scores.best),
                                   decimal(round(scores.average, 1))],
                theme.TEXT)
        y += round(8 * s)
        row(tr("stats_by_opponent"), cols[:3], theme.TEXT_DIM, "bold")
        for level, tally in stats.by_level.items():
            row(opponent_label(level), [str(tally.played), str(tally.won), percent(tally.rate)],
                level_color(level) if level else theme.TEXT)
        y += round(8 * s)
        theme.draw_text(surface, tr("stats_streaks", current=stats.streaks.current, longest=stats.streaks.longest),
                        (x, y), size, theme.TEXT, max_width=width)
        y += line + round(8 * s)
        theme.draw_text(surface, tr("stats_bought"), (x, y), size, theme.TEXT_DIM, "bold", max_width=width)
        y += line
        if not stats.bought:
            theme.draw_text(surface, tr("stats_bought_none"), (x, y), size, theme.TEXT_DIM, max_width=width)
        several = len({bought[0] for bought in stats.bought}) > 1 or not self.game
        for game, card, n in stats.bought:
            if y + line > box.bottom:
                break
            text = (tr("stats_bought_row", card=card_name(card), game=game_title(game), n=n) if several
                    else f"{card_name(card)}: {n}")
            theme.draw_text(surface, text, (x, y), size, theme.TEXT, max_width=width)
            y += line

    def _rate_chart(self, surface: pygame.Surface, rect: pygame.Rect, stats: Statistics, s: float) -> None:
        games = len(stats.games)
        ax = Axes(surface, rect, tr("chart_rate"), max(1, games), 100, tr("axis_games"), tr("axis_rate"), s)
        width = max(2, round(3 * s))
        for level, points in stats.rate_over_time.items():
            xy = [(ax.x(n), ax.y(100 * r)) for n, r in points]
            color = level_color(level)
            if len(xy) > 1:
                pygame.draw.lines(surface, color, False, xy, width)
            shape = marks.seat_shape(int(level_style(level)[4:]))
            for p in xy:
                marks.draw_shape(surface, shape, p, max(3, round(4 * s)), color)
        if not stats.rate_over_time:
            theme.draw_text(surface, tr("chart_rate_none"), ax.plot.center, ax.small, theme.TEXT_DIM, "sans",
                            "center")
        ax.legend([(level_name(level), level_color(level), level_style(level)) for level in stats.rate_over_time],
                  right=True)

    def _opponents_chart(self, surface: pygame.Surface, rect: pygame.Rect, stats: Statistics, s: float) -> None:
        levels = list(stats.by_level)
        ticks = [(k + 0.5, opponent_label(level) if not level else level_name(level))
                 for k, level in enumerate(levels)]
        top = max((t.played for t in stats.by_level.values()), default=1)
        ax = Axes(surface, rect, tr("chart_opponents"), len(levels), top, "", tr("axis_count"), s, ticks)
        bar = max(4, int(ax.plot.w / max(1, len(levels)) * 0.5))
        for k, level in enumerate(levels):
            tally = stats.by_level[level]
            color = level_color(level) if level else theme.INFO
            x = ax.x(k + 0.5) - bar // 2
            won = pygame.Rect(x, ax.y(tally.won), bar, ax.y(0) - ax.y(tally.won))
            lost = pygame.Rect(x, ax.y(tally.played), bar, ax.y(tally.won) - ax.y(tally.played))
            pygame.draw.rect(surface, color, won)
            pygame.draw.rect(surface, theme.mix(color, (26, 30, 36), 0.6), lost)
            pygame.draw.rect(surface, color, lost, 1)
        ax.legend([(tr("legend_won"), theme.TEXT_DIM, "box"), (tr("legend_lost"), theme.TEXT_DIM, "pale_box")],
                  right=True)

    def _columns(self, s: float) -> list[tuple[str, int, Callable[[GameEntry, Any], str]]]:
        """The Games tab's columns: title, width, the cell's text."""
        return [(tr("col_date"), round(150 * s), lambda e, p: e.finished_at[:16]),
                (tr("col_game"), round(190 * s), lambda e, p: game_title(e.game)),
                (tr("col_players"), 0, self._players),
                (tr("col_result"), round(150 * s), lambda e, p: tr("result_won" if p.won else "result_lost",
                                                                     vp=p.score)),
                (tr("col_turns"), round(70 * s), lambda e, p: str(e.turns)),
                (tr("col_card_set"), round(300 * s), lambda e, p: tr("lesson") if e.lesson else setup_label(e))]

    def _players(self, entry: GameEntry, played: Any) -> str:
        return ", ".join(theme.drawable(seat.name) if seat.human
                         else tr("seat_level", name=theme.drawable(seat.name), level=level_name(seat.level))
                         for seat in entry.seats)

    def _draw_games(self, surface: pygame.Surface, stats: Statistics, s: float) -> None:
        columns = self._columns(s)
        fixed = sum(column[1] for column in columns)
        gap = round(12 * s)
        flex = self.list_rect.w - fixed - gap * (len(columns) + 1)
        widths = [column[1] or flex for column in columns]
        size = round(16 * s)
        x = self.list_rect.x + gap
        head_y = self.content.y + round(6 * s)
        for column, width in zip(columns, widths):
            theme.draw_text(surface, column[0], (x, head_y), size, theme.TEXT_DIM, "bold", max_width=width)
            x += width + gap
        by_entry = {id(p.entry): p for p in stats.games}
        mouse = self.app.mouse
        for row, entry in self.rows:
            played = by_entry[id(entry)]
            hover = row.collidepoint(mouse)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else theme.PANEL, row, border_radius=round(6 * s))
            pygame.draw.rect(surface, theme.GOOD if played.won else theme.PANEL_EDGE, row, 1,
                             border_radius=round(6 * s))
            x = row.x + gap
            for k, (column, width) in enumerate(zip(columns, widths)):
                text = column[2](entry, played)
                color = (theme.GOOD if played.won else theme.TEXT) if k == 3 else theme.TEXT
                # Two lines at most: a long card set or many players wrap rather than shrink.
                theme.text_box(surface, text, pygame.Rect(x, row.y + 1, width, row.h - 2), size, color,
                               valign="center", lines=2)
                x += width + gap
        hidden = len(stats.games) - self.scroll - len(self.rows)
        bottom = self.list_rect.y + self._visible() * self.row_h
        theme.draw_text(surface, tr("click_replay"), (self.list_rect.x, bottom + round(4 * s)), round(15 * s),
                        theme.TEXT_DIM, "sans", max_width=self.list_rect.w // 2)
        if self.scroll or hidden > 0:
            theme.draw_text(surface, tr("more_rows", above=self.scroll, below=max(0, hidden)),
                            (self.list_rect.right, bottom + round(4 * s)), round(15 * s), theme.TEXT_DIM, "sans",
                            "topright", max_width=self.list_rect.w // 2)
