"""Where everything of Thunderstone Advance's play area goes, computed from the frame and the number of ranks (pure
rectangle maths: no window, no fonts; unit-tested in tests/ui/test_advance_table.py).

The Hall has 3 ranks on the Dungeon side of the board and 4 on the Wilderness side; the card sizes are solved from
the space each row has, so both sides fit 1280x720 as well as 1600x900 and larger.

    +------------------------------------------------------------------------------+-------------+
    | HALL  [dungeon]  [rank N | info] ... [rank 1 | info]                         | players     |
    | VILLAGE row 1: 3 basic stacks · 4 hero stacks · Curse deck · Bearer · Horde   |             |
    |         row 2: 8 Village stacks · out of the game · news of the last move     | game log    |
    | YOU   [deck]  (cards put back) hand ..........................  [discard] stats|             |
    +------------------------------------------------------------------------------+-------------+
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from ..classic.layout import CARD_ASPECT, card_size_for_height
from ..layout import Frame, frame_layout

VILLAGE_ROW1 = 10    # 3 basics + 4 heroes + the Curse deck + the Bearer + the Horde
VILLAGE_ROW2 = 9     # 8 Village stacks + the cards out of the game
DECK_SHARE = 0.72    # the Dungeon Deck is drawn smaller than a monster: the ranks need the room


@dataclass
class AdvanceLayout(Frame):
    hall: Rect
    village: Rect
    you: Rect
    dungeon_deck: Rect
    ranks: list[Rect]            # card rects, rank 1 first
    rank_info: list[Rect]        # preview panels beside each rank, rank 1 first
    supply_slots: dict[str, Rect] = field(default_factory=dict)   # "basic:0".."basic:2", "hero:0".."hero:3",
    #                                        "village:0".."village:7", "curses", "bearer", "horde", "out"
    deck_pile: Rect = field(default_factory=Rect)
    discard_pile: Rect = field(default_factory=Rect)
    hand_area: Rect = field(default_factory=Rect)
    stats_area: Rect = field(default_factory=Rect)
    news: Rect = field(default_factory=Rect)   # what the last decision set off (Raid, Breach, Aftermath...)
    supply_card: tuple[int, int] = (0, 0)
    hand_card: tuple[int, int] = (0, 0)
    monster_card: tuple[int, int] = (0, 0)

    @property
    def rank_count(self) -> int:
        return len(self.ranks)


def compute(width: int, height: int, ranks: int = 3) -> AdvanceLayout:
    return play_area(frame_layout(width, height), ranks)


def play_area(frame: Frame, ranks: int = 3) -> AdvanceLayout:
    """The Hall (`ranks` ranks), the Village and the player's area in the frame's main area."""
    main, scale, pad = frame.main, frame.scale, frame.pad
    label_h = max(14, round(18 * scale))
    hall_h = round(main.h * 0.245)
    you_h = round(main.h * 0.265)
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
    for k in range(3):
        slots[f"basic:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    for k in range(4):
        slots[f"hero:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    for name in ("curses", "bearer", "horde"):
        slots[name] = Rect(x, y1, sw, sh)
        x += sw + gap
    y2 = y1 + row_h + label_h + pad // 2
    x = village.x
    for k in range(8):
        slots[f"village:{k}"] = Rect(x, y2, sw, sh)
        x += sw + gap
    x += group_gap - gap
    slots["out"] = Rect(x, y2, sw, sh)
    news_x = slots["out"].right + group_gap
    news = Rect(news_x, y2 - label_h, max(0, village.right - news_x), village.bottom - y2 + label_h)

    # Hall: the Dungeon Deck, then ranks N .. 1 left to right (Rank 1 farthest from the deck), each with an info
    # panel for its Darkness and the battle preview.
    mh_by_height = hall.h - label_h - pad
    min_info_ratio = 1.05 if ranks <= 3 else 0.95
    mw_by_width = int((hall.w - (ranks + 1) * gap - group_gap) / (DECK_SHARE + ranks * (1 + min_info_ratio)))
    mw, mh = card_size_for_height(min(mh_by_height, round(mw_by_width * CARD_ASPECT)))
    dw, dh = card_size_for_height(round(mh * DECK_SHARE))
    hy = hall.y + label_h
    dungeon_deck = Rect(hall.x, hy + (mh - dh), dw, dh)
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
    return AdvanceLayout(frame.width, frame.height, scale, pad, frame.top_bar, frame.action_bar, main, frame.side,
                         frame.players_panel, frame.log_panel, hall, village, you, dungeon_deck, rank_rects, infos,
                         slots, deck_pile, discard_pile, hand_area, stats_area, news, (sw, sh), (hw, hh), (mw, mh))
