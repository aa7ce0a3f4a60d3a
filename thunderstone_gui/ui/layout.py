"""The table's frame, computed from the window size alone (pure rectangle maths: no window, no fonts): the bars and
the side column every game's table has, and the play area a game system's view fills (`GameView.resize`).

Reference design is 1600x900; every length is scaled by `scale = min(w / 1600, h / 900)`, so 1280x720 and
3840x2160 are the same table at different sizes.

    +--------------------------------------------------------------------------+
    | top bar: turn, what is decided, who you are (the game adds its own facts) |
    +------------------------------------------------------------+-------------+
    | main: the game's play area (GameView)                      | players     |
    |                                                            |             |
    |                                                            | game log    |
    +------------------------------------------------------------+-------------+
    | action bar: the game's buttons | status line | Hint Undo Redo End turn Menu |
    +--------------------------------------------------------------------------+
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

REF_W, REF_H = 1600, 900
MIN_W, MIN_H = 1280, 720
CARD_ASPECT = 1.4            # a card's height to its width, in every game


@dataclass
class Frame:
    width: int
    height: int
    scale: float
    pad: int
    top_bar: Rect
    action_bar: Rect
    main: Rect                   # the play area a game's view lays out
    side: Rect
    players_panel: Rect          # drawn by the game's view (what a player has differs from game to game)
    log_panel: Rect

    def font(self, base: float) -> int:
        """A font size scaled from the 1600x900 design (never below 9 px, so text stays readable)."""
        return max(9, round(base * self.scale))

    def px(self, base: float) -> int:
        return max(1, round(base * self.scale))


def frame_layout(width: int, height: int) -> Frame:
    width = max(width, 320)
    height = max(height, 240)
    scale = min(width / REF_W, height / REF_H)
    pad = max(4, round(8 * scale))
    top_h = max(28, round(40 * scale))
    bar_h = max(40, round(60 * scale))
    side_w = max(250, round(width * 0.2))
    top_bar = Rect(0, 0, width, top_h)
    action_bar = Rect(0, height - bar_h, width, bar_h)
    side = Rect(width - side_w, top_h, side_w, height - top_h - bar_h)
    main = Rect(pad, top_h + pad, width - side_w - 2 * pad, height - top_h - bar_h - 2 * pad)
    players_h = round(side.h * 0.36)
    players_panel = Rect(side.x + pad, side.y + pad, side.w - 2 * pad, players_h)
    log_panel = Rect(side.x + pad, players_panel.bottom + pad, side.w - 2 * pad, side.bottom - players_panel.bottom
                     - 2 * pad)
    return Frame(width, height, scale, pad, top_bar, action_bar, main, side, players_panel, log_panel)


def card_size_for_height(h: int) -> tuple[int, int]:
    """The width and height of a card at most `h` high (never narrower than 20)."""
    w = max(20, int(h / CARD_ASPECT))
    return w, round(w * CARD_ASPECT)


def hand_slots(area: Rect, count: int, card_w: int, card_h: int, gap: int) -> list[Rect]:
    """Rects for `count` cards in a row centred in `area`; they overlap evenly when they do not fit."""
    if count <= 0:
        return []
    natural = count * card_w + (count - 1) * gap
    if natural <= area.w:
        step: float = card_w + gap
        x0 = area.x + (area.w - natural) // 2
    else:
        step = (area.w - card_w) / max(1, count - 1)
        x0 = area.x
    y = area.bottom - card_h
    return [Rect(round(x0 + k * step), y, card_w, card_h) for k in range(count)]


def grid(area: Rect, count: int, cell_w: int, cell_h: int, gap: int) -> list[Rect]:
    """Cells left to right, top to bottom (viewers, dialogs)."""
    cols = max(1, (area.w + gap) // (cell_w + gap))
    out = []
    for k in range(count):
        row, col = divmod(k, cols)
        out.append(Rect(area.x + col * (cell_w + gap), area.y + row * (cell_h + gap), cell_w, cell_h))
    return out


def centered(outer: Rect, w: int, h: int) -> Rect:
    r = Rect(0, 0, min(w, outer.w), min(h, outer.h))
    r.center = outer.center
    return r


def row_of_buttons(area: Rect, widths: list[int], gap: int, align: str = "left") -> list[Rect]:
    total = sum(widths) + gap * (len(widths) - 1)
    if align == "right":
        x = area.right - total
    elif align == "center":
        x = area.x + (area.w - total) // 2
    else:
        x = area.x
    out = []
    for w in widths:
        out.append(Rect(x, area.y, w, area.h))
        x += w + gap
    return out
