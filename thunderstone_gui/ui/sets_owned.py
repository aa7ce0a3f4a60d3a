"""The card sets a player owns ("Sets I own" in New Game): the boxes of every game with a table, each ticked or not,
kept in the settings (`Settings.sets_not_owned`). Random setups, rerolls, the custom picker and the card pool offer
only the sets a player owns; a set that every game of its system needs (the original game's base set) is always
owned. The sets come from the game systems (`engine/card_sets.py`), so a game's table adds its own."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ..engine.card_sets import CardSetInfo, card_sets
from . import theme
from .game_view import game_names, view_for
from .overlays import Choice, Overlay, ScreenScale
from .strings import tr

if TYPE_CHECKING:
    from ..persistence.settings import Settings


def is_owned(settings: Settings, info: CardSetInfo) -> bool:
    return info.required or info.id not in settings.sets_not_owned


def owned_sets(settings: Settings, game: str) -> tuple[str, ...]:
    """The ids of the game's sets the player owns, in the game's order."""
    return tuple(info.id for info in card_sets(game) if is_owned(settings, info))


def not_owned_titles(settings: Settings, game: str, set_ids: tuple[str, ...]) -> list[str]:
    """The titles of the sets among `set_ids` the player does not own (a saved setup that uses them is refused)."""
    titles = {info.id: info.title for info in card_sets(game) if not is_owned(settings, info)}
    return [titles[s] for s in set_ids if s in titles]


def games_with_sets() -> list[tuple[str, str, tuple[CardSetInfo, ...]]]:
    """(game, its title, its sets) for every game with a table that names its sets."""
    out = []
    for game in game_names():
        sets = card_sets(game)
        if sets:
            out.append((game, view_for(game).title, sets))
    return out


class SetsOwnedDialog(Overlay):
    """A tick box for every set of every game with a table; each click is stored at once. Done, Enter or Esc
    closes it (and `on_close` lets the screen offer only the sets owned)."""

    def __init__(self, L: ScreenScale, app: Any, on_close: Callable[[], Any]) -> None:
        self.L = L
        self.app = app
        self.on_close = on_close
        self.problem = ""
        self.games = games_with_sets()
        row_h, head_h = L.px(40), L.px(34)
        height = L.px(120) + sum(head_h + len(sets) * row_h for _, _, sets in self.games) + L.px(70)
        self.rect = pygame.Rect(0, 0, L.px(620), min(L.height - L.px(20), height))
        self.rect.center = (L.width // 2, L.height // 2)
        self.heads: list[tuple[str, int]] = []
        self.choices: list[Choice] = []
        self.rows: list[tuple[Choice, CardSetInfo]] = []
        y = self.rect.y + L.px(96)
        for _, title, sets in self.games:
            self.heads.append((title, y))
            y += head_h
            for info in sets:
                rect = pygame.Rect(self.rect.x + L.px(30), y, self.rect.w - L.px(60), row_h - L.px(6))
                choice = Choice(rect, info.title, None, callback=partial(self.toggle, info),
                                enabled=not info.required)
                self.choices.append(choice)
                self.rows.append((choice, info))
                y += row_h
        bw, bh = L.px(180), L.px(46)
        self.done_choice = Choice(pygame.Rect(self.rect.centerx - bw // 2, self.rect.bottom - bh - L.px(16), bw, bh),
                                  tr("done"), None, callback=self.close)
        self.choices.append(self.done_choice)

    def toggle(self, info: CardSetInfo) -> None:
        settings = self.app.settings
        missing = list(settings.sets_not_owned)
        if info.id in missing:
            missing.remove(info.id)
        else:
            missing.append(info.id)
        settings.sets_not_owned = missing
        self.problem = self.app.save_settings()

    def close(self) -> None:
        self.done = True
        self.on_close()

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.take_choice_at(event.pos)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
        return True

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        L = self.L
        self.draw_dialog(surface, L, self.rect)
        theme.draw_text(surface, tr("sets_owned_title"), (self.rect.centerx, self.rect.y + L.px(18)), L.font(24),
                        theme.TEXT, "bold", "midtop")
        theme.draw_text(surface, tr("sets_owned_detail"), (self.rect.centerx, self.rect.y + L.px(56)), L.font(14),
                        theme.TEXT_DIM, "sans", "midtop", max_width=self.rect.w - L.px(30))
        for title, y in self.heads:
            theme.draw_text(surface, title.upper(), (self.rect.x + L.px(30), y + L.px(6)), L.font(15), theme.ACCENT,
                            "bold")
        for choice, info in self.rows:
            owned = is_owned(self.app.settings, info)
            hover = choice.enabled and choice.rect.collidepoint(mouse)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else theme.PANEL, choice.rect,
                             border_radius=L.px(6))
            side = choice.rect.h - L.px(14)
            box = pygame.Rect(choice.rect.x + L.px(10), choice.rect.centery - side // 2, side, side)
            pygame.draw.rect(surface, theme.GOOD if owned else theme.PANEL_EDGE, box, 0 if owned else 2,
                             border_radius=L.px(4))
            if owned:
                theme.draw_text(surface, "✓", box.center, L.font(16), theme.TEXT_DARK, "bold", "center")
            theme.draw_text(surface, info.title, (box.right + L.px(12), choice.rect.centery), L.font(17),
                            theme.TEXT if owned else theme.TEXT_DIM, "sans", "midleft")
            if info.required:
                theme.draw_text(surface, tr("set_required"), (choice.rect.right - L.px(10), choice.rect.centery),
                                L.font(13), theme.TEXT_DIM, "sans", "midright")
        c = self.done_choice
        hover = c.rect.collidepoint(mouse)
        pygame.draw.rect(surface, theme.mix(theme.PANEL_LIGHT, (255, 255, 255), 0.15) if hover else theme.PANEL_LIGHT,
                         c.rect, border_radius=L.px(8))
        pygame.draw.rect(surface, theme.ACCENT, c.rect, 1, border_radius=L.px(8))
        theme.draw_text(surface, c.label, c.rect.center, L.font(18), theme.TEXT, "bold", "center")
        if self.problem:
            theme.draw_text(surface, self.problem, (self.rect.centerx, c.rect.y - L.px(8)), L.font(13), theme.BAD,
                            "sans", "midbottom", max_width=self.rect.w - L.px(30))
