"""New Game's setup tools, the same for every game whose card sets a randomizer draws (the original game,
Thunderstone Advance, Thunderstone Quest): the tabs "Cards in this game" / "Pick cards" / "Saved setups" (a game
without a card picker leaves out "Pick cards"), the random set drawn once per choice of options with the locked
entries kept, the lock and reroll of each entry, "Reroll the rest", the needs switch, the rulebook's setups, a saved
setup's card set read back, and the notes shown when there are none.

A game's setup panel mixes `SetupTools` in before `SetupPanel` and supplies what is its own: `tr` (its sentences:
each key used here is in its table or the shell's), `card_set()`, `_random_key()` (the options a random set is drawn
with), `_draw_random(keep)`, `_show(card_set)`, `_use_custom(card_set)`, `toggle(group, entry)`, `entry_name(entry)`
and `_reroll(card_set, **choice)` (its card set's reroll with the game's options: the sets or the board side).
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, TypeVar

import pygame
from pydantic import BaseModel, ValidationError

from . import card_faces, theme
from .focus import Spot
from .setup_entries import draw_notes
from .widgets import Button, Cycler, Toggle, WidgetGroup

if TYPE_CHECKING:
    from .game_view import SetupAreas
    from .saved_setups import SavedSetupsBox
    from .setup_entries import EntryBoard

TABS = ("cards", "pick", "saved")
ModelT = TypeVar("ModelT", bound=BaseModel)


class SetupTools:
    tabs: tuple[str, ...] = TABS
    setup_widget = "card_set"             # the id of the Cycler that chooses the setup
    single_kinds: tuple[str, ...] = ()     # kinds of entry a set has one of: locking another unlocks the first
    tr: Callable[..., str]
    scene: Any
    tab: str
    setup: str
    needs: bool
    locked: set[Any]
    labels: list[tuple[str, int]]
    rows: list[tuple[pygame.Rect, str, str]]
    hover_entry: Any
    saved: SavedSetupsBox
    board_view: EntryBoard
    seeds: random.Random
    s: float
    lists_rect: pygame.Rect
    col_cards: pygame.Rect
    content: pygame.Rect
    rolled: Any                            # the random set as the player's rerolls left it...
    rolled_key: tuple[Any, ...]            # ...while the draw's options stay these
    _drawn: tuple[tuple[Any, ...], Any] | None

    # ------------------------------------------------------------------------------------------ what the game gives
    def card_set(self) -> Any:
        raise NotImplementedError

    def _use_custom(self, card_set: Any) -> None:
        raise NotImplementedError

    def _reroll(self, card_set: Any, **choice: Any) -> Any:
        raise NotImplementedError

    def toggle(self, group: str, entry: str) -> None:
        raise NotImplementedError

    def _random_key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def _draw_random(self, keep: tuple[Any, ...]) -> Any:
        raise NotImplementedError

    def entry_name(self, entry: Any) -> str:
        raise NotImplementedError

    def _draw_preview(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ shared
    def rule_labels(self) -> list[tuple[str, int]]:
        return self.labels

    def fresh_seed(self) -> int:
        return self.seeds.randrange(1, 2**31)

    def _set_needs(self, value: bool) -> None:
        self.needs = value

    def random_card_set(self) -> Any:
        """The random set on screen: as rerolled, while the options stay; else drawn from the seed (once per choice
        of options: the screen asks every frame), the locked entries kept."""
        key = self._random_key()
        if self.is_rolled():
            return self.rolled
        drawn_key = key + (tuple(sorted(self.locked)),)
        if self._drawn is None or self._drawn[0] != drawn_key:
            self._drawn = (drawn_key, self._draw_random(tuple(sorted(self.locked))))
        return self._drawn[1]

    def is_rolled(self) -> bool:
        """Whether the random set shown is one the player rerolled or locked (a new seed draws again)."""
        return self.rolled is not None and self.rolled_key == self._random_key()

    def toggle_lock(self, entry: Any) -> None:
        current = self.card_set_or_none()
        if self.setup == "random" and current is not None:
            # Locking keeps what is on screen: the set is no longer drawn again with the lock as a new option.
            self.rolled, self.rolled_key = current, self._random_key()
        if entry in self.locked:
            self.locked.discard(entry)
        else:
            if entry.kind in self.single_kinds:
                self.locked = {e for e in self.locked if e.kind != entry.kind}
            self.locked.add(entry)
        self.scene.layout()

    def _show(self, card_set: Any) -> None:
        """Put a card set on screen: a random one stays random (until its options change); any other becomes the
        custom picks."""
        if self.setup == "random":
            self.rolled, self.rolled_key = card_set, self._random_key()
        else:
            self._use_custom(card_set)
        self.locked &= set(card_set.entries())

    def show_loaded(self, card_set: Any) -> None:
        """A saved setup's card set on screen as the custom one, nothing locked."""
        self._use_custom(card_set)
        self.locked = set()
        self.tab = "cards"
        cycler = self.scene.widgets.get(self.setup_widget)
        if isinstance(cycler, Cycler):
            cycler.set_value("custom")
        self.scene.layout()

    def saved_card_set(self, model: type[ModelT], data: dict[str, Any]) -> ModelT:
        """A saved setup's card set as the game's model (ValueError saying where it is damaged)."""
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise ValueError(self.tr("setup_damaged", where=".".join(str(p) for p in first["loc"]),
                                     why=first["msg"])) from None

    def card_set_or_none(self) -> Any:
        try:
            return self.card_set()
        except ValueError:
            return None

    def _current_or_say(self) -> Any:
        try:
            return self.card_set()
        except ValueError as exc:
            self.scene.say(str(exc), theme.BAD)
            return None

    def _set_setup(self, value: str) -> None:
        if value == "custom" and self.setup != "custom":
            current = self.card_set_or_none()
            if current is not None:
                self._use_custom(current)
            if "pick" in self.tabs:
                self.tab = "pick"        # choosing Custom is choosing cards: the picker shows them all
        self.setup = value
        cycler = self.scene.widgets.get(self.setup_widget)
        if isinstance(cycler, Cycler):
            cycler.set_value(value)
        current = self.card_set_or_none()
        if current is not None and value != "random":
            self.locked &= set(current.entries())
        self.scene.layout()

    def load_preset(self, setup_id: str) -> None:
        self._set_setup(setup_id)
        self.tab = "cards"
        self.scene.layout()

    def show_tab(self, tab: str) -> None:
        self.tab = tab
        if tab == "saved":
            self.saved.refresh()
        self.scene.layout()

    def _layout_rules(self, widgets: WidgetGroup, areas: SetupAreas, label: str, wid: str,
                      choices: list[tuple[Any, str]], value: Any, on_change: Callable[[Any], Any]) -> int:
        """The rules column: the game's rule option (its `label`, then a Cycler `wid` of `choices`), the needs switch
        of random sets; then the tabs of the lists area. Returns the y below the column's widgets."""
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        vx, y = areas.rules.x, areas.rules.y
        self.labels = [(label, y)]
        y += round(24 * s)
        widgets.add(Cycler(wid, pygame.Rect(vx, y, areas.rules.w, rh), choices, value, on_change, fs - 1))
        y += rh + gap
        self.labels.append((self.tr("random_sets"), y))
        y += round(24 * s)
        widgets.add(Toggle("needs", pygame.Rect(vx, y, areas.rules.w, rh), self.needs, self._set_needs,
                           (self.tr("needs_on"), self.tr("needs_off")), fs - 2))
        y += rh + gap
        self._layout_lists(widgets, areas)
        return y

    def draw(self, surface: pygame.Surface) -> None:
        """The card set column's title, the lists area with the tab shown, then the game's notes on the set."""
        s = self.s
        theme.draw_text(surface, self.tr("card_set").upper(), (self.col_cards.x, self.col_cards.y), round(16 * s),
                        theme.ACCENT, "bold")
        current = self.card_set_or_none()
        theme.panel(surface, self.lists_rect, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        self.hover_entry = None
        self.rows = []
        self.draw_tab_hint(surface)
        if self.tab == "cards":
            self._draw_cards(surface, current)
        elif self.tab == "pick":
            self._draw_lists(surface, current)
        else:
            self.saved.draw(surface)
        self._draw_set_notes(surface, current)

    def _draw_cards(self, surface: pygame.Surface, current: Any) -> None:
        """The "Cards in this game" tab: the card set as entries with their locks and rerolls."""
        raise NotImplementedError

    def _draw_board(self, surface: pygame.Surface, board: pygame.Rect, columns: list[tuple[str, list[Any]]],
                    current: Any, group_of_kind: dict[str, str]) -> None:
        """The card set's entries in `columns` on `board` (the left of the tab), the randomizer's notes at its right;
        a hovered entry shows its cards (`hover_entry`: its list by `group_of_kind`, its name)."""
        s = self.s
        area = self.content
        self.board_view.draw(surface, board, columns, s, self.scene.app.mouse, can_reroll=current is not None)
        if self.board_view.hover is not None:
            self.hover_entry = (group_of_kind[self.board_view.hover.kind], self.board_view.hover.name)
        notes_rect = pygame.Rect(board.right + round(16 * s), area.y, area.right - board.right - round(16 * s), area.h)
        pygame.draw.line(surface, theme.PANEL_EDGE, (notes_rect.x - round(8 * s), area.y),
                         (notes_rect.x - round(8 * s), area.bottom))
        draw_notes(surface, notes_rect, current.notes if current is not None else (), self._notes_empty(current), s)

    def _draw_lists(self, surface: pygame.Surface, current: Any) -> None:
        """The "Pick cards" tab."""
        raise NotImplementedError

    def _draw_set_notes(self, surface: pygame.Surface, current: Any) -> None:
        """What the card set column says under its widgets (the custom counts, the random or preset note)."""

    def draw_notes(self, surface: pygame.Surface, notes: list[tuple[str, theme.Color]], y: int, size: int,
                   step: int) -> None:
        """Notes on the card set under its column, wrapped, as far as there is room above the lists (`step`: the
        gap between two lines); when some do not fit, the last line shown ends with "…"."""
        s = self.s
        f = theme.fonts()
        bottom = self.lists_rect.y - round(4 * s)
        shown: list[tuple[str, theme.Color, int]] = []
        cut = False
        for text, color in notes:
            for line in f.wrap(text, "sans", size, self.col_cards.w):
                if y + size > bottom:
                    cut = True
                    break
                shown.append((line, color, y))
                y += size + step
            if cut:
                break
            y += round(4 * s)
        for k, (line, color, line_y) in enumerate(shown):
            if cut and k == len(shown) - 1:
                line = line.rstrip(" .,:;") + " …"
            theme.draw_text(surface, line, (self.col_cards.x, line_y), size, color, "sans",
                            max_width=self.col_cards.w)

    def _layout_lists(self, widgets: WidgetGroup, areas: SetupAreas) -> None:
        """The tabs along the top of the lists area, and the widgets of the tab shown."""
        s, fs = areas.scale, areas.font_size
        area = areas.lists
        th = round(32 * s)
        x = area.x + round(12 * s)
        y = area.y + round(8 * s)
        for tab in self.tabs:
            label = self.tr(f"tab_{tab}", n=len(self.saved.entries))
            w = theme.fonts().get("bold", fs - 3).size(label)[0] + round(34 * s)
            button = Button(f"tab:{tab}", pygame.Rect(x, y, w, th), label, partial(self.show_tab, tab),
                            "normal" if tab == self.tab else "quiet", font_size=fs - 3)
            button.highlight = tab == self.tab
            widgets.add(button)
            x += w + round(8 * s)
        self.tabs_right = x
        self.content = pygame.Rect(area.x + round(14 * s), y + th + round(12 * s), area.w - round(28 * s),
                                   area.bottom - y - th - round(22 * s))
        if self.tab == "cards":
            bw = round(200 * s)
            label = self.tr("reroll_rest") if self.locked else self.tr("reroll_all")
            widgets.add(Button("reroll_rest", pygame.Rect(area.right - bw - round(12 * s), y, bw, th), label,
                               self.reroll_rest, "normal", font_size=fs - 3))
        elif self.tab == "saved":
            self.saved.layout(widgets, self.content, s, areas.row_h, areas.gap, fs)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.tab == "saved":
            return self.saved.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.tab == "cards":
                hit = self.board_view.hit(event.pos)
                if hit is not None:
                    what, entry = hit
                    if what == "lock":
                        self.toggle_lock(entry)
                    else:
                        self.reroll_one(entry)
                    return True
                return False
            for rect, group, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.toggle(group, entry)
                    return True
        return False

    def focus_spots(self) -> list[Spot]:
        """The entries with their padlocks and ↻ (Cards in this game), the picker's rows (Pick cards)."""
        if self.tab == "cards":
            # A row too: I shows its cards, as hovering it does.
            return [Spot(f"{what}:{entry!r}", rect) for rect, what, entry in self.board_view.hits]
        if self.tab == "saved":
            return []
        return [Spot(f"pick:{group}:{entry}", rect) for rect, group, entry in self.rows]

    def reroll_one(self, entry: Any) -> None:
        current = self._current_or_say()
        if current is None:
            return
        try:
            new = self._reroll(current, only=entry)
        except ValueError as exc:
            self.scene.say(str(exc), theme.BAD)
            return
        came = [self.entry_name(e) for e in new.entries() if e not in current.entries()]
        self._show(new)
        self.scene.layout()
        self.scene.say(self.tr("rerolled_one", old=self.entry_name(entry), new=", ".join(came) or "—"), theme.GOOD)

    def reroll_rest(self) -> None:
        current = self._current_or_say()
        if current is None:
            return
        locked = tuple(e for e in current.entries() if e in self.locked)
        try:
            new = self._reroll(current, locked=locked)
        except ValueError as exc:
            self.scene.say(str(exc), theme.BAD)
            return
        self._show(new)
        self.scene.layout()
        self.scene.say(self.tr("rerolled_rest", n=len(locked)) if locked else self.tr("rerolled_all"), theme.GOOD)

    def _notes_empty(self, current: Any) -> str:
        if current is None:
            return self.tr("custom_incomplete")
        if self.setup == "random" or current.source == "random":
            return self.tr("notes_none") if self.needs else self.tr("notes_off")
        if self.setup == "custom":
            return self.tr("notes_custom")
        return self.tr("notes_preset")

    def draw_tab_hint(self, surface: pygame.Surface) -> None:
        """What the tab shown is for, right of the tabs (left of "Reroll the rest" on the cards' tab)."""
        if self.tab == "saved":
            return
        s = self.s
        area = self.lists_rect
        right = area.right - round(230 * s) if self.tab == "cards" else area.right
        theme.draw_text(surface, self.tr(f"{self.tab}_hint"), (self.tabs_right + round(10 * s), area.y + round(24 * s)),
                        round(13 * s), theme.TEXT_DIM, "sans", "midleft",
                        max_width=max(10, right - self.tabs_right - round(20 * s)))

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.tab == "saved":
            self.saved.draw_over(surface)
        self._draw_preview(surface)

    def start_blocked(self) -> str:
        """Why Start cannot start this card set yet (a sentence naming what is missing), or "" when it can. A game
        whose panel does not say keeps Start on and refuses with the card set's sentence when pressed."""
        return ""

    def show_cards(self, surface: pygame.Surface, cards: list[Any], game: str) -> None:
        """The faces of a hovered entry's cards in a row above the mouse (below it near the top of the screen); none
        while the screen asks a question."""
        if not cards or self.scene.overlay is not None:
            return
        w, h = surface.get_size()
        s = self.s
        mouse = self.scene.app.mouse
        gap = round(10 * s)
        cw = round(190 * s) if len(cards) <= 3 else max(round(96 * s), min(round(150 * s),
                                                                          (w - 40) // len(cards) - gap))
        total = len(cards) * (cw + gap) - gap
        ch = card_faces.card_height(cw)        # every game's faces have one shape
        x = max(round(10 * s), min(mouse[0] - total // 2, w - total - round(10 * s)))
        y = mouse[1] - ch - round(24 * s)
        if y < round(10 * s):
            y = mouse[1] + round(24 * s)
        theme.panel(surface, pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap), (18, 20, 26), theme.ACCENT,
                    round(10 * s))
        art = self.scene.app.card_art(game)
        for card in cards:
            theme.blit(surface, art.face(card, cw), (x, y), popup=True)
            x += cw + gap

