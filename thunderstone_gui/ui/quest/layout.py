"""Where everything of the Quest table goes, computed from the frame (pure rectangle maths: no window, no fonts;
unit-tested in tests/ui/test_quest_table.py). Every length comes from the frame's main area and scale, so 1280x720 and
3840x2160 are the same table at different sizes.

    +--------------------------------+------------------------------------------+
    | DUNGEON  [Keys] [Wilderness] [Guardian] | VILLAGE  Temple Bazaar Shop Guilds' Quarter (Marketplace) |
    |          [L1 room]  [L1 room]   |          Guilds' Quarter stacks · Treasure · Wounds · box |
    |          [L2 room]  [L2 room]   |          Marketplace stacks                 |
    |          [L3 room]  [L3 room]   |          Gear tokens · Monster decks        |
    +--------------------------------+------------------------------------------+
    | YOUR BOARD: HP track, Gear, XP, Side Quest, Guild | hand .............. | deck discard |
    +---------------------------------------------------------------------------+
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from ..layout import CARD_ASPECT, Frame, card_size_for_height, frame_layout

MARKET_SLOTS = 8
ROW_B_SLOTS = 7          # four Hero stacks, the Treasure deck, the Wound cards, the destroyed pile
LOCATIONS = ("temple", "bazaar", "shop", "guilds")
# Epic Thunderstone Quest's Village: The Marketplace is a fifth location, its three decks lie in the Gear row.
EPIC_LOCATIONS = (*LOCATIONS, "marketplace")
MARKET_DECKS = ("item", "spell", "weapon")
GEAR = ("iron_rations", "lantern", "potion")
ROOM_SLOTS = 7           # The Wilderness, then two rooms of each level (the engine's map indices)


@dataclass
class QuestLayout(Frame):
    dungeon: Rect
    village: Rect
    you: Rect
    rooms: list[Rect] = field(default_factory=list)             # room tiles by map index (0: The Wilderness)
    room_cards: list[Rect] = field(default_factory=list)        # where each room's Monster card is drawn
    keys_area: Rect = field(default_factory=Rect)
    guardian_card: Rect = field(default_factory=Rect)
    locations: dict[str, Rect] = field(default_factory=dict)
    epic_locations: dict[str, Rect] = field(default_factory=dict)   # Epic: the five locations
    market_decks: dict[str, Rect] = field(default_factory=dict)     # Epic: the Item, Spell and Weapon decks
    hero_slots: list[Rect] = field(default_factory=list)
    market_slots: list[Rect] = field(default_factory=list)
    treasure_slot: Rect = field(default_factory=Rect)
    wounds_slot: Rect = field(default_factory=Rect)
    box_slot: Rect = field(default_factory=Rect)
    gear_supply: dict[str, Rect] = field(default_factory=dict)
    monster_decks: list[Rect] = field(default_factory=list)
    board: Rect = field(default_factory=Rect)
    hp_cells: list[Rect] = field(default_factory=list)          # the Wound track: 8 cells, left to right
    gear_tokens: dict[str, Rect] = field(default_factory=dict)
    xp_token: Rect = field(default_factory=Rect)
    quest_card: Rect = field(default_factory=Rect)
    guild_card: Rect = field(default_factory=Rect)
    hand_area: Rect = field(default_factory=Rect)
    deck_pile: Rect = field(default_factory=Rect)
    discard_pile: Rect = field(default_factory=Rect)
    stack_card: tuple[int, int] = (0, 0)
    hand_card: tuple[int, int] = (0, 0)
    label_h: int = 14
    token: int = 24


def compute(width: int, height: int) -> QuestLayout:
    return play_area(frame_layout(width, height))


def card_w(height: int) -> int:
    return card_size_for_height(height)[0]


def play_area(frame: Frame) -> QuestLayout:
    main, s = frame.main, frame.scale
    gap = max(4, round(8 * s))
    label_h = max(12, round(17 * s))
    bottom_h = round(main.h * 0.25)
    top = Rect(main.x, main.y, main.w, main.h - bottom_h - gap)
    dungeon = Rect(top.x, top.y, round(main.w * 0.44), top.h)
    village = Rect(dungeon.right + gap, top.y, top.right - dungeon.right - gap, top.h)
    you = Rect(main.x, top.bottom + gap, main.w, bottom_h)
    L = QuestLayout(**vars(frame), dungeon=dungeon, village=village, you=you, label_h=label_h)
    _map(L, gap)
    _village(L, gap)
    _you(L, gap)
    return L


def _map(L: QuestLayout, gap: int) -> None:
    area = L.dungeon.inflate(-gap, 0)
    area.y += L.label_h
    area.h -= L.label_h
    row_gap = max(4, round(area.h * 0.025))
    col_gap = max(8, round(area.w * 0.05))
    row_h = (area.h - 3 * row_gap) // 4
    tile_w = (area.w - col_gap) // 2
    rows = [Rect(area.x, area.y + k * (row_h + row_gap), area.w, row_h) for k in range(4)]
    wilderness = Rect(0, rows[0].y, tile_w, row_h)
    wilderness.centerx = area.centerx
    tiles = [wilderness]
    for level in (1, 2, 3):
        row = rows[level]
        tiles.append(Rect(area.x, row.y, tile_w, row_h))
        tiles.append(Rect(area.x + tile_w + col_gap, row.y, tile_w, row_h))
    L.rooms = tiles
    inner = max(3, round(row_h * 0.05))
    ch = row_h - 2 * inner
    cw = card_w(ch)
    L.room_cards = [Rect(t.x + inner, t.y + inner, cw, ch) for t in tiles]
    side = (area.w - tile_w) // 2 - gap
    gw = min(cw, side)
    L.guardian_card = Rect(0, rows[0].y + inner, gw, round(gw * CARD_ASPECT))
    L.guardian_card.right = area.right
    L.keys_area = Rect(area.x, rows[0].y, max(10, side), row_h)


def _village(L: QuestLayout, gap: int) -> None:
    v = L.village.inflate(-gap, 0)
    y = v.y + L.label_h
    loc_h = max(round(v.h * 0.13), L.label_h * 3)
    loc_w = (v.w - 3 * gap) // 4
    L.locations = {loc: Rect(v.x + k * (loc_w + gap), y, loc_w, loc_h) for k, loc in enumerate(LOCATIONS)}
    epic_w = (v.w - 4 * gap) // 5
    L.epic_locations = {loc: Rect(v.x + k * (epic_w + gap), y, epic_w, loc_h) for k, loc in enumerate(EPIC_LOCATIONS)}
    y += loc_h + gap
    gear_h = max(round(v.h * 0.12), L.label_h * 2)
    # Two rows of stacks, each with its label above, between the locations and the Gear row.
    avail = v.bottom - y - gear_h - gap - 2 * (L.label_h + gap)
    by_height = card_w(avail // 2)
    by_width = (v.w - (MARKET_SLOTS - 1) * gap) // MARKET_SLOTS
    cw = max(24, min(by_height, by_width))
    ch = round(cw * CARD_ASPECT)
    L.stack_card = (cw, ch)
    # The rows of stacks in the middle of the space they have.
    y += max(0, (avail - 2 * ch) // 2)
    y += L.label_h
    L.hero_slots = [Rect(v.x + k * (cw + gap), y, cw, ch) for k in range(4)]
    right = [Rect(v.right - (3 - k) * cw - (2 - k) * gap, y, cw, ch) for k in range(3)]
    L.treasure_slot, L.wounds_slot, L.box_slot = right
    y += ch + gap + L.label_h
    L.market_slots = [Rect(v.x + k * (cw + gap), y, cw, ch) for k in range(MARKET_SLOTS)]
    y = max(y + ch + gap, v.bottom - gear_h)
    token = max(14, min(gear_h - L.label_h - 4, round(36 * L.scale)))
    L.token = token
    gy = y + L.label_h
    L.gear_supply = {g: Rect(v.x + k * (token * 2 + gap), gy, token, token) for k, g in enumerate(GEAR)}
    deck_h = max(16, v.bottom - gy - 2)
    deck_w = card_w(deck_h)
    x = v.right - 3 * (deck_w + round(token * 1.3)) + gap
    L.monster_decks = [Rect(x + k * (deck_w + round(token * 1.3)), gy, deck_w, deck_h) for k in range(3)]
    # Epic: the Marketplace's decks between the Gear tokens (and their counts) and the Monster decks, a column each
    # with the deck's type above it.
    start = L.gear_supply[GEAR[-1]].right + round(token * 0.9) + gap
    column = (L.monster_decks[0].x - 2 * gap - start) // len(MARKET_DECKS)
    mw = max(12, min(deck_w, column - 2 * gap))
    mh = min(deck_h, round(mw * CARD_ASPECT))
    L.market_decks = {kind: Rect(start + k * column + (column - mw) // 2, gy, mw, mh)
                      for k, kind in enumerate(MARKET_DECKS)}


def _you(L: QuestLayout, gap: int) -> None:
    you = L.you
    board = Rect(you.x, you.y, round(you.w * 0.3), you.h)
    L.board = board
    inner = board.inflate(-2 * gap, -gap)
    inner.y += L.label_h
    inner.h -= L.label_h
    card_h = min(round(inner.h * 0.9), round(inner.w * 0.22 * CARD_ASPECT))
    cw = card_w(card_h)
    L.guild_card = Rect(inner.right - cw, inner.y + L.label_h // 2, cw, card_h)
    L.quest_card = Rect(L.guild_card.x - gap - cw, L.guild_card.y, cw, card_h)
    track = Rect(inner.x, inner.y, L.quest_card.x - gap - inner.x, inner.h)
    # Three rows: the Wound track, the Gear tokens, the XP tokens.
    cell = max(10, min((track.w - gap) // 8, round(track.h * 0.16)))
    L.hp_cells = [Rect(track.x + k * cell, track.y + L.label_h, cell - 2, cell - 2) for k in range(8)]
    rest = track.bottom - (L.hp_cells[0].bottom + L.label_h)
    step = track.w // 3
    token = max(14, min(round(rest * 0.36), round(step * 0.55)))
    L.token = token
    ty = L.hp_cells[0].bottom + L.label_h
    L.gear_tokens = {g: Rect(track.x + k * step, ty, token, token) for k, g in enumerate(GEAR)}
    L.xp_token = Rect(track.x, ty + token + max(12, round(L.label_h * 0.8)), token, token)
    # The hand (six cards side by side at most) and the two piles.
    label = L.label_h
    pile_w = max(24, round(you.w * 0.062))
    pile_h = round(pile_w * CARD_ASPECT)
    L.discard_pile = Rect(you.right - pile_w, you.y + label, pile_w, pile_h)
    L.deck_pile = Rect(L.discard_pile.x - gap - pile_w, you.y + label, pile_w, pile_h)
    hand = Rect(board.right + 2 * gap, you.y + label, L.deck_pile.x - 2 * gap - board.right - 2 * gap, 0)
    by_height = card_w(you.h - label - max(14, round(18 * L.scale)))
    hw = max(24, min(by_height, (hand.w - 5 * gap) // 6))
    L.hand_card = (hw, round(hw * CARD_ASPECT))
    hand.h = L.hand_card[1]
    L.hand_area = hand
