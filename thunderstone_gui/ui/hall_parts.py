"""The pieces of a table view that the games played in a Dungeon Hall of ranks (the original game, Thunderstone
Advance) draw and answer alike: the seats' rectangles, an empty pile's slot, the hand's cards in order for the number
keys, and the highlights of what can act now. Mixed in before `GameView` by `ClassicView` and `AdvanceView`; they
give `layout` (with `ranks`), `regions`, `card_rects`, `region()` and `drawn`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ..engine.actions import Action
from . import theme

if TYPE_CHECKING:
    from .game_view import Region


class HallViewParts:
    layout: Any
    regions: list[Region]
    card_rects: dict[int, pygame.Rect]
    drawn: Any

    if TYPE_CHECKING:
        def region(self, key: str) -> Region | None: ...     # GameView's (the mixin comes before it)

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        region = self.region(f"opponent:{seat}")
        return region.rect if region is not None else None

    def hand_regions(self, state: Any = None) -> list[Region]:
        """The hand's cards left to right (Weapons tucked behind a Hero left out): number keys 1-9 pick them."""
        state = state or self.drawn
        regions = [r for r in self.regions if r.key.startswith("hand:")]
        equipped = set(state.turn.equips) if state is not None else set()
        return sorted((r for r in regions if r.iid not in equipped), key=lambda r: r.rect.x)

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        L = self.layout
        pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, theme.BG, 0.3), rect, border_radius=L.px(8))
        pygame.draw.rect(surface, (70, 96, 86), rect, max(1, L.px(2)), border_radius=L.px(8))
        if label:
            lines = theme.fonts().wrap(label, "cond", L.font(12), rect.w - 8)
            y = rect.centery - len(lines) * L.font(12) // 2
            for line in lines:
                theme.draw_text(surface, line, (rect.centerx, y), L.font(12), theme.TEXT_DIM, "cond", "midtop")
                y += L.font(12) + 2

    def draw_highlights(self, surface: pygame.Surface, state: Any, legal: Sequence[Action],
                        hint: Action | None) -> None:
        L = self.layout
        w = max(2, L.px(3))
        # Cards that can do something now glow softly; the ranks that can be attacked are outlined.
        usable: set[int] = set()
        ranks: set[int] = set()
        for a in legal:
            if a.kind == "attack":
                ranks.add(a.rank)
            elif a.card >= 0 and a.kind != "choose":
                usable.add(a.card)
        equipped = state.turn.equips
        for iid, rect in self.card_rects.items():
            if iid in usable and iid not in equipped:
                pygame.draw.rect(surface, theme.mix(theme.HIGHLIGHT, theme.FELT, 0.35), rect.inflate(w * 2, w * 2), w,
                                 border_radius=L.px(10))
        for rank in ranks:
            if rank <= len(L.ranks):
                pygame.draw.rect(surface, theme.BAD, L.ranks[rank - 1].inflate(w * 2, w * 2), w,
                                 border_radius=L.px(10))
        if hint is not None:
            for iid in (hint.card, hint.target):
                spot = self.card_rects.get(iid)
                if spot is not None:
                    pygame.draw.rect(surface, theme.INFO, spot.inflate(w * 4, w * 4), w + 1, border_radius=L.px(12))
            if hint.rank and hint.rank <= len(L.ranks):
                pygame.draw.rect(surface, theme.INFO, L.ranks[hint.rank - 1].inflate(w * 4, w * 4), w + 1,
                                 border_radius=L.px(12))
