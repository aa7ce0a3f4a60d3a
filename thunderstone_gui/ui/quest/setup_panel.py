"""Thunderstone Quest's part of New Game: the card set (our own, or a set of the printed cards the player imported
and installed that passes the check - one that no longer does is listed with the reason, not offered), the setup
(the rulebook's Random Setup drawn from the seed, or a setup the set suggests), Side Quests and Guild Sponsorships on
or off (each human chooses at the table, in secret; computers choose for themselves), and the Guardian's level.

Under the columns, the tools of the other games' panels (ui/setup_tools.py): the cards of this game (each hero
line, Marketplace card, room, monster group and the Guardian with a lock and a reroll button, "Reroll the rest") and
the saved setups (the set's suggested ones beside the player's). A random setup is drawn from the seed; a reroll
draws with a fresh seed of its own (systems/quest/randomizer.py, the rulebook's constraints kept) and is kept until
the seed, the set or the Guardian's level change (then the setup is drawn again, the locked cards kept). A reroll of
a suggested setup, or a saved setup loaded, is "your setup" with exactly those cards.

The config names its set by id and content hash only (systems/quest/config.py): a save of a game with an imported
set carries no printed card, and replays wherever that set is installed.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import card_name
from ...persistence.setups import SavedSetup
from ...systems.quest.cards import OUR_SET, Catalogue, QuestCard, our_set, register_set
from ...systems.quest.config import QuestChoice, QuestConfig, QuestVariants
from ...systems.quest.randomizer import Entry, NothingLeft
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..saved_setups import SavedSetupsBox
from ..setup_entries import BoardEntry, EntryBoard
from ..setup_tools import SetupTools
from ..widgets import Cycler, WidgetGroup
from .card_art import card_height
from .strings import tr

# The board's columns: (title key, kinds of entry).
COLUMNS = (("list_heroes", ("hero",)), ("list_market", ("market",)), ("list_rooms", ("room",)),
           ("list_monsters", ("monster", "guardian")))


class SetChoice(NamedTuple):
    set_id: str
    label: str
    catalogue: Catalogue | None      # None: installed but no longer valid
    problem: str = ""


def available_sets() -> list[SetChoice]:
    """Our own set first, then every installed import (the broken ones with the reason, to show, not to choose)."""
    ours = our_set()
    out = [SetChoice(OUR_SET, card_name(ours.name), ours)]     # its name says it is ours
    try:
        from ...quest_import import installed_sets

        installed = installed_sets()
    except Exception:  # noqa: BLE001 - a damaged data folder must not break New Game
        installed = []
    for entry in installed:
        if entry.data is None:
            out.append(SetChoice(entry.set_id, tr("set_broken", name=entry.name, why=entry.problem), None,
                                 entry.problem))
        else:
            out.append(SetChoice(entry.set_id, tr("set_imported", name=entry.name), register_set(entry.data)))
    return out




class QuestSetupPanel(SetupTools, SetupPanel):
    tr = staticmethod(tr)
    tabs = ("cards", "saved")          # no card picker: a setup is drawn, rerolled, suggested or loaded
    setup_widget = "quest_setup"

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.sets = available_sets()
        self.set_index = 0
        self.setup = "random"
        self.side_quests = True
        self.sponsorships = True
        self.guardian_level = 4
        self.needs = False              # Quest's Random Setup has no needs to meet
        self.rows: list[tuple[pygame.Rect, str, str]] = []
        self.hover_entry: Entry | None = None
        self.labels: list[tuple[str, int]] = []
        self.custom: QuestChoice | None = None      # "your setup": a suggested one rerolled, a saved one loaded
        self.rolled: QuestChoice | None = None
        self.rolled_key: tuple[Any, ...] = ()
        self._drawn: tuple[tuple[Any, ...], QuestChoice] | None = None
        self.locked: set[Entry] = set()
        self.tab = "cards"
        self.seeds = random.Random()                 # a reroll's fresh seed (the game's own seed is the scene's)
        self.board_view = EntryBoard()
        self.saved = SavedSetupsBox(scene, "quest", self._to_save, self.load_saved, self.describe, self._presets(),
                                    self.load_preset)

    @property
    def catalogue(self) -> Catalogue:
        found = self.sets[self.set_index].catalogue
        return found if found is not None else our_set()

    def _presets(self) -> list[tuple[str, str]]:
        return [(sid, card_name(st.name)) for sid, st in self.catalogue.setups.items()]

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        cx, y = areas.cards.x, areas.cards.y + round(34 * s)
        usable = [(k, c.label) for k, c in enumerate(self.sets) if c.catalogue is not None]
        widgets.add(Cycler("quest_set", pygame.Rect(cx, y, areas.cards.w, rh), usable, self.set_index,
                           self._set_set, fs - 2))
        y += rh + gap
        setups = ([("random", tr("setup_random"))] + self._presets() + [("custom", tr("setup_custom"))])
        if self.setup not in dict(setups):
            self.setup = "random"
        widgets.add(Cycler("quest_setup", pygame.Rect(cx, y, areas.cards.w, rh), setups, self.setup,
                           self._set_setup, fs - 1))
        y += rh + gap
        self.note_y = y + round(6 * s)
        # The three choices without labels above them: each value names itself ("No Side Quests", "Guardian of
        # level 4"), and with the shell's Undo and Seed below, labelled rows would run into the card lists at 720p.
        vx, y = areas.rules.x, areas.rules.y
        self.labels = []
        widgets.add(Cycler("side_quests", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("side_quests_on")), (False, tr("side_quests_off"))], self.side_quests,
                           lambda v: setattr(self, "side_quests", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("sponsorships", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("sponsorships_on")), (False, tr("sponsorships_off"))], self.sponsorships,
                           lambda v: setattr(self, "sponsorships", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("guardian_level", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(n, tr("guardian_level_n", n=n)) for n in (4, 5, 6)], self.guardian_level,
                           lambda v: setattr(self, "guardian_level", v), fs - 1))
        self._layout_lists(widgets, areas)
        return y + rh + gap

    def _set_set(self, index: int) -> None:
        """Another card set: its own cards, so the locks, the rerolls and your setup of the last one go."""
        self.set_index = index
        self.locked = set()
        self.rolled, self.custom = None, None
        if self.setup != "random":
            self.setup = "random"
        self.saved.presets = self._presets()
        self.scene.layout()

    # ------------------------------------------------------------------------------------------ the setup
    def _random_key(self) -> tuple[Any, ...]:
        return (self.scene.seed, self.set_index, self.guardian_level)

    def _draw_random(self, keep: tuple[Entry, ...]) -> QuestChoice:
        return QuestChoice.random(self.catalogue, self.scene.seed, self.guardian_level, keep=keep)

    def card_set(self) -> QuestChoice:
        """The setup on screen (the Guardian at the level chosen); ValueError with a sentence when there is none."""
        if self.setup == "random":
            return self.random_card_set()
        if self.setup == "custom":
            if self.custom is None:
                raise ValueError(tr("custom_incomplete"))
            return self.custom.model_copy(update={"guardian_level": self.guardian_level})
        return QuestChoice.preset(self.catalogue, self.setup, self.guardian_level)

    def _use_custom(self, card_set: QuestChoice) -> None:
        self.setup = "custom"
        self.custom = card_set.model_copy(update={"source": "custom"})

    def _reroll(self, card_set: QuestChoice, **choice: Any) -> QuestChoice:
        try:
            return card_set.reroll(self.catalogue, self.fresh_seed(), **choice)
        except NothingLeft as exc:
            raise ValueError(tr(f"nothing_left_{exc.kind}")) from None

    def entry_name(self, entry: Entry) -> str:
        cat = self.catalogue
        if entry.kind in ("market", "room"):
            return card_name(cat[entry.name].name) if entry.name in cat else entry.name
        return card_name(entry.name)

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        catalogue = self.catalogue
        return QuestConfig(seats=seats, card_set=catalogue.set_id, card_set_hash=catalogue.hash,
                           choice=self.card_set(), seed=seed,
                           variants=QuestVariants(undo_policy=undo_policy,  # type: ignore[arg-type]
                                                  side_quests=self.side_quests, sponsorships=self.sponsorships))

    # ------------------------------------------------------------------------------------------ saved setups
    def _to_save(self) -> tuple[tuple[str, ...], QuestChoice]:
        return (self.catalogue.set_id,), self.card_set()

    def load_saved(self, saved: SavedSetup) -> None:
        """A saved setup on screen as your setup, its card set and Guardian level chosen (ValueError with the
        reason when its cards cannot be used)."""
        index = next((k for k, c in enumerate(self.sets) if (c.set_id,) == tuple(saved.sets) and c.catalogue), None)
        if index is None:
            raise ValueError(tr("setup_bad_sets", sets=", ".join(saved.sets)))
        choice = self.saved_card_set(QuestChoice, saved.card_set)
        catalogue = self.sets[index].catalogue
        assert catalogue is not None
        try:
            catalogue.check_choice(choice.heroes, choice.marketplace, choice.rooms, choice.monster_groups,
                                   choice.guardian, "choice")
        except ValueError:
            raise ValueError(tr("setup_not_in_set", set=self.sets[index].label)) from None
        if choice.guardian_level not in {c.level for c in catalogue.guardians()[choice.guardian]}:
            raise ValueError(tr("setup_not_in_set", set=self.sets[index].label))
        if index != self.set_index:
            self._set_set(index)
        self.guardian_level = choice.guardian_level
        self.show_loaded(choice)

    def describe(self, saved: SavedSetup) -> str:
        """A saved setup in a line: its monster groups and Guardian."""
        groups = saved.card_set.get("monster_groups")
        guardian = saved.card_set.get("guardian")
        if not isinstance(groups, (list, tuple)) or not isinstance(guardian, str):
            return ""
        return tr("saved_line", groups=", ".join(card_name(str(g)) for g in groups), guardian=card_name(guardian))

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        theme.draw_text(surface, tr("card_set").upper(), (self.col_cards.x, self.col_cards.y), round(16 * s),
                        theme.ACCENT, "bold")
        y = self.note_y
        notes = []
        if self.setup == "random":
            notes.append((tr("random_rolled") if self.is_rolled() else tr("random_note"), theme.TEXT_DIM))
        elif self.setup == "custom":
            notes.append((tr("custom_note"), theme.TEXT_DIM))
        if not self.catalogue.publisher_cards:
            notes.append((tr("set_notice_ours"), theme.TEXT_DIM))
        notes += [(c.label, theme.BAD) for c in self.sets if c.catalogue is None]
        notes.append((tr("import_hint"), theme.TEXT_DIM))
        f = theme.fonts()
        size = round(14 * s)
        for text, color in notes:
            for line in f.wrap(text, "sans", size, self.col_cards.w):
                if y + size > self.lists_rect.y - round(4 * s):
                    break
                theme.draw_text(surface, line, (self.col_cards.x, y), size, color, "sans")
                y += size + round(4 * s)
            y += round(4 * s)
        theme.panel(surface, self.lists_rect, (26, 30, 36), theme.PANEL_EDGE, round(10 * s))
        self.hover_entry = None
        self.draw_tab_hint(surface)
        if self.tab == "cards":
            self._draw_cards(surface, self.card_set_or_none())
        else:
            self.saved.draw(surface)

    def _draw_cards(self, surface: pygame.Surface, current: QuestChoice | None) -> None:
        """The setup's entries in four columns, each with its lock and reroll."""
        cat = self.catalogue
        shown = current.entries() if current is not None else ()
        order = {"room": lambda e: (cat[e.name].level, e.name) if e.name in cat else (0, e.name),
                 "monster": lambda e: (cat.group_level(e.name), e.name),
                 "market": lambda e: (cat[e.name].kind, e.name)}
        columns = []
        for key, kinds in COLUMNS:
            entries = [e for e in shown if e.kind in kinds]
            if kinds[0] in order:
                entries.sort(key=lambda e: (e.kind == "guardian", order[kinds[0]](e) if e.kind != "guardian"
                                            else (0, e.name)))
            columns.append((tr(key), [self._board_entry(e) for e in entries]))
        self.board_view.draw(surface, self.content, columns, self.s, self.scene.app.mouse,
                             can_reroll=current is not None)
        self.hover_entry = self.board_view.hover

    def _board_entry(self, entry: Entry) -> BoardEntry:
        cat = self.catalogue
        if entry.kind == "hero":
            lines = cat.hero_lines().get(entry.name, [])
            tag = "/".join(tr(f"class_{c}") for c in lines[0].classes) if lines else ""
        elif entry.kind == "market":
            tag = tr(f"kind_{cat[entry.name].kind}") if entry.name in cat else ""
        elif entry.kind == "room":
            tag = tr("tag_level", n=cat[entry.name].level) if entry.name in cat else ""
        elif entry.kind == "monster":
            tag = tr("tag_level", n=cat.group_level(entry.name))
        else:
            tag = tr("tag_guardian", n=self.guardian_level)
        return BoardEntry(entry, self.entry_name(entry), tag, None, entry in self.locked)

    def _cards_of(self, entry: Entry) -> list[QuestCard]:
        cat = self.catalogue
        if entry.kind == "hero":
            return cat.hero_lines().get(entry.name, [])
        if entry.kind == "guardian":
            return cat.guardians().get(entry.name, [])
        if entry.kind == "monster":
            return sorted(cat.monster_groups().get(entry.name, []), key=lambda c: c.health)
        return [cat[entry.name]] if entry.name in cat else []

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is None:
            return
        cards = self._cards_of(self.hover_entry)
        if not cards:
            return
        w, h = surface.get_size()
        s = self.s
        mouse = self.scene.app.mouse
        cw = round(190 * s) if len(cards) <= 3 else round(150 * s)
        gap = round(10 * s)
        total = len(cards) * (cw + gap) - gap
        ch = card_height(cw)
        x = max(round(10 * s), min(mouse[0] - total // 2, w - total - round(10 * s)))
        y = mouse[1] - ch - round(24 * s)
        if y < round(10 * s):
            y = mouse[1] + round(24 * s)
        theme.panel(surface, pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap), (18, 20, 26), theme.ACCENT,
                    round(10 * s))
        art = self.scene.app.card_art("quest")
        for card in cards:
            surface.blit(art.face(card, cw), (x, y))
            x += cw + gap
