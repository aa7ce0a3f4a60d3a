"""What every game's table draws alike, whatever its play area: a pill of words on a card, the players panel's rows
(each seat's frame, its colour, the active seat outlined), a battle preview's panel and the enlarged card with its
help texts beside the card it shows. The games' views (`ui/hall/view.py`, `ui/quest/table_view.py`) call them with
their layout `L` (a `layout.Frame`: `px`, `font`, the window's size and top bar)."""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import pygame

from . import marks, theme


def pill(surface: pygame.Surface, L: Any, rect: pygame.Rect, text: str, where: str = "bottomright",
         color: theme.Color = (20, 20, 24), size: int = 13) -> pygame.Rect:
    """Words in a pill on a card: at its "bottomright", "topright", "topleft", "midbottom" or "center"."""
    img = theme.fonts().render(text, "bold", L.font(size), theme.TEXT)
    box = img.get_rect().inflate(L.px(10), L.px(4))
    if where == "bottomright":
        box.bottomright = (rect.right - L.px(3), rect.bottom - L.px(3))
    elif where == "topright":
        box.topright = (rect.right - L.px(3), rect.y + L.px(3))
    elif where == "topleft":
        box.topleft = (rect.x + L.px(3), rect.y + L.px(3))
    elif where == "midbottom":
        box.midbottom = (rect.centerx, rect.bottom - L.px(3))
    else:
        box.center = rect.center
    pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))
    if where == "center":
        theme.popup(surface, box)        # a stamp across the card ("out of the battle"): over it on purpose
    else:
        theme.note_element(surface, box, f"pill {text!r}")
    return box


def footer_pill(surface: pygame.Surface, L: Any, rect: pygame.Rect, text: str, foot: int, where: str = "right",
                color: theme.Color = (20, 20, 24), size: int = 11) -> pygame.Rect:
    """A pill on a card laid on the table ("left", "right", "mid"), in the `foot` px strip a compact face keeps free
    of its values and rules text (a stack's count, a Hero's Strength or Skill, a hero stack's levels), shrunk to
    the card's width."""
    f = theme.fonts()
    size = f.fit(text, "bold", max(7, min(L.font(size), foot - 3)), rect.w - L.px(14), min_size=7)
    img = f.render(text, "bold", size, theme.TEXT)
    box = img.get_rect().inflate(L.px(8), 2)
    box.h = min(box.h, max(8, foot - 2))
    bottom = rect.bottom - max(1, L.px(2))
    if where == "left":
        box.bottomleft = (rect.x + L.px(3), bottom)
    elif where == "mid":
        box.midbottom = (rect.centerx, bottom)
    else:
        box.bottomright = (rect.right - L.px(3), bottom)
    pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))
    theme.note_element(surface, box, f"pill {text!r}")
    return box


def seat_rows(surface: pygame.Surface, L: Any, title: str, state: Any, highest: int) -> list[pygame.Rect]:
    """The players panel's title and a row for each seat (at most `highest` px high at the design size), each framed
    in its seat's colour, the active seat's outlined while the game goes on. Returns the rows, seat by seat."""
    area = L.players_panel
    theme.draw_text(surface, title.upper(), (area.x + L.px(10), area.y + L.px(6)), L.font(13), theme.TEXT_DIM, "bold")
    n = len(state.config.seats)
    top = area.y + L.font(13) + L.px(12)
    row_h = min(L.px(highest), (area.bottom - top - L.px(4)) // n)
    rows = []
    for seat in range(n):
        r = pygame.Rect(area.x + L.px(6), top + seat * row_h, area.w - L.px(12), row_h - L.px(4))
        active = seat == state.active and state.result is None
        color = theme.SEAT_COLORS[seat % 5]
        pygame.draw.rect(surface, theme.PANEL_LIGHT if active else (44, 50, 58), r, border_radius=L.px(6))
        if active:
            pygame.draw.rect(surface, color, r, max(1, L.px(2)), border_radius=L.px(6))
        # The seat's shape (as on the charts and the Champions' tokens) tops its colour's bar: not colour alone.
        radius = max(3, L.px(5))
        mark = marks.draw_shape(surface, marks.seat_shape(seat), (r.x + radius + 1, r.y + L.px(4) + radius + 1),
                                radius, color)
        theme.note_element(surface, mark, f"seat_shape {seat}")
        bar_top = mark.bottom + L.px(2)
        pygame.draw.rect(surface, color, (r.x, bar_top, L.px(5), r.bottom - L.px(4) - bar_top), border_radius=2)
        rows.append(r)
    return rows


def preview_panel(surface: pygame.Surface, L: Any, near: pygame.Rect, width: int, height: int,
                  top: int) -> pygame.Rect:
    """A battle preview's panel, `width` by `height`, to the right of `near` (to its left where the window ends),
    kept inside the window and below `top`. Returns the panel."""
    box = pygame.Rect(near.right + L.px(8), near.y, width, height)
    if box.right > L.width:
        box.right = near.x - L.px(8)
    box.bottom = min(box.bottom, L.height - L.px(4))
    box.y = max(box.y, top)
    theme.panel(surface, box, (20, 24, 30), theme.ACCENT, L.px(8))
    return box


def preview_rows(surface: pygame.Surface, L: Any, box: pygame.Rect, rows: Sequence[tuple[str, str, theme.Color]],
                 size: int, y: int) -> int:
    """A battle preview's rows from `y` down: what counts on the left, dimmed, its figure on the right in its colour.
    Returns the y below them."""
    line_h = theme.fonts().get("cond", size).get_linesize()
    inner = box.inflate(-L.px(16), 0)
    for left, right, color in rows:
        theme.draw_text(surface, left, (box.x + L.px(10), y), size, theme.TEXT_DIM, "cond", box=inner)
        theme.draw_text(surface, right, (box.right - L.px(10), y), size, color, "cond_bold", "topright", box=inner)
        y += line_h
    return y


class HelpLine(NamedTuple):
    text: str
    face: str             # "bold": an entry's heading, "sans": its text
    topic: str = ""       # a heading's keyword of the Rules screen (its "more…" link), "" for none


class Enlarged(NamedTuple):
    """Where the enlarged card and its help were drawn, and their "more…" links."""

    area: pygame.Rect
    links: list[tuple[pygame.Rect, str]]


def help_lines(entries: Sequence[tuple[str, str]], width: int, size: int) -> list[HelpLine]:
    """Help entries ("Heading: explanation", with the keyword of each) as lines: each heading in bold, its
    explanation wrapped to `width`."""
    f = theme.fonts()
    lines: list[HelpLine] = []
    for topic, text in entries:
        head, _sep, rest = text.partition(":")
        # A long heading wraps in two thirds of the width: its first line keeps room for its "more…" link.
        for k, ln in enumerate(f.wrap(head + ":", "bold", size, width * 2 // 3)):
            lines.append(HelpLine(ln, "bold", topic if k == 0 else ""))
        lines += [HelpLine(ln, "sans") for ln in f.wrap(rest.strip(), "sans", size, width)]
    return lines


def draw_enlarged(surface: pygame.Surface, L: Any, img: pygame.Surface | None, width: int, lines: Sequence[HelpLine],
                  size: int, near: pygame.Rect, more: str = "", clip: bool = False) -> Enlarged:
    """A card's face `img` (None: help alone), `width` wide, with its help `lines` below it, beside `near` without
    covering it and inside the window. `more`: the words of the headings' links to the Rules; `clip`: a help taller
    than the window is cut at its bottom."""
    f = theme.fonts()
    line_h = f.get("sans", size).get_linesize()
    card_h = img.get_height() if img is not None else 0
    help_h = (len(lines) * line_h + L.px(12)) if lines else 0
    total_h = card_h + help_h + L.px(6)
    x = near.right + L.px(12)
    if x + width > L.width - L.px(4):
        x = near.x - L.px(12) - width
    x = max(L.px(4), x)
    y = min(max(L.top_bar.bottom + L.px(4), near.centery - total_h // 2), L.height - total_h - L.px(4))
    y = max(L.px(4), y)
    if img is not None:
        pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(x + L.px(6), y + L.px(6), width, card_h),
                         border_radius=L.px(12))
        theme.blit(surface, img, (x, y), popup=True)
    links: list[tuple[pygame.Rect, str]] = []
    box = pygame.Rect(x, y, width, card_h)
    if lines:
        box = pygame.Rect(x, y + card_h + (L.px(6) if img is not None else 0), width, help_h)
        if clip:
            box.h = min(box.h, L.height - box.y - L.px(4))
        theme.panel(surface, box, (24, 28, 34), theme.ACCENT, L.px(8))
        more_w = f.get("sans", size).size(more)[0] if more else 0
        inner = box.inflate(-L.px(8), 0)
        ty = box.y + L.px(6)
        for line in lines:
            if clip and ty + line_h > box.bottom:
                break
            color = theme.ACCENT if line.face == "bold" else theme.TEXT
            theme.draw_text(surface, line.text, (box.x + L.px(8), ty), size, color, line.face, box=inner)
            if line.topic and more:
                link = pygame.Rect(box.right - L.px(8) - more_w, ty, more_w, line_h)
                theme.draw_text(surface, more, link.topleft, size, theme.INFO, "sans", box=inner)
                pygame.draw.line(surface, theme.INFO, (link.x, link.bottom - 2), (link.right, link.bottom - 2))
                links.append((link, line.topic))
            ty += line_h
    return Enlarged(pygame.Rect(x, y, width, box.bottom - y), links)
