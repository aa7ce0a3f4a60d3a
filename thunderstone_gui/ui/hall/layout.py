"""Where everything of a Hall game's play area goes (the original game, Thunderstone Advance), computed from the frame,
the game's shape (`HallShape`) and the number of ranks: pure rectangle maths, no window, no fonts (unit-tested in
tests/ui/test_layout.py and tests/ui/test_advance_table.py).

The card sizes are solved from the space each row of the frame's main area has, so 1280x720 and 3840x2160 are the
same table at different sizes; Advance's Wilderness side (4 ranks) fits as well as 3 ranks.

    +--------------------------------------------------------------------------------+-------------+
    | HALL     [dungeon deck] [rank N | info] ... [rank 1 | info]                      | players     |
    | VILLAGE  row 1: basic stacks · 4 hero stacks · the game's own slots (Disease, XP) |             |
    |          row 2: 8 Village stacks · the game's own slots (the destroyed pile)      | game log    |
    | YOU      [deck]  hand .................................  [discard]  stats        |             |
    +--------------------------------------------------------------------------------+-------------+
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from pygame import Rect

from ..layout import CARD_ASPECT, Frame, card_size_for_height

VILLAGE_ROW1 = 10    # the widest row of stacks: the card size is solved for it


class HallShape(NamedTuple):
    """How a Hall game shares its play area out."""

    hall_share: float             # of the main area's height
    you_share: float
    basics: int                   # basic stacks at the start of the Village's first row
    row1: tuple[str, ...]         # the game's own slots after the 4 hero stacks (classic: Disease, XP)
    row2: tuple[str, ...]         # and after the 8 Village stacks (classic: the destroyed pile)
    row2_under_row1: bool = False  # the second row's own slots stand under the first row's (else after a gap)
    deck_share: float = 1.0       # the Dungeon Deck's height against a monster's
    news: bool = False            # a box for the news of the last decision after the second row


@dataclass
class HallLayout(Frame):
    hall: Rect
    village: Rect
    you: Rect
    dungeon_deck: Rect
    ranks: list[Rect]            # card rects, rank 1 first
    rank_info: list[Rect]        # preview panels beside each rank, rank 1 first
    supply_slots: dict[str, Rect] = field(default_factory=dict)   # "basic:0".., "hero:0".."hero:3",
    #                                                 "village:0".."village:7", and the shape's own slot names
    deck_pile: Rect = field(default_factory=Rect)
    discard_pile: Rect = field(default_factory=Rect)
    hand_area: Rect = field(default_factory=Rect)
    stats_area: Rect = field(default_factory=Rect)
    news: Rect = field(default_factory=Rect)   # what the last decision set off (an empty Rect: the game has none)
    supply_card: tuple[int, int] = (0, 0)
    hand_card: tuple[int, int] = (0, 0)
    monster_card: tuple[int, int] = (0, 0)

    @property
    def rank_count(self) -> int:
        return len(self.ranks)


def play_area(frame: Frame, shape: HallShape, ranks: int = 3) -> HallLayout:
    """The Hall (`ranks` ranks), the Village and the player's area in the frame's main area."""
    main, scale, pad = frame.main, frame.scale, frame.pad
    label_h = max(14, round(18 * scale))
    hall_h = round(main.h * shape.hall_share)
    you_h = round(main.h * shape.you_share)
    village_h = main.h - hall_h - you_h - 2 * pad
    hall = Rect(main.x, main.y, main.w, hall_h)
    village = Rect(main.x, hall.bottom + pad, main.w, village_h)
    you = Rect(main.x, village.bottom + pad, main.w, you_h)

    # Village: two rows of stacks, card size from the tighter of height and width.
    row_h = (village.h - 2 * label_h - pad) // 2
    gap = max(4, round(10 * scale))
    group_gap = gap * 2
    w_by_width = (village.w - (VILLAGE_ROW1 - 1) * gap - 2 * group_gap) // VILLAGE_ROW1
    sw, sh = card_size_for_height(min(row_h - round(14 * scale), round(w_by_width * CARD_ASPECT)))
    slots: dict[str, Rect] = {}
    y1 = village.y + label_h
    x = village.x
    for k in range(shape.basics):
        slots[f"basic:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    for k in range(4):
        slots[f"hero:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    for name in shape.row1:
        slots[name] = Rect(x, y1, sw, sh)
        x += sw + gap
    y2 = y1 + row_h + label_h + pad // 2
    x = village.x
    for k in range(8):
        slots[f"village:{k}"] = Rect(x, y2, sw, sh)
        x += sw + gap
    x = slots[shape.row1[0]].x if shape.row2_under_row1 else x + group_gap - gap
    for name in shape.row2:
        slots[name] = Rect(x, y2, sw, sh)
        x += sw + gap
    news = Rect(0, 0, 0, 0)
    if shape.news:
        news_x = slots[shape.row2[-1]].right + group_gap
        news = Rect(news_x, y2 - label_h, max(0, village.right - news_x), village.bottom - y2 + label_h)

    # Hall: the Dungeon Deck, then ranks N .. 1 left to right (Rank 1 farthest from the deck), each with an info
    # panel for what the rank asks (Light, Darkness) and the battle preview.
    mh_by_height = hall.h - label_h - pad
    min_info_ratio = 1.05 if ranks <= 3 else 0.95
    mw_by_width = int((hall.w - (ranks + 1) * gap - group_gap) / (shape.deck_share + ranks * (1 + min_info_ratio)))
    mw, mh = card_size_for_height(min(mh_by_height, round(mw_by_width * CARD_ASPECT)))
    dw, dh = (mw, mh) if shape.deck_share == 1.0 else card_size_for_height(round(mh * shape.deck_share))
    hy = hall.y + label_h
    dungeon_deck = Rect(hall.x, hy + (mh - dh), dw, dh)
    # The info panels take the width that is left (battle previews need room), up to twice a card.
    used = dw + group_gap + ranks * (mw + gap // 2 + gap)
    info_w = min(round(mw * 2.0), (hall.w - used) // ranks)
    rank_rects: list[Rect] = [Rect(0, 0, 0, 0)] * ranks
    infos: list[Rect] = [Rect(0, 0, 0, 0)] * ranks
    x = dungeon_deck.right + group_gap
    for rank in range(ranks, 0, -1):
        rank_rects[rank - 1] = Rect(x, hy, mw, mh)
        infos[rank - 1] = Rect(x + mw + gap // 2, hy, info_w, mh)
        x += mw + gap // 2 + info_w + gap

    # You: deck pile, hand, discard pile, stats.
    hh = you.h - label_h - pad
    hw, hh = card_size_for_height(hh)
    pile_w, pile_h = card_size_for_height(round(hh * 0.8))
    deck_pile = Rect(you.x, you.y + label_h + (hh - pile_h), pile_w, pile_h)
    stats_w = max(round(150 * scale), 130)
    stats_area = Rect(you.right - stats_w, you.y + label_h, stats_w, hh)
    discard_pile = Rect(stats_area.x - gap - pile_w, deck_pile.y, pile_w, pile_h)
    hand_area = Rect(deck_pile.right + group_gap, you.y + label_h,
                     discard_pile.x - group_gap - deck_pile.right - group_gap, hh)
    return HallLayout(frame.width, frame.height, scale, pad, frame.top_bar, frame.action_bar, main, frame.side,
                      frame.players_panel, frame.log_panel, hall, village, you, dungeon_deck, rank_rects, infos,
                      slots, deck_pile, discard_pile, hand_area, stats_area, news, (sw, sh), (hw, hh), (mw, mh))
