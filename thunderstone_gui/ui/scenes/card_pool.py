"""The card pool, opened from New Game: every card of every game with its face, its full rules text and the help of
its keywords; searched as you type (every word must be in the card's name, keywords, kind or rules text; cards whose
name matches come first), filtered by set (a set the player does not own starts hidden: "Sets I own"); scrolled with
the wheel, the scroll bar, the arrow keys, Page Up / Page Down, Home / End. Esc clears the search, then goes back.

The sets come from every game system (`engine/card_sets.py`: `card_sets(game)`, `set_cards(game, id)`). A game with
a table draws its cards with its own art and explains them with its own help (`GameView.make_art`,
`GameView.card_help`); a game without one yet gets a plain face with the card's picture (`card_pictures`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from ...engine.card_sets import CardSetInfo, card_sets, set_cards
from ...engine.system import get_system, system_names
from ...i18n import N_, _, card_name, card_text
from .. import theme
from ..card_pictures import picture_for, picture_surface
from ..focus import Spot
from ..game_view import game_names, view_for
from ..scene import Scene
from ..sets_owned import is_owned
from ..strings import tr
from ..widgets import Button, TextField
from .common import back_or_title, backdrop, new_layout, title

if TYPE_CHECKING:
    from ..scene import AppServices

PLAIN_RATIO = 1.4          # height / width of a plain face
SCROLL_STEP = 60           # pixels per wheel notch or arrow key at the 1600x900 design size


class PoolSet(NamedTuple):
    game: str
    game_title: str
    info: CardSetInfo


class PoolCard(NamedTuple):
    """One card as the pool shows and searches it."""

    game: str
    set_id: str
    card: Any
    name: str
    kind: str                  # in words: "Hero", "Thunderstone Bearer"
    text: str
    keywords: tuple[str, ...]
    help: tuple[str, ...]
    words: str                 # what a search reads, lower case


# The words of the pool's lines no catalog entry has yet (the card data's kinds and keywords, the original game's
# set names), marked here; a word not listed is said through the catalog if it has it, else in English.
WORDS = {
    "xp": N_("XP"), "cache": N_("Treasure Cache"), "curse": N_("Curse"), "key": N_("Guardian Key"),
    "monster": N_("Monster"), "rat": N_("Giant Rat"), "room": N_("Dungeon Room"), "side_quest": N_("Side Quest"),
    "sponsorship": N_("Guild Sponsorship"), "thunderstone": N_("Thunderstone"), "adventurer": N_("Adventurer"),
    "legendary": N_("Legendary"), "starter": N_("Starter"), "abyssal": N_("Abyssal"), "doom": N_("Doom"),
    "doomknight": N_("Doomknight"), "dragon": N_("Dragon"), "enchanted": N_("Enchanted"), "golem": N_("Golem"),
    "nature": N_("Nature"), "ooze": N_("Ooze"), "pain": N_("Pain"), "spirit": N_("Spirit"), "fire": N_("Fire"),
    "polearm": N_("Polearm"), "elf": N_("Elf"), "humanoid": N_("Humanoid"),
}
SET_TITLES = (N_("Base game"), N_("Wrath of the Elements"), N_("Towers of Ruin"))


def kind_words(kind: str) -> str:
    return WORDS.get(kind, kind.replace("_", " ").capitalize())


def said_word(word: str) -> str:
    """A kind or keyword of the card data in the current language."""
    key = word.lower().replace(" ", "_")
    if key in WORDS:
        return _(WORDS[key])
    for text in (word, word.title(), word.capitalize()):
        if _(text) != text:
            return _(text)
    return word


def set_title(title: str) -> str:
    """A card set's name in the current language (Quest's own set's name is in the cards catalog)."""
    named = card_name(title)
    return named if named != title else _(title)


def pool() -> tuple[list[PoolSet], list[PoolCard]]:
    """Every set of every game system and every card of them."""
    sets: list[PoolSet] = []
    cards: list[PoolCard] = []
    with_table = set(game_names())
    for game in system_names():
        view = view_for(game) if game in with_table else None
        for info in card_sets(game):
            sets.append(PoolSet(game, _(view.title) if view is not None else get_system(game).title, info))
            for card in set_cards(game, info.id):
                keywords = tuple(sorted(str(k) for k in card.keywords))
                help_texts = tuple(view.card_help(card)) if view is not None else ()
                kind = kind_words(str(card.kind))
                said = (card_name(card.name), said_word(kind), tuple(said_word(k) for k in keywords),
                        card_text(card.text))
                words = " ".join((card.name, kind, " ".join(keywords), card.text, said[0], said[1], " ".join(said[2]),
                                  said[3])).lower()
                cards.append(PoolCard(game, info.id, card, said[0], said[1], said[3], said[2], help_texts, words))
    return sets, cards


def search(cards: list[PoolCard], query: str) -> list[PoolCard]:
    """The cards with every word of `query`; those whose name has them all first (each group in pool order)."""
    words = query.lower().split()
    if not words:
        return list(cards)
    found = [c for c in cards if all(w in c.words for w in words)]
    by_name = [c for c in found if all(w in c.name.lower() or w in str(c.card.name).lower() for w in words)]
    named = {id(c) for c in by_name}
    return by_name + [c for c in found if id(c) not in named]


class Cell(NamedTuple):
    card: PoolCard
    rect: pygame.Rect          # in list coordinates (y from the list's top, before scrolling)
    lines: list[tuple[str, str, int, theme.Color, int]]     # (text, face, size, colour, x offset)


class CardPoolScene(Scene):
    name = "card_pool"

    def __init__(self, app: AppServices, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back
        self.sets, self.cards = pool()
        self.shown_sets = {(s.game, s.info.id) for s in self.sets if is_owned(app.settings, s.info)}
        self.query = ""
        self.results: list[PoolCard] = []
        self.cells: list[Cell] = []
        self.content_h = 0
        self.scroll = 0
        self.dragging_bar = False
        self.hover: Cell | None = None
        self._wrapped: dict[tuple[int, int], list[tuple[str, str, int, theme.Color, int]]] = {}
        self._plain: dict[tuple[str, str, int], pygame.Surface] = {}

    # ------------------------------------------------------------------------------------------ layout
    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.s = s
        fs = round(18 * s)
        rh = round(40 * s)
        x0 = round(w * 0.04)
        y = round(78 * s)
        field = TextField("search", pygame.Rect(x0, y, round(w * 0.4), rh), self.query, 40, font_size=fs,
                          on_change=self._set_query)
        field.focused = not self.focus.shown
        self.widgets.add(field)
        self.count_pos = (field.rect.right + round(16 * s), field.rect.centery)
        # One chip per set, after its game's title; they wrap onto a second row when the window is narrow.
        y += rh + round(12 * s)
        x = x0
        ch = round(32 * s)
        self.game_labels: list[tuple[str, tuple[int, int]]] = []
        last_game = ""
        f = theme.fonts()
        for pool_set in self.sets:
            key = (pool_set.game, pool_set.info.id)
            label = set_title(pool_set.info.title)
            if not is_owned(self.app.settings, pool_set.info):
                label = tr("card_pool_not_owned", title=label)
            label = ("✓ " if key in self.shown_sets else "") + label
            cw = f.get("bold", fs - 3).size(label)[0] + round(30 * s)
            head = f.get("bold", round(14 * s)).size(pool_set.game_title)[0] + round(10 * s) \
                if pool_set.game != last_game else 0
            if x + head + cw > w - x0 and x > x0:
                x, y = x0, y + ch + round(8 * s)
            if head:
                self.game_labels.append((pool_set.game_title, (x, y + ch // 2)))
                x += head
                last_game = pool_set.game
            chip = Button(f"set:{pool_set.game}:{pool_set.info.id}", pygame.Rect(x, y, cw, ch), label,
                          partial(self.toggle_set, key), "normal" if key in self.shown_sets else "quiet",
                          font_size=fs - 3)
            chip.highlight = key in self.shown_sets
            self.widgets.add(chip)
            x += cw + round(10 * s)
        bw, bh = round(220 * s), round(48 * s)
        by = h - bh - round(18 * s)
        self.widgets.add(Button("back", pygame.Rect(w // 2 - bw // 2, by, bw, bh), tr("back"), self.go_back, "quiet",
                                "Esc", round(20 * s)))
        self.hint_y = by - round(8 * s)
        top = y + ch + round(14 * s)
        self.list_rect = pygame.Rect(x0, top, w - 2 * x0, self.hint_y - round(22 * s) - top)
        self.bar = pygame.Rect(self.list_rect.right - round(12 * s), self.list_rect.y, round(12 * s),
                               self.list_rect.h)
        self._refresh()

    def _refresh(self) -> None:
        """The results of the search in the shown sets, laid out in cells of two columns (one when narrow)."""
        s = self.s
        shown = [c for c in self.cards if (c.game, c.set_id) in self.shown_sets]
        self.results = search(shown, self.query)
        inner = self.list_rect.w - self.bar.w - round(12 * s)
        columns = max(1, inner // round(560 * s))
        gap = round(12 * s)
        cell_w = (inner - gap * (columns - 1)) // columns
        self.face_w = round(150 * s)
        self.cells = []
        y = 0
        for k in range(0, len(self.results), columns):
            row = self.results[k:k + columns]
            laid = [self._cell_lines(card, cell_w) for card in row]
            height = max(max(self._face_height(card) for card in row),
                         max(sum(line[2] + round(5 * s) for line in lines) for lines in laid)) + round(20 * s)
            for j, (card, lines) in enumerate(zip(row, laid)):
                self.cells.append(Cell(card, pygame.Rect(j * (cell_w + gap), y, cell_w, height), lines))
            y += height + gap
        self.content_h = y
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def _face_height(self, card: PoolCard) -> int:
        if card.game in game_names():
            return int(self.app.card_art(card.game).height(self.face_w))
        return round(self.face_w * PLAIN_RATIO)

    def _cell_lines(self, card: PoolCard, cell_w: int) -> list[tuple[str, str, int, theme.Color, int]]:
        """The text of a cell, wrapped to its width: the name, set and kind, the rules, the help of the keywords."""
        key = (id(card), cell_w)
        lines = self._wrapped.get(key)
        if lines is not None:
            return lines
        s = self.s
        width = cell_w - self.face_w - round(36 * s)
        f = theme.fonts()
        title = next((set_title(p.info.title) for p in self.sets if (p.game, p.info.id) == (card.game, card.set_id)),
                     "")
        lines = [(card.name, "bold", round(19 * s), theme.TEXT, 0)]
        meta = " · ".join(part for part in (title, card.kind, ", ".join(card.keywords)) if part)
        size = round(13 * s)
        lines += [(line, "sans", size, theme.ACCENT, 0) for line in f.wrap(meta, "sans", size, width)]
        size = round(15 * s)
        lines += [(line, "sans", size, theme.TEXT, 0) for line in f.wrap(card.text, "sans", size, width)]
        size = round(13 * s)
        for entry in card.help:
            wrapped = f.wrap(entry, "sans", size, width - round(12 * s))
            lines += [(("• " if j == 0 else "") + line, "sans", size, theme.TEXT_DIM, 0 if j == 0 else round(12 * s))
                      for j, line in enumerate(wrapped)]
        self._wrapped[key] = lines
        return lines

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.list_rect.h)

    # ------------------------------------------------------------------------------------------ changes
    def _set_query(self, text: str) -> None:
        self.query = text
        self.scroll = 0
        self._refresh()

    def toggle_set(self, key: tuple[str, str]) -> None:
        if key in self.shown_sets:
            self.shown_sets.discard(key)
        else:
            self.shown_sets.add(key)
        self.scroll = 0
        self.layout()

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))

    def go_back(self) -> None:
        back_or_title(self.app, self.back)

    # ------------------------------------------------------------------------------------------ events
    focus_arrows = False          # ↑ ↓ scroll the cards
    page_keys_wheel = False       # Page Up / Down too

    def more_focus_spots(self) -> list[Spot]:
        """The cards shown whole in the list now (I: the card large, as hovering its face shows it)."""
        area = self.list_rect
        pad = round(10 * self.s)
        top = area.y + pad - self.scroll
        spots = []
        for k, cell in enumerate(self.cells):
            rect = cell.rect.move(area.x + pad, top)
            if area.contains(rect):
                face = (rect.x + pad + self.face_w // 2, rect.y + pad + self.face_w // 2)
                spots.append(Spot(f"card:{k}", rect, face))
        return spots

    def get_event(self, event: pygame.event.Event) -> None:
        s = self.s
        if event.type == pygame.KEYDOWN:
            step = round(SCROLL_STEP * s)
            page = round(self.list_rect.h * 0.9)
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_END: self.max_scroll(), pygame.K_HOME: -self.content_h}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return
            if event.key == pygame.K_ESCAPE:
                if self.query:
                    self._clear_search()
                else:
                    self.go_back()
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * round(SCROLL_STEP * s))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.collidepoint(event.pos):
            self.dragging_bar = True
            self._scroll_to_bar(event.pos[1])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging_bar:
            self._scroll_to_bar(event.pos[1])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging_bar = False
        self.widgets.handle(event, self.app.mouse)
        field = self.widgets.get("search")
        if isinstance(field, TextField) and not self.focus.shown:
            # Typing always searches (nothing else on the screen takes text), unless the keyboard's ring is out:
            # Enter on the field types into it again.
            field.focused = True

    def _clear_search(self) -> None:
        field = self.widgets.get("search")
        if isinstance(field, TextField):
            field.text = ""
        self._set_query("")

    def _scroll_to_bar(self, y: int) -> None:
        thumb = self._thumb()
        track = self.bar.h - thumb.h
        if track > 0:
            self.scroll = round(max(0, min(1, (y - self.bar.y - thumb.h / 2) / track)) * self.max_scroll())

    def _thumb(self) -> pygame.Rect:
        if self.content_h <= self.list_rect.h:
            return pygame.Rect(self.bar)
        h = max(round(30 * self.s), self.bar.h * self.list_rect.h // self.content_h)
        y = self.bar.y + (self.bar.h - h) * self.scroll // max(1, self.max_scroll())
        return pygame.Rect(self.bar.x, y, self.bar.w, h)

    # ------------------------------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        s = self.s
        title(surface, tr("card_pool_title"), round(14 * s), round(40 * s))
        theme.draw_text(surface, tr("card_pool_count", n=len(self.results), total=len(self.cards)), self.count_pos,
                        round(16 * s), theme.TEXT_DIM, "sans", "midleft")
        for text, pos in self.game_labels:
            theme.draw_text(surface, text, pos, round(14 * s), theme.ACCENT, "bold", "midleft")
        theme.panel(surface, self.list_rect, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        self._draw_cells(surface)
        self._draw_bar(surface)
        self.widgets.draw(surface, self.app.mouse)
        field = self.widgets.get("search")
        if isinstance(field, TextField) and not field.text:
            theme.draw_text(surface, tr("card_pool_search"), (field.rect.x + round(22 * s), field.rect.centery),
                            round(16 * s), theme.TEXT_DIM, "sans", "midleft")
        theme.draw_text(surface, tr("card_pool_hint"), (surface.get_width() // 2, self.hint_y), round(13 * s),
                        theme.TEXT_DIM, "sans", "midbottom", max_width=self.list_rect.w)
        if self.hover is not None:
            self._draw_enlarged(surface, self.hover)

    def _draw_cells(self, surface: pygame.Surface) -> None:
        s = self.s
        area = self.list_rect
        pad = round(10 * s)
        clip = surface.get_clip()
        surface.set_clip(area.inflate(-4, -4))
        self.hover = None
        mouse = self.app.mouse
        if not self.results:
            theme.draw_text(surface, tr("card_pool_none", query=self.query), area.center, round(18 * s),
                            theme.TEXT_DIM, "sans", "center")
        top = area.y + pad - self.scroll
        for cell in self.cells:
            rect = cell.rect.move(area.x + pad, top)
            if rect.bottom < area.y or rect.y > area.bottom:
                continue
            pygame.draw.rect(surface, (34, 38, 46), rect, border_radius=round(8 * s))
            face = self.face(cell.card, self.face_w)
            face_rect = face.get_rect(topleft=(rect.x + pad, rect.y + pad))
            surface.blit(face, face_rect)
            if face_rect.collidepoint(mouse) and area.collidepoint(mouse):
                self.hover = cell._replace(rect=rect)
            x = face_rect.right + round(16 * s)
            y = rect.y + pad
            for text, font, size, color, dx in cell.lines:
                theme.draw_text(surface, text, (x + dx, y), size, color, font)
                y += size + round(5 * s)
        surface.set_clip(clip)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        if self.content_h <= self.list_rect.h:
            return
        pygame.draw.rect(surface, (40, 44, 52), self.bar, border_radius=self.bar.w // 2)
        pygame.draw.rect(surface, theme.ACCENT if self.dragging_bar else theme.PANEL_EDGE, self._thumb(),
                         border_radius=self.bar.w // 2)

    def _draw_enlarged(self, surface: pygame.Surface, cell: Cell) -> None:
        """The hovered face large, beside its cell (`cell.rect` on screen), so that its own text stays readable."""
        s = self.s
        w, h = surface.get_size()
        width = round(300 * s)
        face = self.face(cell.card, width)
        rect = face.get_rect()
        rect.left = cell.rect.right + round(12 * s)
        if rect.right > w - round(8 * s):
            rect.right = cell.rect.x - round(12 * s)
        rect.left = max(round(8 * s), rect.left)
        rect.top = max(round(8 * s), min(cell.rect.y, h - rect.h - round(8 * s)))
        theme.panel(surface, rect.inflate(round(12 * s), round(12 * s)), (18, 20, 26), theme.ACCENT, round(10 * s))
        surface.blit(face, rect)

    def face(self, card: PoolCard, width: int) -> pygame.Surface:
        if card.game in game_names():
            return self.app.card_art(card.game).face(card.card, width)
        return self.plain_face(card, width)

    def plain_face(self, card: PoolCard, width: int) -> pygame.Surface:
        """A face for a game without a table yet: its kind's colour, the name, the card's picture, the kind."""
        key = (card.game, str(getattr(card.card, "id", card.name)), width)
        surf = self._plain.get(key)
        if surf is not None:
            return surf
        height = round(width * PLAIN_RATIO)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        color = theme.group_color(kind_words(str(getattr(card.card, "kind", ""))))
        radius = max(4, width // 16)
        pygame.draw.rect(surf, theme.mix(color, (0, 0, 0), 0.35), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, width // 20), -max(4, width // 20))
        pygame.draw.rect(surf, theme.PARCHMENT, inner, border_radius=radius)
        band = pygame.Rect(inner.x, inner.y, inner.w, max(14, height // 7))
        pygame.draw.rect(surf, color, band, border_top_left_radius=radius, border_top_right_radius=radius)
        theme.draw_text(surf, card.name, band.center, max(9, width // 11), (255, 255, 255), "bold", "center",
                        max_width=band.w - 8)
        size = round(inner.w * 0.62)
        picture = picture_surface(picture_for(card.game, card.card), size, theme.mix(color, (0, 0, 0), 0.3))
        surf.blit(picture, picture.get_rect(center=(inner.centerx, band.bottom + (inner.bottom - band.bottom) // 2
                                                    - max(6, height // 24))))
        theme.draw_text(surf, card.kind, (inner.centerx, inner.bottom - max(4, height // 40)), max(8, width // 13),
                        theme.TEXT_DARK, "sans", "midbottom", max_width=inner.w - 8)
        self._plain[key] = surf
        return surf
