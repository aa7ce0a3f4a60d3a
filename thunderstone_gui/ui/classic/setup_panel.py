"""The original game's part of New Game: the card sets in play (the base game, or the base game with Wrath of the
Elements, as far as the player owns them); the card set (First Game, the five presets - base cards only -, Random
from the chosen sets with a number of monster classes, or Custom); whether a random set meets the cards' needs; the
rules edition.

Under the columns, three tabs: the cards of this game (each monster class, hero line and Village stack with a lock
and a reroll button, "Reroll the rest", and the randomizer's notes saying why a card is there), the custom picker
(every entry of the chosen sets), and the saved setups (the rulebook's beside the player's own).

A random set is drawn from the seed; a reroll draws with a fresh seed of its own and is kept until the seed, the
sets, the number of classes or the needs switch change (then the set is drawn again, the locked cards kept). A
reroll of a preset or a custom set, or a saved setup loaded, makes the set a custom one with those cards.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import card_name
from ...persistence.setups import SavedSetup
from ...systems.classic import config as classic_config
from ...systems.classic.cards import KNOWN_SETS, Card, load_catalogue
from ...systems.classic.config import CardSet
from ...systems.classic.randomizer import Entry
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..saved_setups import SavedSetupsBox
from ..sets_owned import owned_sets
from ..setup_entries import BoardEntry, EntryBoard
from ..setup_picker import draw_tag
from ..setup_tools import SetupTools
from ..widgets import Cycler, WidgetGroup
from .strings import tr

# The randomizer's kinds of entry and the custom picker's lists.
GROUP_OF_KIND = {"monster": "monsters", "hero": "heroes", "village": "village"}
KIND_OF_GROUP = {group: kind for kind, group in GROUP_OF_KIND.items()}
SET_CHOICES = ((("base",), "sets_base"), (("base", "wrath"), "sets_wrath"))


class ClassicSetupPanel(SetupTools, SetupPanel):
    tr = staticmethod(tr)

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.sets: tuple[str, ...] = ("base",)
        self.catalogue = load_catalogue("2nd", self.sets)
        self.setup = "first_game"
        self.monster_count = classic_config.DEFAULT_MONSTER_CLASSES
        self.edition = "2nd"
        self.needs = True               # a random set meets its cards' needs (rules point 46)
        preset = CardSet.preset("first_game")
        self.custom: dict[str, set[str]] = {"monsters": set(preset.monster_classes), "heroes": set(preset.hero_lines),
                                            "village": set(preset.village)}
        self.custom_notes: tuple[str, ...] = ()     # why the custom picks are what they are (a reroll, a saved set)
        self.rolled: CardSet | None = None           # the random set as the player's rerolls left it...
        self.rolled_key: tuple[Any, ...] = ()        # ...while the draw's options stay these
        self.locked: set[Entry] = set()
        self.tab = "cards"
        self.seeds = random.Random()                 # a reroll's fresh seed (the first draw's: scene.setup_seed)
        self.rows: list[tuple[pygame.Rect, str, str]] = []    # (rect, list, entry) of the custom picker
        self.hover_entry: tuple[str, str] | None = None
        self.labels: list[tuple[str, int]] = []
        self.board_view = EntryBoard()
        self._drawn: tuple[tuple[Any, ...], CardSet] | None = None
        self.saved = SavedSetupsBox(scene, "classic", self._to_save, self.load_saved, self.describe,
                                    [(sid, st.name) for sid, st in self.catalogue.setups.items()], self.load_preset)

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        self._drop_sets_not_owned()
        # Card sets in play, then the card set
        cx = areas.cards.x
        y = areas.cards.y + round(34 * s)
        owned = owned_sets(self.scene.app.settings, "classic")
        choices = [(sets, tr(key)) for sets, key in SET_CHOICES if set(sets) <= set(owned)]
        sets = Cycler("sets", pygame.Rect(cx, y, areas.cards.w, rh), choices, self.sets, self._set_sets, fs - 1)
        sets.enabled = len(choices) > 1
        widgets.add(sets)
        y += rh + gap
        options = [(sid, card_name(st.name)) for sid, st in self.catalogue.setups.items()] + [
            ("random", tr("random_set")), ("custom", tr("custom_set"))]
        widgets.add(Cycler("card_set", pygame.Rect(cx, y, areas.cards.w, rh), options, self.setup, self._set_setup,
                           fs))
        y += rh + gap
        self.note_y = y + round(6 * s)          # the custom counts, or the random/preset note
        max_classes = len(self.catalogue.monster_classes())
        self.monster_count = min(self.monster_count, max_classes)
        count = Cycler("monster_count", pygame.Rect(cx, y, areas.cards.w, rh),
                       [(n, tr("monster_classes_n", n=n)) for n in range(2, max_classes + 1)], self.monster_count,
                       self._set_count, fs)
        count.visible = self.setup == "random"
        widgets.add(count)
        if self.setup == "random":
            self.note_y = y + rh + round(10 * s)
        # The rules edition and the needs switch, first in the rules column
        return self._layout_rules(widgets, areas, tr("rules_edition"), "edition",
                                  [("2nd", tr("edition_2nd")), ("1st", tr("edition_1st"))], self.edition,
                                  lambda v: setattr(self, "edition", v))

    # ------------------------------------------------------------------------------------------ the card set
    def _random_key(self) -> tuple[Any, ...]:
        return (self.scene.setup_seed, self.monster_count, self.sets, self.needs)

    def _draw_random(self, keep: tuple[Entry, ...]) -> CardSet:
        return CardSet.random(self.scene.setup_seed, self.monster_count, self.sets, self.needs, keep=keep)

    def card_set(self) -> CardSet:
        if self.setup == "random":
            return self.random_card_set()
        if self.setup == "custom":
            c = self.custom
            if (len(c["monsters"]) < 2 or len(c["heroes"]) != classic_config.HERO_LINES_IN_GAME
                    or len(c["village"]) != classic_config.VILLAGE_STACKS_IN_GAME):
                raise ValueError(tr("custom_incomplete"))
            return CardSet(source="custom", monster_classes=tuple(sorted(c["monsters"])),
                           hero_lines=tuple(sorted(c["heroes"])), village=tuple(sorted(c["village"])),
                           notes=self.custom_notes)
        return CardSet.preset(self.setup)

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        variants = classic_config.ClassicVariants(rules_edition=self.edition, undo_policy=undo_policy)  # type: ignore
        return classic_config.ClassicConfig(seats=seats, card_set=self.card_set(), variants=variants, seed=seed,
                                            sets=self.sets)

    def _use_custom(self, card_set: CardSet) -> None:
        self.setup = "custom"
        self.custom = {"monsters": set(card_set.monster_classes), "heroes": set(card_set.hero_lines),
                       "village": set(card_set.village)}
        self.custom_notes = card_set.notes

    # ------------------------------------------------------------------------------------------ rerolls and locks
    def _reroll(self, card_set: CardSet, **choice: Any) -> CardSet:
        return card_set.reroll(self.fresh_seed(), self.sets, needs=self.needs, **choice)

    def entry_name(self, entry: Entry) -> str:
        """An entry's name in the player's language (a Village card by its card's name)."""
        if entry.kind == "village":
            return card_name(self.catalogue[entry.name].name) if entry.name in self.catalogue else entry.name
        return card_name(entry.name)

    # ------------------------------------------------------------------------------------------ saved setups
    def _to_save(self) -> tuple[tuple[str, ...], CardSet]:
        return self.sets, self.card_set()

    def load_saved(self, saved: SavedSetup) -> None:
        """A saved setup on screen as custom picks (ValueError with the reason when its cards cannot be used)."""
        sets = tuple(saved.sets)
        unknown = [s for s in sets if s not in KNOWN_SETS]
        if unknown or "base" not in sets:
            raise ValueError(tr("setup_bad_sets", sets=", ".join(sets)))
        card_set = self.saved_card_set(CardSet, saved.card_set)
        card_set.check(load_catalogue("2nd", sets))
        self._use_sets(sets)
        self.show_loaded(card_set)

    def describe(self, saved: SavedSetup) -> str:
        """A saved setup in a line: its sets and monster classes."""
        sets = tr("sets_wrath") if "wrath" in saved.sets else tr("sets_base")
        classes = saved.card_set.get("monster_classes")
        names = ", ".join(str(c) for c in classes) if isinstance(classes, (list, tuple)) else ""
        return f"{sets} · {names}" if names else sets

    # ------------------------------------------------------------------------------------------ changes
    def _set_sets(self, value: tuple[str, ...]) -> None:
        self._use_sets(value)
        self.scene.layout()

    def _use_sets(self, value: tuple[str, ...]) -> None:
        self.sets = value
        self.catalogue = load_catalogue("2nd", value)
        # Entries of a set no longer in play leave the custom picks and the locks.
        known = {"monsters": set(self.catalogue.monster_classes()), "heroes": set(self.catalogue.hero_lines()),
                 "village": {c.id for c in self.catalogue.village_cards()}}
        self.custom = {group: chosen & known[group] for group, chosen in self.custom.items()}
        self.locked = {e for e in self.locked if e.name in known[GROUP_OF_KIND[e.kind]]}

    def _drop_sets_not_owned(self) -> None:
        """Sets I own changed: a set the player does not own leaves play."""
        owned = owned_sets(self.scene.app.settings, "classic")
        if not set(self.sets) <= set(owned):
            self._use_sets(tuple(s for s in self.sets if s in owned) or ("base",))

    def _set_count(self, value: int) -> None:
        self.monster_count = value

    # ------------------------------------------------------------------------------------------ events
    def toggle(self, group: str, entry: str) -> None:
        """A click in the custom picker: the entry joins or leaves the custom set."""
        if self.setup != "custom":
            self._set_setup("custom")
        chosen = self.custom[group]
        if entry in chosen:
            chosen.discard(entry)
            self.locked.discard(Entry(KIND_OF_GROUP[group], entry))
        else:
            chosen.add(entry)
        self.custom_notes = ()       # the sentences told why the cards were swapped; the player chose now

    # ------------------------------------------------------------------------------------------ draw
    def _draw_set_notes(self, surface: pygame.Surface, current: CardSet | None) -> None:
        s = self.s
        note, color = "", theme.TEXT_DIM
        if self.setup == "custom":
            c = self.custom
            note = tr("pick_counts", m=len(c["monsters"]), h=len(c["heroes"]), v=len(c["village"]))
            color = theme.GOOD if current is not None else theme.BAD
        elif self.setup == "random":
            rolled = self.is_rolled()
            note = tr("random_rolled") if rolled else tr("random_note")
        elif "wrath" in self.sets:
            note = tr("presets_base_only")
        if note:
            theme.draw_text(surface, note, (self.col_cards.x, self.note_y), round(15 * s), color, "sans",
                            max_width=self.col_cards.w)

    def _draw_cards(self, surface: pygame.Surface, current: CardSet | None) -> None:
        """The card set as entries with their locks and rerolls, and the notes beside them."""
        area = self.content
        board = pygame.Rect(area.x, area.y, round(area.w * 0.64), area.h)
        if current is not None:
            picks = {"monsters": current.monster_classes, "heroes": current.hero_lines, "village": current.village}
        else:
            picks = {group: tuple(sorted(chosen)) for group, chosen in self.custom.items()}
        columns = []
        for group in ("monsters", "heroes", "village"):
            kind = KIND_OF_GROUP[group]
            entries = [self._board_entry(Entry(kind, name)) for name in picks[group]]
            entries.sort(key=lambda e: e.name)
            columns.append((tr(group), entries))
        self._draw_board(surface, board, columns, current, GROUP_OF_KIND)

    def _board_entry(self, entry: Entry) -> BoardEntry:
        group = GROUP_OF_KIND[entry.kind]
        tag, color = "", None
        if len(self.sets) > 1:         # with one set every entry is a base card: no tags needed
            set_name = self.entry_set(group, entry.name)
            tag = tr(f"set_tag_{set_name}")
            color = theme.WRATH_COLOR if set_name == "wrath" else None
        return BoardEntry(entry, self.entry_name(entry), tag, color, entry in self.locked)

    def _draw_lists(self, surface: pygame.Surface, current: CardSet | None) -> None:
        """The custom picker: every entry of the chosen sets, the chosen ones ticked."""
        s = self.s
        area = self.content
        chosen = {"monsters": set(current.monster_classes) if current else self.custom["monsters"],
                  "heroes": set(current.hero_lines) if current else self.custom["heroes"],
                  "village": set(current.village) if current else self.custom["village"]}
        if self.setup == "custom":
            chosen = self.custom
        groups = [("monsters", tr("monsters"), list(self.catalogue.monster_classes())),
                  ("heroes", tr("heroes"), list(self.catalogue.hero_lines())),
                  ("village", tr("village"), [c.id for c in self.catalogue.village_cards()])]
        top = area.y
        # As many rows as fit at a readable height; a long list takes several columns.
        fit = max(4, (area.bottom - top - round(26 * s)) // max(16, round(22 * s)))
        columns: list[tuple[str, str, list[str]]] = []
        for group, label, entries in groups:
            n = max(1, math.ceil(len(entries) / fit))
            per = math.ceil(len(entries) / n)
            for k in range(n):
                columns.append((group, label if k == 0 else "", entries[k * per:(k + 1) * per]))
        # Each column as wide as its longest name needs, the room left shared out (German monster classes are long).
        font = theme.fonts().get("sans", round(15 * s))
        needs = [max([font.size(self._entry_name(group, e))[0] for e in entries] + [1]) + round(90 * s)
                 for group, __, entries in columns]
        room = area.w - round(28 * s)
        widths = [round(room * need / sum(needs)) for need in needs]
        lefts = [area.x + round(14 * s) + sum(widths[:k]) for k in range(len(widths))]
        most = max(len(entries) for __, __, entries in columns)
        row_h = max(16, min(round(28 * s), (area.bottom - top - round(26 * s)) // max(1, most)))
        tagged = len(self.sets) > 1        # with one set every entry is a base card: no tags needed
        mouse = self.scene.app.mouse
        for k, (group, label, entries) in enumerate(columns):
            x, col_w = lefts[k], widths[k]
            if label:
                theme.draw_text(surface, tr("list_count", label=label, n=len(chosen[group])), (x, top), round(15 * s),
                                theme.ACCENT, "bold", max_width=col_w - round(12 * s))
            y = top + round(26 * s)
            for entry in entries:
                rect = pygame.Rect(x, y, col_w - round(12 * s), row_h - 2)
                on = entry in chosen[group]
                hover = rect.collidepoint(mouse)
                if hover:
                    self.hover_entry = (group, entry)
                pygame.draw.rect(surface, theme.PANEL_LIGHT if hover else (32, 36, 44), rect, border_radius=4)
                box = pygame.Rect(rect.x + 4, rect.y + (rect.h - row_h // 2) // 2, row_h // 2, row_h // 2)
                pygame.draw.rect(surface, theme.GOOD if on else theme.PANEL_EDGE, box, 0 if on else 1,
                                 border_radius=3)
                right = rect.right
                if tagged:
                    right = self._set_tag(surface, self.entry_set(group, entry), rect) - round(4 * s)
                name = self._entry_name(group, entry)
                # A long name (a German monster class) takes two lines rather than shrinking past legibility.
                size = round(15 * s)
                name_rect = pygame.Rect(box.right + round(8 * s), rect.y, right - box.right - round(10 * s), rect.h)
                theme.text_box(surface, name, name_rect, size, theme.TEXT if on else theme.TEXT_DIM, "sans",
                               valign="center", lines=2, min_size=max(8, round(size * 0.6)))
                self.rows.append((rect, group, entry))
                y += row_h

    def _entry_name(self, group: str, entry: str) -> str:
        return card_name(self.catalogue[entry].name if group == "village" else entry)

    def entry_set(self, group: str, entry: str) -> str:
        """The set a list entry comes from ("base" or "wrath")."""
        if group == "monsters":
            return self.catalogue.monster_classes()[entry][0].set
        if group == "heroes":
            return self.catalogue.hero_lines()[entry][0].set
        return self.catalogue[entry].set

    def _set_tag(self, surface: pygame.Surface, set_name: str, row: pygame.Rect) -> int:
        """A small badge naming the entry's set at the right end of its row; returns its left edge."""
        return draw_tag(surface, tr(f"set_tag_{set_name}"), row, self.s,
                        color=theme.WRATH_COLOR if set_name == "wrath" else None)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is None or self.scene.overlay is not None:
            return
        group, entry = self.hover_entry
        cards: list[Card]
        if group == "monsters":
            cards = sorted(self.catalogue.monster_classes()[entry], key=lambda c: c.health)
        elif group == "heroes":
            cards = self.catalogue.hero_lines()[entry]
        else:
            cards = [self.catalogue[entry]]
        self.show_cards(surface, cards, "classic")
