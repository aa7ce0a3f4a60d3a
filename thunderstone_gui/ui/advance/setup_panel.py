"""Thunderstone Advance's part of New Game: the board's side (Dungeon, 3 ranks; Wilderness, 4 ranks), the card set
(Random by the Advance randomizer rules, AEG's three themed setups, or Custom: one monster group of each level, the
Thunderstone Bearer, 4 hero lines and 8 Village cards picked from lists that show the cards on hover), whether a
random set meets the cards' needs, and what the game leaves out and why (Familiars; the Horde in random setups).

Under the columns, three tabs as in the original game's panel: the cards of this game (each monster group, the
Bearer, each hero line and Village card with a lock and a reroll button, "Reroll the rest", and the randomizer's
notes saying why a card is there), the custom picker, and the saved setups (AEG's themed ones beside the player's).

A random set is drawn from the seed; a reroll draws with a fresh seed of its own and is kept until the seed, the
board side or the needs switch change (then the set is drawn again, the locked cards kept). A reroll of a themed or
custom set, or a saved setup loaded, makes the set a custom one with those cards.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import N_, _, card_name
from ...persistence.setups import SavedSetup
from ...systems.advance.card_sets import SET_ID
from ...systems.advance.cards import Card, Catalogue, catalogue_for
from ...systems.advance.config import (
    HERO_LINES_IN_GAME,
    NOT_PLAYED,
    VILLAGE_STACKS_IN_GAME,
    AdvanceCardSet,
    AdvanceConfig,
    AdvanceVariants,
    Entry,
)
from ...systems.advance.printed import PrintedFile
from ...systems.printed_sets import SetProblem
from .. import printed_cards, theme
from ..game_view import SetupAreas, SetupPanel
from ..saved_setups import SavedSetupsBox
from ..setup_entries import BoardEntry, EntryBoard
from ..setup_picker import PickList, PickRow, draw_pick_lists
from ..setup_tools import SetupTools
from ..widgets import Cycler, WidgetGroup
from .strings import tr


def _template_text() -> str:
    from ...systems.advance.printed import template_text

    return template_text()


def _install(path: Any) -> Any:
    from ...systems.advance.printed import install

    return install(path)


def _installed() -> list[Any]:
    from ...systems.advance.printed import installed_sets

    return installed_sets()


ADVANCE_PRINTED = printed_cards.PrintedUI(tr, "advance-printed-template.yaml", _template_text, _install, _installed,
                                          SetProblem)


def installed_printed() -> PrintedFile | None:
    """The owner's printed cards New Game plays with: the first installed file that checks (None: our values)."""
    from ...systems.advance.printed import usable_sets

    try:
        usable = usable_sets()
    except Exception:  # noqa: BLE001 - a damaged data folder must not break New Game
        return None
    return usable[0] if usable else None


# The config's notes on what is not played (systems/advance/config.py, NOT_PLAYED), marked here for the catalog: the
# panel says them with _().
NOT_PLAYED_MARKED = (
    N_("The printed Familiars are not known: the Familiars option plays our own (not the publisher's cards) or the "
       "ones you typed in under Printed cards…."),
    N_("Random setups never draw the Soulstolen Horde: the Health of its last six cards is not known (ours is a "
       "guess); choose it by hand or play Tower of Corruption."),
)


def not_played(key: str) -> str:
    """A note of the config on what is not played, in the current language."""
    note = NOT_PLAYED[key]
    return _(note)

LEVELS = (1, 2, 3)
# The randomizer's kinds of entry and the custom picker's lists.
GROUP_OF_KIND = {"monster": "monsters", "bearer": "bearer", "hero": "heroes", "village": "village"}
KIND_OF_GROUP = {group: kind for kind, group in GROUP_OF_KIND.items()}


class AdvanceSetupPanel(SetupTools, SetupPanel):
    tr = staticmethod(tr)
    single_kinds = ("bearer",)          # one Bearer: locking another unlocks the first

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.printed = installed_printed()
        self.catalogue: Catalogue = catalogue_for((), self.printed)
        self.setup = "random"
        self.board = "dungeon"
        self.familiars = "off"           # the game's Familiars: off, ours, printed (config.variants.familiars)
        first = next(iter(self.catalogue.setups))
        self.custom = self._picks(AdvanceCardSet.themed(first))
        self.rows: list[tuple[pygame.Rect, str, str]] = []     # (rect, list, entry) of the lists
        self.hover_entry: tuple[str, str] | None = None
        self.labels: list[tuple[str, int]] = []
        self.needs = True               # a random set meets its cards' needs (docs/rules-advance.md 61)
        self.custom_notes: tuple[str, ...] = ()     # why the custom picks are what they are (a reroll, a saved set)
        self.custom_source = "custom"                # the themed setup the custom picks come from, if any
        self.rolled: AdvanceCardSet | None = None    # the random set as the player's rerolls left it...
        self.rolled_key: tuple[Any, ...] = ()        # ...while the draw's options stay these
        self.locked: set[Entry] = set()
        self.tab = "cards"
        self.seeds = random.Random()                 # a reroll's fresh seed (the first draw's: scene.setup_seed)
        self.board_view = EntryBoard()
        self._drawn: tuple[tuple[Any, ...], AdvanceCardSet] | None = None
        self.saved = SavedSetupsBox(scene, "advance", self._to_save, self.load_saved, self.describe,
                                    [(sid, st.name) for sid, st in self.catalogue.setups.items()], self.load_preset)

    @staticmethod
    def _picks(card_set: AdvanceCardSet) -> dict[str, Any]:
        return {"monsters": set(card_set.monster_groups), "bearer": card_set.bearer,
                "heroes": set(card_set.hero_lines), "village": set(card_set.village)}

    # ------------------------------------------------------------------------------------------ printed cards
    def extra_button(self) -> tuple[str, str, Callable[[], Any], str] | None:
        return "printed_cards", tr("printed_button"), self.open_printed, printed_cards.printed_tooltip()

    def open_printed(self, lines: list[str] | None = None, changed: bool = False) -> printed_cards.PrintedCardsDialog:
        """The dialog of the player's printed cards over New Game (with a dropped file's check in `lines`)."""
        from ..overlays import ScreenScale

        scene = self.scene
        w, h = scene.app.size
        dialog = printed_cards.PrintedCardsDialog(ADVANCE_PRINTED, ScreenScale(w, h, scene.s), self.printed_closed,
                                                  lines, changed)
        scene.overlay = dialog
        return dialog

    def printed_closed(self, changed: bool) -> None:
        """A file was added: New Game plays with it (the Horde's values, random setups that may draw it)."""
        self.scene.overlay = None
        if changed:
            self.printed = installed_printed()
            self.catalogue = catalogue_for((), self.printed)
            self.scene.layout()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:        # a printed-cards file dropped onto the window: checked, installed
            installed, lines = printed_cards.import_file(ADVANCE_PRINTED, event.file)
            self.open_printed(lines, installed)
            return True
        return bool(super().handle(event))

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, fs = areas.scale, areas.row_h, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        cx = areas.cards.x
        y = areas.cards.y + round(34 * s)
        options = [("random", tr("random_set"))] + [(sid, card_name(st.name))
                                                    for sid, st in self.catalogue.setups.items()]
        options.append(("custom", tr("custom_set")))
        widgets.add(Cycler("card_set", pygame.Rect(cx, y, areas.cards.w, rh), options, self.setup, self._set_setup,
                           fs))
        y += rh + areas.gap
        # Familiars, under the card set: none, ours (not the publisher's cards), or the owner's printed ones.
        choices = [("off", tr("familiars_off")), ("ours", tr("familiars_ours"))]
        if self.printed is not None and self.printed.familiars():
            choices.append(("printed", tr("familiars_printed")))
        if self.familiars not in {value for value, _label in choices}:
            self.familiars = "off"
        widgets.add(Cycler("familiars", pygame.Rect(cx, y, areas.cards.w, rh), choices, self.familiars,
                           lambda v: setattr(self, "familiars", v), fs - 1))
        self.note_y = y + rh + round(8 * s)
        return self._layout_rules(widgets, areas, tr("board"), "board",
                                  [("dungeon", tr("board_dungeon")), ("wilderness", tr("board_wilderness"))],
                                  self.board, lambda v: setattr(self, "board", v))

    # ------------------------------------------------------------------------------------------ changes
    def _random_key(self) -> tuple[Any, ...]:
        return (self.scene.setup_seed, self.board, self.needs, id(self.catalogue))

    def _draw_random(self, keep: tuple[Entry, ...]) -> AdvanceCardSet:
        return AdvanceCardSet.random(self.scene.setup_seed, self.needs, self.board, keep=keep,
                                     catalogue=self.catalogue)

    def card_set(self) -> AdvanceCardSet:
        if self.setup == "random":
            return self.random_card_set()
        if self.setup == "custom":
            c = self.custom
            levels = sorted(self.catalogue.groups[g].level for g in c["monsters"])
            # A themed setup's groups (rerolled or saved) may break the one-group-per-level rule as AEG meant.
            themed = self.custom_source in self.catalogue.setups and len(levels) == len(LEVELS)
            if (levels != list(LEVELS) and not themed or not c["bearer"] or len(c["heroes"]) != HERO_LINES_IN_GAME
                    or len(c["village"]) != VILLAGE_STACKS_IN_GAME):
                raise ValueError(tr("custom_incomplete"))
            groups = tuple(sorted(c["monsters"], key=lambda g: self.catalogue.groups[g].level))
            return AdvanceCardSet(source="custom", monster_groups=groups, bearer=c["bearer"],
                                  hero_lines=tuple(sorted(c["heroes"])), village=tuple(sorted(c["village"])),
                                  notes=self.custom_notes)
        return AdvanceCardSet.themed(self.setup)

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        card_set = self.card_set()
        return AdvanceConfig(seats=seats, card_set=card_set, board=self.board,  # type: ignore[arg-type]
                             variants=AdvanceVariants(undo_policy=undo_policy,  # type: ignore[arg-type]
                                                      familiars=self.familiars),  # type: ignore[arg-type]
                             seed=seed, printed=self._printed_for(card_set))

    def _printed_for(self, card_set: AdvanceCardSet) -> PrintedFile | None:
        """The owner's printed cards when the game has a card they give (the Horde, the printed Familiars): the
        config carries them."""
        printed = self.printed
        if printed is None:
            return None
        if self.familiars == "printed" or not set(printed.horde_groups()).isdisjoint(card_set.monster_groups):
            return printed
        return None

    def _show(self, card_set: AdvanceCardSet) -> None:
        """Put a card set on screen: a random one stays random (until its options change); any other becomes the
        custom picks."""
        if self.setup == "random":
            self.rolled, self.rolled_key = card_set, self._random_key()
        else:
            origin = self.setup if self.setup != "custom" else self.custom_source
            self._use_custom(card_set)
            self.custom_source = origin          # a rerolled themed setup keeps its groups' levels
        self.locked &= set(card_set.entries())

    def _use_custom(self, card_set: AdvanceCardSet) -> None:
        self.setup = "custom"
        self.custom = self._picks(card_set)
        self.custom_notes = card_set.notes
        self.custom_source = card_set.source

    # ------------------------------------------------------------------------------------------ rerolls and locks
    def _reroll(self, card_set: AdvanceCardSet, **choice: Any) -> AdvanceCardSet:
        return card_set.reroll(self.fresh_seed(), needs=self.needs, board=self.board, catalogue=self.catalogue,
                               **choice)

    def entry_name(self, entry: Entry) -> str:
        cat = self.catalogue
        if entry.kind == "monster":
            return card_name(cat.groups[entry.name].name) if entry.name in cat.groups else entry.name
        if entry.kind == "hero":
            return card_name(cat.lines[entry.name].name) if entry.name in cat.lines else entry.name
        return card_name(cat[entry.name].name) if entry.name in cat else entry.name

    # ------------------------------------------------------------------------------------------ saved setups
    def _to_save(self) -> tuple[tuple[str, ...], AdvanceCardSet]:
        return (SET_ID,), self.card_set()

    def load_saved(self, saved: SavedSetup) -> None:
        """A saved setup on screen as custom picks (ValueError with the reason when its cards cannot be used)."""
        if tuple(saved.sets) != (SET_ID,):
            raise ValueError(tr("setup_bad_sets", sets=", ".join(saved.sets)))
        card_set = self.saved_card_set(AdvanceCardSet, saved.card_set)
        card_set.check(self.catalogue)
        self.show_loaded(card_set)

    def describe(self, saved: SavedSetup) -> str:
        """A saved setup in a line: its monster groups."""
        groups = saved.card_set.get("monster_groups")
        if not isinstance(groups, (list, tuple)):
            return ""
        cat = self.catalogue
        return ", ".join(cat.groups[g].name if g in cat.groups else str(g) for g in groups)

    # ------------------------------------------------------------------------------------------ events
    def toggle(self, group: str, entry: str) -> None:
        """A click on a list's entry: custom picks (one group per level and one Bearer replace the old pick; hero
        lines and Village cards are switched on or off)."""
        if self.setup != "custom":
            self._set_setup("custom")
        self.custom_notes = ()       # the sentences told why the cards were swapped; the player chose now
        self.custom_source = "custom"
        c = self.custom
        if group == "monsters":
            level = self.catalogue.groups[entry].level
            c["monsters"] = {g for g in c["monsters"] if self.catalogue.groups[g].level != level} | {entry}
        elif group == "bearer":
            c["bearer"] = entry
        else:
            chosen = c[group]
            if entry in chosen:
                chosen.discard(entry)
                self.locked.discard(Entry(KIND_OF_GROUP[group], entry))
            else:
                chosen.add(entry)

    # ------------------------------------------------------------------------------------------ draw
    def _draw_set_notes(self, surface: pygame.Surface, current: AdvanceCardSet | None) -> None:
        s = self.s
        notes: list[tuple[str, theme.Color]] = []
        if self.setup == "custom":
            c = self.custom
            levels = len({self.catalogue.groups[g].level for g in c["monsters"]})
            notes.append((tr("pick_counts", levels=levels, bearer=1 if c["bearer"] else 0, h=len(c["heroes"]),
                             v=len(c["village"])), theme.GOOD if current is not None else theme.BAD))
        elif self.setup == "random":
            rolled = self.is_rolled()
            notes.append((tr("random_rolled") if rolled else tr("random_note"), theme.TEXT_DIM))
            if self.printed is None:
                notes.append((not_played("undead_horde"), theme.TEXT_DIM))
        else:
            setup = self.catalogue.setups[self.setup]
            notes.append((tr("themed_note") + (f" {setup.note}" if setup.note else ""), theme.TEXT_DIM))
        if self.printed is not None:
            notes.append((tr("printed_in_use", name=self.printed.name), theme.GOOD))
        if self.familiars == "ours":
            notes.append((tr("familiars_ours_note"), theme.ACCENT))
        elif self.familiars == "off":
            notes.append((not_played("familiars"), theme.TEXT_DIM))
        self.draw_notes(surface, notes, self.note_y, round(13 * s), round(3 * s))

    def _draw_cards(self, surface: pygame.Surface, current: AdvanceCardSet | None) -> None:
        """The card set as entries with their locks and rerolls, and the notes beside them."""
        area = self.content
        board = pygame.Rect(area.x, area.y, round(area.w * 0.68), area.h)
        if current is not None:
            picks: dict[str, tuple[str, ...]] = {"monsters": current.monster_groups, "bearer": (current.bearer,),
                                                 "heroes": current.hero_lines, "village": current.village}
        else:
            c = self.custom
            picks = {"monsters": tuple(sorted(c["monsters"], key=lambda g: self.catalogue.groups[g].level)),
                     "bearer": (c["bearer"],) if c["bearer"] else (), "heroes": tuple(sorted(c["heroes"])),
                     "village": tuple(sorted(c["village"]))}
        columns = []
        for group, title in (("monsters", tr("monsters_and_bearer")), ("heroes", tr("heroes")),
                             ("village", tr("village"))):
            entries = [self._board_entry(Entry(KIND_OF_GROUP[group], name)) for name in picks[group]]
            if group == "monsters":
                # The Bearer closes the monsters' column: it is shuffled into the Dungeon with them.
                entries += [self._board_entry(Entry("bearer", name)) for name in picks["bearer"]]
            else:
                entries.sort(key=lambda e: e.name)
            columns.append((title, entries))
        self._draw_board(surface, board, columns, current, GROUP_OF_KIND)

    def _board_entry(self, entry: Entry) -> BoardEntry:
        cat = self.catalogue
        tag = ""
        if entry.kind == "monster" and entry.name in cat.groups:
            tag = tr("monster_level", n=cat.groups[entry.name].level)
        elif entry.kind == "bearer":
            tag = tr("setup_bearer_tag")
        elif entry.kind == "village" and entry.name in cat:
            tag = tr(f"village_type_{cat[entry.name].village_type}")
        return BoardEntry(entry, self.entry_name(entry), tag, None, entry in self.locked)

    def _lists(self, chosen: dict[str, set[str]]) -> list[PickList]:
        """The picker's lists: monster groups under their levels, the Bearers, hero lines, Village cards."""
        cat = self.catalogue
        monsters: list[PickRow] = []
        for level in LEVELS:
            monsters.append(PickRow("", tr("monster_level", n=level)))
            monsters += [PickRow(g.id, card_name(g.name), tr("not_random_tag") if g.not_random else "",
                                 warn=True, radio=True) for g in cat.groups.values() if g.level == level]
        bearers = [PickRow(b, card_name(cat[b].name), radio=True) for b in cat.bearers]
        heroes = [PickRow(line, card_name(cat.lines[line].name)) for line in sorted(cat.line_cards)]
        village = [PickRow(cid, card_name(cat[cid].name), tr(f"village_type_{cat[cid].village_type}"))
                   for cid in cat.village_ids]

        def title(group: str, label: str) -> str:
            return _("{label} ({n})").format(label=label, n=len(chosen[group] - {""}))

        return [PickList("monsters", title("monsters", tr("monster_groups")), monsters),
                PickList("bearer", title("bearer", tr("bearer")), bearers),
                PickList("heroes", title("heroes", tr("heroes")), heroes),
                PickList("village", title("village", tr("village")), village)]

    def _draw_lists(self, surface: pygame.Surface, current: AdvanceCardSet | None) -> None:
        s = self.s
        area = self.content.inflate(round(28 * s), 0)
        if self.setup == "custom" or current is None:
            c = self.custom
            chosen = {"monsters": c["monsters"], "bearer": {c["bearer"]}, "heroes": c["heroes"],
                      "village": c["village"]}
        else:
            chosen = {"monsters": set(current.monster_groups), "bearer": {current.bearer},
                      "heroes": set(current.hero_lines), "village": set(current.village)}
        self.rows, hover = draw_pick_lists(surface, area, self._lists(chosen),
                                           lambda group, entry: entry in chosen[group], s, self.scene.app.mouse)
        if hover is not None:
            self.hover_entry = hover

    def _cards_of(self, group: str, entry: str) -> list[Card]:
        cat = self.catalogue
        if group == "monsters":
            cards = cat.group_cards.get(entry, [])
            return sorted((c for c in cards if not c.is_placeholder), key=lambda c: (c.horde_position, c.health))
        if group == "heroes":
            return list(cat.line_cards[entry])
        return [cat[entry]]

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is not None:
            self.show_cards(surface, list(self._cards_of(*self.hover_entry)), "advance")
