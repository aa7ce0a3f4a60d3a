"""The end-of-game charts, drawn with pygame from a game's statistics (`engine/stats.GameStats`): VP over the turns,
the deck's size and make-up over the turns (one player at a time on screen, every player in the exported image),
battles won and lost by rank (Quest: by room level, with the Wounds they cost), XP gained and spent over the turns,
and a game's own series (Quest: HP and Guardian Keys over the turns). Each chart has a title, axes with ticks, axis
labels and a legend. `export_png` writes the whole set as a PNG.

Drawn with pygame rather than a plotting library: matplotlib's wheel alone is 9.9 MB and it brings numpy and more,
past the bundle budget and the start-up time; four charts need lines, polygons and text only.
"""

from __future__ import annotations

import math
from datetime import datetime
from pathlib import Path
from typing import Callable, Sequence

import pygame

from ..engine.stats import GameStats
from . import marks, theme
from .strings import tr

KIND_COLORS: tuple[theme.Color, ...] = ((196, 150, 70), (80, 150, 190), (170, 70, 80), (150, 150, 140),
                                        (120, 140, 50), (150, 110, 200), (90, 170, 120))
# The colour-blind-safe colours' kinds (Okabe and Ito): neighbours in the stack stay apart to dichromats too.
SAFE_KIND_COLORS: tuple[theme.Color, ...] = ((230, 159, 0), (86, 180, 233), (213, 94, 0), (235, 235, 235),
                                             (0, 158, 115), (204, 121, 167), (0, 114, 178))
GRID = (52, 60, 70)
AXIS = (150, 156, 160)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5 x 10^k, at least 1) that cuts `span` into at most about `ticks` parts."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return int(m * power)
    return int(10 * power)


def kind_color(k: int) -> theme.Color:
    """The colour of the deck chart's `k`th kind in the palette in use."""
    colors = SAFE_KIND_COLORS if theme.colour_safe else KIND_COLORS
    return colors[k % len(colors)]


def kind_label(kind: str) -> str:
    text = tr(f"kind_{kind}")
    return kind.title() if text == f"kind_{kind}" else text


class Axes:
    """A chart's frame: title, plot area, ticks and axis labels; maps data to pixels."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, title: str, x_max: float, y_max: float,
                 x_label: str, y_label: str, scale: float, x_ticks: Sequence[tuple[float, str]] | None = None,
                 side_legend: Sequence[tuple[str, theme.Color, str]] = ()) -> None:
        """side_legend: entries of a legend drawn beside the plot rather than over it (`legend(..., side=True)`):
        a chart whose data fill the plot's corners (stacked areas, bars) keeps it all in view."""
        self.surface = surface
        self.scale = scale
        f = theme.fonts()
        self.small = max(10, round(12 * scale))
        title_size = max(11, round(15 * scale))
        theme.panel(surface, rect, (26, 30, 36), theme.PANEL_EDGE, max(4, round(8 * scale)))
        theme.draw_text(surface, title, (rect.x + round(10 * scale), rect.y + round(6 * scale)), title_size,
                        theme.ACCENT, "bold", max_width=rect.w - round(20 * scale))
        label_w = f.get("sans", self.small).size("0000")[0]
        left = rect.x + label_w + round(26 * scale)
        # The top tick's label stands half its height above the plot: clear of the title.
        top = rect.y + title_size + round(16 * scale) + self.small // 2
        # Below the plot: the ticks' labels, then the axis label, each a line's full height (glyphs stand taller
        # than their size).
        bottom = rect.bottom - 2 * f.get("sans", self.small).get_height() - round(12 * scale)
        side = self.legend_width(side_legend) + round(8 * scale) if side_legend else 0
        self.plot = pygame.Rect(left, top, rect.right - left - round(14 * scale) - side, max(10, bottom - top))
        self.x_max = max(1.0, float(x_max))
        self.y_step = nice_step(y_max)
        self.y_max = max(self.y_step, math.ceil(max(1.0, y_max) / self.y_step) * self.y_step)
        p = self.plot
        for value in range(0, int(self.y_max) + 1, self.y_step):
            y = self.y(value)
            pygame.draw.line(surface, GRID, (p.x, y), (p.right, y))
            theme.draw_text(surface, str(value), (p.x - round(6 * scale), y), self.small, theme.TEXT_DIM, "sans",
                            "midright")
        if x_ticks is None:
            step = nice_step(self.x_max, 8)
            x_ticks = [(v, str(v)) for v in range(0, int(self.x_max) + 1, step)]
        for tick, label in x_ticks:
            x = self.x(tick)
            pygame.draw.line(surface, AXIS, (x, p.bottom), (x, p.bottom + round(4 * scale)))
            theme.draw_text(surface, label, (x, p.bottom + round(5 * scale)), self.small, theme.TEXT_DIM, "sans",
                            "midtop")
        pygame.draw.line(surface, AXIS, p.bottomleft, p.bottomright, 2)
        pygame.draw.line(surface, AXIS, p.bottomleft, p.topleft, 2)
        theme.draw_text(surface, x_label, (p.centerx, rect.bottom - round(4 * scale)), self.small, theme.TEXT_DIM,
                        "sans", "midbottom")
        ylab = pygame.transform.rotate(f.render(y_label, "sans", self.small, theme.TEXT_DIM), 90)
        surface.blit(ylab, ylab.get_rect(midleft=(rect.x + round(6 * scale), p.centery)))

    def x(self, value: float) -> int:
        return round(self.plot.x + self.plot.w * value / self.x_max)

    def y(self, value: float) -> int:
        return round(self.plot.bottom - self.plot.h * value / self.y_max)

    def legend_width(self, entries: Sequence[tuple[str, theme.Color, str]]) -> int:
        font = theme.fonts().get("sans", self.small)
        return max(font.size(label)[0] for label, _, _ in entries) + round(18 * self.scale) + round(18 * self.scale)

    def legend(self, entries: Sequence[tuple[str, theme.Color, str]], right: bool = False, bottom: bool = False,
               side: bool = False) -> None:
        """Entries (label, colour, style: "line", "dash", "box", "pale_box", "hatched_box") in a box in a corner of
        the plot (side: beside it, in the room the Axes kept for them)."""
        if not entries:
            return
        s = self.scale
        size = self.small
        swatch = round(18 * s)
        row = legend_row(size)
        width = self.legend_width(entries)
        box = pygame.Rect(0, 0, width, row * len(entries) + round(8 * s))
        box.topleft = (self.plot.x + round(8 * s), self.plot.y + round(4 * s))
        if right:
            box.topright = (self.plot.right - round(8 * s), self.plot.y + round(4 * s))
        if bottom:
            box.bottom = self.plot.bottom - round(6 * s)
        if side:
            box.topleft = (self.plot.right + round(8 * s), self.plot.y)
        theme.panel(self.surface, box, (20, 24, 30), GRID, round(5 * s))
        y = box.y + round(4 * s)
        for label, color, style in entries:
            x, mid = box.x + round(6 * s), y + row // 2
            if style.startswith("seat"):
                shape = marks.seat_shape(int(style.removeprefix("seatbox").removeprefix("seat")))
                if style.startswith("seatbox"):
                    pygame.draw.rect(self.surface, color, (x, mid - row // 3, swatch, 2 * row // 3))
                else:
                    _line(self.surface, color, [(x, mid), (x + swatch, mid)], max(2, round(3 * s)))
                marks.draw_shape(self.surface, shape, (x + swatch // 2, mid), max(3, row // 4), color)
            elif style in ("box", "pale_box", "hatched_box"):
                fill = theme.mix(color, (26, 30, 36), 0.6) if style == "pale_box" else color
                swatch_rect = pygame.Rect(x, mid - row // 3, swatch, 2 * row // 3)
                pygame.draw.rect(self.surface, fill, swatch_rect)
                if style == "hatched_box":
                    hatch(self.surface, swatch_rect, s)
                if style == "pale_box":
                    pygame.draw.rect(self.surface, color, (x, mid - row // 3, swatch, 2 * row // 3), 1)
            else:
                _line(self.surface, color, [(x, mid), (x + swatch, mid)], max(2, round(3 * s)), style == "dash")
            theme.draw_text(self.surface, label, (x + swatch + round(6 * s), mid), size, theme.TEXT, "sans",
                            "midleft")
            y += row


def hatch(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """Dark diagonal stripes across `rect`: a bar told from its neighbours by its pattern, not its colour alone."""
    if rect.w <= 0 or rect.h <= 0:
        return
    step = max(4, round(5 * scale))
    ink = (26, 30, 36)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for k in range(-rect.h, rect.w + step, step):
        pygame.draw.line(surface, ink, (rect.x + k, rect.bottom), (rect.x + k + rect.h, rect.y), max(1, step // 3))
    surface.set_clip(clip)
    theme.note_element(surface, rect, "hatched")


def plot_height(rect: pygame.Rect, scale: float) -> int:
    """The height of the plot area an Axes lays out in `rect` (as Axes.__init__ does)."""
    small = max(10, round(12 * scale))
    title_size = max(11, round(15 * scale))
    top = rect.y + title_size + round(16 * scale) + small // 2
    return max(10, (rect.bottom - 2 * theme.fonts().get("sans", small).get_height() - round(12 * scale)) - top)


def legend_row(size: int) -> int:
    """A legend's row: a line of its text with a pixel to spare (a line's glyphs can stand taller than its
    spacing)."""
    font = theme.fonts().get("sans", size)
    return max(font.get_linesize(), font.get_height()) + 1


def legend_height(entries: int, scale: float) -> int:
    """The height of a legend box of `entries` rows (as Axes.legend draws it), with its margin."""
    row = legend_row(max(10, round(12 * scale)))
    return row * entries + round(8 * scale) + round(8 * scale)


def with_headroom(top: float, rect: pygame.Rect, scale: float, entries: int) -> float:
    """A y-axis top that keeps data of height `top` below a legend of `entries` rows in the plot's upper corner:
    bars never hide behind the legend."""
    plot = plot_height(rect, scale)
    room = plot - legend_height(entries, scale)
    return top * plot / room if room > plot // 3 else top


def _line(surface: pygame.Surface, color: theme.Color, points: Sequence[tuple[int, int]], width: int,
          dashed: bool = False) -> None:
    if len(points) < 2:
        return
    if not dashed:
        pygame.draw.lines(surface, color, False, points, width)
        return
    dash = max(4, width * 3)
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        steps = max(1, int(length // dash))
        for k in range(0, steps, 2):
            a, b = k / steps, min(1.0, (k + 1) / steps)
            pygame.draw.line(surface, color, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                             (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)


def seat_color(seat: int) -> theme.Color:
    return theme.SEAT_COLORS[seat % len(theme.SEAT_COLORS)]


def seat_line(surface: pygame.Surface, seat: int, points: Sequence[tuple[int, int]], width: int,
              dashed: bool = False) -> None:
    """A seat's line in its colour with its shape (`marks.seat_shape`) on about eight of its points and its last: the
    lines are told apart without their colours."""
    color = seat_color(seat)
    _line(surface, color, points, width, dashed)
    if not points:
        return
    every = max(1, len(points) // 8)
    shown = list(points[::every])
    if shown[-1] != points[-1]:
        shown.append(points[-1])
    r = max(3, width + 1)
    for x, y in shown:
        marks.draw_shape(surface, marks.seat_shape(seat), (x, y), r, color)


def vp_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float) -> None:
    top = max((max(v) for v in stats.vp if v), default=1)
    ax = Axes(surface, rect, tr("chart_vp"), stats.turns[-1], top, tr("axis_turn"), tr("axis_vp"), scale)
    for seat in range(stats.seats):
        points = [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, stats.vp[seat])]
        seat_line(surface, seat, points, max(2, round(3 * scale)))
    ax.legend([(name, seat_color(k), f"seat{k}") for k, name in enumerate(stats.names)])


def deck_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, seat: int, scale: float) -> None:
    """One player's owned cards, stacked by kind (bottom first as the game lists them), over the turns."""
    totals = [sum(d.values()) for d in stats.deck[seat]]
    entries = [(kind_label(kind), kind_color(k), "box") for k, kind in
               reversed(list(enumerate(stats.kinds)))]
    ax = Axes(surface, rect, tr("chart_deck", name=stats.names[seat]), stats.turns[-1], max(totals, default=1),
              tr("axis_turn"), tr("axis_cards"), scale, side_legend=entries)
    base = [0] * len(stats.turns)
    for k, kind in enumerate(stats.kinds):
        values = [base[i] + stats.deck[seat][i].get(kind, 0) for i in range(len(base))]
        color = kind_color(k)
        if values != base and len(base) == 1:
            # The start of the game only: one column.
            bar = max(4, ax.plot.w // 30)
            pygame.draw.rect(surface, color, (ax.x(0), ax.y(values[0]), bar, ax.y(base[0]) - ax.y(values[0])))
        elif values != base:
            upper = [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, values)]
            lower = [(ax.x(t), ax.y(v)) for t, v in zip(reversed(stats.turns), reversed(base))]
            pygame.draw.polygon(surface, color, upper + lower)
        base = values
    _line(surface, theme.TEXT, [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, base)], max(1, round(2 * scale)))
    ax.legend(entries, side=True)


WOUND = (200, 60, 60)


def battle_groups(stats: GameStats) -> list[int]:
    """The ranks (or room levels) the battles chart has a group of bars for."""
    found = {r for b in stats.battles for r in b} | {r for w in stats.wounds for r in w}
    if found:
        return sorted(found)
    return [0, 1, 2, 3] if stats.battle_axis == "level" else [1, 2, 3]


def group_label(stats: GameStats, group: int) -> str:
    if stats.battle_axis == "level":          # the axis says "room level": a tick is its number
        return tr("level_wilderness") if group == 0 else str(group)
    return tr("rank_n", n=group)


def battles_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float) -> None:
    """Per rank (Quest: per room level), for each player a bar of battles won (full colour) on battles lost (pale),
    and where a game counts them, a bar of the Wounds those battles cost beside it."""
    groups = battle_groups(stats)
    by_level = stats.battle_axis == "level"
    wounds = by_level or any(stats.wounds)
    top = max([won + lost for b in stats.battles for won, lost in b.values()]
              + [n for w in stats.wounds for n in w.values()] + [1])
    ticks = [(k + 0.5, group_label(stats, g)) for k, g in enumerate(groups)]
    title = tr("chart_battles_level") if by_level else tr("chart_battles")
    entries = [(name, seat_color(k), f"seatbox{k}") for k, name in enumerate(stats.names)]
    entries += [(tr("won"), theme.TEXT_DIM, "box"), (tr("lost"), theme.TEXT_DIM, "pale_box")]
    if wounds:
        entries.append((tr("wounds_taken"), WOUND, "hatched_box"))
    x_label = tr("axis_room_level") if by_level else ""
    y_label = tr("axis_battles_wounds") if wounds else tr("axis_battles")
    ax = Axes(surface, rect, title, len(groups), top, x_label, y_label, scale, ticks, side_legend=entries)
    group_w = ax.plot.w / len(groups)
    bars = stats.seats * (2 if wounds else 1)
    bar_w = max(3, int(group_w * 0.7 / max(1, bars)))
    for k, group in enumerate(groups):
        x0 = ax.x(k + 0.5) - bar_w * bars // 2
        for seat in range(stats.seats):
            won, lost = stats.battles[seat].get(group, [0, 0])
            color = seat_color(seat)
            x = x0 + seat * bar_w * (2 if wounds else 1)
            won_rect = pygame.Rect(x + 1, ax.y(won), bar_w - 2, ax.y(0) - ax.y(won))
            lost_rect = pygame.Rect(x + 1, ax.y(won + lost), bar_w - 2, ax.y(won) - ax.y(won + lost))
            pygame.draw.rect(surface, color, won_rect)
            pygame.draw.rect(surface, theme.mix(color, (26, 30, 36), 0.6), lost_rect)
            pygame.draw.rect(surface, color, lost_rect, 1)
            if won + lost:
                # The seat's shape over its bar: the players' bars are told apart without their colours.
                r = max(2, min(bar_w // 3, round(5 * scale)))
                marks.draw_shape(surface, marks.seat_shape(seat), (x + bar_w // 2, lost_rect.y - r - 2), r, color)
            if wounds:
                taken = stats.wounds[seat].get(group, 0) if stats.wounds else 0
                wound_rect = pygame.Rect(x + bar_w + 1, ax.y(taken), bar_w - 2, ax.y(0) - ax.y(taken))
                if taken:
                    pygame.draw.rect(surface, WOUND, wound_rect)
                    hatch(surface, wound_rect, scale)
                    pygame.draw.rect(surface, color, wound_rect, 1)
    if not any(stats.battles):
        theme.draw_text(surface, tr("no_battles"), ax.plot.center, ax.small, theme.TEXT_DIM, "sans", "center")
    ax.legend(entries, side=True)


def xp_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float) -> None:
    """XP gained so far (solid) and spent so far (dashed), per player."""
    top = max((max(v) for v in stats.xp_gained if v), default=1)
    ax = Axes(surface, rect, tr("chart_xp"), stats.turns[-1], top, tr("axis_turn"), tr("axis_xp"), scale)
    width = max(2, round(3 * scale))
    for seat in range(stats.seats):
        seat_line(surface, seat, [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, stats.xp_gained[seat])], width)
        seat_line(surface, seat, [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, stats.xp_spent[seat])], width,
                  True)
    entries = [(name, seat_color(k), f"seat{k}") for k, name in enumerate(stats.names)]
    entries += [(tr("gained"), theme.TEXT_DIM, "line"), (tr("spent"), theme.TEXT_DIM, "dash")]
    ax.legend(entries)


def hp_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float) -> None:
    """Each player's HP (the Player Board's, after the Wounds) at the end of each turn."""
    series_chart(surface, rect, stats, scale, "hp", tr("chart_hp"), tr("axis_hp"))


def keys_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float) -> None:
    """The Guardian Keys each player has found so far, against the number that summons the Guardian."""
    series_chart(surface, rect, stats, scale, "keys", tr("chart_keys"), tr("axis_keys"))


def series_chart(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float, name: str, title: str,
                 y_label: str) -> None:
    values = stats.series.get(name, [])
    mark = stats.marks.get(name)
    top: float = max([max(v) for v in values if v] + [mark or 0, 1])
    if name != "hp":
        top = with_headroom(top, rect, scale, stats.seats + int(bool(mark)))
    ax = Axes(surface, rect, title, stats.turns[-1], top, tr("axis_turn"), y_label, scale)
    entries = [(n, seat_color(k), f"seat{k}") for k, n in enumerate(stats.names)]
    if mark:
        y = ax.y(mark)
        _line(surface, theme.TEXT_DIM, [(ax.plot.x, y), (ax.plot.right, y)], max(1, round(2 * scale)), True)
        entries.append((tr("keys_needed", n=mark), theme.TEXT_DIM, "dash"))
    for seat, seat_values in enumerate(values):
        points = [(ax.x(t), ax.y(v)) for t, v in zip(stats.turns, seat_values)]
        seat_line(surface, seat, points, max(2, round(3 * scale)))
    # HP stays near its top (6) and Keys near the bottom: the legend goes where the lines are not.
    ax.legend(entries, right=True, bottom=name == "hp")


Chart = Callable[[pygame.Surface, pygame.Rect, GameStats, float], None]


def game_charts(stats: GameStats) -> list[Chart]:
    """The charts of every player at once (the deck chart shows one player: apart): VP, battles, XP, and the
    game's own series (Quest: HP, Guardian Keys)."""
    found: list[Chart] = [vp_chart, battles_chart, xp_chart]
    if "hp" in stats.series:
        found.append(hp_chart)
    if "keys" in stats.series:
        found.append(keys_chart)
    return found


def chart_cells(rect: pygame.Rect, stats: GameStats, scale: float) -> list[pygame.Rect]:
    """The grid `draw_charts` lays out in `rect`: 2 x 2 for four charts, 3 x 2 for more; the deck chart's cell is
    the second."""
    count = len(game_charts(stats)) + 1
    columns = 2 if count <= 4 else 3
    rows = math.ceil(count / columns)
    gap = round(12 * scale)
    w, h = (rect.w - (columns - 1) * gap) // columns, (rect.h - (rows - 1) * gap) // rows
    return [pygame.Rect(rect.x + c * (w + gap), rect.y + r * (h + gap), w, h)
            for r in range(rows) for c in range(columns)][:count]


def draw_charts(surface: pygame.Surface, rect: pygame.Rect, stats: GameStats, scale: float, deck_seat: int = 0) -> None:
    """The charts in a grid filling `rect` (chart_cells; the deck chart shows `deck_seat`)."""
    cells = chart_cells(rect, stats, scale)
    charts = game_charts(stats)
    charts_scale = scale if len(cells) <= 4 else scale * 0.9
    deck_chart(surface, cells[1], stats, deck_seat % stats.seats, charts_scale)
    for cell, chart in zip(cells[:1] + cells[2:], charts):
        chart(surface, cell, stats, charts_scale)


EXPORT_SIZE = (1600, 900)


def chart_image(stats: GameStats, title: str = "") -> pygame.Surface:
    """Every chart on one image: VP, battles and XP on the first row (Quest: HP and Guardian Keys on a second),
    each player's deck on the last."""
    w, h = EXPORT_SIZE
    surface = pygame.Surface((w, h))
    surface.fill(theme.BG)
    scale = 1.0
    pad, gap = 20, 14
    head = 0
    if title:
        theme.draw_text(surface, title, (w // 2, 10), 24, theme.ACCENT, "title", "midtop")
        head = 44
    charts = game_charts(stats)
    rows = math.ceil(len(charts) / 3) + 1
    row_h = (h - head - 2 * pad - (rows - 1) * gap) // rows
    col_w = (w - 2 * pad - 2 * gap) // 3
    top = pad + head
    if rows > 2:
        scale = 0.9
    for k, chart in enumerate(charts):
        row, column = divmod(k, 3)
        chart(surface, pygame.Rect(pad + column * (col_w + gap), top + row * (row_h + gap), col_w, row_h), stats,
              scale)
    n = stats.seats
    deck_w = (w - 2 * pad - (n - 1) * gap) // n
    deck_top = top + (rows - 1) * (row_h + gap)
    for seat in range(n):
        deck_chart(surface, pygame.Rect(pad + seat * (deck_w + gap), deck_top, deck_w, row_h), stats, seat,
                   min(scale, deck_w / 480))
    return surface


def export_png(stats: GameStats, folder: Path, title: str = "") -> Path:
    """Write every chart as one PNG into `folder` (made if needed); returns its path. Raises OSError."""
    from ..persistence.atomic import write_new_file

    image = chart_image(stats, title)
    path = write_new_file(folder, f"charts-{datetime.now().strftime('%Y%m%d-%H%M%S')}", ".png")   # never over another
    try:
        pygame.image.save(image, str(path))
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path
