import itertools

import pytest

from thunderstone_gui.ui.classic.table_view import ClassicView
from thunderstone_gui.ui.layout import hand_slots

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160), (1366, 768), (1280, 1024)]


def all_card_rects(L):
    rects = dict(L.supply_slots)
    for k, r in enumerate(L.ranks):
        rects[f"rank{k + 1}"] = r
    for k, r in enumerate(L.rank_info):
        rects[f"info{k + 1}"] = r
    rects.update(deck=L.deck_pile, discard=L.discard_pile, dungeon=L.dungeon_deck, hand=L.hand_area,
                 stats=L.stats_area)
    return rects


@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_and_everything_is_inside(size):
    L = ClassicView.compute(*size)
    rects = all_card_rects(L)
    screen = (0, 0, *size)
    for name, r in rects.items():
        assert r.w > 0 and r.h > 0, name
        assert L.main.contains(r), f"{name} {r} leaves the table area {L.main} at {size}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    for panel in (L.top_bar, L.action_bar, L.side, L.players_panel, L.log_panel):
        assert panel.clip(screen) == panel
    assert not L.main.colliderect(L.side)
    assert not L.players_panel.colliderect(L.log_panel)


def test_cards_grow_with_the_window_and_stay_readable():
    small, large = ClassicView.compute(1280, 720), ClassicView.compute(3840, 2160)
    assert small.supply_card[0] >= 75 and small.hand_card[0] >= 100
    assert large.supply_card[0] > 2.5 * small.supply_card[0] * 0.9
    for L in (small, large):
        w, h = L.supply_card
        assert abs(h / w - 1.4) < 0.03


def test_hand_slots_fit_and_overlap_evenly_when_needed():
    L = ClassicView.compute(1600, 900)
    w, h = L.hand_card
    six = hand_slots(L.hand_area, 6, w, h, 10)
    assert len(six) == 6 and all(L.hand_area.contains(r) for r in six)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(six, 2))
    many = hand_slots(L.hand_area, 14, w, h, 10)
    assert all(L.hand_area.contains(r) for r in many)
    steps = {b.x - a.x for a, b in zip(many, many[1:])}
    assert max(steps) - min(steps) <= 1
