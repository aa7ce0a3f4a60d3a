"""New Game: the game (when more than one has a table), its seats (Human or Computer at a level) and names, the
undo policy, the seed (empty: a deal nobody can know, drawn at Start; typed: that deal again); the game's own options
come from its setup panel
(`GameView.setup_panel`; classic: the card sets in play, the card set, the rules edition). Two buttons for every
game: the card pool (every card of every game) and "Sets I own"; a panel's questions (replace a setup?) are
overlays of the screen (`overlay`)."""

from __future__ import annotations

import secrets
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pydantic import ValidationError

from ...engine.config import GameConfig, Seat
from ...engine.system import get_system
from ...i18n import _
from ...persistence.limits import SETTINGS_NAMES
from .. import theme
from ..ai_runner import available_levels
from ..focus import Spot
from ..game_view import SetupAreas, SetupPanel, game_names, view_for
from ..match import Match
from ..overlays import Overlay, ScreenScale
from ..scene import Scene
from ..sets_owned import SetsOwnedDialog
from ..strings import level_name, tr
from ..widgets import Button, Cycler, TextField
from .common import backdrop, new_layout, question_takes, title

if TYPE_CHECKING:
    from ..scene import AppServices


class NewGameScene(Scene):
    name = "new_game"
    redraw_on_demand = True
    heading = "new_game"           # the screen's title (Host a game: ui/scenes/net_play.py)

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.game = game_names()[0]
        most = max(get_system(game).config_class.MAX_SEATS for game in game_names())
        names = list(app.settings.player_names) + [tr("player")] * most
        self.names_pool = names
        self.levels = available_levels(self.game)
        # The seats of the last game started here, as far as this game allows them.
        kinds = [k if k == "human" or k[3:] in self.levels else "human" for k in app.settings.seat_kinds]
        kinds = (kinds + ["human"] * self.min_seats)[:max(self.min_seats, min(len(kinds), self.max_seats))]
        self.seats: list[dict[str, Any]] = [{"name": names[k], "kind": kind} for k, kind in enumerate(kinds)]
        self.undo_policy = "strict"
        # The deal's seed stays unknown to every seat: drawn from the operating system at Start, unless a player types
        # one to play a known deal again. A random card set is drawn from randomness of its own (`setup_seed`): the
        # set is on screen for everyone, so it must say nothing about the deal.
        self.seed: int | None = None
        self.setup_seed = secrets.randbits(62)
        self.overlay: Overlay | None = None       # a question over the screen (the panel's, Sets I own)
        self.panel: SetupPanel = view_for(self.game).setup_panel(self)

    @property
    def min_seats(self) -> int:
        return get_system(self.game).config_class.MIN_SEATS

    @property
    def max_seats(self) -> int:
        return get_system(self.game).config_class.MAX_SEATS

    # ------------------------------------------------------------------------------------------ layout
    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.s = s
        fs = round(18 * s)
        rh = round(42 * s)
        gap = round(10 * s)
        # Players
        x0 = round(w * 0.04)
        self.col_players = pygame.Rect(x0, round(110 * s), round(w * 0.36), round(330 * s))
        y = self.col_players.y + round(34 * s)
        kind_options = self.kind_options()
        for k, seat in enumerate(self.seats):
            nw = round(self.col_players.w * 0.42)
            field = TextField(f"name:{k}", pygame.Rect(x0, y, nw, rh), seat["name"], 24, font_size=fs,
                              on_change=partial(self.set_seat, k, "name"))
            self.widgets.add(field)
            kw = round(self.col_players.w * 0.4)
            self.widgets.add(Cycler(f"kind:{k}", pygame.Rect(x0 + nw + gap, y, kw, rh), kind_options, seat["kind"],
                                    partial(self.set_seat, k, "kind"), fs - 2))
            rm = Button(f"remove:{k}", pygame.Rect(x0 + nw + kw + 2 * gap, y, self.col_players.w - nw - kw - 2 * gap,
                                                   rh), "✕", partial(self.remove_seat, k), "quiet",
                        font_size=fs)
            rm.enabled = len(self.seats) > self.min_seats
            self.widgets.add(rm)
            y += rh + gap
        add = Button("add_seat", pygame.Rect(x0, y, round(200 * s), rh), tr("add_seat"), self.add_seat, "normal",
                     font_size=fs)
        add.enabled = len(self.seats) < self.max_seats
        self.widgets.add(add)
        bw, bh = round(260 * s), round(58 * s)
        by = h - bh - round(26 * s)
        # The game (a choice only when several games have a table), then its own options
        cx = round(w * 0.43)
        self.col_cards = pygame.Rect(cx, round(110 * s), round(w * 0.27), round(330 * s))
        self.game_label_y = -1
        cards = self.col_cards
        games = game_names()
        if len(games) > 1:
            self.game_label_y = cards.y
            self.widgets.add(Cycler("game", pygame.Rect(cx, cards.y + round(34 * s), cards.w, rh),
                                    [(g, _(view_for(g).title)) for g in games], self.game, self._set_game, fs))
            cards = cards.move(0, round(34 * s) + rh + round(22 * s))
        vx = round(w * 0.73)
        self.col_variants = pygame.Rect(vx, round(110 * s), round(w * 0.23), round(330 * s))
        # The lists area ends above a line for the screen's messages (a setup saved, a start refused).
        self.lists_rect = pygame.Rect(round(w * 0.04), round(470 * s), round(w * 0.92), by - round(512 * s))
        rules = pygame.Rect(vx, self.col_variants.y + round(34 * s), self.col_variants.w, self.col_variants.h)
        y = self.panel.layout(self.widgets, SetupAreas(cards, rules, self.lists_rect, s, rh, gap, fs))
        # Undo and seed: every game has them
        self.variant_labels: list[tuple[str, int]] = list(self.panel.rule_labels())
        self.variant_labels.append((tr("undo_policy"), y))
        y += round(24 * s)
        self.widgets.add(Cycler("undo_policy", pygame.Rect(vx, y, self.col_variants.w, rh),
                                [("strict", tr("undo_strict")), ("casual", tr("undo_casual"))], self.undo_policy,
                                lambda v: setattr(self, "undo_policy", v), fs - 1))
        y += rh + gap
        self.variant_labels.append((tr("seed"), y))
        y += round(24 * s)
        sw = round(self.col_variants.w * 0.58)
        self.widgets.add(TextField("seed", pygame.Rect(vx, y, sw, rh), "" if self.seed is None else str(self.seed),
                                   18, True, fs, on_change=self._set_seed, placeholder=tr("seed_random")))
        self.widgets.add(Button("new_seed", pygame.Rect(vx + sw + gap, y, self.col_variants.w - sw - gap, rh),
                                tr("new_seed"), self.reroll, "quiet", font_size=fs - 2))
        # Bottom buttons
        self.widgets.add(Button("start", pygame.Rect(w // 2 - bw - round(12 * s), by, bw, bh), tr("start"),
                                self.start, "primary", "⏎", round(23 * s)))
        self.widgets.add(Button("back", pygame.Rect(w // 2 + round(12 * s), by, bw, bh), tr("back"), self.go_back,
                                "quiet", "Esc", round(23 * s)))
        tw = min(round(190 * s), (w // 2 - bw - round(12 * s) - x0 - 2 * gap) // 2)
        for k, (wid, label, action) in enumerate((("card_pool", tr("card_pool"), self.open_card_pool),
                                                  ("sets_owned", tr("sets_owned"), self.open_sets_owned))):
            self.widgets.add(Button(wid, pygame.Rect(x0 + k * (tw + gap), by + (bh - rh) // 2, tw, rh), label, action,
                                    "quiet", font_size=fs - 2))
        extra = self.panel.extra_button()
        if extra is not None:           # the game's own (Quest: Printed cards…), at the right end of the row
            wid, label, action, tip = extra
            self.widgets.add(Button(wid, pygame.Rect(w - x0 - tw, by + (bh - rh) // 2, tw, rh), label, action,
                                    "quiet", font_size=fs - 2, tooltip=tip))

    def kind_options(self) -> list[tuple[str, str]]:
        """What a seat may be: a player here, a computer at a level (Host adds a player over the network)."""
        return [("human", tr("human"))] + [(f"ai:{lv}", tr("computer", level=level_name(lv))) for lv in self.levels]

    # ------------------------------------------------------------------------------------------ changes
    def add_seat(self) -> None:
        if len(self.seats) < self.max_seats:
            self.seats.append({"name": self.names_pool[len(self.seats)], "kind": "human"})
            self.layout()

    def set_seat(self, k: int, key: str, value: str) -> None:
        """A seat's name or kind as its field or switch says now."""
        self.seats[k][key] = value

    def remove_seat(self, k: int) -> None:
        if len(self.seats) > self.min_seats:
            del self.seats[k]
            self.layout()

    def _set_game(self, game: str) -> None:
        """Another game: its own setup panel; the seats beyond what it allows leave."""
        self.game = game
        self.panel = view_for(game).setup_panel(self)
        self.levels = available_levels(game)
        for seat in self.seats:          # a computer level the new game does not have becomes a human seat
            if seat["kind"].startswith("ai:") and seat["kind"][3:] not in self.levels:
                seat["kind"] = "human"
        del self.seats[self.max_seats:]
        while len(self.seats) < self.min_seats:
            self.seats.append({"name": self.names_pool[len(self.seats)], "kind": "human"})
        self.layout()

    def _set_seed(self, text: str) -> None:
        self.seed = int(text) if text.isdigit() else None

    def reroll(self) -> None:
        """A random deal again (the field empties: the seed is drawn at Start)."""
        self.seed = None
        field = self.widgets.get("seed")
        if isinstance(field, TextField):
            field.text = ""

    def deal_seed(self) -> int:
        """The seed of the deal: the one typed, else one from the operating system's random source."""
        return self.seed if self.seed is not None else secrets.randbits(62)

    def config(self) -> GameConfig:
        seats = []
        for seat in self.seats:
            name = seat["name"].strip()
            if not name:
                raise ValueError(tr("names_needed"))
            kind = seat["kind"]
            if kind.startswith("ai:"):
                seats.append(Seat(name=name, kind="ai", ai_level=kind[3:]))
            else:
                seats.append(Seat(name=name))
        if len({s.name for s in seats}) != len(seats):
            raise ValueError(tr("same_names"))
        return self.panel.config(tuple(seats), self.undo_policy, self.deal_seed())

    def start(self) -> None:
        blocked = self.start_blocked()
        if blocked:
            self.say(blocked, theme.BAD)
            return
        try:
            config = self.config()
        except ValidationError as exc:
            self.say(exc.errors()[0]["msg"], theme.BAD)
            return
        except ValueError as exc:
            self.say(str(exc), theme.BAD)
            return
        names = [s.name for s in config.seats]
        self.app.settings.player_names = (names + [n for n in self.app.settings.player_names
                                                   if n not in names])[:SETTINGS_NAMES]
        self.app.settings.seat_kinds = [seat["kind"] for seat in self.seats]
        self.app.save_settings()
        self.begin(config)

    def begin(self, config: GameConfig) -> None:
        """Play the game chosen (Host opens its lobby instead)."""
        from .title import start_match

        start_match(self.app, Match.new(config), fresh_device=True)

    def open_card_pool(self) -> None:
        from .card_pool import CardPoolScene

        self.app.switch(CardPoolScene(self.app, back=self))

    def open_sets_owned(self) -> None:
        w, h = self.app.size
        self.overlay = SetsOwnedDialog(ScreenScale(w, h, self.s), self.app, self.layout)

    def go_back(self) -> None:
        from .title import TitleScene

        self.app.switch(TitleScene(self.app))

    def start_blocked(self) -> str:
        """Why the game's card set cannot start yet (the panel's sentence), or ""."""
        blocked = getattr(self.panel, "start_blocked", None)
        return blocked() if blocked is not None else ""

    def more_focus_spots(self) -> list[Spot]:
        return self.panel.focus_spots()

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            return
        if self.widgets.focused_text() and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.widgets.handle(event, self.app.mouse)
                return
            self.widgets.handle(event, self.app.mouse)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
            if event.key == pygame.K_ESCAPE:
                self.go_back()
                return
        if self.panel.handle(event):
            return
        super().get_event(event)

    # ------------------------------------------------------------------------------------------ draw
    def heading_text(self) -> str:
        return tr(self.heading)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        s = self.s
        title(surface, self.heading_text(), round(22 * s), round(50 * s))
        for rect, label in ((self.col_players, tr("players")), (self.col_variants, tr("rules"))):
            theme.draw_text(surface, label.upper(), (rect.x, rect.y), round(16 * s), theme.ACCENT, "bold")
        if self.game_label_y >= 0:
            theme.draw_text(surface, tr("game").upper(), (self.col_cards.x, self.game_label_y), round(16 * s),
                            theme.ACCENT, "bold")
        for label, y in self.variant_labels:
            theme.draw_text(surface, label, (self.col_variants.x, y), round(15 * s), theme.TEXT_DIM, "sans",
                            max_width=self.col_variants.w)
        self.panel.draw(surface)
        # Start waits for a card set the game can use; the message line says what is missing (unless it says more).
        blocked = self.start_blocked()
        start = self.widgets.get("start")
        if start is not None:
            start.enabled = not blocked
        self.widgets.draw(surface, self.app.mouse)
        self.panel.draw_over(surface)
        message, color = (self.message, self.message_color) if self.message else (blocked, theme.BAD)
        if message:
            line = pygame.Rect(self.lists_rect.x, self.lists_rect.bottom + round(3 * s), self.lists_rect.w,
                               round(36 * s))
            theme.text_box(surface, message, line, round(16 * s), color, "sans", "center", "center", lines=2)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)
