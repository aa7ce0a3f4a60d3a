"""New Game's card picker ("Pick cards"), the same for Thunderstone Advance and Thunderstone Quest: lists of every
entry of the card set under their titles (a long list takes several columns, each as wide as its names and tags
need), headings inside a list (a level, a class, a type), a round mark for an entry that replaces the other of its
kind and a square one for an entry switched on or off, a tag at the right of a row (red: a warning).

The panel gives its lists and what is chosen; the picker draws them and says which rows are where (the panel's
`rows`, for its clicks) and which one the mouse is over (for the preview of its cards).
"""

from __future__ import annotations

import math
from typing import Callable, NamedTuple

import pygame

from . import theme


class PickRow(NamedTuple):
    key: str                 # the entry the panel's `toggle(group, key)` gets; "" for a heading
    label: str
    tag: str = ""
    warn: bool = False       # the tag in red
    radio: bool = False      # picking it replaces another (a round mark), else it is switched on or off


class PickList(NamedTuple):
    group: str
    title: str               # with its count, as the panel says it
    rows: list[PickRow]


Rows = list[tuple[pygame.Rect, str, str]]


def draw_tag(surface: pygame.Surface, text: str, row: pygame.Rect, s: float, warn: bool = False,
             color: theme.Color | None = None) -> int:
    """A small pill at the right end of a row (`warn`: in red; `color`: in that colour), its words white on a colour,
    dim on grey; returns its left edge."""
    fill = color or (theme.BAD if warn else None)
    img = theme.fonts().render(text, "cond_bold", max(9, round(12 * s)), (255, 255, 255) if fill else theme.TEXT_DIM)
    pill = img.get_rect().inflate(round(10 * s), round(2 * s))
    pill.midright = (row.right - round(4 * s), row.centery)
    pygame.draw.rect(surface, fill or (44, 48, 56), pill, border_radius=pill.h // 2)
    surface.blit(img, img.get_rect(center=pill.center))
    theme.note_text(surface, text, pill, row)
    return pill.x


def _columns(lists: list[PickList], fit: int) -> list[tuple[PickList, bool]]:
    """Each list cut into columns of about `fit` rows (about evenly), a column starting at a heading when one is
    near; True for a list's first column."""
    out = []
    for pick_list in lists:
        rows = pick_list.rows
        n = max(1, math.ceil(len(rows) / fit))
        per = max(1, math.ceil(len(rows) / n))
        cuts = [0]
        for k in range(1, n):
            cut = min(len(rows) - 1, k * per)
            near = [j for j in range(cut - 3, cut + 4)
                    if cuts[-1] + 1 < j < len(rows) and j - cuts[-1] <= fit and len(rows) - j <= fit * (n - k)
                    and not rows[j].key]
            cuts.append(min(near, key=lambda j: abs(j - cut)) if near else cut)
        cuts.append(len(rows))
        for k in range(n):
            out.append((pick_list._replace(rows=rows[cuts[k]:cuts[k + 1]]), k == 0))
    return out


def draw_pick_lists(surface: pygame.Surface, area: pygame.Rect, lists: list[PickList],
                    chosen: Callable[[str, str], bool], s: float,
                    mouse: tuple[int, int]) -> tuple[Rows, tuple[str, str] | None]:
    """The lists in `area`; returns the rows as (rect, group, key) and the (group, key) under the mouse."""
    top = area.y
    fit = max(4, (area.bottom - top - round(32 * s)) // max(16, round(20 * s)))
    columns = _columns(lists, fit)
    font = theme.fonts().get("sans", round(15 * s))
    tag_font = theme.fonts().get("cond_bold", max(9, round(12 * s)))
    bold = theme.fonts().get("bold", round(15 * s))
    spread = {pl.group: sum(1 for other, __ in columns if other.group == pl.group) for pl, __ in columns}
    # Each column as wide as its longest name and tag need, the room left shared out (German names are long).
    wanted = [max(max([font.size(r.label)[0] + (tag_font.size(r.tag)[0] + round(18 * s) if r.tag else 0)
                       for r in pl.rows if r.key] + [1]) + round(50 * s),
                  (bold.size(pl.title)[0] + round(16 * s)) // spread[pl.group])
              for pl, first in columns]
    room = area.w - round(28 * s)
    widths = [round(room * w / sum(wanted)) for w in wanted]
    spans = {pl.group: sum(w for (other, __), w in zip(columns, widths) if other.group == pl.group)
             for pl, __ in columns}        # a list's title may run over all its columns
    most = max([len(pl.rows) for pl, __ in columns] + [1])
    row_h = max(16, min(round(28 * s), (area.bottom - top - round(32 * s)) // most))
    rows: Rows = []
    hover_key: tuple[str, str] | None = None
    for k, (pl, first) in enumerate(columns):
        x = area.x + round(14 * s) + sum(widths[:k])
        col_w = widths[k]
        if first:
            theme.draw_text(surface, pl.title, (x, top), round(15 * s), theme.ACCENT, "bold",
                            max_width=spans[pl.group] - round(12 * s))
        y = top + round(26 * s)
        for row in pl.rows:
            rect = pygame.Rect(x, y, col_w - round(12 * s), row_h - 2)
            y += row_h
            if not row.key:
                theme.draw_text(surface, row.label, (rect.x + 4, rect.centery), round(13 * s), theme.TEXT_DIM,
                                "cond_bold", "midleft", max_width=rect.w - 4)
                continue
            on = chosen(pl.group, row.key)
            hover = rect.collidepoint(mouse)
            if hover:
                hover_key = (pl.group, row.key)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (32, 36, 44), rect, border_radius=4)
            box = pygame.Rect(rect.x + 4, rect.y + (rect.h - row_h // 2) // 2, row_h // 2, row_h // 2)
            if row.radio:
                pygame.draw.circle(surface, theme.GOOD if on else theme.PANEL_EDGE, box.center, box.w // 2,
                                   0 if on else 1)
            else:
                pygame.draw.rect(surface, theme.GOOD if on else theme.PANEL_EDGE, box, 0 if on else 1,
                                 border_radius=3)
            right = rect.right
            if row.tag:
                right = draw_tag(surface, row.tag, rect, s, row.warn) - round(4 * s)
            theme.draw_text(surface, row.label, (box.right + round(8 * s), rect.centery), round(15 * s),
                            theme.TEXT if on else theme.TEXT_DIM, "sans", "midleft",
                            max_width=max(10, right - box.right - round(10 * s)))
            rows.append((rect, pl.group, row.key))
    return rows, hover_key
