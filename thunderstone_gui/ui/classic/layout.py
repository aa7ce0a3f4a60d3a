"""Where everything of the original game's play area goes, computed from the frame (pure rectangle maths: no window,
no fonts; unit-tested in tests/ui/test_layout.py).

The card sizes are solved from the space each row of the frame's main area has, so 1280x720 and 3840x2160 are the
same table at different sizes.

    +------------------------------------------------------------+-------------+
    | HALL   [dungeon deck] [rank 3 | info] [rank 2 | info] [rank 1 | info]    | players     |
    | VILLAGE row 1: 4 basic stacks · 4 hero stacks · Disease · XP             |             |
    |         row 2: 8 village stacks · Destroyed pile                          | game log    |
    | YOU    [deck]  hand ............................  [discard]  stats       |             |
    +------------------------------------------------------------+-------------+
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from ..layout import Frame, frame_layout

CARD_ASPECT = 1.4
VILLAGE_ROW1 = 10    # 4 basics + 4 heroes + Disease + XP
VILLAGE_ROW2 = 9     # 8 village stacks + the destroyed pile


def card_size_for_height(h: int) -> tuple[int, int]:
    w = max(20, int(h / CARD_ASPECT))
    return w, round(w * CARD_ASPECT)


@dataclass
class TableLayout(Frame):
    hall: Rect
    village: Rect
    you: Rect
    dungeon_deck: Rect
    ranks: list[Rect]            # card rects, rank 1 first
    rank_info: list[Rect]        # preview panels beside each rank, rank 1 first
    supply_slots: dict[str, Rect] = field(default_factory=dict)   # "basic:0".."basic:3", "hero:0".., "village:0"..,
    #                                                                "disease", "xp", "trash"
    deck_pile: Rect = field(default_factory=Rect)
    discard_pile: Rect = field(default_factory=Rect)
    hand_area: Rect = field(default_factory=Rect)
    stats_area: Rect = field(default_factory=Rect)
    supply_card: tuple[int, int] = (0, 0)
    hand_card: tuple[int, int] = (0, 0)
    monster_card: tuple[int, int] = (0, 0)


def compute(width: int, height: int) -> TableLayout:
    return play_area(frame_layout(width, height))


def play_area(frame: Frame) -> TableLayout:
    """The Hall, the Village and the player's area in the frame's main area."""
    main, scale, pad = frame.main, frame.scale, frame.pad
    label_h = max(14, round(18 * scale))
    hall_h = round(main.h * 0.235)
    you_h = round(main.h * 0.275)
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
    for k in range(4):
        slots[f"basic:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    for k in range(4):
        slots[f"hero:{k}"] = Rect(x, y1, sw, sh)
        x += sw + gap
    x += group_gap - gap
    slots["disease"] = Rect(x, y1, sw, sh)
    x += sw + gap
    slots["xp"] = Rect(x, y1, sw, sh)
    y2 = y1 + row_h + label_h + pad // 2
    x = village.x
    for k in range(8):
        slots[f"village:{k}"] = Rect(x, y2, sw, sh)
        x += sw + gap
    x = slots["disease"].x
    slots["trash"] = Rect(x, y2, sw, sh)

    # Hall: the Dungeon deck, then ranks 3, 2, 1 left to right (Rank 1 farthest from the deck), each with an
    # info panel for the light penalty and the battle preview.
    mh_by_height = hall.h - label_h - pad
    min_info_ratio = 1.05
    mw_by_width = int((hall.w - 4 * gap - group_gap) / (1 + 3 * (1 + min_info_ratio)))
    mw, mh = card_size_for_height(min(mh_by_height, round(mw_by_width * CARD_ASPECT)))
    # The info panels take the width that is left (battle previews need room), up to twice a card.
    info_w = min(round(mw * 2.0), (hall.w - mw - group_gap - 3 * mw - 3 * (gap // 2) - 3 * gap) // 3)
    hy = hall.y + label_h
    dungeon_deck = Rect(hall.x, hy, mw, mh)
    ranks: list[Rect] = [Rect(0, 0, 0, 0)] * 3
    infos: list[Rect] = [Rect(0, 0, 0, 0)] * 3
    x = dungeon_deck.right + group_gap
    for rank in (3, 2, 1):
        ranks[rank - 1] = Rect(x, hy, mw, mh)
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
    hand_area = Rect(deck_pile.right + group_gap, you.y + label_h, discard_pile.x - group_gap - deck_pile.right
                     - group_gap, hh)
    return TableLayout(frame.width, frame.height, scale, pad, frame.top_bar, frame.action_bar, main, frame.side,
                       frame.players_panel, frame.log_panel, hall, village, you, dungeon_deck, ranks, infos, slots,
                       deck_pile, discard_pile, hand_area, stats_area, (sw, sh), (hw, hh), (mw, mh))
